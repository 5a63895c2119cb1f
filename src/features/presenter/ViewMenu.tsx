import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react'
import { useT } from '../../i18n/useT.ts'
import { withSections } from '../../app/withSections.ts'
import './viewModes.css'
import './smallScreens.css'
import './print.css'

// the panel (and "Share this view", which can encode a scenario) loads when the menu first opens,
// with its words
const ViewMenuPanel = lazy(() =>
  withSections(import('./ViewMenuPanel.tsx'), ['view']).then((m) => ({ default: m.ViewMenuPanel })),
)

/**
 * The header's "View" menu: presenter and embed modes, panels to hide, and "Share this view"
 * (`ViewMenuPanel.tsx`). Every choice in it is also a link parameter.
 */
export function ViewMenu() {
  const t = useT()
  const ref = useRef<HTMLDetailsElement>(null)
  // loaded once, when first opened; open now (the panel lies over the page while it is)
  const [opened, setOpened] = useState(false)
  const [open, setOpen] = useState(false)
  useLightDismiss(ref, open)
  return (
    <details
      ref={ref}
      className="view-menu"
      onToggle={(event) => {
        setOpen(event.currentTarget.open)
        if (event.currentTarget.open) setOpened(true)
      }}
    >
      <summary className="view-menu-summary" aria-label={t('common.viewMenu.label')}>
        {t('common.viewMenu.button')}
      </summary>
      {opened && (
        <Suspense fallback={null}>
          <ViewMenuPanel />
        </Suspense>
      )}
    </details>
  )
}

/**
 * While the menu is open its panel covers the page under it, so it closes as a menu does: on
 * Escape (focus back on its button when it was inside), on a press outside it, and when the
 * keyboard focus moves out of it. A panel left open would take the clicks meant for the page.
 */
function useLightDismiss(ref: RefObject<HTMLDetailsElement | null>, open: boolean): void {
  useEffect(() => {
    const details = ref.current
    if (!open || details === null) return
    const outside = (target: EventTarget | null) =>
      target instanceof Node && !details.contains(target)
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const focusInside = details.contains(document.activeElement)
      details.open = false
      if (focusInside) details.querySelector('summary')?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (outside(event.target)) details.open = false
    }
    const onFocus = (event: FocusEvent) => {
      if (outside(event.target)) details.open = false
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('focusin', onFocus)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('focusin', onFocus)
    }
  }, [ref, open])
}
