import type { StoreApi } from 'zustand'
import type { ScenarioError, ScenarioFile } from '../core/index.ts'
import { engine } from '../store/engine.ts'
import type { VisualizerState } from '../store/index.ts'
import type {
  OpenedSavedWork,
  SaveConflictAnswer,
  SaveConflictChoice,
} from '../store/saveConflictSlice.ts'
import type { NoticeAction, NoticeCode, ScenarioNotice } from '../store/scenarioSlice.ts'
import {
  decodeScenario,
  isUncheckedPayload,
  MAX_PAYLOAD_CHARS,
  sharePayloadFromHash,
  withoutSharePayload,
  type ShareError,
} from './shareLink.ts'
import { SET_ASIDE_SUFFIX, STORAGE_KEY, STORAGE_VERSION } from './savedWorkKey.ts'
import { oversizedHash } from './shareHash.ts'
import { parseCellId, QUERY } from './gridQuery.ts'

/**
 * Saved work and share links, wired once per page by `usePersistence()`:
 * - on load, a share link in the hash (`#s=…`) wins over saved work; otherwise saved work
 *   (localStorage, versioned key) is restored; otherwise the default scenario stays;
 * - a broken link or corrupt saved state raises a dismissible alert and falls back; a corrupt
 *   saved value is copied aside under `…:corrupt` and never deleted; when storage is too full
 *   for the copy, it stays in place and no edit is saved over it (the user can download it);
 * - user edits (and only edits) are saved, debounced; after a share link was opened, the first
 *   save copies the user's own saved work under `…:backup` (restorable from the notice) before
 *   writing, and drops `#s=…` from the address so a reload shows the edited work;
 * - a save storage refuses (quota) overwrites nothing; the notice offers a download;
 * - every save carries a revision, one more than the one it replaces: a tab that would overwrite
 *   a newer save from another tab (seen at save time, or at once from a `storage` event once it
 *   has edits) saves nothing and asks: reload that work, keep both (the other tab's work set
 *   aside under `…:set-aside`, then this tab's saved), or overwrite it;
 * - Ctrl/Cmd+Z undoes and Shift+Ctrl/Cmd+Z (or Ctrl+Y) redoes, outside text fields.
 */

export { STORAGE_KEY, STORAGE_VERSION }
const CORRUPT_SUFFIX = ':corrupt'
export const BACKUP_SUFFIX = ':backup'
export const SAVE_DEBOUNCE_MS = 400

/** What is written under {@link STORAGE_KEY}. */
export interface SavedEnvelope {
  readonly version: typeof STORAGE_VERSION
  /** one more than the save it replaced (absent in saves from before revisions: 0). */
  readonly revision?: number
  readonly scenario: ScenarioFile
}

// written first after the version, so a tab reads it without parsing the whole scenario
const REVISION = /^\{"version":(\d+),"revision":(\d+),/

/** The revision of a saved value (0 for none, or for a save from before revisions). */
function revisionOf(raw: string | null): number {
  const match = raw === null ? null : REVISION.exec(raw)
  return match ? Number(match[2]) : 0
}

/** A saved value without its revision: the envelope as it was before revisions. */
export function withoutRevision(raw: string): string {
  return raw.replace(REVISION, (_, version: string) => `{"version":${version},`)
}

export type SavedRead =
  | { readonly kind: 'none' }
  | { readonly kind: 'ok'; readonly scenario: ScenarioFile }
  | {
      readonly kind: 'corrupt'
      readonly code: Extract<
        NoticeCode,
        | 'savedCorrupt'
        | 'savedNotObject'
        | 'savedVersionType'
        | 'savedWrongVersion'
        | 'savedInvalid'
      >
      readonly raw: string
      readonly version?: unknown
      readonly errors?: readonly ScenarioError[]
    }

/** The storage functions persistence needs (localStorage, or a fake in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

/** Interprets a saved value. Never throws once the engine is loaded (`main.tsx` loads it first). */
export function readSavedValue(raw: string | null): SavedRead {
  if (raw === null) return { kind: 'none' }
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return { kind: 'corrupt', code: 'savedCorrupt', raw }
  }
  // valid JSON that is not an envelope (`null`, `[]`, `123`) is not "invalid JSON"
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { kind: 'corrupt', code: 'savedNotObject', raw }
  const envelope = value as Record<string, unknown>
  if (typeof envelope['version'] !== 'number')
    return { kind: 'corrupt', code: 'savedVersionType', raw, version: envelope['version'] }
  if (envelope['version'] !== STORAGE_VERSION)
    return { kind: 'corrupt', code: 'savedWrongVersion', raw, version: envelope['version'] }
  const parsed = engine().parseScenario(envelope['scenario'])
  if (!parsed.ok) return { kind: 'corrupt', code: 'savedInvalid', raw, errors: parsed.errors }
  return { kind: 'ok', scenario: parsed.value }
}

