import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ScenarioFile } from '../../../src/core/index.ts'
import {
  initPersistence,
  readSavedValue,
  resolveSaveConflict,
  SAVE_DEBOUNCE_MS,
  STORAGE_KEY,
  type PersistenceEnv,
} from '../../../src/app/persistence.ts'
import { SET_ASIDE_SUFFIX } from '../../../src/app/setAside.ts'
import { createVisualizerStore } from '../../../src/store/index.ts'
import { DEFAULT_SCENARIO } from '../../../src/store/scenarioSlice.ts'

/** One localStorage shared by two tabs; a write fires `storage` in every other tab, as browsers do. */
function sharedStorage() {
  const data = new Map<string, string>()
  const tabs: EventTarget[] = []
  const storageFor = (self: EventTarget) => ({
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value)
      for (const tab of tabs) {
        if (tab === self) continue
        tab.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: value }))
      }
    },
  })
  const openTab = () => {
    const events = new EventTarget()
    tabs.push(events)
    const env: PersistenceEnv = {
      storage: storageFor(events),
      getHref: () => 'http://app.test/',
      replaceHref: () => undefined,
      events,
    }
    const store = createVisualizerStore()
    return { store, stop: initPersistence(store, env) }
  }
  return { data, openTab }
}

const named = (name: string): ScenarioFile => ({ ...DEFAULT_SCENARIO, name })
const saveNow = () => vi.advanceTimersByTime(SAVE_DEBOUNCE_MS + 1)
const codes = (tab: { store: ReturnType<typeof createVisualizerStore> }) =>
  tab.store.getState().notices.map((n) => n.code)

function twoTabsInConflict() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const storage = sharedStorage()
  storage.data.set(STORAGE_KEY, JSON.stringify({ version: 1, scenario: named('first') }))
  const a = storage.openTab()
  const b = storage.openTab()
  a.store.getState().editScenario(() => named('from A'))
  saveNow()
  b.store.getState().editScenario(() => named('from B'))
  saveNow()
  return { ...storage, a, b }
}

/** The revision a save wrote into its envelope. */
const revisionOf = (raw: string) => (JSON.parse(raw) as { revision?: number }).revision

const savedName = (data: Map<string, string>, key = STORAGE_KEY) => {
  const read = readSavedValue(data.get(key) ?? null)
  return read.kind === 'ok' ? read.scenario.name : read.kind
}

describe('two tabs editing the same saved work', () => {
  afterEach(() => vi.useRealTimers())

  it('saves carry a rising revision', () => {
    const { data, a, b } = twoTabsInConflict()
    expect(revisionOf(data.get(STORAGE_KEY)!)).toBe(1)
    expect(savedName(data)).toBe('from A')
    a.stop()
    b.stop()
  })

  it('the tab that would overwrite a newer save says so and saves nothing', () => {
    const { data, a, b } = twoTabsInConflict()
    expect(codes(b)).toEqual(['savedElsewhere'])
    expect(b.store.getState().notices[0]?.actions?.map((x) => x.kind)).toEqual([
      'reloadSaved',
      'keepBoth',
      'overwriteSaved',
    ])
    // A saved last: it is not behind
    expect(codes(a)).toEqual([])
    b.store.getState().editScenario(() => named('from B, again'))
    saveNow()
    expect(savedName(data)).toBe('from A')
    a.stop()
    b.stop()
  })

  it('a tab with edits hears of a newer save from the storage event, before its own save', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { data, openTab } = sharedStorage()
    const a = openTab()
    const b = openTab()
    b.store.getState().editScenario(() => named('from B'))
    a.store.getState().editScenario(() => named('from A'))
    // B's save is still pending when A's lands
    vi.advanceTimersByTime(SAVE_DEBOUNCE_MS / 2)
    a.stop()
    expect(codes(b)).toEqual(['savedElsewhere'])
    expect(savedName(data)).toBe('from A')
    saveNow()
    expect(savedName(data)).toBe('from A')
    b.stop()
  })

  it('a tab without edits is not disturbed by another tab’s save', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { openTab } = sharedStorage()
    const a = openTab()
    const b = openTab()
    a.store.getState().editScenario(() => named('from A'))
    saveNow()
    expect(codes(b)).toEqual([])
    a.stop()
    b.stop()
  })

  it('reload takes the other tab’s work', () => {
    const { data, a, b } = twoTabsInConflict()
    resolveSaveConflict(b.store, 'reloadSaved')
    expect(b.store.getState().scenario.name).toBe('from A')
    expect(codes(b)).toEqual([])
    saveNow()
    expect(savedName(data)).toBe('from A')
    a.stop()
    b.stop()
  })

  it('overwrite saves this tab’s work over it, with the next revision', () => {
    const { data, a, b } = twoTabsInConflict()
    resolveSaveConflict(b.store, 'overwriteSaved')
    expect(savedName(data)).toBe('from B')
    expect(revisionOf(data.get(STORAGE_KEY)!)).toBe(2)
    expect(codes(b)).toEqual([])
    // now A is behind: its next save is the one that asks
    a.store.getState().editScenario(() => named('from A, later'))
    saveNow()
    expect(codes(a)).toContain('savedElsewhere')
    expect(savedName(data)).toBe('from B')
    a.stop()
    b.stop()
  })

  it('keep both sets the other tab’s work aside, then saves this one', () => {
    const { data, a, b } = twoTabsInConflict()
    resolveSaveConflict(b.store, 'keepBoth')
    expect(savedName(data)).toBe('from B')
    expect(savedName(data, `${STORAGE_KEY}${SET_ASIDE_SUFFIX}`)).toBe('from A')
    expect(codes(b)).toEqual(['savedKeptBoth'])
    a.stop()
    b.stop()
  })

  it('keep both with storage full downloads the other tab’s work, then saves this one', () => {
    const { data, a, b } = twoTabsInConflict()
    const set = data.set.bind(data)
    vi.spyOn(data, 'set').mockImplementation((key, value) => {
      if (key.includes(SET_ASIDE_SUFFIX)) throw new DOMException('full', 'QuotaExceededError')
      return set(key, value)
    })
    const downloaded: string[] = []
    resolveSaveConflict(b.store, 'keepBoth', (raw) => downloaded.push(raw) > 0)
    expect(
      downloaded.map((raw) => (JSON.parse(raw) as { scenario: ScenarioFile }).scenario.name),
    ).toEqual(['from A'])
    expect(savedName(data)).toBe('from B')
    expect(codes(b)).toEqual(['savedKeptBothFile'])
    a.stop()
    b.stop()
  })

  it('each tab answers its own conflict, and only while its persistence runs', () => {
    const { data, a, b } = twoTabsInConflict()
    // A is not behind: its answer changes nothing in B, though B's persistence started last
    resolveSaveConflict(a.store, 'overwriteSaved')
    expect(codes(b)).toEqual(['savedElsewhere'])
    expect(savedName(data)).toBe('from A')
    b.stop()
    expect(b.store.getState().answerSaveConflict).toBeUndefined()
    resolveSaveConflict(b.store, 'overwriteSaved')
    expect(savedName(data)).toBe('from A')
    a.stop()
  })
})
