/**
 * Every text that names what Codex retries reads one list, derived from the core's predicates
 * (`src/view-models/retryLists.ts`): the catalogs (trace steps, faults form), the lessons and
 * the peers row. Change the rules and every text changes with them; no text lists faults by hand.
 */
import { describe, expect, it } from 'vitest'
import {
  PROVIDER_RETRY_ON,
  REMOTE_FAULTS,
  httpClientResends,
  isRetryable,
  runLegacyRequest,
  runV2Request,
  shouldRetryWithCurrentModel,
  type RemoteFault,
} from '../../../src/core/index.ts'
import type { LocalFault } from '../../../src/core/compaction/types.ts'
import { FC, FCO, U, run } from '../../helpers/scenario.ts'
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
  LOCAL_FAULT_HANDLING,
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

/** Every text of a locale: the catalogs, the lessons, the peers rows. */
function allTexts(locale: Locale): [string, string][] {
  const claims = PEERS.flatMap((peer) =>
    Object.entries(peer.cells).flatMap(([dimension, cell]) =>
      cell.claims.map((c, i): [string, string] => [
        `peers.${peer.id}.${dimension}.${i}`,
        c.text[locale],
      ]),
    ),
  )
  return [...leaves(CATALOGS[locale], '', []), ...leaves(LESSONS[locale], 'lessons', []), ...claims]
}

/** Every text in a locale that uses a retry placeholder. */
const retryTexts = (locale: Locale) =>
  allTexts(locale).filter(([, text]) => usedPlaceholders(text).length > 0)

const LIST_OF: Readonly<Record<RetryPlaceholder, keyof RetryLists>> = {
  retriedSameModel: 'sameModel',
  retriedCurrentModel: 'currentModel',
  retriedSameModelOnly: 'sameModelOnly',
  notRetried: 'notSameModel',
  retriedLocal: 'local',
  notRetriedLocal: 'notLocal',
  resentByHttpClient: 'httpClient',
}

/** Each fault's name and the ways a sentence may name it by hand ("a 5xx", "시간 초과"). */
const HAND_NAMES: Readonly<Record<Locale, readonly RegExp[]>> = {
  en: [/\btimeouts?\b/i, /\b5xx\b|HTTP 500/i, /\b404\b/, /stream error/i, /invalid request/i],
  ko: [/시간 초과|타임아웃/, /5xx|HTTP 500/, /404/, /스트림 오류/, /잘못된 요청/],
  zh: [/超时/, /5xx|HTTP 500/, /404/, /流错误/, /无效请求/],
}

/** How many kinds of error a text names by hand, outside its placeholders. */
const namedByHand = (text: string, locale: Locale) =>
  HAND_NAMES[locale].filter((name) => name.test(text)).length

/** Where a text speaks of the HTTP client (its own resends, under the model's retries). */
const HTTP_CLIENT: Readonly<Record<Locale, RegExp>> = {
  en: /HTTP client/,
  ko: /HTTP 클라이언트/,
  zh: /HTTP 客户端/,
}

/** The sentences as they were before the rule came from the core, one per language. */
const HAND_WRITTEN_RESEND: Readonly<Record<Locale, string>> = {
  en: 'the HTTP client also resends a 5xx or timeout up to four more times',
  ko: 'HTTP 클라이언트도 5xx나 타임아웃을 최대 네 번 더 보내요',
  zh: 'HTTP 客户端还会对 5xx 或超时最多再发四次',
}

/** Every text of a locale that mentions the HTTP client. */
const httpClientTexts = (locale: Locale) =>
  allTexts(locale).filter(([, text]) => HTTP_CLIENT[locale].test(text))

/**
 * What a text about the HTTP client writes by hand that the core states: which errors it resends
 * (`{resentByHttpClient}`; a text may still name the one fault its run has) and how many times
 * (`{requestMaxRetries}`, the run's or the built-in provider's).
 */
function resendFindings(text: string, locale: Locale): string[] {
  const [timeout, fiveXx] = HAND_NAMES[locale]
  const findings: string[] = []
  if (fiveXx!.test(text)) findings.push('names a 5xx by hand')
  const named = [timeout!, fiveXx!].filter((name) => name.test(text)).length
  if (named > 1) findings.push(`names ${named} resent errors by hand`)
  if (!text.includes('{requestMaxRetries')) findings.push('states its count by hand')
  return findings
}

/** The local path's trace steps, in a locale: every sentence of the local summary loop. */
const localTexts = (locale: Locale): [string, string][] =>
  leaves(CATALOGS[locale], '', []).filter(([id]) => /^steps\.local_/.test(id))

