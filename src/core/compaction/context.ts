import {
  buildInitialContext,
  type AssembledMessage,
  type WorldState,
} from '../fragments/worldState.ts'
import type { FragmentRegistry } from '../fragments/types.ts'
import type { HistoryItem, MessageItem } from '../history.ts'
import { remembered } from '../memo.ts'
import {
  createIdFactory,
  FRAGMENT_TYPE_SEPARATOR,
  fragmentTypeOf,
  mayCollideWithGeneratedId,
  toLaneCard,
  toResultItem,
} from './items.ts'
import { insertInitialContext } from './insertion.ts'
import { fateOf, MarkBatch } from './marks.ts'
import { approxItemTokens, estimateHistoryTokens } from './tokens.ts'
import { eventOp, TraceRecorder } from './recorder.ts'
import type { Transport } from './transport.ts'
import {
  InitialContextInjection,
  type Badge,
  type CompactionInput,
  type CompactionPath,
  type FateReason,
  type ItemStatus,
  type LaneOp,
  type MarkFate,
  type ReferenceContext,
  type ResultItem,
  type RuleId,
} from './types.ts'

/** An item of a replacement history, with how it got there. */
export interface PlacedItem {
  readonly item: HistoryItem
  readonly status: ItemStatus
  readonly rule: RuleId
  readonly reason?: FateReason
  readonly fragmentType?: string
}

/** What every run needs of each input item: its tokens, fragment type, and a clashing id. */
interface InputAnalysis {
  readonly tokens: number
  readonly fragmentTypes: readonly (string | null)[]
  readonly taken: readonly string[]
}

// the nine cells share one converted history and registry: the pass is made once for all nine
const analyses = new WeakMap<readonly HistoryItem[], WeakMap<FragmentRegistry, InputAnalysis>>()

/**
 * One pass over the input for everything a run needs of every item (on a long history each
 * extra pass costs more in memory traffic than in the work it does), remembered per history and
 * registry.
 */
function analyzeInput(history: readonly HistoryItem[], registry: FragmentRegistry): InputAnalysis {
  let byRegistry = analyses.get(history)
  if (byRegistry === undefined) analyses.set(history, (byRegistry = new WeakMap()))
  const known = byRegistry.get(registry)
  if (known !== undefined) return known
  const fragmentTypes = new Array<string | null>(history.length)
  const taken: string[] = []
  let tokens = 0
  for (let index = 0; index < history.length; index++) {
    const item = history[index]!
    tokens += approxItemTokens(item)
    fragmentTypes[index] = fragmentTypeOf(item, registry) ?? null
    if (mayCollideWithGeneratedId(item.id)) taken.push(item.id)
  }
  const analysis = { tokens, fragmentTypes, taken }
  byRegistry.set(registry, analysis)
  return analysis
}

/** How a path ended. */
export type PathOutcome = 'completed' | 'failed' | 'turn_aborted'

/**
 * The session state one run works on: the live history, its version, the reference context
 * item, and the recorder. Paths read and write it the way Codex's paths use the `Session`.
 */
export class RunContext {
  readonly input: CompactionInput
  readonly registry: FragmentRegistry
  readonly rec = new TraceRecorder(() => ({ phase: this.input.cell.phase, path: this.path }))
  readonly newId: (base: string) => string
  /** the live history; the input itself until something is appended or installed. */
  live: readonly HistoryItem[]
  version: number
  reference: ReferenceContext = 'unchanged'
  window: WorldState['contextWindow']
  path: CompactionPath | null = null
  modelCalls = 0
  serverCalls = 0
  /** the session's transport: a WebSocket fallback to HTTPS lasts for the rest of the run. */
  transport: Transport
  /** the compaction runs on the previous model's turn context (the pre-turn model switch). */
  previousModelCompaction = false
  /** the live history with statuses, once a replacement is installed. */
  installed: ResultItem[] | null = null
  readonly badges: Badge[] = []
  nextTurn: ResultItem[] = []
  /** statuses of items appended to the live history outside a replacement (local output). */
  readonly appended = new Map<string, ResultItem>()
  /**
   * The last decided fate of each live position (0: none yet). Paths mark items by position, so a
   * long history costs no set of ids: a hash lookup per item was the run's largest cost.
   */
  private laneState: Uint8Array
  /** states of marked items that are not in live history (server items on the legacy lane). */
  private readonly offLaneState = new Map<string, number>()
  /** the ids this run made (initial context, summaries, compaction items, windows). */
  private readonly generated = new Set<string>()
  /** the ones of those that are in live history now (appended, or installed earlier). */
  private generatedOnLive = new Set<string>()
  /** positions by id, built only when a path marks by id (the legacy transcript). */
  private positions: Map<string, number> | null = null
  /**
   * Lane items not carried over, in the order they were cut (as a Set would keep them): the
   * first `cutCount` entries. Room for the whole input is reserved, since most runs cut most of it.
   */
  private readonly cutLog: string[]
  private cutCount = 0

