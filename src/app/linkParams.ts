import { ALL_CELLS } from '../core/index.ts'
import { LOCALES, type Locale } from '../i18n/index.ts'
import {
  DEFAULT_COMPARE_CELLS,
  DEFAULT_PEER_AGENTS,
  HIDEABLE_PANELS,
} from '../store/classroomSlice.ts'
import type { VisualizerState } from '../store/index.ts'
import { SPEEDS } from '../store/playbackSlice.ts'
import { selectStep } from '../store/playbackSelectors.ts'
import { formatCompareCells, parseCompareCells } from '../view-models/compare/compareCells.ts'
import {
  formatMatrixSort,
  isCompactionPhase,
  MATRIX_COLUMN_IDS,
  parseMatrixSort,
} from '../view-models/compare/matrixLink.ts'
import { isTab, parseLessonPosition } from './viewHistory.ts'

/**
 * Every parameter of the address's query string the app reads and writes, in one immutable
 * table: its name, how to read it from the store (the writer), how to parse a link's value
 * (with its bounds) into a store update, and what an address without it means. A value the
 * parser does not accept is refused with the field's name and the reason; the rest of the link
 * still applies. `view` parameters are written whenever the view changes; `grid` ones (the grid's
 * cell, step and speed, `gridQuery.ts`) once the view is still, and their step also needs the
 * trace on screen. Parameters owned by a screen of their own (`sweep`, `console`) and the hash
 * (`#s=`, `#work=`, `#learn=`) are not here: the writer keeps them as they are.
 */

/** Why a link's value was not applied. */
export type LinkRefusalReason = 'unknown' | 'malformed' | 'range'

export interface LinkRefusal {
  /** the parameter's name, as the address spells it. */
  readonly field: string
  readonly reason: LinkRefusalReason
  /** the value refused, shortened for a notice. */
  readonly value: string
  /** the bounds of a `range` refusal. */
  readonly min?: number
  readonly max?: number
}

export type LinkParse =
  | { readonly ok: true; readonly patch: Partial<VisualizerState> }
  | {
      readonly ok: false
      readonly reason: LinkRefusalReason
      readonly min?: number
      readonly max?: number
    }

export interface LinkParam {
  readonly name: string
  readonly part: 'view' | 'grid'
  /** the value for the link, or undefined to leave the parameter out. */
  readonly read: (state: VisualizerState) => string | undefined
  readonly parse: (value: string) => LinkParse
  /**
   * What an address without the parameter means, applied when Back or Forward returns to it. Left
   * out for the reader's own setting (the language) and the grid's position.
   */
  readonly absent?: Partial<VisualizerState>
}

/** A step number a link may carry: six digits, as the longest history's trace stays within. */
export const MAX_LINK_STEP = 999_999

/** Peer agents a link may name (the Other agents screen shows at most this many). */
const MAX_AGENTS = 8
const AGENT_ID = /^[a-z0-9-]{1,40}$/

const ok = (patch: Partial<VisualizerState>): LinkParse => ({ ok: true, patch })
const unknown: LinkParse = { ok: false, reason: 'unknown' }
const malformed: LinkParse = { ok: false, reason: 'malformed' }
const outOfRange = (min: number, max: number): LinkParse => ({
  ok: false,
  reason: 'range',
  min,
  max,
})

const oneOf = <T extends string | number>(values: readonly T[], value: string): T | undefined =>
  values.find((v) => String(v) === value)

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i])

/** A comma-separated list whose every item is one of `values`, each once (empty refused). */
function listOf<T extends string>(values: readonly T[], value: string): T[] | undefined {
  const named = value.split(',')
  if (named.some((id) => !(values as readonly string[]).includes(id))) return undefined
  if (new Set(named).size !== named.length) return undefined
  return values.filter((id) => named.includes(id))
}

const flag = (
  name: string,
  get: (state: VisualizerState) => boolean,
  set: (value: boolean) => Partial<VisualizerState>,
): LinkParam => ({
  name,
  part: 'view',
  read: (state) => (get(state) ? '1' : undefined),
  parse: (value) => (value === '1' || value === '0' ? ok(set(value === '1')) : unknown),
  absent: set(false),
})

/** A whole number of at most `max`, or why not. */
function wholeNumber(value: string, max: number): number | LinkParse {
  if (!/^\d+$/.test(value)) return malformed
  if (value.length > String(max).length || Number(value) > max) return outOfRange(0, max)
  return Number(value)
}

const cellOf = (value: string) => ALL_CELLS.find((c) => `${c.phase}.${c.implementation}` === value)

