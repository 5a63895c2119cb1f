import type { GoalId } from './goals.ts'
import type { QuestionId } from './questions.ts'
import { cells, type StageBinding } from './stage.ts'

export type LessonId = 'fragments' | 'compaction'
export const LESSON_IDS: readonly LessonId[] = ['fragments', 'compaction']

/**
 * One step of a lesson: its text (in the `lessons` catalogs under `<lesson>.steps.<id>`), the
 * goals it teaches, the state of the app it is bound to, and an optional question the reader
 * answers before the core shows the result.
 */
export interface LessonStep {
  readonly id: string
  readonly goals: readonly GoalId[]
  readonly stage: StageBinding
  readonly question?: QuestionId
}

export interface Lesson {
  readonly id: LessonId
  readonly steps: readonly LessonStep[]
}

const mixed = (cell: StageBinding['cell'], at: StageBinding['at'], extra = {}): StageBinding => ({
  scenario: 'mixed',
  cell,
  at,
  ...extra,
})

export const FRAGMENTS_LESSON: Lesson = {
  id: 'fragments',
  steps: [
    {
      id: 'symptoms',
      goals: ['f_problem'],
      stage: mixed(cells.midRemote, 'should_keep', { highlight: true }),
      question: 'f_problem',
    },
    {
      id: 'whyTypes',
      goals: ['f_whyTypes'],
      stage: mixed(cells.midRemote, 'start'),
      question: 'f_whyTypes',
    },
    {
      id: 'fourQuestions',
      goals: ['f_fourQuestions'],
      stage: mixed(cells.midRemote, 'start', { demo: 'fourQuestions' }),
      question: 'f_fourQuestions',
    },
    {
      id: 'renderRule',
      goals: ['f_renderRule'],
      stage: mixed(cells.midRemote, 'start', { demo: 'render' }),
      question: 'f_renderRule',
    },
    {
      id: 'twoCalls',
      goals: ['f_twoCalls'],
      stage: mixed(cells.midRemote, 'should_keep', { highlight: true }),
      question: 'f_twoCalls',
    },
    {
      id: 'markedOneShot',
      goals: ['f_markedOneShot'],
      stage: mixed(cells.midRemote, 'start', { demo: 'markedOneShot' }),
      question: 'f_markedOneShot',
    },
    {
      id: 'matchRule',
      goals: ['f_matchRule'],
      stage: mixed(cells.midRemote, 'start', { demo: 'match' }),
      question: 'f_matchRule',
    },
    {
      id: 'trap',
      goals: ['f_trap'],
      stage: {
        scenario: 'userInstructionsTrap',
        cell: cells.midRemote,
        at: 'should_keep',
        highlight: true,
      },
      question: 'f_trap',
    },
    {
      id: 'sorting',
      goals: ['f_sorting', 'f_order'],
      // the question asks where TokenBudgetContext goes: the stage runs with TokenBudget on, so
      // the assembly panel shows it and the lane lights up the window it builds
      stage: {
        scenario: 'tokenBudget',
        cell: cells.midRemote,
        at: 'empty_window_install',
        highlight: true,
        demo: 'assembly',
      },
      question: 'f_sorting',
    },
    {
      id: 'order',
      goals: ['f_order'],
      stage: mixed(cells.midRemote, 'end', { demo: 'assembly' }),
      question: 'f_order',
    },
    {
      id: 'boundary',
      goals: ['f_boundary'],
      stage: { scenario: 'agentsMd40k', cell: cells.midRemote, at: 'end' },
      question: 'f_boundary',
    },
    {
      id: 'dsh',
      goals: ['f_dsh'],
      stage: mixed(cells.midRemote, 'end'),
      question: 'f_dsh',
    },
  ],
}

export const COMPACTION_LESSON: Lesson = {
  id: 'compaction',
  steps: [
    {
      id: 'timing',
      goals: ['c_timingImplementation'],
      stage: mixed(cells.preRemote, 'pre_turn_check', { highlight: true }),
    },
    {
      id: 'dispatch',
      goals: ['c_timingImplementation'],
      stage: { scenario: 'tokenBudget', cell: cells.preRemote, at: 'dispatch_token_budget' },
      question: 'c_dispatch',
    },
    {
      id: 'filter',
      goals: ['c_remoteFilterSummary'],
      stage: mixed(cells.midRemote, 'should_keep', { highlight: true }),
      question: 'c_survivors',
    },
    {
      id: 'summaryLast',
      goals: ['c_remoteFilterSummary'],
      stage: mixed(cells.midRemote, 'end'),
      question: 'c_summaryLast',
    },
    {
      id: 'placement',
      goals: ['c_remoteFilterSummary'],
      stage: mixed(cells.preRemote, 'end'),
      question: 'c_placement',
    },
    {
      id: 'emptyWindow',
      goals: ['c_emptyWindow'],
      stage: mixed(cells.preEmpty, 'end'),
      question: 'c_emptyWindow',
    },
    {
      id: 'failures',
      goals: ['c_failures'],
      stage: { scenario: 'remoteTimeout', cell: cells.preRemote, at: 'end' },
      question: 'c_failure',
    },
    {
      id: 'modelSwitch',
      goals: ['c_failures'],
      stage: {
        scenario: 'modelSwitch',
        cell: cells.preRemote,
        at: 'model_fallback',
        highlight: true,
      },
      question: 'c_modelSwitch',
    },
  ],
}

export const LESSONS: Readonly<Record<LessonId, Lesson>> = {
  fragments: FRAGMENTS_LESSON,
  compaction: COMPACTION_LESSON,
}
