import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  allRuleSources,
  parseScenario,
  runAllCells,
  RULE_SOURCES,
  type CompactionResult,
  type RuleId,
  type ScenarioFile,
  type SourceRef,
  type TraceStep,
} from '../../../../src/core/index.ts'
import {
  LESSON_SCENARIOS,
  lessonScenario,
} from '../../../../src/features/lessons/content/scenarios.ts'
import { pinSymbols, type PinSymbol } from './pinSymbols.ts'

/**
 * Every trace link names a function of the pinned Codex tree and lines inside it. The pin's
 * index of what the project cites (test/fixtures/pin/cited-symbols.tsv: file, symbol, kind,
 * line, end, scope; a method's row has its type in `scope`) holds every symbol a link names.
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url))

function readIndex(): Map<string, PinSymbol[]> {
  const rows = new Map<string, PinSymbol[]>()
  for (const row of pinSymbols()) {
    const key = `${row.file}\t${row.symbol}`
    rows.set(key, [...(rows.get(key) ?? []), row])
  }
  return rows
}

const index = readIndex()

/**
 * Functions the pin compiles only for its tests (`#[cfg(test)]`): production never runs them, so
 * no step is decided there (compact.rs:527–528, history.rs:293–294, session/mod.rs:3373–3374).
 */
const TEST_ONLY = new Set([
  'core/src/compact.rs\tcollect_user_messages',
  'core/src/context_manager/history.rs\tContextManager::replace',
  'core/src/session/mod.rs\tSession::replace_history',
])

/**
 * What is wrong with a link, or null. `Type::method` is the row of `method` whose scope is
 * `Type`; a bare name is a top-level item (scope empty), never a test module's function.
 */
function linkProblem(source: SourceRef): string | null {
  const { file, symbol, startLine } = source
  if (symbol === undefined) return 'no symbol'
  if (TEST_ONLY.has(`${file}\t${symbol}`)) return 'a test-only function'
  const parts = symbol.split('::')
  const name = parts.pop()!
  const scope = parts.join('::')
  const rows = (index.get(`${file}\t${name}`) ?? []).filter((row) => row.scope === scope)
  if (rows.length === 0) return `${symbol} is not defined in ${file}`
  if (startLine === undefined) return 'no line'
  // a single line may leave endLine out
  const endLine = source.endLine ?? startLine
  if (!Number.isInteger(startLine) || !Number.isInteger(endLine) || startLine > endLine)
    return `bad range ${startLine}–${endLine}`
  const inside = rows.some((row) => row.line <= startLine && endLine <= row.end)
  if (!inside) {
    const spans = rows.map((row) => `${row.line}–${row.end}`).join(', ')
    return `lines ${startLine}–${endLine} are outside ${symbol} (${spans})`
  }
  return null
}

function load(file: string): ScenarioFile {
  const parsed = parseScenario(
    JSON.parse(readFileSync(join(ROOT, 'public/scenarios', file), 'utf8')),
  )
  if (!parsed.ok) throw new Error(`${file}: ${JSON.stringify(parsed.errors)}`)
  return parsed.value
}

/** The values the scenario format accepts for a field, as its own error message lists them. */
function accepted(section: 'faults', field: string): string[] {
  const parsed = parseScenario({ history: [], [section]: { [field]: '\u0000' } })
  const message = parsed.ok
    ? ''
    : (parsed.errors.find((error) => error.path === `${section}.${field}`)?.message ?? '')
  const list = /must be one of (.*); got/.exec(message)?.[1]
  if (list === undefined) throw new Error(`${section}.${field}: no list in “${message}”`)
  return list.split(', ')
}

const REMOTE_FAULTS = accepted('faults', 'remote')
const LOCAL_FAULTS = accepted('faults', 'local')
const HOOK_OUTCOMES = accepted('faults', 'preCompactHook')

/** A previous model that compacts differently, and one with a larger window (a downshift). */
const HASH_CHANGE = { slug: 'gpt-previous', compHash: 'previous-hash' }
const DOWNSHIFT = { slug: 'gpt-wide', contextWindow: 1_000_000 }

const BIG_CALL = {
  id: 'links-big-call',
  type: 'function_call',
  name: 'shell',
  callId: 'links-call',
  arguments: '{}',
} as const
const BIG_OUTPUT = {
  id: 'links-big-output',
  type: 'function_call_output',
  callId: 'links-call',
  output: 'log line\n'.repeat(4_000),
} as const

