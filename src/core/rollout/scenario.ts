import { DEFAULT_REGISTRY } from '../fragments/catalogue.ts'
import { findFragmentType, identifyDeveloperType } from '../fragments/registry.ts'
import { recognizeUserPart } from '../fragments/eventMapping.ts'
import type { FragmentRegistry } from '../fragments/types.ts'
import type { WorldState } from '../fragments/worldState.ts'
import { itemText, type HistoryItem } from '../history.ts'
import { TRUNCATION_MARKER } from '../text.ts'
import { fragmentTypeOf, isSummaryItem, isUserMessage } from '../compaction/items.ts'
import { SUMMARY_PREFIX } from '../compaction/prompts.ts'
import { runAllCells } from '../compaction/runCompaction.ts'
import type { Cell, CompactionResult, ResultItem } from '../compaction/types.ts'
import {
  DEFAULT_MODEL,
  registryOf,
  SCENARIO_LIMITS,
  toScenarioItem,
  type ScenarioFile,
  type ScenarioItem,
  type ScenarioRegistry,
} from '../scenario.ts'
import { reconstructAt, replayHistory, turnContextUpTo } from './reconstruct.ts'
import type { CompactionSummary } from './timeline.ts'
import type { RolloutLog, SessionMeta, TurnContextRecord } from './types.ts'
import { contextItemsUpTo, scenarioWorld, worldFromFile, type SessionWorld } from './world.ts'
import {
  classifyDifferences,
  countCauses,
  type ClassifiedDifference,
  type Difference,
  type DifferenceContext,
  type DifferenceCounts,
} from './differences.ts'
import { detectRedaction, hasPlaceholder, type RedactionReport } from './redaction.ts'
import type { CodexBehaviour } from './versions.ts'
import { predictInWorld, versionWorldOf, type VersionWorld } from './versionWorld.ts'
import {
  recordingInitialContext,
  sessionFragmentTypes,
  type UnrecordedSection,
} from './resumeContext.ts'
import {
  classifyPosition,
  compareContextPosition,
  type ContextPosition,
  type PositionContext,
} from './contextPlace.ts'

export { sessionFragmentTypes }

/**
 * Any point of a session as a scenario (history, world from the turn context, registry), and a
 * compaction as Codex recorded it beside what the core predicts for the matching cell.
 */

const SANDBOX: readonly WorldState['sandboxMode'][] = [
  'read-only',
  'workspace-write',
  'danger-full-access',
]
const APPROVAL: readonly WorldState['approvalPolicy'][] = [
  'untrusted',
  'on-failure',
  'on-request',
  'never',
]

/**
 * The world-state fields a turn context tells, alone (the rest keep the scenario defaults). The
 * session screen and the CLI use `worldFromFile`, which also reads the recorded context.
 */
export function worldFromTurnContext(tc: TurnContextRecord | undefined): Partial<WorldState> {
  if (!tc) return {}
  const world: Record<string, unknown> = {}
  if (tc.cwd !== undefined) world['cwd'] = tc.cwd
  if (tc.currentDate !== undefined) world['currentDate'] = tc.currentDate
  if (tc.timezone !== undefined) world['timezone'] = tc.timezone
  if (SANDBOX.includes(tc.sandboxMode as WorldState['sandboxMode']))
    world['sandboxMode'] = tc.sandboxMode
  if (APPROVAL.includes(tc.approvalPolicy as WorldState['approvalPolicy']))
    world['approvalPolicy'] = tc.approvalPolicy
  if (tc.networkAccess !== undefined) world['networkAccess'] = tc.networkAccess
  world['developerInstructions'] = tc.developerInstructions ?? null
  world['personality'] = tc.personality ?? null
  world['collaborationMode'] = tc.collaborationMode ?? null
  world['agentsMd'] = tc.userInstructions
    ? { ...(tc.cwd ? { directory: tc.cwd } : {}), text: tc.userInstructions }
    : null
  return world as Partial<WorldState>
}

