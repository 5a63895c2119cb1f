import { lazy, Suspense, useState, type KeyboardEvent } from 'react'
import { useT } from '../../i18n/useT.ts'
import { withSections } from '../../app/withSections.ts'
import './viewModes.css'
import './smallScreens.css'

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
  const [opened, setOpened] = useState(false)
  // Escape closes the open menu from anywhere inside it, and focus returns to its button
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const menu = event.currentTarget
    if (event.key !== 'Escape' || !menu.open) return
    event.preventDefault()
    event.stopPropagation()
    menu.open = false
    menu.querySelector<HTMLElement>('summary')?.focus()
  }
  return (
    <details
      className="view-menu"
      onKeyDown={onKeyDown}
      onToggle={(event) => {
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
