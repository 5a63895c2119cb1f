import {
  buildInitialContext,
  classifyMessage,
  DEFAULT_REGISTRY,
  DEFAULT_WORLD_STATE,
  findFragmentType,
  isOneShot,
  matchesFragmentType,
  renderFragment,
  toHistoryItems,
  type CompactionResult,
  type FragmentType,
  type HistoryItem,
  type RuleId,
} from '../../../core/index.ts'
import type { GoalId } from './goals.ts'
import { initialContextPlacement } from './exercise.ts'
import { BIG_AGENTS_MD, lessonResult, lessonScenario } from './scenarios.ts'
import { cells, stepOfRule, type StageBinding } from './stage.ts'
import { isCarried } from '../../../view-models/statuses.ts'

/**
 * Predict-then-reveal questions. The reader commits to an option before the stage shows the
 * core's result; `answer()` computes the right option from the core each time it is asked.
 * `basis: 'source'` marks the few facts about Codex's source layout or another agent that the
 * core does not model (where a crate lives, what DSH checks); their key comes from the spec.
 */
export interface Question {
  readonly id: QuestionId
  readonly goals: readonly GoalId[]
  readonly options: readonly string[]
  /**
   * the right option, computed from the core. A question about a lesson's compaction reads the
   * run through `run` (the lessons' own, `lessonResult`, unless the caller gives its own).
   */
  readonly answer: (run?: typeof lessonResult) => string
  /** what the stage shows once the reader has committed: the trace step the explanation links. */
  readonly reveal: StageBinding
  /** language-independent text an option stands for (a rendered string, a sample text). */
  readonly optionCode?: (option: string) => string | undefined
  readonly basis: 'core' | 'source'
}

export type QuestionId =
  | 'f_problem'
  | 'f_whyTypes'
  | 'f_fourQuestions'
  | 'f_renderRule'
  | 'f_twoCalls'
  | 'f_markedOneShot'
  | 'f_matchRule'
  | 'f_trap'
  | 'f_sorting'
  | 'f_order'
  | 'f_boundary'
  | 'f_dsh'
  | 'c_dispatch'
  | 'c_survivors'
  | 'c_summaryLast'
  | 'c_placement'
  | 'c_emptyWindow'
  | 'c_failure'
  | 'c_modelSwitch'

const registryType = (name: string): FragmentType => {
  const type = findFragmentType(DEFAULT_REGISTRY, name)
  if (!type) throw new Error(`no fragment type ${name}`)
  return type
}

const statusOf = (result: CompactionResult, id: string) =>
  result.items.find((item) => item.id === id)?.status ?? 'cut'

// the render question: three candidate texts for EnvironmentContext, one of them the core's
export const ENV = registryType('EnvironmentContext')
const RENDER_CANDIDATES: Readonly<Record<string, string>> = {
  joined: `${ENV.startMarker}${ENV.exampleBody}${ENV.endMarker}`,
  newlines: `${ENV.startMarker}\n${ENV.exampleBody.trim()}\n\n${ENV.endMarker}`,
  bodyOnly: ENV.exampleBody,
}

// the match question: three texts, only one of which EnvironmentContext's matcher accepts
export const MATCH_SAMPLES: Readonly<Record<string, string>> = {
  padded: '  \n<ENVIRONMENT_CONTEXT>\n  <cwd>/repo</cwd>\n</Environment_Context>\n',
  startOnly: '<environment_context>\n  <cwd>/repo</cwd>\n',
  quoted: 'See <environment_context><cwd>/repo</cwd></environment_context>',
}

/** The trait's answers as fields of the core's type model; a size limit is not one of them. */
const FOUR_FIELDS: Readonly<Record<string, string>> = {
  role: 'role',
  markers: 'startMarker',
  maxSize: 'maxSize',
  separate: 'requiresSeparateMessage',
}

const pick = (table: Readonly<Record<string, boolean>>) =>
  Object.keys(table).find((key) => table[key]) ?? 'none'

/** The input history of the lesson, as core items. */
function mixedHistory(): HistoryItem[] {
  return toHistoryItems(lessonScenario('mixed').history)
}

