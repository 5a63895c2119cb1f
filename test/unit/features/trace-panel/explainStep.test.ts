/**
 * The explanation table loads on demand: the step every cell opens at (its input history) is
 * explained at once, any other step only once the table has arrived, and never with other words
 * meanwhile.
 */
import { beforeEach, expect, it, vi } from 'vitest'
import lesson from '../../../../public/scenarios/lesson-mixed-history.json'
import { parseScenario, runAllCells, type TraceStep } from '../../../../src/core/index.ts'
import { translate, type TranslationKey } from '../../../../src/i18n/index.ts'

type Module = typeof import('../../../../src/features/trace-panel/explainStep.ts')
let fresh: Module

beforeEach(async () => {
  // a module instance that has not loaded the table yet (the setup file loaded the shared one)
  vi.resetModules()
  fresh = await import('../../../../src/features/trace-panel/explainStep.ts')
})

const t = (key: TranslationKey, vars?: Readonly<Record<string, string | number>>) =>
  translate('en', key, vars)

function lessonTrace(): readonly TraceStep[] {
  const parsed = parseScenario(lesson)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return runAllCells(parsed.value)[0]!.trace
}

it('explains the input history before the table has loaded', () => {
  const [first] = lessonTrace()
  expect(first?.rule).toBe('input_history')
  expect(fresh.explainStepText(first!, t)).toMatch(/^The live history holds 15 items/)
})

it('explains a later step with nothing until the table arrives, then with its words', async () => {
  const second = lessonTrace()[1]!
  expect(second.rule).not.toBe('input_history')
  expect(fresh.explainStep(second, t)).toBeUndefined()
  expect(fresh.explainStepText(second, t)).toBe('')
  await fresh.loadExplanations()
  const text = fresh.explainStepText(second, t)
  expect(text).toMatch(/\w{4}.*\.$/)
  expect(text).not.toMatch(/live history/)
})
