import { useState } from 'react'
import { failedSections, retryFailedSections } from '../i18n/index.ts'
import { useT } from '../i18n/useT.ts'

/**
 * Says so when a catalog section could not be loaded (a dropped connection, a server that lost a
 * chunk): its strings show in English meanwhile, and the button requests every failed section
 * again. A screen that opens later retries its own sections too. Some browsers keep a module that
 * failed to load as failed for the page's life (Chromium 150 does); when the retry changes nothing
 * the page reloads, which fetches it anew: the address and the saved work carry the view.
 */
export function CatalogNotice() {
  // useT re-renders on every catalog change, a failure included (the loader announces both)
  const t = useT()
  const [retrying, setRetrying] = useState(false)
  if (failedSections().length === 0) return null
  return (
    <div className="catalog-notice" role="status">
      <span>{t('common.catalogNotice.text')}</span>
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
