import { useVisualizerStore } from '../../store/index.ts'
import { useLessonT } from './useLessonT.ts'
import './lessons.css'

/**
 * What another screen shows while a lesson question or an exercise table is open: the screen's
 * counts, lane, trace and tables would answer it, so it waits. The reader can go back to the
 * question, or choose to see the screen anyway (the next open question hides it again).
 */
export function AnswerGate() {
  const lt = useLessonT()
  const setTab = useVisualizerStore((state) => state.setTab)
  const setAnswerHidden = useVisualizerStore((state) => state.setAnswerHidden)
  return (
    <section className="answer-gate" data-answer-gate aria-labelledby="answer-gate-title">
      <h2 id="answer-gate-title">{lt('ui.gate.title')}</h2>
      <p>{lt('ui.gate.body')}</p>
      <p className="lesson-question-actions">
        <button type="button" className="lesson-button primary" onClick={() => setTab('lessons')}>
          ← {lt('ui.gate.back')}
        </button>
        <button
          type="button"
          className="lesson-button"
          data-gate-show
          onClick={() => setAnswerHidden(false)}
        >
          {lt('ui.gate.show')}
        </button>
      </p>
    </section>
  )
}