/** Text replaced by its length; a recognized fragment keeps its markers (for sharing). */
export function redactItem(item: HistoryItem, registry: FragmentRegistry): HistoryItem {
  const blank = (text: string) => (text === '' ? '' : `[${text.length} characters]`)
  switch (item.type) {
    case 'message': {
      const parts = item.parts.map((part) => {
        // each part on its own: one message may carry several fragments
        const typeName =
          item.role === 'user'
            ? recognizeUserPart(part, registry).typeName
            : item.role === 'developer'
              ? identifyDeveloperType(part, registry)?.name
              : undefined
        const type = typeName ? findFragmentType(registry, typeName) : undefined
        const trimmed = part.trim()
        if (type && type.startMarker && trimmed.startsWith(type.startMarker)) {
          const end = type.endMarker && trimmed.endsWith(type.endMarker) ? type.endMarker : ''
          const body = trimmed.slice(type.startMarker.length, trimmed.length - end.length)
          return `${type.startMarker}${blank(body)}${end}`
        }
        if (part.startsWith(`${SUMMARY_PREFIX}\n`))
          return `${SUMMARY_PREFIX}\n${blank(part.slice(SUMMARY_PREFIX.length + 1))}`
        return blank(part)
      })
      return { ...item, parts }
    }
    case 'function_call':
      return { ...item, arguments: blank(item.arguments) }
    case 'custom_tool_call':
      return { ...item, input: blank(item.input) }
    case 'function_call_output':
    case 'custom_tool_call_output':
      return { ...item, output: blank(item.output) }
    case 'reasoning':
    case 'agent_message':
    case 'other':
      return { ...item, text: blank(item.text) }
    default:
      return item
  }
}

/**
 * Scenario items for a history: ids made unique, and tool outputs without an earlier call of
 * their kind dropped (Codex drops orphan outputs when it builds the prompt; the scenario format
 * refuses them).
 */
export function scenarioItems(history: readonly HistoryItem[]): {
  items: ScenarioItem[]
  droppedOrphans: number
} {
  const calls = new Map<string, string>()
  const ids = new Set<string>()
  const items: ScenarioItem[] = []
  let droppedOrphans = 0
  for (const item of history) {
    if (item.type === 'function_call' || item.type === 'custom_tool_call')
      calls.set(item.callId, item.type)
    if (item.type === 'function_call_output' || item.type === 'custom_tool_call_output') {
      const want = item.type === 'function_call_output' ? 'function_call' : 'custom_tool_call'
      if (calls.get(item.callId) !== want) {
        droppedOrphans++
        continue
      }
    }
    let id = item.id
    for (let n = 2; ids.has(id); n++) id = `${item.id}~${n}`
    ids.add(id)
    items.push(toScenarioItem(id === item.id ? item : { ...item, id }))
  }
  return { items, droppedOrphans }
}

/**
 * A history within the scenario format's limits (SCENARIO_LIMITS): the newest items when there
 * are too many items or message parts, then the longest texts shortened (with a marker) until
 * the total fits.
 */
export function fitToLimits(history: readonly HistoryItem[]): readonly HistoryItem[] {
  let items =
    history.length > SCENARIO_LIMITS.items ? history.slice(-SCENARIO_LIMITS.items) : history
  items = newestWithinParts(items)
  let total = 0
  for (const item of items) total += itemText(item).length
  if (total <= SCENARIO_LIMITS.totalTextChars * 0.9) return items
  // one cap for every text: the largest that keeps the total within the limit
  const cap = Math.max(200, Math.floor((SCENARIO_LIMITS.totalTextChars * 0.9) / items.length))
  const shorten = (text: string) =>
    text.length > cap ? `${text.slice(0, cap)}…[${text.length - cap} more characters]` : text
  items = items.map((item) => {
    switch (item.type) {
      case 'message':
        return { ...item, parts: item.parts.map(shorten) }
      case 'function_call':
        return { ...item, arguments: shorten(item.arguments) }
      case 'custom_tool_call':
        return { ...item, input: shorten(item.input) }
      case 'function_call_output':
      case 'custom_tool_call_output':
        return { ...item, output: shorten(item.output) }
      case 'reasoning':
      case 'agent_message':
      case 'other':
        return { ...item, text: shorten(item.text) }
      default:
        return item
    }
  })
  return items
}

/** The newest items whose message parts stay within `SCENARIO_LIMITS.totalParts`. */
function newestWithinParts(items: readonly HistoryItem[]): readonly HistoryItem[] {
  let parts = 0
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i]!
    if (item.type === 'message') parts += item.parts.length
    if (parts > SCENARIO_LIMITS.totalParts) return items.slice(i + 1)
  }
  return items
}

