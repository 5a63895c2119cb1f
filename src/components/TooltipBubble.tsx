import { useEffect, useLayoutEffect, type MouseEvent, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { placeTip } from './tipPlacement.ts'

export interface TooltipBubbleProps {
  readonly content: ReactNode
  readonly anchorRef: RefObject<HTMLDivElement | null>
  readonly tipRef: RefObject<HTMLDivElement | null>
  readonly keepClear: string | undefined
  readonly hide: () => void
  readonly onMouseLeave: (event: MouseEvent) => void
}

/**
 * The open tip of a {@link Tooltip}, a chunk of its own: it is drawn only on hover or focus, so
 * its placement and listeners load then, not with the first screen. Placed beside the box to
 * keep clear, else below the trigger (above without room); Escape or a scroll closes it.
 */
export default function TooltipBubble({
  content,
  anchorRef,
  tipRef,
  keepClear,
  hide,
  onMouseLeave,
}: TooltipBubbleProps) {
  useLayoutEffect(() => {
    const anchorEl = anchorRef.current
    const tipEl = tipRef.current
    if (!anchorEl || !tipEl) return
    const clear = keepClear === undefined ? null : anchorEl.closest(keepClear)
    const view = { width: window.innerWidth, height: window.innerHeight }
    const place = placeTip(
      anchorEl.getBoundingClientRect(),
      tipEl.getBoundingClientRect(),
      view,
      clear?.getBoundingClientRect(),
    )
    // placed in the DOM directly: the tip's size is only known once it is drawn
    tipEl.style.top = `${place.top}px`
    tipEl.style.left = `${place.left}px`
    tipEl.dataset.side = place.side
    tipEl.style.visibility = 'visible'
  }, [anchorRef, tipRef, keepClear])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide()
    }
    // a moving page would leave the tip behind: close it instead
    const onScroll = () => hide()
    window.addEventListener('keydown', onKey)
    window.addEventListener('scroll', onScroll, true)
    return () => {
      window.removeEventListener('keydown', onKey)
      window.removeEventListener('scroll', onScroll, true)
    }
  }, [hide])

  return createPortal(
    <div
      ref={tipRef}
      className="floating-tip"
      aria-hidden="true"
      style={{ top: 0, left: 0, visibility: 'hidden' }}
      onMouseLeave={onMouseLeave}
    >
      {content}
    </div>,
    document.body,
  )
}
