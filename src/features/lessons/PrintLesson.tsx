import { useCallback, useState, type ComponentType } from 'react'
import type { Lesson } from './content/lessons.ts'
import type { LessonHandout } from './LessonHandout.tsx'
import { useLessonT } from './useLessonT.ts'

type Handout = ComponentType<Parameters<typeof LessonHandout>[0]>

/**
 * "Print this lesson": loads the handout (its own chunk) on the first press, renders it and
 * prints; the handout leaves the page when the print dialog closes.
 */
export function PrintLesson({ lesson }: { readonly lesson: Lesson }) {
  const lt = useLessonT()
  const [Handout, setHandout] = useState<Handout | null>(null)
  const done = useCallback(() => setHandout(null), [])
  const print = async () => {
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
        onClick={() => void print()}
      >
        {lt('ui.printLesson')}
      </button>{' '}
      <span className="muted">{lt('ui.printHint')}</span>
      {Handout && <Handout lesson={lesson} onDone={done} />}
    </p>
  )
}
