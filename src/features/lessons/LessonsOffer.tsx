import { useState } from 'react'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'

/** Remembered once the visitor has opened or dismissed the offer. */
export const LESSONS_OFFER_KEY = 'context-lab:lessons-offer-dismissed'

function dismissedBefore(): boolean {
  try {
    return localStorage.getItem(LESSONS_OFFER_KEY) === '1'
  } catch {
    return false
  }
}

function remember(): void {
  try {
    localStorage.setItem(LESSONS_OFFER_KEY, '1')
  } catch {
    // a blocked storage only means the offer shows again next time
  }
}

/**
 * The first-time visitor's offer on the grid: start with the guided lessons. Small and in the
 * first screen's chunk; the lessons themselves load only when opened.
 */
export function LessonsOffer() {
  const t = useT()
  const setTab = useVisualizerStore((state) => state.setTab)
  const [hidden, setHidden] = useState(dismissedBefore)
  if (hidden) return null
  const close = () => {
    remember()
    setHidden(true)
  }
  return (
    <aside className="lessons-offer" aria-label={t('common.lessonsOffer.label')}>
      <p>{t('common.lessonsOffer.text')}</p>
      <button
        type="button"
        className="lessons-offer-open"
        onClick={() => {
          close()
          setTab('lessons')
        }}
      >
        {t('common.lessonsOffer.open')}
      </button>
      <button type="button" className="lessons-offer-dismiss" onClick={close}>
        {t('common.lessonsOffer.dismiss')}
      </button>
    </aside>
  )
}
