import { useCallback, useLayoutEffect, useState, type RefObject } from 'react'

/**
 * How many pages a box laid out in CSS columns holds, given the width of one page (the box's
 * client width) and the gap between columns. A page shows the columns that fit the box's width;
 * the columns past its right edge are the next pages.
 */
function pageCount(scrollWidth: number, clientWidth: number, gap: number): number {
  if (!(clientWidth > 0) || !(scrollWidth > 0)) return 1
  // a page is the box's width plus the gap that follows its last column
  return Math.max(1, Math.ceil((scrollWidth + gap - 1) / (clientWidth + gap)))
}

/** Where the box's page `page` starts, in the box's own scroll coordinates. */
function pageOffset(page: number, clientWidth: number, gap: number): number {
  return page * (clientWidth + gap)
}

function columnGap(box: HTMLElement): number {
  const gap = Number.parseFloat(getComputedStyle(box).columnGap)
  return Number.isFinite(gap) ? gap : 0
}

/**
 * Pages of a box whose content flows into columns (presenter mode after a commit): nothing in it
 * scrolls, the reader moves a page at a time instead. The count follows the box's size and its
 * content (the stage fills in after the core's engine loads); a new `key` (the step) starts at
 * page 1.
 */
export function usePages(
  box: RefObject<HTMLElement | null>,
  enabled: boolean,
  key: string,
): { readonly page: number; readonly count: number; readonly move: (by: number) => boolean } {
  const [at, setAt] = useState({ key, page: 0 })
  const [measured, setMeasured] = useState(1)
  const count = enabled ? measured : 1
  const page = at.key === key ? Math.min(at.page, count - 1) : 0
  useLayoutEffect(() => {
    const element = box.current
    if (!enabled || element === null) return
    let frame = 0
    const measure = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() =>
        setMeasured(pageCount(element.scrollWidth, element.clientWidth, columnGap(element))),
      )
    }
    measure()
    // a browser without ResizeObserver (or a test page) measures on content changes only
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure)
    resized?.observe(element)
    const changed = new MutationObserver(measure)
    changed.observe(element, { childList: true, subtree: true, characterData: true })
    return () => {
      cancelAnimationFrame(frame)
      resized?.disconnect()
      changed.disconnect()
    }
  }, [box, enabled])
  useLayoutEffect(() => {
    const element = box.current
    if (!enabled || element === null) return
    // a test page has no scrolling (jsdom): nothing to place there
    const place = () =>
      element.scrollTo?.({ left: pageOffset(page, element.clientWidth, columnGap(element)) })
    place()
    // a resized window moves the columns: the page keeps its place
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(place)
    resized?.observe(element)
    return () => resized?.disconnect()
  }, [box, enabled, page])
  // true when the move stayed inside the step's pages; false leaves it to the step's own move
  const move = useCallback(
    (by: number) => {
      const to = page + by
      if (!enabled || to < 0 || to >= count) return false
      setAt({ key, page: to })
      return true
    },
    [enabled, page, count, key],
  )
  return { page, count, move }
}
