/**
 * Runs that reach every rule the core can record: three bundled scenarios under faults and
 * switches. Shared by the explanations test and the compaction-rule recipe's test.
 */
import approved from '../../public/scenarios/approved-prefix-forgotten.json'
import lesson from '../../public/scenarios/lesson-mixed-history.json'
import modelSwitch from '../../public/scenarios/model-switch-fallback.json'
import { parseScenario, runAllCells, type CompactionResult } from '../../src/core/index.ts'

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

/** Every cell of each base scenario under each variant: its results reach every rule. */
export function ruleCorpus(): CompactionResult[] {
  const results: CompactionResult[] = []
  for (const base of [lesson, approved, modelSwitch])
    for (const variant of VARIANTS) {
      const parsed = parseScenario({ ...base, ...variant })
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
      results.push(...runAllCells(parsed.value))
    }
  return results
}
