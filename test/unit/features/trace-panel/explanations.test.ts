/**
 * Every rule the core can record has an explanation, in English, Korean and Chinese: the table has
 * an entry per rule, each locale a title and step text per rule, and every step of every cell
 * (under the faults and switches that reach each rule) reads as whole sentences in each locale,
 * every key found in that locale's own catalog and every placeholder filled.
 */
import { describe, expect, it } from 'vitest'
import { RULE_SOURCES, type RuleId } from '../../../../src/core/index.ts'
import { explainStep } from '../../../../src/features/trace-panel/explainStep.ts'
import { EXPLANATIONS } from '../../../../src/features/trace-panel/explanations.ts'
import { CATALOGS } from '../../../../src/i18n/catalogs.ts'
import { LOCALES, type Locale } from '../../../../src/i18n/index.ts'
import { ruleCorpus } from '../../../helpers/ruleCorpus.ts'

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

  const steps = ruleCorpus().flatMap((result) => result.trace)

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
