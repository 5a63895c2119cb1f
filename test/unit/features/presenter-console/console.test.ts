import { describe, expect, it } from 'vitest'
import {
  consoleHref,
  MAX_CHANNEL_PAGES,
} from '../../../../src/features/presenter-console/consoleChannel.ts'
import { consoleStep } from '../../../../src/features/presenter-console/notes.ts'
import { clockText } from '../../../../src/features/presenter-console/useTimer.ts'
import { LESSONS, LESSON_IDS } from '../../../../src/features/lessons/content/lessons.ts'
import { presenterNotes as en } from '../../../../src/i18n/presenterNotes/en.ts'
import { presenterNotes as ko } from '../../../../src/i18n/presenterNotes/ko.ts'
import { presenterNotes as zh } from '../../../../src/i18n/presenterNotes/zh.ts'
import { hostileChannel } from '../../../helpers/hostileChannel.ts'

const NOTES = { en, ko, zh }

describe('speaker notes', () => {
  it('there is a note for each of the 20 lesson steps, in every language', () => {
    const steps = LESSON_IDS.flatMap((lesson) =>
      LESSONS[lesson].steps.map((s) => [lesson, s.id] as const),
    )
    expect(steps).toHaveLength(20)
    for (const [locale, notes] of Object.entries(NOTES))
      for (const [lesson, id] of steps) {
        const note = (notes[lesson] as Record<string, string>)[id]
        expect(note?.length ?? 0, `${locale} ${lesson}.${id}`).toBeGreaterThan(20)
      }
    // and no note for a step that does not exist
    for (const lesson of LESSON_IDS)
      expect(Object.keys(en[lesson]).sort()).toEqual(LESSONS[lesson].steps.map((s) => s.id).sort())
  })

  it('Korean and Chinese notes have no Latin word outside `code`', () => {
    for (const notes of [ko, zh])
      for (const lesson of LESSON_IDS)
        for (const [id, note] of Object.entries(notes[lesson])) {
          const prose = note.replace(/`[^`]*`/g, '')
          expect(prose, `${lesson}.${id}`).not.toMatch(/[A-Za-z]/)
        }
  })

  it('the console finds the step the projected window names (clamped), its note and the next', () => {
    const step = consoleStep('ko', 'compaction', 2)!
    expect(step).toMatchObject({
      lesson: 'compaction',
      index: 2,
      total: 8,
      id: 'filter',
      next: 'summaryLast',
    })
    expect(step.note).toBe(ko.compaction.filter)
    expect(consoleStep('en', 'compaction', 99)).toMatchObject({ id: 'modelSwitch', next: null })
    expect(consoleStep('en', 'exercise', 0)).toBeNull()
  })
})

describe('the console channel', () => {
  // what the app's listener hears of a message another page posts (null: dropped)
  const { post: heard } = hostileChannel()

  it('reads only the messages the app sends', () => {
    const position = {
      kind: 'position',
      tab: 'lessons',
      locale: 'zh',
      lesson: { section: 'fragments', step: 3 },
      gridStep: 4,
      gridSteps: 19,
    }
    expect(heard(position)).toEqual(position)
    expect(heard({ kind: 'hello' })).toEqual({ kind: 'hello' })
    expect(heard({ kind: 'key', key: 'ArrowRight' })).toEqual({
      kind: 'key',
      key: 'ArrowRight',
    })
    expect(heard({ kind: 'key', key: 'Escape' })).toBeNull()
    expect(heard({ ...position, locale: 'fr' })).toBeNull()
    expect(heard({ ...position, lesson: { section: 'x', step: 1.5 } })).toBeNull()
    expect(heard('position')).toBeNull()
    expect(heard(null)).toBeNull()
  })

  it('reads the page of a paged step, and refuses a page the step cannot have', () => {
    const at = (page: unknown) => ({
      kind: 'position',
      tab: 'lessons',
      locale: 'ko',
      lesson: { section: 'compaction', step: 2, page },
      gridStep: 0,
      gridSteps: 19,
    })
    expect(heard(at({ at: 1, of: 3 }))).toEqual(at({ at: 1, of: 3 }))
    // nothing but the two numbers comes along
    expect(heard(at({ at: 0, of: 2, html: '<b>' }))).toEqual(at({ at: 0, of: 2 }))
    for (const page of [
      { at: 3, of: 3 },
      { at: -1, of: 3 },
      { at: 0, of: 0 },
      { at: 0.5, of: 2 },
      '2/3',
    ])
      expect(heard(at(page))).toBeNull()
    // as many pages as a step may have, and not one more
    expect(heard(at({ at: 0, of: MAX_CHANNEL_PAGES }))).toEqual(
      at({ at: 0, of: MAX_CHANNEL_PAGES }),
    )
    expect(heard(at({ at: 0, of: MAX_CHANNEL_PAGES + 1 }))).toBeNull()
  })

  it('opens the console at the same origin with console=1 and nothing else', () => {
    expect(consoleHref('https://lab.example/app/?tab=grid&step=3#s=abc')).toBe(
      'https://lab.example/app/?console=1',
    )
  })
})

describe('the timer', () => {
  it('reads minutes and seconds, and hours when there are any', () => {
    expect(clockText(0)).toBe('0:00')
    expect(clockText(75)).toBe('1:15')
    expect(clockText(3725)).toBe('1:02:05')
    expect(clockText(-3)).toBe('0:00')
  })
})
