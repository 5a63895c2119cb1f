import { describe, expect, it } from 'vitest'
import { initPersistence, type ShortcutKeys } from '../../../src/app/persistence.ts'
import { createVisualizerStore } from '../../../src/store/index.ts'

type Keys = Omit<ShortcutKeys, 'defaultPrevented'> & { readonly handled: boolean }

const keys = (key: string, extra: Partial<Keys> = {}): Keys => ({
  key,
  ctrlKey: true,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  handled: false,
  ...extra,
})

/** What a keydown with `keys` does to a page's store: undo, redo or nothing. */
function shortcutOf({ handled, ...pressed }: Keys): 'undo' | 'redo' | undefined {
  const store = createVisualizerStore()
  const calls: ('undo' | 'redo')[] = []
  store.setState({ undo: () => void calls.push('undo'), redo: () => void calls.push('redo') })
  const events = new EventTarget()
  const stop = initPersistence(store, {
    storage: null,
    getHref: () => 'http://app.test/',
    replaceHref: () => undefined,
    events,
  })
  const event = Object.assign(new Event('keydown', { cancelable: true }), pressed)
  // another handler took the key first
  if (handled) event.preventDefault()
  events.dispatchEvent(event)
  stop()
  expect(calls.length).toBeLessThanOrEqual(1)
  // a shortcut taken is not left to the browser (its own undo would run as well)
  expect(event.defaultPrevented).toBe(handled || calls.length === 1)
  return calls[0]
}

describe('the undo and redo shortcuts', () => {
  it('read Ctrl/Cmd+Z as undo, with Shift (or Ctrl+Y) as redo', () => {
    expect(shortcutOf(keys('z'))).toBe('undo')
    expect(shortcutOf(keys('Z', { ctrlKey: false, metaKey: true }))).toBe('undo')
    expect(shortcutOf(keys('Z', { shiftKey: true }))).toBe('redo')
    expect(shortcutOf(keys('y'))).toBe('redo')
  })

  it('leave other keys, Alt chords, Shift+Y, plain Z and handled events alone', () => {
    expect(shortcutOf(keys('x'))).toBeUndefined()
    expect(shortcutOf(keys('z', { altKey: true }))).toBeUndefined()
    expect(shortcutOf(keys('y', { shiftKey: true }))).toBeUndefined()
    expect(shortcutOf(keys('z', { ctrlKey: false }))).toBeUndefined()
    expect(shortcutOf(keys('z', { handled: true }))).toBeUndefined()
  })
})
