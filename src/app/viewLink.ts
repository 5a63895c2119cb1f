import type { ScenarioFile } from '../core/index.ts'
import type { VisualizerState } from '../store/index.ts'
import { engine } from '../store/engine.ts'
import { selectStepCount } from '../store/playbackSelectors.ts'
import type { Tab } from '../store/viewSlice.ts'
import { MAX_HASH_CHARS, oversizedHash, sharePayloadFromHash } from './shareHash.ts'
import { STORAGE_KEY } from './savedWorkKey.ts'
import { applyQuery, parseCellId, QUERY, queryFor, type LinkStore } from './gridQuery.ts'
import { LINK_PARAMS, parseLinkValue, type LinkRefusal } from './linkParams.ts'
import { deferredWrite } from './deferredWrite.ts'
import { entryIdOf, screenOf, screenOfAddress, withEntryId } from './viewHistory.ts'

/**
 * The whole view in one link, and the address's one reader and writer. The grid's cell, step
 * and speed are read and formatted by `gridQuery.ts`; this adds everything else a reader sees:
 * `tab`, `lang`, `explain`, `compare` (+ `cview`, `cstep`; the compare screen registers its own), `agents`, `hide`, `present`, `embed`
 * and the lesson position, and "Share this view" (`shareView.ts`, loaded with the View menu's
 * panel) adds the scenario (`#s=…`, the share-link encoding) when it is not the bundled one. Each
 * parameter is an entry of {@link LINK_PARAMS}: how to read it from the store and how to apply
 * it; a value equal to the default is left out, except `tab` and `lang` (a fresh browser may
 * default otherwise). A screen or a lesson step is an entry of its own in the browser's history
 * (`viewHistory.ts`); Back and Forward apply the entry's address to the store again.
 */

/**
 * Applies the link's view parameters to the store (`LINK_PARAMS`' view part): a missing value
 * changes nothing; a value the table refuses changes nothing either and is returned, naming its
 * field, while the rest of the link applies.
 */
function applyViewQuery(store: LinkStore, search: string): LinkRefusal[] {
  const params = new URLSearchParams(search)
  const refusals: LinkRefusal[] = []
  for (const param of LINK_PARAMS) {
    const value = param.part === 'view' ? params.get(param.name) : null
    if (value === null) continue
    const parsed = parseLinkValue(param, value)
    if ('refusal' in parsed) refusals.push(parsed.refusal)
    else store.setState(parsed.patch)
  }
  return refusals
}

/** The query string with the store's view parameters, keeping every other parameter. */
export function viewQueryFor(state: VisualizerState, search: string): string {
  const params = new URLSearchParams(search)
  for (const param of LINK_PARAMS) {
    if (param.part !== 'view') continue
    const value = param.read(state)
    if (value === undefined) params.delete(param.name)
    else params.set(param.name, value)
  }
  return `?${params.toString()}`
}

/** What the address must say now; while playing, the step is left for the pause to write. */
const addressKey = (state: VisualizerState): string => searchFor(state, '')

/** The grid's position or playback moved: written once the view is still. */
const positionMoved = (state: VisualizerState, previous: VisualizerState) =>
  state.cell !== previous.cell ||
  state.step !== previous.step ||
  state.speed !== previous.speed ||
  state.playing !== previous.playing

/** What the link read before the first render left for later (`applyLinkBeforeFirstRender`). */
export interface OpenedLink {
  /** the link's step, beyond the trace on screen when it was read. */
  readonly pendingStep?: number | undefined
}

/** The link's waiting step, taken when the scenario now shown has it (its one chance). */
function takeWaitingStep(store: LinkStore, step: number): void {
  if (step <= selectStepCount(store.getState())) store.setState({ step, playing: false })
}

/**
 * A link's step beyond the trace on screen gets one chance: the first scenario that arrives after
 * the first render (saved work that could not be opened before it) may have a longer trace. Once
 * the reader moves (a step, a cell), the old link's step must not jump in later. Returns the
 * function that stops waiting.
 */
