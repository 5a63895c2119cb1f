import type { FateReason, RuleId } from '../../core/index.ts'
import type { Locale } from '../../i18n/index.ts'
import { pluralText } from '../../i18n/plural.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import type { Mistake } from './content/exercise.ts'
import { InlineText } from './RichText.tsx'
import { useLessonT, type LessonTranslate } from './useLessonT.ts'

/** "1 mistake:", "3 mistakes:": the lessons' own forms, picked by Intl.PluralRules. */
function mistakeCount(lt: LessonTranslate, locale: Locale, n: number): string {
  const forms = { one: lt('exercise.mistakes.one'), other: lt('exercise.mistakes.other') }
  return pluralText(locale, forms, n)
}

interface MistakeListProps {
  readonly mistakes: readonly Mistake[]
  /** moves the stage to the trace step behind a mistake. */
  readonly onShow: (seq: number | undefined) => void
}

/** The checked table's verdict: "correct", or every mistake explained by its rule. */
export function MistakeList({ mistakes, onShow }: MistakeListProps) {
  const t = useT()
  const lt = useLessonT()
  const locale = useVisualizerStore((state) => state.locale)
  if (mistakes.length === 0)
    return (
      <p className="lesson-feedback right" role="status" data-verdict="correct">
        {lt('exercise.allRight')}
      </p>
    )
  const fate = (value: string) =>
    value === '' ? lt('exercise.blank') : lt(`exercise.fates.${value}`)
  const rule = (id: RuleId) => t(`rules.titles.${id}`)
  const reason = (id: FateReason | undefined) => (id ? t(`fates.reasons.${id}`) : '')
  const text = (m: Mistake): string => {
    switch (m.kind) {
      case 'fate':
        return lt('exercise.mistake.fate', {
          id: m.itemId,
          given: fate(m.given),
          expected: fate(m.expected),
          rule: rule(m.rule),
          reason: reason(m.reason),
        })
      case 'position':
        return lt('exercise.mistake.position', {
          id: m.itemId,
          given: m.given.trim() === '' ? lt('exercise.blank') : m.given,
          expected: m.expected,
        })
      case 'summary':
        return lt('exercise.mistake.summary', {
          given: lt(`exercise.summaryAnswers.${m.given}`),
          expected: lt(`exercise.summaryAnswers.${m.expected}`),
        })
      case 'initialContext': {
        const at = (answer: string, position: string | number | undefined) =>
          lt(`exercise.contextAnswers.${answer}`) +
          (position !== undefined && position !== '' ? ` (${position})` : '')
        return lt('exercise.mistake.initialContext', {
          given: at(m.given, m.givenPosition),
          expected: at(m.expected, m.expectedPosition),
          rule: rule(m.rule),
        })
      }
    }
  }
  return (
    <div className="lesson-feedback wrong" role="status" data-verdict="mistakes">
      <p>{mistakeCount(lt, locale, mistakes.length)}</p>
      <ul className="exercise-mistakes">
        {mistakes.map((m, index) => (
          <li key={index} data-mistake={m.kind}>
            <InlineText text={text(m)} />{' '}
            {m.seq !== undefined && (
              <button type="button" className="lesson-link" onClick={() => onShow(m.seq)}>
                {lt('exercise.seeStep', { seq: m.seq })}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
