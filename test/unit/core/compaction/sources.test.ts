import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  allRuleSources,
  parseScenario,
  runAllCells,
  sourceUrl,
  type CompactionPath,
  type CompactionResult,
  type ScenarioFile,
  type TraceStep,
} from '../../../../src/core/index.ts'

const core = (name: string) => `core/src/${name}`

/**
 * The Codex files each path runs through, written down from the spec (§3–§10), not from the
 * table under test: a step's link must name a function in one of them.
 */
const SHARED = [
  core('session/turn.rs'),
  core('session/context_window.rs'),
  core('context_manager/history.rs'),
  core('tasks/compact.rs'),
  // spawn_task: a manual compaction replaces the running turn
  core('tasks/mod.rs'),
  // Op::Compact's handler: a new default turn, then the compact task spawned on it
  core('session/handlers.rs'),
  core('session/mod.rs'),
]
const PATH_FILES: Readonly<Record<CompactionPath | 'none', readonly string[]>> = {
  none: SHARED,
  local: [...SHARED, core('compact.rs')],
  remote_legacy: [
    ...SHARED,
    core('compact_remote.rs'),
    // the legacy request itself (pin.md point 15)
    core('compact_remote_request.rs'),
    core('compact_model_fallback.rs'),
    // InitialContextInjection and the insertion are compact.rs's, reused by both remote paths
    core('compact.rs'),
  ],
  remote_v2: [
    ...SHARED,
    core('compact_remote_v2.rs'),
    // the attempt sends RawResponseCompleted once the output is valid (pin.md point 10)
    core('compact_remote_v2_attempt.rs'),
    // should_keep and the output trimming are compact_remote.rs's, called from v2
    core('compact_remote.rs'),
    core('compact_model_fallback.rs'),
    core('compact.rs'),
  ],
  empty_window: [...SHARED, core('compact_token_budget.rs')],
}

/** The path's own shell: where its hooks, item events and error event are decided. */
const OWN_FILE: Readonly<Record<CompactionPath, string>> = {
  local: core('compact.rs'),
  remote_legacy: core('compact_remote.rs'),
  remote_v2: core('compact_remote_v2.rs'),
  empty_window: core('compact_token_budget.rs'),
}
const SHELL_RULES = new Set([
  'item_started',
  'item_completed',
  'pre_compact_hook',
  'post_compact_hook',
  'remote_error',
])

function load(file: string): ScenarioFile {
  const parsed = parseScenario(JSON.parse(readFileSync(`public/scenarios/${file}`, 'utf8')))
  if (!parsed.ok) throw new Error(`${file}: ${JSON.stringify(parsed.errors)}`)
  return parsed.value
}

const bundled = readdirSync('public/scenarios').filter((file) => file.endsWith('.json'))

/** Each bundled scenario as it is, and in the situations that reach the other rules. */
function variants(scenario: ScenarioFile): ScenarioFile[] {
  return [
    scenario,
    { ...scenario, features: { remoteCompactionV2: false } },
    { ...scenario, faults: { remote: 'http_500', preCompactHook: 'continue' } },
    { ...scenario, faults: { postCompactHook: 'stop' } },
    {
      ...scenario,
      turn: { previousModel: { slug: 'big', contextWindow: 400_000, compHash: 'a' } },
      model: { compHash: 'b' },
      faults: { remote: 'invalid_request' },
    },
  ]
}

function where(result: CompactionResult, step: TraceStep): string {
  return `${result.cell.phase} × ${result.cell.implementation} (${result.path}) #${step.seq} ${step.rule}`
}

describe('source links', () => {
  it('every step of every cell of every bundled scenario names a function of its path', () => {
    expect(bundled.length).toBeGreaterThanOrEqual(4)
    let steps = 0
    for (const file of bundled)
      for (const scenario of variants(load(file)))
        for (const result of runAllCells(scenario)) {
          const files = PATH_FILES[result.path ?? 'none']
          for (const step of result.trace) {
            steps += 1
            expect(step.source.symbol, where(result, step)).toMatch(/^[A-Za-z_][\w:]*$/)
            expect(files, where(result, step)).toContain(step.source.file)
            // the shell's own steps must be in the path's own file, not a shared one
            const own = result.path !== null && SHELL_RULES.has(step.rule)
            expect(own ? step.source.file : 'n/a', where(result, step)).toBe(
              own ? OWN_FILE[result.path!] : 'n/a',
            )
          }
        }
    expect(steps).toBeGreaterThan(1000)
  })

  it('a manual cell dispatches through the compact task, an automatic one through run_auto_compact', () => {
    const scenario = load('lesson-mixed-history.json')
    for (const result of runAllCells(scenario))
      for (const step of result.trace.filter((s) => s.rule.startsWith('dispatch_'))) {
        const manual = result.cell.phase === 'manual'
        expect(step.source.file, where(result, step)).toBe(
          manual ? core('tasks/compact.rs') : core('session/turn.rs'),
        )
        expect(step.source.symbol).toBe(manual ? 'CompactTask::run' : 'run_auto_compact')
      }
  })

  it('the previous-model check and the empty window’s reference step point at their own code', () => {
    const scenario = load('lesson-mixed-history.json')
    const switched = variants(scenario)[4]!
    const steps = runAllCells(switched).flatMap((r) => r.trace)
    const previous = steps.find((s) => s.rule === 'previous_model_check')!
    expect(previous.source.symbol).toBe('maybe_run_previous_model_inline_compact')
    const emptyWindow = runAllCells(scenario).filter((r) => r.path === 'empty_window')
    expect(emptyWindow).toHaveLength(3)
    for (const result of emptyWindow) {
      const reference = result.trace.find((s) => s.rule === 'reference_context')!
      expect(reference.source.file).not.toBe(core('compact.rs'))
      expect(reference.source.symbol).toBe('Session::start_new_context_window')
    }
  })

  it('every source in the table links into codex-rs at the pinned commit', () => {
    for (const { source } of allRuleSources()) {
      expect(sourceUrl(source)).toMatch(
        /^https:\/\/github\.com\/openai\/codex\/blob\/4f39251a010a8bd7d692d25fb33832ff06f1635a\/codex-rs\/core\/src\//,
      )
      expect(source.symbol).toBeTruthy()
    }
  })
})
