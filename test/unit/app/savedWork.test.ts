import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ScenarioFile } from '../../../src/core/index.ts'
import {
  BACKUP_SUFFIX,
  initPersistence,
  readSavedValue,
  SAVE_DEBOUNCE_MS,
  STORAGE_KEY,
  type PersistenceEnv,
} from '../../../src/app/persistence.ts'
import { encodeScenario } from '../../../src/app/shareLink.ts'
import { getInitialState, useVisualizerStore } from '../../../src/store/index.ts'
import { DEFAULT_SCENARIO } from '../../../src/store/scenarioSlice.ts'

/** A storage with a byte quota, like a browser's: a write past it throws QuotaExceededError. */
class QuotaStorage {
  readonly data = new Map<string, string>()
  readonly quota: number
  constructor(quota: number) {
    this.quota = quota
  }
  private used(except?: string): number {
    let total = 0
    for (const [key, value] of this.data) if (key !== except) total += key.length + value.length
    return total
  }
  getItem(key: string) {
    return this.data.get(key) ?? null
  }
  setItem(key: string, value: string) {
    if (this.used(key) + key.length + value.length > this.quota)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    this.data.set(key, value)
  }
}

function fakeEnv(storage: QuotaStorage, href = 'http://app.test/') {
  let current = href
  const env: PersistenceEnv = {
    storage,
    getHref: () => current,
    replaceHref: (next) => {
      current = next
    },
    events: new EventTarget(),
  }
  return env
}

const envelope = (scenario: ScenarioFile, version: unknown = 1) =>
  JSON.stringify({ version, scenario })
const store = () => useVisualizerStore.getState()
const mine: ScenarioFile = { ...DEFAULT_SCENARIO, name: 'my saved work' }
const edit = (name: string) => store().editScenario((s) => ({ ...s, name }))
const codes = () => store().notices.map((n) => n.code)

beforeEach(() => {
  vi.useFakeTimers()
  useVisualizerStore.setState(getInitialState(), true)
})
afterEach(() => vi.useRealTimers())

describe('no work lost when storage is full', () => {
  it('overwrites nothing when a save hits the quota, and offers a download', () => {
    const storage = new QuotaStorage(envelope(mine).length + STORAGE_KEY.length + 200)
    storage.setItem(STORAGE_KEY, envelope(mine))
    const stop = initPersistence(useVisualizerStore, fakeEnv(storage))
    edit(`a much longer name ${'x'.repeat(500)}`)
    vi.advanceTimersByTime(SAVE_DEBOUNCE_MS + 1)
    expect(storage.getItem(STORAGE_KEY)).toBe(envelope(mine))
    const notice = store().notices.find((n) => n.code === 'saveFailed')
    expect(notice?.actions).toEqual([{ kind: 'downloadCurrent' }])
    stop()
  })

  it('never saves over work from another version that could not be copied aside', () => {
    const other = envelope({ ...mine, name: 'written by version 2' }, 2)
    // room for the value, not for a copy of it
    const storage = new QuotaStorage(other.length + STORAGE_KEY.length + 50)
    storage.setItem(STORAGE_KEY, other)
    const stop = initPersistence(useVisualizerStore, fakeEnv(storage))
    expect(codes()).toEqual(['savedWrongVersion', 'savedNotCopied'])
    const notice = store().notices.find((n) => n.code === 'savedWrongVersion')
    expect(notice?.actions).toEqual([{ kind: 'downloadKey', key: STORAGE_KEY }])
    edit('small')
    vi.advanceTimersByTime(SAVE_DEBOUNCE_MS + 1)
    expect(storage.getItem(STORAGE_KEY)).toBe(other)
    expect(codes()).toContain('saveBlocked')
    stop()
  })

  it('saves once the other version was copied aside', () => {
    const other = envelope({ ...mine, name: 'written by version 2' }, 2)
    const storage = new QuotaStorage(1_000_000)
    storage.setItem(STORAGE_KEY, other)
    const stop = initPersistence(useVisualizerStore, fakeEnv(storage))
    edit('mine now')
    vi.advanceTimersByTime(SAVE_DEBOUNCE_MS + 1)
    expect(storage.getItem(`${STORAGE_KEY}:corrupt`)).toBe(other)
    expect(JSON.parse(storage.getItem(STORAGE_KEY)!).scenario.name).toBe('mine now')
    stop()
  })
})

describe('share links never replace saved work without a backup', () => {
  it('copies saved work aside before the first save of a shared scenario, restorable', async () => {
    const storage = new QuotaStorage(1_000_000)
    storage.setItem(STORAGE_KEY, envelope(mine))
    const payload = await encodeScenario({ ...DEFAULT_SCENARIO, name: 'shared' })
    const stop = initPersistence(
      useVisualizerStore,
      fakeEnv(storage, `http://app.test/#s=${payload}`),
    )
    await vi.waitFor(() => expect(store().scenario.name).toBe('shared'))
    edit('shared, edited')
    vi.advanceTimersByTime(SAVE_DEBOUNCE_MS + 1)
    const backup = `${STORAGE_KEY}${BACKUP_SUFFIX}`
    expect(storage.getItem(backup)).toBe(envelope(mine))
    expect(JSON.parse(storage.getItem(STORAGE_KEY)!).scenario.name).toBe('shared, edited')
    const notice = store().notices.find((n) => n.code === 'savedBackedUp')
    expect(notice?.actions).toEqual([{ kind: 'restoreKey', key: backup }])
    stop()
  })

  it('does not save the shared scenario at all when the backup cannot be written', async () => {
    const storage = new QuotaStorage(envelope(mine).length + STORAGE_KEY.length + 2_000)
    storage.setItem(STORAGE_KEY, envelope(mine))
    const payload = await encodeScenario({ ...DEFAULT_SCENARIO, name: 'shared' })
    const stop = initPersistence(
      useVisualizerStore,
      fakeEnv(storage, `http://app.test/#s=${payload}`),
    )
    await vi.waitFor(() => expect(store().scenario.name).toBe('shared'))
    edit('shared, edited')
    vi.advanceTimersByTime(SAVE_DEBOUNCE_MS + 1)
    expect(storage.getItem(STORAGE_KEY)).toBe(envelope(mine))
    expect(codes()).toContain('saveBlocked')
    stop()
  })
})

describe('saved values that are not a scenario', () => {
  it.each(['null', '[]', '123', '"text"'])(
    'calls %s not a scenario object, not invalid JSON',
    (raw) => {
      expect(readSavedValue(raw)).toMatchObject({ kind: 'corrupt', code: 'savedNotObject' })
    },
  )

  it('says a version that is not a number is not a number, not another version', () => {
    expect(readSavedValue(envelope(mine, '1'))).toMatchObject({
      kind: 'corrupt',
      code: 'savedVersionType',
    })
  })
})
