import { callIdOf, itemText, type HistoryItem, type MessageItem } from '../history.ts'
import { approxTokenCount, truncateTextToTokens } from '../text.ts'
import { RunContext, type PathOutcome, type PlacedItem } from './context.ts'
import {
  isSummaryText,
  isUserMessage,
  shouldKeepCompactedHistoryItem,
  summaryText,
  userMessageText,
} from './items.ts'
import {
  COMPACT_USER_MESSAGE_MAX_TOKENS,
  LOCAL_COMPACTION_WARNING,
  SUMMARIZATION_PROMPT,
} from './prompts.ts'
import { fateOf, truncatedFate } from './marks.ts'
import { eventOp } from './recorder.ts'
import type { FragmentRegistry } from '../fragments/types.ts'
import { InitialContextInjection, type FateReason, type LaneOp, type LocalFault } from './types.ts'
import { assertNever } from '../assert.ts'

/** Error texts of the simulated local failures (`CodexErr`'s messages, protocol/src/error.rs). */
export const LOCAL_FAULT_MESSAGES = {
  contextWindowExceeded:
    "Codex ran out of room in the model's context window. Start a new thread or clear earlier history before retrying.",
  stream: 'stream disconnected before completion: stream closed before response.completed',
  sessionBudgetExceeded: 'shared rollout token budget exhausted',
} as const

/** `remove_first_item` on the request clone: the oldest item, and its call/output partner. */
export function removeFirstItem(items: readonly HistoryItem[]): {
  items: HistoryItem[]
  removed: string[]
} {
  const first = items[0]
  if (!first) return { items: [], removed: [] }
  const callId = callIdOf(first)
  const partner =
    callId === undefined ? undefined : items.find((item, i) => i > 0 && callIdOf(item) === callId)
  const removed = partner ? [first.id, partner.id] : [first.id]
  return { items: items.filter((item) => !removed.includes(item.id)), removed }
}

/**
 * `collect_user_messages`: every item that parses as a `UserMessage` and is not a summary, in
 * order. Contextual wrappers, hook prompts, developer text and tool items are passed over.
 */
export function collectUserMessages(
  items: readonly HistoryItem[],
  registry: FragmentRegistry,
): MessageItem[] {
  return items.filter(
    (item): item is MessageItem =>
      item.type === 'message' &&
      isUserMessage(item, registry) &&
      !isSummaryText(userMessageText(item)),
  )
}

/** The summary message text; Codex writes a placeholder when it is empty. */
export function summaryMessageText(summary: string): string {
  return summary === '' ? '(no summary available)' : summary
}

/**
 * `build_compacted_history_with_limit`: real user messages newest-first within the budget; the
 * first one that does not fit is truncated and the walk stops, so older ones are dropped even if
 * small. Then the summary message.
 */
export function buildCompactedHistory(
  userMessages: readonly MessageItem[],
  maxTokens: number = COMPACT_USER_MESSAGE_MAX_TOKENS,
): {
  /** oldest first; `index` is the message's position in `userMessages`. */
  kept: { item: MessageItem; truncated: boolean; index: number }[]
  dropped: string[]
  /** the dropped messages' positions in `userMessages`, newest first like `dropped`. */
  droppedIndexes: number[]
} {
  let remaining = maxTokens
  const kept: { item: MessageItem; truncated: boolean; index: number }[] = []
  const dropped: string[] = []
  const droppedIndexes: number[] = []
  let stopped = false
  for (let i = userMessages.length - 1; i >= 0; i--) {
    const message = userMessages[i]!
    if (stopped || remaining === 0) {
      dropped.push(message.id)
      droppedIndexes.push(i)
      continue
    }
    const text = userMessageText(message)
    const tokens = approxTokenCount(text)
    if (tokens <= remaining) {
      kept.push({ item: { ...message, parts: [text] }, truncated: false, index: i })
      remaining -= tokens
    } else {
      kept.push({
        item: { ...message, parts: [truncateTextToTokens(text, remaining)] },
        truncated: true,
        index: i,
      })
      stopped = true
    }
  }
  kept.reverse()
  return { kept, dropped, droppedIndexes }
}

/**
 * The local path (`compact.rs`, `run_compact_task_inner_impl`): the prompt goes into a private
 * copy, the model's summary is appended to live history (no version change), then the history is
 * rebuilt from real user messages and the summary, and installed. One function per step of Codex's.
 */
