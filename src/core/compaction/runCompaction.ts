import { assertNever } from '../assert.ts'
import { inputForCell, inputsForCells, type ScenarioFile } from '../scenario.ts'
import { RunContext, type PathOutcome } from './context.ts'
import { runEmptyWindow } from './emptyWindowPath.ts'
import { toResultItem } from './items.ts'
import { localWarningOps, runLocal } from './localPath.ts'
import { eventOp } from './recorder.ts'
import { runRemoteLegacy, runRemoteV2 } from './remotePath.ts'
import {
  compHashChanged,
  contextWindowTokenStatus,
  isModelDownshift,
  shouldRollOver,
  tokensAtThreshold,
  type ScopeConfig,
} from './tokens.ts'
import {
  ALL_CELLS,
  CompactionPath,
  InitialContextInjection,
  Phase,
  type Cell,
  type CompactionInput,
  type CompactionResult,
  type Outcome,
} from './types.ts'

/** `CompactionReason`, as the analytics tag it. */
type CompactionReason = 'context_limit' | 'model_downshift' | 'comp_hash_changed' | 'user_requested'

/**
 * The dispatcher (`run_auto_compact` and `CompactTask::run` share it): TokenBudget on means an
 * empty window whatever the provider; otherwise the provider's capability and the v2 flag pick.
 */
export function selectCompactionPath(
  input: Pick<CompactionInput, 'features' | 'provider'>,
): CompactionPath {
  if (input.features.tokenBudget) return CompactionPath.EmptyWindow
  if (input.provider.remoteCompaction === 'unsupported') return CompactionPath.Local
  return input.features.remoteCompactionV2 ? CompactionPath.RemoteV2 : CompactionPath.RemoteLegacy
}

function dispatch(
  ctx: RunContext,
  injection: InitialContextInjection,
  reason: CompactionReason,
  fallbackAvailable: boolean,
): PathOutcome {
  const { features, provider } = ctx.input
  const path = selectCompactionPath(ctx.input)
  ctx.rec.step('dispatch_token_budget', {
    tokenBudget: features.tokenBudget,
    reason,
    ...(features.tokenBudget ? { path } : {}),
  })
  if (!features.tokenBudget)
    ctx.rec.step('dispatch_provider', {
      remoteCompaction: provider.remoteCompaction,
      remoteCompactionV2: features.remoteCompactionV2,
      path,
    })
  ctx.path = path

  if (ctx.runHook('PreCompact')) return 'turn_aborted'
  const itemId = ctx.newId('context-compaction')
  ctx.rec.step('item_started', { itemId }, [
    eventOp({ type: 'ItemStarted', item: 'ContextCompaction', itemId }),
  ])
  let outcome: PathOutcome
  switch (path) {
    case CompactionPath.EmptyWindow:
      outcome = runEmptyWindow(ctx)
      break
    case CompactionPath.Local:
      outcome = runLocal(ctx, injection)
      break
    case CompactionPath.RemoteV2:
      outcome = runRemoteV2(ctx, injection, fallbackAvailable)
      break
    case CompactionPath.RemoteLegacy:
      outcome = runRemoteLegacy(ctx, injection, fallbackAvailable)
      break
    default:
      return assertNever(path)
  }
  // a failed attempt leaves ItemStarted without ItemCompleted
  if (outcome !== 'completed') return outcome
  ctx.rec.step('item_completed', { itemId }, [
    eventOp({ type: 'ItemCompleted', item: 'ContextCompaction', itemId }),
  ])
  if (path === CompactionPath.Local) ctx.rec.step('local_warning', {}, localWarningOps())
  if (ctx.runHook('PostCompact')) return 'turn_aborted'
  return 'completed'
}

/** The turn's token scope, as `context_window_token_status` reads it from the config. */
function scopeOf(turn: CompactionInput['turn']): ScopeConfig {
  return turn.prefillInputTokens === undefined
    ? { scope: turn.tokenScope }
    : { scope: turn.tokenScope, prefillInputTokens: turn.prefillInputTokens }
}