export interface SessionScenarioOptions {
  readonly cell?: Cell
  readonly registry?: ScenarioRegistry
  readonly redact?: boolean
  readonly name?: string
  readonly contextWindow?: number
  readonly activeTokens?: number
  /** the summary the simulated model answers with (a recorded local summary). */
  readonly summary?: string
  /** the session's meta line (its `cwd` when nothing later states one). */
  readonly meta?: SessionMeta
  /** the context messages the file recorded up to the point (`contextItemsUpTo`). */
  readonly contextItems?: readonly HistoryItem[]
  /** the remote endpoint of the recording version: false runs the legacy remote path. */
  readonly remoteCompactionV2?: boolean
}

/** A scenario from a history and the turn context in force, with the world the file states. */
export function sessionScenario(
  history: readonly HistoryItem[],
  turnContext: TurnContextRecord | undefined,
  options: SessionScenarioOptions = {},
): {
  scenario: ScenarioFile
  droppedOrphans: number
  world: SessionWorld
  assumed: (keyof SessionWorld)[]
} {
  const registry = options.registry
  const resolved = registry ? registryFromScenario(registry) : DEFAULT_REGISTRY
  const source = options.redact ? history.map((item) => redactItem(item, resolved)) : history
  const { items, droppedOrphans } = scenarioItems(fitToLimits(source))
  const window = options.contextWindow
  const world = worldFromFile(options.contextItems ?? history, turnContext, options.meta)
  const fromFile = scenarioWorld(world, turnContext)
  const scenario: ScenarioFile = {
    name: options.name ?? 'Codex session',
    history: items,
    cell: options.cell ?? { phase: 'mid_turn', implementation: 'remote' },
    ...(options.remoteCompactionV2 !== undefined
      ? { features: { remoteCompactionV2: options.remoteCompactionV2 } }
      : {}),
    model: {
      ...(turnContext?.model ? { slug: turnContext.model } : {}),
      // Codex's default auto-compact limit is 90 % of the window
      ...(window ? { contextWindow: window, autoCompactTokenLimit: Math.floor(window * 0.9) } : {}),
      ...(options.summary !== undefined ? { summary: options.summary } : {}),
    },
    ...(options.activeTokens !== undefined ? { turn: { activeTokens: options.activeTokens } } : {}),
    world: options.redact ? redactWorld(fromFile.world) : fromFile.world,
    ...(registry ? { registry } : {}),
  }
  return { scenario, droppedOrphans, world, assumed: fromFile.assumed }
}

function redactWorld(world: Partial<WorldState>): Partial<WorldState> {
  const out: Record<string, unknown> = { ...world }
  for (const key of ['developerInstructions', 'personality'] as const)
    if (typeof world[key] === 'string') out[key] = `[${world[key].length} characters]`
  if (world.agentsMd)
    out['agentsMd'] = { ...world.agentsMd, text: `[${world.agentsMd.text.length} characters]` }
  return out as Partial<WorldState>
}

function registryFromScenario(registry: ScenarioRegistry): FragmentRegistry {
  return registryOf({
    history: [],
    cell: { phase: 'mid_turn', implementation: 'remote' },
    registry,
  })
}

/** The scenario at a line of a session. */
export function scenarioAt(
  log: RolloutLog,
  line: number | undefined,
  options: SessionScenarioOptions = {},
) {
  const r = reconstructAt(log, line)
  return sessionScenario(r.history, r.turnContext, {
    ...(log.meta ? { meta: log.meta } : {}),
    contextItems: contextItemsUpTo(log, r.line),
    ...options,
  })
}

/** One item of what Codex recorded, in the lane's vocabulary. */
export interface RecordedItem {
  readonly id: string
  readonly type: HistoryItem['type']
  readonly role?: string
  readonly text: string
  readonly status: 'kept' | 'truncated' | 'injected' | 'summary' | 'cut'
  readonly fragmentType?: string
}

