import {
  parseScenario,
  runScenarioCell,
  SUMMARY_PREFIX,
  type Cell,
  type CompactionResult,
  type ScenarioFile,
  type ScenarioItem,
} from '../../src/core/index.ts'

/** Scenario items in the spec's notation: U(x), S(x), A(x), D(x), C, FC/FCO. */
export const U = (id: string, text: string): ScenarioItem => ({
  id,
  type: 'message',
  role: 'user',
  text,
})
export const S = (id: string, text: string): ScenarioItem => U(id, `${SUMMARY_PREFIX}\n${text}`)
export const A = (id: string, text: string): ScenarioItem => ({
  id,
  type: 'message',
  role: 'assistant',
  text,
})
export const D = (id: string, text: string): ScenarioItem => ({
  id,
  type: 'message',
  role: 'developer',
  text,
})
export const C = (id: string): ScenarioItem => ({ id, type: 'compaction' })
export const FC = (id: string, callId: string): ScenarioItem => ({
  id,
  type: 'function_call',
  name: 'shell',
  callId,
  arguments: '{}',
})
export const FCO = (id: string, callId: string, output = 'ok'): ScenarioItem => ({
  id,
  type: 'function_call_output',
  callId,
  output,
})

/**
 * Runs one cell through the same path as the CLI: parse the scenario file, then run it.
 * Throws with the parser's errors so a broken fixture is obvious.
 */
export function run(
  scenario: Omit<ScenarioFile, 'cell'> & { cell?: Cell },
  cell?: Cell,
): CompactionResult {
  const file = {
    cell: cell ?? scenario.cell ?? { phase: 'mid_turn', implementation: 'remote' },
    ...scenario,
  }
  const parsed = parseScenario(file)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return runScenarioCell(parsed.value, cell ?? parsed.value.cell)
}

/** `id:status` pairs of a result's live history, for compact assertions. */
export function layout(result: CompactionResult): string[] {
  return result.items.map((item) => `${item.id}:${item.status}`)
}
