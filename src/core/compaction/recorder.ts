import { ruleSource, type SourceSite } from './sources.ts'
import type { CodexEvent, LaneOp, RuleId, TraceParam, TraceStep } from './types.ts'

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

  /** Records one decision with its source and lane operations. */
  step(rule: RuleId, params: Record<string, TraceParam> = {}, ops: LaneOp[] = []): void {
    const { source, lessonCitation } = ruleSource(rule, this.site())
    this.steps.push({
      seq: this.steps.length + 1,
      rule,
      source,
      ...(lessonCitation !== undefined ? { lessonCitation } : {}),
      params,
      ops,
    })
    for (const op of ops) if (op.op === 'event') this.events.push(op.event)
  }
}

/** An event as a lane operation. */
export function eventOp(event: CodexEvent): LaneOp {
  return { op: 'event', event }
}
