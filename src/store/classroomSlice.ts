import type { StateCreator } from 'zustand'
import type { Cell } from '../core/index.ts'
import type { VisualizerState } from './index.ts'
import type { CompactionPhase, MatrixColumnId } from '../view-models/compare/matrixLink.ts'
import { DEFAULT_RATES, draftOfRates, type RatesDraft } from '../view-models/sweep/rates.ts'

/** Panels a link or the view menu can hide (`?hide=table,trace,legend,header`). */
export type HideablePanel = 'table' | 'trace' | 'legend' | 'header'
export const HIDEABLE_PANELS: readonly HideablePanel[] = ['table', 'trace', 'legend', 'header']

/**
 * Where a reader stands in the Lessons tab: a section (a lesson id or the exercise) and a step
 * index in it. The lessons feature writes it with `setLessonPosition` and reads it back when a
 * link opens; the link carries it as `lesson=<section>.<step>`.
 */
export interface LessonPosition {
  readonly section: string
  readonly step: number
}

/** Compare mode steps its cells together, or shows each at its end state. */
export type CompareView = 'together' | 'end'

/** The compare screen's tabs: the nine-cell matrix, side by side, the sweeps, the memo. */
export type CompareTab = 'matrix' | 'side' | 'sweep' | 'memo'

/**
 * What a classroom or a comparison adds to the view: presenter and embed modes, hidden panels,
 * the trace's "explain every step" switch, compare mode's cells and step, and the agents the
 * Other agents screen compares. All of it travels in the view's link.
 */
export interface ClassroomSlice {
  present: boolean
  embed: boolean
  hidden: readonly HideablePanel[]
  explainAll: boolean
  compareCells: readonly Cell[]
  compareView: CompareView
  /** compare mode's shared step (each cell shows it clamped to its own trace). */
  compareStep: number
  /** the compare screen's settings: set by the screen itself (`app/linkParams.ts` links them). */
  compareTab: CompareTab
  /** "step together" aligned on a named phase of the compaction (null: on the raw step). */
  comparePhase: CompactionPhase | null
  /** the matrix's sort, `column.asc` or `column.desc` ('' = the grid's order). */
  matrixSort: string
  /** the matrix columns the reader hid. */
  matrixHidden: readonly MatrixColumnId[]
  /** the cost rates as typed: one set for the matrix, the sweep's cost table and the memo. */
  costRates: RatesDraft
  /** agent ids of the Other agents comparison, 2 or more, in column order. */
  peerAgents: readonly string[]
  /** null until the Lessons tab reports a position. */
  lessonPosition: LessonPosition | null
  /**
   * The page shown of a lesson step that comes as pages (from 0, and how many), null otherwise:
   * the presenter console says it. Not in the link: a step always opens at its first page.
   */
  lessonPage: { readonly at: number; readonly of: number } | null
  setLessonPosition: (position: LessonPosition | null) => void
  setLessonPage: (page: { readonly at: number; readonly of: number } | null) => void
  setPresent: (present: boolean) => void
  setEmbed: (embed: boolean) => void
  setHidden: (hidden: readonly HideablePanel[]) => void
  togglePanel: (panel: HideablePanel) => void
  setExplainAll: (explainAll: boolean) => void
  setCompareCells: (cells: readonly Cell[]) => void
  setCompareView: (view: CompareView) => void
  setCompareStep: (step: number) => void
  setPeerAgents: (agents: readonly string[]) => void
}

export const DEFAULT_COMPARE_CELLS: readonly Cell[] = [
  { phase: 'pre_turn', implementation: 'remote' },
  { phase: 'mid_turn', implementation: 'remote' },
]
export const DEFAULT_PEER_AGENTS: readonly string[] = ['codex', 'dsh']

export const createClassroomSlice: StateCreator<VisualizerState, [], [], ClassroomSlice> = (
  set,
  get,
) => ({
  present: false,
  embed: false,
  hidden: [],
  explainAll: false,
  compareCells: DEFAULT_COMPARE_CELLS,
  compareView: 'end',
  compareStep: 0,
  compareTab: 'matrix',
  comparePhase: null,
  matrixSort: '',
  matrixHidden: [],
  costRates: draftOfRates(DEFAULT_RATES),
  peerAgents: DEFAULT_PEER_AGENTS,
  lessonPosition: null,
  lessonPage: null,
  setLessonPosition: (lessonPosition) => set({ lessonPosition }),
  setLessonPage: (lessonPage) => {
    const now = get().lessonPage
    // a new object for the same page would report the same place to the console again
    if (now?.at === lessonPage?.at && now?.of === lessonPage?.of) return
    set({ lessonPage })
  },
  setPresent: (present) => set({ present }),
  setEmbed: (embed) => set({ embed }),
  // kept in one order so the link does not change with the order of clicks
  setHidden: (hidden) => set({ hidden: HIDEABLE_PANELS.filter((p) => hidden.includes(p)) }),
  togglePanel: (panel) => {
    const hidden = get().hidden
    get().setHidden(hidden.includes(panel) ? hidden.filter((p) => p !== panel) : [...hidden, panel])
  },
  setExplainAll: (explainAll) => set({ explainAll }),
  setCompareCells: (compareCells) => set({ compareCells }),
  setCompareView: (compareView) => set({ compareView }),
  setCompareStep: (compareStep) => set({ compareStep: Math.max(0, Math.trunc(compareStep)) }),
  setPeerAgents: (peerAgents) => set({ peerAgents }),
})
