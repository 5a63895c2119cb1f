import { useState } from 'react'
import type { FateReason, RuleId } from '../../core/index.ts'
import type { Locale } from '../../i18n/index.ts'
import { pluralText } from '../../i18n/plural.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import type { Mistake, TableScore } from './content/exercise.ts'
import { InlineText } from './RichText.tsx'
import { itemName } from './exerciseRows.ts'
import { hasLessonKey, useLessonT, type LessonTranslate } from './useLessonT.ts'

/** "1 mistake:", "3 mistakes:" (and the blanks): the lessons' own forms, by Intl.PluralRules. */
function countText(
  lt: LessonTranslate,
  locale: Locale,
  key: 'mistakes' | 'blanks',
  n: number,
): string {
  const forms = { one: lt(`exercise.${key}.one`), other: lt(`exercise.${key}.other`) }
  return pluralText(locale, forms, n)
}

type T = ReturnType<typeof useT>

/** The rule behind a mistake, without its answer: what the reader reads first. */
function hintText(t: T, lt: LessonTranslate, m: Mistake): string {
  const rule = (id: RuleId) => t(`rules.titles.${id}`)
  const reason = (id: FateReason | undefined) => (id ? t(`fates.reasons.${id}`) : '')
  switch (m.kind) {
    case 'fate':
      return lt('exercise.mistake.fate', {
        id: m.itemId,
        name: itemName(lt, hasLessonKey, m.itemId),
        rule: rule(m.rule),
        reason: reason(m.reason),
      })
    case 'position':
      return lt('exercise.mistake.position', {
        id: m.itemId,
        name: itemName(lt, hasLessonKey, m.itemId),
      })
    case 'summary':
      return lt('exercise.mistake.summary')
    case 'initialContext':
      return lt('exercise.mistake.initialContext', { rule: rule(m.rule) })
    case 'contextPosition':
      return lt('exercise.mistake.contextPosition')
  }
}

/** The right answer of a mistake, shown only when the reader asks for it. */
function answerText(lt: LessonTranslate, m: Mistake): string {
  switch (m.kind) {
    case 'fate':
      return lt('exercise.answer.fate', { expected: lt(`exercise.fates.${m.expected}`) })
    case 'position':
      return lt('exercise.answer.position', { expected: m.expected })
    case 'summary':
      return lt('exercise.answer.summary', {
        expected: lt(`exercise.summaryAnswers.${m.expected}`),
      })
    case 'initialContext':
      return lt('exercise.answer.initialContext', {
        expected:
          lt(`exercise.contextAnswers.${m.expected}`) +
          (m.expectedPosition === undefined ? '' : ` (${m.expectedPosition})`),
      })
    case 'contextPosition':
      return lt('exercise.answer.contextPosition', { expected: m.expected })
  }
}

/** One mistake: its hint, a link to the deciding step, and its answer on request. */
function MistakeItem({
  mistake,
  onShow,
}: {
  readonly mistake: Mistake
  readonly onShow: (seq: number | undefined) => void
}) {
  const t = useT()
  const lt = useLessonT()
  const [answer, setAnswer] = useState(false)
  return (
    <li data-mistake={mistake.kind}>
      <InlineText text={hintText(t, lt, mistake)} />{' '}
      {mistake.seq !== undefined && (
        <button type="button" className="lesson-link" onClick={() => onShow(mistake.seq)}>
          {lt('exercise.seeStep', { seq: mistake.seq })}
        </button>
      )}{' '}
      {answer ? (
        <strong data-answer>{answerText(lt, mistake)}</strong>
      ) : (
        <button type="button" className="lesson-link" onClick={() => setAnswer(true)}>
          {lt('exercise.showAnswer')}
        </button>
      )}
    </li>
  )
}

interface MistakeListProps {
  readonly mistakes: readonly Mistake[]
  readonly score: TableScore
  /** moves the stage to the trace step behind a mistake. */
  readonly onShow: (seq: number | undefined) => void
}

/**
 * The checked table's verdict: "correct", or the blanks counted and every wrong answer hinted at
 * by its rule; an answer shows only when the reader asks for it.
 */
export function MistakeList({ mistakes, score, onShow }: MistakeListProps) {
  const lt = useLessonT()
  const locale = useVisualizerStore((state) => state.locale)
  if (mistakes.length === 0 && score.blank === 0)
    return (
      <p className="lesson-feedback right" role="status" data-verdict="correct">
        {lt('exercise.allRight')}
      </p>
    )
  return (
    <div className="lesson-feedback wrong" role="status" data-verdict="mistakes">
      {score.blank > 0 && (
        <p data-blanks={score.blank}>{countText(lt, locale, 'blanks', score.blank)}</p>
      )}
      {mistakes.length > 0 && <p>{countText(lt, locale, 'mistakes', mistakes.length)}</p>}
      <ul className="exercise-mistakes">
        {mistakes.map((m, index) => (
          <MistakeItem
            key={`${m.kind}.${'itemId' in m ? m.itemId : index}`}
            mistake={m}
            onShow={onShow}
          />
        ))}
      </ul>
    </div>
  )
}
