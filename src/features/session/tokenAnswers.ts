import {
  contextItemsUpTo,
  firingAt,
  lineTokens,
  runAllCells,
  sessionScenario,
  sessionTokenTotals,
  type Cell,
  type FragmentRegistry,
  type RolloutLog,
  type ScenarioRegistry,
  type SessionSummary,
  type SessionTokenTotals,
} from '../../core/index.ts'
import { cellOutcome } from './cellOutcome.ts'
import { PrefixCache } from './prefixCache.ts'
import { MAX_TURN_ROWS, type TokensView, type WhatIfView } from './protocol.ts'

/**
 * The worker's answers about tokens: by kind at a line, which compaction would fire next, and
 * the nine cells as if the window were full there. The session's per-turn totals are computed
 * once per registry and kept.
 */
export class TokenAnswers {
  private totals: { registry: FragmentRegistry; value: SessionTokenTotals } | undefined

  private readonly log: RolloutLog
  private readonly summary: SessionSummary
  private readonly prefixes: PrefixCache

  constructor(log: RolloutLog, summary: SessionSummary, prefixes = new PrefixCache(log)) {
    this.log = log
    this.summary = summary
    this.prefixes = prefixes
  }

  private sessionTotals(registry: FragmentRegistry): SessionTokenTotals {
    if (this.totals?.registry !== registry)
      this.totals = { registry, value: sessionTokenTotals(this.log, this.summary, registry) }
    return this.totals.value
  }

  tokens(line: number, registry: FragmentRegistry): TokensView {
    const r = this.prefixes.at(line, registry)
    const totals = this.sessionTotals(registry)
    return {
      line: r.line,
      tokens: lineTokens(r.line, r.history, this.summary.requests, registry),
      firing: firingAt(this.log, r.line, this.summary.requests, this.summary.contextWindow),
      perTurn: totals.perTurn.slice(0, MAX_TURN_ROWS),
      turnCount: totals.perTurn.length,
      recorded: totals.recorded,
    }
  }

  /** Codex did not compact here; the question is what each cell would do if the limit were reached. */
  whatIfFull(
    line: number,
    registry: FragmentRegistry,
    scenarioRegistry: ScenarioRegistry | undefined,
  ): WhatIfView {
    const r = this.prefixes.at(line, registry)
    const firing = firingAt(this.log, r.line, this.summary.requests, this.summary.contextWindow)
    const window = firing.window ?? this.summary.contextWindow
    const activeTokens = firing.limit ?? Math.max(firing.tokens ?? 0, 1)
    const { scenario } = sessionScenario(r.history, r.turnContext, {
      ...(this.log.meta ? { meta: this.log.meta } : {}),
      contextItems: contextItemsUpTo(this.log, r.line),
      ...(scenarioRegistry ? { registry: scenarioRegistry } : {}),
      ...(window ? { contextWindow: window } : {}),
      activeTokens,
      remoteCompactionV2: firing.path !== 'remote_legacy',
      name: `Codex session at line ${r.line}, window full`,
    })
    const cell: Cell = {
      phase: firing.next,
      implementation: firing.path === 'local' ? 'local' : 'remote',
    }
    const cells = runAllCells(scenario).map(cellOutcome)
    return { line: r.line, activeTokens, cells, cell, scenario }
  }
}