export interface CompactionComparison {
  readonly summary: CompactionSummary
  readonly cell: Cell
  readonly before: readonly HistoryItem[]
  /** the replacement history (or the legacy rebuild), then the items it cut. */
  readonly recorded: readonly RecordedItem[]
  readonly predicted: CompactionResult
  /**
   * the nine cells as the Codex of `versionWorld` installed them: where a remote compaction put
   * the initial context, and its layout (`versionWorld.ts`).
   */
  readonly cells: readonly CompactionResult[]
  /** the Codex the prediction stands for: the recording version's, unless asked otherwise. */
  readonly versionWorld: VersionWorld
  /**
   * the nine cells as the pinned core runs `scenario`, exactly what the grid shows when the
   * scenario is opened there (the nine-cell table reads these, so the two agree).
   */
  readonly results: readonly CompactionResult[]
  readonly differences: readonly ClassifiedDifference[]
  /** how many differences each cause explains. */
  readonly differenceCounts: DifferenceCounts
  /** where each side holds the initial context, and whether the file lets one judge it. */
  readonly contextPosition: ContextPosition
  /** the file's texts were replaced by placeholders (its markers with them). */
  readonly redaction: RedactionReport
  readonly scenario: ScenarioFile
  /** the world the file states just before the compaction, and what the core had to assume. */
  readonly world: SessionWorld
  readonly assumed: readonly (keyof SessionWorld)[]
  /**
   * sections of the initial context the recorded rebuild (no replacement history, before #12252)
   * left out because the file does not state their fields (`resumeContext.ts`).
   */
  readonly unrecorded: readonly UnrecordedSection[]
}

const keyOf = (type: string, role: string | undefined, text: string) =>
  type === 'compaction' || type === 'context_compaction' ? type : `${type}|${role ?? ''}|${text}`

/**
 * Whether `text` is one of `before`'s texts cut in the middle by Codex's `truncate_text` (a local
 * rebuild keeps the newest user messages within 20,000 tokens and cuts the one that overflows):
 * both ends around the `…N tokens truncated…` marker stand at the ends of the original.
 */
function truncatedFrom(text: string, before: readonly string[]): boolean {
  const marker = new RegExp(TRUNCATION_MARKER.source).exec(text)
  if (!marker) return false
  const head = text.slice(0, marker.index)
  const tail = text.slice(marker.index + marker[0].length)
  return before.some(
    (b) => b.length > text.length - marker[0].length && b.startsWith(head) && b.endsWith(tail),
  )
}

/** Labels the installed history against the one before it (kept / injected / summary / cut). */
export function recordedItems(
  before: readonly HistoryItem[],
  after: readonly HistoryItem[],
  registry: FragmentRegistry,
): RecordedItem[] {
  const beforeKeys = new Set(
    before.map((i) => keyOf(i.type, i.type === 'message' ? i.role : undefined, itemText(i))),
  )
  const beforeUserTexts = before.filter((i) => isUserMessage(i, registry)).map(itemText)
  const afterKeys = new Set<string>()
  const out: RecordedItem[] = []
  for (const item of after) {
    const role = item.type === 'message' ? item.role : undefined
    const key = keyOf(item.type, role, itemText(item))
    afterKeys.add(key)
    const fragmentType = fragmentTypeOf(item, registry)
    const summary =
      item.type === 'compaction' ||
      item.type === 'context_compaction' ||
      isSummaryItem(item, registry) ||
      // the summary of a compaction without replacement history, as the replay rebuilt it
      /^L\d+\.summary$/.test(item.id)
    // context (developer text, contextual user fragments) is placed by Codex, never carried as
    // conversation: it is injected even when the same text stood in the history before
    const context =
      item.type === 'message' &&
      (item.role === 'developer' || (item.role === 'user' && !isUserMessage(item, registry)))
    // a user message the rebuild cut is the one before it, truncated (not new context)
    const truncated =
      !summary &&
      !context &&
      !beforeKeys.has(key) &&
      isUserMessage(item, registry) &&
      truncatedFrom(itemText(item), beforeUserTexts)
    const status = summary
      ? 'summary'
      : truncated
        ? 'truncated'
        : context || !beforeKeys.has(key)
          ? 'injected'
          : 'kept'
    out.push({
      id: item.id,
      type: item.type,
      ...(role ? { role } : {}),
      text: itemText(item),
      status,
      ...(fragmentType ? { fragmentType } : {}),
    })
  }
  const truncatedTexts = out.filter((r) => r.status === 'truncated').map((r) => r.text)
  for (const item of before) {
    const role = item.type === 'message' ? item.role : undefined
    if (afterKeys.has(keyOf(item.type, role, itemText(item)))) continue
    // the original of a truncated message is not cut: it stays, shortened
    if (truncatedTexts.some((t) => truncatedFrom(t, [itemText(item)]))) continue
    out.push({
      id: item.id,
      type: item.type,
      ...(role ? { role } : {}),
      text: itemText(item),
      status: 'cut',
    })
  }
  return out
}