function giveStepOneChance(store: LinkStore, step: number): () => void {
  const stop = store.subscribe((state, previous) => {
    if (state.step !== previous.step || state.cell !== previous.cell) return stop()
    if (state.scenario === previous.scenario) return
    stop()
    takeWaitingStep(store, step)
  })
  return stop
}

/**
 * The link's waiting step once the scenario may have changed before the first frame (saved work
 * opened): that change is the step's one chance, as it is for `giveStepOneChance` later. Returns
 * what is still left for later.
 */
export function settlePendingStep(
  store: LinkStore,
  opened: OpenedLink,
  scenarioBefore: VisualizerState['scenario'],
): OpenedLink {
  const step = opened.pendingStep
  if (step === undefined || store.getState().scenario === scenarioBefore) return opened
  takeWaitingStep(store, step)
  return {}
}

/** The query string the address has for `state`; while playing, the step is left as it is. */
function searchFor(state: VisualizerState, search: string): string {
  const view = viewQueryFor(state, search)
  return state.playing ? view : queryFor(state, view)
}

/**
 * How a write reaches the history: `first` and `restore` (the page opened, or Back and Forward
 * arrived at an entry) replace the entry; `follow` pushes one when the view is on another screen
 * or lesson step than the address (`viewHistory.ts`), and replaces it otherwise.
 */
type WriteMode = 'first' | 'follow' | 'restore'

/**
 * Writes the address for `state` unless it already says it (`last`: the view it said).
 * `written()` is the query string it last wrote or found there; each entry it writes carries an
 * id (`withEntryId`), and `entry()` is the id of the entry the page is on.
 */
function addressWriter() {
  let last = ''
  let searchWritten = ''
  let entry = entryIdOf(window.history.state)
  const write = (state: VisualizerState, mode: WriteMode = 'follow') => {
    try {
      const key = addressKey(state)
      if (key === last && mode === 'follow') return
      last = key
      const { location, history } = window
      let search = searchFor(state, location.search)
      // before the first render the store's language is only the default: a link without `lang`
      // must reach the language effect without one, so the browser's language can apply
      if (mode === 'first' && !new URLSearchParams(location.search).has('lang')) {
        const params = new URLSearchParams(search)
        params.delete('lang')
        search = params.size > 0 ? `?${params}` : ''
      }
      const was = location.search
      searchWritten = search
      if (search === was) return
      const url = `${location.pathname}${search}${location.hash}`
      const pushed = mode === 'follow' && screenOf(state) !== screenOfAddress(was)
      const entryState = withEntryId(pushed ? null : history.state)
      if (pushed) history.pushState(entryState, '', url)
      else history.replaceState(entryState, '', url)
      entry = entryIdOf(entryState)
    } catch {
      // a scenario the core fails on: the screen's error boundary reports it, the address keeps
      // its last good state, and the store's other listeners (React's) still run
    }
  }
  return {
    write,
    written: () => searchWritten,
    entry: () => entry,
    /** Back or Forward moved the page to another entry, whose address is `search`. */
    arrived: (search: string) => {
      entry = entryIdOf(window.history.state)
      searchWritten = search
    },
  }
}

/**
 * The store as a history entry's address says it, in one update: each view parameter the address
 * has, or what its absence means (the language excepted), and the grid's cell, step and speed.
 * On the Lessons screen the lesson's stage owns the cell and step, so the address's are not
 * applied there; leaving the Lessons screen, the stage first puts the reader's scenario back (as
 * its screen unmounts), so the grid's position is applied in the task after (`later`).
 */
