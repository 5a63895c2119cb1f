import {
  allRuleSources,
  type CompactionResult,
  type HistoryItem,
  type LaneOp,
  type RuleSource,
  type ScenarioFile,
  type ScenarioItem,
  type TraceStep,
} from '../core/index.ts'

/**
 * How the bundled lesson's nine runs ship (`virtual:lesson-results`, see vite.config.ts): as the
 * core recorded them, less what the core's own tables say again. A step's source and lesson
 * citation are one of the rule sources' table (`sources.ts`, on the first screen anyway), so a
 * step carries its index there; its `seq` is its place in the trace. Each run's input history
 * (its `load` op) is the scenario's history as the core reads it, so it ships once, as the
 * scenario, which the first screen needs anyway. The first screen's largest data is a sixth
 * smaller that way; `test/unit/store/lessonResults.test.ts` proves the unpacked runs equal to the
 * core's.
 */
export type PackedStep = {
  [R in TraceStep['rule']]: Omit<
    Extract<TraceStep, { rule: R }>,
    'seq' | 'source' | 'lessonCitation'
  > & {
    /** the index of the step's source (and citation) in `allRuleSources()`. */
    readonly source: number
  }
}[TraceStep['rule']]

export interface PackedRun extends Pick<CompactionResult, 'cell' | 'modelCalls' | 'serverCalls'> {
  readonly trace: readonly PackedStep[]
}

/** What `virtual:lesson-results` holds: the scenario once, and its nine runs. */
export interface PackedLesson {
  readonly scenario: ScenarioFile
  readonly runs: readonly PackedRun[]
}

/** A `load` op whose history is the scenario's own: `history` is {@link SCENARIO_HISTORY}. */
const SCENARIO_HISTORY = 'scenario'

type Run = Pick<CompactionResult, 'cell' | 'trace' | 'modelCalls' | 'serverCalls'>

const sameSource = (a: RuleSource, step: TraceStep) =>
  JSON.stringify([a.source, a.lessonCitation]) ===
  JSON.stringify([step.source, step.lessonCitation])

/**
 * The scenario's history as the core reads it, for a scenario that parsed: a message written as
 * one `text` is a message of one part (`toScenarioItem` undone). Packing checks it against the
 * core's own `load` op and ships the history verbatim where the two differ.
 */
function historyOf(scenario: ScenarioFile): HistoryItem[] {
  return scenario.history.map(({ text, ...rest }: ScenarioItem) =>
    rest.type === 'message' && typeof text === 'string'
      ? ({ ...rest, parts: [text] } as unknown as HistoryItem)
      : ({ ...rest, ...(text === undefined ? {} : { text }) } as unknown as HistoryItem),
  )
}

const packOp = (op: LaneOp, scenarioHistory: string): LaneOp =>
  op.op === 'load' && JSON.stringify(op.history) === scenarioHistory
    ? { ...op, history: SCENARIO_HISTORY as unknown as HistoryItem[] }
    : op

/** The lesson as it ships (at build time). Throws on a source the table does not have. */
export function packLesson(scenario: ScenarioFile, runs: readonly Run[]): PackedLesson {
  const sources = allRuleSources()
  const scenarioHistory = JSON.stringify(historyOf(scenario))
  const packed = runs.map(({ cell, trace, modelCalls, serverCalls }) => ({
    cell,
    trace: trace.map((step, i) => {
      const index = sources.findIndex((source) => sameSource(source, step))
      if (index < 0 || step.seq !== i + 1) throw new Error(`cannot pack step ${step.seq}`)
      const { seq: _seq, source: _source, lessonCitation: _citation, ops, ...rest } = step
      const packedOps = ops.map((op) => packOp(op, scenarioHistory))
      return { ...rest, ops: packedOps, source: index } as PackedStep
    }),
    modelCalls,
    serverCalls,
  }))
  return { scenario, runs: packed }
}

/** The runs as the core recorded them (in the browser); every run shares one input history. */
export function unpackRuns({ scenario, runs }: PackedLesson): Run[] {
  const sources = allRuleSources()
  const history = historyOf(scenario)
  const unpackOp = (op: LaneOp): LaneOp =>
    op.op === 'load' && (op.history as unknown) === SCENARIO_HISTORY ? { ...op, history } : op
  return runs.map(({ cell, trace, modelCalls, serverCalls }) => ({
    cell,
    trace: trace.map(({ rule, source, params, ops }, i) => {
      const { source: ref, lessonCitation } = sources[source]!
      // the recorder's shape, key for key (`recorder.ts`)
      const step = {
        seq: i + 1,
        rule,
        source: ref,
        ...(lessonCitation !== undefined ? { lessonCitation } : {}),
        params,
        ops: ops.map(unpackOp),
      }
      return step as TraceStep
    }),
    modelCalls,
    serverCalls,
  }))
}
