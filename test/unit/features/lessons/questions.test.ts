/**
 * The questions' answers come from the core: each is one of the question's options, and the
 * compaction questions agree with an independent look at runAllCells on the lesson scenarios.
 */
import { describe, expect, it } from 'vitest'
import {
  ALL_CELLS,
  runAllCells,
  type Cell,
  type CompactionResult,
} from '../../../../src/core/index.ts'
import {
  APPROVED_PREFIXES_HEADING,
  QUESTIONS,
  questionLink,
} from '../../../../src/features/lessons/content/questions.ts'
import {
  lessonScenario,
  type LessonScenarioId,
} from '../../../../src/features/lessons/content/scenarios.ts'
import { bindingStep } from '../../../../src/features/lessons/content/stage.ts'
import { lessons as en } from '../../../../src/i18n/en/lessons.ts'

const run = (id: LessonScenarioId, cell: Cell) =>
  runAllCells(lessonScenario(id))[
    ALL_CELLS.findIndex((c) => c.phase === cell.phase && c.implementation === cell.implementation)
  ]!
const pre = { phase: 'pre_turn', implementation: 'remote' } as const

describe('questions', () => {
  it('answer with one of their own options, each option has text', () => {
    for (const question of Object.values(QUESTIONS)) {
      expect(question.options, question.id).toContain(question.answer())
      const text = en.questions[question.id]
      for (const option of question.options)
        expect(
          (text.options as Record<string, string>)[option],
          `${question.id}.${option}`,
        ).toBeTruthy()
    }
  })

  it('link to a trace step that exists in the reveal’s run', () => {
    for (const question of Object.values(QUESTIONS)) {
      const link = questionLink(question)
      // every compaction question links the step that decides it
      expect(link !== undefined || question.id.startsWith('f_'), question.id).toBe(true)
      if (!link) continue
      const result = run(link.scenario, link.cell)
      expect(result.trace[bindingStep(link) - 1]?.rule).toBe(link.at)
    }
  })

  it('derive the compaction answers from the core’s result', () => {
    expect(QUESTIONS.c_dispatch.answer()).toBe(run('tokenBudget', pre).path)
    const timeout = run('remoteTimeout', pre)
    expect(timeout.outcome).toBe('failed')
    expect(timeout.modelCalls).toBe(0)
    // v2 resends a timeout twice over the WebSocket, then three HTTPS attempts of 1 + 4 requests
    // (compact_remote_v2.rs:357-397, responses_retry.rs:85-126)
    expect(timeout.serverCalls).toBe(3 + 3 * (1 + 4))
    expect(QUESTIONS.c_failure.answer()).toBe('failsUnchanged')
    const switched = run('modelSwitch', pre)
    expect(switched.serverCalls).toBe(2)
    expect(QUESTIONS.c_modelSwitch.answer()).toBe('twoCalls')
    const preRemote = run('mixed', pre)
    expect(preRemote.items.some((i) => i.status === 'injected')).toBe(false)
    expect(QUESTIONS.c_placement.answer()).toBe('notInTable')
    const mid = run('mixed', { phase: 'mid_turn', implementation: 'remote' })
    expect(mid.items.at(-1)?.status).toBe('summary')
    expect(QUESTIONS.c_summaryLast.answer()).toBe('summary')
  })

  it('derive the trap answer from the edited registry', () => {
    const trapped = run('userInstructionsTrap', { phase: 'mid_turn', implementation: 'remote' })
    const agents = trapped.items.find((i) => i.id === 'agents')
    expect(agents?.status).toBe('kept')
    expect(QUESTIONS.f_trap.answer()).toBe('keptAsUser')
  })
})

describe('the approved-prefix question', () => {
  const result = run('mixed', { phase: 'mid_turn', implementation: 'remote' })
  // a result whose only item is one injected text, now or when the context is next injected
  const injected = (text: string) => ({ ...result.items[0]!, status: 'injected' as const, text })
  const withText = (text: string) => ({ ...result, items: [injected(text)], nextTurnInjection: [] })
  /** The question's answer on a run built for the case. */
  const answerOn = (given: CompactionResult) => QUESTIONS.f_problem.answer(() => given)

  it('counts the approval as back when a permissions text the cell injects lists it', () => {
    // permissions_instructions.rs:264-267 renders the approved prefixes under this heading
    const listed = `<permissions instructions>\n${APPROVED_PREFIXES_HEADING}\nThe following prefix rules have already been approved: ["npm"]\n</permissions instructions>`
    expect(answerOn(withText(listed))).toBe('reinjected')
    expect(answerOn(withText('<permissions instructions>\nnpm\n</permissions instructions>'))).toBe(
      'cutForgotten',
    )
    expect(answerOn({ ...result, items: [], nextTurnInjection: [injected(listed)] })).toBe(
      'reinjected',
    )
    // a kept notice needs no return
    const notice = { ...result.items[0]!, id: 'approved', status: 'kept' as const }
    expect(answerOn({ ...withText(listed), items: [notice] })).toBe('kept')
  })

  it('asks for the lesson’s mid-turn remote run, and answers as the core does on it', () => {
    const asked: [string, Cell][] = []
    QUESTIONS.f_problem.answer((id, cell) => {
      asked.push([id, cell])
      return run(id, cell)
    })
    expect(asked).toEqual([['mixed', { phase: 'mid_turn', implementation: 'remote' }]])
    // the one-shot notice is cut either way (the keep filter drops developer messages)
    expect(result.items.some((item) => item.id === 'approved')).toBe(false)
    expect(QUESTIONS.f_problem.answer()).toBe(answerOn(result))
  })
})

describe('every question on fresh runs', () => {
  it('answers on runAllCells results as on the lessons’ own runs', () => {
    for (const question of Object.values(QUESTIONS))
      expect(question.answer(run), question.id).toBe(question.answer())
  })
})
