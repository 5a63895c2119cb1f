import { useRef } from 'react'
import { useT } from '../../i18n/useT.ts'
import { useEmbedSize } from './useEmbedSize.ts'

/** This page's address without `embed=1`: the full app, with the same view. */
function fullAppHref(href: string): string {
  const url = new URL(href)
  url.searchParams.delete('embed')
  return url.toString()
}

/**
 * In embed mode (no header), the one way out: the full app, in a new tab so the host page stays.
 * No "leave embed mode" here: a student inside a host page has no use for the app's own chrome.
 */
export function EmbedBar() {
  const t = useT()
  const bar = useRef<HTMLDivElement>(null)
  useEmbedSize(bar)
  return (
    <div className="embed-bar" ref={bar}>
      <strong className="embed-brand">{t('common.appName')}</strong>
      <a
        className="embed-open"
        href={fullAppHref(window.location.href)}
        target="_blank"
        rel="noopener noreferrer"
        // the address follows the view: read it when the link is followed, not when drawn
        onClick={(event) => {
          event.currentTarget.href = fullAppHref(window.location.href)
        }}
      >
        {t('view.openFull')}
      </a>
    </div>
  )
}
