import {
  DEFAULT_SWEEP,
  SWEEP_AXES,
  SWEEP_LIMITS,
  SWITCH_AXES,
  sweepProblems,
  type SecondAxis,
  type SweepAxis,
  type SweepSettings,
} from './settings.ts'

/**
 * A sweep's settings in a link (`?sweep=…`): every field, in a fixed order, so the link reopens
 * the same sweep on the same generated histories. A value that does not read, or a field past
 * what the form allows (`sweepProblems`, `SWEEP_LIMITS`), is refused whole with the field named
 * (the panel then keeps its defaults): the form's own check would first build every point.
 */
export const SWEEP_PARAM = 'sweep'
/** `s1` links (one input) still open; `s2` adds the second input's four fields at the end. */
const VERSION = 's2'
const ONE_INPUT = 's1'

export function encodeSweep(settings: SweepSettings): string {
  const { mix } = settings
  return [
    VERSION,
    settings.axis,
    settings.from,
    settings.to,
    settings.points,
    settings.histories,
    settings.seed,
    settings.length,
    `${mix.toolOutput}_${mix.userText}_${mix.reasoning}`,
    settings.window,
    settings.autoLimit,
    settings.v2 ? 1 : 0,
    settings.providerSupported ? 1 : 0,
    settings.faultRate,
    settings.axis2,
    settings.from2,
    settings.to2,
    settings.points2,
  ].join('~')
}

const numberOf = (text: string | undefined): number | undefined =>
  text !== undefined && /^-?\d{1,10}$/.test(text) ? Number(text) : undefined

const isAxis = (text: string | undefined): text is SweepAxis =>
  (SWEEP_AXES as readonly (string | undefined)[]).includes(text)

const isSecond = (text: string | undefined): text is SecondAxis => text === 'none' || isAxis(text)

/** The second input's fields of an `s2` link (`rest`: its last four values). */
function secondOf(rest: readonly string[]): Partial<SweepSettings> | undefined {
  const [axis2, ...numbers] = rest
  const [from2, to2, points2] = numbers.map(numberOf)
  if (!isSecond(axis2) || from2 === undefined || to2 === undefined || points2 === undefined)
    return undefined
  return { axis2, from2, to2, points2 }
}

/** Why a link's value was refused: the field (a setting's name, or `version`) and the rule. */
export interface SweepLinkRefusal {
  readonly field: string
  readonly reason: string
}

export type SweepLinkResult =
  | { readonly ok: true; readonly settings: SweepSettings }
  | ({ readonly ok: false } & SweepLinkRefusal)

const refuse = (field: string, reason: string): SweepLinkResult => ({ ok: false, field, reason })

// the field a problem of `sweepProblems` is about (a range is its `from` and `to`)
const PROBLEM_FIELD: Readonly<Record<string, string>> = {
  range: 'from',
  range2: 'from2',
  sameAxis: 'axis2',
  tooManyHistories: 'histories',
  tooLong: 'length',
}

/**
 * The settings a link's value describes, or the first field it refuses. The point counts are
 * bounded before anything else: every later check builds the points.
 */
export function readSweep(value: string | null): SweepLinkResult {
  if (value === null) return refuse('sweep', 'missing')
  // the longest value the form can write is about 150 characters
  if (value.length > 400) return refuse('sweep', 'longer than 400 characters')
  const [version, axis, ...all] = value.split('~')
  const size = version === VERSION ? 16 : version === ONE_INPUT ? 12 : -1
  if (size < 0) return refuse('version', `not ${VERSION} or ${ONE_INPUT}`)
  if (!isAxis(axis)) return refuse('axis', 'not an input of the sweep')
  if (all.length !== size) return refuse('sweep', `not ${size + 2} fields`)
  const second = size === 16 ? secondOf(all.slice(12)) : {}
  if (!second) return refuse('axis2', 'not a second input with a range and a point count')
  const one = decodeOne(axis, all.slice(0, 12))
  if (!one) return refuse('sweep', 'a field is not a whole number')
  const settings = { ...one, ...second }
  // a switch (two values whatever the count) never reads its count: carried as the form keeps it
  if (
    !SWITCH_AXES.includes(settings.axis) &&
    (!Number.isInteger(settings.points) ||
      settings.points < 0 ||
      settings.points > SWEEP_LIMITS.points)
  )
    return refuse('points', `not from 0 to ${SWEEP_LIMITS.points}`)
  // without a second input, or with a switch (two values whatever the count), its count is never
  // read (the form keeps what was typed before), so the link carries it as the form does
  if (
    settings.axis2 !== 'none' &&
    !SWITCH_AXES.includes(settings.axis2) &&
    (!Number.isInteger(settings.points2) ||
      settings.points2 < 0 ||
      settings.points2 > SWEEP_LIMITS.points2)
  )
    return refuse('points2', `not from 0 to ${SWEEP_LIMITS.points2}`)
  const problem = sweepProblems(settings)[0]
  if (problem) {
    const field = Object.hasOwn(PROBLEM_FIELD, problem.code)
      ? PROBLEM_FIELD[problem.code]!
      : problem.code
    const bounds = Object.entries(problem.vars ?? {}).map(([k, v]) => `${k} ${v}`)
    return refuse(field, `past what the form allows (${[problem.code, ...bounds].join(', ')})`)
  }
  return { ok: true, settings }
}

/** The settings a link's value describes, or undefined when it is refused (`readSweep` says why). */
export function decodeSweep(value: string | null): SweepSettings | undefined {
  const read = readSweep(value)
  return read.ok ? read.settings : undefined
}

function decodeOne(axis: SweepAxis, rest: readonly string[]): SweepSettings | undefined {
  const mix = rest[6]!.split('_').map(numberOf)
  const numbers = [...rest.slice(0, 6), ...rest.slice(7)].map(numberOf)
  if (mix.length !== 3 || [...mix, ...numbers].some((n) => n === undefined)) return undefined
  const [from, to, points, histories, seed, length, window, autoLimit, v2, provider, faultRate] =
    numbers as number[]
  return {
    ...DEFAULT_SWEEP,
    axis,
    from: from!,
    to: to!,
    points: points!,
    histories: histories!,
    seed: seed!,
    length: length!,
    mix: { toolOutput: mix[0]!, userText: mix[1]!, reasoning: mix[2]! },
    window: window!,
    autoLimit: autoLimit!,
    v2: v2 === 1,
    providerSupported: provider === 1,
    faultRate: faultRate!,
  }
}
