import { useState } from 'react'
import { downloadJson } from '../../app/download.ts'
import { addressDescribesScenario, MAX_LINK_CHARS, viewLink } from '../../app/shareView.ts'
import { groupedNumber } from '../../i18n/groupedNumber.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'

type Status =
  | { readonly kind: 'idle' }
  | { readonly kind: 'copied' }
  | { readonly kind: 'failed'; readonly link: string }
  | { readonly kind: 'too_long'; readonly chars: number }

function browserStorage(): Storage | null {
  try {
    return localStorage
  } catch {
    return null
  }
}

/** "Include my exercise answers": off by default (saved answers are the student's to share). */
function WorkChoice({
  checked,
  onChange,
}: {
  readonly checked: boolean
  readonly onChange: (checked: boolean) => void
}) {
  const t = useT()
  return (
    <label className="view-menu-check share-view-work">
      <input
        type="checkbox"
        checked={checked}
        data-share-work
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {t('view.share.withAnswers')}
    </label>
  )
}

/**
 * The lessons' progress (committed predictions, checked tables) goes with the answers, under the
 * same choice; progress the address bar happens to carry is never passed on otherwise.
 */
async function withProgress(link: string, include: boolean): Promise<string> {
  const { hrefWithoutProgress, hrefWithProgress, savedLessonProgress } =
    await import('../../app/lessonProgress.ts')
  const clean = hrefWithoutProgress(link)
  const progress = include ? savedLessonProgress(browserStorage()) : null
  return progress === null ? clean : hrefWithProgress(clean, progress)
}

function downloadScenario(): void {
  const { scenario } = useVisualizerStore.getState()
  downloadJson(`${scenario.name ?? 'scenario'}.json`, scenario)
}

/**
 * "Share this view": one link with the tab, language, cell, step, speed, switches, compare and
 * agent selections, hidden panels, (unless bundled) the scenario and, if the student ticks it, the
 * exercise answers (`#work=…`, which fill a blank exercise where the link opens) and the lessons'
 * progress (`#learn=…`); past
 * {@link MAX_LINK_CHARS}, the scenario's file instead. Next to it, a warning when
 * the address bar does not describe the scenario on screen, so nobody copies a stale address.
 */
export function ShareView() {
  const t = useT()
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [withWork, setWithWork] = useState(false)
  const describes = useVisualizerStore((state) =>
    addressDescribesScenario(state, window.location.href),
  )
  const share = async () => {
    // a new copy: the status says nothing until this one is done (the codec may still load)
    setStatus({ kind: 'idle' })
    // the exercise's saved work, read when asked for (its module loads on use)
    const work = withWork
      ? (await import('../../app/exerciseWork.ts')).savedExerciseWork(browserStorage())
      : null
    const link = await withProgress(
      await viewLink(useVisualizerStore.getState(), window.location.href, work),
      withWork,
    )
    // a link a chat tool would cut opens the built-in history: the file travels whole
    if (link.length > MAX_LINK_CHARS) return setStatus({ kind: 'too_long', chars: link.length })
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
      <WorkChoice checked={withWork} onChange={setWithWork} />
      <span role="status" className="share-view-status">
        {status.kind === 'copied' && t('view.share.copied')}
        {status.kind === 'failed' && t('view.share.failed')}
        {status.kind === 'too_long' &&
          t('view.share.tooLong', {
            n: groupedNumber(status.chars),
            max: groupedNumber(MAX_LINK_CHARS),
          })}
      </span>
      {status.kind === 'too_long' && (
        <button type="button" className="share-view-button" onClick={downloadScenario}>
          {t('view.share.download')}
        </button>
      )}
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
