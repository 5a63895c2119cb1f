/**
 * Every text that names what Codex retries reads one list, derived from the core's predicates
 * (`src/view-models/retryLists.ts`): the catalogs (trace steps, faults form), the lessons and
 * the peers row. Change the rules and every text changes with them; no text lists faults by hand.
 */
import { describe, expect, it } from 'vitest'
import {
  REMOTE_FAULTS,
  isRetryable,
  shouldRetryWithCurrentModel,
  type RemoteFault,
} from '../../../src/core/index.ts'
import { claimText } from '../../../src/features/peers/parts.tsx'
import { PEERS } from '../../../src/features/peers/peerData.ts'
import { CATALOGS } from '../../../src/i18n/catalogs.ts'
import { faultsPanel as enFaults } from '../../../src/i18n/en/faultsPanel.ts'
import { lessons as enLessons } from '../../../src/i18n/en/lessons.ts'
import { fillPlaceholders } from '../../../src/i18n/fill.ts'
import { LOCALES, type Locale } from '../../../src/i18n/index.ts'
import { faultsPanel as koFaults } from '../../../src/i18n/ko/faultsPanel.ts'
import { lessons as koLessons } from '../../../src/i18n/ko/lessons.ts'
import {
  RETRY_PLACEHOLDERS,
  retryTextVars,
  type RetryPlaceholder,
} from '../../../src/i18n/retryText.ts'
import { faultsPanel as zhFaults } from '../../../src/i18n/zh/faultsPanel.ts'
import { lessons as zhLessons } from '../../../src/i18n/zh/lessons.ts'
import {
  CODEX_RETRY_RULES,
  retryListsOf,
  type RetryLists,
} from '../../../src/view-models/retryLists.ts'

const NAMES = { en: enFaults.values, ko: koFaults.values, zh: zhFaults.values }
const LESSONS = { en: enLessons, ko: koLessons, zh: zhLessons }
const PLACEHOLDER = new RegExp(`\\{(${RETRY_PLACEHOLDERS.join('|')})[}:]`, 'g')

const usedPlaceholders = (text: string): RetryPlaceholder[] =>
  [...text.matchAll(PLACEHOLDER)].map((m) => m[1] as RetryPlaceholder)

function leaves(node: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof node === 'string') out.push([path, node])
  else if (node && typeof node === 'object')
    for (const [key, child] of Object.entries(node))
      leaves(child, path ? `${path}.${key}` : key, out)
  return out
}

/** Every text in a locale that uses a retry placeholder: catalogs, lessons, the peers rows. */
function retryTexts(locale: Locale): [string, string][] {
  const claims = PEERS.flatMap((peer) =>
    Object.entries(peer.cells).flatMap(([dimension, cell]) =>
      cell.claims.map((c, i): [string, string] => [
        `peers.${peer.id}.${dimension}.${i}`,
        c.text[locale],
      ]),
    ),
  )
  return [
    ...leaves(CATALOGS[locale], '', []),
    ...leaves(LESSONS[locale], 'lessons', []),
    ...claims,
  ].filter(([, text]) => usedPlaceholders(text).length > 0)
}

const LIST_OF: Readonly<Record<RetryPlaceholder, keyof RetryLists>> = {
  retriedSameModel: 'sameModel',
  retriedCurrentModel: 'currentModel',
  retriedSameModelOnly: 'sameModelOnly',
  notRetried: 'notSameModel',
}

describe('the retry lists come from the core', () => {
  it('each list holds exactly the faults the core’s predicates accept', () => {
    const lists = retryListsOf()
    expect(lists.sameModel).toEqual(REMOTE_FAULTS.filter(isRetryable))
    expect(lists.currentModel).toEqual(REMOTE_FAULTS.filter(shouldRetryWithCurrentModel))
    expect(lists.notSameModel.length + lists.sameModel.length).toBe(REMOTE_FAULTS.length)
    for (const fault of lists.sameModelOnly)
      expect([isRetryable(fault), shouldRetryWithCurrentModel(fault)]).toEqual([true, false])
    expect(lists.sameModel.length).toBeGreaterThan(1)
  })
})

describe.each(LOCALES)('%s: every text naming retried faults reads the list', (locale) => {
  const texts = retryTexts(locale)

  it('finds the texts (trace steps, faults form, lessons, peers row)', () => {
    const ids = texts.map(([id]) => id)
    expect(ids).toEqual(
      expect.arrayContaining([
        'steps.previous_model_check.fallback',
        'steps.model_fallback.notRetryable',
        'faultsPanel.retryHint',
        'lessons.compaction.steps.failures.body',
        'lessons.compaction.steps.modelSwitch.body',
        'lessons.questions.c_modelSwitch.explain',
        'peers.codex.failure.0',
      ]),
    )
  })

  it.each(texts)('%s names the core’s faults, and only by placeholder', (_id, text) => {
    const lists = retryListsOf()
    const filled = fillPlaceholders(text, retryTextVars(locale, lists))
    for (const placeholder of usedPlaceholders(text))
      for (const fault of lists[LIST_OF[placeholder]])
        expect(filled).toContain(NAMES[locale][fault])
    // a list written by hand would name two or more faults in the raw text
    const named = REMOTE_FAULTS.filter((fault) => text.includes(NAMES[locale][fault]))
    expect(named.length).toBeLessThanOrEqual(1)
  })

  it.each(texts)('%s changes when the core’s rules change', (_id, text) => {
    const everything = () => true
    const onlyTimeout = (fault: RemoteFault) => fault === 'timeout'
    const changed = retryListsOf({
      ...CODEX_RETRY_RULES,
      sameModel: onlyTimeout,
      currentModel: everything,
    })
    const before = fillPlaceholders(text, retryTextVars(locale))
    const after = fillPlaceholders(text, retryTextVars(locale, changed))
    expect(after).not.toBe(before)
    for (const placeholder of usedPlaceholders(text))
      for (const fault of changed[LIST_OF[placeholder]])
        expect(after).toContain(NAMES[locale][fault])
  })

  it('the peers row shows the filled text', () => {
    const codex = PEERS.find((peer) => peer.id === 'codex')!
    const shown = claimText(codex.cells.failure.claims[0]!, locale)
    expect(shown).not.toMatch(PLACEHOLDER)
    expect(shown).toContain(NAMES[locale].stream_error)
  })
})
