import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ScenarioFile } from '../../../src/core/index.ts'
import { getInitialState, useVisualizerStore } from '../../../src/store/index.ts'
import {
  initPersistence,
  openSavedWork,
  readSavedValue,
  SAVE_DEBOUNCE_MS,
  STORAGE_KEY,
  type PersistenceEnv,
} from '../../../src/app/persistence.ts'
import { DEFAULT_SCENARIO } from '../../../src/store/scenarioSlice.ts'
import { encodeScenario } from '../../../src/app/shareLink.ts'
import { MAX_HASH_CHARS } from '../../../src/app/shareHash.ts'

class MemoryStorage {
  readonly data = new Map<string, string>()
  getItem(key: string) {
    return this.data.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.data.set(key, value)
  }
}

function fakeEnv(href = 'http://app.test/', storage: MemoryStorage | null = new MemoryStorage()) {
  let current = href
  const events = new EventTarget()
  const env: PersistenceEnv = {
    storage,
    getHref: () => current,
    replaceHref: (next) => {
      current = next
    },
    events,
  }
  return { env, storage, events, href: () => current }
}

const saved = (scenario: ScenarioFile) => JSON.stringify({ version: 1, scenario })
const store = () => useVisualizerStore.getState()
const mine: ScenarioFile = { ...DEFAULT_SCENARIO, name: 'my saved work' }
const shared: ScenarioFile = {
  ...DEFAULT_SCENARIO,
  name: 'shared',
  cell: { phase: 'manual', implementation: 'local' },
}

describe('saved work', () => {
  it('reads an envelope, and tells corrupt JSON, wrong versions and invalid scenarios apart', () => {
    expect(readSavedValue(null)).toEqual({ kind: 'none' })
    expect(readSavedValue(saved(mine))).toEqual({ kind: 'ok', scenario: mine })
    expect(readSavedValue('{oops')).toMatchObject({ kind: 'corrupt', code: 'savedCorrupt' })
    expect(readSavedValue('[1]')).toMatchObject({ kind: 'corrupt', code: 'savedNotObject' })
    expect(readSavedValue(JSON.stringify({ version: 7, scenario: mine }))).toMatchObject({
      kind: 'corrupt',
      code: 'savedWrongVersion',
      version: 7,
    })
    expect(
      readSavedValue(JSON.stringify({ version: 1, scenario: { history: 'x' } })),
    ).toMatchObject({
      kind: 'corrupt',
      code: 'savedInvalid',
      errors: expect.arrayContaining([expect.objectContaining({ path: 'history' })]),
    })
  })
})