export function runLocal(ctx: RunContext, injection: InitialContextInjection): PathOutcome {
  const output = streamSummary(ctx)
  if (output === 'failed' || output === 'turn_aborted') return output
  // get_last_assistant_message_from_turn: the newest assistant message anywhere in live history
  const summary = summaryText(lastAssistantMessageText(ctx.live))
  const collected = collectLiveUserMessages(ctx, output.id)
  const placed = rebuildCompactedHistory(ctx, collected, summary, injection)
  replaceCompactedHistory(ctx, placed, injection)
  return 'completed'
}

/**
 * The compaction request: a clone of live history plus the prompt (`clone_history` then
 * `record_items`); live history never sees the prompt. Only an overflow trim needs the clone's
 * items, so they are built then; until then its length is all that is read.
 */
class SummaryRequest {
  private readonly ctx: RunContext
  readonly promptItem: HistoryItem
  private readonly cloneLength: number
  private items: readonly HistoryItem[] | undefined
  /** stream retries since the last trim (`retries` in Codex's loop). */
  retries = 0

  constructor(ctx: RunContext, prompt: string) {
    this.ctx = ctx
    this.promptItem = {
      id: ctx.newId('compact-prompt'),
      type: 'message',
      role: 'user',
      parts: [prompt],
    }
    this.cloneLength = ctx.live.length + 1
  }

  readonly requestLength = (): number => this.items?.length ?? this.cloneLength

  /** `remove_first_item` on the clone. */
  removeFirstItem(): ReturnType<typeof removeFirstItem> {
    const trimmed = removeFirstItem(this.items ?? [...this.ctx.live, this.promptItem])
    this.items = trimmed.items
    return trimmed
  }
}

/**
 * The summarization request and its retry loop (`run_compact_task_inner_impl`'s loop, one
 * `drain_to_completed` per attempt). Returns the model's output once appended to live history,
 * or how the compaction ended. Whatever output an attempt streamed before failing, Codex's loop
 * decides on the error kind alone.
 */
function streamSummary(ctx: RunContext): HistoryItem | 'failed' | 'turn_aborted' {
  const { faults, compactPrompt } = ctx.input
  const prompt = compactPrompt ?? SUMMARIZATION_PROMPT
  const request = new SummaryRequest(ctx, prompt)
  const { requestLength } = request
  ctx.rec.step('local_prompt_clone', {
    requestItems: requestLength(),
    prompt: prompt.split('\n')[0] ?? '',
    customPrompt: compactPrompt !== undefined,
  })

  let faultsLeft = faults.local ? Math.max(1, faults.localRepeat ?? 1) : 0
  for (;;) {
    ctx.modelCalls += 1
    const fault = faultsLeft > 0 ? faults.local : undefined
    if (!fault) return drainToCompleted(ctx, request)
    faultsLeft -= 1
    const next = failedAttempt(ctx, request, fault)
    if (next !== 'retry') return next
  }
}

/** One failed attempt: retried (`retry`), or how the compaction ended. */
function failedAttempt(
  ctx: RunContext,
  request: SummaryRequest,
  fault: LocalFault,
): 'retry' | 'failed' | 'turn_aborted' {
  switch (fault) {
    case 'context_window_exceeded':
      return contextWindowExceeded(ctx, request)
    case 'stream_error':
      return retryableError(ctx, request)
    case 'session_budget_exceeded':
      ctx.rec.step('local_stream', { error: 'session_budget_exceeded' }, [
        eventOp({ type: 'Error', message: LOCAL_FAULT_MESSAGES.sessionBudgetExceeded }),
      ])
      return 'failed'
    case 'interrupted':
      // returned as is: no Error event, the turn is aborted
      ctx.rec.step('local_stream', { error: 'interrupted' })
      return 'turn_aborted'
    default:
      return assertNever(fault)
  }
}

/**
 * `ContextWindowExceeded`: while the request holds more than one item, trim the clone's oldest
 * item (and reset the retry count) and retry; otherwise mark the window full and fail.
 */
function contextWindowExceeded(ctx: RunContext, request: SummaryRequest): 'retry' | 'failed' {
  const { requestLength } = request
  if (requestLength() > 1) {
    const trimmed = request.removeFirstItem()
    request.retries = 0
    ctx.rec.step('local_overflow_trim', {
      removed: trimmed.removed.join(', '),
      requestItems: requestLength(),
    })
    return 'retry'
  }
  ctx.rec.step(
    'local_stream',
    { error: 'context_window_exceeded', requestItems: requestLength(), windowMarkedFull: true },
    [eventOp({ type: 'Error', message: LOCAL_FAULT_MESSAGES.contextWindowExceeded })],
  )
  return 'failed'
}

