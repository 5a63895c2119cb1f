import {
  ALL_CELLS,
  approxTokenCount,
  parseScenario,
  runAllCells,
  type CompactionResult,
  type Faults,
  type ScenarioFile,
} from '../../core/index.ts'
import { cellRunOf } from '../cellRun.ts'
import { runTokens, type RunTokens } from './cost.ts'
import { sweepTally, type SweepOutcome, type SweepTally } from './outcome.ts'
import { generateHistory, seededRandom } from './generate.ts'
import { atPoint, pointCount, pointValues, type SweepSettings } from './settings.ts'

/**
 * A sweep's numbers: every one read from the one model of a cell's run (`cellRunOf`) on a
 * generated history, never computed beside it. A point is the mean over its histories.
 */

export { sweepOutcome, sweepTally, type SweepOutcome, type SweepTally } from './outcome.ts'

/** What one cell did with one history: the run model's facts the sweep charts. */
export interface CellMeasure {
  readonly outcome: SweepOutcome
  /**
   * share (0–1) of the real user text, in characters, that the new history carries; null
   * without a new history (not triggered, failed), so it is never averaged as 100 %.
   */
  readonly userTextKept: number | null
  /** the new history's tokens (the run model's estimate); null without a new history. */
  readonly tokensAfter: number | null
  /** model requests, every retry counted. */
  readonly modelCalls: number
  /** compaction server requests, every retry counted. */
  readonly serverCalls: number
  /** tokens sent over every request, and received back (`runTokens`). */
  readonly sentTokens: number
  readonly receivedTokens: number
}

/** The quartiles of a metric over a point's histories (R's type 7, as spreadsheets compute). */
export interface Spread {
  readonly q1: number
  readonly median: number
  readonly q3: number
}

/**
 * One cell at one point. What the new history holds (user text kept, tokens after) is read over
 * the histories that got a new history only (the run model's non-null values: every completed
 * compaction): a history with no compaction kept nothing, lost nothing, and is counted under
 * `notTriggered`, never as "100 % kept". Calls count on every history (a failing compaction
 * makes them too, retries included). A refused run is tallied as failed (`sweepTally`).
 */
export interface CellPoint {
  readonly completed: number
  readonly failed: number
  readonly notTriggered: number
  /** the mean over completed histories; null when none completed. */
  readonly userTextKept: number | null
  readonly tokensAfter: number | null
  /** the mean over every history. */
  readonly modelCalls: number
  readonly serverCalls: number
  /** tokens sent and received, the mean over every history (a run without a request: 0). */
  readonly sentTokens: number
  readonly receivedTokens: number
  readonly spread: {
    readonly userTextKept: Spread | null
    readonly tokensAfter: Spread | null
    readonly modelCalls: Spread
    readonly serverCalls: Spread
  }
}

/** Read over the completed histories (null without one). */
const QUALITY_METRICS = ['userTextKept', 'tokensAfter'] as const
const isQuality = (metric: SweepMetric) => (QUALITY_METRICS as readonly string[]).includes(metric)
/** Read over every history. */
const CALL_METRICS = ['modelCalls', 'serverCalls'] as const
/** How many of the point's histories ended so. */
const OUTCOME_METRICS = ['completed', 'notTriggered', 'failed'] as const
export type SpreadMetric = (typeof QUALITY_METRICS)[number] | (typeof CALL_METRICS)[number]
export type SweepMetric = SpreadMetric | (typeof OUTCOME_METRICS)[number]
export const SWEEP_METRICS: readonly SweepMetric[] = [
  ...QUALITY_METRICS,
  ...CALL_METRICS,
  ...OUTCOME_METRICS,
]

/** A metric's value at a cell and point (null: no completed history to read it on). */
export function metricValue(cell: CellPoint, metric: SweepMetric): number | null {
  return cell[metric]
}

/** The quartiles of a metric (null when it has no value anywhere at the point). */
export function spreadOf(cell: CellPoint, metric: SweepMetric): Spread | null {
  return metric in cell.spread ? cell.spread[metric as SpreadMetric] : null
}

export interface SweepPoint {
  readonly index: number
  /** the axis's value at this point. */
  readonly value: number
  /** the second input's value (undefined without a second input). */
  readonly value2?: number
  /** per cell, in `ALL_CELLS` order. */
  readonly cells: readonly CellPoint[]
  /** how many histories the point ran. */
  readonly histories: number
  /** how many of the point's histories had their requests fail (the fault rate's draw). */
  readonly faulted: number
}

/** The faults a faulted history gets: every model and server call fails, past every retry. */
const SWEEP_FAULTS: Faults = { remote: 'http_500', local: 'stream_error', localRepeat: 1000 }

/**
 * Whether history `h` of point `point` is faulted: a seeded draw against the point's fault rate
 * (the same draw at every rate, so a higher rate faults a superset of the histories).
 */
function isFaulted(settings: SweepSettings, point: number, h: number): boolean {
  const { faultRate } = atPoint(settings, point)
  if (faultRate <= 0) return false
  const draw = seededRandom(settings.seed * 7919 + h)()
  return draw * 100 < faultRate
}

/**
 * The scenario of history `h` at point `point`, as a scenario file (unparsed): the history from
 * seed `seed + h`, the tokens in use as the core estimates them, the point's switches and faults.
 * Its name says it was generated, so the grid it opens in says so too.
 */
