import { useState } from 'react'
import { LESSON_IDS, LESSONS, type LessonId } from './content/lessons.ts'
import { Exercise } from './Exercise.tsx'
import { LessonView } from './LessonView.tsx'
import { useLessonT } from './useLessonT.ts'
import { useLessonSession } from './useStage.ts'
import './lessons.css'

type Section = LessonId | 'exercise'

/**
 * The Lessons tab: two guided lessons and the exercise. Loaded on demand (its text is not part of
 * the first screen); while it is open the stage plays the lesson's own scenarios.
 */
export function LessonsScreen() {
  const lt = useLessonT()
  useLessonSession()
  const [section, setSection] = useState<Section>('fragments')
  return (
    <section className="lessons-screen" aria-labelledby="lessons-title">
      <header className="lessons-header">
        <div>
          <h2 id="lessons-title">{lt('ui.title')}</h2>
          <p className="muted">{lt('ui.intro')}</p>
        </div>
        <nav className="lessons-nav" aria-label={lt('ui.choose')}>
          {[...LESSON_IDS, 'exercise' as const].map((id) => (
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
