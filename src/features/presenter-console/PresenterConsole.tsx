import { useCallback, useEffect, useRef, useState } from 'react'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { translateLesson } from '../lessons/useLessonT.ts'
import {
  openChannel,
  type ConsoleKey,
  type ConsoleMessage,
  type ProjectedPosition,
} from './consoleChannel.ts'
import { consoleStep } from './notes.ts'
import { latestPacer, nextFrame } from './pacer.ts'
import { StepKey } from './StepKey.tsx'
import { useConsoleKeys } from './useConsoleKeys.ts'
import { clockText, useTimer } from './useTimer.ts'
import './console.css'

/** The projected window's last position, and the way to send it a step key. */
function useProjected() {
  const [position, setPosition] = useState<ProjectedPosition | null>(null)
  const post = useRef<(message: ConsoleMessage) => void>(() => undefined)
  useEffect(() => {
    // a burst of positions (any page of the origin can post) is one render per frame
    const show = latestPacer((message: ProjectedPosition) => {
      setPosition(message)
      // the console speaks the projected window's language
      const store = useVisualizerStore.getState()
      if (store.locale !== message.locale) store.setLocale(message.locale)
    }, nextFrame)
    const channel = openChannel((message) => {
      if (message.kind === 'position') show(message)
    })
    if (channel === null) return
    post.current = channel.post
    channel.post({ kind: 'hello' })
    return () => channel.close()
  }, [])
  const send = useCallback((key: ConsoleKey) => post.current({ kind: 'key', key }), [])
  return { position, send }
}

const COUNTDOWN_MINUTES = [0, 1, 2, 3, 5, 10, 15] as const

/** The stopwatch, or with a countdown set, the time left (past zero it says so). */
function Timer() {
  const t = useT()
  const timer = useTimer()
  const [minutes, setMinutes] = useState(0)
  const left = minutes * 60 - timer.seconds
  const over = minutes > 0 && left < 0
  return (
    <section className="pc-timer" aria-label={t('view.console.timer')}>
      <span
        className="pc-clock"
        role="timer"
        data-running={timer.running}
        data-overtime={over || undefined}
      >
        {minutes === 0
          ? clockText(timer.seconds)
          : `${over ? '−' : ''}${clockText(Math.abs(left))}`}
        {over && <span className="pc-overtime"> {t('view.console.overtime')}</span>}
      </span>
      <button type="button" onClick={timer.toggle}>
        {timer.running ? t('view.console.pause') : t('view.console.start')}
      </button>
      <button type="button" onClick={timer.reset}>
        {t('view.console.reset')}
      </button>
      <label className="pc-countdown">
        {t('view.console.countdown')}{' '}
        <select
          value={minutes}
          data-countdown
          onChange={(event) => setMinutes(Number(event.currentTarget.value))}
        >
          {COUNTDOWN_MINUTES.map((n) => (
            <option key={n} value={n}>
              {n === 0 ? t('view.console.countdownOff') : t('view.console.minutes', { n })}
            </option>
          ))}
        </select>
      </label>
    </section>
  )
}

/** Now, next and the notes of the lesson step the projected window shows. */
function StepNotes({ position }: { readonly position: ProjectedPosition }) {
  const t = useT()
  const locale = position.locale
  const step =
    position.lesson === null
      ? null
      : consoleStep(locale, position.lesson.section, position.lesson.step)
  if (step === null)
    return (
      <p className="pc-status" data-console-status="not-lesson">
        {t('view.console.notLesson')}{' '}
        {position.tab === 'grid' &&
          t('view.export.stepLabel', { k: position.gridStep, n: position.gridSteps })}
      </p>
    )
  const title = (id: string) => translateLesson(locale, `${step.lesson}.steps.${id}.title`)
  const page = position.lesson?.page
  return (
    <div className="pc-step" data-console-step={`${step.lesson}.${step.id}`}>
      <p className="pc-now">
        <span className="pc-label">{t('view.console.now')}</span>{' '}
        {t('view.export.stepLabel', { k: step.index + 1, n: step.total })} · {title(step.id)}
        {page !== undefined && page.of > 1 && (
          <span className="pc-page" data-console-page={`${page.at + 1}/${page.of}`}>
            {' · '}
            {translateLesson(locale, 'ui.pageOf', { n: page.at + 1, total: page.of })}
          </span>
        )}
      </p>
      <section className="pc-notes" aria-label={t('view.console.notes')}>
        <h2>{t('view.console.notes')}</h2>
        <p data-console-note>{step.note}</p>
      </section>
      {step.question && <StepKey key={step.id} locale={locale} question={step.question} />}
      <p className="pc-next">
        <span className="pc-label">{t('view.console.next')}</span>{' '}
        {step.next === null ? t('view.console.last') : title(step.next)}
      </p>
    </div>
  )
}

/**
 * The presenter console: a second window (`?console=1`) for the speaker, beside the projected
 * one. It shows the lesson step on the projector with its speaker notes, the next step and a
 * timer, and its buttons step the projected window. Loaded only when that window opens.
 */
export function PresenterConsole() {
  const t = useT()
  const { position, send } = useProjected()
  useConsoleKeys(send, position !== null)
  useEffect(() => {
    document.title = t('view.console.title')
  }, [t])
  return (
    <main className="presenter-console">
      <header className="pc-header">
        <h1>{t('view.console.title')}</h1>
        <Timer />
      </header>
      {position === null ? (
        <p className="pc-status" data-console-status="waiting">
          {t('view.console.waiting')}
        </p>
      ) : (
        <StepNotes position={position} />
      )}
      <nav className="pc-nav" aria-label={t('view.console.title')}>
        <button type="button" onClick={() => send('Home')} disabled={position === null}>
          ⇤ {t('view.console.toStart')}
        </button>
        <button type="button" onClick={() => send('ArrowLeft')} disabled={position === null}>
          ← {t('view.console.back')}
        </button>
        <button type="button" onClick={() => send('ArrowRight')} disabled={position === null}>
          {t('view.console.forward')} →
        </button>
      </nav>
    </main>
  )
}

// the page's one lazy import of the console takes its default export (fewer bytes up front)
export default PresenterConsole
