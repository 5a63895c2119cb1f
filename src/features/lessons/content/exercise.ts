import type { CompactionResult, FateReason, RuleId, ScenarioItem } from '../../../core/index.ts'
import { lessonResult, lessonScenario } from './scenarios.ts'
import { cells, stepOfRule } from './stage.ts'
import { isCarried, ITEM_FATES, type ItemFate } from '../../../view-models/statuses.ts'
import type {
  ContextAnswer,
  RowAnswer,
  SummaryAnswer,
  TableAnswer,
} from '../../../store/lessonWorkSlice.ts'

/**
 * The lesson's exercise: for three cells, the reader fills in the replacement table of the mixed
 * history, and it is checked against the core's result. Every mistake names the rule behind the
 * right answer and the trace step that applied it.
 */
export const EXERCISE_CELLS = [cells.midRemote, cells.preEmpty, cells.preRemote] as const

export type ExerciseFate = ItemFate
export const EXERCISE_FATES: readonly ExerciseFate[] = ITEM_FATES

export type {
  ContextAnswer,
  RowAnswer,
  SummaryAnswer,
  TableAnswer,
} from '../../../store/lessonWorkSlice.ts'
export const SUMMARY_ANSWERS: readonly SummaryAnswer[] = ['last', 'notLast', 'none']
export const CONTEXT_ANSWERS: readonly ContextAnswer[] = [
  'notInTable',
  'beforeLastUser',
  'wholeWindow',
  'end',
]

export type Mistake =
  | {
      readonly kind: 'fate'
      readonly itemId: string
      readonly expected: ExerciseFate
      readonly given: ExerciseFate | ''
      readonly rule: RuleId
      readonly reason: FateReason | undefined
      readonly seq: number | undefined
    }
  | {
      readonly kind: 'position'
      readonly itemId: string
      readonly expected: number
      readonly given: string
      readonly seq: number | undefined
    }
  | {
      readonly kind: 'summary'
      readonly expected: SummaryAnswer
      readonly given: SummaryAnswer | ''
      readonly seq: number | undefined
    }
  | {
      readonly kind: 'contextPosition'
      readonly expected: number
      readonly given: string
      readonly seq: number | undefined
    }
  | {
      readonly kind: 'initialContext'
      readonly expected: ContextAnswer
      readonly expectedPosition: number | undefined
      readonly given: ContextAnswer | ''
      readonly givenPosition: string
      readonly rule: RuleId
      readonly seq: number | undefined
    }

/** The ids of the mixed history, in order: the rows of the table. */
export function exerciseItems(): readonly ScenarioItem[] {
  return lessonScenario('mixed').history
}

/** How the core decided an input item: its mark step's fate, rule, reason and seq. */
export function markOf(
  result: CompactionResult,
  id: string,
): { status: string; rule: RuleId; reason?: FateReason; seq: number } | undefined {
  let found: { status: string; rule: RuleId; reason?: FateReason; seq: number } | undefined
  for (const step of result.trace)
    for (const op of step.ops) {
      if (op.op !== 'mark') continue
      let index = op.ids.indexOf(id)
      if (index < 0) continue
      // the fates come in runs of equal fates: find the run the index falls in
      let run = 0
      while (run < op.runs.length && index >= op.runs[run]!) index -= op.runs[run++]!
      const fate = op.fates[run]
      if (fate) found = { status: fate.status, rule: fate.rule, reason: fate.reason, seq: step.seq }
    }
  return found
}

/** Where the initial context stands in a replacement table. */
export function initialContextPlacement(result: CompactionResult): ContextAnswer | 'none' {
  const items = result.items
  const first = items.findIndex((item) => item.status === 'injected')
  if (first < 0) return result.nextTurnInjection.length > 0 ? 'notInTable' : 'none'
  if (items.every((item) => item.status === 'injected')) return 'wholeWindow'
  return items.slice(first).some((item) => isCarried(item.status)) ? 'beforeLastUser' : 'end'
}

/** The right table for a cell, from the core. */
export function expectedTable(result: CompactionResult): TableAnswer {
  const rows: Record<string, RowAnswer> = {}
  for (const item of exerciseItems()) {
    const index = result.items.findIndex((i) => i.id === item.id)
    const status = result.items[index]?.status
    rows[item.id] = isCarried(status)
      ? { fate: status, position: String(index + 1) }
      : { fate: 'cut', position: '' }
  }
  const summaryIndex = result.items.findIndex((i) => i.status === 'summary')
  const summary: SummaryAnswer =
    summaryIndex < 0 ? 'none' : summaryIndex === result.items.length - 1 ? 'last' : 'notLast'
  const placement = initialContextPlacement(result)
  const firstInjected = result.items.findIndex((i) => i.status === 'injected')
  return {
    rows,
    summary,
    context: placement === 'none' ? 'notInTable' : placement,
    contextPosition: firstInjected < 0 ? '' : String(firstInjected + 1),
  }
}

/** The rule that placed (or withheld) the initial context in this run. */
function contextRule(result: CompactionResult): RuleId {
  for (const rule of [
    'empty_window_install',
    'next_turn_reinjection',
    'insert_initial_context',
  ] as const)
    if (stepOfRule(result, rule) !== undefined) return rule
  return 'initial_context_injection'
}

