import type { RunOutcome } from '../../view-models/cellRun.ts'
import type { RefusalKind } from '../../view-models/refusals.ts'
import type {
  Cell,
  CompactionSummary,
  ClassifiedDifference,
  ContextPosition,
  DifferenceCounts,
  RedactionReport,
  FiringAt,
  KindTotals,
  LineTokens,
  TurnTokens,
  HistoryItemType,
  MessageRole,
  RecordedItem,
  RolloutIssue,
  RolloutStats,
  RolloutStop,
  ScenarioFile,
  ScenarioRegistry,
  SessionMeta,
  SessionSummary,
  SessionWorld,
} from '../../core/index.ts'

/**
 * Calls from the session screen to its worker over `src/app/workerRpc.ts`: each request is one
 * call (the RPC gives it its id) answered by the view its type names in {@link SessionAnswers}.
 * Only small views cross: the log stays in the worker.
 */

export type SessionRequest =
  | {
      readonly type: 'open'
      /** the file, or its bytes already read (by the folder), moved to the worker. */
      readonly source: Blob | Uint8Array<ArrayBuffer>
      readonly name: string
    }
  | { readonly type: 'history'; readonly line: number; readonly registry?: ScenarioRegistry }
  | { readonly type: 'compaction'; readonly index: number; readonly registry?: ScenarioRegistry }
  | {
      readonly type: 'scenario'
      readonly line: number
      readonly redact: boolean
      readonly registry?: ScenarioRegistry
      readonly cell?: Cell
      /** the scenario the comparison of this compaction ran (trigger and summary as recorded). */
      readonly compaction?: number
    }
  | {
      /** the tokens by kind at a line and which compaction would fire next there. */
      readonly type: 'tokens'
      readonly line: number
      readonly registry?: ScenarioRegistry
    }
  | {
      /** the nine cells on the history at a line, as if the window were full there. */
      readonly type: 'whatIfFull'
      readonly line: number
      readonly registry?: ScenarioRegistry
    }

/** How far the open has read. */
export interface SessionProgress {
  readonly bytes: number
  readonly total: number
  readonly lines: number
}

export interface ScenarioAnswer {
  readonly scenario: ScenarioFile
  readonly droppedOrphans: number
}

/** The answer to each request type. */
export interface SessionAnswers {
  readonly open: LoadedSession
  readonly history: HistoryView
  readonly compaction: ComparisonView
  readonly scenario: ScenarioAnswer
  readonly tokens: TokensView
  readonly whatIfFull: WhatIfView
}

export type SessionAnswer = SessionAnswers[keyof SessionAnswers]

export interface LoadedSession {
  readonly name: string
  readonly bytes: number
  /** the summary, its requests reduced to what the chart draws (see `chartRequests`), no turns. */
  readonly summary: SessionSummary
  readonly requestCount: number
  readonly turnCount: number
  readonly flaggedCount: number
  readonly meta: SessionMeta | undefined
  readonly stats: RolloutStats
  readonly issues: readonly RolloutIssue[]
  readonly truncatedLastLine: boolean
  /** reading stopped at a limit: what was read before it is the session. */
  readonly stopped?: RolloutStop
}

/** An item as the screen lists it: a clipped text and the fragment type the registry sees. */
export interface ItemView {
  readonly id: string
  readonly type: HistoryItemType
  readonly role?: MessageRole
  readonly text: string
  readonly chars: number
  readonly fragmentType?: string
}

export interface HistoryView {
  readonly line: number
  readonly items: readonly ItemView[]
  readonly total: number
  readonly previousModel: string | null
  readonly referenceModel: string | null
  readonly windowId: string | number
}

/** One cell as the session's tables show it, read from `cellRunOf` like every other screen. */
export interface CellOutcome {
  readonly cell: Cell
  readonly outcome: string
  readonly runOutcome: RunOutcome
  /** why the run was refused (`refusalOf`), null unless it was. */
  readonly refusal: RefusalKind | null
  readonly path: string | null
  /** false: the run left the history as it was (its items are `unchanged`, none kept). */
  readonly historyChanged: boolean
  readonly kept: number
  readonly cut: number
  readonly injected: number
  readonly summary: number
  readonly unchanged: number
}

export interface ComparisonView {
  readonly summary: CompactionSummary
  readonly cell: Cell
  readonly before: number
  readonly recorded: readonly RecordedItem[]
  readonly predicted: readonly (ItemView & { readonly status: string })[]
  readonly predictedCut: number
  /** both sides' history after, by the one estimate (`cellRun.ts`), from the full texts. */
  readonly tokens: { readonly recorded: number; readonly predicted: number }
  readonly differences: readonly ClassifiedDifference[]
  /** how many differences each cause explains. */
  readonly differenceCounts: DifferenceCounts
  /** where each side holds the initial context (`compareContextPosition`). */
  readonly contextPosition: ContextPosition
  readonly redaction: RedactionReport
  readonly cells: readonly CellOutcome[]
  /** the world the file states before the compaction. */
  readonly world: SessionWorld
  /** world fields the file does not state that the core needed (it used its defaults). */
  readonly assumed: readonly string[]
}

/** The token view of a line: by kind, the next compaction, the session's turns. */
export interface TokensView {
  readonly line: number
  readonly tokens: LineTokens
  readonly firing: FiringAt
  /** what each turn added (the first {@link MAX_TURN_ROWS}), and every item the file recorded. */
  readonly perTurn: readonly TurnTokens[]
  readonly turnCount: number
  readonly recorded: KindTotals
}

export const MAX_TURN_ROWS = 500

/** The nine cells run on the history at a line with the tokens in use at the limit. */
export interface WhatIfView {
  readonly line: number
  readonly activeTokens: number
  readonly cells: readonly CellOutcome[]
  /** the cell the session would take there (next timing, its implementation). */
  readonly cell: Cell
  /** the scenario the nine cells ran: "open in the grid" opens exactly this one. */
  readonly scenario: ScenarioFile
}
