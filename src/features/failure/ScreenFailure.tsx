import { useId } from 'react'
import { downloadJson } from '../../app/download.ts'
import { setAsideAndReturn } from '../../app/setAside.ts'
import { VisibleText } from '../../components/VisibleText.tsx'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { STORAGE_VERSION } from '../../app/persistence.ts'
import './failure.css'

export interface ScreenFailureProps {
  readonly error: Error
  /** renders the failed screen again. */
  readonly retry: () => void
}

/**
 * What a screen shows instead of itself when it threw: what went wrong, in the user's language,
 * and a way back to the lesson that keeps the offending scenario (set aside, or downloaded).
 */
export function ScreenFailure({ error, retry }: ScreenFailureProps) {
  const t = useT()
  const id = useId()
  const setAside = () => {
    setAsideAndReturn(useVisualizerStore)
    retry()
  }
  const download = () =>
    downloadJson('context-lab-scenario.json', {
      version: STORAGE_VERSION,
      scenario: useVisualizerStore.getState().scenario,
    })
  return (
    <section className="screen-failure" role="alert" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('common.failure.title')}</h2>
      <p>{t('common.failure.body')}</p>
      <p className="screen-failure-detail">
        <span>{t('common.failure.detail')}</span>{' '}
        <code>
          <VisibleText text={error.message || error.name} limit={400} />
        </code>
      </p>
      <div className="screen-failure-actions">
        <button type="button" className="screen-failure-primary" onClick={setAside}>
          {t('common.failure.setAside')}
        </button>
        <button type="button" onClick={download}>
          {t('common.failure.download')}
        </button>
        <button type="button" onClick={retry}>
          {t('common.failure.retry')}
        </button>
      </div>
    </section>
  )
}
