import { DEFAULT_MIX, type SweepMix } from './generate.ts'

/**
 * A sweep's settings: one input varied over a range, the others fixed, each point run on a few
 * generated histories through the nine cells. The bounds keep a sweep within seconds (the worker
 * runs about 50,000 history items through all nine cells a second): no one waits minutes.
 */

export type SweepAxis = 'length' | 'window' | 'autoLimit' | 'v2' | 'provider' | 'faultRate'
export const SWEEP_AXES: readonly SweepAxis[] = [
  'length',
  'window',
  'autoLimit',
  'v2',
  'provider',
  'faultRate',
]
/** Axes with two values only (off and on): their range and point count are not asked for. */
export const SWITCH_AXES: readonly SweepAxis[] = ['v2', 'provider']

export interface SweepSettings {
  readonly axis: SweepAxis
  readonly from: number
  readonly to: number
  readonly points: number
  /** generated histories per point (seeds `seed`, `seed + 1`, …): the point shows their mean. */
  readonly histories: number
  readonly seed: number
  /** items per history (when the axis is not the length). */
  readonly length: number
  readonly mix: SweepMix
  /** the context window in tokens. */
  readonly window: number
  /** the configured auto-compact limit in tokens (Codex caps it at 90 % of the window). */
  readonly autoLimit: number
  readonly v2: boolean
  /** the provider supports remote compaction (`v2`) or not (`unsupported`). */
  readonly providerSupported: boolean
  /** percent of histories whose compaction requests all fail (HTTP 500, stream errors). */
  readonly faultRate: number
}

export const DEFAULT_SWEEP: SweepSettings = {
  axis: 'length',
  from: 50,
  to: 500,
  points: 10,
  histories: 20,
  seed: 1,
  length: 500,
  mix: DEFAULT_MIX,
  window: 200_000,
  autoLimit: 180_000,
  v2: true,
  providerSupported: true,
  faultRate: 0,
}

export const SWEEP_LIMITS = {
  points: 50,
  histories: 1_000,
  length: 5_000,
  /** history items run in one sweep (each through nine cells): about twenty seconds of work. */
  items: 1_000_000,
  minWindow: 1_000,
  maxTokens: 10_000_000,
  seed: 1_000_000_000,
} as const

/** The worker's pace, measured by `npm run bench` (items of history through nine cells, a second). */
export const ITEMS_PER_SECOND = 50_000

/** A reason the settings are refused: a key of the `sweep.errors` catalog and its values. */
export interface SweepProblem {
  readonly code:
    | 'points'
    | 'histories'
    | 'tooManyHistories'
    | 'length'
    | 'window'
    | 'autoLimit'
    | 'range'
    | 'mix'
    | 'faultRate'
    | 'tooLong'
    | 'seed'
  readonly vars?: Readonly<Record<string, number>>
}

/** The values the axis takes, point by point. */
export function axisValues(settings: SweepSettings): number[] {
  if (SWITCH_AXES.includes(settings.axis)) return [0, 1]
  const { from, to, points } = settings
  if (points <= 1) return [from]
  return Array.from({ length: points }, (_, i) =>
    Math.round(from + ((to - from) * i) / (points - 1)),
  )
}

/** Each history's length, point by point. */
function lengthsOf(settings: SweepSettings): number[] {
  return settings.axis === 'length'
    ? axisValues(settings)
    : axisValues(settings).map(() => settings.length)
}

/** How many history items the sweep runs (the measure of its work). */
export function sweepItems(settings: SweepSettings): number {
  return lengthsOf(settings).reduce((sum, length) => sum + length * settings.histories, 0)
}

export function estimatedSeconds(settings: SweepSettings): number {
  return sweepItems(settings) / ITEMS_PER_SECOND
}

const whole = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max

/** The bounds of the axis's range, or undefined for a switch. */
function rangeBounds(axis: SweepAxis): readonly [number, number] | undefined {
  if (axis === 'length') return [1, SWEEP_LIMITS.length]
  if (axis === 'window' || axis === 'autoLimit')
    return [SWEEP_LIMITS.minWindow, SWEEP_LIMITS.maxTokens]
  if (axis === 'faultRate') return [0, 100]
  return undefined
}

function rangeProblems(settings: SweepSettings): SweepProblem[] {
  const bounds = rangeBounds(settings.axis)
  if (!bounds) return []
  const [min, max] = bounds
  const problems: SweepProblem[] = []
  if (!whole(settings.points, 2, SWEEP_LIMITS.points))
    problems.push({ code: 'points', vars: { max: SWEEP_LIMITS.points } })
  if (
    !whole(settings.from, min, max) ||
    !whole(settings.to, min, max) ||
    settings.from >= settings.to
  )
    problems.push({ code: 'range', vars: { min, max } })
  return problems
}

function fixedProblems(settings: SweepSettings): SweepProblem[] {
  const problems: SweepProblem[] = []
  const { mix } = settings
  if (!whole(settings.length, 1, SWEEP_LIMITS.length))
    problems.push({ code: 'length', vars: { max: SWEEP_LIMITS.length } })
  if (!whole(settings.window, SWEEP_LIMITS.minWindow, SWEEP_LIMITS.maxTokens))
    problems.push({
      code: 'window',
      vars: { min: SWEEP_LIMITS.minWindow, max: SWEEP_LIMITS.maxTokens },
    })
  if (!whole(settings.autoLimit, 1, SWEEP_LIMITS.maxTokens))
    problems.push({ code: 'autoLimit', vars: { max: SWEEP_LIMITS.maxTokens } })
  const shares = [mix.toolOutput, mix.userText, mix.reasoning]
  if (!shares.every((share) => whole(share, 0, 100)) || shares.reduce((a, b) => a + b, 0) > 100)
    problems.push({ code: 'mix' })
  if (!whole(settings.faultRate, 0, 100)) problems.push({ code: 'faultRate' })
  if (!whole(settings.seed, 0, SWEEP_LIMITS.seed))
    problems.push({ code: 'seed', vars: { max: SWEEP_LIMITS.seed } })
  return problems
}

/**
 * Why these settings cannot run (empty: they can). A sweep past {@link SWEEP_LIMITS} is refused
 * before anything runs, with the bound and (for too much work) the time it would take.
 */
export function sweepProblems(settings: SweepSettings): SweepProblem[] {
  const problems = [...rangeProblems(settings), ...fixedProblems(settings)]
  const total = axisValues(settings).length * settings.histories
  if (!whole(settings.histories, 1, SWEEP_LIMITS.histories))
    problems.push({ code: 'histories', vars: { max: SWEEP_LIMITS.histories } })
  else if (total > SWEEP_LIMITS.histories)
    problems.push({ code: 'tooManyHistories', vars: { total, max: SWEEP_LIMITS.histories } })
  if (problems.length === 0 && sweepItems(settings) > SWEEP_LIMITS.items)
    problems.push({
      code: 'tooLong',
      vars: {
        seconds: Math.round(estimatedSeconds(settings)),
        items: sweepItems(settings),
        max: SWEEP_LIMITS.items,
      },
    })
  return problems
}