function applyHistoryEntry(
  store: LinkStore,
  search: string,
  later: (apply: () => void) => void,
): void {
  const params = new URLSearchParams(search)
  let patch: Partial<VisualizerState> = {}
  const batch: LinkStore = {
    getState: () => ({ ...store.getState(), ...patch }),
    setState: (partial) => void (patch = { ...patch, ...partial }),
    subscribe: store.subscribe,
  }
  for (const param of LINK_PARAMS) {
    // the reader's own setting stays as it is; the grid's position is applied below
    if (param.absent === undefined) continue
    batch.setState(param.absent)
    const value = params.get(param.name)
    const parsed = value === null ? undefined : parseLinkValue(param, value)
    if (parsed && 'patch' in parsed) batch.setState(parsed.patch)
  }
  const leavingLessons = store.getState().tab === 'lessons'
  const tab = batch.getState().tab
  store.setState(patch)
  if (tab === 'lessons') return
  if (leavingLessons) later(() => void applyQuery(store, search))
  else applyQuery(store, search)
}

/**
 * The address of another screen, for its nav link: the view as it is now (language, panels,
 * the grid's position, the hash's shared scenario) with that screen open, so a new browser tab
 * opened from the link shows the same view there.
 */
export function screenAddress(state: VisualizerState, tab: Tab): string {
  const { location } = window
  const view = { ...state, tab }
  // a scenario the core fails on has no step to write: the link keeps the address's position
  const search = addressOf(view, location.search) ?? viewQueryFor(view, location.search)
  return `${location.pathname}${search}${location.hash}`
}

/** The query string for `state` over `search`, or undefined when the core fails on it. */
function addressOf(state: VisualizerState, search: string): string | undefined {
  try {
    return searchFor(state, search)
  } catch {
    return undefined
  }
}

/** A pending task, cancelled and replaced by the next. */
function taskSlot() {
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    run: (task: () => void) => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        timer = undefined
        task()
      }, 0)
    },
    pending: () => timer !== undefined,
    cancel: () => {
      clearTimeout(timer)
      timer = undefined
    },
  }
}

/**
 * The address's one writer, on every screen, while the returned function is not called: the view
 * (screen, language, panels) and the grid's cell, step and speed (`gridQuery.ts`). A screen, a
 * language or a panel is written at once; another screen or lesson step pushes a history entry
 * (the old entry first gets the position it was left at). A step, a cell or a speed is written
 * once the view has been still for a moment (`deferredWrite`), so a step's frame does not pay
 * for `replaceState`; during playback nothing waits, and the position follows when playback
 * pauses. After a scenario edit the address is written in a task of its own: its step needs the
 * edited scenario's trace, and reading it inside the edit would run the nine cells before the
 * edited control is painted. Back and Forward apply the entry's address to the store.
 */
export function startViewLinkSync(store: LinkStore, opened: OpenedLink = {}): () => void {
  const afterEdit = taskSlot()
  const afterReturn = taskSlot()
  let restoring = false
  const { write, written, entry, arrived } = addressWriter()
  write(store.getState(), 'first')
  const later = deferredWrite(() => write(store.getState()))
  const stopWaiting =
    opened.pendingStep === undefined ? () => {} : giveStepOneChance(store, opened.pendingStep)
  const unsubscribe = store.subscribe((state, previous) => {
    // a write already waiting for an edit will read the latest state; a return writes once
    if (afterEdit.pending() || restoring) return
    if (state.scenario === previous.scenario) {
      if (viewQueryFor(state, '') !== viewQueryFor(previous, '')) {
        later.cancel()
        // the entry being left keeps the position it was left at
        if (screenOf(state) !== screenOf(previous)) write(previous)
        return write(state)
      }
      // playing rewrites nothing: the address follows the view when playback pauses
      if (state.playing) return later.cancel()
      if (positionMoved(state, previous)) later.schedule()
      return
    }
    later.cancel()
    afterEdit.run(() => write(store.getState()))
  })
  const restore = () => write(store.getState(), 'restore')
  // an entry left by Back or Forward with its position not yet written: what it should say
  const unwritten = new Map<string, string>()
  const onPopState = () => {
    const { search } = window.location
    // only the hash moved (a pasted share link, which persistence opens): the view is the same,
    // even with a step still waiting to be written
    if (search === written()) return
    const left = entry()
    if (left !== undefined && later.pending()) {
      const view = addressOf(store.getState(), written())
      if (view !== undefined) unwritten.set(left, view)
    }
    later.cancel()
    afterEdit.cancel()
    arrived(search)
    const id = entry()
    const address = (id !== undefined ? unwritten.get(id) : undefined) ?? search
    if (id !== undefined) unwritten.delete(id)
    restoring = true
    try {
      applyHistoryEntry(store, address, (apply) =>
        afterReturn.run(() => {
          apply()
          restore()
        }),
      )
    } finally {
      restoring = false
    }
    if (!afterReturn.pending()) restore()
  }
  window.addEventListener('popstate', onPopState)
  return () => {
    window.removeEventListener('popstate', onPopState)
    afterEdit.cancel()
    afterReturn.cancel()
    stopWaiting()
    unsubscribe()
    later.flush()
  }
}

