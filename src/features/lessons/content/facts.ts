import type { Cell } from '../../../core/index.ts'
import { cellRunOf } from '../../../view-models/cellRun.ts'
import { remoteTransportOf } from '../../../view-models/runFacts.ts'
import { FURTHER_CASES } from './exercise.ts'
import { LESSONS, type LessonId } from './lessons.ts'
import { QUESTIONS, type QuestionId } from './questions.ts'
import { lessonResult, type LessonScenarioId } from './scenarios.ts'

/**
 * The counts a lesson sentence may state, read off the one model of the run its stage plays
 * (`cellRunOf`): a sentence writes `{serverCalls}`, never a digit, so the text says what the
 * stage shows whatever the core does.
 */
export interface LessonFacts {
  readonly serverCalls: number
  readonly modelCalls: number
  readonly retries: number
  readonly kept: number
  readonly cut: number
  readonly injected: number
  readonly unchanged: number
  /**
   * the first remote request's retry budgets and WebSocket calls (`remoteTransportOf`), only
   * for a run that sent one: "up to {maxRetries} more calls", "{websocketCalls} WebSocket calls".
   */
  readonly maxRetries?: number
  readonly requestMaxRetries?: number
  readonly websocketCalls?: number
}

/** The scenario and cell whose run a text describes. */
export interface FactSource {
  readonly scenario: LessonScenarioId
  readonly cell: Cell
}

/**
 * Which run a lessons catalog key describes: a step's text its stage's, a question's its
 * reveal's, a further case's answer that case's (undefined: a text about no run).
 */
function factSourceOf(key: string): FactSource | undefined {
  const [head, kind, id] = key.split('.')
  if (head === 'questions') return QUESTIONS[kind as QuestionId]?.reveal
  if ((head === 'fragments' || head === 'compaction') && kind === 'steps')
    return LESSONS[head as LessonId].steps.find((step) => step.id === id)?.stage
  if (head === 'exercise' && kind === 'further')
    return FURTHER_CASES.find((c) => id?.startsWith(c.id))
  return undefined
}

/** The counts of the run a lessons catalog key describes (undefined: a text about no run). */
export function lessonFacts(key: string): LessonFacts | undefined {
  const source = factSourceOf(key)
  if (!source) return undefined
  const result = lessonResult(source.scenario, source.cell)
  const { counts, calls } = cellRunOf(result)
  const transport = remoteTransportOf(result)
  return {
    ...(transport && {
      maxRetries: transport.maxRetries,
      requestMaxRetries: transport.requestMaxRetries,
      websocketCalls: transport.websocketCalls,
    }),
    serverCalls: calls.server,
    modelCalls: calls.model,
    retries: calls.retries,
    kept: counts.kept,
    cut: counts.cut,
    injected: counts.injected,
    unchanged: counts.unchanged,
  }
}
