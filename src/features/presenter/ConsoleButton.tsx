import { useState } from 'react'
import { useT } from '../../i18n/useT.ts'
import { consoleHref } from '../presenter-console/consoleChannel.ts'

/** Opens the presenter console in a window of its own (one window, reused on a second press). */
function openConsole(href: string): boolean {
  const opened = window.open(consoleHref(href), 'context-lab-console', 'popup,width=960,height=720')
  return opened !== null
}

/** "Open presenter console", and what to do when the browser blocks the window. */
export function ConsoleButton({ className }: { readonly className?: string }) {
  const t = useT()
  const [blocked, setBlocked] = useState(false)
  return (
    <>
      <button
        type="button"
        className={className}
        data-open-console
        onClick={() => setBlocked(!openConsole(window.location.href))}
      >
        {t('view.console.open')}
      </button>
      {blocked && (
        <span role="alert" className="console-blocked">
          {t('view.console.blocked')}
        </span>
      )}
    </>
  )
}
