import type { KeyboardEvent } from 'react'
import { describe, expect, it } from 'vitest'
import { onTabListKeyDown } from '../../../src/components/tabKeys.ts'

/**
 * Presses `key` on tab `at` of a list of `count` tabs: the tab then focused and chosen (clicked),
 * or null when the key is left alone (then not default-prevented either).
 */
function press(key: string, at: number, count: number, modifier?: 'altKey' | 'shiftKey') {
  const focused: number[] = []
  const clicked: number[] = []
  const tabs = Array.from({ length: count }, (_, i) => ({
    focus: () => void focused.push(i),
    click: () => void clicked.push(i),
  }))
  let prevented = false
  const event = {
    key,
    altKey: modifier === 'altKey',
    ctrlKey: false,
    metaKey: false,
    shiftKey: modifier === 'shiftKey',
    currentTarget: { querySelectorAll: () => tabs },
    target: tabs[at],
    preventDefault: () => void (prevented = true),
  }
  onTabListKeyDown(event as unknown as KeyboardEvent<HTMLElement>)
  expect(focused).toEqual(clicked)
  expect(prevented).toBe(clicked.length > 0)
  return clicked.length === 0 ? null : clicked[0]
}

describe('a tab list’s keys', () => {
  it('move by one with the arrows, wrapping at both ends', () => {
    expect(press('ArrowRight', 0, 3)).toBe(1)
    expect(press('ArrowRight', 2, 3)).toBe(0)
    expect(press('ArrowLeft', 0, 3)).toBe(2)
    expect(press('ArrowLeft', 2, 3)).toBe(1)
  })

  it('jump to the ends with Home and End, and leave every other key alone', () => {
    expect(press('Home', 2, 3)).toBe(0)
    expect(press('End', 0, 3)).toBe(2)
    for (const key of ['ArrowDown', 'ArrowUp', 'Enter', ' ', 'a', 'Tab'])
      expect(press(key, 1, 3)).toBeNull()
    // a chord is another shortcut's, and a key from outside the tabs is not the list's
    expect(press('ArrowRight', 0, 3, 'altKey')).toBeNull()
    expect(press('ArrowRight', 0, 3, 'shiftKey')).toBeNull()
    expect(press('ArrowRight', 3, 3)).toBeNull()
  })
})
