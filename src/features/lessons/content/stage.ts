import type { Cell, CompactionResult, RuleId } from '../../../core/index.ts'
import { lessonResult, type LessonScenarioId } from './scenarios.ts'

/** A panel of real core output shown beside the lane for a fragments step. */
export type DemoId = 'fourQuestions' | 'render' | 'markedOneShot' | 'match' | 'assembly'

/**
 * The state of the app a lesson step (or a question's reveal) is bound to: which scenario, which
 * cell, where the replay stands and whether that step's items light up. The stage replays the
 * core to it; nothing is drawn by hand.
 */
export interface StageBinding {
  readonly scenario: LessonScenarioId
  readonly cell: Cell
  /** the loaded history, the finished run, a step number, or the first step applying a rule. */
  readonly at: 'start' | 'end' | number | RuleId
  /** light up the items the step touched (as hovering a trace row does). */
  readonly highlight?: boolean
  readonly demo?: DemoId
}

export const cells = {
  preRemote: { phase: 'pre_turn', implementation: 'remote' },
  preLocal: { phase: 'pre_turn', implementation: 'local' },
  preEmpty: { phase: 'pre_turn', implementation: 'empty_window' },
  midRemote: { phase: 'mid_turn', implementation: 'remote' },
  midLocal: { phase: 'mid_turn', implementation: 'local' },
  midEmpty: { phase: 'mid_turn', implementation: 'empty_window' },
  manualRemote: { phase: 'manual', implementation: 'remote' },
} as const satisfies Record<string, Cell>

/**
 * The stage of a step with its question not yet committed: the loaded history, before any rule
 * decides anything (no highlight, no panel), so nothing on it answers the question.
 */
export function concealedBinding(binding: StageBinding): StageBinding {
  return { scenario: binding.scenario, cell: binding.cell, at: 'start' }
}

/** The first trace step (1-based) that applies `rule`, or undefined when the run never does. */
export function stepOfRule(result: CompactionResult, rule: RuleId): number | undefined {
  return result.trace.find((step) => step.rule === rule)?.seq
}

/** The replay step a binding stands at, in its cell's trace (1 = the loaded history). */
export function bindingStep(binding: StageBinding): number {
  const result = lessonResult(binding.scenario, binding.cell)
  if (binding.at === 'start') return 1
  if (binding.at === 'end') return result.trace.length
  if (typeof binding.at === 'number') return Math.min(Math.max(1, binding.at), result.trace.length)
  return stepOfRule(result, binding.at) ?? result.trace.length
}