/** Which group of the input history exactly matches the items a result carried over. */
function survivorGroup(result: CompactionResult): string {
  const history = mixedHistory()
  const carried = new Set(result.items.filter((i) => isCarried(i.status)).map((i) => i.id))
  const kind = (item: HistoryItem) =>
    item.type === 'message' ? classifyMessage(item.role, item.parts, DEFAULT_REGISTRY).kind : 'tool'
  const groups: Readonly<Record<string, (item: HistoryItem) => boolean>> = {
    realUser: (item) => kind(item) === 'user_message',
    userAndAssistant: (item) => ['user_message', 'agent_message'].includes(kind(item)),
    allButTools: (item) => item.type === 'message',
  }
  return pick(
    Object.fromEntries(
      Object.entries(groups).map(([key, inGroup]) => {
        const ids = history.filter(inGroup).map((item) => item.id)
        return [key, ids.length === carried.size && ids.every((id) => carried.has(id))]
      }),
    ),
  )
}

function bucketOrder(): string {
  const messages = buildInitialContext(
    DEFAULT_REGISTRY,
    { ...DEFAULT_WORLD_STATE, developerInstructions: 'Prefer small commits.' },
    { tokenBudget: true },
  )
  const order = [...new Set(messages.map((m) => m.bucket))].filter((b) =>
    ['merged_developer', 'separate_developer', 'contextual_user'].includes(b),
  )
  const names: Readonly<Record<string, string>> = {
    'merged_developer,separate_developer,contextual_user': 'mergedSeparateUser',
    'separate_developer,merged_developer,contextual_user': 'separateMergedUser',
    'contextual_user,merged_developer,separate_developer': 'userMergedSeparate',
  }
  return names[order.join(',')] ?? 'none'
}

function tokenBudgetBucket(): string {
  const messages = buildInitialContext(DEFAULT_REGISTRY, DEFAULT_WORLD_STATE, { tokenBudget: true })
  const holder = messages.find((m) => m.fragments.some((f) => f.typeName === 'TokenBudgetContext'))
  if (!holder) return 'none'
  if (holder.bucket === 'separate_developer') return 'ownMessage'
  return holder.bucket === 'merged_developer' ? 'merged' : 'userMessage'
}

export const APPROVED = registryType('ApprovedCommandPrefixSaved')
const APPROVED_TEXT = 'Approved command prefix saved:\nnpm *'

/**
 * The heading under which Codex's permissions instructions list the approved command prefixes
 * (prompts/src/permissions_instructions.rs:264-267, 439-442): how an approval outlives its cut
 * one-shot notice.
 */
export const APPROVED_PREFIXES_HEADING = '## Approved command prefixes'

/**
 * Whether the approval of `npm` comes back after the compaction: inside a permissions text the
 * cell injects, now (mid-turn) or when the initial context is next injected (pre-turn, manual).
 */
function approvalReturns(result: CompactionResult): boolean {
  return [...result.items.filter((i) => i.status === 'injected'), ...result.nextTurnInjection].some(
    (item) => item.text.includes(APPROVED_PREFIXES_HEADING) && item.text.includes('npm'),
  )
}