  /** the input history's token estimate. */
  readonly inputTokens: number
  /** the fragment type each input item is recognized as (null: none). */
  readonly inputFragmentTypes: readonly (string | null)[]

  constructor(input: CompactionInput) {
    this.input = input
    this.registry = input.registry
    this.live = input.history
    this.laneState = new Uint8Array(input.history.length)
    this.cutLog = new Array<string>(input.history.length)
    this.version = input.historyVersion
    this.transport = input.provider.supportsWebsockets ? 'websocket' : 'https'
    this.window = input.world.contextWindow
    const { tokens, fragmentTypes, taken: inputTaken } = analyzeInput(input.history, input.registry)
    const taken = [...inputTaken]
    for (const item of input.serverTranscript ?? []) taken.push(item.id)
    this.inputTokens = tokens
    this.inputFragmentTypes = fragmentTypes
    const factory = createIdFactory(taken)
    this.newId = (base) => {
      const id = factory(base)
      this.generated.add(id)
      return id
    }
  }

  /** The token estimate of a history; the input's was made once. */
  tokensOf(items: readonly HistoryItem[]): number {
    return items === this.input.history ? this.inputTokens : estimateHistoryTokens(items)
  }

  /** The ids not carried over, in the order they were cut. Call it once the run is over. */
  cutIds(): readonly string[] {
    this.cutLog.length = this.cutCount
    return this.cutLog
  }

  /** A batch for one step's marks; `capacity` when the step will mark that many items. */
  marks(capacity = 0): MarkBatch {
    return new MarkBatch(capacity)
  }

  /** Marks the live item at `index` with a kept or cut fate. */
  markAt(batch: MarkBatch, index: number, fate: MarkFate): void {
    const id = this.live[index]!.id
    batch.add(id, fate)
    const before = this.laneState[index]!
    this.laneState[index] = STATE[fate.status]
    this.recordCut(id, before, fate.status)
  }

  /** Marks a lane item by id: a live item, or an item shown on the lane only (legacy server items). */
  markId(batch: MarkBatch, id: string, fate: MarkFate): void {
    if (!this.positions) {
      this.positions = new Map()
      this.live.forEach((item, index) => this.positions!.set(item.id, index))
    }
    const index = this.positions.get(id)
    if (index !== undefined) return this.markAt(batch, index, fate)
    batch.add(id, fate)
    const before = this.offLaneState.get(id) ?? 0
    this.offLaneState.set(id, STATE[fate.status])
    this.recordCut(id, before, fate.status)
  }

  /** A cut joins the log once; a later keep takes it out again. */
  private recordCut(id: string, before: number, status: MarkFate['status']): void {
    if (status === 'cut') {
      if (before !== CUT) this.cutLog[this.cutCount++] = id
    } else if (before === CUT) {
      const at = this.cutLog.lastIndexOf(id, this.cutCount - 1)
      this.cutLog.copyWithin(at, at + 1, this.cutCount)
      this.cutCount -= 1
    }
  }

  /** The world state with the current window identity. */
  world(): WorldState {
    return { ...this.input.world, contextWindow: this.window }
  }

  /** `advance_auto_compact_window`: the next window id; the current one becomes the previous. */
  advanceWindow(): void {
    const next = this.newId(`window-${this.version + 2}`)
    this.window = {
      ...this.window,
      previousWindowId: this.window.currentWindowId,
      currentWindowId: next,
    }
  }

  /** The initial context as history messages, one per assembled message. */
  initialContextItems(idBase: string): { items: MessageItem[]; messages: AssembledMessage[] } {
    const { messages, parts } = renderedInitialContext(
      this.registry,
      this.input.world,
      this.window,
      this.input.features.tokenBudget,
    )
    const items = messages.map((message, index): MessageItem => ({
      id: this.newId(`${idBase}-${index + 1}`),
      type: 'message',
      role: message.role,
      parts: parts[index]!,
    }))
    return { items, messages }
  }