function runsCleanly(scenario: ScenarioFile): boolean {
  try {
    // the engine's one cache of cell runs, per scenario object: the first render reuses this run
    engine().runsFor(scenario).nine()
    return true
  } catch {
    return false
  }
}

/** The notice for each refused value, naming its field. */
function announceRefusals(store: LinkStore, refusals: readonly LinkRefusal[]): void {
  const code = {
    unknown: 'linkValueUnknown',
    malformed: 'linkValueMalformed',
    range: 'linkValueOutOfRange',
  } as const
  for (const { field, reason, value, min, max } of refusals)
    store.getState().pushNotice({
      kind: 'warning',
      code: code[reason],
      vars: {
        field,
        value,
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      },
    })
}

/** What a refused share link leaves on screen: the reader's saved work, or the lesson. */
function fallbackShown(): 'saved' | 'default' {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === null ? 'default' : 'saved'
  } catch {
    return 'default'
  }
}

/**
 * A hash past `MAX_HASH_CHARS` leaves the address before anything reads it (a notice says so),
 * so no address written and no nav link carries it again. Returns the address to read.
 */
function withoutOversizedHash(store: LinkStore, href: string): string {
  const oversized = oversizedHash(href)
  if (!oversized) return href
  window.history.replaceState(window.history.state, '', oversized.href)
  store.getState().pushNotice({
    kind: 'error',
    code: 'shareTooLong',
    vars: { fallback: fallbackShown(), chars: oversized.chars, max: MAX_HASH_CHARS },
  })
  return oversized.href
}

/**
 * Puts the link's whole view in the store before the first render, so the page never shows the
 * default cell or scenario first: the view parameters, then the shared scenario (decoded here,
 * a few milliseconds), then the cell, speed and step, which may need that scenario's trace. A
 * step beyond it is handed to `startViewLinkSync`, for the scenario that arrives next. Every
 * value refused gets a notice naming its field; the rest of the link applies.
 */
export async function applyLinkBeforeFirstRender(
  store: LinkStore,
  href: string,
): Promise<OpenedLink> {
  const url = new URL(withoutOversizedHash(store, href))
  const refusals = applyViewQuery(store, url.search)
  const payload = sharePayloadFromHash(url.hash)
  if (payload !== undefined) {
    const { decodeScenario } = await import('./shareLink.ts')
    const result = await decodeScenario(payload)
    // a broken link, or a scenario the core fails on, is left to persistence, which explains it
    if (result.ok && runsCleanly(result.value)) {
      store.getState().loadScenario(result.value, 'share')
      store.setState({ openedSharePayload: payload })
      if (!parseCellId(url.searchParams.get(QUERY.cell)))
        store.setState({ cell: result.value.cell })
    }
  }
  const grid = applyQuery(store, url.search)
  announceRefusals(store, [...refusals, ...grid.refusals])
  return { pendingStep: grid.pendingStep }
}
