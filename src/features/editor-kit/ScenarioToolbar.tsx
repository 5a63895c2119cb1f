import { useId, useState } from 'react'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { encodeScenario, shareUrl } from '../../app/shareLink.ts'
import './editorUi.css'

type ShareState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'working' }
  | { readonly kind: 'ready'; readonly url: string; readonly copied: boolean }
  | { readonly kind: 'failed'; readonly message: string }

/** Undo, redo and "Copy share link": the actions every editing screen offers. */
export function ScenarioToolbar({ children }: { readonly children?: React.ReactNode }) {
  const t = useT()
  const canUndo = useVisualizerStore((state) => state.scenarioPast.length > 0)
  const canRedo = useVisualizerStore((state) => state.scenarioFuture.length > 0)
  const undo = useVisualizerStore((state) => state.undo)
  const redo = useVisualizerStore((state) => state.redo)
  const [share, setShare] = useState<ShareState>({ kind: 'idle' })
  const linkId = useId()

  const copyShareLink = async () => {
    setShare({ kind: 'working' })
    const { scenario, cell } = useVisualizerStore.getState()
    try {
      // the selected cell travels with the scenario
      const payload = await encodeScenario({ ...scenario, cell })
      const url = shareUrl(window.location.href, payload)
      let copied = false
      try {
        await navigator.clipboard.writeText(url)
        copied = true
      } catch {
        copied = false
      }
      setShare({ kind: 'ready', url, copied })
    } catch (error) {
      setShare({ kind: 'failed', message: error instanceof Error ? error.message : String(error) })
    }
  }

  return (
    <div className="ed-share">
      <div className="ed-toolbar" role="toolbar" aria-label={t('registry.toolbar.label')}>
        <button
          type="button"
          className="ed-btn"
          onClick={undo}
          disabled={!canUndo}
          title={t('registry.toolbar.undoHint')}
          aria-keyshortcuts="Control+Z Meta+Z"
        >
          {t('registry.toolbar.undo')}
        </button>
        <button
          type="button"
          className="ed-btn"
          onClick={redo}
          disabled={!canRedo}
          title={t('registry.toolbar.redoHint')}
          aria-keyshortcuts="Shift+Control+Z Shift+Meta+Z"
        >
          {t('registry.toolbar.redo')}
        </button>
        <button
          type="button"
          className="ed-btn"
          onClick={() => void copyShareLink()}
          disabled={share.kind === 'working'}
        >
          {share.kind === 'working'
            ? t('registry.toolbar.shareWorking')
            : t('registry.toolbar.share')}
        </button>
        {children}
      </div>
      <div role="status" className="ed-status">
        {share.kind === 'ready'
          ? share.copied
            ? t('registry.toolbar.shareCopied')
            : t('registry.toolbar.shareManual')
          : share.kind === 'failed'
            ? t('registry.toolbar.shareFailed', { message: share.message })
            : null}
      </div>
      {share.kind === 'ready' ? (
        <div className="ed-share-link">
          <label htmlFor={linkId} className="visually-hidden">
            {t('registry.toolbar.shareLinkLabel')}
          </label>
          <input
            id={linkId}
            className="ed-input mono"
            readOnly
            value={share.url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <span className="ed-muted">
            {t('registry.toolbar.shareSize', { chars: share.url.length.toLocaleString('en') })}
          </span>
        </div>
      ) : null}
    </div>
  )
}
