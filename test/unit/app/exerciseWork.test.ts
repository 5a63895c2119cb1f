import { describe, expect, it } from 'vitest'
import {
  exerciseWorkJson,
  hrefWithWork,
  readExerciseWork,
  workFromHash,
} from '../../../src/app/exerciseWork.ts'
import { readSavedValue } from '../../../src/app/persistence.ts'

const tables = [{ rows: { ask1: { fate: 'kept', position: '1' } }, summary: 'last' }, {}, {}]

describe('the exercise’s saved answers', () => {
  it('round-trips through storage and refuses another version or a damaged value', () => {
    expect(readExerciseWork(exerciseWorkJson(tables))).toEqual(tables)
    expect(readExerciseWork(null)).toBeNull()
    expect(readExerciseWork('{"version":2,"tables":[]}')).toBeNull()
    expect(readExerciseWork('{"version":1,"tables":{}}')).toBeNull()
    expect(readExerciseWork('{oops')).toBeNull()
  })

  it('travels in a link’s hash beside a shared scenario, which it leaves as it was', () => {
    const href = hrefWithWork('https://lab.test/?tab=lessons#s=abc.123', [
      ...tables,
      { note: '한국어 · 中文' },
    ])
    const url = new URL(href)
    expect(new URLSearchParams(url.hash.slice(1)).get('s')).toBe('abc.123')
    expect(url.search).toBe('?tab=lessons')
    expect(workFromHash(url.hash)).toEqual([...tables, { note: '한국어 · 中文' }])
    expect(workFromHash('#s=abc')).toBeNull()
    expect(workFromHash('#work=%%%')).toBeNull()
    expect(workFromHash('#work=e30')).toBeNull()
  })

  it('leaves the saved scenario’s envelope alone: old saved work reads as before', () => {
    // the answers have a key of their own; the scenario envelope has no new field to migrate
    expect(readSavedValue(null)).toEqual({ kind: 'none' })
    expect(exerciseWorkJson([])).not.toContain('scenario')
  })
})
