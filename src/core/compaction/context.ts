import {
  buildInitialContext,
  type AssembledMessage,
  type WorldState,
} from '../fragments/worldState.ts'
import type { FragmentRegistry } from '../fragments/types.ts'
import type { HistoryItem, MessageItem } from '../history.ts'
import { createIdFactory, toLaneCard, toResultItem } from './items.ts'
import { insertInitialContext } from './insertion.ts'
import { eventOp, TraceRecorder } from './recorder.ts'
import {
  InitialContextInjection,
  type Badge,
  type CompactionInput,
  type CompactionPath,
  type FateReason,
  type ItemStatus,
  type LaneOp,
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

/** How a path ended. */
export type PathOutcome = 'completed' | 'failed' | 'turn_aborted'

/**
 * The session state one run works on: the live history, its version, the reference context
 * item, and the recorder. Paths read and write it the way Codex's paths use the `Session`.
 */
export class RunContext {
  readonly input: CompactionInput
  readonly registry: FragmentRegistry
  readonly rec = new TraceRecorder()
  readonly newId: (base: string) => string
  live: HistoryItem[]
  version: number
  reference: ReferenceContext = 'unchanged'
  window: WorldState['contextWindow']
  path: CompactionPath | null = null
  modelCalls = 0
  serverCalls = 0
  /** the live history with statuses, once a replacement is installed. */
  installed: ResultItem[] | null = null
  /** lane items not carried over, in the order they were cut (a Set keeps that order). */
  readonly cut = new Set<string>()
  readonly badges: Badge[] = []
  nextTurn: ResultItem[] = []
  /** statuses of items appended to the live history outside a replacement (local output). */
  readonly appended = new Map<string, ResultItem>()

  constructor(input: CompactionInput) {
    this.input = input
    this.registry = input.registry
    this.live = [...input.history]
    this.version = input.historyVersion
    this.window = input.world.contextWindow
    this.newId = createIdFactory([
      ...input.history.map((item) => item.id),
      ...(input.serverTranscript ?? []).map((item) => item.id),
    ])
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
    const messages = buildInitialContext(this.registry, this.world(), {
      tokenBudget: this.input.features.tokenBudget,
    })
    const items = messages.map((message, index): MessageItem => ({
      id: this.newId(`${idBase}-${index + 1}`),
      type: 'message',
      role: message.role,
      parts: message.fragments.map((fragment) => fragment.text),
    }))
    return { items, messages }
  }

  /**
   * `InitialContextInjection` for a replacement: DoNotInject leaves it to the next turn;
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
          items: items.map((item, i) => ({
            ...this.card(item, 'injected', 'insert_initial_context', 'initial_context'),
            fragmentType: RunContext.assembledTypeName(messages[i]!),
          })),
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

  /** Fragment type label for an assembled message. */
  static assembledTypeName(message: AssembledMessage): string {
    return [...new Set(message.fragments.map((fragment) => fragment.typeName))].join(' + ')
  }

  /** Records that a lane item is cut (and not carried over). */
  markCut(id: string, rule: RuleId, reason: FateReason): LaneOp {
    this.cut.add(id)
    return { op: 'mark', id, status: 'cut', rule, reason }
  }

  /** Records that a lane item is kept. */
  markKept(id: string, rule: RuleId, reason: FateReason): LaneOp {
    this.cut.delete(id)
    return { op: 'mark', id, status: 'kept', rule, reason }
  }

  /** Appends an item to the live history without a version change (local model output). */
  appendLive(item: HistoryItem, status: ItemStatus, rule: RuleId, reason: FateReason): LaneOp {
    this.live.push(item)
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
    const lost = this.laneIds().filter((id) => !keptIds.has(id) && !this.cut.has(id))
    const ops: LaneOp[] = lost.map((id) => this.markCut(id, 'replace_history', lostReason))
    for (const id of keptIds) this.cut.delete(id)
    this.live = placed.map(({ item }) => item)
    this.installed = items
    this.appended.clear()
    ops.push({ op: 'install', items })
    this.rec.step('replace_history', { items: items.length, cut: this.cut.size }, ops)
    const before = this.version
    this.version += 1
    this.rec.step('history_version', { before, after: this.version }, [
      { op: 'version', value: this.version },
    ])
    this.reference = reference
    this.rec.step('reference_context', { reference }, [{ op: 'reference', value: reference }])
  }

  /** The ids currently on the lane: the installed history, or the input plus appended items. */
  laneIds(): string[] {
    return this.live.map((item) => item.id)
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

  /** The lane card of a live item, for operations that need one. */
  card(item: HistoryItem, status: 'pending' | ItemStatus, rule?: RuleId, reason?: FateReason) {
    return toLaneCard(item, this.registry, status, rule, reason)
  }
}
