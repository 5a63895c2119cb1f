/**
 * Every rule the core can record has an explanation, in English, Korean and Chinese: the table has
 * an entry per rule, each locale a title and step text per rule, and every step of every cell
 * (under the faults and switches that reach each rule) reads as whole sentences in each locale,
 * every key found in that locale's own catalog and every placeholder filled.
 */
import { describe, expect, it } from 'vitest'
import approved from '../../../../public/scenarios/approved-prefix-forgotten.json'
import lesson from '../../../../public/scenarios/lesson-mixed-history.json'
import modelSwitch from '../../../../public/scenarios/model-switch-fallback.json'
import {
  parseScenario,
  RULE_SOURCES,
  runAllCells,
  type RuleId,
  type TraceStep,
} from '../../../../src/core/index.ts'
import { explainStep } from '../../../../src/features/trace-panel/explainStep.ts'
import { EXPLANATIONS } from '../../../../src/features/trace-panel/explanations.ts'
import { CATALOGS } from '../../../../src/i18n/catalogs.ts'
import { LOCALES, type Locale } from '../../../../src/i18n/index.ts'

const RULES = Object.keys(RULE_SOURCES).sort() as RuleId[]

/** A key looked up in one locale's catalog only (the app would fall back to English). */
function lookUp(locale: Locale, key: string): string | undefined {
  let node: unknown = CATALOGS[locale]
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  return typeof node === 'string' ? node : undefined
}

/** The non-empty strings under a catalog node. */
function leaves(node: unknown): string[] {
  if (typeof node === 'string') return node.trim() === '' ? [] : [node]
  if (node === null || typeof node !== 'object') return []
  return Object.values(node).flatMap(leaves)
}

/** What each variant adds to a scenario: together they reach every rule. */
const VARIANTS: readonly Record<string, unknown>[] = [
  {},
  { faults: { remote: 'timeout' } },
  { faults: { remote: 'http_404', remoteFallback: 'http_500' } },
  { faults: { local: 'overflow_before_commit', localRepeat: 2 } },
  { faults: { local: 'overflow_after_commit' } },
  { faults: { local: 'stream_error_before_commit', localRepeat: 9 } },
  { faults: { preCompactHook: 'stop' } },
  { faults: { postCompactHook: 'stop' } },
  { features: { tokenBudget: true, remoteCompactionV2: true } },
  { features: { tokenBudget: false, remoteCompactionV2: false }, server: { legacyReply: 'echo' } },
  { provider: { remoteCompaction: 'unsupported', streamMaxRetries: 2, isOpenAi: false } },
  { turn: { tokenScope: 'body_after_prefix', prefillInputTokens: 1000 } },
  { turn: { modelNeedsFollowUp: false } },
  { server: { compactionOutputs: 2 } },
  // a tool output larger than the window: the remote paths trim it before the request
  {
    model: { slug: 'small', contextWindow: 5000, effectiveContextWindowPercent: 95 },
    history: [
      ...lesson.history,
      { id: 'big-call', type: 'function_call', name: 'shell', callId: 'big', arguments: '{}' },
      { id: 'big-out', type: 'function_call_output', callId: 'big', output: 'x'.repeat(40_000) },
    ],
  },
]

function corpus(): TraceStep[] {
  const steps: TraceStep[] = []
  for (const base of [lesson, approved, modelSwitch])
    for (const variant of VARIANTS) {
      const parsed = parseScenario({ ...base, ...variant })
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
      for (const result of runAllCells(parsed.value)) steps.push(...result.trace)
    }
  return steps
}

describe('trace step explanations', () => {
  it('the table has exactly one explanation per rule', () => {
    expect(Object.keys(EXPLANATIONS).sort()).toEqual(RULES)
    expect(RULES.length).toBeGreaterThan(30)
  })

  for (const locale of LOCALES)
    it(`every rule has a title and step text in ${locale}`, () => {
      const missing = RULES.filter(
        (rule) =>
          !lookUp(locale, `rules.titles.${rule}`)?.trim() ||
          leaves(
            rule === 'input_history'
              ? CATALOGS[locale].rules.steps[rule]
              : CATALOGS[locale].steps[rule as Exclude<typeof rule, 'input_history'>],
          ).length === 0,
      )
      expect(missing).toEqual([])
    })

  const steps = corpus()

  it('the runs below reach every rule', () => {
    expect([...new Set(steps.map((step) => step.rule))].sort()).toEqual(RULES)
  })

  for (const locale of LOCALES)
    it(`every step of every cell explains itself in ${locale}`, () => {
      const problems = new Set<string>()
      // the translator fills placeholders like the app's, and reports what it cannot
      const t = (key: string, vars: Readonly<Record<string, string | number>> = {}) => {
        const text = lookUp(locale, key)
        if (text === undefined) {
          problems.add(`${key}: missing`)
          return key
        }
        for (const [, name = ''] of text.matchAll(/\{(\w+)(?:#[^}]*)?\}/g))
          if (!(name in vars)) problems.add(`${key}: {${name}} not filled`)
        return text
      }
      for (const step of steps) {
        const sentences = explainStep(step, t)
        if (sentences === undefined) problems.add(`${step.rule}: no explanation`)
        for (const sentence of sentences ?? []) t(sentence.key, sentence.vars)
      }
      expect([...problems]).toEqual([])
    })
})

describe('the explanation table’s type', () => {
  it('refuses a table with a rule left out', () => {
    const { outcome, ...withoutOutcome } = EXPLANATIONS
    // @ts-expect-error every rule needs an explanation
    const incomplete: typeof EXPLANATIONS = withoutOutcome
    expect(Object.keys(incomplete)).toHaveLength(RULES.length - 1)
    expect(typeof outcome).toBe('function')
  })
})
