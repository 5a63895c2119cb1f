/**
 * The sentences the pin audit found false (its points 1-3, 6, 14, 17) are gone from
 * every text a reader sees, and the sentences that replace them state what the pinned tree does,
 * in every language.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PEERS } from '../../../src/features/peers/peerData.ts'
import { CATALOGS } from '../../../src/i18n/catalogs.ts'
import { lessons as enLessons } from '../../../src/i18n/en/lessons.ts'
import { LOCALES } from '../../../src/i18n/index.ts'
import { lessons as koLessons } from '../../../src/i18n/ko/lessons.ts'
import { lessons as zhLessons } from '../../../src/i18n/zh/lessons.ts'

const ROOT = join(import.meta.dirname, '../../..')
const LESSONS = { en: enLessons, ko: koLessons, zh: zhLessons }

function leaves(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value)
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v)
  }
  return out
}

/** What an English reader sees: the catalogs, the lessons, the scenarios, the peers' rows. */
function englishTexts(): Map<string, string> {
  const out = new Map([...leaves(CATALOGS.en), ...leaves(enLessons, 'lessons.')])
  for (const file of readdirSync(join(ROOT, 'public/scenarios')).filter((f) => f.endsWith('.json')))
    out.set(
      `scenarios.${file}`,
      (
        JSON.parse(readFileSync(join(ROOT, 'public/scenarios', file), 'utf8')) as {
          description?: string
        }
      ).description ?? '',
    )
  for (const peer of PEERS)
    for (const [dimension, cell] of Object.entries(peer.cells))
      cell.claims.forEach((claim, i) =>
        out.set(`peerData.${peer.id}.${dimension}.${i}`, claim.text.en),
      )
  out.set('rollout README', readFileSync(join(ROOT, 'src/core/rollout/README.md'), 'utf8'))
  return out
}

/** Sentences the pin contradicts, as the app used to write them. */
const FALSE_AT_THE_PIN: readonly RegExp[] = [
  /5xx and stream errors are never retried/i,
  /timeouts are never retried/i,
  /timeouts are not retryable/i,
  /an invalid request or a 404(, it may| is) retried once/i,
  /on InvalidRequest or HTTP 404/,
  /a quick `format!` has no way in/,
  /nothing re-injects the approval/i,
  /none re-injects it/i,
  /so after compaction the model asks again before running `npm test`/,
  /its reply is filtered/,
  /`empty_window` cannot be told from a file/,
  /Local retries only while nothing is committed/,
  /before any output back off/,
]

describe('the sentences the pin audit found false', () => {
  it('are in no text a reader sees', () => {
    const found = [...englishTexts()].flatMap(([key, text]) =>
      FALSE_AT_THE_PIN.filter((pattern) => pattern.test(text)).map((p) => `${key}: ${p}`),
    )
    expect(found).toEqual([])
  })

  it.each(LOCALES)('are replaced by what the pin does (%s)', (locale) => {
    const l = LESSONS[locale]
    // the approval returns inside the re-injected permissions text (permissions_instructions.rs)
    expect(l.questions.f_problem.explain).toContain('`## Approved command prefixes`')
    expect(l.fragments.steps.markedOneShot.body).toContain('`## Approved command prefixes`')
    // the builder pushes a raw string too (session/mod.rs:3554-3559)
    expect(l.fragments.steps.whyTypes.body).toContain('`developer_instructions`')
    expect(l.fragments.steps.whyTypes.body).toContain('`CONTEXTUAL_USER_FRAGMENT_MATCHERS`')
    // v2 transport retries and the wider fallback list (compact_remote_v2.rs, compact_model_fallback.rs)
    for (const text of [l.compaction.steps.failures.body, l.compaction.steps.modelSwitch.body])
      expect(text).toMatch(/v2/)
    expect(l.compaction.steps.modelSwitch.body).toMatch(/5xx/)
  })

  it('answers the timeout question with the option the pin makes true', () => {
    const options = Object.keys(enLessons.questions.c_failure.options)
    expect(options).not.toContain('retriesRemote')
    expect(enLessons.questions.c_failure.options.failsUnchanged).toMatch(/retries the timeout/)
  })
})