describe('initPersistence', () => {
  beforeEach(() => useVisualizerStore.setState(getInitialState(), true))
  afterEach(() => vi.useRealTimers())

  it('restores saved work, and saves edits (debounced) but not loads', () => {
    vi.useFakeTimers()
    const { env, storage } = fakeEnv()
    storage!.setItem(STORAGE_KEY, saved(mine))
    const stop = initPersistence(useVisualizerStore, env)
    expect(store().scenario).toEqual(mine)
    expect(store().scenarioOrigin).toBe('saved')
    const edited = { ...mine, name: 'edited' }
    store().editScenario(() => edited)
    expect(readSavedValue(storage!.getItem(STORAGE_KEY))).toEqual({ kind: 'ok', scenario: mine })
    vi.advanceTimersByTime(SAVE_DEBOUNCE_MS + 1)
    expect(readSavedValue(storage!.getItem(STORAGE_KEY))).toEqual({ kind: 'ok', scenario: edited })
    stop()
  })

  it('keeps corrupt saved state aside, alerts, and starts from the default', () => {
    const { env, storage } = fakeEnv()
    storage!.setItem(STORAGE_KEY, '{"version":1,"scenario":')
    const stop = initPersistence(useVisualizerStore, env)
    expect(store().scenario).toBe(DEFAULT_SCENARIO)
    expect(store().notices).toEqual([
      expect.objectContaining({ kind: 'error', code: 'savedCorrupt' }),
    ])
    expect(storage!.getItem(`${STORAGE_KEY}:corrupt`)).toBe('{"version":1,"scenario":')
    expect(storage!.getItem(STORAGE_KEY)).toBe('{"version":1,"scenario":')
    stop()
  })

  it('opens a share link over saved work without overwriting it until the user edits', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const payload = await encodeScenario(shared)
    const { env, storage, href } = fakeEnv(`http://app.test/?cell=pre_turn:remote#s=${payload}`)
    storage!.setItem(STORAGE_KEY, saved(mine))
    const stop = initPersistence(useVisualizerStore, env)
    await vi.waitFor(() => expect(store().scenario).toEqual(shared))
    expect(store().cell).toEqual(shared.cell)
    expect(store().notices.map((n) => n.code)).toEqual(['shareLoaded'])
    vi.advanceTimersByTime(SAVE_DEBOUNCE_MS * 3)
    expect(readSavedValue(storage!.getItem(STORAGE_KEY))).toEqual({ kind: 'ok', scenario: mine })
    const edited = { ...shared, name: 'edited share' }
    store().editScenario(() => edited)
    expect(href()).toBe('http://app.test/?cell=pre_turn:remote')
    vi.advanceTimersByTime(SAVE_DEBOUNCE_MS + 1)
    expect(readSavedValue(storage!.getItem(STORAGE_KEY))).toEqual({ kind: 'ok', scenario: edited })
    stop()
  })

  it('alerts on a broken share link and falls back to saved work', async () => {
    const { env, storage } = fakeEnv('http://app.test/#s=bm90IGRlZmxhdGU')
    storage!.setItem(STORAGE_KEY, saved(mine))
    const stop = initPersistence(useVisualizerStore, env)
    await vi.waitFor(() =>
      expect(store().notices).toEqual([
        expect.objectContaining({
          kind: 'error',
          code: 'shareBroken',
          vars: { fallback: 'saved' },
        }),
      ]),
    )
    expect(store().scenario).toEqual(mine)
    stop()
  })

  it('takes a pasted hash past the limit out of the address at once, and says why', async () => {
    const { env, events, href } = fakeEnv('http://app.test/?tab=grid')
    const stop = initPersistence(useVisualizerStore, env)
    const pasted = `http://app.test/?tab=grid#s=${'a'.repeat(MAX_HASH_CHARS + 1)}`
    env.replaceHref(pasted)
    events.dispatchEvent(new Event('hashchange'))
    expect(href()).toBe('http://app.test/?tab=grid')
    await vi.waitFor(() => expect(store().notices.map((n) => n.code)).toContain('shareTooLong'))
    stop()
  })

  it('sets a corrupt value aside without overwriting an earlier one', () => {
    const storage = new MemoryStorage()
    const openWith = (raw: string) => {
      useVisualizerStore.setState(getInitialState(), true)
      storage.setItem(STORAGE_KEY, raw)
      initPersistence(useVisualizerStore, fakeEnv('http://app.test/', storage).env)()
      return store().notices.map((n) => n.vars?.['key'])
    }
    expect(openWith('first')).toEqual([`${STORAGE_KEY}:corrupt`])
    // the same value again is already kept: it is not copied twice
    expect(openWith('first')).toEqual([`${STORAGE_KEY}:corrupt`])
    expect(openWith('second')).toEqual([`${STORAGE_KEY}:corrupt:2`])
    expect(storage.getItem(`${STORAGE_KEY}:corrupt`)).toBe('first')
    expect(storage.getItem(`${STORAGE_KEY}:corrupt:2`)).toBe('second')
    expect(storage.getItem(`${STORAGE_KEY}:corrupt:3`)).toBeNull()
  })

  it('reports a storage that refuses writes, once', () => {
    vi.useFakeTimers()
    const refusing = Object.assign(new MemoryStorage(), {
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    })
    const stop = initPersistence(useVisualizerStore, fakeEnv('http://app.test/', refusing).env)
    store().editScenario(() => mine)
    vi.advanceTimersByTime(SAVE_DEBOUNCE_MS + 1)
    store().editScenario(() => ({ ...mine, name: 'again' }))
    vi.advanceTimersByTime(SAVE_DEBOUNCE_MS + 1)
    expect(store().notices.map((n) => n.code)).toEqual(['saveFailed'])
    stop()
  })

  it('warns once when there is no storage at all', () => {
    const { env } = fakeEnv('http://app.test/', null)
    const stop = initPersistence(useVisualizerStore, env)
    expect(store().notices.map((n) => n.code)).toEqual(['storageUnavailable'])
    stop()
  })

  it('flushes a pending save when stopped', () => {
    vi.useFakeTimers()
    const { env, storage } = fakeEnv()
    const stop = initPersistence(useVisualizerStore, env)
    store().editScenario(() => mine)
    stop()
    expect(readSavedValue(storage!.getItem(STORAGE_KEY))).toEqual({ kind: 'ok', scenario: mine })
  })

  it('undoes and redoes with Ctrl+Z and Shift+Ctrl+Z', () => {
    const { env, events } = fakeEnv()
    const stop = initPersistence(useVisualizerStore, env)
    store().editScenario(() => mine)
    const key = (init: Record<string, unknown>) => {
      const event = new Event('keydown', { cancelable: true })
      Object.assign(event, {
        ctrlKey: false,
        metaKey: false,
        shiftKey: false,
        altKey: false,
        ...init,
      })
      events.dispatchEvent(event)
      return event
    }
    expect(key({ key: 'z', ctrlKey: true }).defaultPrevented).toBe(true)
    expect(store().scenario).toEqual(DEFAULT_SCENARIO)
    key({ key: 'Z', metaKey: true, shiftKey: true })
    expect(store().scenario).toEqual(mine)
    expect(key({ key: 'z' }).defaultPrevented).toBe(false)
    stop()
  })
})