/** The prefill, reported only where the scope uses it. */
function prefillParam(turn: CompactionInput['turn']): { prefillInputTokens?: number } {
  return turn.tokenScope === 'body_after_prefix' && turn.prefillInputTokens !== undefined
    ? { prefillInputTokens: turn.prefillInputTokens }
    : {}
}

function runPreTurn(ctx: RunContext): Outcome {
  const { turn, model, provider } = ctx.input
  const assumed = turn.activeTokens === undefined
  const scope = scopeOf(turn)
  let active = turn.activeTokens ?? tokensAtThreshold(model, turn.fallbackBufferTokens, scope)
  ctx.rec.step('pre_turn_check', {
    incomingUserMessageExcluded: true,
    activeTokensAssumed: assumed,
  })
  let compacted = false
  const previous = turn.previousModel
  if (previous) {
    const hashChanged = compHashChanged(previous, model)
    const downshift = !hashChanged && isModelDownshift(active, previous, model, scope.scope)
    const fallbackAvailable =
      turn.codexBackendAuth && provider.isOpenAi && previous.slug !== model.slug
    ctx.rec.step('previous_model_check', {
      previousModel: previous.slug,
      currentModel: model.slug,
      compHashChanged: hashChanged,
      modelDownshift: downshift,
      fallbackAvailable,
    })
    if (hashChanged || downshift) {
      ctx.previousModelCompaction = true
      const outcome = dispatch(
        ctx,
        InitialContextInjection.DoNotInject,
        hashChanged ? 'comp_hash_changed' : 'model_downshift',
        fallbackAvailable,
      )
      if (outcome !== 'completed') return outcome
      compacted = true
      ctx.previousModelCompaction = false
      // recompute_token_usage: what is in use now is the new history
      active = ctx.tokensOf(ctx.live)
    }
  }
  const status = contextWindowTokenStatus(active, model, turn.fallbackBufferTokens, scope)
  ctx.rec.step('token_status', {
    ...status,
    ...prefillParam(turn),
    activeTokensAssumed: assumed && !compacted,
  })
  if (status.tokenLimitReached)
    return dispatch(ctx, InitialContextInjection.DoNotInject, 'context_limit', false)
  return compacted ? 'completed' : 'not_triggered'
}

function runMidTurn(ctx: RunContext): Outcome {
  const { turn, model } = ctx.input
  const assumed = turn.activeTokens === undefined
  const scope = scopeOf(turn)
  const active = turn.activeTokens ?? tokensAtThreshold(model, turn.fallbackBufferTokens, scope)
  const status = contextWindowTokenStatus(active, model, turn.fallbackBufferTokens, scope)
  ctx.rec.step('token_status', { ...status, ...prefillParam(turn), activeTokensAssumed: assumed })
  const decision = shouldRollOver(
    turn.modelNeedsFollowUp,
    turn.hasPendingInput,
    turn.newWindowRequested,
    status.tokenLimitReached,
  )
  ctx.rec.step('mid_turn_roll_over', {
    modelNeedsFollowUp: turn.modelNeedsFollowUp,
    hasPendingInput: turn.hasPendingInput,
    newWindowRequested: turn.newWindowRequested,
    tokenLimitReached: status.tokenLimitReached,
    needsFollowUp: decision.needsFollowUp,
    newWindowRequestConsumed: decision.newWindowRequestConsumed,
    rollOver: decision.rollOver,
  })
  if (!decision.rollOver) return 'not_triggered'
  return dispatch(ctx, InitialContextInjection.BeforeLastUserMessage, 'context_limit', false)
}

function runManual(ctx: RunContext): Outcome {
  ctx.rec.step('manual_compact_task', { reason: 'user_requested', replacesRunningTurn: true }, [
    eventOp({ type: 'TurnStarted' }),
  ])
  return dispatch(ctx, InitialContextInjection.DoNotInject, 'user_requested', false)
}

/**
 * Runs one cell: the trigger check for its phase, the dispatcher, the path, the install, with
 * every decision recorded in the trace.
 */
export function runCompaction(input: CompactionInput): CompactionResult {
  const ctx = new RunContext(input)
  loadInputHistory(ctx)
  const outcome = runPhase(ctx)
  if (ctx.reference === 'cleared') recordNextTurnReinjection(ctx)
  recordOutcome(ctx, outcome)
  return compactionResult(ctx, outcome)
}

