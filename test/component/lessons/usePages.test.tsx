import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { usePages } from '../../../src/features/lessons/usePages.ts'

/** A box laid out in columns: its content's width, its own width and the gap between columns. */
function box(scrollWidth: number, clientWidth: number, gap: number) {
  const element = document.createElement('div')
  element.style.columnGap = `${gap}px`
  Object.defineProperty(element, 'scrollWidth', { value: scrollWidth })
  Object.defineProperty(element, 'clientWidth', { value: clientWidth })
  const scrollTo = vi.fn<(options: ScrollToOptions) => void>()
  element.scrollTo = scrollTo as typeof element.scrollTo
  document.body.append(element)
  return { ref: { current: element }, scrollTo }
}

/** The page count the hook settles on for a box: it measures on the next frame, then this reads. */
async function countOf(scrollWidth: number, clientWidth: number, gap: number) {
  const { ref } = box(scrollWidth, clientWidth, gap)
  const hook = renderHook(() => usePages(ref, true, 'step'))
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
  const { count } = hook.result.current
  hook.unmount()
  return count
}

describe('usePages: pages of a box laid out in columns', () => {
  it('counts one page when the columns fit the box', async () => {
    expect(await countOf(600, 600, 24)).toBe(1)
  })

  it('counts a page for every box width (plus the gap) the columns run past its edge', async () => {
    // two pages: the second starts one width plus one gap to the right
    expect(await countOf(600 + 24 + 600, 600, 24)).toBe(2)
    // a last page only partly filled still counts
    expect(await countOf(600 + 24 + 100, 600, 24)).toBe(2)
    expect(await countOf(3 * 600 + 2 * 24, 600, 24)).toBe(3)
  })

  it('is one page for a box not laid out yet (no width) instead of dividing by zero', async () => {
    expect(await countOf(0, 0, 24)).toBe(1)
    expect(await countOf(500, 0, 0)).toBe(1)
  })

  it('places page n one box width and one gap per page to the right', async () => {
    const { ref, scrollTo } = box(3 * 600 + 2 * 24, 600, 24)
    const hook = renderHook(() => usePages(ref, true, 'step'))
    await waitFor(() => expect(hook.result.current.count).toBe(3))
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0 })
    act(() => void hook.result.current.move(2))
    expect(hook.result.current.page).toBe(2)
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 1248 })
    // past the last page the move is the step's own
    act(() => expect(hook.result.current.move(1)).toBe(false))
  })
})
