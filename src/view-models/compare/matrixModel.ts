import {
  fragmentTypesIn,
  isSummaryText,
  itemText,
  type CompactionResult,
  type HistoryItem,
  type ScenarioFile,
} from '../../core/index.ts'
import { cellRunOf } from '../cellRun.ts'
import { legacyReplyOf, runInput } from '../runFacts.ts'
import {
  estimate,
  runTokens,
  type CostRates,
  type Estimate,
  type RunTokens,
} from '../sweep/cost.ts'
import { compareColumn, failureResults, leftUnchanged, type CompareColumn } from './compareModel.ts'

/**
 * The decision matrix: the nine cells of the grid on one history, one row each, with what each
 * costs (calls, tokens) and what each loses, by kind. Every number is read from the core's
 * `runAllCells` results for the scenario as it is (its faults included) and from the same run
 * with every call failing (`failureResults`), never recomputed.
 */

/** What a lost item was, in the words a product decision needs. */
export const LOSS_KINDS = ['user', 'assistant', 'tool', 'reasoning', 'context', 'other'] as const
export type LossKind = (typeof LOSS_KINDS)[number]

/** A number that depends on what the lab simulates rather than on Codex's code alone. */
export type Caveat = 'summary' | 'server'

export interface LostItem {
  readonly id: string
  readonly kind: LossKind
  /** the item's type (`message`, `function_call_output`, …) or its fragment type. */
  readonly type: string
  readonly text: string
}

export interface MatrixRow {
  readonly column: CompareColumn
  /** the compaction did not complete and the history was left exactly as it was. */
  readonly unchanged: boolean
  /** a failed remote call was retried once with the current model. */
  readonly fallback: boolean
  readonly userKept: number
  readonly userTruncated: number
  readonly userDropped: number
  /** the input items the new history does not carry, by kind, in history order. */
  readonly lost: Readonly<Record<LossKind, readonly LostItem[]>>
  readonly lostTotal: number
  /**
   * cut context items whose fragment type comes back fresh (injected in the new history, or by
   * the turn's context step after it): replaced, not lost.
   */
  readonly refreshed: readonly LostItem[]
  readonly caveats: readonly Caveat[]
  /** tokens the run sent and received (every request and retry): what a price and a wait rest on. */
  readonly tokens: RunTokens
}

/** The kind of an input item, given the fragment type it is recognized as (null: none). */
function lossKind(item: HistoryItem, fragmentType: string | null): LossKind {
  switch (item.type) {
    case 'message':
      if (fragmentType !== null || item.role === 'developer' || item.role === 'system')
        return 'context'
      if (item.role === 'assistant') return 'assistant'
      return isSummaryText(itemText(item)) ? 'other' : 'user'
    case 'agent_message':
      return 'assistant'
    case 'function_call':
    case 'function_call_output':
    case 'custom_tool_call':
    case 'custom_tool_call_output':
      return 'tool'
    case 'reasoning':
      return 'reasoning'
    default:
      return 'other'
  }
}

const SHORT_TEXT = 160

function emptyLoss(): Record<LossKind, LostItem[]> {
  return { user: [], assistant: [], tool: [], reasoning: [], context: [], other: [] }
}

/** The fragment types the run brings back fresh: injected now, or by the turn's context step. */
function freshTypes(result: CompactionResult): ReadonlySet<string> {
  const fresh = [
    ...result.items.filter((item) => item.status === 'injected'),
    ...result.nextTurnInjection,
  ]
  // an injected message of several fragments is labelled "A + B": each of them comes back
  return new Set(
    fresh.flatMap((item) => (item.fragmentType ? fragmentTypesIn(item.fragmentType) : [])),
  )
}

function lostItems(result: CompactionResult) {
  const lost = emptyLoss()
  const refreshed: LostItem[] = []
  const input = runInput(result)
  if (!input || result.cut.length === 0) return { lost, refreshed }
  const cut = new Set(result.cut)
  const fresh = freshTypes(result)
  input.history.forEach((item, index) => {
    if (!cut.has(item.id)) return
    const fragmentType = input.fragmentTypes[index] ?? null
    const kind = lossKind(item, fragmentType)
    const entry = {
      id: item.id,
      kind,
      type: fragmentType ?? item.type,
      text: itemText(item).slice(0, SHORT_TEXT),
    }
    const comesBack =
      fragmentType !== null && fragmentTypesIn(fragmentType).every((type) => fresh.has(type))
    if (kind === 'context' && comesBack) refreshed.push(entry)
    else lost[kind].push(entry)
  })
  return { lost, refreshed }
}

