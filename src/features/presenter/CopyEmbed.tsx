import { useState } from 'react'
import { viewLink } from '../../app/shareView.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { embedSnippet, measureContent } from './embedCode.ts'

type Status = 'idle' | 'copied' | 'failed'

/** "Copy embed code": the iframe snippet for this view, sized to it; shown when the clipboard refuses. */
export function CopyEmbed() {
  const t = useT()
  const [status, setStatus] = useState<Status>('idle')
  const [snippet, setSnippet] = useState('')
  const copy = async () => {
    setStatus('idle')
    const link = await viewLink(useVisualizerStore.getState(), window.location.href)
    const code = embedSnippet(link, measureContent(document), t('common.appName'))
    setSnippet(code)
    try {
      await navigator.clipboard.writeText(code)
      setStatus('copied')
    } catch {
      setStatus('failed')
    }
  }
  return (
    <div className="share-view">
      <button
        type="button"
        className="view-menu-action"
        data-embed-code
        onClick={() => void copy()}
      >
        {t('view.embedCode.button')}
      </button>
      <span role="status" className="share-view-status">
        {status === 'copied' && t('view.embedCode.copied')}
        {status === 'failed' && t('view.share.failed')}
      </span>
      {status === 'failed' && (
        <textarea
          className="share-view-link"
          readOnly
          rows={3}
          value={snippet}
          aria-label={t('view.embedCode.label')}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </div>
  )
}
