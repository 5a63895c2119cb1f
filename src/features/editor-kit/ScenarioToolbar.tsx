import { useId } from 'react'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { useShareLink, type ShareState } from './useShareLink.ts'
import './editorUi.css'
import { groupedNumber } from '../../i18n/groupedNumber.ts'

/** Undo, redo and "Copy share link": the actions every editing screen offers. */
export function ScenarioToolbar({ children }: { readonly children?: React.ReactNode }) {
  const t = useT()
  const canUndo = useVisualizerStore((state) => state.scenarioPast.length > 0)
  const canRedo = useVisualizerStore((state) => state.scenarioFuture.length > 0)
  const undo = useVisualizerStore((state) => state.undo)
  const redo = useVisualizerStore((state) => state.redo)
  const { share, copyShareLink } = useShareLink()
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
      <ShareOutcome share={share} />
    </div>
  )
}

/** What the last "Copy share link" did, and the link itself to copy by hand. */
function ShareOutcome({ share }: { readonly share: ShareState }) {
  const t = useT()
  const linkId = useId()
  return (
    <>
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
            {t('registry.toolbar.shareSize', { chars: groupedNumber(share.url.length) })}
          </span>
        </div>
      ) : null}
    </>
  )
}