describe('the retry lists come from the core', () => {
  it('each list holds exactly the faults the core’s predicates accept', () => {
    const lists = retryListsOf()
    expect(lists.sameModel).toEqual(REMOTE_FAULTS.filter(isRetryable))
    expect(lists.currentModel).toEqual(REMOTE_FAULTS.filter(shouldRetryWithCurrentModel))
    expect(lists.notSameModel.length + lists.sameModel.length).toBe(REMOTE_FAULTS.length)
    for (const fault of lists.sameModelOnly)
      expect([isRetryable(fault), shouldRetryWithCurrentModel(fault)]).toEqual([true, false])
    expect(lists.sameModel.length).toBeGreaterThan(1)
    expect(lists.httpClient).toEqual(REMOTE_FAULTS.filter((fault) => httpClientResends(fault)))
  })

  it('the HTTP client resends what the core’s policy accepts, and the request counts obey it', () => {
    const { httpClient } = retryListsOf()
    // at the pin: every 5xx and every transport error, not a 4xx, not a broken stream
    expect(httpClient).toEqual(['timeout', 'http_500'])
    const no5xx = { ...PROVIDER_RETRY_ON, retry5xx: false }
    expect(REMOTE_FAULTS.filter((fault) => httpClientResends(fault, no5xx))).toEqual(['timeout'])
    const budgets = { streamMaxRetries: 0, requestMaxRetries: 3 }
    for (const fault of REMOTE_FAULTS) {
      const resent = httpClient.includes(fault) ? budgets.requestMaxRetries : 0
      expect(runLegacyRequest(fault, budgets, false).calls, fault).toBe(1 + resent)
      expect(runV2Request(fault, 'https', budgets).calls, fault).toBe(1 + resent)
    }
  })
})

describe('the local summary loop’s list is the core’s', () => {
  const history = [U('u1', 'fix the cart'), FC('f1', 'c1'), FCO('o1', 'c1', 'x'.repeat(4000))]
  const cell = { phase: 'manual', implementation: 'local' } as const
  /** What the core's local path did with one error, read off its trace. */
  function handled(fault: LocalFault): string {
    const result = run({ history, faults: { local: fault } }, cell)
    const rules = result.trace.map((step) => step.rule)
    if (rules.includes('local_overflow_trim')) return 'trim'
    const retried = result.trace.some(
      (step) => step.rule === 'local_stream' && 'retried' in step.params && step.params.retried,
    )
    if (retried) return 'retry'
    return result.outcome === 'turn_aborted' ? 'abort' : 'fail'
  }

  it.each(Object.keys(LOCAL_FAULT_HANDLING) as LocalFault[])('%s', (fault) => {
    expect(handled(fault)).toBe(LOCAL_FAULT_HANDLING[fault])
  })

  it('lists what the loop sends again as it is, and the rest apart', () => {
    const lists = retryListsOf()
    expect(lists.local).toEqual(['stream_error'])
    expect([...lists.local, ...lists.notLocal].sort()).toEqual(
      Object.keys(LOCAL_FAULT_HANDLING).sort(),
    )
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
        'steps.local_stream.retry',
        'steps.remote_request.retried',
        'steps.remote_request.retriedLegacy',
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
      local: everything,
      httpClient: everything,
    })
    const before = fillPlaceholders(text, retryTextVars(locale))
    const after = fillPlaceholders(text, retryTextVars(locale, changed))
    expect(after).not.toBe(before)
    for (const placeholder of usedPlaceholders(text))
      for (const fault of changed[LIST_OF[placeholder]])
        expect(after).toContain(NAMES[locale][fault])
  })

  it('the local path’s sentences list no error by hand (a list there fails)', () => {
    const local = localTexts(locale)
    expect(local.length).toBeGreaterThan(3)
    // the scan sees a hand-written list
    const handWritten = {
      en: 'a stream error, a timeout, a 5xx',
      ko: '스트림 오류, 시간 초과, 5xx',
      zh: '流错误、超时、5xx',
    }
    expect(namedByHand(handWritten[locale], locale)).toBe(3)
    for (const [id, text] of local) expect(namedByHand(text, locale), id).toBeLessThanOrEqual(1)
    const retry = local.find(([id]) => id === 'steps.local_stream.retry')![1]
    expect(usedPlaceholders(retry)).toEqual(
      expect.arrayContaining(['retriedLocal', 'notRetriedLocal']),
    )
  })

  it('every text about the HTTP client’s resends reads the core’s rule and its count', () => {
    const clientTexts = httpClientTexts(locale)
    expect(clientTexts.map(([id]) => id)).toEqual(
      expect.arrayContaining([
        'steps.remote_request.retried',
        'steps.remote_request.retriedLegacy',
        'lessons.compaction.steps.failures.body',
        'peers.codex.failure.0',
      ]),
    )
    // the scan sees the sentence as it was written by hand
    expect(resendFindings(HAND_WRITTEN_RESEND[locale], locale)).toEqual([
      'names a 5xx by hand',
      'names 2 resent errors by hand',
      'states its count by hand',
    ])
    for (const [id, text] of clientTexts) expect(resendFindings(text, locale), id).toEqual([])
  })
})
