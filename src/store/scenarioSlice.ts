import type { StateCreator } from 'zustand'
import type { ScenarioError, ScenarioFile } from '../core/index.ts'
import lessonScenario from '../../public/scenarios/lesson-mixed-history.json'
import type { VisualizerState } from './index.ts'

/** Where the current scenario came from: only `edit` is ever written to saved work. */
export type ScenarioOrigin = 'default' | 'saved' | 'share' | 'edit'

/** A message the page shows in a dismissible alert (saved state or a share link went wrong). */
export interface ScenarioNotice {
  readonly id: number
  readonly kind: 'error' | 'warning' | 'info'
  /** a key of the `registry.notices` catalog section. */
  readonly code: NoticeCode
  readonly vars?: Readonly<Record<string, string | number>>
  /** field-path errors from `parseScenario`, shown as a list. */
  readonly errors?: readonly ScenarioError[]
  /** buttons the notice offers (downloads, restoring a backup), run by the app layer. */
  readonly actions?: readonly NoticeAction[]
}

/** A notice's button: download a stored value or the current scenario, or restore a backup. */
export type NoticeAction =
  | { readonly kind: 'downloadKey'; readonly key: string }
  | { readonly kind: 'downloadCurrent' }
  | { readonly kind: 'restoreKey'; readonly key: string }

export type NoticeCode =
  | 'savedCorrupt'
  | 'savedWrongVersion'
  | 'savedInvalid'
  | 'shareBroken'
  | 'shareInvalid'
  | 'shareTooLarge'
  | 'shareLoaded'
  | 'storageUnavailable'
  | 'saveFailed'
  | 'savedCrashed'
  | 'savedNotObject'
  | 'savedVersionType'
  | 'savedNotCopied'
  | 'saveBlocked'
  | 'savedBackedUp'
  | 'shareCrashed'
  | 'scenarioSetAside'
  | 'scenarioDownloaded'

/** How many undo steps are kept. */
export const UNDO_LIMIT = 100

/** Edits with the same coalesce key within this time form one undo step (typing in one field). */
export const COALESCE_MS = 1500

export interface SetScenarioOptions {
  /** consecutive edits with the same key (e.g. `world.cwd`) share one undo step. */
  readonly coalesce?: string
}

/** The scenario every view works on: history, registry, world, switches and faults. */
export interface ScenarioSlice {
  scenario: ScenarioFile
  scenarioOrigin: ScenarioOrigin
  /** earlier scenarios, oldest first (bounded by {@link UNDO_LIMIT}). */
  scenarioPast: readonly ScenarioFile[]
  /** undone scenarios, the next redo last. */
  scenarioFuture: readonly ScenarioFile[]
  notices: readonly ScenarioNotice[]
  /**
   * Replaces the scenario (already validated with `parseScenario`) as a user edit: it can be
   * undone, and it is saved. Always pass a new object: results are cached per object.
   */
  setScenario: (scenario: ScenarioFile, options?: SetScenarioOptions) => void
  /** Installs a scenario without an undo step and without saving it (page load, share link). */
  loadScenario: (scenario: ScenarioFile, origin: Exclude<ScenarioOrigin, 'edit'>) => void
  undo: () => void
  redo: () => void
  pushNotice: (notice: Omit<ScenarioNotice, 'id'>) => void
  dismissNotice: (id: number) => void
}

export const DEFAULT_SCENARIO = lessonScenario as unknown as ScenarioFile

let lastCoalesce: { key: string; at: number } | undefined
let noticeSeq = 0

export const createScenarioSlice: StateCreator<VisualizerState, [], [], ScenarioSlice> = (
  set,
  get,
) => ({
  scenario: DEFAULT_SCENARIO,
  scenarioOrigin: 'default',
  scenarioPast: [],
  scenarioFuture: [],
  notices: [],
  setScenario: (scenario, options = {}) => {
    const state = get()
    if (scenario === state.scenario) return
    const now = Date.now()
    const key = options.coalesce
    const coalesce =
      key !== undefined &&
      lastCoalesce?.key === key &&
      now - lastCoalesce.at < COALESCE_MS &&
      state.scenarioPast.length > 0 &&
      state.scenarioOrigin === 'edit'
    lastCoalesce = key === undefined ? undefined : { key, at: now }
    set({
      scenario,
      scenarioOrigin: 'edit',
      scenarioPast: coalesce
        ? state.scenarioPast
        : [...state.scenarioPast, state.scenario].slice(-UNDO_LIMIT),
      scenarioFuture: [],
    })
  },
  loadScenario: (scenario, origin) => {
    lastCoalesce = undefined
    set({ scenario, scenarioOrigin: origin, scenarioPast: [], scenarioFuture: [] })
  },
  undo: () => {
    const { scenarioPast, scenarioFuture, scenario } = get()
    const previous = scenarioPast[scenarioPast.length - 1]
    if (!previous) return
    lastCoalesce = undefined
    set({
      scenario: previous,
      scenarioOrigin: 'edit',
      scenarioPast: scenarioPast.slice(0, -1),
      scenarioFuture: [...scenarioFuture, scenario],
    })
  },
  redo: () => {
    const { scenarioPast, scenarioFuture, scenario } = get()
    const next = scenarioFuture[scenarioFuture.length - 1]
    if (!next) return
    lastCoalesce = undefined
    set({
      scenario: next,
      scenarioOrigin: 'edit',
      scenarioPast: [...scenarioPast, scenario].slice(-UNDO_LIMIT),
      scenarioFuture: scenarioFuture.slice(0, -1),
    })
  },
  pushNotice: (notice) => {
    noticeSeq += 1
    const id = noticeSeq
    // the same problem twice (StrictMode runs effects twice) is shown once
    const duplicate = get().notices.some(
      (n) => n.code === notice.code && JSON.stringify(n.vars) === JSON.stringify(notice.vars),
    )
    if (duplicate) return
    set({ notices: [...get().notices, { ...notice, id }] })
  },
  dismissNotice: (id) => set({ notices: get().notices.filter((n) => n.id !== id) }),
})