/**
 * The user messages' fates: ids of real user messages in the input, against the result. A
 * history left as it was kept nothing and dropped nothing: its messages are unchanged.
 */
function userFates(result: CompactionResult, lost: Record<LossKind, LostItem[]>) {
  if (!cellRunOf(result).historyChanged) return { kept: 0, truncated: 0, dropped: 0 }
  const input = runInput(result)
  const users = new Set<string>()
  input?.history.forEach((item, index) => {
    if (lossKind(item, input.fragmentTypes[index] ?? null) === 'user') users.add(item.id)
  })
  let kept = 0
  let truncated = 0
  for (const item of result.items) {
    if (!users.has(item.id)) continue
    if (item.status === 'kept') kept++
    else if (item.status === 'truncated') truncated++
  }
  return { kept, truncated, dropped: lost.user.length }
}

function caveatsOf(result: CompactionResult): readonly Caveat[] {
  const out: Caveat[] = []
  // the local summary's words (and so its length) stand in for the model's answer
  if (result.path === 'local' && result.items.some((item) => item.status === 'summary'))
    out.push('summary')
  // no server answers here: the remote reply is the lab's simulation of one
  if (result.serverCalls > 0 || legacyReplyOf(result) !== null) out.push('server')
  return out
}

/** One row of the matrix, from a cell's result and its result when every call fails. */
function matrixRow(result: CompactionResult, failed: CompactionResult): MatrixRow {
  const column = compareColumn(result, failed)
  const { lost, refreshed } = lostItems(result)
  const users = userFates(result, lost)
  return {
    column,
    unchanged: leftUnchanged(column),
    fallback: column.run.calls.fallback,
    userKept: users.kept,
    userTruncated: users.truncated,
    userDropped: users.dropped,
    lost,
    lostTotal: LOSS_KINDS.reduce((sum, kind) => sum + lost[kind].length, 0),
    refreshed,
    caveats: caveatsOf(result),
    tokens: runTokens(result),
  }
}

/** A row's price and wait at the reader's rates: the sweep's formula on this run's tokens. */
export function rowEstimate(row: MatrixRow, rates: CostRates): Estimate {
  const calls = row.column.modelCalls + row.column.serverCalls
  return estimate({ ...row.tokens, calls }, rates)
}

/** The nine rows. `results` must be `runAllCells(scenario)` (the store's cached copy). */
export function matrixRows(
  scenario: ScenarioFile,
  results: readonly CompactionResult[],
): readonly MatrixRow[] {
  const failed = failureResults(scenario)
  return results.map((result, index) => matrixRow(result, failed[index]!))
}

/**
 * The scenario's faults and the switches that change what a cell does, as `field=value` in the
 * scenario file's own names (so a reader can find them in the file and in every language).
 */
export function activeSettings(scenario: ScenarioFile): readonly string[] {
  const out: string[] = []
  const add = (prefix: string, record: object | undefined) => {
    for (const [key, value] of Object.entries(record ?? {}))
      if (value !== undefined && typeof value !== 'object') out.push(`${prefix}.${key}=${value}`)
  }
  add('faults', scenario.faults)
  add('features', scenario.features)
  add('provider', scenario.provider)
  if (scenario.server?.legacyReply !== undefined)
    out.push(`server.legacyReply=${scenario.server.legacyReply}`)
  if (scenario.server?.transcript !== undefined) out.push('server.transcript')
  if (scenario.turn?.previousModel !== undefined)
    out.push(`turn.previousModel=${scenario.turn.previousModel.slug ?? '?'}`)
  return out
}

/** One active setting, by the scenario file's group and field: a screen puts it into words. */
export interface SettingFact {
  readonly group: 'faults' | 'features' | 'provider' | 'server' | 'turn'
  readonly key: string
  /** the value as the file has it (`http_500`, `false`, a model's slug); '' for a presence. */
  readonly value: string
}

/** The same settings as `activeSettings`, in the same order, as facts to name in words. */
export function settingFacts(scenario: ScenarioFile): readonly SettingFact[] {
  return activeSettings(scenario).map((setting) => {
    const [path = '', value = ''] = setting.split('=')
    const [group, key = ''] = path.split('.')
    return { group: group as SettingFact['group'], key, value }
  })
}

/** Every caveat any row has, once, in a fixed order. */
export function matrixCaveats(rows: readonly MatrixRow[]): readonly Caveat[] {
  return (['summary', 'server'] as const).filter((c) => rows.some((r) => r.caveats.includes(c)))
}