/**
 * Stores `raw` under the first free `base`, `base:2`, … key (or the one already holding the same
 * value). Returns the key, or undefined when storage refused (quota, private mode).
 */
export function keepAside(storage: KeyValueStorage, base: string, raw: string): string | undefined {
  try {
    for (let n = 1; n < 1000; n++) {
      const key = n === 1 ? base : `${base}:${n}`
      const existing = storage.getItem(key)
      if (existing === raw) return key
      if (existing === null) {
        storage.setItem(key, raw)
        return key
      }
    }
  } catch {
    return undefined
  }
  return undefined
}

/**
 * Copies a corrupt saved value aside so it can be recovered by hand: `…:corrupt`, or
 * `…:corrupt:<n>` when that already holds something else. Returns the key, or undefined when
 * storage refused.
 */
function setAsideCorrupt(storage: KeyValueStorage, raw: string): string | undefined {
  return keepAside(storage, `${STORAGE_KEY}${CORRUPT_SUFFIX}`, raw)
}

/** The error running a scenario's nine cells throws, or undefined when they run. */
export function scenarioFailure(scenario: ScenarioFile): Error | undefined {
  try {
    // the engine's one cache of cell runs, per scenario object: the grid reuses this run
    engine().runsFor(scenario).nine()
    return undefined
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error))
  }
}

/** Writes saved work as `revision`; false when storage refused (quota, private mode). */
function writeSaved(storage: KeyValueStorage, scenario: ScenarioFile, revision = 0): boolean {
  const envelope: SavedEnvelope = { version: STORAGE_VERSION, revision, scenario }
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(envelope))
    return true
  } catch {
    return false
  }
}

/** The browser pieces persistence touches, injectable for tests. */
export interface PersistenceEnv {
  readonly storage: KeyValueStorage | null
  readonly getHref: () => string
  /** rewrites the address without navigating (history.replaceState). */
  readonly replaceHref: (href: string) => void
  /** where keydown, hashchange and pagehide are listened for. */
  readonly events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
}

function browserStorage(): KeyValueStorage | null {
  try {
    // reading the property itself throws when storage is disabled
    return window.localStorage
  } catch {
    return null
  }
}

/** The real browser environment. */
export function browserEnv(): PersistenceEnv {
  return {
    storage: browserStorage(),
    getHref: () => window.location.href,
    replaceHref: (href) => window.history.replaceState(window.history.state, '', href),
    events: window,
  }
}

function isTextEntry(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLTextAreaElement) return true
  if (target instanceof HTMLInputElement)
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color'].includes(
      target.type,
    )
  return false
}

type Notify = (
  kind: 'error' | 'warning' | 'info',
  code: NoticeCode,
  extra?: Pick<ScenarioNotice, 'vars' | 'errors' | 'actions'>,
) => void

function noticeSender(store: StoreApi<VisualizerState>): Notify {
  return (kind, code, extra = {}) => store.getState().pushNotice({ kind, code, ...extra })
}

/**
 * What must be copied aside before the next save may overwrite saved work: a value this page did
 * not load (`corrupt`, when copying it at start failed) or the user's own work replaced in memory
 * by a share link (`share`).
 */
