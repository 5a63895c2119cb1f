import type { StateCreator } from 'zustand'
import type { ScenarioError, ScenarioFile } from '../core/index.ts'
import { engine, loadedEngine, type Engine } from './engine.ts'
import { LESSON_SCENARIO } from './lessonResults.ts'
import type { VisualizerState } from './index.ts'
import type { ScenarioPatch } from './scenarioPatch.ts'

/**
 * Where the current scenario came from: only `edit` is ever written to saved work; `sweep` is a
 * history a sweep generated and opened in the grid.
 */
export type ScenarioOrigin = 'default' | 'saved' | 'share' | 'edit' | 'sweep'

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
  /** a conflict with another tab's newer save: take it, keep both, or overwrite it. */
  | { readonly kind: 'reloadSaved' }
  | { readonly kind: 'keepBoth' }
  | { readonly kind: 'overwriteSaved' }

export type NoticeCode =
  | 'savedCorrupt'
  | 'savedWrongVersion'
  | 'savedInvalid'
  | 'shareBroken'
  | 'shareInvalid'
  | 'shareTooLarge'
  | 'shareTooLong'
  | 'linkValueUnknown'
  | 'linkValueMalformed'
  | 'linkValueOutOfRange'
  | 'shareChecksum'
  | 'savedElsewhere'
  | 'savedKeptBoth'
  | 'savedKeptBothFile'
  | 'shareUnchecked'
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

/**
 * How an edit enters the undo history: as its own step, merged into the previous step when that
 * one had the same key and came less than {@link COALESCE_MS} earlier (typing in one field), or
 * not at all (the earlier steps are then dropped: they were diffs against a scenario now gone).
 */
export type UndoMode = 'immediate' | { readonly coalesce: string } | 'never'

/** What an edit did: applied, unchanged (the same scenario), or refused with the core's errors. */
export type EditOutcome =
  | { readonly ok: true; readonly changed: boolean }
  | { readonly ok: false; readonly errors: readonly ScenarioError[] }

/** The last edit's coalesce key and time, so the next edit with that key can join its step. */
interface LastEdit {
  readonly key: string
  readonly at: number
}

/** The scenario every view works on: history, registry, world, switches and faults. */
export interface ScenarioSlice {
  scenario: ScenarioFile
  /**
   * The core's heavy half once it has loaded (`engine.ts`), null before: selectors run any
   * scenario but the bundled lesson through it. Set before such a scenario can enter the store.
   */
  engine: Engine | null
  scenarioOrigin: ScenarioOrigin
  /**
   * The share payload (`#s=…`) decoded and installed before the first render, so persistence
   * announces it instead of decoding it again; null when the page opened without one.
   */
  openedSharePayload: string | null
  /** undo steps as diffs, oldest first (bounded by {@link UNDO_LIMIT}). */
  scenarioPast: readonly ScenarioPatch[]
  /** undone steps, the next redo last. */
  scenarioFuture: readonly ScenarioPatch[]
  lastEdit: LastEdit | null
  notices: readonly ScenarioNotice[]
  noticeSeq: number
  /**
   * The one way to edit the scenario: `edit` maps the current scenario to the next one, which the
   * core validates (`parseScenario`) before anything changes; a refused edit changes nothing and
   * returns the errors. An applied edit is a user edit: saved, and undoable as `undo` says.
   * The engine must be loaded (`whenEngine`, `loadEngine`): editors load it with their screen.
   * `alongside` is state set in the same update as an applied edit (what the edit announces):
   * every update notifies each subscriber of the store once.
   */
  editScenario: (
    edit: (scenario: ScenarioFile) => ScenarioFile,
    undo?: UndoMode,
    alongside?: Partial<VisualizerState>,
  ) => EditOutcome
  /** Installs a scenario without an undo step and without saving it (page load, share link). */
  loadScenario: (scenario: ScenarioFile, origin: Exclude<ScenarioOrigin, 'edit'>) => void
  undo: () => void
  redo: () => void
  pushNotice: (notice: Omit<ScenarioNotice, 'id'>) => void
  dismissNotice: (id: number) => void
}

/** The bundled lesson: shipped with its precomputed runs (`lessonResults.ts`), not twice. */
export const DEFAULT_SCENARIO: ScenarioFile = LESSON_SCENARIO

