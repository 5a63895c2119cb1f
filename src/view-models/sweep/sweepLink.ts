import { DEFAULT_SWEEP, SWEEP_AXES, type SweepAxis, type SweepSettings } from './settings.ts'

/**
 * A sweep's settings in a link (`?sweep=…`): every field, in a fixed order, so the link reopens
 * the same sweep on the same generated histories. A value that does not read is refused whole
 * (the panel then keeps its defaults); bounds are checked by `sweepProblems` as for typed values.
 */
export const SWEEP_PARAM = 'sweep'
const VERSION = 's1'

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
  ].join('~')
}

const numberOf = (text: string | undefined): number | undefined =>
  text !== undefined && /^-?\d{1,10}$/.test(text) ? Number(text) : undefined

const isAxis = (text: string | undefined): text is SweepAxis =>
  (SWEEP_AXES as readonly (string | undefined)[]).includes(text)

/** The settings a link's value describes, or undefined when it is not a sweep link's value. */
export function decodeSweep(value: string | null): SweepSettings | undefined {
  if (value === null) return undefined
  const [version, axis, ...rest] = value.split('~')
  if (version !== VERSION || !isAxis(axis) || rest.length !== 12) return undefined
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