interface SaveGuard {
  backup: 'corrupt' | 'share' | undefined
  /** the revision of the saved work this tab loaded or last wrote. */
  revision: number
  /** a newer save from another tab is waiting for the user's choice: nothing is saved. */
  conflict: boolean
}

/** Step 1: saved work is opened, or (unreadable, or failing the core) kept aside and reported. */
function restoreSaved(
  store: StoreApi<VisualizerState>,
  storage: KeyValueStorage,
  notify: Notify,
  guard: SaveGuard,
): void {
  let raw: string | null = null
  try {
    raw = storage.getItem(STORAGE_KEY)
  } catch {
    notify('warning', 'storageUnavailable')
  }
  guard.revision = revisionOf(raw)
  const saved = readSavedValue(raw)
  if (saved.kind === 'none' || raw === null) return
  // saved work that makes the core fail is set aside, not opened: a reload must never be blank
  const failure = saved.kind === 'ok' ? scenarioFailure(saved.scenario) : undefined
  if (saved.kind === 'ok' && !failure) {
    // a link opened before the first render (viewLink.ts) already wins over saved work
    const origin = store.getState().scenarioOrigin
    if (origin !== 'edit' && origin !== 'share')
      store.getState().loadScenario(saved.scenario, 'saved')
    return
  }
  const copied = setAsideCorrupt(storage, raw)
  const key = copied ?? STORAGE_KEY
  const actions = [{ kind: 'downloadKey', key } as const]
  if (saved.kind === 'corrupt') {
    const vars = { key, version: String(saved.version ?? '') }
    notify('error', saved.code, {
      vars,
      actions,
      ...(saved.errors ? { errors: saved.errors } : {}),
    })
  } else notify('error', 'savedCrashed', { vars: { key, message: failure!.message }, actions })
  if (copied === undefined) {
    // no copy elsewhere: the value stays where it is, and no save may overwrite it
    guard.backup = 'corrupt'
    notify('warning', 'savedNotCopied', { vars: { key }, actions })
  }
}

/** Step 1 on its own: the guard it leaves (storage missing is reported, nothing opened). */
function openSaved(
  store: StoreApi<VisualizerState>,
  env: PersistenceEnv,
  notify: Notify = noticeSender(store),
): SaveGuard {
  const guard: SaveGuard = { backup: undefined, revision: 0, conflict: false }
  if (env.storage === null) notify('warning', 'storageUnavailable')
  else restoreSaved(store, env.storage, notify, guard)
  return guard
}

function guardOf(opened: OpenedSavedWork): SaveGuard {
  const backup = opened.keepUnreadable ? 'corrupt' : undefined
  return { backup, revision: opened.revision, conflict: false }
}

/**
 * Opens saved work before the first frame (step 1 of `initPersistence`, which then starts from
 * what this found): the first frame draws the reader's work, not the lesson it would replace.
 */
export function openSavedWork(
  store: StoreApi<VisualizerState>,
  env: PersistenceEnv = browserEnv(),
): void {
  const guard = openSaved(store, env)
  const keepUnreadable = guard.backup === 'corrupt'
  store.setState({ openedSavedWork: { revision: guard.revision, keepUnreadable } })
}