/** Any other error (a stream error, a timeout, a 5xx): retried with backoff up to `stream_max_retries`. */
function retryableError(ctx: RunContext, request: SummaryRequest): 'retry' | 'failed' {
  const { provider } = ctx.input
  const maxRetries = provider.streamMaxRetries
  if (request.retries < maxRetries) {
    const retry = ++request.retries
    ctx.rec.step('local_stream', { error: 'stream', retry, maxRetries, retried: true }, [
      eventOp({ type: 'StreamError', message: `Reconnecting... ${retry}/${maxRetries}` }),
    ])
    return 'retry'
  }
  ctx.rec.step(
    'local_stream',
    { error: 'stream', retry: request.retries, maxRetries, retried: false },
    [eventOp({ type: 'Error', message: LOCAL_FAULT_MESSAGES.stream })],
  )
  return 'failed'
}

/** A successful attempt: the model's output is recorded into live history, no version change. */
function drainToCompleted(ctx: RunContext, request: SummaryRequest): HistoryItem {
  const { modelSummary } = ctx.input
  const { requestLength } = request
  const output: HistoryItem = {
    id: ctx.newId('model-output'),
    type: 'message',
    role: 'assistant',
    parts: [modelSummary],
  }
  ctx.rec.step('local_summary_output', { requestItems: requestLength(), versionUnchanged: true }, [
    ctx.appendLive(output, 'summary', 'local_summary_output', 'model_output'),
    eventOp({ type: 'RawResponseCompleted' }),
  ])
  return output
}

/**
 * `get_last_assistant_message_from_turn` (session/turn.rs:2778–2787) over live history: the
 * newest assistant message whose output text (parts joined with nothing) is not empty and, once
 * memory citations are stripped (`last_assistant_message_from_item`, stream_events_utils.rs:469–483),
 * not blank; "" when there is none. An empty or blank summary answer so falls back to an older
 * assistant message.
 */
export function lastAssistantMessageText(live: readonly HistoryItem[]): string {
  for (let index = live.length - 1; index >= 0; index--) {
    const item = live[index]!
    if (item.type !== 'message' || item.role !== 'assistant') continue
    const combined = item.parts.join('')
    if (combined === '') continue
    const visible = stripCitations(combined)
    if (visible.trim() !== '') return visible
  }
  return ''
}

const CITATION_OPEN = '<oai-mem-citation>'
const CITATION_CLOSE = '</oai-mem-citation>'

/**
 * `strip_citations` (utils/stream-parser/src/citation.rs:69): every literal, non-nested
 * `<oai-mem-citation>…</oai-mem-citation>` is removed with its body; an unterminated one hides
 * the rest of the text.
 */
export function stripCitations(text: string): string {
  let out = ''
  let from = 0
  for (;;) {
    const open = text.indexOf(CITATION_OPEN, from)
    if (open < 0) return out + text.slice(from)
    out += text.slice(from, open)
    const close = text.indexOf(CITATION_CLOSE, open + CITATION_OPEN.length)
    if (close < 0) return out
    from = close + CITATION_CLOSE.length
  }
}

/** The real user messages of live history and their live positions. */
interface CollectedUserMessages {
  readonly userMessages: MessageItem[]
  readonly userPositions: number[]
}

/** `collect_user_messages` over live history, marking every item kept or cut on the lane. */
function collectLiveUserMessages(ctx: RunContext, outputId: string): CollectedUserMessages {
  const collect = ctx.marks(ctx.live.length)
  const collected = fateOf('kept', 'collect_user_messages', 'real_user_message')
  const userMessages: MessageItem[] = []
  const userPositions: number[] = []
  for (let index = 0; index < ctx.live.length; index++) {
    const item = ctx.live[index]!
    if (
      item.type === 'message' &&
      isUserMessage(item, ctx.registry) &&
      !isSummaryText(userMessageText(item))
    ) {
      userMessages.push(item)
      userPositions.push(index)
      ctx.markAt(collect, index, collected)
    } else {
      const why = collectCutReason(item, outputId, ctx)
      ctx.markAt(collect, index, fateOf('cut', 'collect_user_messages', why))
    }
  }
  ctx.rec.step(
    'collect_user_messages',
    { collected: userMessages.length, cut: ctx.live.length - userMessages.length },
    collect.ops(),
  )
  return { userMessages, userPositions }
}

