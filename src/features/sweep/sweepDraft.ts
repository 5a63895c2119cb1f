import {
  DEFAULT_SWEEP,
  type SecondAxis,
  type SweepAxis,
  type SweepSettings,
} from '../../view-models/sweep/settings.ts'

/**
 * The sweep form's fields as typed: numbers stay text until the sweep starts, so a refused value
 * ("-5", "", "1e9") stays on screen beside its message instead of snapping back.
 */
const NUMBER_FIELDS = [
  'from',
  'to',
  'points',
  'from2',
  'to2',
  'points2',
  'histories',
  'seed',
  'length',
  'window',
  'autoLimit',
  'faultRate',
  'toolOutput',
  'userText',
  'reasoning',
] as const
export type NumberField = (typeof NUMBER_FIELDS)[number]

export interface SweepDraft {
  readonly axis: SweepAxis
  readonly axis2: SecondAxis
  readonly v2: boolean
  readonly providerSupported: boolean
  readonly values: Readonly<Record<NumberField, string>>
}

export function draftOf(settings: SweepSettings): SweepDraft {
  const { mix } = settings
  const numbers: Record<NumberField, number> = {
    from: settings.from,
    to: settings.to,
    points: settings.points,
    from2: settings.from2,
    to2: settings.to2,
    points2: settings.points2,
    histories: settings.histories,
    seed: settings.seed,
    length: settings.length,
    window: settings.window,
    autoLimit: settings.autoLimit,
    faultRate: settings.faultRate,
    toolOutput: mix.toolOutput,
    userText: mix.userText,
    reasoning: mix.reasoning,
  }
  const values = Object.fromEntries(
    NUMBER_FIELDS.map((field) => [field, String(numbers[field])]),
  ) as Record<NumberField, string>
  return {
    axis: settings.axis,
    axis2: settings.axis2,
    v2: settings.v2,
    providerSupported: settings.providerSupported,
    values,
  }
}

/** A typed number: empty or not a plain number reads as NaN, which every bound refuses. */
const numberOf = (text: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN)

export function settingsOf(draft: SweepDraft): SweepSettings {
  const n = (field: NumberField) => numberOf(draft.values[field])
  return {
    ...DEFAULT_SWEEP,
    axis: draft.axis,
    from: n('from'),
    to: n('to'),
    points: n('points'),
    axis2: draft.axis2,
    from2: n('from2'),
    to2: n('to2'),
    points2: n('points2'),
    histories: n('histories'),
    seed: n('seed'),
    length: n('length'),
    window: n('window'),
    autoLimit: n('autoLimit'),
    faultRate: n('faultRate'),
    mix: { toolOutput: n('toolOutput'), userText: n('userText'), reasoning: n('reasoning') },
    v2: draft.v2,
    providerSupported: draft.providerSupported,
  }
}

/** Sensible ranges when the varied input changes, so a new axis starts runnable. */
export const AXIS_RANGES: Readonly<Record<SweepAxis, readonly [number, number]>> = {
  length: [50, 500],
  window: [20_000, 200_000],
  autoLimit: [10_000, 180_000],
  v2: [0, 1],
  provider: [0, 1],
  faultRate: [0, 100],
}

/** The field the axis varies (hidden in the form: the range stands for it). */
export const AXIS_FIELD: Readonly<Partial<Record<SweepAxis, NumberField>>> = {
  length: 'length',
  window: 'window',
  autoLimit: 'autoLimit',
  faultRate: 'faultRate',
}
