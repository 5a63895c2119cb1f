import {
  DEFAULT_SWEEP,
  SWEEP_AXES,
  type SecondAxis,
  type SweepAxis,
  type SweepSettings,
} from './settings.ts'

/**
 * A sweep's settings in a link (`?sweep=…`): every field, in a fixed order, so the link reopens
 * the same sweep on the same generated histories. A value that does not read is refused whole
 * (the panel then keeps its defaults); bounds are checked by `sweepProblems` as for typed values.
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

/** The settings a link's value describes, or undefined when it is not a sweep link's value. */
export function decodeSweep(value: string | null): SweepSettings | undefined {
  if (value === null) return undefined
  const [version, axis, ...all] = value.split('~')
  const size = version === VERSION ? 16 : version === ONE_INPUT ? 12 : -1
  if (!isAxis(axis) || all.length !== size) return undefined
  const second = size === 16 ? secondOf(all.slice(12)) : {}
  if (!second) return undefined
  const one = decodeOne(axis, all.slice(0, 12))
  return one && { ...one, ...second }
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
