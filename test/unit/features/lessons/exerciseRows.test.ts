import { describe, expect, it } from 'vitest'
import { blankTable } from '../../../../src/features/lessons/content/exercise.ts'
import { itemText, replaceAt, withRow } from '../../../../src/features/lessons/exerciseRows.ts'

describe('exercise rows', () => {
  it('labels an item by its first line of text, else its parts, name, output or type', () => {
    expect(itemText({ type: 'message', text: 'Fix the test\nthen lint' })).toBe('Fix the test')
    expect(itemText({ type: 'message', parts: ['a', 'b'] })).toBe('a b')
    expect(itemText({ type: 'function_call', name: 'shell' })).toBe('shell')
    expect(itemText({ type: 'function_call_output', output: 'ok' })).toBe('ok')
    expect(itemText({ type: 'reasoning' })).toBe('reasoning')
    expect(itemText({ type: 'message', text: 'x'.repeat(100) }).length).toBe(60)
  })

  it('changes one row of a table and leaves the rest alone', () => {
    const table = blankTable()
    const [first, second] = Object.keys(table.rows)
    const next = withRow(table, first!, { fate: 'kept', position: '1' })
    expect(next.rows[first!]).toEqual({ fate: 'kept', position: '1' })
    expect(next.rows[second!]).toBe(table.rows[second!])
    expect(withRow(next, first!, { fate: 'cut' }).rows[first!]).toEqual({
      fate: 'cut',
      position: '1',
    })
    expect(table.rows[first!]).toEqual({ fate: '', position: '' })
  })

  it('replaces one entry of a list', () => {
    expect(replaceAt(['a', 'b', 'c'], 1, 'x')).toEqual(['a', 'x', 'c'])
  })
})