/** Whether an edit with `mode` at `now` joins the last undo step. */
function joinsLastStep(state: ScenarioSlice, mode: UndoMode, now: number): boolean {
  if (typeof mode !== 'object') return false
  const last = state.lastEdit
  return (
    last !== null &&
    last.key === mode.coalesce &&
    now - last.at < COALESCE_MS &&
    state.scenarioPast.length > 0 &&
    state.scenarioOrigin === 'edit'
  )
}

/** The undo history after an edit from `before` to `after`. */
function pastAfterEdit(
  state: ScenarioSlice,
  before: ScenarioFile,
  after: ScenarioFile,
  mode: UndoMode,
  now: number,
): readonly ScenarioPatch[] {
  if (mode === 'never') return []
  if (joinsLastStep(state, mode, now)) {
    // one step from where the coalesced run started to now
    const last = state.scenarioPast[state.scenarioPast.length - 1]!
    const start = engine().applyPatch(before, last, 'undo')
    return [...state.scenarioPast.slice(0, -1), engine().diffScenario(start, after)]
  }
  return [...state.scenarioPast, engine().diffScenario(before, after)].slice(-UNDO_LIMIT)
}

export const createScenarioSlice: StateCreator<VisualizerState, [], [], ScenarioSlice> = (
  set,
  get,
) => ({
  scenario: DEFAULT_SCENARIO,
  engine: loadedEngine(),
  scenarioOrigin: 'default',
  openedSharePayload: null,
  scenarioPast: [],
  scenarioFuture: [],
  lastEdit: null,
  notices: [],
  noticeSeq: 0,
  editScenario: (edit, mode = 'immediate', alongside = {}) => {
    const state = get()
    const before = state.scenario
    const after = edit(before)
    if (after === before) return { ok: true, changed: false }
    const parsed = engine().parseScenarioRuntime(after)
    if (!parsed.ok) return { ok: false, errors: parsed.errors }
    // the parse's runtime goes with the scenario: no screen parses it again
    engine().runsFor(after, parsed.value.runtime)
    const now = Date.now()
    set({
      ...alongside,
      scenario: after,
      engine: engine(),
      scenarioOrigin: 'edit',
      scenarioPast: pastAfterEdit(state, before, after, mode, now),
      scenarioFuture: [],
      lastEdit: typeof mode === 'object' ? { key: mode.coalesce, at: now } : null,
    })
    return { ok: true, changed: true }
  },
  loadScenario: (scenario, origin) =>
    set({
      scenario,
      // whoever loads a scenario parsed it with the engine (or it is the lesson)
      engine: loadedEngine(),
      scenarioOrigin: origin,
      scenarioPast: [],
      scenarioFuture: [],
      lastEdit: null,
    }),
  undo: () => {
    const { scenarioPast, scenarioFuture, scenario } = get()
    const patch = scenarioPast[scenarioPast.length - 1]
    if (!patch) return
    set({
      scenario: engine().applyPatch(scenario, patch, 'undo'),
      scenarioOrigin: 'edit',
      scenarioPast: scenarioPast.slice(0, -1),
      scenarioFuture: [...scenarioFuture, patch],
      lastEdit: null,
    })
  },
  redo: () => {
    const { scenarioPast, scenarioFuture, scenario } = get()
    const patch = scenarioFuture[scenarioFuture.length - 1]
    if (!patch) return
    set({
      scenario: engine().applyPatch(scenario, patch, 'redo'),
      scenarioOrigin: 'edit',
      scenarioPast: [...scenarioPast, patch].slice(-UNDO_LIMIT),
      scenarioFuture: scenarioFuture.slice(0, -1),
      lastEdit: null,
    })
  },
  pushNotice: (notice) => {
    const { notices, noticeSeq } = get()
    // the same problem twice (StrictMode runs effects twice) is shown once
    const duplicate = notices.some(
      (n) => n.code === notice.code && JSON.stringify(n.vars) === JSON.stringify(notice.vars),
    )
    if (duplicate) return
    set({ noticeSeq: noticeSeq + 1, notices: [...notices, { ...notice, id: noticeSeq + 1 }] })
  },
  dismissNotice: (id) => set({ notices: get().notices.filter((n) => n.id !== id) }),
})
