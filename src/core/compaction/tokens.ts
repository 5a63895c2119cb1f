import { itemTextUtf8Length, type HistoryItem } from '../history.ts'
import type { ModelInfo } from './types.ts'

/** The history's token estimate: the sum of ⌈bytes/4⌉ over its items. */
export function estimateHistoryTokens(items: readonly HistoryItem[]): number {
  let total = 0
  for (const item of items) total += approxItemTokens(item)
  return total
}

/** `approx_token_count` of an item's text: ⌈UTF-8 bytes / 4⌉. */
export function approxItemTokens(item: HistoryItem): number {
  return Math.ceil(itemTextUtf8Length(item) / 4)
}

/**
 * The config's token scope. `total`: every token in use counts against the compact limit.
 * `body_after_prefix`: only what came after the window's prefill (its initial prefix) counts.
 */
export type TokenScope = 'total' | 'body_after_prefix'
export const TOKEN_SCOPES: readonly TokenScope[] = ['total', 'body_after_prefix']

export interface ScopeConfig {
  readonly scope: TokenScope
  /** `window.prefill_input_tokens`; without it the baseline is what is in use (nothing counts). */
  readonly prefillInputTokens?: number
}

const TOTAL: ScopeConfig = { scope: 'total' }

export interface TokenStatus {
  readonly scope: TokenScope
  /** the tokens the scope counts against the compact limit. */
  readonly scopeTokens: number
  readonly activeTokens: number
  /** the compact limit (capped at 90 % of the window; the cap when none is configured). */
  readonly scopeLimit: number
  readonly fallbackBufferTokens: number
  /** the full window: context window × effective percent / 100. */
  readonly fullLimit: number
  readonly fullReached: boolean
  readonly tokenLimitReached: boolean
}

/** `TurnContext::model_context_window`: the window × effective percent / 100, rounded down. */
export function effectiveContextWindow(model: ModelInfo): number {
  return Math.floor((model.contextWindow * model.effectiveContextWindowPercent) / 100)
}

/**
 * `ModelInfo::auto_compact_token_limit`: the configured limit capped at 90 % of the (raw)
 * context window, or the cap alone when none is configured.
 */
export function autoCompactTokenLimit(
  model: Pick<ModelInfo, 'contextWindow' | 'autoCompactTokenLimit'>,
): number {
  const cap = Math.floor((model.contextWindow * 9) / 10)
  return model.autoCompactTokenLimit === undefined
    ? cap
    : Math.min(model.autoCompactTokenLimit, cap)
}

/**
 * The scope's limit: `Total` reads the capped model limit; `BodyAfterPrefix` reads the
 * configured limit as given, and the capped one only when none is configured.
 */
function scopeLimitOf(model: ModelInfo, scope: TokenScope): number {
  return scope === 'body_after_prefix' && model.autoCompactTokenLimit !== undefined
    ? model.autoCompactTokenLimit
    : autoCompactTokenLimit(model)
}

/**
 * `context_window_token_status`: the limit is reached when the scope's tokens reach the compact
 * limit plus the fallback buffer, or the tokens in use reach the full window. Both tests use `>=`.
 * With `BodyAfterPrefix` the scope's tokens are those after the prefill (saturating).
 */
export function contextWindowTokenStatus(
  activeTokens: number,
  model: ModelInfo,
  fallbackBufferTokens: number,
  config: ScopeConfig = TOTAL,
): TokenStatus {
  const scopeLimit = scopeLimitOf(model, config.scope)
  const fullLimit = effectiveContextWindow(model)
  const fullReached = activeTokens >= fullLimit
  const baseline = config.prefillInputTokens ?? activeTokens
  const scopeTokens = config.scope === 'total' ? activeTokens : Math.max(0, activeTokens - baseline)
  const scopeReached = scopeTokens >= scopeLimit + fallbackBufferTokens
  return {
    scope: config.scope,
    scopeTokens,
    activeTokens,
    scopeLimit,
    fallbackBufferTokens,
    fullLimit,
    fullReached,
    tokenLimitReached: scopeReached || fullReached,
  }
}

/** The tokens a scenario is assumed to use when it does not say: exactly at the threshold. */
export function tokensAtThreshold(
  model: ModelInfo,
  fallbackBufferTokens: number,
  config: ScopeConfig = TOTAL,
): number {
  const fullLimit = effectiveContextWindow(model)
  const prefix = config.scope === 'body_after_prefix' ? (config.prefillInputTokens ?? 0) : 0
  return Math.min(prefix + scopeLimitOf(model, config.scope) + fallbackBufferTokens, fullLimit)
}

export interface RollOverDecision {
  readonly needsFollowUp: boolean
  readonly rollOver: boolean
  /** whether the one-shot new-window request was taken (it is only taken when a follow-up is needed). */
  readonly newWindowRequestConsumed: boolean
}

/**
 * The mid-turn predicate: `needs_follow_up && (take_new_context_window_request() || limit)`.
 * The short-circuit leaves the request flag untouched when no follow-up is needed.
 */
export function shouldRollOver(
  modelNeedsFollowUp: boolean,
  hasPendingInput: boolean,
  newWindowRequested: boolean,
  tokenLimitReached: boolean,
): RollOverDecision {
  const needsFollowUp = modelNeedsFollowUp || hasPendingInput
  if (!needsFollowUp) return { needsFollowUp, rollOver: false, newWindowRequestConsumed: false }
  return {
    needsFollowUp,
    rollOver: newWindowRequested || tokenLimitReached,
    newWindowRequestConsumed: newWindowRequested,
  }
}

/**
 * The model-downshift test of the previous-model pre-turn compaction
 * (`maybe_run_previous_model_inline_compact`): the new model cannot hold what is in use
 * (`Total`: over its capped compact limit or at its effective window; `BodyAfterPrefix`: its
 * effective window only), the slugs differ and the old effective window was larger.
 */
export function isModelDownshift(
  activeTokens: number,
  previous: ModelInfo,
  current: ModelInfo,
  scope: TokenScope = 'total',
): boolean {
  const newWindow = effectiveContextWindow(current)
  const overCompactLimit = scope === 'total' && activeTokens > autoCompactTokenLimit(current)
  const limitReached = overCompactLimit || activeTokens >= newWindow
  return (
    limitReached && previous.slug !== current.slug && effectiveContextWindow(previous) > newWindow
  )
}

/** `comp_hash_changed`: true only when both hashes exist and differ. */
export function compHashChanged(previous: ModelInfo, current: ModelInfo): boolean {
  return (
    previous.compHash !== undefined &&
    current.compHash !== undefined &&
    previous.compHash !== current.compHash
  )
}