export function sweepScenario(settings: SweepSettings, point: number, h: number): ScenarioFile {
  const at = atPoint(settings, point)
  const { value, value2 } = pointValues(settings, point)
  const second = value2 === undefined ? '' : `, ${settings.axis2} = ${value2}`
  const history = generateHistory(settings.seed + h, at.length, at.mix)
  const activeTokens = history.reduce(
    (sum, item) => sum + approxTokenCount(scenarioItemText(item)),
    0,
  )
  const faulted = isFaulted(settings, point, h)
  return {
    name: `Sweep history: seed ${settings.seed + h}, ${settings.axis} = ${value}${second}`,
    description: `Generated by a sweep (point ${point + 1}, history ${h + 1}).`,
    history,
    cell: ALL_CELLS[0]!,
    features: { remoteCompactionV2: at.v2 },
    // without support every cell runs locally; with it, each cell keeps its own implementation
    ...(at.providerSupported ? {} : { provider: { remoteCompaction: 'unsupported' } }),
    model: { contextWindow: at.window, autoCompactTokenLimit: at.autoLimit },
    turn: { activeTokens },
    ...(faulted ? { faults: SWEEP_FAULTS } : {}),
  }
}

function scenarioItemText(item: ScenarioFile['history'][number]): string {
  for (const key of ['text', 'output', 'arguments'] as const) {
    const value = item[key]
    if (typeof value === 'string') return value
  }
  return ''
}

/** One cell's measure of one run: the run model's outcome, user text, tokens and calls. */
function measureCell(result: CompactionResult): CellMeasure {
  const run = cellRunOf(result)
  return {
    outcome: run.outcome,
    userTextKept: run.userTextKept,
    tokensAfter: run.historyChanged ? run.tokens.after : null,
    modelCalls: run.calls.model,
    serverCalls: run.calls.server,
    ...tokensMoved(runTokens(result)),
  }
}

const tokensMoved = ({ sent, received }: RunTokens) => ({
  sentTokens: sent,
  receivedTokens: received,
})

/** The nine cells' results on one sweep history (the parser first, as every scenario gets). */
function runSweepHistory(settings: SweepSettings, point: number, h: number): CompactionResult[] {
  const parsed = parseScenario(sweepScenario(settings, point, h))
  if (!parsed.ok) throw new Error(`a generated history was refused: ${parsed.errors[0]?.message}`)
  return runAllCells(parsed.value)
}

/** The value at fraction `at` (0–1) of sorted `values`, interpolated between neighbours. */
function quantile(sorted: readonly number[], at: number): number {
  const position = (sorted.length - 1) * at
  const below = Math.floor(position)
  const above = Math.min(sorted.length - 1, below + 1)
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below)
}

/** The quartiles of `values` (null when there are none). */
function spreadOfValues(values: readonly number[]): Spread | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return { q1: quantile(sorted, 0.25), median: quantile(sorted, 0.5), q3: quantile(sorted, 0.75) }
}

const meanOf = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length

/** One cell at one point from its measures on each of the point's histories. */
function cellPoint(measures: readonly CellMeasure[]): CellPoint {
  const tallies = measures.map((m) => sweepTally(m.outcome))
  const tally = (of: SweepTally) => tallies.filter((t) => t === of).length
  // the run model's null (no new history) is left out of the mean, never read as a value; a
  // not-triggered run has nothing to measure whatever a measure says
  const of = (key: SpreadMetric) =>
    measures.flatMap((m) => {
      const value = m[key]
      return value === null || (m.outcome === 'not-triggered' && isQuality(key)) ? [] : [value]
    })
  return {
    completed: tally('completed'),
    failed: tally('failed'),
    notTriggered: tally('notTriggered'),
    userTextKept: meanOf(of('userTextKept')),
    tokensAfter: meanOf(of('tokensAfter')),
    modelCalls: meanOf(of('modelCalls')) ?? 0,
    serverCalls: meanOf(of('serverCalls')) ?? 0,
    sentTokens: meanOf(measures.map((m) => m.sentTokens)) ?? 0,
    receivedTokens: meanOf(measures.map((m) => m.receivedTokens)) ?? 0,
    spread: {
      userTextKept: spreadOfValues(of('userTextKept')),
      tokensAfter: spreadOfValues(of('tokensAfter')),
      modelCalls: spreadOfValues(of('modelCalls')) ?? ZERO_SPREAD,
      serverCalls: spreadOfValues(of('serverCalls')) ?? ZERO_SPREAD,
    },
  }
}

const ZERO_SPREAD: Spread = { q1: 0, median: 0, q3: 0 }

/** One point: each history through the nine cells, then each cell's counts, means and spread. */
function runSweepPoint(settings: SweepSettings, point: number): SweepPoint {
  const measures: CellMeasure[][] = ALL_CELLS.map(() => [])
  let faulted = 0
  for (let h = 0; h < settings.histories; h++) {
    if (isFaulted(settings, point, h)) faulted++
    runSweepHistory(settings, point, h).forEach((result, i) =>
      measures[i]!.push(measureCell(result)),
    )
  }
  const { value, value2 } = pointValues(settings, point)
  return {
    index: point,
    value,
    ...(value2 === undefined ? {} : { value2 }),
    cells: measures.map(cellPoint),
    histories: settings.histories,
    faulted,
  }
}

/**
 * The whole sweep, point by point: what the worker runs (and `npm run bench` times). `onPoint`
 * hears each point as it is done; returning false stops the sweep there.
 */
export function runSweep(
  settings: SweepSettings,
  onPoint: (point: SweepPoint) => boolean | void = () => {},
): SweepPoint[] {
  const points: SweepPoint[] = []
  for (let i = 0; i < pointCount(settings); i++) {
    const point = runSweepPoint(settings, i)
    points.push(point)
    if (onPoint(point) === false) break
  }
  return points
}
