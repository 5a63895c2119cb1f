import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ALL_CELLS,
  inputForCell,
  parseScenario,
  replayToState,
  runCompaction,
  SUMMARY_PREFIX,
  type ScenarioFile,
  type ScenarioItem,
} from '../../../../src/core/index.ts'

const texts = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    'fix the failing test',
    '<environment_context>\n  <cwd>/repo</cwd>\n</environment_context>',
    '# AGENTS.md instructions for /repo\n\n<INSTRUCTIONS>\nx\n</INSTRUCTIONS>',
    '<turn_aborted>\nstop\n</turn_aborted>',
    '<permissions instructions>\nread-only\n</permissions instructions>',
    'Approved command prefix saved:\nnpm *',
    `${SUMMARY_PREFIX}\nearlier summary`,
    'Message Type: FINAL_ANSWER\ndone',
    '<hook_prompt hook_run_id="h">retry</hook_prompt>',
  ),
)

/** Random valid histories: messages of every role, tool call pairs, reasoning, compaction items. */
const histories = fc
  .array(
    fc.oneof(
      fc.record({
        kind: fc.constant('message' as const),
        role: fc.constantFrom('user', 'assistant', 'developer', 'system'),
        parts: fc.array(texts, { minLength: 1, maxLength: 3 }),
      }),
      fc.record({ kind: fc.constant('tool' as const), output: texts }),
      fc.record({
        kind: fc.constantFrom('reasoning' as const, 'agent_message' as const, 'other' as const),
        text: texts,
      }),
      fc.record({
        kind: fc.constantFrom(
          'compaction' as const,
          'context_compaction' as const,
          'compaction_trigger' as const,
        ),
      }),
    ),
    { maxLength: 25 },
  )
  .map((entries) => {
    const items: ScenarioItem[] = []
    entries.forEach((entry, i) => {
      const id = `i${i}`
      switch (entry.kind) {
        case 'message':
          items.push({ id, type: 'message', role: entry.role, parts: entry.parts })
          break
        case 'tool':
          items.push({ id, type: 'function_call', name: 'shell', callId: `c${i}`, arguments: '{}' })
          items.push({
            id: `${id}o`,
            type: 'function_call_output',
            callId: `c${i}`,
            output: entry.output,
          })
          break
        case 'reasoning':
        case 'agent_message':
        case 'other':
          items.push({ id, type: entry.kind, text: entry.text })
          break
        default:
          items.push({ id, type: entry.kind })
      }
    })
    return items
  })

const faults = fc.option(
  fc.oneof(
    fc.record({
      remote: fc.constantFrom('timeout', 'invalid_request', 'http_404', 'http_500', 'stream_error'),
    }),
    fc.record({
      local: fc.constantFrom(
        'overflow_before_commit',
        'overflow_after_commit',
        'stream_error_before_commit',
        'stream_error_after_commit',
      ),
    }),
    fc.record({
      preCompactHook: fc.constantFrom('continue', 'stop'),
      postCompactHook: fc.constantFrom('continue', 'stop'),
    }),
  ),
  { nil: undefined },
)

const scenarios = fc
  .record({
    history: histories,
    cellIndex: fc.nat({ max: 8 }),
    faults,
    version: fc.nat({ max: 5 }),
  })
  .map(({ history, cellIndex, faults: f, version }) => {
    const scenario = {
      history,
      cell: ALL_CELLS[cellIndex]!,
      historyVersion: version,
      ...(f ? { faults: f } : {}),
    }
    const parsed = parseScenario(scenario)
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
    return parsed.value as ScenarioFile
  })

describe('compaction properties over random histories, all nine cells', () => {
  it('carries every input id over or cuts it, never both', () => {
    fc.assert(
      fc.property(scenarios, (scenario) => {
        const result = runCompaction(inputForCell(scenario, scenario.cell))
        const carried = new Set(result.items.map((item) => item.id))
        for (const item of scenario.history) {
          const cut = result.cut.includes(item.id)
          expect(carried.has(item.id) !== cut).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('mid-turn keeps the summary or compaction item last', () => {
    fc.assert(
      fc.property(scenarios, (scenario) => {
        const result = runCompaction(
          inputForCell(scenario, { ...scenario.cell, phase: 'mid_turn' }),
        )
        const applies = result.outcome === 'completed' && result.path !== 'empty_window'
        const last = result.items.at(-1)
        const summaryLast =
          last?.status === 'summary' &&
          (last.type === 'compaction' || last.text.startsWith(SUMMARY_PREFIX))
        expect(!applies || summaryLast).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it('raises the version by exactly one on success and not at all otherwise', () => {
    fc.assert(
      fc.property(scenarios, (scenario) => {
        const result = runCompaction(inputForCell(scenario, scenario.cell))
        const installed = result.trace.some((step) => step.rule === 'replace_history')
        expect(result.historyVersion - (scenario.historyVersion ?? 0)).toBe(installed ? 1 : 0)
        // success always installs; failure and "not triggered" never do (an abort may follow an install)
        const expected = {
          completed: true,
          failed: false,
          not_triggered: false,
          turn_aborted: installed,
        }
        expect(installed).toBe(expected[result.outcome])
      }),
      { numRuns: 300 },
    )
  })

  it('gives equal results for equal inputs', () => {
    fc.assert(
      fc.property(scenarios, (scenario) => {
        const a = runCompaction(inputForCell(scenario, scenario.cell))
        const b = runCompaction(inputForCell(structuredClone(scenario), scenario.cell))
        expect(b).toEqual(a)
      }),
      { numRuns: 150 },
    )
  })

  it('replays its trace to exactly its result', () => {
    fc.assert(
      fc.property(scenarios, (scenario) => {
        const result = runCompaction(inputForCell(scenario, scenario.cell))
        const { trace: _trace, cell: _cell, modelCalls: _m, serverCalls: _s, ...state } = result
        expect(replayToState(result.trace)).toEqual(state)
        expect(JSON.parse(JSON.stringify(result.trace))).toEqual(result.trace)
      }),
      { numRuns: 300 },
    )
  })
})
