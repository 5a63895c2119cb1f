import { itemText, type AgentMessageItem, type HistoryItem, type MessageItem } from '../history.ts'
import { approxTokenCount, truncateTextToTokens } from '../text.ts'
import { utf8Length } from '../utf8Length.ts'
import { RunContext, type PathOutcome, type PlacedItem } from './context.ts'
import type { FragmentRegistry } from '../fragments/types.ts'
import { shouldKeepCompactedHistoryItem } from './items.ts'
import { matchesMarkedText } from '../fragments/matcher.ts'
import {
  FINAL_ANSWER_PREFIX,
  PROGRESS_MESSAGE_PREFIX,
  MAX_RETAINED_AGENT_MESSAGE_TOKENS,
  REMOTE_ERROR_PREFIX,
  RETAINED_MESSAGE_TOKEN_BUDGET,
  TRUNCATED_OUTPUT_PLACEHOLDER,
} from './prompts.ts'
import { fateOf, truncatedFate } from './marks.ts'
import { eventOp } from './recorder.ts'
import {
  isRetryable,
  REMOTE_FAULT_MESSAGES,
  shouldRetryWithCurrentModel,
  runLegacyRequest,
  runV2Request,
  type RequestRun,
  type Transport,
} from './transport.ts'
import { approxItemTokens, effectiveContextWindow, estimateHistoryTokens } from './tokens.ts'
import {
  InitialContextInjection,
  type FateReason,
  type LaneOp,
  type MarkFate,
  type RemoteFault,
  type RuleId,
} from './types.ts'

/** A source item and the notice attached to it (`history_item_groups`). */
interface ItemGroup {
  readonly source: HistoryItem
  readonly notice?: HistoryItem
}

/**
 * `is_attached_notice` (compact_remote_history.rs:45–57): a developer message of exactly one
 * text part that `ImageResizeNotice::matches_text` accepts (both markers, as any marked fragment).
 */
function isAttachedNotice(item: HistoryItem): boolean {
  return (
    item.type === 'message' &&
    item.role === 'developer' &&
    item.parts.length === 1 &&
    matchesMarkedText(IMAGE_RESIZE_NOTICE_START, IMAGE_RESIZE_NOTICE_END, item.parts[0]!)
  )
}
const IMAGE_RESIZE_NOTICE_START = '<image_resize_notice>'
const IMAGE_RESIZE_NOTICE_END = '</image_resize_notice>'

/**
 * Whether the item at `start` has an attached notice right after it: any item may carry one
 * (`history_item_groups`, compact_remote_history.rs:29–43), a tool output as much as a message.
 */
function carriesNotice(items: readonly HistoryItem[], start: number): boolean {
  const next = items[start + 1]
  return next !== undefined && isAttachedNotice(next)
}

/** Groups items: a developer `<image_resize_notice>` right after an item rides with it. */
export function historyItemGroups(items: readonly HistoryItem[]): ItemGroup[] {
  const groups: ItemGroup[] = []
  for (let start = 0; start < items.length;) {
    const withNotice = carriesNotice(items, start)
    groups.push(
      withNotice ? { source: items[start]!, notice: items[start + 1]! } : { source: items[start]! },
    )
    start += withNotice ? 2 : 1
  }
  return groups
}

/** The request after trimming: its items, the rewritten outputs, and the dropped notices. */
export interface TrimmedRequest {
  readonly items: readonly HistoryItem[]
  readonly rewritten: string[]
  /** ids of notices attached to a rewritten output: they leave the request with its body. */
  readonly droppedNotices: string[]
  /** each request item's position in the input, when notices were dropped (null: the same). */
  readonly positions: readonly number[] | null
}

const isToolOutput = (
  item: HistoryItem,
): item is Extract<HistoryItem, { type: 'function_call_output' | 'custom_tool_call_output' }> =>
  item.type === 'function_call_output' || item.type === 'custom_tool_call_output'

/**
 * `trim_function_call_history_to_fit_context_window` (compact_remote.rs:398–450) on the request
 * clone: from the newest group back, while the base instructions plus the request are over the
 * (effective) window, a tool output's body is replaced by a placeholder and the notice attached
 * to it is dropped; the walk stops at the first group whose source is not a tool output.
 */
