import type { CompactionResult } from '../../core/index.ts'
import type { TranslationKey } from '../../i18n/index.ts'
import { cellRunCountsOf, type RunOutcome } from '../../view-models/cellRunCounts.ts'
import type { RefusalKind } from '../../view-models/refusals.ts'
import type { LegacyReplyShown } from '../../view-models/runFacts.ts'
import { runOutcomeText } from './outcomeText.ts'

type Translate = (key: TranslationKey, vars?: Readonly<Record<string, string | number>>) => string

/** A cell's outcome at a glance: the grid's reading of the one model of the run (its counted half, `cellRunCountsOf`). */
export interface CellSummary {
  readonly outcome: RunOutcome
  /** why the run was refused (null unless it was). */
  readonly refusal: RefusalKind | null
  readonly cut: number
  readonly kept: number
  readonly injected: number
  /** items left as they were: the history was not replaced (then kept and cut are 0). */
  readonly unchanged: number
  readonly historyChanged: boolean
  readonly versionBefore: number
  readonly versionAfter: number
  readonly modelCalls: number
  readonly serverCalls: number
  /** requests sent again after an error (transport retries, model fallback, local retries). */
  readonly retries: number
  /** failed, or refused (the turn aborted). */
  readonly failed: boolean
  /** not triggered: the cell's trigger did not fire; a fact, drawn neutral, not a failure. */
  readonly notFired: boolean
  /** a failed remote call was retried once with the current model (the model fallback). */
  readonly fallback: boolean
  /** which reply the legacy `/responses/compact` server gave (null: no legacy request). */
  readonly legacyReply: LegacyReplyShown | null
}

export function summarizeCell(result: CompactionResult): CellSummary {
  const run = cellRunCountsOf(result)
  return {
    outcome: run.outcome,
    refusal: run.refusal,
    cut: run.counts.cut,
    kept: run.counts.kept,
    injected: run.counts.injected,
    unchanged: run.counts.unchanged,
    historyChanged: run.historyChanged,
    versionBefore: run.versionBefore,
    versionAfter: run.versionAfter,
    modelCalls: run.calls.model,
    serverCalls: run.calls.server,
    retries: run.calls.retries,
    failed: run.outcome === 'failed-unchanged' || run.outcome === 'refused',
    notFired: run.outcome === 'not-triggered',
    legacyReply: run.calls.legacyReply,
    fallback: run.calls.fallback,
  }
}

/** The outcome in the one vocabulary, with the refusal's one reason when it was refused. */
export function outcomeText(summary: CellSummary, t: Translate): string {
  return runOutcomeText(summary.outcome, summary.refusal, t)
}

/** "1 model call, 1 server call", "no model or server call". */
export function callsText(summary: CellSummary, t: Translate): string {
  const model =
    summary.modelCalls === 1
      ? t('grid.cells.modelCalls.one', { n: 1 })
      : t('grid.cells.modelCalls.other', { n: summary.modelCalls })
  const server =
    summary.serverCalls === 1
      ? t('grid.cells.serverCalls.one', { n: 1 })
      : t('grid.cells.serverCalls.other', { n: summary.serverCalls })
  if (summary.modelCalls === 0 && summary.serverCalls === 0) return t('grid.cells.noCalls')
  if (summary.serverCalls === 0) return model
  if (summary.modelCalls === 0) return server
  return t('grid.cells.callsBoth', { model, server })
}
