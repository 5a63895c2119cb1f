import { lazy, Suspense } from 'react'
import { useT } from '../../i18n/useT.ts'
import type { ScreenFailureProps } from './ScreenFailure.tsx'

/**
 * What a failed screen shows until (or if ever) the full failure screen cannot load: the message
 * from the first screen's own strings and a retry.
 */
function FailureNote({ retry }: ScreenFailureProps) {
  const t = useT()
  return (
    <section className="screen-failure" role="alert">
      <h2>{t('common.failure.title')}</h2>
      <p>{t('common.failure.body')}</p>
      <button type="button" onClick={retry}>
        {t('common.failure.retry')}
      </button>
    </section>
  )
}

// the failure screen (set aside, download) loads only when a screen has failed
const ScreenFailure = lazy(() =>
  import('./ScreenFailure.tsx').then(
    (m) => ({ default: m.ScreenFailure }),
    () => ({ default: FailureNote }),
  ),
)

/** The fallback for an error boundary: a stable function, not a component made per render. */
export function renderLazyScreenFailure(error: Error, retry: () => void) {
  return (
    <Suspense fallback={<FailureNote error={error} retry={retry} />}>
      <ScreenFailure error={error} retry={retry} />
    </Suspense>
  )
}
