/**
 * Every lesson step's text is checked against the stage it shows: the cell its text names (in
 * en, ko and zh, each naming the cells the English names), the trace step it says the stage
 * stops at, the panel a question asks about, and the lane's state where the text says the
 * history stays as it was or a call is retried.
 */
import { describe, expect, it } from 'vitest'
import {
  ALL_CELLS,
  buildInitialContext,
  inputForCell,
  type Cell,
  type CompactionResult,
} from '../../../../src/core/index.ts'
import { LESSONS, type LessonStep } from '../../../../src/features/lessons/content/lessons.ts'
import { QUESTIONS } from '../../../../src/features/lessons/content/questions.ts'
import { lessonResult, lessonScenario } from '../../../../src/features/lessons/content/scenarios.ts'
import {
  bindingStep,
  stepOfRule,
  type StageBinding,
} from '../../../../src/features/lessons/content/stage.ts'
import { grid as enGrid } from '../../../../src/i18n/en/grid.ts'
import { lessons as en } from '../../../../src/i18n/en/lessons.ts'
import { LOCALES, type Locale } from '../../../../src/i18n/index.ts'
import { grid as koGrid } from '../../../../src/i18n/ko/grid.ts'
import { lessons as ko } from '../../../../src/i18n/ko/lessons.ts'
import { grid as zhGrid } from '../../../../src/i18n/zh/grid.ts'
import { lessons as zh } from '../../../../src/i18n/zh/lessons.ts'
import { cellRunOf } from '../../../../src/view-models/cellRun.ts'
import { replayAt } from '../../../../src/view-models/playback.ts'
import { shownStatus } from '../../../../src/view-models/statuses.ts'

const STEPS = Object.values(LESSONS).flatMap((lesson) =>
  lesson.steps.map((step) => ({ lesson: lesson.id, step })),
)
const LESSON_TEXTS = { en, ko, zh }
const GRID_TEXTS = { en: enGrid, ko: koGrid, zh: zhGrid }
const texts = (lesson: string, step: LessonStep, locale: Locale = 'en') => {
  const catalog = LESSON_TEXTS[locale]
  const body = (catalog as unknown as Record<string, { steps: Record<string, { body: string }> }>)[
    lesson
  ]!.steps[step.id]!.body
  const question = step.question ? catalog.questions[step.question] : undefined
  return {
    body,
    prompt: question?.prompt ?? '',
    explain: question?.explain ?? '',
    all: [body, question?.prompt ?? '', question?.explain ?? ''].join('\n'),
  }
}
const stagesOf = (step: LessonStep): StageBinding[] =>
  step.question ? [step.stage, QUESTIONS[step.question].reveal] : [step.stage]
const resultOf = (b: StageBinding): CompactionResult => lessonResult(b.scenario, b.cell)
const PHASES = { 'pre-turn': 'pre_turn', 'mid-turn': 'mid_turn', manual: 'manual' } as const
const IMPLEMENTATIONS = { remote: 'remote', local: 'local', 'empty window': 'empty_window' }

/** The cells an English text names as "<timing> × <implementation>". */
function namedCells(text: string): Cell[] {
  return [...text.matchAll(/(pre-turn|mid-turn|manual) × (remote|local|empty window)/gi)].map(
    (m) => ({
      phase: PHASES[m[1]!.toLowerCase() as keyof typeof PHASES],
      implementation: IMPLEMENTATIONS[
        m[2]!.toLowerCase() as keyof typeof IMPLEMENTATIONS
      ] as Cell['implementation'],
    }),
  )
}

/** The cells a text names in a locale, as the grid names them ("샘플 전 × 원격"), each once. */
function namedCellsIn(text: string, locale: Locale): string[] {
  const grid = GRID_TEXTS[locale]
  const lower = text.toLowerCase()
  return ALL_CELLS.filter((cell) =>
    lower.includes(
      `${grid.phases[cell.phase]} × ${grid.implementations[cell.implementation]}`.toLowerCase(),
    ),
  ).map((cell) => `${cell.phase} × ${cell.implementation}`)
}