export function trimFunctionOutputsToFit(
  items: readonly HistoryItem[],
  contextWindow: number,
  itemsTokens: number = estimateHistoryTokens(items),
  baseInstructionsTokens = 0,
): TrimmedRequest {
  const starts: number[] = []
  for (let start = 0; start < items.length; start += carriesNotice(items, start) ? 2 : 1)
    starts.push(start)
  // the request is a copy only once something in it changes
  let out: readonly HistoryItem[] = items
  const rewritten: string[] = []
  const droppedNotices: string[] = []
  const dropped = new Set<number>()
  let tokens = baseInstructionsTokens + itemsTokens
  for (let g = starts.length - 1; g >= 0 && tokens > contextWindow; g--) {
    const start = starts[g]!
    const item = items[start]!
    if (!isToolOutput(item)) break
    tokens -= approxTokenCount(item.output) - approxTokenCount(TRUNCATED_OUTPUT_PLACEHOLDER)
    const copy: HistoryItem[] = out === items ? [...items] : (out as HistoryItem[])
    copy[start] = { ...item, output: TRUNCATED_OUTPUT_PLACEHOLDER }
    out = copy
    rewritten.push(item.id)
    if (carriesNotice(items, start)) {
      tokens -= approxItemTokens(items[start + 1]!)
      droppedNotices.push(items[start + 1]!.id)
      dropped.add(start + 1)
    }
  }
  if (dropped.size === 0) return { items: out, rewritten, droppedNotices, positions: null }
  const positions: number[] = []
  for (let i = 0; i < out.length; i++) if (!dropped.has(i)) positions.push(i)
  return { items: positions.map((i) => out[i]!), rewritten, droppedNotices, positions }
}

/** The request copy of live history, trimmed to fit the window (both remote paths do this). */
function trimRequest(ctx: RunContext): TrimmedRequest {
  const { model } = ctx.input
  const request = trimFunctionOutputsToFit(
    ctx.live,
    effectiveContextWindow(model),
    ctx.tokensOf(ctx.live),
    model.baseInstructionsTokens ?? 0,
  )
  if (request.rewritten.length > 0) {
    const marks = ctx.marks()
    const gone = fateOf('cut', 'trim_function_outputs', 'attached_notice')
    for (let i = 0; i < ctx.live.length; i++)
      if (request.droppedNotices.includes(ctx.live[i]!.id)) ctx.markAt(marks, i, gone)
    ctx.rec.step(
      'trim_function_outputs',
      { rewritten: request.rewritten.length, ids: request.rewritten.join(', ') },
      request.droppedNotices.length > 0 ? marks.ops() : [],
    )
  }
  return request
}

/**
 * One request and its retries (`transport.ts`): remote v2 over the session's transport, with
 * the WebSocket-to-HTTPS fallback; the legacy request over HTTPS, an empty one not at all. The
 * fault, when given, hits every call.
 */
function requestWithRetries(
  ctx: RunContext,
  fault: RemoteFault | undefined,
  v2: boolean,
): { run: RequestRun; transport: Transport; ops: LaneOp[] } {
  const { provider } = ctx.input
  const budgets = {
    streamMaxRetries: provider.streamMaxRetries,
    requestMaxRetries: provider.requestMaxRetries,
  }
  const transport = v2 ? ctx.transport : 'https'
  const run = v2
    ? runV2Request(fault, ctx.transport, budgets)
    : runLegacyRequest(fault, budgets, ctx.live.length === 0)
  if (v2) ctx.transport = run.transport
  ctx.serverCalls += run.calls
  return { run, transport, ops: run.events.map(eventOp) }
}

/**
 * Sends the compaction request, with its transport retries and the model-fallback retry.
 * Returns the error that ended it, or undefined when a request succeeded.
 */