function summaryStep(result: CompactionResult): number | undefined {
  return (
    stepOfRule(result, 'v2_compaction_output') ??
    stepOfRule(result, 'summary_message') ??
    stepOfRule(result, 'empty_window_install')
  )
}

const isBlank = (value: string) => value.trim() === ''

/** A row's mistake, or none when it is right or still blank (blanks are counted, not judged). */
function rowMistake(
  result: CompactionResult,
  item: ScenarioItem,
  want: RowAnswer,
  got: RowAnswer,
): Mistake | undefined {
  if (got.fate === '') return undefined
  if (got.fate !== want.fate) {
    const mark = markOf(result, item.id)
    const kept = result.items.find((i) => i.id === item.id)
    return {
      kind: 'fate',
      itemId: item.id,
      expected: want.fate as ExerciseFate,
      given: got.fate,
      rule: kept?.rule ?? mark?.rule ?? 'replace_history',
      reason: kept?.reason ?? mark?.reason,
      seq: mark?.seq,
    }
  }
  if (want.fate === 'cut' || isBlank(got.position)) return undefined
  if (Number(got.position.trim()) === Number(want.position)) return undefined
  return {
    kind: 'position',
    itemId: item.id,
    expected: Number(want.position),
    given: got.position,
    seq: stepOfRule(result, 'replace_history'),
  }
}

/** The initial context's mistake: where it stands, else the position of its first item. */
function contextMistake(
  result: CompactionResult,
  expected: TableAnswer,
  answer: TableAnswer,
): Mistake | undefined {
  if (answer.context === '') return undefined
  const rule = contextRule(result)
  if (answer.context !== expected.context)
    return {
      kind: 'initialContext',
      expected: expected.context as ContextAnswer,
      expectedPosition:
        expected.contextPosition === '' ? undefined : Number(expected.contextPosition),
      given: answer.context,
      givenPosition: answer.contextPosition,
      rule,
      seq: stepOfRule(result, rule),
    }
  if (expected.contextPosition === '' || isBlank(answer.contextPosition)) return undefined
  if (Number(answer.contextPosition.trim()) === Number(expected.contextPosition)) return undefined
  return {
    kind: 'contextPosition',
    expected: Number(expected.contextPosition),
    given: answer.contextPosition,
    seq: stepOfRule(result, rule),
  }
}

/**
 * Checks a filled-in table against the core's result: the mistakes among the answered fields (an
 * empty list and no blanks means it is right). A blank field is no mistake: it is counted by
 * {@link scoreTable}, so checking an empty table gives away nothing.
 */
export function checkTable(result: CompactionResult, answer: TableAnswer): Mistake[] {
  const expected = expectedTable(result)
  const mistakes: Mistake[] = []
  for (const item of exerciseItems()) {
    const got = answer.rows[item.id] ?? { fate: '', position: '' }
    const mistake = rowMistake(result, item, expected.rows[item.id]!, got)
    if (mistake) mistakes.push(mistake)
  }
  if (answer.summary !== '' && answer.summary !== expected.summary)
    mistakes.push({
      kind: 'summary',
      // the core's table always has an answer here
      expected: expected.summary as SummaryAnswer,
      given: answer.summary,
      seq: summaryStep(result),
    })
  const context = contextMistake(result, expected, answer)
  if (context) mistakes.push(context)
  return mistakes
}

/** How much of a table is right: fields right, fields asked, fields still blank. */
export interface TableScore {
  readonly right: number
  readonly total: number
  readonly blank: number
}

/**
 * A table's score. Every item asks its fate, a carried item its position too; then the summary,
 * the initial context and, when it is in the table, its first item's position.
 */
export function scoreTable(result: CompactionResult, answer: TableAnswer): TableScore {
  const expected = expectedTable(result)
  let right = 0
  let total = 0
  let blank = 0
  const field = (given: string, ok: boolean) => {
    total += 1
    if (isBlank(given)) blank += 1
    else if (ok) right += 1
  }
  for (const item of exerciseItems()) {
    const want = expected.rows[item.id]!
    const got = answer.rows[item.id] ?? { fate: '', position: '' }
    field(got.fate, got.fate === want.fate)
    if (want.fate !== 'cut')
      field(got.position, got.fate === want.fate && Number(got.position) === Number(want.position))
  }
  field(answer.summary, answer.summary === expected.summary)
  field(answer.context, answer.context === expected.context)
  if (expected.contextPosition !== '')
    field(
      answer.contextPosition,
      Number(answer.contextPosition) === Number(expected.contextPosition),
    )
  return { right, total, blank }
}

/** The exercise's result for one of its cells. */
export function exerciseResult(index: number): CompactionResult {
  return lessonResult('mixed', EXERCISE_CELLS[index]!)
}

/** A blank table for a reader to fill in. */
export function blankTable(): TableAnswer {
  const rows: Record<string, RowAnswer> = {}
  for (const item of exerciseItems()) rows[item.id] = { fate: '', position: '' }
  return { rows, summary: '', context: '', contextPosition: '' }
}

/**
 * "One step further": the two runs that answer it. A remote failure on a full window (pre-turn,
 * context limit) and a model switch whose previous-model compaction is rejected once.
 */
export const FURTHER_CASES = [
  { id: 'fullWindowFailure', scenario: 'remoteTimeout', cell: cells.preRemote },
  { id: 'modelSwitchFallback', scenario: 'modelSwitch', cell: cells.preRemote },
] as const
