import { useEffect, useRef, useState, type RefObject } from 'react'

/**
 * Where the lane's cards sit, read once per resize (never per step): the grid's column count and
 * width, the row pitch, and the list's offset inside the scrolling panel. The lane's cards all
 * have one height, so a card's place follows from its index; steps need no layout reads.
 */
export interface LaneGeometry {
  readonly cols: number
  readonly colWidth: number
  /** column width plus the column gap. */
  readonly colPitch: number
  /** card height plus the row gap. */
  readonly rowPitch: number
  /** the list's top inside the scrolling panel's content. */
  readonly listTop: number
  /** the panel's visible height. */
  readonly viewHeight: number
}

/** A card's top-left inside the list, from its index. */
export function placeOf(geometry: LaneGeometry, index: number): { x: number; y: number } {
  return {
    x: (index % geometry.cols) * geometry.colPitch,
    y: Math.floor(index / geometry.cols) * geometry.rowPitch,
  }
}

function sameGeometry(a: LaneGeometry | undefined, b: LaneGeometry): boolean {
  return (
    a !== undefined &&
    a.cols === b.cols &&
    a.colWidth === b.colWidth &&
    a.rowPitch === b.rowPitch &&
    a.listTop === b.listTop &&
    a.viewHeight === b.viewHeight
  )
}

function measure(list: HTMLElement, panel: HTMLElement): LaneGeometry {
  const style = getComputedStyle(list)
  // with auto-fill, the computed template lists the resolved tracks: "131px 131px 131px"
  const tracks = style.gridTemplateColumns.split(' ').filter((track) => track.endsWith('px'))
  const colWidth = parseFloat(tracks[0] ?? '0') || list.clientWidth
  const colGap = parseFloat(style.columnGap) || 0
  const rowGap = parseFloat(style.rowGap) || 0
  const card = list.querySelector<HTMLElement>('.lane-item:not(.expanded)')
  const listTop =
    list.getBoundingClientRect().top - panel.getBoundingClientRect().top + panel.scrollTop
  return {
    cols: Math.max(1, tracks.length),
    colWidth,
    colPitch: colWidth + colGap,
    rowPitch: (card?.offsetHeight ?? 64) + rowGap,
    listTop,
    viewHeight: panel.clientHeight,
  }
}

/**
 * Measures the lane when the list or its panel changes size (a ResizeObserver callback runs
 * after layout, so reading there forces nothing), and follows the panel's scroll offset in a ref.
 */
export function useLaneGeometry(
  listRef: RefObject<HTMLElement | null>,
  panelRef: RefObject<HTMLElement | null>,
): { geometry: LaneGeometry | undefined; scrollTop: RefObject<number> } {
  const [geometry, setGeometry] = useState<LaneGeometry>()
  const scrollTop = useRef(0)
  useEffect(() => {
    const list = listRef.current
    const panel = panelRef.current
    if (!list || !panel || typeof ResizeObserver === 'undefined') return
    const update = () => {
      const next = measure(list, panel)
      setGeometry((previous) => (sameGeometry(previous, next) ? previous : next))
    }
    const observer = new ResizeObserver(update)
    observer.observe(list)
    observer.observe(panel)
    // badges appearing in the header move the list down
    if (panel.firstElementChild) observer.observe(panel.firstElementChild)
    const onScroll = () => {
      scrollTop.current = panel.scrollTop
    }
    panel.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      observer.disconnect()
      panel.removeEventListener('scroll', onScroll)
    }
  }, [listRef, panelRef])
  return { geometry, scrollTop }
}
