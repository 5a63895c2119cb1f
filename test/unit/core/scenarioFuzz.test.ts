import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  HISTORY_ITEM_TYPES,
  parseScenario,
  runAllCells,
  SCENARIO_LIMITS,
  type ScenarioFile,
} from '../../../src/core/index.ts'
import { compactCli } from '../../helpers/cliRun.ts'

/**
 * Fuzzing the scenario contract: whatever document arrives (a file, a share link, saved work),
 * the parser either rejects it naming a field, or the nine cells run to completion within a
 * bounded number of trace steps.
 */

/** Values that are wrong almost anywhere: the shapes that crashed the core before. */
const hostile = fc.oneof(
  fc.constant({}),
  fc.constant([]),
  fc.constant(null),
  fc.constant(''),
  fc.constant(1e7),
  fc.constant(-1),
  fc.constant(0.5),
  fc.constant('x'.repeat(50)),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
)
/** Usually a plausible value, sometimes a hostile one, sometimes absent. */
const maybe = <T>(good: fc.Arbitrary<T>) =>
  fc.option(fc.oneof({ weight: 30, arbitrary: good }, { weight: 1, arbitrary: hostile }), {
    nil: undefined,
    freq: 3,
  })

const ids = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h')
const texts = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '<environment_context>\n  <cwd>/r</cwd>\n</environment_context>',
    '<permissions instructions>p</permissions instructions>',
    '# AGENTS.md instructions for /r\n\n<INSTRUCTIONS>\nx\n</INSTRUCTIONS>',
    '<turn_aborted>x</turn_aborted>',
    'Approved command prefix saved:\nnpm *',
  ),
)

/** Anything item-shaped: wrong types, missing fields and colliding ids included. */
const looseItem = fc.record(
  {
    id: maybe(ids),
    type: fc.oneof(fc.constantFrom(...HISTORY_ITEM_TYPES), hostile),
    role: maybe(fc.constantFrom('user', 'assistant', 'developer', 'system')),
    text: maybe(texts),
    parts: maybe(fc.array(texts, { maxLength: 3 })),
    name: maybe(fc.constant('shell')),
    callId: maybe(fc.constantFrom('c1', 'c2')),
    arguments: maybe(texts),
    input: maybe(texts),
    output: maybe(texts),
  },
  { requiredKeys: ['id', 'type'] },
)

/** Well-formed items of every type (ids are given by position in the list). */
const goodItem: fc.Arbitrary<object | object[]> = fc.oneof(
  fc.record({
    type: fc.constant('message'),
    role: fc.constantFrom('user', 'assistant', 'developer', 'system'),
    text: texts,
  }),
  fc.record({
    type: fc.constant('message'),
    role: fc.constantFrom('user', 'developer'),
    parts: fc.array(texts, { minLength: 1, maxLength: 3 }),
  }),
  fc
    .record({ callId: fc.constantFrom('c1', 'c2', 'c3'), arguments: texts, output: texts })
    .map(({ callId, arguments: args, output }) => [
      { type: 'function_call', name: 'shell', callId, arguments: args },
      { type: 'function_call_output', callId, output },
    ]),
  fc.record({ type: fc.constantFrom('reasoning', 'agent_message', 'other'), text: texts }),
  fc.record({ type: fc.constantFrom('compaction', 'context_compaction', 'compaction_trigger') }),
)

const items = (maxLength: number) =>
  fc
    .array(
      fc.oneof(
        {
          weight: 40,
          arbitrary: goodItem.map((entry) => (Array.isArray(entry) ? entry : [entry])),
        },
        { weight: 1, arbitrary: looseItem.map((entry) => [entry]) },
      ),
      { maxLength },
    )
    .map((groups) => groups.flat())
    .map((list) => list.map((entry, i) => ('id' in entry ? entry : { id: `i${i}`, ...entry })))

const modelFields = fc.record(
  {
    slug: maybe(fc.constantFrom('gpt-5-codex', 'gpt-old')),
    contextWindow: maybe(fc.integer({ min: -10, max: 400_000 })),
    effectiveContextWindowPercent: maybe(fc.integer({ min: -1, max: 120 })),
    autoCompactTokenLimit: maybe(fc.integer({ min: 0, max: 400_000 })),
    compHash: maybe(fc.constantFrom('h1', 'h2')),
    summary: maybe(texts),
  },
  { requiredKeys: [] },
)

