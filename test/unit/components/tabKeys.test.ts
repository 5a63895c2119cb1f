import { describe, expect, it } from 'vitest'
import { tabIndexAfterKey } from '../../../src/components/tabKeys.ts'

describe('tabIndexAfterKey', () => {
  it('moves by one with the arrows, wrapping at both ends', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 3)).toBe(1)
    expect(tabIndexAfterKey('ArrowRight', 2, 3)).toBe(0)
    expect(tabIndexAfterKey('ArrowLeft', 0, 3)).toBe(2)
    expect(tabIndexAfterKey('ArrowLeft', 2, 3)).toBe(1)
  })

  it('jumps to the ends with Home and End, and ignores every other key', () => {
    expect(tabIndexAfterKey('Home', 2, 3)).toBe(0)
    expect(tabIndexAfterKey('End', 0, 3)).toBe(2)
    for (const key of ['ArrowDown', 'ArrowUp', 'Enter', ' ', 'a', 'Tab'])
      expect(tabIndexAfterKey(key, 1, 3)).toBeNull()
    expect(tabIndexAfterKey('ArrowRight', 0, 0)).toBeNull()
  })
})