/**
 * Differences between recorded and predicted: kept items by exact text, injected items by
 * fragment type (the core renders the world from the turn context, not the real text), summary
 * items by count (the core's server and model are simulated).
 */
export function compareItems(
  recorded: readonly RecordedItem[],
  predicted: readonly ResultItem[],
): Difference[] {
  const norm = (status: string) => (status === 'truncated' ? 'kept' : status)
  const key = (
    status: string,
    type: string,
    role: string | undefined,
    text: string,
    fragment?: string,
  ) => {
    if (status === 'summary') return 'summary'
    if (status === 'injected') return `injected|${fragment ?? `${type}|${role ?? ''}`}`
    return `kept|${keyOf(type, role, text)}`
  }
  const left = new Map<string, RecordedItem[]>()
  for (const r of recorded) {
    if (r.status === 'cut') continue
    const k = key(norm(r.status), r.type, r.role, r.text, r.fragmentType)
    left.set(k, [...(left.get(k) ?? []), r])
  }
  const differences: Difference[] = []
  for (const p of predicted) {
    const status = norm(p.status)
    const k = key(status, p.type, p.role, p.text, p.fragmentType)
    const list = left.get(k)
    if (list && list.length > 0) list.shift()
    else
      differences.push({
        kind: 'only_predicted',
        status,
        type: p.fragmentType ?? p.type,
        text: p.text.slice(0, 200),
        ...(p.fragmentType ? { fragment: true } : {}),
      })
  }
  for (const list of left.values())
    for (const r of list)
      differences.push({
        kind: 'only_recorded',
        status: r.status,
        type: r.fragmentType ?? r.type,
        text: r.text.slice(0, 200),
        ...(r.fragmentType ? { fragment: true } : {}),
      })
  return differences
}

function autoLimit(window: number | undefined): number {
  return Math.floor((window ?? DEFAULT_MODEL.contextWindow) * 0.9)
}

/**
 * The history just before and after the compaction at `line`, and the summary it recorded. Without
 * a replacement history the after side is the replay's rebuild as the recording Codex made it: on
 * the initial context the file lets one know before #12252 (`resumeContext.ts`), else on none.
 */
function recordedCompaction(log: RolloutLog, line: number, registry: FragmentRegistry) {
  let before: readonly HistoryItem[] = []
  let after: readonly HistoryItem[] = []
  let record
  let unrecorded: readonly UnrecordedSection[] = []
  const contextOf = recordingInitialContext(log, registry)
  replayHistory(log.records, {
    uptoLine: line,
    registry,
    initialContext: (r) => {
      const context = contextOf(r)
      if (r.line === line) unrecorded = context?.unrecorded ?? []
      return context
    },
    onCompaction: (step) => {
      if (step.record.line !== line) return
      before = step.before
      after = step.after
      record = step.record
    },
  })
  const compacted = record as { message?: string } | undefined
  const message = compacted?.message ?? ''
  const recordedSummary = message.startsWith(`${SUMMARY_PREFIX}\n`)
    ? message.slice(SUMMARY_PREFIX.length + 1)
    : message
  return { before, after, recordedSummary, unrecorded }
}