/** A scenario as it is, and in every situation the format can put it in that changes a link. */
function variants(scenario: ScenarioFile): ScenarioFile[] {
  const turn = scenario.turn ?? {}
  const faults = (extra: ScenarioFile['faults']): ScenarioFile => ({
    ...scenario,
    faults: { ...scenario.faults, ...extra },
  })
  const switched = (previousModel: object, extra: ScenarioFile['faults'] = {}): ScenarioFile => ({
    ...scenario,
    model: { ...scenario.model, compHash: 'current-hash' },
    turn: { ...turn, previousModel, activeTokens: 300_000 },
    faults: { ...scenario.faults, ...extra },
  })
  return [
    scenario,
    { ...scenario, faults: {} },
    { ...scenario, features: { ...scenario.features, remoteCompactionV2: false } },
    { ...scenario, features: { ...scenario.features, remoteCompactionV2: true } },
    { ...scenario, features: { ...scenario.features, tokenBudget: true } },
    { ...scenario, provider: { ...scenario.provider, remoteCompaction: 'unsupported' } },
    { ...scenario, provider: { ...scenario.provider, remoteCompaction: 'v2' } },
    ...REMOTE_FAULTS.flatMap((remote) => [
      faults({ remote } as ScenarioFile['faults']),
      switched(HASH_CHANGE, { remote } as ScenarioFile['faults']),
      switched(HASH_CHANGE, { remote, remoteFallback: remote } as ScenarioFile['faults']),
    ]),
    ...LOCAL_FAULTS.flatMap((local) => [
      faults({ local } as ScenarioFile['faults']),
      faults({ local, localRepeat: 20 } as ScenarioFile['faults']),
    ]),
    ...HOOK_OUTCOMES.flatMap((outcome) => [
      faults({ preCompactHook: outcome } as ScenarioFile['faults']),
      faults({ postCompactHook: outcome } as ScenarioFile['faults']),
    ]),
    switched(HASH_CHANGE),
    switched(DOWNSHIFT),
    switched(HASH_CHANGE, { remote: 'invalid_request' }),
    {
      ...switched(HASH_CHANGE),
      turn: { ...turn, previousModel: HASH_CHANGE, codexBackendAuth: false },
    },
    { ...scenario, server: { ...scenario.server, compactionOutputs: 0 } },
    { ...scenario, server: { ...scenario.server, compactionOutputs: 2 } },
    { ...scenario, server: { ...scenario.server, legacyReply: 'echo' } },
    { ...scenario, turn: { ...turn, activeTokens: 1 } },
    { ...scenario, turn: { ...turn, newWindowRequested: true, activeTokens: 1 } },
    { ...scenario, turn: { ...turn, modelNeedsFollowUp: false, hasPendingInput: false } },
    { ...scenario, compactPrompt: 'Summarize the thread.' },
    // a trailing tool output larger than the window: both remote paths trim the request copy
    {
      ...scenario,
      model: { ...scenario.model, contextWindow: 4_000 },
      history: [...scenario.history, { ...BIG_CALL }, { ...BIG_OUTPUT }],
    },
  ]
}

const bundled = readdirSync(join(ROOT, 'public/scenarios'))
  .filter((file) => file.endsWith('.json'))
  .sort()

const bases: ReadonlyArray<readonly [string, ScenarioFile]> = [
  ...bundled.map((file) => [file, load(file)] as const),
  ...LESSON_SCENARIOS.map((id) => [`lesson:${id}`, lessonScenario(id)] as const),
]

function where(name: string, variant: number, result: CompactionResult, step: TraceStep): string {
  const { phase, implementation } = result.cell
  return `${name} #${variant} ${phase} × ${implementation} (${result.path}) step ${step.seq} ${step.rule}`
}

describe('trace links at the pin', () => {
  it('every step of every cell of every scenario and variant links inside its symbol', () => {
    expect(bundled.length).toBeGreaterThanOrEqual(6)
    const problems: string[] = []
    const reached = new Set<RuleId>()
    let steps = 0
    for (const [name, scenario] of bases)
      variants(scenario).forEach((variant, n) => {
        const parsed = parseScenario(variant)
        if (!parsed.ok) throw new Error(`${name} #${n}: ${JSON.stringify(parsed.errors)}`)
        for (const result of runAllCells(parsed.value))
          for (const step of result.trace) {
            steps += 1
            reached.add(step.rule)
            const problem = linkProblem(step.source)
            if (problem !== null) problems.push(`${where(name, n, result, step)}: ${problem}`)
          }
      })
    // every distinct problem once, so a wrong entry does not print a thousand times
    expect([...new Set(problems.map((p) => p.replace(/^.*? step \d+ /, '')))]).toEqual([])
    expect(steps).toBeGreaterThan(50_000)
    // the variants reach every rule, so every rule's link was checked where it is decided
    expect([...reached].sort()).toEqual((Object.keys(RULE_SOURCES) as RuleId[]).sort())
  })

  it('every entry of the sources table links inside its symbol, with a line', () => {
    const problems = allRuleSources()
      .map(({ source }) => [source, linkProblem(source)] as const)
      .filter(([, problem]) => problem !== null)
      .map(([source, problem]) => `${source.file} ${source.symbol ?? '?'}: ${problem}`)
    expect(problems).toEqual([])
  })

  it('the check refuses a link without a line, a wrong symbol, a range outside it or a test helper', () => {
    const file = 'core/src/compact.rs'
    expect(linkProblem({ file, symbol: 'drain_to_completed', startLine: 719, endLine: 779 })).toBe(
      null,
    )
    expect(linkProblem({ file, symbol: 'drain_to_completed' })).toBe('no line')
    expect(linkProblem({ file, symbol: 'drain_to_completed', startLine: 740 })).toBe(null)
    expect(
      linkProblem({ file, symbol: 'drain_to_completed', startLine: 718, endLine: 720 }),
    ).toMatch(/outside/)
    expect(linkProblem({ file, symbol: 'replace_compacted', startLine: 1, endLine: 1 })).toMatch(
      /not defined/,
    )
    expect(
      linkProblem({ file, symbol: 'collect_user_messages', startLine: 529, endLine: 532 }),
    ).toBe('a test-only function')
    // a method is its row with the type as scope; a bare method name is not a top-level item
    const history = 'core/src/context_manager/history.rs'
    const install = { file: history, startLine: 298, endLine: 302 }
    expect(linkProblem({ ...install, symbol: 'ContextManager::replace_annotated' })).toBe(null)
    expect(linkProblem({ ...install, symbol: 'replace_annotated' })).toMatch(/not defined/)
  })
})
