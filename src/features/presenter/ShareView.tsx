import { useState } from 'react'
import { addressDescribesScenario, viewLink } from '../../app/shareView.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'

type Status =
  | { readonly kind: 'idle' }
  | { readonly kind: 'copied' }
  | { readonly kind: 'failed'; readonly link: string }

/**
 * "Share this view": one link with the tab, language, cell, step, speed, switches, compare and
 * agent selections, hidden panels and (unless bundled) the scenario. Next to it, a warning when
 * the address bar does not describe the scenario on screen, so nobody copies a stale address.
 */
export function ShareView() {
  const t = useT()
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const describes = useVisualizerStore((state) =>
    addressDescribesScenario(state, window.location.href),
  )
  const share = async () => {
    // a new copy: the status says nothing until this one is done (the codec may still load)
    setStatus({ kind: 'idle' })
    const link = await viewLink(useVisualizerStore.getState(), window.location.href)
    try {
      await navigator.clipboard.writeText(link)
      setStatus({ kind: 'copied' })
    } catch {
      setStatus({ kind: 'failed', link })
    }
  }
  return (
    <div className="share-view">
      <button type="button" className="share-view-button" onClick={() => void share()}>
        {t('view.share.button')}
      </button>
      <span role="status" className="share-view-status">
        {status.kind === 'copied' && t('view.share.copied')}
        {status.kind === 'failed' && t('view.share.failed')}
      </span>
      {status.kind === 'failed' && (
        <input
          className="share-view-link"
          readOnly
          value={status.link}
          aria-label={t('view.share.linkLabel')}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
      {!describes && (
        <p className="share-view-stale" data-stale-address>
          {t('view.share.stale')}
        </p>
      )}
    </div>
  )
}