/**
 * `build_compacted_history` then the initial context: the user messages within budget, the
 * summary message last, a new window (`advance_auto_compact_window`), and the initial context
 * placed per `InitialContextInjection`.
 */
function rebuildCompactedHistory(
  ctx: RunContext,
  { userMessages, userPositions }: CollectedUserMessages,
  summary: string,
  injection: InitialContextInjection,
): PlacedItem[] {
  const rebuilt = buildCompactedHistory(userMessages)
  const build = ctx.marks()
  const overBudget = fateOf('cut', 'build_compacted_history', 'over_user_message_budget')
  for (const index of rebuilt.droppedIndexes) ctx.markAt(build, userPositions[index]!, overBudget)
  for (const { item, truncated, index } of rebuilt.kept)
    if (truncated)
      ctx.markAt(
        build,
        userPositions[index]!,
        truncatedFate('build_compacted_history', 'truncated_to_budget', itemText(item)),
      )
  ctx.rec.step(
    'build_compacted_history',
    {
      budget: COMPACT_USER_MESSAGE_MAX_TOKENS,
      kept: rebuilt.kept.length,
      truncated: rebuilt.kept.filter((k) => k.truncated).length,
      dropped: rebuilt.dropped.length,
    },
    build.ops(),
  )
  const summaryItem = summaryMessage(ctx, summary)
  ctx.advanceWindow()
  return ctx.placeInitialContext(placedLocalHistory(rebuilt.kept, summaryItem), injection)
}

/** The summary message (a user message), appended to the rebuilt history. */
function summaryMessage(ctx: RunContext, summary: string): MessageItem {
  const summaryItem: MessageItem = {
    id: ctx.newId('summary'),
    type: 'message',
    role: 'user',
    parts: [summaryMessageText(summary)],
  }
  ctx.rec.step('summary_message', { tokens: approxTokenCount(summary) }, [
    { op: 'append', item: ctx.card(summaryItem, 'summary', 'summary_message', 'summary_message') },
  ])
  return summaryItem
}

/** The rebuilt history with how each item got there: kept or truncated users, then the summary. */
function placedLocalHistory(
  kept: ReturnType<typeof buildCompactedHistory>['kept'],
  summaryItem: MessageItem,
): PlacedItem[] {
  return [
    ...kept.map(({ item, truncated }): PlacedItem =>
      truncated
        ? {
            item,
            status: 'truncated',
            rule: 'build_compacted_history',
            reason: 'truncated_to_budget',
          }
        : { item, status: 'kept', rule: 'collect_user_messages', reason: 'real_user_message' },
    ),
    {
      item: summaryItem,
      status: 'summary',
      rule: 'summary_message',
      reason: 'summary_message',
      fragmentType: 'CompactionSummary',
    },
  ]
}

/**
 * `replace_compacted_history`: the reference context item is cleared for DoNotInject (the full
 * initial context comes back at the turn's context step: pre-turn in the same turn, manual in the
 * next regular turn) and set for BeforeLastUserMessage (mid-turn: it is inside the replacement).
 */
function replaceCompactedHistory(
  ctx: RunContext,
  placed: readonly PlacedItem[],
  injection: InitialContextInjection,
): void {
  ctx.install(
    placed,
    injection === InitialContextInjection.DoNotInject ? 'cleared' : 'set',
    'not_a_user_message',
  )
}

/** Why `collect_user_messages` passed an item over. */
function collectCutReason(item: HistoryItem, outputId: string, ctx: RunContext): FateReason {
  if (item.id === outputId) return 'model_output'
  const { reason } = shouldKeepCompactedHistoryItem(item, ctx.registry)
  switch (reason) {
    case 'summary_message':
    case 'contextual_wrapper':
    case 'hook_prompt':
    case 'developer_message':
    case 'system_message':
    case 'tool_or_reasoning':
    case 'compaction_trigger':
      return reason
    default:
      return 'not_a_user_message'
  }
}

/** The local warning, sent after `ItemCompleted`. */
export function localWarningOps(): LaneOp[] {
  return [eventOp({ type: 'Warning', message: LOCAL_COMPACTION_WARNING })]
}
