import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  forgetOpened,
  LAST_OPENED_KEY,
  readLastOpened,
  rememberOpened,
} from '../../../../src/features/session/lastOpened.ts'

/** A Storage of a plain map (the unit project runs without a DOM). */
function fakeStorage(): Storage {
  const map = new Map<string, string>()
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size
    },
  }
}

afterEach(() => vi.unstubAllGlobals())

describe('lastOpened: the names the session screen had open', () => {
  it('keeps the folder and the session side by side, and forgets both', () => {
    vi.stubGlobal('localStorage', fakeStorage())
    expect(readLastOpened()).toBeUndefined()
    rememberOpened({ folder: 'sessions' })
    rememberOpened({ session: 'rollout-a.jsonl' })
    expect(readLastOpened()).toEqual({ folder: 'sessions', session: 'rollout-a.jsonl' })
    rememberOpened({ session: 'rollout-b.jsonl' })
    expect(readLastOpened()).toEqual({ folder: 'sessions', session: 'rollout-b.jsonl' })
    forgetOpened()
    expect(readLastOpened()).toBeUndefined()
  })

  it('reads a bad stored value as nothing, and a refusing storage loses nothing else', () => {
    const storage = fakeStorage()
    vi.stubGlobal('localStorage', storage)
    storage.setItem(LAST_OPENED_KEY, '{not json')
    expect(readLastOpened()).toBeUndefined()
    storage.setItem(LAST_OPENED_KEY, JSON.stringify({ folder: 3, session: ['x'] }))
    expect(readLastOpened()).toBeUndefined()
    storage.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    expect(() => rememberOpened({ folder: 'sessions' })).not.toThrow()
  })
})