  /**
   * `InitialContextInjection` for a replacement: DoNotInject leaves it to the turn's context step
   * (pre-turn: the same turn; manual: the next regular turn);
   * BeforeLastUserMessage splices the fresh initial context in before the last real user message
   * (or its fallbacks), so the summary or compaction item stays last.
   */
  placeInitialContext(
    kept: readonly PlacedItem[],
    injection: InitialContextInjection,
  ): PlacedItem[] {
    this.rec.step('initial_context_injection', { injection })
    if (injection === InitialContextInjection.DoNotInject) return [...kept]
    const { items, messages } = this.initialContextItems('ic')
    const { history, point } = insertInitialContext(
      kept.map((p) => p.item),
      items,
      this.registry,
    )
    const injected = new Map(
      items.map((item, i): [string, PlacedItem] => [
        item.id,
        {
          item,
          status: 'injected',
          rule: 'insert_initial_context',
          reason: 'initial_context',
          fragmentType: RunContext.assembledTypeName(messages[i]!),
        },
      ]),
    )
    this.rec.step(
      'insert_initial_context',
      {
        anchor: point.anchor,
        anchorId: point.anchorId,
        index: point.index,
        messages: items.length,
      },
      [
        {
          op: 'insert',
          beforeId: point.anchorId,
          items: items.map((item, i) =>
            this.card(
              item,
              'injected',
              'insert_initial_context',
              'initial_context',
              RunContext.assembledTypeName(messages[i]!),
            ),
          ),
        },
      ],
    )
    const keptById = new Map(kept.map((p) => [p.item.id, p]))
    const placed = history.map((item) => keptById.get(item.id) ?? injected.get(item.id)!)
    const last = placed[placed.length - 1]
    if (last?.status === 'summary')
      this.rec.step('insert_initial_context', { summaryLast: true, lastId: last.item.id }, [
        this.badge('summary_last'),
      ])
    return placed
  }

  /** Fragment type label for an assembled message (made once per message: see below). */
  static assembledTypeName(message: AssembledMessage): string {
    return remembered(typeNames, message, typeNameOf)
  }

  /** Appends an item to the live history without a version change (local model output). */
  appendLive(item: HistoryItem, status: ItemStatus, rule: RuleId, reason: FateReason): LaneOp {
    this.live = [...this.live, item]
    if (this.generated.has(item.id)) this.generatedOnLive.add(item.id)
    if (this.positions) this.positions.set(item.id, this.live.length - 1)
    const state = new Uint8Array(this.live.length)
    state.set(this.laneState)
    this.laneState = state
    const card = toResultItem(item, this.registry, status, rule, reason)
    this.appended.set(item.id, card)
    return { op: 'append', item: card }
  }

  /**
   * `replace_compacted_history`: install the replacement, bump `history_version`, set or clear
   * the reference context item. Every earlier lane item that is not carried over is cut.
   */
  install(
    placed: readonly PlacedItem[],
    reference: 'cleared' | 'set',
    lostReason: FateReason,
  ): void {
    const items = placed.map(({ item, status, rule, reason, fragmentType }) =>
      toResultItem(item, this.registry, status, rule, reason, fragmentType),
    )
    const keptIds = new Set(items.map((item) => item.id))
    const batch = this.marks()
    const lost = fateOf('cut', 'replace_history', lostReason)
    // cut items are settled: only the ones still standing are looked up
    let standing = 0
    for (let index = 0; index < this.live.length; index++) {
      if (this.laneState[index] === CUT) continue
      if (keptIds.has(this.live[index]!.id)) standing += 1
      else this.markAt(batch, index, lost)
    }
    // every other carried id should be new (made by this run) or a server item off the lane;
    // if not, a cut item is carried over after all and is no longer cut (no path does this
    // today, so the exact search runs only then)
    let accounted = standing
    for (const id of keptIds)
      if ((this.generated.has(id) && !this.generatedOnLive.has(id)) || this.offLaneState.has(id))
        accounted += 1
    if (accounted < keptIds.size || this.offLaneState.size > 0) {
      const cut = new Set(this.cutLog.slice(0, this.cutCount))
      for (const id of keptIds) if (cut.has(id)) this.recordCut(id, CUT, 'kept')
    }
    this.live = placed.map(({ item }) => item)
    this.generatedOnLive = new Set(
      this.live.filter((item) => this.generated.has(item.id)).map((item) => item.id),
    )
    this.laneState = new Uint8Array(this.live.length)
    this.offLaneState.clear()
    this.positions = null
    this.installed = items
    this.appended.clear()
    const ops: LaneOp[] = [...batch.ops(), { op: 'install', items }]
    this.rec.step('replace_history', { items: items.length, cut: this.cutCount }, ops)
    const before = this.version
    this.version += 1
    this.rec.step('history_version', { before, after: this.version }, [
      { op: 'version', value: this.version },
    ])
    this.reference = reference
    // cleared: pre-turn re-injects in this same turn, manual in the next regular turn
    const reinjection = this.input.cell.phase === 'pre_turn' ? 'same_turn' : 'next_turn'
    this.rec.step(
      'reference_context',
      { reference, ...(reference === 'cleared' ? { reinjection } : {}) },
      [{ op: 'reference', value: reference }],
    )
  }