export const QUESTIONS: Readonly<Record<QuestionId, Question>> = {
  f_problem: {
    id: 'f_problem',
    goals: ['f_problem'],
    options: ['kept', 'reinjected', 'cutForgotten'],
    answer: (run = lessonResult) => {
      const result = run('mixed', cells.midRemote)
      if (statusOf(result, 'approved') !== 'cut') return 'kept'
      return approvalReturns(result) ? 'reinjected' : 'cutForgotten'
    },
    reveal: { scenario: 'mixed', cell: cells.midRemote, at: 'end' },
    basis: 'core',
  },
  f_whyTypes: {
    id: 'f_whyTypes',
    goals: ['f_whyTypes'],
    options: ['insideCore', 'ownCrate', 'protocol'],
    // fragments.md §2: the trait is declared in crate codex-context-fragments; core re-exports it
    answer: () => 'ownCrate',
    reveal: { scenario: 'mixed', cell: cells.midRemote, at: 'start' },
    basis: 'source',
  },
  f_fourQuestions: {
    id: 'f_fourQuestions',
    goals: ['f_fourQuestions'],
    options: ['role', 'markers', 'maxSize', 'separate'],
    // the option that is not a field of the core's port of the trait
    answer: () =>
      pick(Object.fromEntries(Object.entries(FOUR_FIELDS).map(([key, f]) => [key, !(f in ENV)]))),
    reveal: { scenario: 'mixed', cell: cells.midRemote, at: 'start', demo: 'fourQuestions' },
    basis: 'core',
  },
  f_renderRule: {
    id: 'f_renderRule',
    goals: ['f_renderRule'],
    options: Object.keys(RENDER_CANDIDATES),
    answer: () =>
      pick(
        Object.fromEntries(
          Object.entries(RENDER_CANDIDATES).map(([key, text]) => [
            key,
            text === renderFragment(ENV, ENV.exampleBody),
          ]),
        ),
      ),
    optionCode: (option) => RENDER_CANDIDATES[option],
    reveal: { scenario: 'mixed', cell: cells.midRemote, at: 'start', demo: 'render' },
    basis: 'core',
  },
  f_twoCalls: {
    id: 'f_twoCalls',
    goals: ['f_twoCalls'],
    options: ['instance', 'typeLevel', 'render'],
    // fragments.md §2: after compaction there is only text, so only the type-level call can ask
    answer: () => 'typeLevel',
    reveal: { scenario: 'mixed', cell: cells.midRemote, at: 'should_keep', highlight: true },
    basis: 'source',
  },
  f_markedOneShot: {
    id: 'f_markedOneShot',
    goals: ['f_markedOneShot'],
    options: ['matches', 'neverMatches', 'matchesCaseFolded'],
    answer: () => {
      if (matchesFragmentType(APPROVED, APPROVED_TEXT)) return 'matches'
      return isOneShot(APPROVED) ? 'neverMatches' : 'matchesCaseFolded'
    },
    optionCode: (option) => (option === 'matches' ? APPROVED_TEXT : undefined),
    reveal: { scenario: 'mixed', cell: cells.midRemote, at: 'should_keep', demo: 'markedOneShot' },
    basis: 'core',
  },
  f_matchRule: {
    id: 'f_matchRule',
    goals: ['f_matchRule'],
    options: Object.keys(MATCH_SAMPLES),
    answer: () =>
      pick(
        Object.fromEntries(
          Object.entries(MATCH_SAMPLES).map(([key, text]) => [key, matchesFragmentType(ENV, text)]),
        ),
      ),
    optionCode: (option) => MATCH_SAMPLES[option],
    reveal: { scenario: 'mixed', cell: cells.midRemote, at: 'start', demo: 'match' },
    basis: 'core',
  },
  f_trap: {
    id: 'f_trap',
    goals: ['f_trap'],
    options: ['stillCut', 'keptAsUser', 'error'],
    answer: (run = lessonResult) => {
      const status = statusOf(run('userInstructionsTrap', cells.midRemote), 'agents')
      return status === 'cut' ? 'stillCut' : 'keptAsUser'
    },
    reveal: { scenario: 'userInstructionsTrap', cell: cells.midRemote, at: 'end' },
    basis: 'core',
  },
  f_sorting: {
    id: 'f_sorting',
    goals: ['f_sorting'],
    options: ['merged', 'ownMessage', 'userMessage'],
    answer: tokenBudgetBucket,
    reveal: { scenario: 'tokenBudget', cell: cells.midRemote, at: 'end', demo: 'assembly' },
    basis: 'core',
  },
  f_order: {
    id: 'f_order',
    goals: ['f_order'],
    options: ['userMergedSeparate', 'mergedSeparateUser', 'separateMergedUser'],
    answer: bucketOrder,
    reveal: { scenario: 'mixed', cell: cells.midRemote, at: 'end', demo: 'assembly' },
    basis: 'core',
  },
  f_boundary: {
    id: 'f_boundary',
    goals: ['f_boundary'],
    options: ['rejected', 'truncated', 'injectedWhole'],
    answer: (run = lessonResult) => {
      const result = run('agentsMd40k', cells.midRemote)
      const agents = result.items.find(
        (i) => i.status === 'injected' && (i.fragmentType ?? '').includes('UserInstructions'),
      )
      if (!agents) return 'rejected'
      // the file is about 40 KB: whether all of it reached the injected fragment
      return agents.text.includes(BIG_AGENTS_MD) ? 'injectedWhole' : 'truncated'
    },
    reveal: { scenario: 'agentsMd40k', cell: cells.midRemote, at: 'end' },
    basis: 'core',
  },
  f_dsh: {
    id: 'f_dsh',
    goals: ['f_dsh'],
    options: ['unmarked', 'invariantsOff', 'never'],
    // peers.md / seed 002: the reconciliation is a runtime check that exists only while enabled
    answer: () => 'invariantsOff',
    reveal: { scenario: 'mixed', cell: cells.midRemote, at: 'end' },
    basis: 'source',
  },
  c_dispatch: {
    id: 'c_dispatch',
    goals: ['c_timingImplementation'],
    options: ['remote_v2', 'local', 'empty_window'],
    answer: (run = lessonResult) => run('tokenBudget', cells.preRemote).path ?? 'none',
    reveal: { scenario: 'tokenBudget', cell: cells.preRemote, at: 'end' },
    basis: 'core',
  },
  c_survivors: {
    id: 'c_survivors',
    goals: ['c_remoteFilterSummary'],
    options: ['realUser', 'userAndAssistant', 'allButTools'],
    answer: (run = lessonResult) => survivorGroup(run('mixed', cells.midRemote)),
    reveal: { scenario: 'mixed', cell: cells.midRemote, at: 'end' },
    basis: 'core',
  },
  c_summaryLast: {
    id: 'c_summaryLast',
    goals: ['c_remoteFilterSummary'],
    options: ['summary', 'initialContext', 'lastUser'],
    answer: (run = lessonResult) => {
      const last = run('mixed', cells.midRemote).items.at(-1)
      if (last?.status === 'summary') return 'summary'
      return last?.status === 'injected' ? 'initialContext' : 'lastUser'
    },
    reveal: { scenario: 'mixed', cell: cells.midRemote, at: 'end' },
    basis: 'core',
  },
  c_placement: {
    id: 'c_placement',
    goals: ['c_remoteFilterSummary'],
    options: ['beforeLastUser', 'wholeWindow', 'notInTable'],
    answer: (run = lessonResult) => initialContextPlacement(run('mixed', cells.preRemote)),
    reveal: { scenario: 'mixed', cell: cells.preRemote, at: 'end' },
    basis: 'core',
  },
  c_emptyWindow: {
    id: 'c_emptyWindow',
    goals: ['c_emptyWindow'],
    options: ['usersAndContext', 'summaryOnly', 'onlyContext'],
    answer: (run = lessonResult) => {
      const result = run('mixed', cells.preEmpty)
      if (result.items.some((i) => i.status === 'summary')) return 'summaryOnly'
      return result.items.some((i) => i.status === 'kept') ? 'usersAndContext' : 'onlyContext'
    },
    reveal: { scenario: 'mixed', cell: cells.preEmpty, at: 'end' },
    basis: 'core',
  },
  c_failure: {
    id: 'c_failure',
    goals: ['c_failures'],
    options: ['fallsBackToLocal', 'failsUnchanged', 'failsAtOnce'],
    answer: (run = lessonResult) => {
      const result = run('remoteTimeout', cells.preRemote)
      if (result.modelCalls > 0) return 'fallsBackToLocal'
      // remote v2 repeats a retryable error with the same model before it gives up
      return result.serverCalls > 1 ? 'failsUnchanged' : 'failsAtOnce'
    },
    reveal: { scenario: 'remoteTimeout', cell: cells.preRemote, at: 'remote_error' },
    basis: 'core',
  },
  c_modelSwitch: {
    id: 'c_modelSwitch',
    goals: ['c_failures'],
    options: ['oneCall', 'twoCalls', 'local'],
    answer: (run = lessonResult) => {
      const result = run('modelSwitch', cells.preRemote)
      if (result.modelCalls > 0) return 'local'
      return result.serverCalls >= 2 ? 'twoCalls' : 'oneCall'
    },
    reveal: {
      scenario: 'modelSwitch',
      cell: cells.preRemote,
      at: 'model_fallback',
      highlight: true,
    },
    basis: 'core',
  },
}