/** A recorded compaction beside the core's nine cells on the history just before it. */
export function compareCompaction(
  log: RolloutLog,
  summary: CompactionSummary,
  options: {
    registry?: ScenarioRegistry
    contextWindow?: number
    /** the Codex to predict as (`PIN_WORLD` for the pin); the recording version's by default. */
    versionWorld?: VersionWorld
  } = {},
): CompactionComparison {
  const registry = options.registry ? registryFromScenario(options.registry) : DEFAULT_REGISTRY
  const { before, after, recordedSummary, unrecorded } = recordedCompaction(
    log,
    summary.line,
    registry,
  )
  const cell: Cell = { phase: summary.phase, implementation: summary.implementation }
  const tc = turnContextUpTo(log.records, summary.line - 1)
  const behaviour = summary.label.behaviour
  // the prediction runs as the recording version: its endpoint (a legacy remote compaction is
  // compared with legacy remote), its initial context, its layout
  const versionWorld = options.versionWorld ?? versionWorldOf(behaviour)
  const remoteCompactionV2 = versionWorld.remoteCompactionV2
  const { scenario, world, assumed } = sessionScenario(before, tc, {
    cell,
    remoteCompactionV2,
    ...(log.meta ? { meta: log.meta } : {}),
    contextItems: contextItemsUpTo(log, summary.line - 1),
    ...(options.registry ? { registry: options.registry } : {}),
    ...(options.contextWindow ? { contextWindow: options.contextWindow } : {}),
    // Codex did compact here, so its trigger fired: at least the auto-compact limit
    activeTokens: Math.max(summary.tokensBefore ?? 0, autoLimit(options.contextWindow)),
    ...(recordedSummary ? { summary: recordedSummary } : {}),
    name: `Codex session, compaction ${summary.index + 1} (line ${summary.line})`,
  })
  const recorded = recordedItems(before, after, registry)
  // every cell as the world's Codex installed it, its initial context laid out as that version
  // did (one message per section before #12417), so the list and the nine cells count the same
  const results = runAllCells(scenario)
  const cells = results.map((c) => {
    const inWorld = predictInWorld(c, before, versionWorld, registry)
    return { ...inWorld, items: versionLayout(inWorld.items, versionWorld, registry) }
  })
  const predicted = cells.find(
    (c) => c.cell.phase === cell.phase && c.cell.implementation === cell.implementation,
  )!
  const redaction = detectRedaction(log)
  const { differences, counts, contextPosition } = allDifferences(recorded, predicted.items, {
    implementation: summary.label.implementation,
    phase: summary.label.phase,
    behaviour,
    predictedAs: versionWorld,
    redacted: redaction.redacted,
    sessionTypes: sessionFragmentTypes(
      [...contextItemsUpTo(log, summary.line - 1), ...before],
      registry,
    ),
    unrecordedTypes: new Set(unrecorded.map((u) => u.type)),
  })
  return {
    summary,
    cell,
    before,
    recorded,
    predicted,
    cells,
    versionWorld,
    results,
    differences,
    differenceCounts: counts,
    contextPosition,
    redaction,
    scenario,
    world,
    assumed,
    unrecorded,
  }
}

/** Every difference, each with its cause: the items, then the initial context's place. */
function allDifferences(
  recorded: readonly RecordedItem[],
  predicted: readonly ResultItem[],
  file: Omit<DifferenceContext, 'recordedContext' | 'recordedPlaceholders'>,
) {
  const ctx: DifferenceContext = {
    ...file,
    recordedContext: recorded.filter((r) => r.status === 'injected' && r.fragmentType).length,
    recordedPlaceholders: recorded.filter((r) => r.status !== 'cut' && hasPlaceholder(r.text))
      .length,
  }
  const classified = classifyDifferences(compareItems(recorded, predicted), ctx)
  const contextPosition = compareContextPosition(recorded, predicted)
  const differences = [
    ...classified.differences,
    ...misplacedContext(recorded, contextPosition, ctx),
  ]
  return { differences, counts: countCauses(differences), contextPosition }
}

/** The one difference a misplaced initial context makes, with its cause. */
function misplacedContext(
  recorded: readonly RecordedItem[],
  position: ContextPosition,
  ctx: PositionContext,
): ClassifiedDifference[] {
  if (position.agrees) return []
  const context = recorded.find((r) => r.status === 'injected')
  return [
    {
      kind: 'misplaced',
      status: 'injected',
      type: context?.fragmentType ?? context?.type ?? 'message',
      text: context?.text.slice(0, 200) ?? '',
      fragment: true,
      places: { recorded: position.recorded, predicted: position.predicted },
      ...classifyPosition(ctx),
    },
  ]
}

/**
 * Predicted items in the recording version's initial-context layout: before the sections were
 * bundled (#12417) each injected section was a message of its own, so a bundle is split by part.
 */
export function versionLayout(
  items: readonly ResultItem[],
  behaviour: Pick<CodexBehaviour, 'sectionsBundled'>,
  registry: FragmentRegistry,
): ResultItem[] {
  if (behaviour.sectionsBundled) return [...items]
  return items.flatMap((item): ResultItem[] => {
    const parts = item.parts
    if (item.status !== 'injected' || item.type !== 'message' || !parts || parts.length < 2)
      return [item]
    return parts.map((part, i) => {
      const one: HistoryItem = {
        id: `${item.id}.${i + 1}`,
        type: 'message',
        role: item.role ?? 'user',
        parts: [part],
      }
      const fragmentType = fragmentTypeOf(one, registry)
      const { fragmentType: _bundle, ...rest } = item
      return {
        ...rest,
        id: one.id,
        text: part,
        parts: [part],
        ...(fragmentType ? { fragmentType } : {}),
      }
    })
  })
}
