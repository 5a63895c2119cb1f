import { approxTokenCount, SUMMARIZATION_PROMPT, type CompactionResult } from '../../core/index.ts'
import { runInput } from '../runFacts.ts'
import { sweepOutcome } from './outcome.ts'
import { RATE_FIELDS, type CostRates } from './rates.ts'
import type { CellPoint, SweepPoint } from './sweepRun.ts'

/**
 * What a compaction costs: the tokens each cell sends and receives, and a price and a wait
 * estimated from rates the reader sets. The tokens come from the core's run; the rates are
 * assumptions (no price or speed is known to the core), so the page shows them as such and lets
 * the reader change them.
 */

/** Tokens one cell's run moved. */
export interface RunTokens {
  /** sent, every request counted: the history as it was (plus the summarization prompt locally). */
  readonly sent: number
  /** received: what the model or server wrote back (the summary, the compaction item). */
  readonly received: number
}

/** The local summarization prompt's tokens, as the core estimates text. */
export const PROMPT_TOKENS = approxTokenCount(SUMMARIZATION_PROMPT)

/** The tokens of the items the compaction itself produced (status `summary`). */
function summaryTokens(result: CompactionResult): number {
  let tokens = 0
  for (const item of result.items)
    if (item.status === 'summary') tokens += approxTokenCount(item.parts?.join('\n') ?? item.text)
  return tokens
}

/**
 * The tokens a run sent and received. Each request (a retry too) sends the history again: a model
 * request with the summarization prompt, a server request without. Only a completed compaction
 * received something that stays.
 */
export function runTokens(result: CompactionResult): RunTokens {
  const history = runInput(result)?.tokens ?? 0
  return {
    sent: result.modelCalls * (history + PROMPT_TOKENS) + result.serverCalls * history,
    received: sweepOutcome(result) === 'completed' ? summaryTokens(result) : 0,
  }
}

export { DEFAULT_RATES, draftOfRates, RATE_FIELDS, ratesOf } from './rates.ts'
export type { CostRates, RatesDraft } from './rates.ts'

/** The rates that cannot be used: a price or wait below 0, a speed not above 0, not a number. */
export function rateProblems(rates: CostRates): (keyof CostRates)[] {
  return RATE_FIELDS.filter((field) => {
    const value = rates[field]
    if (!Number.isFinite(value)) return true
    return field.endsWith('PerSecond') ? value <= 0 : value < 0
  })
}

export interface Estimate {
  readonly dollars: number
  readonly seconds: number
}

/**
 * dollars = sent × input price / 10⁶ + received × output price / 10⁶;
 * seconds = calls × wait per call + sent / reading speed + received / writing speed.
 */
export function estimate(
  tokens: RunTokens & { readonly calls: number },
  rates: CostRates,
): Estimate {
  return {
    dollars: (tokens.sent * rates.inputPerMillion + tokens.received * rates.outputPerMillion) / 1e6,
    seconds:
      tokens.calls * rates.secondsPerCall +
      tokens.sent / rates.inputTokensPerSecond +
      tokens.received / rates.outputTokensPerSecond,
  }
}

/** One cell's line of the cost table at one point: means per history of the point. */
export interface CostRow {
  /** the cell's index in `ALL_CELLS`. */
  readonly cell: number
  readonly completed: number
  readonly notTriggered: number
  readonly failed: number
  readonly modelCalls: number
  readonly serverCalls: number
  readonly sent: number
  readonly received: number
  /** the new history's tokens, over completed histories (null: none completed). */
  readonly replacement: number | null
  readonly userTextKept: number | null
  readonly dollars: number
  readonly seconds: number
}

/** The cost table at a point; a sum of linear terms, so the mean estimate is the estimate of means. */
export function costRows(point: SweepPoint, rates: CostRates): CostRow[] {
  return point.cells.map((cell: CellPoint, c) => {
    const calls = cell.modelCalls + cell.serverCalls
    const tokens = { sent: cell.sentTokens, received: cell.receivedTokens, calls }
    return {
      cell: c,
      completed: cell.completed,
      notTriggered: cell.notTriggered,
      failed: cell.failed,
      modelCalls: cell.modelCalls,
      serverCalls: cell.serverCalls,
      sent: cell.sentTokens,
      received: cell.receivedTokens,
      replacement: cell.tokensAfter,
      userTextKept: cell.userTextKept,
      ...estimate(tokens, rates),
    }
  })
}

export type CostSortKey = Exclude<keyof CostRow, 'notTriggered' | 'failed'>
export const COST_COLUMNS: readonly CostSortKey[] = [
  'cell',
  'completed',
  'modelCalls',
  'serverCalls',
  'sent',
  'received',
  'replacement',
  'userTextKept',
  'dollars',
  'seconds',
]

export interface CostSort {
  readonly key: CostSortKey
  readonly descending: boolean
}

export const DEFAULT_SORT: CostSort = { key: 'cell', descending: false }

/**
 * The rows in the order asked; a row with nothing to measure (null) goes last either way, and
 * ties keep the cells' own order, so the order is the same on every run.
 */
export function sortRows(rows: readonly CostRow[], sort: CostSort): CostRow[] {
  const sign = sort.descending ? -1 : 1
  return [...rows].sort((a, b) => {
    const x = a[sort.key]
    const y = b[sort.key]
    if (x === null || y === null) return x === y ? a.cell - b.cell : x === null ? 1 : -1
    return x === y ? a.cell - b.cell : (x - y) * sign
  })
}

/** The cells in the order of the sorted rows (what the exports follow). */
export const orderOf = (rows: readonly CostRow[]): number[] => rows.map((row) => row.cell)
