import type { CompactionResult } from '../../core/index.ts'
import type { TranslationKey } from '../../i18n/index.ts'
import {
  legacyReplyOf,
  retriedWithCurrentModel,
  runInput,
  type LegacyReplyShown,
} from '../../view-models/runFacts.ts'
import { isCarried } from '../../view-models/statuses.ts'

type Translate = (key: TranslationKey, vars?: Readonly<Record<string, string | number>>) => string

/** A cell's outcome at a glance, straight from the core's result (not from the replay). */
export interface CellSummary {
  readonly cut: number
  readonly kept: number
  readonly injected: number
  readonly versionBefore: number
  readonly versionAfter: number
  readonly modelCalls: number
  readonly serverCalls: number
  /** failed or turn_aborted. */
  readonly failed: boolean
  /** not_triggered: the cell's trigger did not fire; a fact, drawn neutral, not a failure. */
  readonly notFired: boolean
  /** a failed remote call was retried once with the current model (the model fallback). */
  readonly fallback: boolean
  /** which reply the legacy `/responses/compact` server gave (null: no legacy request). */
  readonly legacyReply: LegacyReplyShown | null
}

export function summarizeCell(result: CompactionResult): CellSummary {
  const count = (...statuses: string[]) =>
    result.items.filter((item) => statuses.includes(item.status)).length
  return {
    cut: result.cut.length,
    kept: result.items.filter((item) => isCarried(item.status)).length,
    injected: count('injected'),
    versionBefore: runInput(result)?.version ?? result.historyVersion,
    versionAfter: result.historyVersion,
    modelCalls: result.modelCalls,
    serverCalls: result.serverCalls,
    failed: result.outcome === 'failed' || result.outcome === 'turn_aborted',
    notFired: result.outcome === 'not_triggered',
    legacyReply: legacyReplyOf(result),
    fallback: retriedWithCurrentModel(result),
  }
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
