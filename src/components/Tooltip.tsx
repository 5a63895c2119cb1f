import {
  lazy,
  Suspense,
  useCallback,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react'
import './tooltip.css'

// the open tip, its placement and listeners: loaded on the first hover or focus
const TooltipBubble = lazy(() => import('./TooltipBubble.tsx'))

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
      {open && (
        <Suspense>
          <TooltipBubble
            content={content}
            anchorRef={anchorRef}
            tipRef={tipRef}
            keepClear={keepClear}
            hide={hide}
            onMouseLeave={(event) => leaveTo(event, anchorRef.current)}
          />
        </Suspense>
      )}
    </div>
  )
}