/** Step 3: edits are saved, debounced; nothing saved is overwritten without a copy elsewhere. */
function createSaver(storage: KeyValueStorage | null, notify: Notify, guard: SaveGuard) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: ScenarioFile | undefined
  const warned = new Set<NoticeCode>()
  const warnOnce: Notify = (kind, code, extra) => {
    if (warned.has(code)) return
    warned.add(code)
    notify(kind, code, extra)
  }
  const download = [{ kind: 'downloadCurrent' } as const]
  /** Copies saved work aside when the guard asks for it; false when storage refused. */
  const backUp = (store: KeyValueStorage): boolean => {
    if (guard.backup === undefined) return true
    const raw = store.getItem(STORAGE_KEY)
    const suffix = guard.backup === 'share' ? BACKUP_SUFFIX : CORRUPT_SUFFIX
    const key = raw === null ? undefined : keepAside(store, `${STORAGE_KEY}${suffix}`, raw)
    if (raw !== null && key === undefined) return false
    if (key !== undefined && guard.backup === 'share')
      notify('info', 'savedBackedUp', { vars: { key }, actions: [{ kind: 'restoreKey', key }] })
    guard.backup = undefined
    return true
  }
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    if (pending === undefined || storage === null || guard.conflict) return
    const stored = storedRevision(storage, guard.revision)
    if (stored > guard.revision) {
      // another tab saved since this one loaded: the edit waits (pending) for the user's choice
      raiseConflict(notify, guard)
      return
    }
    const scenario = pending
    pending = undefined
    let backedUp = false
    try {
      backedUp = backUp(storage)
    } catch {
      backedUp = false
    }
    if (!backedUp) {
      const actions = [...download, { kind: 'downloadKey', key: STORAGE_KEY } as const]
      warnOnce('warning', 'saveBlocked', { actions })
      return
    }
    if (writeSaved(storage, scenario, stored + 1)) guard.revision = stored + 1
    else warnOnce('warning', 'saveFailed', { actions: download })
  }
  const drop = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    pending = undefined
  }
  const schedule = (scenario: ScenarioFile) => {
    pending = scenario
    if (timer !== undefined) clearTimeout(timer)
    timer = setTimeout(flush, SAVE_DEBOUNCE_MS)
  }
  return { flush, schedule, drop }
}

/** The revision saved now (what this tab knows, when storage cannot be read). */
function storedRevision(storage: KeyValueStorage, known: number): number {
  try {
    return revisionOf(storage.getItem(STORAGE_KEY))
  } catch {
    return known
  }
}

const CONFLICT_ACTIONS: readonly NoticeAction[] = [
  { kind: 'reloadSaved' },
  { kind: 'keepBoth' },
  { kind: 'overwriteSaved' },
]

/** Says, once per conflict, that saving would overwrite another tab's newer work. */
function raiseConflict(notify: Notify, guard: SaveGuard): void {
  if (guard.conflict) return
  guard.conflict = true
  notify('warning', 'savedElsewhere', { actions: CONFLICT_ACTIONS })
}

export type ConflictChoice = SaveConflictChoice

/**
 * The user's answer to a conflict: reload the other tab's work here, keep both (the other tab's
 * work copied aside, then this tab's saved over it) or overwrite it.
 */
function conflictResolver(
  store: StoreApi<VisualizerState>,
  storage: KeyValueStorage,
  notify: Notify,
  guard: SaveGuard,
  saver: ReturnType<typeof createSaver>,
): SaveConflictAnswer {
  return (choice, copied) => {
    if (!guard.conflict) return
    let raw: string | null
    try {
      raw = storage.getItem(STORAGE_KEY)
    } catch {
      return
    }
    if (choice === 'reloadSaved') {
      const read = readSavedValue(raw)
      if (read.kind !== 'ok') return
      saver.drop()
      store.getState().loadScenario(read.scenario, 'saved')
    } else if (choice === 'keepBoth' && raw !== null) {
      const key = keepAside(storage, `${STORAGE_KEY}${SET_ASIDE_SUFFIX}`, raw)
      if (key !== undefined)
        notify('info', 'savedKeptBoth', { vars: { key }, actions: [{ kind: 'downloadKey', key }] })
      // storage full: the other tab's work leaves as a file first, or nothing is overwritten
      else if (copied?.(raw)) notify('info', 'savedKeptBothFile')
      else return
    }
    guard.revision = revisionOf(raw)
    guard.conflict = false
    const { notices } = store.getState()
    store.setState({ notices: notices.filter((n) => n.code !== 'savedElsewhere') })
    if (choice !== 'reloadSaved') {
      saver.schedule(store.getState().scenario)
      saver.flush()
    }
  }
}

