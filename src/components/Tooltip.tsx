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
import './tooltip.css'

export interface TooltipProps {
  /** what the tip shows; the trigger should also carry it as an aria-describedby description. */
  readonly content: ReactNode
  /** the trigger: hovering it, or focusing anything inside it, shows the tip. */
  readonly children: ReactNode
  readonly className?: string
}

const GAP = 6

/**
 * A floating tip for hover and keyboard focus. It is drawn in a portal (so no scrolling panel or
 * transformed ancestor clips it) and is hidden from assistive technology: the trigger carries the
 * same text through aria-describedby. It stays open while the pointer is over it, and Escape
 * dismisses it.
 */
export function Tooltip({ content, children, className }: TooltipProps) {
  const anchorRef = useRef<HTMLDivElement>(null)
  const tipRef = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)
  const hide = useCallback(() => setOpen(false), [])

  // place the tip below the trigger, or above it when there is no room, inside the viewport
  useLayoutEffect(() => {
    const anchorEl = anchorRef.current
    const tipEl = tipRef.current
    if (!open || !anchorEl || !tipEl) return
    const anchor = anchorEl.getBoundingClientRect()
    const tip = tipEl.getBoundingClientRect()
    const below = anchor.bottom + GAP
    const top =
      below + tip.height <= window.innerHeight || anchor.top - GAP - tip.height < 0
        ? below
        : anchor.top - GAP - tip.height
    const left = Math.max(GAP, Math.min(anchor.left, window.innerWidth - tip.width - GAP))
    // placed in the DOM directly: the tip's size is only known once it is drawn
    tipEl.style.top = `${top}px`
    tipEl.style.left = `${left}px`
    tipEl.style.visibility = 'visible'
  }, [open])

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