describe('saved work opened before the first frame', () => {
  beforeEach(() => useVisualizerStore.setState(getInitialState(), true))
  afterEach(() => vi.useRealTimers())

  const revised = (scenario: ScenarioFile, revision: number) =>
    JSON.stringify({ version: 1, revision, scenario })

  it('is in the store before persistence starts, which reads it no more and saves over it', () => {
    vi.useFakeTimers()
    const { env, storage } = fakeEnv()
    storage!.setItem(STORAGE_KEY, revised(mine, 3))
    openSavedWork(useVisualizerStore, env)
    expect(store().scenario).toEqual(mine)
    expect(store().scenarioOrigin).toBe('saved')
    const read = vi.spyOn(storage!, 'getItem')
    const loaded = store().scenario
    const stop = initPersistence(useVisualizerStore, env)
    // nothing read or opened again: the same scenario object, and the record is used up
    expect(read).not.toHaveBeenCalled()
    expect(store().scenario).toBe(loaded)
    expect(store().openedSavedWork).toBeUndefined()
    // the revision it opened is this tab's: its next save is the next one, not a conflict
    store().editScenario(() => ({ ...mine, name: 'edited' }))
    vi.advanceTimersByTime(SAVE_DEBOUNCE_MS + 1)
    expect(JSON.parse(storage!.getItem(STORAGE_KEY)!)).toMatchObject({
      revision: 4,
      scenario: { name: 'edited' },
    })
    expect(store().notices).toEqual([])
    stop()
  })

  it('leaves a newer save from another tab to the conflict it raises', () => {
    vi.useFakeTimers()
    const { env, storage } = fakeEnv()
    storage!.setItem(STORAGE_KEY, revised(mine, 3))
    openSavedWork(useVisualizerStore, env)
    const stop = initPersistence(useVisualizerStore, env)
    storage!.setItem(STORAGE_KEY, revised({ ...mine, name: 'other tab' }, 4))
    store().editScenario(() => ({ ...mine, name: 'edited' }))
    vi.advanceTimersByTime(SAVE_DEBOUNCE_MS + 1)
    expect(JSON.parse(storage!.getItem(STORAGE_KEY)!).scenario.name).toBe('other tab')
    expect(store().notices.map((n) => n.code)).toEqual(['savedElsewhere'])
    stop()
  })

  it('keeps an unreadable value it could not copy aside from being saved over', () => {
    vi.useFakeTimers()
    const storage = Object.assign(new MemoryStorage(), {
      // the copy aside is refused; the saved key itself may be written
      setItem(this: MemoryStorage, key: string, value: string) {
        if (key.endsWith(':corrupt')) throw new Error('QuotaExceededError')
        this.data.set(key, value)
      },
    })
    storage.data.set(STORAGE_KEY, '{"version":1,"scenario":')
    const { env } = fakeEnv('http://app.test/', storage)
    openSavedWork(useVisualizerStore, env)
    expect(store().openedSavedWork).toEqual({ revision: 0, keepUnreadable: true })
    const stop = initPersistence(useVisualizerStore, env)
    store().editScenario(() => mine)
    vi.advanceTimersByTime(SAVE_DEBOUNCE_MS + 1)
    expect(storage.data.get(STORAGE_KEY)).toBe('{"version":1,"scenario":')
    stop()
  })
})