/**
 * Runs the user's choice on the conflict of a store's persistence (a notice's button; the answer
 * is in the store while persistence runs for it). `copied` keeps the other tab's work when "keep
 * both" finds storage full (a download): true once done.
 */
export function resolveSaveConflict(
  store: StoreApi<VisualizerState>,
  choice: ConflictChoice,
  copied?: (raw: string) => boolean,
): void {
  store.getState().answerSaveConflict?.(choice, copied)
}

/** A share link's scenario while it is not yet the user's own work (no edit since it opened). */
interface ShareState {
  scenario: ScenarioFile | undefined
}

/** Reports a share link that cannot be opened; the page keeps `fallback`. */
function notifyShareError(notify: Notify, error: ShareError, fallback: string): void {
  if (error.kind === 'invalid')
    notify('error', 'shareInvalid', { vars: { fallback }, errors: error.errors })
  else if (error.kind === 'too_large')
    notify('error', 'shareTooLarge', { vars: { fallback, bytes: error.bytes } })
  else if (error.kind === 'too_long')
    notify('error', 'shareTooLong', {
      vars: { fallback, chars: error.chars, max: MAX_PAYLOAD_CHARS },
    })
  else if (error.kind === 'checksum') notify('error', 'shareChecksum', { vars: { fallback } })
  else notify('error', 'shareBroken', { vars: { fallback } })
}

/** A shared scenario is open; an old link without a checksum says it could not be verified. */
function announceShare(notify: Notify, unchecked: boolean): void {
  if (unchecked) notify('warning', 'shareUnchecked')
  else notify('info', 'shareLoaded')
}

/**
 * Step 2: a share link wins over saved work, but is not saved until the user edits. Returns the
 * opener, for the page's address and every hash change; `stopped` makes a late decode a no-op.
 */
function shareLinkOpener(
  store: StoreApi<VisualizerState>,
  notify: Notify,
  guard: SaveGuard,
  share: ShareState,
  stopped: () => boolean,
): (href: string) => Promise<void> {
  // the user's own saved work is copied aside before the first save of the shared one
  const installed = (scenario: ScenarioFile) => {
    share.scenario = scenario
    if (guard.backup === undefined) guard.backup = 'share'
  }
  return async (href) => {
    const payload = sharePayloadFromHash(new URL(href).hash)
    if (payload === undefined) return
    const current = store.getState()
    if (payload === current.openedSharePayload && current.scenarioOrigin === 'share') {
      // decoded and installed before the first render, with the link's cell: only announce it
      installed(current.scenario)
      // a sweep point's payload (`~…`, sweepPointLink.ts) is regenerated exactly: no checksum to miss
      announceShare(notify, isUncheckedPayload(payload) && !payload.startsWith('~'))
      return
    }
    const result = await decodeScenario(payload)
    if (stopped()) return
    const fallback = store.getState().scenarioOrigin === 'saved' ? 'saved' : 'default'
    if (!result.ok) return notifyShareError(notify, result.error, fallback)
    const failure = scenarioFailure(result.value)
    if (failure) {
      notify('error', 'shareCrashed', { vars: { fallback, message: failure.message } })
      return
    }
    installed(result.value)
    store.getState().loadScenario(result.value, 'share')
    // the link's own ?cell= wins over the scenario's cell
    if (!parseCellId(new URL(href).searchParams.get(QUERY.cell)))
      store.getState().selectCell(result.value.cell)
    announceShare(notify, result.unchecked === true)
  }
}

/** Step 3: user edits (and only edits) are saved, debounced. Returns the unsubscribe. */
function saveEdits(
  store: StoreApi<VisualizerState>,
  env: PersistenceEnv,
  saver: ReturnType<typeof createSaver>,
  share: ShareState,
): () => void {
  // persistence starts with the engine (usePersistence.ts): an edit may have come first
  if (store.getState().scenarioOrigin === 'edit') saver.schedule(store.getState().scenario)
  return store.subscribe((state, previous) => {
    if (state.scenario === previous.scenario || state.scenarioOrigin !== 'edit') return
    if (share.scenario !== undefined) {
      // the shared state is now the user's own work: a reload must show the edit, not the link
      share.scenario = undefined
      const href = env.getHref()
      if (sharePayloadFromHash(new URL(href).hash) !== undefined)
        env.replaceHref(withoutSharePayload(href))
    }
    saver.schedule(state.scenario)
  })
}