  badge(badge: Badge): LaneOp {
    if (!this.badges.includes(badge)) this.badges.push(badge)
    return { op: 'badge', badge }
  }

  /** Runs the configured PreCompact or PostCompact hook; true when it stopped the turn. */
  runHook(hook: 'PreCompact' | 'PostCompact'): boolean {
    const outcome =
      hook === 'PreCompact' ? this.input.faults.preCompactHook : this.input.faults.postCompactHook
    if (outcome === undefined) return false
    this.rec.step(hook === 'PreCompact' ? 'pre_compact_hook' : 'post_compact_hook', { outcome }, [
      eventOp({ type: 'HookStarted', hook }),
      eventOp({ type: 'HookCompleted', hook, outcome }),
    ])
    return outcome === 'stop'
  }

  /**
   * The lane card of a live item, for operations that need one; `fragmentType` when the caller
   * knows it (an assembled message's), so the item is not classified for a label it would replace.
   */
  card(
    item: HistoryItem,
    status: 'pending' | ItemStatus,
    rule?: RuleId,
    reason?: FateReason,
    fragmentType?: string,
  ) {
    return toLaneCard(item, this.registry, status, rule, reason, fragmentType)
  }
}

/**
 * The initial context as rendered for a registry, a world and a window identity, with each
 * message's parts (its fragments' texts). The nine cells of a scenario share one registry and
 * world, and most runs render it two or three times (the injection, the next turn's
 * re-injection, an empty window's install) with the same window: each distinct window is rendered
 * once. Keyed by the registry's and the world's identity (both are read-only values the parse
 * made) and by the window's fields and the TokenBudget switch, which the runs vary; the result
 * is shared read-only (the items made from it are each run's own, with the run's own ids).
 */
interface RenderedInitialContext {
  readonly messages: AssembledMessage[]
  readonly parts: readonly (readonly string[])[]
}

const renderedContexts = new WeakMap<
  FragmentRegistry,
  WeakMap<WorldState, Map<string, RenderedInitialContext>>
>()

// each field length-prefixed (no text can pass for two fields), `undefined` apart from '' (the
// renderer reads them by truthiness, but the key need not know that); no JSON.stringify, which a
// long history's worker must not call per request
const field = (text: string | undefined): string =>
  text === undefined ? '-' : `${text.length}:${text}`
const windowKey = (window: WorldState['contextWindow'], tokenBudget: boolean): string =>
  (tokenBudget ? 't' : 'f') +
  field(window.agentPath) +
  field(window.firstWindowId) +
  field(window.currentWindowId) +
  field(window.previousWindowId) +
  field(window.threadHint)

export function renderedInitialContext(
  registry: FragmentRegistry,
  world: WorldState,
  window: WorldState['contextWindow'],
  tokenBudget: boolean,
): RenderedInitialContext {
  const byWorld = remembered(renderedContexts, registry, newWorldMap)
  const byWindow = remembered(byWorld, world, newWindowMap)
  return remembered(byWindow, windowKey(window, tokenBudget), () => {
    const messages = buildInitialContext(
      registry,
      { ...world, contextWindow: window },
      { tokenBudget },
    )
    const parts = messages.map((message) => message.fragments.map((fragment) => fragment.text))
    return { messages, parts }
  })
}

const newWorldMap = (): WeakMap<WorldState, Map<string, RenderedInitialContext>> => new WeakMap()
const newWindowMap = (): Map<string, RenderedInitialContext> => new Map()

const typeNames = new WeakMap<AssembledMessage, string>()
const typeNameOf = (message: AssembledMessage): string =>
  [...new Set(message.fragments.map((fragment) => fragment.typeName))].join(FRAGMENT_TYPE_SEPARATOR)

const CUT = 2
/** `laneState` codes by status. */
const STATE: Readonly<Record<MarkFate['status'], number>> = { kept: 1, cut: CUT, truncated: 3 }