function attempt(
  ctx: RunContext,
  endpoint: string,
  fallbackAvailable: boolean,
  v2: boolean,
): RemoteFault | undefined {
  const { faults, model, turn } = ctx.input
  const fault = faults.remote
  const sent = requestWithRetries(ctx, fault, v2)
  // the previous-model compaction sends its first request with the previous model
  const requestModel = ctx.previousModelCompaction
    ? (turn.previousModel?.slug ?? model.slug)
    : model.slug
  const { run } = sent
  ctx.rec.step(
    'remote_request',
    {
      endpoint,
      model: requestModel,
      // an empty legacy request is never sent, so it cannot fail
      fault: run.calls === 0 ? null : (fault ?? null),
      calls: run.calls,
      maxRetries: run.maxRetries,
      retryable: fault === undefined || run.calls === 0 ? null : isRetryable(fault),
      transport: sent.transport,
      websocketCalls: run.websocketCalls,
      httpsCalls: run.httpsCalls,
      fellBack: run.fellBack,
      requestMaxRetries: ctx.input.provider.requestMaxRetries,
    },
    sent.ops,
  )
  if (fault === undefined || run.calls === 0) return undefined
  if (fallbackAvailable && shouldRetryWithCurrentModel(fault)) {
    // the current model gets one more attempt; if it fails too, the original error is returned
    const retryFault = faults.remoteFallback
    const retry = requestWithRetries(ctx, retryFault, v2)
    ctx.rec.step(
      'model_fallback',
      {
        error: fault,
        retried: true,
        model: model.slug,
        calls: retry.run.calls,
        outcome: retryFault === undefined ? 'succeeded' : 'failed',
      },
      retry.ops,
    )
    return retryFault === undefined ? undefined : fault
  }
  ctx.rec.step('model_fallback', {
    error: fault,
    retried: false,
    fallbackAvailable,
    retryable: shouldRetryWithCurrentModel(fault),
  })
  return fault
}

function fail(ctx: RunContext, fault: RemoteFault): PathOutcome {
  ctx.rec.step('remote_error', { error: fault }, [
    eventOp({ type: 'Error', message: `${REMOTE_ERROR_PREFIX}: ${REMOTE_FAULT_MESSAGES[fault]}` }),
  ])
  return 'failed'
}

/**
 * The keep filter over groups. Every member is on the lane by now, so each gets its mark; the
 * kept ones the server echoed stay "kept", new server items become the compaction's output.
 */
function keepFilter(
  ctx: RunContext,
  groups: readonly ItemGroup[],
  rule: RuleId,
  echoed: ReadonlySet<string>,
): { kept: PlacedItem[]; ops: LaneOp[]; cutCount: number } {
  const kept: PlacedItem[] = []
  const marks = ctx.marks()
  let cutCount = 0
  for (const group of groups) {
    const { keep, reason } = shouldKeepCompactedHistoryItem(group.source, ctx.registry)
    const members = group.notice ? [group.source, group.notice] : [group.source]
    for (const member of members) {
      const memberReason: FateReason = member === group.source ? reason : 'attached_notice'
      if (keep) {
        const wasEchoed = echoed.has(member.id)
        kept.push({
          item: member,
          status: wasEchoed ? 'kept' : 'summary',
          rule,
          reason: wasEchoed ? memberReason : 'server_item',
        })
        ctx.markId(marks, member.id, fateOf('kept', rule, memberReason))
      } else {
        cutCount += 1
        ctx.markId(marks, member.id, fateOf('cut', rule, memberReason))
      }
    }
  }
  return { kept, ops: marks.ops(), cutCount }
}

/**
 * The simulated `/responses/compact` reply. Realistic, as Codex's own mock of the default remote
 * shape: the request's user and developer messages (wrappers included), then one compaction item;
 * assistant and tool items are not returned. Echo: the whole request, then the compaction item.
 */
export function simulatedLegacyReply(
  request: readonly HistoryItem[],
  echo: boolean,
  compactionId: string,
): HistoryItem[] {
  const returned = echo
    ? [...request]
    : request.filter(
        (item) => item.type === 'message' && (item.role === 'user' || item.role === 'developer'),
      )
  returned.push({ id: compactionId, type: 'compaction', encryptedContent: 'server-checkpoint' })
  return returned
}

/**
 * The legacy remote path (`/responses/compact`): the server returns a whole replacement
 * transcript; the harness keeps only what `should_keep` allows, then places the initial context.
 */