const VIEW_PARAMS: readonly LinkParam[] = [
  {
    name: 'tab',
    part: 'view',
    read: (state) => state.tab,
    parse: (value) => (isTab(value) ? ok({ tab: value }) : unknown),
    absent: { tab: 'grid' },
  },
  {
    name: 'lang',
    part: 'view',
    read: (state) => state.locale,
    parse: (value) => {
      const locale = oneOf<Locale>(LOCALES, value)
      return locale ? ok({ locale }) : unknown
    },
  },
  flag(
    'explain',
    (state) => state.explainAll,
    (explainAll) => ({ explainAll }),
  ),
  {
    name: 'compare',
    part: 'view',
    read: (state) => {
      const value = formatCompareCells(state.compareCells)
      return value === formatCompareCells(DEFAULT_COMPARE_CELLS) ? undefined : value
    },
    parse: (value) => {
      if (value.split(',').some((id) => !cellOf(id.trim()))) return unknown
      const cells = parseCompareCells(value)
      // a link from before the matrix named its cells to show them side by side
      return cells ? ok({ compareCells: cells, compareTab: 'side' }) : malformed
    },
    absent: { compareCells: DEFAULT_COMPARE_CELLS },
  },
  {
    // after `compare`, which opens side by side: a matrix link with cells says `matrix`
    name: 'ctab',
    part: 'view',
    read: (state) =>
      state.compareTab !== 'matrix' ||
      formatCompareCells(state.compareCells) !== formatCompareCells(DEFAULT_COMPARE_CELLS)
        ? state.compareTab
        : undefined,
    parse: (value) => {
      const compareTab = oneOf(['matrix', 'side', 'sweep', 'memo'] as const, value)
      return compareTab ? ok({ compareTab }) : unknown
    },
    absent: { compareTab: 'matrix' },
  },
  {
    name: 'cview',
    part: 'view',
    read: (state) => (state.compareView === 'end' ? undefined : state.compareView),
    parse: (value) => {
      const compareView = oneOf(['together', 'end'] as const, value)
      return compareView ? ok({ compareView }) : unknown
    },
    absent: { compareView: 'end' },
  },
  {
    name: 'cstep',
    part: 'view',
    read: (state) =>
      state.compareView === 'together' && state.compareStep > 0
        ? String(state.compareStep)
        : undefined,
    parse: (value) => {
      const step = wholeNumber(value, MAX_LINK_STEP)
      return typeof step === 'number' ? ok({ compareStep: step }) : step
    },
    absent: { compareStep: 0 },
  },
  {
    name: 'cphase',
    part: 'view',
    read: (state) => state.comparePhase ?? undefined,
    parse: (value) => (isCompactionPhase(value) ? ok({ comparePhase: value }) : unknown),
    absent: { comparePhase: null },
  },
  {
    name: 'msort',
    part: 'view',
    read: (state) => formatMatrixSort(parseMatrixSort(state.matrixSort)) || undefined,
    parse: (value) => {
      const sort = parseMatrixSort(value)
      return sort ? ok({ matrixSort: formatMatrixSort(sort) }) : unknown
    },
    absent: { matrixSort: '' },
  },
  {
    name: 'mhide',
    part: 'view',
    read: (state) => (state.matrixHidden.length === 0 ? undefined : state.matrixHidden.join(',')),
    parse: (value) => {
      const matrixHidden = listOf(MATRIX_COLUMN_IDS, value)
      return matrixHidden ? ok({ matrixHidden }) : unknown
    },
    absent: { matrixHidden: [] },
  },
  {
    name: 'agents',
    part: 'view',
    read: (state) =>
      sameList(state.peerAgents, DEFAULT_PEER_AGENTS) ? undefined : state.peerAgents.join(','),
    parse: (value) => {
      // which ids exist is the Other agents screen's to check: here, their form and count
      const agents = value.split(',')
      if (agents.some((id) => !AGENT_ID.test(id))) return malformed
      if (agents.length < 2 || agents.length > MAX_AGENTS) return outOfRange(2, MAX_AGENTS)
      return ok({ peerAgents: agents })
    },
    absent: { peerAgents: DEFAULT_PEER_AGENTS },
  },
  {
    name: 'hide',
    part: 'view',
    read: (state) => (state.hidden.length === 0 ? undefined : state.hidden.join(',')),
    parse: (value) => {
      const hidden = listOf(HIDEABLE_PANELS, value)
      return hidden ? ok({ hidden }) : unknown
    },
    absent: { hidden: [] },
  },
  {
    // which sections exist is the lessons screen's to check: here, the form
    name: 'lesson',
    part: 'view',
    read: (state) =>
      state.lessonPosition === null
        ? undefined
        : `${state.lessonPosition.section}.${state.lessonPosition.step}`,
    parse: (value) => {
      const lessonPosition = parseLessonPosition(value)
      return lessonPosition ? ok({ lessonPosition }) : malformed
    },
    absent: { lessonPosition: null },
  },
  flag(
    'present',
    (state) => state.present,
    (present) => ({ present }),
  ),
  flag(
    'embed',
    (state) => state.embed,
    (embed) => ({ embed }),
  ),
]

const GRID_PARAMS: readonly LinkParam[] = [
  {
    name: 'cell',
    part: 'grid',
    read: (state) => `${state.cell.phase}.${state.cell.implementation}`,
    parse: (value) => {
      const cell = cellOf(value)
      return cell ? ok({ cell }) : unknown
    },
  },
  {
    // within the trace on screen is `gridQuery.ts`'s to check: the trace may arrive later
    name: 'step',
    part: 'grid',
    read: (state) => String(selectStep(state)),
    parse: (value) => {
      const step = wholeNumber(value.trim(), MAX_LINK_STEP)
      return typeof step === 'number' ? ok({ step, playing: false }) : step
    },
  },
  {
    name: 'speed',
    part: 'grid',
    read: (state) => String(state.speed),
    parse: (value) => {
      const speed = oneOf(SPEEDS, value.trim())
      return speed === undefined ? unknown : ok({ speed })
    },
  },
]

/** Every address parameter, in the order they apply (`ctab` after `compare`). */
export const LINK_PARAMS: readonly LinkParam[] = Object.freeze([...VIEW_PARAMS, ...GRID_PARAMS])

/** A refused value as a notice shows it: at most 40 characters. */
function shownValue(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value
}

/** Parses `value` for `param`: the store update, or the refusal naming the field. */
export function parseLinkValue(
  param: LinkParam,
  value: string,
): { readonly patch: Partial<VisualizerState> } | { readonly refusal: LinkRefusal } {
  const parsed = param.parse(value)
  if (parsed.ok) return { patch: parsed.patch }
  const { reason, min, max } = parsed
  return {
    refusal: {
      field: param.name,
      reason,
      value: shownValue(value),
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
    },
  }
}
