import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ALL_CELLS,
  inputForCell,
  inputsForCells,
  parseScenario,
  runAllCells,
  runCompaction,
  type ScenarioFile,
} from '../../../src/core/index.ts'
import { compactCli } from '../../helpers/cliRun.ts'

const valid = {
  history: [
    { id: 'u1', type: 'message', role: 'user', text: 'fix the failing test' },
    {
      id: 'd1',
      type: 'message',
      role: 'developer',
      parts: ['<permissions instructions>…</permissions instructions>', '…'],
    },
    { id: 'f1', type: 'function_call', name: 'shell', callId: 'c1', arguments: '{}' },
    { id: 'o1', type: 'function_call_output', callId: 'c1', output: 'ok' },
    { id: 'k1', type: 'compaction' },
  ],
  cell: { phase: 'mid_turn', implementation: 'remote' },
  features: { tokenBudget: false, remoteCompactionV2: true },
  provider: { remoteCompaction: 'v2' },
  server: {
    transcript: [{ id: 's1', type: 'message', role: 'user', text: 'fix the failing test' }],
  },
  model: { summary: 'what the simulated model answers' },
  faults: { remote: 'timeout', preCompactHook: 'stop', postCompactHook: 'stop' },
}

function errorsOf(raw: unknown): string[] {
  const parsed = parseScenario(raw)
  return parsed.ok ? [] : parsed.errors.map((e) => `${e.path}: ${e.message}`)
}

describe('parseScenario', () => {
  it('accepts the documented example', () => {
    expect(errorsOf(valid)).toEqual([])
  })

  it.each([
    ['a missing history', { cell: valid.cell }, 'history'],
    ['a missing cell', { history: [] }, 'cell'],
    [
      'an unknown phase',
      { history: [], cell: { phase: 'later', implementation: 'remote' } },
      'cell.phase',
    ],
    [
      'an unknown implementation',
      { history: [], cell: { phase: 'manual', implementation: 'cloud' } },
      'cell.implementation',
    ],
    [
      'an unknown item type',
      { ...valid, history: [{ id: 'x', type: 'image' }] },
      'history[0].type',
    ],
    [
      'a message without text',
      { ...valid, history: [{ id: 'x', type: 'message', role: 'user' }] },
      'history[0].text',
    ],
    [
      'a wrong role',
      { ...valid, history: [{ id: 'x', type: 'message', role: 'robot', text: 'a' }] },
      'history[0].role',
    ],
    [
      'a number where text goes',
      { ...valid, history: [{ id: 'x', type: 'message', role: 'user', text: 5 }] },
      'history[0].text',
    ],
    ['duplicate ids', { ...valid, history: [valid.history[0], valid.history[0]] }, 'history[1].id'],
    [
      'an output without its call',
      { ...valid, history: [{ id: 'o', type: 'function_call_output', callId: 'zz', output: '' }] },
      'history[0].callId',
    ],
    ['an unknown remote fault', { ...valid, faults: { remote: 'gremlins' } }, 'faults.remote'],
    [
      'a bad registry',
      { ...valid, registry: { types: [{ name: 'X' }] } },
      'registry.types[0].role',
    ],
    [
      'an edit of a missing type',
      { ...valid, registry: { edits: { update: { Nope: { startMarker: '' } } } } },
      'registry.edits.update.Nope',
    ],
    ['an unknown world field', { ...valid, world: { weather: 'sunny' } }, 'world.weather'],
    [
      'an unknown legacy server reply',
      { ...valid, server: { legacyReply: 'mirror' } },
      'server.legacyReply',
    ],
    [
      'a legacy server reply that is not text',
      { ...valid, server: { legacyReply: 1 } },
      'server.legacyReply',
    ],
  ])('names the field for %s', (_name, raw, path) => {
    const errors = errorsOf(raw)
    expect(errors.length).toBeGreaterThan(0)
    expect(errors.some((error) => error.startsWith(`${path}:`))).toBe(true)
  })

  it('carries the legacy server reply switch through parsing (links, exports and the CLI parse)', () => {
    for (const legacyReply of ['realistic', 'echo'] as const) {
      const parsed = parseScenario({ ...valid, server: { legacyReply } })
      expect(parsed.ok && parsed.value.server?.legacyReply).toBe(legacyReply)
    }
  })

  it('rejects non-objects', () => {
    expect(errorsOf(null)).toEqual([': a scenario must be a JSON object, got null'])
    expect(errorsOf([1, 2])).toHaveLength(1)
  })

  it('never throws, whatever JSON it is given', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (history, cell) => {
        expect(() => parseScenario({ history, cell })).not.toThrow()
        expect(() => parseScenario(history)).not.toThrow()
      }),
      { numRuns: 500 },
    )
  })

  it('accepts the deletion of a type the default registry no longer has, and drops it', () => {
    const parsed = parseScenario({
      history: [{ id: 'ask', type: 'message', role: 'user', text: 'fix it' }],
      cell: { phase: 'mid_turn', implementation: 'remote' },
      registry: { edits: { update: { GuardianPolicy: null, TurnAborted: null } } },
    })
    expect(parsed.ok).toBe(true)
    const registry = (parsed as { value: ScenarioFile }).value.registry
    expect(registry?.edits?.update).toEqual({ TurnAborted: null })
  })

  it('applies registry edits: emptying the environment markers changes what mid-turn keeps', () => {
    const history = [
      {
        id: 'env',
        type: 'message',
        role: 'user',
        text: '<environment_context>\n  <cwd>/old</cwd>\n</environment_context>',
      },
      { id: 'ask', type: 'message', role: 'user', text: 'fix it' },
    ]
    const base = parseScenario({ history, cell: { phase: 'mid_turn', implementation: 'remote' } })
    const edited = parseScenario({
      history,
      cell: { phase: 'mid_turn', implementation: 'remote' },
      registry: { edits: { update: { EnvironmentContext: { startMarker: '', endMarker: '' } } } },
    })
    expect(base.ok && edited.ok).toBe(true)
    const keptIds = (s: ScenarioFile) =>
      runAllCells(s)[3]!.items.map((item) => `${item.id}:${item.status}`)
    expect(keptIds((base as { value: ScenarioFile }).value)).toEqual([
      'ic-1:injected',
      'ic-2:injected',
      'ask:kept',
      'compaction:summary',
    ])
    expect(keptIds((edited as { value: ScenarioFile }).value)).toEqual([
      'env:kept',
      'ic-1:injected',
      'ic-2:injected',
      'ask:kept',
      'compaction:summary',
    ])
  })
})

