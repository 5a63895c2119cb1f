import { describe, expect, it } from 'vitest'
import { pageCount, pageOffset } from '../../../../src/features/lessons/usePages.ts'

describe('pages of a box laid out in columns', () => {
  it('counts one page when the columns fit the box', () => {
    expect(pageCount(600, 600, 24)).toBe(1)
  })

  it('counts a page for every box width (plus the gap) the columns run past its edge', () => {
    // two pages: the second starts one width plus one gap to the right
    expect(pageCount(600 + 24 + 600, 600, 24)).toBe(2)
    // a last page only partly filled still counts
    expect(pageCount(600 + 24 + 100, 600, 24)).toBe(2)
    expect(pageCount(3 * 600 + 2 * 24, 600, 24)).toBe(3)
  })

  it('is one page for a box not laid out yet (no width) instead of dividing by zero', () => {
    expect(pageCount(0, 0, 24)).toBe(1)
    expect(pageCount(500, 0, 0)).toBe(1)
    expect(pageCount(Number.NaN, 600, 0)).toBe(1)
  })

  it('places page n one box width and one gap per page to the right', () => {
    expect(pageOffset(0, 600, 24)).toBe(0)
    expect(pageOffset(2, 600, 24)).toBe(1248)
  })
})