/** Whether a committed option is right. */
export function isCorrect(question: Question, option: string): boolean {
  return question.answer() === option
}

/**
 * The trace step a question's explanation links to: the rule that decides its answer, in the
 * reveal's scenario and cell. Questions about Codex's source layout link none.
 */
const LINK_RULES: Readonly<Partial<Record<QuestionId, RuleId>>> = {
  f_problem: 'should_keep',
  f_fourQuestions: 'input_history',
  f_renderRule: 'insert_initial_context',
  f_twoCalls: 'should_keep',
  f_markedOneShot: 'should_keep',
  f_matchRule: 'should_keep',
  f_trap: 'should_keep',
  f_sorting: 'insert_initial_context',
  f_order: 'insert_initial_context',
  f_boundary: 'insert_initial_context',
  c_dispatch: 'dispatch_token_budget',
  c_survivors: 'should_keep',
  c_summaryLast: 'insert_initial_context',
  c_placement: 'next_turn_reinjection',
  c_emptyWindow: 'empty_window_install',
  c_failure: 'remote_error',
  c_modelSwitch: 'model_fallback',
}

/** The binding of a question's "show trace step" link, or undefined when it has none. */
export function questionLink(question: Question): StageBinding | undefined {
  const rule = LINK_RULES[question.id]
  if (!rule) return undefined
  const result = lessonResult(question.reveal.scenario, question.reveal.cell)
  if (stepOfRule(result, rule) === undefined) return undefined
  return { ...question.reveal, at: rule, highlight: true }
}
