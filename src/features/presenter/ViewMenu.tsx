import { Suspense, useRef, useState } from 'react'
import { lazyPart } from '../../components/lazyPart.tsx'
import { useT } from '../../i18n/useT.ts'
import { withSections } from '../../app/withSections.ts'
import './viewModes.css'
import './smallScreens.css'
import './print.css'

// the panel (and "Share this view", which can encode a scenario) loads when the menu first opens,
// with its words, and so does the menu's closing on a press outside it (there is nothing to close
// before)
const ViewMenuPanel = lazyPart(() =>
  withSections(import('./ViewMenuPanel.tsx'), ['view']).then((m) => m.ViewMenuPanel),
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
        <Suspense>
          <ViewMenuPanel menu={ref} open={open} />
        </Suspense>
      )}
    </details>
  )
}
