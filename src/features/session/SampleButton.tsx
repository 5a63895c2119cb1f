import { useState } from 'react'
import { useT } from '../../i18n/useT.ts'
import { useSessionStore } from './sessionStore.ts'

/** "Try a sample session": the app writes one (its own chunk, loaded on the click) and opens it. */
export function SampleButton() {
  const t = useT()
  const open = useSessionStore((s) => s.open)
  const [busy, setBusy] = useState(false)
  const openSample = async () => {
    setBusy(true)
    try {
      const { sampleRollout, SAMPLE_NAME } = await import('../../core/rollout/sample.ts')
      open(new File([sampleRollout()], SAMPLE_NAME, { type: 'application/x-ndjson' }))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="stk-sample">
      <button
        type="button"
        className="ses-button"
        disabled={busy}
        onClick={() => void openSample()}
        data-testid="open-sample"
      >
        {t('sessionTokens.sample.try')}
      </button>
      <span className="ses-muted">{t('sessionTokens.sample.explain')}</span>
    </div>
  )
}