const world = fc.record(
  {
    cwd: maybe(texts),
    sandboxMode: maybe(fc.constantFrom('read-only', 'workspace-write', 'nonsense')),
    approvalPolicy: maybe(fc.constantFrom('never', 'on-request')),
    networkAccess: maybe(fc.boolean()),
    agentsMd: maybe(
      fc.oneof(fc.constant(null), fc.record({ text: texts }), fc.record({ directory: texts })),
    ),
    developerInstructions: maybe(fc.oneof(fc.constant(null), texts)),
    personality: maybe(fc.oneof(fc.constant(null), texts)),
    multiAgentMode: maybe(fc.oneof(fc.constant(null), texts)),
    modelSwitch: maybe(
      fc.oneof(
        fc.constant(null),
        fc.record({ previousModel: texts, instructions: texts }),
        fc.record({ previousModel: texts }),
      ),
    ),
    contextWindow: maybe(
      fc.record({ agentPath: texts, currentWindowId: texts }, { requiredKeys: [] }),
    ),
    guardianSeparate: maybe(fc.boolean()),
  },
  { requiredKeys: [] },
)

const counts = fc.oneof(
  { weight: 10, arbitrary: fc.integer({ min: 0, max: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom(100, 101, 1_000, 1_001, 10_000_000) },
)

const scenarioLike = fc.record(
  {
    history: fc.oneof({ weight: 30, arbitrary: items(10) }, hostile),
    cell: fc.oneof(
      {
        weight: 30,
        arbitrary: fc.record({
          phase: fc.constantFrom('pre_turn', 'mid_turn', 'manual'),
          implementation: fc.constantFrom('remote', 'local', 'empty_window'),
        }),
      },
      { weight: 1, arbitrary: fc.oneof(hostile, fc.record({ phase: fc.constant('later') })) },
    ),
    features: maybe(fc.record({ tokenBudget: maybe(fc.boolean()) }, { requiredKeys: [] })),
    provider: maybe(
      fc.record(
        {
          remoteCompaction: maybe(fc.constantFrom('v2', 'unsupported')),
          streamMaxRetries: maybe(counts),
          isOpenAi: maybe(fc.boolean()),
        },
        { requiredKeys: [] },
      ),
    ),
    server: maybe(
      fc.record(
        { transcript: maybe(items(4)), compactionOutputs: maybe(counts) },
        { requiredKeys: [] },
      ),
    ),
    model: maybe(modelFields),
    turn: maybe(
      fc.record(
        {
          activeTokens: maybe(fc.integer({ min: -5, max: 400_000 })),
          modelNeedsFollowUp: maybe(fc.boolean()),
          newWindowRequested: maybe(fc.boolean()),
          previousModel: maybe(modelFields),
        },
        { requiredKeys: [] },
      ),
    ),
    world: maybe(world),
    registry: maybe(
      fc.record(
        {
          edits: maybe(
            fc.record({
              update: fc.dictionary(
                fc.constantFrom('EnvironmentContext', 'PermissionsInstructions', 'Nope'),
                fc.oneof(fc.constant(null), fc.record({ startMarker: maybe(texts) })),
                { maxKeys: 2 },
              ),
            }),
          ),
          contextualUserMatchers: maybe(fc.array(texts, { maxLength: 3 })),
        },
        { requiredKeys: [] },
      ),
    ),
    faults: maybe(
      fc.record(
        {
          remote: maybe(fc.constantFrom('timeout', 'stream_error', 'invalid_request')),
          local: maybe(
            fc.constantFrom(
              'overflow_before_commit',
              'stream_error_before_commit',
              'overflow_after_commit',
            ),
          ),
          localRepeat: maybe(counts),
          preCompactHook: maybe(fc.constantFrom('continue', 'stop')),
        },
        { requiredKeys: [] },
      ),
    ),
    historyVersion: maybe(counts),
  },
  { requiredKeys: ['history', 'cell'] },
)

/** The most trace steps a parsed scenario may take in one cell. */
function stepBound(s: ScenarioFile): number {
  return 64 + (s.provider?.streamMaxRetries ?? 5) + (s.faults?.localRepeat ?? 1)
}

let accepted = 0

const isObject = (raw: unknown) => typeof raw === 'object' && raw !== null && !Array.isArray(raw)

/** What is wrong with how a document was handled, or undefined when it was handled right. */
function problemOf(raw: unknown): string | undefined {
  const parsed = parseScenario(raw)
  if (!parsed.ok) {
    if (parsed.errors.length === 0) return 'rejected without an error'
    // a field is named, except for a document that is not an object at all
    const unnamed = parsed.errors.find((e) => (e.path === '' && isObject(raw)) || !e.message)
    return unnamed && `an error names no field: ${JSON.stringify(unnamed)}`
  }
  if (parsed.value === raw) return 'the parser returned its input'
  accepted += 1
  const results = runAllCells(parsed.value)
  const bound = stepBound(parsed.value)
  const long = results.find((r) => r.trace.length > bound)
  if (results.length !== 9 || long) return `a cell took ${long?.trace.length} steps (> ${bound})`
  // the parsed value is its own fixed point: exported and read back, it is the same scenario
  const again = parseScenario(JSON.parse(JSON.stringify(parsed.value)))
  if (JSON.stringify(again) !== JSON.stringify({ ok: true, value: parsed.value }))
    return 'the exported value reads back differently'
  return undefined
}

function checkDocument(raw: unknown): void {
  expect(problemOf(raw)).toBeUndefined()
}

// thousands of documents: a few seconds alone, more on a loaded machine
describe('scenario fuzzing', { timeout: 60_000 }, () => {
  it('rejects by field, or runs the nine cells in bounded steps (scenario-shaped documents)', () => {
    accepted = 0
    fc.assert(fc.property(scenarioLike, checkDocument), { numRuns: 3_000 })
    // the generator must reach the core often, not only the parser's first check
    expect(accepted).toBeGreaterThan(500)
  })

  it('rejects by field, or runs the nine cells in bounded steps (any JSON)', () => {
    fc.assert(fc.property(fc.jsonValue({ maxDepth: 4 }), checkDocument), { numRuns: 1_000 })
  })
})

describe('scenario bounds', () => {
  const base = {
    history: [{ id: 'u', type: 'message', role: 'user', text: 'fix it' }],
    cell: { phase: 'manual', implementation: 'local' },
  }
  const errorsOf = (raw: unknown) => {
    const parsed = parseScenario(raw)
    return parsed.ok ? [] : parsed.errors.map((e) => e.path)
  }

  it.each([
    [
      'ten million retries',
      { provider: { streamMaxRetries: 10_000_000 } },
      'provider.streamMaxRetries',
    ],
    [
      'ten million local repeats',
      { faults: { local: 'stream_error_before_commit', localRepeat: 10_000_000 } },
      'faults.localRepeat',
    ],
    ['fractional retries', { provider: { streamMaxRetries: 1.5 } }, 'provider.streamMaxRetries'],
    [
      'a thousand compaction outputs',
      { server: { compactionOutputs: 1_000 } },
      'server.compactionOutputs',
    ],
    [
      'an object as developer instructions',
      { world: { developerInstructions: {} } },
      'world.developerInstructions',
    ],
    ['an object as personality', { world: { personality: { a: 1 } } }, 'world.personality'],
    ['an empty AGENTS.md object', { world: { agentsMd: {} } }, 'world.agentsMd.text'],
    [
      'a model switch without instructions',
      { world: { modelSwitch: { previousModel: 'x' } } },
      'world.modelSwitch.instructions',
    ],
    [
      'a number as window id',
      { world: { contextWindow: { currentWindowId: 3 } } },
      'world.contextWindow.currentWindowId',
    ],
    ['an unknown sandbox mode', { world: { sandboxMode: 'yolo' } }, 'world.sandboxMode'],
    ['an inherited name as world field', { world: { toString: 'x' } }, 'world.toString'],
    [
      'a percent above 100',
      { model: { effectiveContextWindowPercent: 250 } },
      'model.effectiveContextWindowPercent',
    ],
  ])('rejects %s by field', (_name, extra, path) => {
    expect(errorsOf({ ...base, ...extra })).toContain(path)
  })

  it('rejects a message with 10,000 parts, and a text past the size bound', () => {
    const parts = Array.from({ length: 10_000 }, () => 'p')
    expect(
      errorsOf({ ...base, history: [{ id: 'm', type: 'message', role: 'user', parts }] }),
    ).toEqual(['history[0].parts'])
    const text = 'x'.repeat(SCENARIO_LIMITS.textChars + 1)
    expect(
      errorsOf({ ...base, history: [{ id: 'm', type: 'message', role: 'user', text }] }),
    ).toEqual(['history[0].text'])
  })

  it('rejects more items than the bound without reading each', () => {
    const history = Array.from({ length: SCENARIO_LIMITS.items + 1 }, () => null)
    expect(errorsOf({ ...base, history })).toEqual(['history'])
  })

  it('returns a new value with the checked fields only, never the input', () => {
    const raw = {
      ...base,
      extra: { deep: 1 },
      world: { cwd: '/x' },
      history: [{ ...base.history[0], note: 1 }],
    }
    const parsed = parseScenario(raw)
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.value).not.toBe(raw)
    expect(parsed.value).toEqual({
      history: [{ id: 'u', type: 'message', role: 'user', text: 'fix it' }],
      cell: base.cell,
      world: { cwd: '/x' },
    })
  })

  it('drops a deeply nested unknown field, so the parsed value always exports', () => {
    let deep: unknown = 'bottom'
    for (let i = 0; i < 100_000; i++) deep = { deep }
    const parsed = parseScenario({ ...base, notes: deep, world: { cwd: '/x' } })
    expect(parsed.ok).toBe(true)
    const exported = parsed.ok ? JSON.stringify(parsed.value) : ''
    expect(JSON.parse(exported)).toEqual({ ...base, world: { cwd: '/x' } })
  })

  it('keeps a null AGENTS.md as none, and a valid one as given', () => {
    for (const agentsMd of [null, { text: 'Use pnpm.' }]) {
      const parsed = parseScenario({ ...base, world: { agentsMd } })
      expect(parsed.ok && parsed.value.world?.agentsMd).toEqual(agentsMd)
    }
  })
})

describe('npm run compact on hostile files', { timeout: 60_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'context-lab-hostile-'))
  const cell = { phase: 'manual', implementation: 'local' }
  const history = [{ id: 'u', type: 'message', role: 'user', text: 'fix it' }]
  const files: [string, string, string][] = [
    [
      'ten million retries (the 232-byte file that drove compact past 4 GB)',
      JSON.stringify({
        history,
        cell,
        provider: { streamMaxRetries: 10_000_000 },
        faults: { local: 'stream_error_before_commit', localRepeat: 10_000_000 },
      }),
      'provider.streamMaxRetries',
    ],
    [
      'a message with 10,000 parts',
      JSON.stringify({
        history: [{ id: 'm', type: 'message', role: 'user', parts: Array(10_000).fill('p') }],
        cell,
      }),
      'history[0].parts',
    ],
    [
      'an object as developer instructions',
      JSON.stringify({ history, cell, world: { developerInstructions: {} } }),
      'world.developerInstructions',
    ],
    [
      'an empty AGENTS.md object',
      JSON.stringify({ history, cell, world: { agentsMd: {} } }),
      'world.agentsMd.text',
    ],
    ['a nested array 100,000 deep', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, '(root)'],
    ['not a scenario object', '123', '(root)'],
  ]

  // the CLI's main in-process (test/helpers/cliRun.ts); the directory below runs the command
  it.each(files)('exits 2 naming the field for %s', async (_name, content, path) => {
    const file = join(dir, `${files.findIndex((f) => f[1] === content)}.json`)
    writeFileSync(file, content)
    const result = await compactCli(file)
    expect(result.status).toBe(2)
    expect(result.stderr).toContain(path)
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/)
  })

  it('exits 2 for a directory given as the file', () => {
    const result = spawnSync('node', ['--import', 'tsx', 'scripts/compact.ts', dir], {
      encoding: 'utf8',
    })
    expect(result.status).toBe(2)
  })
})
