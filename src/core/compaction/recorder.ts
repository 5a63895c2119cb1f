import { ruleSource, type SourceSite } from './sources.ts'
import type { RuleParams } from './traceParams.ts'
import type { CodexEvent, LaneOp, RuleId, TraceStep } from './types.ts'

/**
 * Collects trace steps while the core runs. The core writes, never reads, what it records: no
 * decision depends on the trace.
 */
export class TraceRecorder {
  readonly steps: TraceStep[] = []
  readonly events: CodexEvent[] = []

  /** `site` says where the run is now (timing, path taken): a rule's source depends on both. */
  private readonly site: () => SourceSite

  constructor(site: () => SourceSite) {
    this.site = site
  }

  /** Records one decision with its source and lane operations: `params` are the rule's own. */
  step<R extends RuleId>(rule: R, params: RuleParams[R], ops: LaneOp[] = []): void {
    const { source, lessonCitation } = ruleSource(rule, this.site())
    const step: TraceStep<R> = {
      seq: this.steps.length + 1,
      rule,
      source,
      ...(lessonCitation !== undefined ? { lessonCitation } : {}),
      params,
      ops,
    }
    // a step of rule R is one member of the union; TypeScript cannot see that for a generic R
    this.steps.push(step as TraceStep)
    for (const op of ops) if (op.op === 'event') this.events.push(op.event)
  }
}

/** An event as a lane operation. */
export function eventOp(event: CodexEvent): LaneOp {
  return { op: 'event', event }
}
