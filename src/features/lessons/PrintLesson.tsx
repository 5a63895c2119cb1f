import { useCallback, useState, type ComponentType } from 'react'
import type { Lesson } from './content/lessons.ts'
import type { LessonHandout } from './LessonHandout.tsx'
import { useLessonT } from './useLessonT.ts'

/**
 * "Slide (PNG)" and "Slide (SVG)": the open step as a 16:9 image for a projector. The export
 * code (`features/export`) loads on the first press.
 */
function SlideButtons() {
  const lt = useLessonT()
  const [status, setStatus] = useState('')
  const save = async (format: 'png' | 'svg') => {
    setStatus('')
    try {
      const { exportLessonSlide } = await import('../export/exportView.ts')
      const more = (n: number) => lt('ui.slideMore', { n })
      setStatus(lt('ui.slideSaved', { file: await exportLessonSlide(format, { more }) }))
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      setStatus(lt('ui.slideFailed', { reason }))
    }
  }
  return (
    <>
      <button
        type="button"
        className="lesson-button"
        data-slide="png"
        onClick={() => void save('png')}
      >
        {lt('ui.slidePng')}
      </button>{' '}
      <button
        type="button"
        className="lesson-button"
        data-slide="svg"
        onClick={() => void save('svg')}
      >
        {lt('ui.slideSvg')}
      </button>{' '}
      <span role="status" className="muted" data-slide-status>
        {status}
      </span>
    </>
  )
}

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
      <SlideButtons /> <span className="muted">{lt('ui.printHint')}</span>
      {Handout && <Handout lesson={lesson} answers={answers} onDone={done} />}
    </p>
  )
}
