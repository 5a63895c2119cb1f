/**
 * The recipe for adding a compaction rule, a trace step kind (src/core/README.md), step by step:
 * every rule is checked per step, so a rule added with a step skipped fails here by name rather
 * than as a trace row the lane does not follow. The other steps have their own tests, per rule:
 * its source link at the pin (`test/unit/core/pin/links.test.ts`) and its explanation in every
 * language (`test/unit/features/trace-panel/explanations.test.ts`); its phase and its row in
 * every table keyed by rule are `Record<RuleId, …>`, which `tsc` refuses without it.
 */
import { describe, expect, it } from 'vitest'
import {
  replayToState,
  RULE_SOURCES,
  type CompactionResult,
  type RuleId,
} from '../../../../src/core/index.ts'
import { ruleCorpus } from '../../../helpers/ruleCorpus.ts'

const RULES = (Object.keys(RULE_SOURCES) as RuleId[]).sort()
const RESULTS = ruleCorpus()
const reaching = (rule: RuleId): CompactionResult[] =>
  RESULTS.filter((result) => result.trace.some((step) => step.rule === rule))

describe('a compaction rule is added by the recipe', () => {
  it('finds the rules it checks', () => {
    expect(RULES.length).toBeGreaterThan(30)
  })

  it.each(RULES)(
    '1. %s: the core records it in a run (add a variant to ruleCorpus if not)',
    (rule) => {
      expect(reaching(rule).length).toBeGreaterThan(0)
    },
  )

  it.each(RULES)('2. %s: replaying every run that records it gives the core’s result', (rule) => {
    const runs = reaching(rule)
    const states = runs.map(
      ({ trace: _trace, cell: _cell, modelCalls: _model, serverCalls: _server, ...state }) => state,
    )
    expect(runs.map((result) => replayToState(result.trace))).toEqual(states)
  })
})