describe('npm run compact', () => {
  const dir = mkdtempSync(join(tmpdir(), 'context-lab-'))
  // the CLI's main in-process (test/helpers/cliRun.ts)
  const cli = compactCli

  it('prints the documented result fields for one cell', async () => {
    const file = join(dir, 'valid.json')
    writeFileSync(file, JSON.stringify({ ...valid, faults: {} }))
    const result = await cli(file)
    expect(result.status).toBe(0)
    const out = JSON.parse(result.stdout)
    expect(out).toMatchObject({
      path: 'remote_v2',
      outcome: 'completed',
      historyVersion: 1,
      referenceContext: 'set',
    })
    for (const item of out.items) {
      expect(Object.keys(item)).toEqual(expect.arrayContaining(['id', 'type', 'text', 'status']))
      expect(['kept', 'truncated', 'injected', 'summary']).toContain(item.status)
    }
    // the v2 pre-filter cuts first, then should_keep
    expect(out.cut).toEqual(['f1', 'o1', 'k1', 'd1'])
    // the summary is the app's one model of the run: the grid shows the same numbers
    expect(out.summary).toMatchObject({ outcome: 'completed', counts: { cut: 4 } })
    expect(Array.isArray(out.events) && Array.isArray(out.trace)).toBe(true)
  })

  it('runs all nine cells with --all; the cell picks the switches when none are given', async () => {
    const file = join(dir, 'cells.json')
    writeFileSync(file, JSON.stringify({ history: valid.history, cell: valid.cell }))
    const out = JSON.parse((await cli(file, '--all')).stdout)
    expect(out).toHaveLength(9)
    expect(out.map((r: { path: string }) => r.path)).toEqual([
      'remote_v2',
      'local',
      'empty_window',
      'remote_v2',
      'local',
      'empty_window',
      'remote_v2',
      'local',
      'empty_window',
    ])
  })

  it('lets explicit switches win over the cell', async () => {
    const out = JSON.parse((await cli(join(dir, 'valid.json'), '--all')).stdout)
    expect(new Set(out.map((r: { path: string }) => r.path))).toEqual(new Set(['remote_v2']))
  })

  it('names the field of a malformed scenario and exits 2 without a stack trace', async () => {
    const file = join(dir, 'bad.json')
    writeFileSync(
      file,
      JSON.stringify({
        ...valid,
        history: [{ id: 'o', type: 'function_call_output', callId: 'nope', output: '' }],
      }),
    )
    const result = await cli(file)
    expect(result.status).toBe(2)
    expect(result.stderr).toContain('history[0].callId')
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/)
  })

  it('reports unreadable JSON', async () => {
    const file = join(dir, 'broken.json')
    writeFileSync(file, '{ "history": [')
    const result = await cli(file)
    expect(result.status).toBe(2)
    expect(result.stderr).toContain('cannot read the scenario')
  })
})

describe('inputsForCells', () => {
  const parsed = parseScenario({
    history: [
      { id: 'u1', type: 'message', role: 'user', text: 'fix the failing test' },
      {
        id: 'd1',
        type: 'message',
        role: 'developer',
        text: 'Approved command prefix saved:\nnpm *',
      },
    ],
    cell: { phase: 'mid_turn', implementation: 'remote' },
    turn: { previousModel: { slug: 'gpt-old' } },
  })
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  const scenario = parsed.value

  it('gives each cell the input inputForCell gives, converting the shared parts once', () => {
    const inputs = inputsForCells(scenario, ALL_CELLS)
    expect(inputs).toHaveLength(9)
    inputs.forEach((input, i) => expect(input).toEqual(inputForCell(scenario, ALL_CELLS[i]!)))
    for (const input of inputs) {
      expect(input.history).toBe(inputs[0]!.history)
      expect(input.registry).toBe(inputs[0]!.registry)
    }
  })

  it('leaves the shared history untouched by a run, so every cell sees the same input', () => {
    const inputs = inputsForCells(scenario, ALL_CELLS)
    const before = JSON.stringify(inputs[0]!.history)
    const results = inputs.map(runCompaction)
    expect(JSON.stringify(inputs[0]!.history)).toBe(before)
    expect(results).toEqual(ALL_CELLS.map((cell) => runCompaction(inputForCell(scenario, cell))))
  })
})