export function runRemoteLegacy(
  ctx: RunContext,
  injection: InitialContextInjection,
  fallbackAvailable: boolean,
): PathOutcome {
  const request = trimRequest(ctx)
  const fault = attempt(ctx, '/responses/compact', fallbackAvailable, false)
  if (fault) return fail(ctx, fault)
  ctx.advanceWindow()

  const laneIds = new Set(ctx.live.map((item) => item.id))
  const scenarioTranscript = ctx.input.serverTranscript
  const reply =
    request.items.length === 0
      ? 'empty_request'
      : scenarioTranscript
        ? 'scenario'
        : ctx.input.legacyServerReply
  // an empty request is answered without a call: an empty replacement (client.rs:572-574)
  const transcript: HistoryItem[] =
    request.items.length === 0
      ? []
      : scenarioTranscript
        ? [...scenarioTranscript]
        : simulatedLegacyReply(request.items, reply === 'echo', ctx.newId('compaction'))
  const transcriptIds = new Set(transcript.map((item) => item.id))
  // items the server dropped are gone before the filter even runs
  const dropped = ctx.marks()
  const notInTranscript = fateOf('cut', 'server_transcript', 'not_in_server_transcript')
  ctx.live.forEach((item, index) => {
    if (!transcriptIds.has(item.id)) ctx.markAt(dropped, index, notInTranscript)
  })
  const arrivalOps: LaneOp[] = dropped.ops()
  for (const item of transcript)
    if (!laneIds.has(item.id)) arrivalOps.push({ op: 'append', item: ctx.card(item, 'pending') })
  ctx.rec.step('server_transcript', { items: transcript.length, source: reply }, arrivalOps)
  const { kept, ops, cutCount } = keepFilter(
    ctx,
    historyItemGroups(transcript),
    'should_keep',
    laneIds,
  )
  ops.push(ctx.badge('filter_applied'))
  ctx.rec.step('should_keep', { kept: kept.length, cut: cutCount }, ops)
  finishRemote(ctx, ctx.placeInitialContext(kept, injection), injection)
  return 'completed'
}

/**
 * `truncate_message_text_to_token_budget`: text parts within `budget` tokens, the first one that
 * does not fit shortened, later ones dropped, empty ones dropped. Undefined when nothing is left
 * (Codex then skips the message and keeps the budget for older ones).
 */
export function truncateMessageParts(item: MessageItem, budget: number): MessageItem | undefined {
  let remaining = budget
  const parts: string[] = []
  for (const part of item.parts) {
    if (remaining === 0) continue
    const tokens = approxTokenCount(part)
    let text = part
    if (tokens <= remaining) remaining -= tokens
    else {
      text = truncateTextToTokens(part, remaining)
      remaining = 0
    }
    if (text !== '') parts.push(text)
  }
  return parts.length > 0 ? { ...item, parts } : undefined
}

/**
 * `message_text_token_count`: a message is charged per text part (each part rounded up on its
 * own); any other item by its estimate.
 */
export function messageTextTokenCount(item: HistoryItem): number {
  if (item.type !== 'message') return approxItemTokens(item)
  let tokens = 0
  for (const part of item.parts) tokens += approxTokenCount(part)
  return tokens
}

/**
 * A progress message a descendant agent sent up the tree: its author is the recipient's path plus
 * `/…`, and it is a plain `Message Type: MESSAGE` (the recipient has newer state than the report).
 */
function isDescendantProgress(item: AgentMessageItem): boolean {
  return (
    item.author !== undefined &&
    item.recipient !== undefined &&
    // Rust's `strip_prefix(recipient)`, then a `/`: the recipient is taken as written
    item.author.startsWith(item.recipient) &&
    item.author.startsWith('/', item.recipient.length) &&
    item.text.startsWith(PROGRESS_MESSAGE_PREFIX)
  )
}

/**
 * `estimate_item_token_count` (context_manager/history.rs:623–626) of an agent message: ⌈bytes of
 * the item serialized as JSON / 4⌉, wrapper and escapes included, not of its text alone. The
 * lab's ids are its own, so the (optional, skipped when absent) Codex id is left out.
 */
export function agentMessageItemTokens(item: AgentMessageItem): number {
  const serialized = JSON.stringify({
    type: 'agent_message',
    author: item.author ?? '',
    recipient: item.recipient ?? '',
    content: [{ type: 'input_text', text: item.text }],
  })
  return Math.ceil(utf8Length(serialized) / 4)
}

