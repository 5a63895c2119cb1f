import { lazy, Suspense, useState } from 'react'
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
  return (
    <details
      className="view-menu"
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