/** The input history as the lane's starting point. */
function loadInputHistory(ctx: RunContext): void {
  const { input } = ctx
  ctx.rec.step(
    'input_history',
    {
      items: input.history.length,
      tokens: ctx.inputTokens,
      version: input.historyVersion,
    },
    [
      {
        op: 'load',
        history: input.history,
        fragmentTypes: ctx.inputFragmentTypes,
        historyVersion: input.historyVersion,
      },
    ],
  )
}

/** The trigger check of the cell's phase, then (if it fires) the dispatcher and the path. */
function runPhase(ctx: RunContext): Outcome {
  const { phase } = ctx.input.cell
  switch (phase) {
    case Phase.PreTurn:
      return runPreTurn(ctx)
    case Phase.MidTurn:
      return runMidTurn(ctx)
    case Phase.Manual:
      return runManual(ctx)
    default:
      return assertNever(phase)
  }
}

/**
 * DoNotInject: the turn's context step (`record_context_updates_and_set_reference_context_item`)
 * finds no reference and re-injects the full initial context.
 */
function recordNextTurnReinjection(ctx: RunContext): void {
  const { input } = ctx
  // Pre-turn, that is this same run_turn, right after the compaction and before its user
  // message is recorded; a manual compaction is its own turn, so it waits for the next one.
  const timing = input.cell.phase === Phase.PreTurn ? 'same_turn' : 'next_turn'
  const { items, messages } = ctx.initialContextItems('next-turn')
  const next = items.map((item, i) =>
    toResultItem(
      item,
      ctx.registry,
      'injected',
      'next_turn_reinjection',
      'initial_context',
      RunContext.assembledTypeName(messages[i]!),
    ),
  )
  ctx.nextTurn = next
  ctx.rec.step('next_turn_reinjection', { messages: next.length, timing }, [
    { op: 'next_turn', items: next },
    ctx.badge(timing === 'same_turn' ? 'reinjected_same_turn' : 'reinjected_next_turn'),
  ])
}

/** The run's end: a manual compaction's own turn completes unless a hook aborted it. */
function recordOutcome(ctx: RunContext, outcome: Outcome): void {
  const { input } = ctx
  const manualEnd = input.cell.phase === Phase.Manual && outcome !== 'turn_aborted'
  ctx.rec.step(
    'outcome',
    {
      outcome,
      path: ctx.path,
      phase: input.cell.phase,
      turnEnds: outcome === 'failed' && input.cell.phase !== Phase.Manual,
    },
    [
      ...(manualEnd ? [eventOp({ type: 'TurnComplete' })] : []),
      { op: 'finish', path: ctx.path, outcome },
    ],
  )
}

/** The result: the installed replacement, or live history (with any appended output) as is. */
function compactionResult(ctx: RunContext, outcome: Outcome): CompactionResult {
  const items =
    ctx.installed ??
    ctx.live.map(
      (item) =>
        ctx.appended.get(item.id) ??
        toResultItem(item, ctx.registry, 'kept', 'outcome', 'unchanged'),
    )
  return {
    cell: ctx.input.cell,
    path: ctx.path,
    outcome,
    historyVersion: ctx.version,
    items,
    cut: ctx.cutIds(),
    referenceContext: ctx.reference,
    events: ctx.rec.events,
    badges: ctx.badges,
    nextTurnInjection: ctx.nextTurn,
    trace: ctx.rec.steps,
    modelCalls: ctx.modelCalls,
    serverCalls: ctx.serverCalls,
  }
}

/** Runs one cell of a (parsed) scenario. */
export function runScenarioCell(
  scenario: ScenarioFile,
  cell: Cell = scenario.cell,
): CompactionResult {
  return runCompaction(inputForCell(scenario, cell))
}

/** Runs all nine cells of a (parsed) scenario. */
export function runAllCells(scenario: ScenarioFile): CompactionResult[] {
  return inputsForCells(scenario, ALL_CELLS).map(runCompaction)
}