/**
 * `is_retained_for_remote_compaction_v2`: user, developer and system messages and eligible agent
 * messages are retained. Returns why an item is not, or undefined when it is.
 */
function notRetainedByV2(item: HistoryItem): FateReason | undefined {
  if (item.type === 'message') return item.role === 'assistant' ? 'not_retained_by_v2' : undefined
  if (item.type === 'agent_message') {
    if (isDescendantProgress(item)) return 'descendant_progress_agent_message'
    if (item.text.startsWith(FINAL_ANSWER_PREFIX)) return 'final_answer_agent_message'
    if (agentMessageItemTokens(item) > MAX_RETAINED_AGENT_MESSAGE_TOKENS)
      return 'oversized_agent_message'
    return undefined
  }
  return 'not_retained_by_v2'
}

/**
 * Fates by position in the compacted items, in the order they were decided: the first `count`
 * entries of `positions`, each with `fates[codes[i]]`. Typed arrays sized for the whole history
 * hold them, since one stage may decide every item and growing a long array copies it.
 */
export class PositionMarks {
  readonly positions: Int32Array
  private readonly codes: Uint16Array
  private readonly table: MarkFate[] = []
  count = 0

  constructor(capacity: number) {
    this.positions = new Int32Array(capacity)
    this.codes = new Uint16Array(capacity)
  }

  add(position: number, fate: MarkFate): void {
    let code = this.table.indexOf(fate)
    if (code < 0) code = this.table.push(fate) - 1
    this.positions[this.count] = position
    this.codes[this.count] = code
    this.count += 1
  }

  fateAt(i: number): MarkFate {
    return this.table[this.codes[i]!]!
  }
}

/** The groups `should_keep` kept, by source position: whether a notice rides along, and why. */
interface KeptGroups {
  readonly starts: number[]
  readonly withNotice: boolean[]
  readonly reasons: FateReason[]
}

/** Marks a group cut: its source, and its attached notice if one rides along. */
function cutGroup(
  marks: PositionMarks,
  start: number,
  withNotice: boolean,
  rule: RuleId,
  reason: FateReason,
): void {
  marks.add(start, fateOf('cut', rule, reason))
  if (withNotice) marks.add(start + 1, fateOf('cut', rule, 'attached_notice'))
}

/**
 * `build_v2_compacted_history` without the compaction item: group, pre-filter
 * (`is_retained_for_remote_compaction_v2`), `should_keep`, then `truncate_retained_messages`
 * newest-first within the budget (each group costs at least 1 token plus its notice; the first
 * group that does not fit is truncated if room is left, and every older group is skipped).
 *
 * Groups are walked by position rather than built as objects (a developer
 * `<image_resize_notice>` right after a message rides with it, as `historyItemGroups` does), and
 * each stage's fates are kept apart, since each is a step of its own.
 */
export function buildV2CompactedHistory(
  items: readonly HistoryItem[],
  registry: FragmentRegistry,
  budget: number = RETAINED_MESSAGE_TOKEN_BUDGET,
): {
  retained: PlacedItem[]
  prefilter: PositionMarks
  shouldKeep: PositionMarks
  retention: PositionMarks
  groups: number
  candidates: number
  keptGroups: number
  remaining: number
} {
  const { prefilter, shouldKeep, kept, groups, candidates } = keepV2Candidates(items, registry)
  const { retained, retention, remaining } = truncateRetainedMessages(items, kept, budget)
  return {
    retained,
    prefilter,
    shouldKeep,
    retention,
    groups,
    candidates,
    keptGroups: kept.starts.length,
    remaining,
  }
}