/** The fragment types the assembly panel lists for a stage. */
function assemblyTypes(b: StageBinding): string[] {
  const input = inputForCell(lessonScenario(b.scenario), b.cell)
  return buildInitialContext(input.registry, input.world, {
    tokenBudget: input.features.tokenBudget,
  }).flatMap((message) => message.fragments.map((f) => f.typeName))
}

describe('each lesson step’s text against the stage it shows', () => {
  it.each(STEPS.map(({ lesson, step }) => [`${lesson} ${step.id}`, lesson, step] as const))(
    '%s',
    (_name, lesson, step) => {
      const text = texts(lesson, step)
      for (const b of stagesOf(step)) {
        // a stage bound to a rule stops at that rule, never at the end of a run without it
        const rule = typeof b.at === 'string' && b.at !== 'start' && b.at !== 'end' ? b.at : null
        expect(rule === null || stepOfRule(resultOf(b), rule) !== undefined, `${rule}`).toBe(true)
        // the cell the text names is the cell the stage plays
        const named = namedCells(text.all)
        const cellName = `${b.cell.phase} × ${b.cell.implementation}`
        const names = named.map((c) => `${c.phase} × ${c.implementation}`)
        expect(named.length === 0 || names.includes(cellName), `${cellName} in ${names}`).toBe(true)
        // "TokenBudget on": the stage runs with it, and an assembly panel shows its context
        const tokenBudget = /TokenBudget (?:is )?on\b/.test(text.all)
        const input = inputForCell(lessonScenario(b.scenario), b.cell)
        expect(input.features.tokenBudget || !tokenBudget).toBe(true)
        const panel =
          b.demo === 'assembly' && tokenBudget ? assemblyTypes(b) : ['TokenBudgetContext']
        expect(panel).toContain('TokenBudgetContext')
      }
    },
  )

  it.each(
    STEPS.flatMap(({ lesson, step }) =>
      LOCALES.map((locale) => [`${lesson} ${step.id} (${locale})`, lesson, step, locale] as const),
    ),
  )('%s names the cells of its stage, in every language', (_name, lesson, step, locale) => {
    const named = namedCellsIn(texts(lesson, step, locale).all, locale)
    // a translation names the cells the English names (read the grid's way in both)
    expect(named).toEqual(namedCellsIn(texts(lesson, step).all, 'en'))
    for (const b of stagesOf(step)) {
      const cellName = `${b.cell.phase} × ${b.cell.implementation}`
      expect(named.length === 0 || named.includes(cellName), `${cellName} in ${named}`).toBe(true)
    }
  })

  it('stops at the dispatcher where the text says so', () => {
    const { step } = STEPS.find((s) => s.step.id === 'dispatch')!
    expect(texts('compaction', step).body).toMatch(/the stage stops at the dispatcher/)
    const result = resultOf(step.stage)
    expect(result.trace[bindingStep(step.stage) - 1]!.rule).toMatch(/^dispatch_/)
  })

  it('shows the history as it was where the text says a failed compaction leaves it so', () => {
    const claims = STEPS.filter(({ lesson, step }) =>
      /history (?:is left|stays) as it was/.test(texts(lesson, step).all),
    )
    expect(claims.map(({ step }) => step.id)).toContain('failures')
    for (const { step } of claims) {
      const result = resultOf(step.stage)
      const lane = replayAt(result, bindingStep(step.stage)).lane
      expect(cellRunOf(result).outcome).toBe('failed-unchanged')
      expect(lane.length).toBeGreaterThan(0)
      expect(lane.map(shownStatus)).toEqual(lane.map(() => 'unchanged'))
    }
  })

  it('shows the retry with the current model where the text says Codex tries once more', () => {
    const claims = STEPS.filter(({ lesson, step }) =>
      /tries once more with the current model/.test(texts(lesson, step).body),
    )
    expect(claims.map(({ step }) => step.id)).toEqual(['modelSwitch'])
    for (const { step } of claims) {
      const result = resultOf(step.stage)
      const shown = result.trace[bindingStep(step.stage) - 1]!
      expect(shown.rule).toBe('model_fallback')
      expect(shown.rule === 'model_fallback' && shown.params.retried).toBe(true)
      const reasons = cellRunOf(result).calls.retryReasons
      expect(reasons.filter((r) => r.kind === 'model_fallback').map((r) => r.requests)).toEqual([1])
    }
  })
})
