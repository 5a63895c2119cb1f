import { useRef } from 'react'
import { useVisualizerStore } from '../../store/index.ts'
import { LESSON_IDS, LESSONS, type LessonId } from './content/lessons.ts'
import { Exercise } from './Exercise.tsx'
import { LessonView } from './LessonView.tsx'
import { useFocusOnChange } from './useFocusOnChange.ts'
import { useLessonT } from './useLessonT.ts'
import { useLessonSession } from './useStage.ts'
import './lessons.css'

type Section = LessonId | 'exercise'

const SECTIONS: readonly Section[] = [...LESSON_IDS, 'exercise']

/** The section a link or the store names, or the first lesson. */
function sectionOf(name: string | undefined): Section {
  return SECTIONS.find((id) => id === name) ?? 'fragments'
}

/**
 * The Lessons tab: two guided lessons and the exercise. Loaded on demand (its text is not part of
 * the first screen); while it is open the stage plays the lesson's own scenarios.
 */
export function LessonsScreen() {
  const lt = useLessonT()
  useLessonSession()
  // the position lives in the store, so the view's link carries it (`lesson=<section>.<step>`)
  const section = useVisualizerStore((state) => sectionOf(state.lessonPosition?.section))
  const setLessonPosition = useVisualizerStore((state) => state.setLessonPosition)
  const setSection = (id: Section) => setLessonPosition({ section: id, step: 0 })
  // "finish" replaces the whole section: focus goes to its start, not back to the page top
  const screen = useRef<HTMLElement>(null)
  useFocusOnChange(section, screen, '[data-step-start]')
  return (
    <section className="lessons-screen" aria-labelledby="lessons-title" ref={screen}>
      <header className="lessons-header">
        <div>
          <h2 id="lessons-title">{lt('ui.title')}</h2>
          <p className="muted">{lt('ui.intro')}</p>
        </div>
        <nav className="lessons-nav" aria-label={lt('ui.choose')}>
          {SECTIONS.map((id) => (
            <button
              key={id}
              type="button"
              className="tab"
              data-section={id}
              aria-current={section === id ? 'page' : undefined}
              onClick={() => setSection(id)}
            >
              {id === 'exercise' ? lt('ui.exerciseTab') : lt(`${id}.title`)}
            </button>
          ))}
        </nav>
      </header>
      <p className="muted lessons-restore">{lt('ui.restoreNote')}</p>
      {section === 'exercise' ? (
        <Exercise />
      ) : (
        <LessonView
          key={section}
          lesson={LESSONS[section]}
          onFinish={() => setSection(section === 'fragments' ? 'compaction' : 'exercise')}
        />
      )}
    </section>
  )
}
