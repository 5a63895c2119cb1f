import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { createPortal } from 'react-dom'
import { placeTip } from './tipPlacement.ts'
import './tooltip.css'

export interface TooltipProps {
  /** what the tip shows; the trigger should also carry it as an aria-describedby description. */
  readonly content: ReactNode
  /** the trigger: hovering it, or focusing anything inside it, shows the tip. */
  readonly children: ReactNode
  readonly className?: string
  /**
   * A selector of the trigger's ancestor the tip must not cover (the lane of the card it
   * describes): the tip goes beside that box instead of over its neighbours.
   */
  readonly keepClear?: string
}

/**
 * A floating tip for hover and keyboard focus. It is drawn in a portal (so no scrolling panel or
 * transformed ancestor clips it) and is hidden from assistive technology: the trigger carries the
 * same text through aria-describedby. It stays open while the pointer is over it, and Escape
 * dismisses it.
 */
export function Tooltip({ content, children, className, keepClear }: TooltipProps) {
  const anchorRef = useRef<HTMLDivElement>(null)
  const tipRef = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)
  const hide = useCallback(() => setOpen(false), [])

  // place the tip beside the box to keep clear, else below the trigger (above without room)
  useLayoutEffect(() => {
    const anchorEl = anchorRef.current
    const tipEl = tipRef.current
    if (!open || !anchorEl || !tipEl) return
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
  }, [open, keepClear])

  useEffect(() => {
    if (!open) return
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
  }, [open, hide])

  const leaveTo = (event: MouseEvent, keepInside: HTMLElement | null) => {
    // moving between the trigger and the tip keeps it open (the tip is hoverable)
    const next = event.relatedTarget
    if (next instanceof Node && keepInside?.contains(next)) return
    hide()
  }

  return (
    <div
      ref={anchorRef}
      className={className === undefined ? 'tooltip-anchor' : `tooltip-anchor ${className}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={(event) => leaveTo(event, tipRef.current)}
      onFocus={() => setOpen(true)}
      onBlur={hide}
    >
      {children}
      {open &&
        createPortal(
          <div
            ref={tipRef}
            className="floating-tip"
            aria-hidden="true"
            style={{ top: 0, left: 0, visibility: 'hidden' }}
            onMouseLeave={(event) => leaveTo(event, anchorRef.current)}
          >
            {content}
          </div>,
          document.body,
        )}
    </div>
  )
}
