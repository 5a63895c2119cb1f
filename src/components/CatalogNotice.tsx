import { useState } from 'react'
import { failedSections, retryFailedSections } from '../i18n/index.ts'
import { useT } from '../i18n/useT.ts'

/**
 * Says so when a catalog section could not be loaded (a dropped connection, a server that lost a
 * chunk): its strings show in English meanwhile (or, lost in English too, not at all: the screen
 * that needs them waits with its heading and progress), and the button requests every failed
 * section again. A screen that opens later retries its own sections too. Some browsers have kept a
 * module that failed to load as failed for the page's life (Chromium 150 did); when the retry changes nothing
 * the page reloads, which fetches it anew: the address and the saved work carry the view.
 */
export function CatalogNotice() {
  // useT re-renders on every catalog change, a failure included (the loader announces both)
  const t = useT()
  const [retrying, setRetrying] = useState(false)
  const failed = failedSections()
  if (failed.length === 0) return null
  // a section English could not bring either has no words at all: its screen waits for them
  const lost = failed.some((id) => id.startsWith('en/'))
  return (
    <div className="catalog-notice" role="status">
      <span>{t(lost ? 'common.catalogNotice.lost' : 'common.catalogNotice.text')}</span>
      <button
        type="button"
        disabled={retrying}
        onClick={() => {
          setRetrying(true)
          void retryFailedSections().finally(() => {
            setRetrying(false)
            if (failedSections().length > 0) window.location.reload()
          })
        }}
      >
        {t('common.catalogNotice.retry')}
      </button>
    </div>
  )
}
