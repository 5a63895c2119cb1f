import { describe, expect, it } from 'vitest'
import { undoRedoOf, type ShortcutKeys } from '../../../src/app/persistence.ts'

const keys = (key: string, extra: Partial<ShortcutKeys> = {}): ShortcutKeys => ({
  key,
  ctrlKey: true,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  defaultPrevented: false,
  ...extra,
})

describe('undoRedoOf', () => {
  it('reads Ctrl/Cmd+Z as undo, with Shift (or Ctrl+Y) as redo', () => {
    expect(undoRedoOf(keys('z'))).toBe('undo')
    expect(undoRedoOf(keys('Z', { ctrlKey: false, metaKey: true }))).toBe('undo')
    expect(undoRedoOf(keys('Z', { shiftKey: true }))).toBe('redo')
    expect(undoRedoOf(keys('y'))).toBe('redo')
  })

  it('leaves other keys, Alt chords, Shift+Y, plain Z and handled events alone', () => {
    expect(undoRedoOf(keys('x'))).toBeUndefined()
    expect(undoRedoOf(keys('z', { altKey: true }))).toBeUndefined()
    expect(undoRedoOf(keys('y', { shiftKey: true }))).toBeUndefined()
    expect(undoRedoOf(keys('z', { ctrlKey: false }))).toBeUndefined()
    expect(undoRedoOf(keys('z', { defaultPrevented: true }))).toBeUndefined()
  })
})
