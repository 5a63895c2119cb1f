import { afterEach, describe, expect, it } from 'vitest'
import {
  captureEarlyKeys,
  takeEarlyKeys,
} from '../../../src/features/playback/useKeyboardShortcuts.ts'
import { resetStore, useVisualizerStore } from '../../../src/store/index.ts'

const press = (key: string, init: KeyboardEventInit = {}) =>
  window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }))
const kept = () => useVisualizerStore.getState().earlyKeys?.map((k) => k.key)

describe('keys pressed before the grid mounts', () => {
  afterEach(() => resetStore())

  it('are kept in the store and taken once; capture stops when they are taken', () => {
    captureEarlyKeys()
    press('ArrowRight')
    press('x', { ctrlKey: true })
    press('End', { shiftKey: true })
    expect(kept()).toEqual(['ArrowRight', 'End'])
    expect(takeEarlyKeys()).toEqual([
      { key: 'ArrowRight', shiftKey: false, repeat: false },
      { key: 'End', shiftKey: true, repeat: false },
    ])
    expect(takeEarlyKeys()).toEqual([])
    // the startup listener is gone: keeping again hears nothing from it
    useVisualizerStore.getState().setEarlyKeys([])
    press('Home')
    expect(kept()).toEqual([])
  })

  it('are forgotten by resetStore(), which also ends the capture', () => {
    captureEarlyKeys()
    press('ArrowLeft')
    resetStore()
    expect(kept()).toBeUndefined()
    expect(takeEarlyKeys()).toEqual([])
    useVisualizerStore.getState().setEarlyKeys([])
    press('Home')
    expect(kept()).toEqual([])
  })
})
