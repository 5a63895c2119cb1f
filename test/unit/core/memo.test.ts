import { describe, expect, it } from 'vitest'
import { remembered } from '../../../src/core/memo.ts'

describe('remembered', () => {
  it('makes a value once per key and hands the same one back after', () => {
    const map = new Map<string, { n: number }>()
    let made = 0
    const make = () => ({ n: ++made })
    const first = remembered(map, 'a', make)
    expect(remembered(map, 'a', make)).toBe(first)
    expect(remembered(map, 'b', make)).not.toBe(first)
    expect(made).toBe(2)
  })

  it('works over a WeakMap keyed by objects', () => {
    const map = new WeakMap<object, string[]>()
    const key = {}
    const list = remembered(map, key, () => [])
    list.push('x')
    expect(remembered(map, key, () => [])).toEqual(['x'])
  })
})
