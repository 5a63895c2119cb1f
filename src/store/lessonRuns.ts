import {
  allRuleSources,
  type CompactionResult,
  type RuleSource,
  type TraceStep,
} from '../core/index.ts'

/**
 * How the bundled lesson's nine runs ship (`virtual:lesson-results`, see vite.config.ts): as the
 * core recorded them, less what the core's own tables say again. A step's source and lesson
 * citation are one of the rule sources' table (`sources.ts`, on the first screen anyway), so a
 * step carries its index there; its `seq` is its place in the trace. The first screen's largest
 * data is a sixth smaller that way; `test/unit/store/lessonResults.test.ts` proves the unpacked
 * runs equal to the core's.
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

type Run = Pick<CompactionResult, 'cell' | 'trace' | 'modelCalls' | 'serverCalls'>

const sameSource = (a: RuleSource, step: TraceStep) =>
  JSON.stringify([a.source, a.lessonCitation]) ===
  JSON.stringify([step.source, step.lessonCitation])

/** The runs as they ship (at build time). Throws on a source the table does not have. */
export function packRuns(runs: readonly Run[]): PackedRun[] {
  const sources = allRuleSources()
  return runs.map(({ cell, trace, modelCalls, serverCalls }) => ({
    cell,
    trace: trace.map((step, i) => {
      const index = sources.findIndex((source) => sameSource(source, step))
      if (index < 0 || step.seq !== i + 1) throw new Error(`cannot pack step ${step.seq}`)
      const { seq: _seq, source: _source, lessonCitation: _citation, ...rest } = step
      return { ...rest, source: index } as PackedStep
    }),
    modelCalls,
    serverCalls,
  }))
}

/** The runs as the core recorded them (in the browser). */
export function unpackRuns(runs: readonly PackedRun[]): Run[] {
  const sources = allRuleSources()
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
        ops,
      }
      return step as TraceStep
    }),
    modelCalls,
    serverCalls,
  }))
}
