import './projector.css'
import { useEffect, useState } from 'react'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { selectAppliedStep, selectStep, selectStepCount } from '../../store/playbackSelectors.ts'
import { useExplainStepText } from '../trace-panel/explainStep.ts'
import { useProjectedSync } from '../presenter-console/useProjectedSync.ts'
import { ConsoleButton } from './ConsoleButton.tsx'

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  )
}

function toggleFullscreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined)
  else void document.documentElement.requestFullscreen?.().catch(() => undefined)
}

/** F toggles fullscreen, Esc leaves presenter mode (the grid's own keys keep working). */
function usePresenterKeys(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return
      if (isTyping(event.target)) return
      if (event.key === 'f' || event.key === 'F') {
        event.preventDefault()
        toggleFullscreen()
      } else if (event.key === 'Escape' && !document.fullscreenElement) {
        useVisualizerStore.getState().setPresent(false)
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
}

function useIsFullscreen(): boolean {
  const [full, setFull] = useState(() => document.fullscreenElement !== null)
  useEffect(() => {
    const onChange = () => setFull(document.fullscreenElement !== null)
    document.addEventListener('fullscreenchange', onChange)
    return () => document.removeEventListener('fullscreenchange', onChange)
  }, [])
  return full
}

/**
 * Presenter mode's caption bar: the step the class is looking at, in words large enough for the
 * back of the room, with the way out. Loaded only when presenter mode is on.
 */
export function PresenterBar() {
  const t = useT()
  const explainText = useExplainStepText()
  usePresenterKeys()
  useProjectedSync()
  const full = useIsFullscreen()
  const k = useVisualizerStore(selectStep)
  const n = useVisualizerStore(selectStepCount)
  const step = useVisualizerStore(selectAppliedStep)
  const cell = useVisualizerStore((state) => state.cell)
  const tab = useVisualizerStore((state) => state.tab)
  const setPresent = useVisualizerStore((state) => state.setPresent)
  const name = t('grid.cells.name', {
    phase: t(`grid.phases.${cell.phase}`),
    implementation: t(`grid.implementations.${cell.implementation}`),
  })
  return (
    <div className="presenter-bar" role="region" aria-label={t('view.present')}>
      {tab === 'grid' && (
        // a caption of one height scrolls when a step says more: the keyboard can reach it
        <div
          className="presenter-caption"
          aria-live="off"
          data-presenter-caption
          tabIndex={0}
          role="group"
          aria-label={t('view.caption', { k, n, cell: name })}
        >
          <p className="presenter-caption-head">{t('view.caption', { k, n, cell: name })}</p>
          <p className="presenter-caption-text">
            {step === undefined ? (
              t('view.captionStart')
            ) : (
              <>
                <strong>{t(`rules.titles.${step.rule}`)}</strong> {explainText(step)}
              </>
            )}
          </p>
        </div>
      )}
      <div className="presenter-actions">
        <button type="button" onClick={toggleFullscreen}>
          {full ? t('view.exitFullscreen') : t('view.fullscreen')}
        </button>
        <button type="button" onClick={() => setPresent(false)}>
          {t('view.exitPresent')}
        </button>
        <ConsoleButton />
        <span className="presenter-keys">{t('view.keys')}</span>
      </div>
    </div>
  )
}