/** The keys of an undo/redo shortcut. */
export type ShortcutKeys = Pick<
  KeyboardEvent,
  'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'defaultPrevented'
>

/**
 * Ctrl/Cmd+Z is undo, Shift+Ctrl/Cmd+Z or Ctrl/Cmd+Y is redo; anything else (Alt held, or a key
 * another handler took) is neither.
 */
function undoRedoOf(e: ShortcutKeys): 'undo' | 'redo' | undefined {
  if (e.defaultPrevented || !(e.ctrlKey || e.metaKey) || e.altKey) return undefined
  const key = e.key.toLowerCase()
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo'
  if (key === 'y' && !e.shiftKey) return 'redo'
  return undefined
}

/** Step 4: keyboard undo/redo, leaving text fields their own undo. */
function undoRedoKeys(store: StoreApi<VisualizerState>): (event: Event) => void {
  return (event) => {
    const e = event as KeyboardEvent
    const action = isTextEntry(e.target) ? undefined : undoRedoOf(e)
    if (action === undefined) return
    store.getState()[action]()
    e.preventDefault()
  }
}

/**
 * Starts persistence for a store. Returns a cleanup that stops listening and flushes a pending
 * save. Safe to run twice (StrictMode): a late share-link decode of a stopped run is ignored.
 */
export function initPersistence(
  store: StoreApi<VisualizerState>,
  env: PersistenceEnv = browserEnv(),
): () => void {
  let stopped = false
  const { storage } = env
  const notify = noticeSender(store)
  const share: ShareState = { scenario: undefined }
  // saved work opened before the first frame is not read again: step 1 is done. Once: a later
  // start (persistence stopped and started again) reads storage as it is then
  const opened = store.getState().openedSavedWork
  if (opened) store.setState({ openedSavedWork: undefined })
  const guard = opened ? guardOf(opened) : openSaved(store, env, notify)
  const openShareLink = shareLinkOpener(store, notify, guard, share, () => stopped)
  void openShareLink(env.getHref())
  const saver = createSaver(storage, notify, guard)
  const unsubscribe = saveEdits(store, env, saver, share)
  const resolver = storage ? conflictResolver(store, storage, notify, guard, saver) : undefined
  store.setState({ answerSaveConflict: resolver })
  // another tab saved: once this tab has edits of its own, its next save would overwrite that
  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent
    if (key !== STORAGE_KEY || revisionOf(newValue) <= guard.revision) return
    if (store.getState().scenarioOrigin === 'edit') raiseConflict(notify, guard)
  }

  const onKeyDown = undoRedoKeys(store)
  const onHashChange = () => {
    const href = env.getHref()
    // a pasted hash past the limit leaves the address at once (the reader below refuses it with
    // its notice): every address the page writes from now on would carry it again
    const oversized = oversizedHash(href)
    if (oversized) env.replaceHref(oversized.href)
    void openShareLink(href)
  }
  const onPageHide = () => saver.flush()
  env.events.addEventListener('keydown', onKeyDown)
  env.events.addEventListener('hashchange', onHashChange)
  env.events.addEventListener('pagehide', onPageHide)
  env.events.addEventListener('storage', onStorage)

  return () => {
    stopped = true
    if (store.getState().answerSaveConflict === resolver)
      store.setState({ answerSaveConflict: undefined })
    env.events.removeEventListener('storage', onStorage)
    saver.flush()
    unsubscribe()
    env.events.removeEventListener('keydown', onKeyDown)
    env.events.removeEventListener('hashchange', onHashChange)
    env.events.removeEventListener('pagehide', onPageHide)
  }
}