/** Groups the items, then the pre-filter and `should_keep`, each with its own marks. */
function keepV2Candidates(
  items: readonly HistoryItem[],
  registry: FragmentRegistry,
): {
  prefilter: PositionMarks
  shouldKeep: PositionMarks
  kept: KeptGroups
  groups: number
  candidates: number
} {
  const prefilter = new PositionMarks(items.length)
  const shouldKeep = new PositionMarks(items.length)
  const kept: KeptGroups = { starts: [], withNotice: [], reasons: [] }
  let groups = 0
  let candidates = 0
  for (let start = 0; start < items.length;) {
    const source = items[start]!
    const withNotice = carriesNotice(items, start)
    groups += 1
    const notRetained = notRetainedByV2(source)
    if (notRetained !== undefined)
      cutGroup(prefilter, start, withNotice, 'v2_prefilter', notRetained)
    else {
      candidates += 1
      const { keep, reason } = shouldKeepCompactedHistoryItem(source, registry)
      if (!keep) cutGroup(shouldKeep, start, withNotice, 'should_keep', reason)
      else {
        // marked kept here too, so the lane shows at this step what the step reports
        shouldKeep.add(start, fateOf('kept', 'should_keep', reason))
        if (withNotice) shouldKeep.add(start + 1, fateOf('kept', 'should_keep', 'attached_notice'))
        kept.starts.push(start)
        kept.withNotice.push(withNotice)
        kept.reasons.push(reason)
      }
    }
    start += withNotice ? 2 : 1
  }
  return { prefilter, shouldKeep, kept, groups, candidates }
}

/**
 * `truncate_retained_messages_for_remote_compaction`: the kept groups newest-first within the
 * budget, then back in chronological order. A group costs its text tokens (at least 1) plus its
 * notice's; the first message that does not fit is shortened to what is left and ends the walk;
 * a group that cannot be shortened (an agent message, a message left empty, or no room beside
 * its notice) is skipped and the walk goes on with the same budget.
 */
function truncateRetainedMessages(
  items: readonly HistoryItem[],
  kept: KeptGroups,
  budget: number,
): { retained: PlacedItem[]; retention: PositionMarks; remaining: number } {
  const retention = new PositionMarks(items.length)
  let remaining = budget
  const retainedNewestFirst: PlacedItem[][] = []
  const noticeKept = fateOf('kept', 'v2_retention', 'attached_notice')
  for (let k = kept.starts.length - 1; k >= 0; k--) {
    const start = kept.starts[k]!
    const source = items[start]!
    const notice = kept.withNotice[k] ? items[start + 1] : undefined
    const reason = kept.reasons[k]!
    const noticeTokens = notice ? Math.max(1, messageTextTokenCount(notice)) : 0
    const cost = Math.max(1, messageTextTokenCount(source)) + noticeTokens
    const placedNotice: PlacedItem[] = notice
      ? [{ item: notice, status: 'kept', rule: 'v2_retention', reason: 'attached_notice' }]
      : []
    const truncated =
      remaining > 0 && cost > remaining && remaining > noticeTokens && source.type === 'message'
        ? truncatedRetained(source, remaining - noticeTokens)
        : undefined
    if (remaining > 0 && cost <= remaining) {
      remaining -= cost
      retainedNewestFirst.push([
        { item: source, status: 'kept', rule: 'should_keep', reason },
        ...placedNotice,
      ])
      retention.add(start, fateOf('kept', 'v2_retention', reason))
      if (notice) retention.add(start + 1, noticeKept)
    } else if (truncated) {
      remaining = 0
      retainedNewestFirst.push([truncated.placed, ...placedNotice])
      retention.add(start, truncated.fate)
      if (notice) retention.add(start + 1, noticeKept)
    } else {
      cutGroup(retention, start, notice !== undefined, 'v2_retention', 'over_retention_budget')
    }
  }
  return { retained: retainedNewestFirst.reverse().flat(), retention, remaining }
}

/** The first group that does not fit: its message cut down to what is left of the budget. */
function truncatedRetained(
  source: MessageItem,
  budget: number,
): { placed: PlacedItem; fate: MarkFate } | undefined {
  const truncated = truncateMessageParts(source, budget)
  if (!truncated) return undefined
  return {
    placed: {
      item: truncated,
      status: 'truncated',
      rule: 'v2_retention',
      reason: 'truncated_to_budget',
    },
    fate: truncatedFate(
      'v2_retention',
      'truncated_to_budget',
      itemText(truncated),
      truncated.parts.length > 1 ? [...truncated.parts] : undefined,
    ),
  }
}

/**
 * Remote v2 (a `compaction_trigger` over `/responses`): the server returns exactly one compaction
 * item; the harness retains real user messages newest-first within 64,000 tokens and puts the new
 * compaction item last.
 */
