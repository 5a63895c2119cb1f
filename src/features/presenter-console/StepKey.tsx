import { useEffect, useState } from 'react'
import type { Locale } from '../../i18n/index.ts'
import { useT } from '../../i18n/useT.ts'
import { loadEngine } from '../../store/engine.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { QUESTIONS } from '../lessons/content/questions.ts'
import type { LessonStep } from '../lessons/content/lessons.ts'
import { translateLesson } from '../lessons/useLessonT.ts'

/** Lesson text in the console: code marks (backticks) are dropped, the words stay. */
const plain = (text: string) => text.replace(/`/g, '')

/**
 * The step's question as the speaker sees it: its options, a show-of-hands tally per option
 * (optional: the speaker counts, nobody else sees it) and the answer key. The projected window
 * shows the core's answer without a verdict, so the key and the count stay here.
 */
/** The key, once the core's engine has loaded (the answers are computed by the core). */
export function StepKey(props: Parameters<typeof LoadedStepKey>[0]) {
  const loaded = useVisualizerStore((state) => state.engine !== null)
  useEffect(() => void loadEngine(), [])
  return loaded ? <LoadedStepKey {...props} /> : null
}

function LoadedStepKey({
  locale,
  question,
}: {
  readonly locale: Locale
  readonly question: NonNullable<LessonStep['question']>
}) {
  const t = useT()
  const [hands, setHands] = useState<Readonly<Record<string, number>>>({})
  const q = QUESTIONS[question]
  const answer = q.answer()
  const option = (id: string) =>
    plain(translateLesson(locale, `questions.${question}.options.${id}`))
  return (
    <section className="pc-key" aria-label={t('view.console.keyLabel')} data-console-key={answer}>
      <h2>{t('view.console.keyLabel')}</h2>
      <p className="pc-key-answer">{option(answer)}</p>
      <p className="pc-hint">{t('view.console.keyHint')}</p>
      <h3>{t('view.console.hands')}</h3>
      <ul className="pc-hands">
        {q.options.map((id) => (
          <li key={id} data-hands={id} data-answer={id === answer || undefined}>
            <button
              type="button"
              onClick={() => setHands({ ...hands, [id]: (hands[id] ?? 0) + 1 })}
              aria-label={`+1: ${option(id)}`}
            >
              +1
            </button>{' '}
            <output className="pc-hands-count">{hands[id] ?? 0}</output> {option(id)}
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => setHands({})}>
        {t('view.console.handsReset')}
      </button>
    </section>
  )
}
