/**
 * A question that names a cell ("mid-turn × local") asks about the cell on screen: the one the
 * step's stage shows while the class predicts, and the one its reveal moves to. A prompt naming
 * another cell than the lane's title asks the room about something it cannot see.
 */
import { describe, expect, it } from 'vitest'
import type { Cell } from '../../../../src/core/index.ts'
import { LESSONS } from '../../../../src/features/lessons/content/lessons.ts'
import { QUESTIONS } from '../../../../src/features/lessons/content/questions.ts'
import { grid as enGrid } from '../../../../src/i18n/en/grid.ts'
import { lessons as en } from '../../../../src/i18n/en/lessons.ts'
import { grid as koGrid } from '../../../../src/i18n/ko/grid.ts'
import { lessons as ko } from '../../../../src/i18n/ko/lessons.ts'
import { grid as zhGrid } from '../../../../src/i18n/zh/grid.ts'
import { lessons as zh } from '../../../../src/i18n/zh/lessons.ts'

const LANGUAGES = [
  { lang: 'en', grid: enGrid, lessons: en },
  { lang: 'ko', grid: koGrid, lessons: ko },
  { lang: 'zh', grid: zhGrid, lessons: zh },
] as const

/** The cells a prompt names as "<timing> × <implementation>" in its language's grid words. */
function namedCells(prompt: string, grid: (typeof LANGUAGES)[number]['grid']): Cell[] {
  const text = prompt.toLowerCase()
  const found: Cell[] = []
  for (const [phase, phaseName] of Object.entries(grid.phases))
    for (const [implementation, name] of Object.entries(grid.implementations))
      if (text.includes(`${phaseName.toLowerCase()} × ${name.toLowerCase()}`))
        found.push({ phase, implementation } as Cell)
  return found
}

const questionSteps = Object.values(LESSONS).flatMap((lesson) =>
  lesson.steps.flatMap((step) =>
    step.question === undefined
      ? []
      : [{ name: `${lesson.id}.${step.id}`, step, question: step.question }],
  ),
)

describe('a question names the cell on the stage', () => {
  it('some prompts name a cell, so the check below has something to check', () => {
    const naming = questionSteps.filter(
      ({ question }) => namedCells(en.questions[question].prompt, enGrid).length > 0,
    )
    expect(naming.length).toBeGreaterThanOrEqual(3)
  })

  for (const { lang, grid, lessons } of LANGUAGES)
    it.each(questionSteps)(`${lang}: $name`, ({ step, question }) => {
      for (const cell of namedCells(lessons.questions[question].prompt, grid)) {
        expect(cell, 'the stage while the class predicts').toEqual(step.stage.cell)
        expect(cell, 'the stage the answer reveals').toEqual(QUESTIONS[question].reveal.cell)
      }
    })
})