export function runRemoteV2(
  ctx: RunContext,
  injection: InitialContextInjection,
  fallbackAvailable: boolean,
): PathOutcome {
  const request = trimRequest(ctx)
  const fault = attempt(ctx, '/responses + compaction_trigger', fallbackAvailable, true)
  if (fault) return fail(ctx, fault)
  if (!collectCompactionOutput(ctx)) return 'failed'
  ctx.advanceWindow()
  // v2 retains from the prompt input (the trimmed copy), as Codex does
  const kept = appendV2CompactionItem(ctx, retainV2History(ctx, request.items, request.positions))
  finishRemote(ctx, ctx.placeInitialContext(kept, injection), injection)
  return 'completed'
}

/** `collect_compaction_output`: exactly one compaction item, or the compaction fails. */
function collectCompactionOutput(ctx: RunContext): boolean {
  const outputs = ctx.input.serverCompactionOutputs
  if (outputs === 1) return true
  ctx.rec.step('v2_compaction_output', { compactionItems: outputs, valid: false }, [
    eventOp({
      type: 'Error',
      message: `${REMOTE_ERROR_PREFIX}: remote compaction v2 expected exactly one compaction output item, got ${outputs} from ${outputs} output items`,
    }),
  ])
  return false
}

/** `build_v2_compacted_history` over the request copy, one step per stage. */
function retainV2History(
  ctx: RunContext,
  items: readonly HistoryItem[],
  livePositions: readonly number[] | null,
): PlacedItem[] {
  const retention = buildV2CompactedHistory(items, ctx.registry)
  // the request copy keeps live history's positions, so its marks land on the lane items
  const opsFor = (marks: PositionMarks): LaneOp[] => {
    const batch = ctx.marks(marks.count)
    for (let i = 0; i < marks.count; i++) {
      const position = marks.positions[i]!
      ctx.markAt(batch, livePositions ? livePositions[position]! : position, marks.fateAt(i))
    }
    return batch.ops()
  }
  ctx.rec.step(
    'v2_prefilter',
    { candidates: retention.candidates, dropped: retention.groups - retention.candidates },
    opsFor(retention.prefilter),
  )
  let keptItems = 0
  for (let i = 0; i < retention.shouldKeep.count; i++)
    if (retention.shouldKeep.fateAt(i).status === 'kept') keptItems += 1
  ctx.rec.step('should_keep', { kept: keptItems, cut: retention.shouldKeep.count - keptItems }, [
    ...opsFor(retention.shouldKeep),
    ctx.badge('filter_applied'),
  ])
  ctx.rec.step(
    'v2_retention',
    {
      budget: RETAINED_MESSAGE_TOKEN_BUDGET,
      retained: retention.retained.length,
      truncated: retention.retained.filter((p) => p.status === 'truncated').length,
      remaining: retention.remaining,
    },
    opsFor(retention.retention),
  )
  return retention.retained
}

/**
 * The server's compaction item goes last, after the retained messages. A valid reply also sends
 * `RawResponseCompleted` (compact_remote_v2_attempt.rs); the retention steps before this one
 * send no event, so the event order is Codex's.
 */
function appendV2CompactionItem(ctx: RunContext, retained: readonly PlacedItem[]): PlacedItem[] {
  const compaction: HistoryItem = {
    id: ctx.newId('compaction'),
    type: 'compaction',
    encryptedContent: 'server-checkpoint',
  }
  ctx.rec.step('v2_compaction_output', { compactionItems: 1, valid: true }, [
    eventOp({ type: 'RawResponseCompleted' }),
    {
      op: 'append',
      item: ctx.card(compaction, 'summary', 'v2_compaction_output', 'compaction_output'),
    },
  ])
  return [
    ...retained,
    {
      item: compaction,
      status: 'summary',
      rule: 'v2_compaction_output',
      reason: 'compaction_output',
    },
  ]
}

function finishRemote(
  ctx: RunContext,
  placed: PlacedItem[],
  injection: InitialContextInjection,
): void {
  ctx.install(
    placed,
    injection === InitialContextInjection.DoNotInject ? 'cleared' : 'set',
    'not_in_server_transcript',
  )
}
