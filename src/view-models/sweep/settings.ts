import { DEFAULT_MIX, type SweepMix } from './generate.ts'

/**
 * A sweep's settings: one input (or two, every pair of values) varied over a range, the others fixed, each point run on a few
 * generated histories through the nine cells. The bounds keep a sweep within seconds (the worker
 * runs about 20,000 history items through all nine cells a second): no one waits minutes.
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

/** The second input varied, or none. */
export type SecondAxis = SweepAxis | 'none'

export interface SweepSettings {
  readonly axis: SweepAxis
  readonly from: number
  readonly to: number
  readonly points: number
  /** a second input varied across the first (every pair of values runs), or `none`. */
  readonly axis2: SecondAxis
  readonly from2: number
  readonly to2: number
  readonly points2: number
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
  // with item sizes drawn from a real session (about 265 tokens an item), the histories cross
  // the 180,000-token limit near 700 items: every cell compacts somewhere in the range
  from: 100,
  to: 1_000,
  points: 10,
  axis2: 'none',
  from2: 0,
  to2: 100,
  points2: 3,
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
  /** values of the second input: each draws its own small chart, so a few only. */
  points2: 6,
  histories: 1_000,
  length: 5_000,
  /** history items run in one sweep (each through nine cells): about twenty seconds of work. */
  items: 400_000,
  minWindow: 1_000,
  maxTokens: 10_000_000,
  seed: 1_000_000_000,
} as const

/**
 * The pace the time estimate assumes (items of history through nine cells, a second). `npm run
 * bench` prints the real one: about 20,000 on the 2-core CI machine with item sizes drawn from a
 * real session; this assumes a laptop about two times slower, so the estimate errs long.
 */
export const ITEMS_PER_SECOND = 10_000

/** A reason the settings are refused: a key of the `sweep.errors` catalog and its values. */
export interface SweepProblem {
  readonly code:
    | 'points'
    | 'points2'
    | 'range2'
    | 'sameAxis'
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

function spread(axis: SweepAxis, from: number, to: number, points: number): number[] {
  if (SWITCH_AXES.includes(axis)) return [0, 1]
  // a count the form refuses (a typed 1e9) is never built: sweepProblems names it instead
  if (!Number.isInteger(points) || points <= 1 || points > SWEEP_LIMITS.points) return [from]
  return Array.from({ length: points }, (_, i) =>
    Math.round(from + ((to - from) * i) / (points - 1)),
  )
}

/** The values the (first) axis takes. */
export function axisValues(settings: SweepSettings): number[] {
  return spread(settings.axis, settings.from, settings.to, settings.points)
}

/** The values the second input takes (none without one). */
export function secondValues(settings: SweepSettings): number[] {
  if (settings.axis2 === 'none') return []
  return spread(settings.axis2, settings.from2, settings.to2, settings.points2)
}

/** How many points the sweep runs: every pair of the two inputs' values. */
export function pointCount(settings: SweepSettings): number {
  return axisValues(settings).length * Math.max(1, secondValues(settings).length)
}

/** Point `point`'s values: the first input's, and the second's when there is one. */
export function pointValues(
  settings: SweepSettings,
  point: number,
): { readonly value: number; readonly value2: number | undefined } {
  const second = secondValues(settings)
  const n2 = Math.max(1, second.length)
  const first = axisValues(settings)
  return {
    value: first[Math.floor(point / n2)] ?? first[0]!,
    value2: second.length > 0 ? second[point % n2] : undefined,
  }
}

/** The settings with input `axis` set to `value`. */
function withInput(settings: SweepSettings, axis: SweepAxis, value: number): SweepSettings {
  switch (axis) {
    case 'length':
      return { ...settings, length: value }
    case 'window':
      return { ...settings, window: value }
    case 'autoLimit':
      return { ...settings, autoLimit: value }
    case 'v2':
      return { ...settings, v2: value === 1 }
    case 'provider':
      return { ...settings, providerSupported: value === 1 }
    case 'faultRate':
      return { ...settings, faultRate: value }
  }
}

/** The settings at point `point`: each varied input's value put in its field. */
export function atPoint(settings: SweepSettings, point: number): SweepSettings {
  const { value, value2 } = pointValues(settings, point)
  const first = withInput(settings, settings.axis, value)
  return settings.axis2 === 'none' || value2 === undefined
    ? first
    : withInput(first, settings.axis2, value2)
}

/** How many history items the sweep runs (the measure of its work). */
export function sweepItems(settings: SweepSettings): number {
  let sum = 0
  for (let p = 0; p < pointCount(settings); p++)
    sum += atPoint(settings, p).length * settings.histories
  return sum
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

function rangeProblems(
  axis: SweepAxis,
  [from, to, points]: readonly [number, number, number],
  [pointsCode, rangeCode, maxPoints]: readonly ['points' | 'points2', 'range' | 'range2', number],
): SweepProblem[] {
  const bounds = rangeBounds(axis)
  if (!bounds) return []
  const [min, max] = bounds
  const problems: SweepProblem[] = []
  if (!whole(points, 2, maxPoints)) problems.push({ code: pointsCode, vars: { max: maxPoints } })
  if (!whole(from, min, max) || !whole(to, min, max) || from >= to)
    problems.push({ code: rangeCode, vars: { min, max } })
  return problems
}

function inputProblems(settings: SweepSettings): SweepProblem[] {
  const { axis, axis2 } = settings
  const first = rangeProblems(
    axis,
    [settings.from, settings.to, settings.points],
    ['points', 'range', SWEEP_LIMITS.points],
  )
  if (axis2 === 'none') return first
  if (axis2 === axis) return [...first, { code: 'sameAxis' }]
  const second = rangeProblems(
    axis2,
    [settings.from2, settings.to2, settings.points2],
    ['points2', 'range2', SWEEP_LIMITS.points2],
  )
  return [...first, ...second]
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
  const problems = [...inputProblems(settings), ...fixedProblems(settings)]
  const total = pointCount(settings) * settings.histories
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
