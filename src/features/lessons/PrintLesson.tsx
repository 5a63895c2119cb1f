import { useCallback, useState, type ComponentType } from 'react'
import type { Lesson } from './content/lessons.ts'
import type { LessonHandout } from './LessonHandout.tsx'
import { useLessonT } from './useLessonT.ts'

type Handout = ComponentType<Parameters<typeof LessonHandout>[0]>

/**
 * "Print this lesson" (the student's handout, no answers) and "Print the key" (the teacher's, with
 * every answer): loads the handout (its own chunk) on the first press, renders it and
 * prints; the handout leaves the page when the print dialog closes.
 */
export function PrintLesson({ lesson }: { readonly lesson: Lesson }) {
  const lt = useLessonT()
  const [Handout, setHandout] = useState<Handout | null>(null)
  const [answers, setAnswers] = useState(false)
  const done = useCallback(() => setHandout(null), [])
  const print = async (withAnswers: boolean) => {
    setAnswers(withAnswers)
    const loaded = await import('./LessonHandout.tsx')
    // a component is stored through the updater form, or React would call it
    setHandout(() => loaded.LessonHandout)
  }
  return (
    <p className="lesson-print">
      <button
        type="button"
        className="lesson-button"
        data-print-lesson
        onClick={() => void print(false)}
      >
        {lt('ui.printLesson')}
      </button>{' '}
      <button
        type="button"
        className="lesson-button"
        data-print-key
        onClick={() => void print(true)}
      >
        {lt('ui.printKeyButton')}
      </button>{' '}
      <span className="muted">{lt('ui.printHint')}</span>
      {Handout && <Handout lesson={lesson} answers={answers} onDone={done} />}
    </p>
  )
}
