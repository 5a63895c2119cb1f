import { describe, expect, it } from 'vitest'
import {
  codexBehaviour,
  compareCompaction,
  readRollout,
  summarizeSession,
  type CompactionSummary,
  type EvidenceKind,
} from '../../../../src/core/index.ts'
import {
  emptyWindow,
  era047,
  era064,
  era077,
  era104,
  era117,
  era118,
  era144,
  localRebuilt,
  type EraFile,
} from '../../../helpers/rolloutEras.ts'
import {
  legacySession,
  NO_SAMPLE,
  redactedSession,
  sampleText,
} from '../../../helpers/rolloutSamples.ts'

const CATALOG = sampleText('catalog')
const V058 = sampleText('v058')

function compactions(file: EraFile): CompactionSummary[] {
  const s = summarizeSession(readRollout(file.text))
  expect(s.compactions.map((c) => c.line)).toEqual(file.compactions)
  return [...s.compactions]
}
const kinds = (c: CompactionSummary, side: 'phase' | 'implementation') =>
  (side === 'phase' ? c.label.phaseEvidence : c.label.implementationEvidence).map((e) => e.kind)
const evidenceLine = (c: CompactionSummary, kind: EvidenceKind) =>
  [...c.label.phaseEvidence, ...c.label.implementationEvidence].find((e) => e.kind === kind)?.line

describe('compaction labels read from the file, era by era', () => {
  it('0.47: a local summary in message, between turns below the limit: manual, inferred', () => {
    const [c] = compactions(era047())
    expect(c!.label).toMatchObject({
      phase: 'manual',
      phaseInferred: true,
      implementation: 'local',
      implementationInferred: false,
    })
    expect(kinds(c!, 'implementation')).toEqual(['no_replacement_history', 'summary_message'])
    expect(kinds(c!, 'phase')).toEqual(
      expect.arrayContaining(['no_lifecycle_events', 'compact_marker', 'tokens_below_limit']),
    )
    // the "Compact task completed" agent message is the line after the compacted line
    expect(evidenceLine(c!, 'compact_marker')).toBe(c!.line + 1)
    expect(c!.label.behaviour).toMatchObject({ version: '0.47.0', remoteCompactionV2: false })
  })

  it('0.64: compaction_summary and ghost snapshots: legacy remote, mid-turn after tool output', () => {
    const [c] = compactions(era064())
    expect(c!.label).toMatchObject({
      phase: 'mid_turn',
      implementation: 'remote_legacy',
      implementationInferred: false,
    })
    expect(c!.label.implementationEvidence).toContainEqual(
      expect.objectContaining({ kind: 'compaction_item', value: 'compaction_summary', item: 2 }),
    )
    expect(kinds(c!, 'implementation')).toContain('ghost_snapshots')
    expect(evidenceLine(c!, 'tool_output_before')).toBe(c!.line - 2)
  })

  it('0.77: a compaction item between turns near the limit: pre-turn (inferred), legacy remote', () => {
    const [c] = compactions(era077())
    expect(c!.label).toMatchObject({
      phase: 'pre_turn',
      phaseInferred: true,
      implementation: 'remote_legacy',
      implementationInferred: false,
    })
    expect(kinds(c!, 'phase')).toContain('tokens_near_limit')
  })

  it('0.104: the final answers the legacy server kept make it legacy remote, compared with legacy', () => {
    const file = era104()
    const [c] = compactions(file)
    expect(c!.label).toMatchObject({
      phase: 'mid_turn',
      phaseInferred: false,
      implementation: 'remote_legacy',
      implementationInferred: false,
    })
    expect(c!.label.implementationEvidence).toContainEqual(
      expect.objectContaining({ kind: 'assistant_kept', value: 15 }),
    )
    const log = readRollout(file.text)
    const cmp = compareCompaction(log, c!)
    expect(cmp.scenario.features?.remoteCompactionV2).toBe(false)
    expect(cmp.predicted.path).toBe('remote_legacy')
  })

  it('0.117: pre-turn after task_started, before any request of that turn', () => {
    const [c] = compactions(era117())
    expect(c!.label).toMatchObject({ phase: 'pre_turn', phaseInferred: false })
    expect(kinds(c!, 'phase')).toEqual(['task_started', 'no_sampling_before', 'user_message_after'])
    expect(evidenceLine(c!, 'task_started')).toBe(c!.line - 1)
    // recorded before v2 landed (2026-05-04): legacy remote, by the recording date
    expect(c!.label).toMatchObject({
      implementation: 'remote_legacy',
      implementationInferred: false,
    })
    expect(kinds(c!, 'implementation')).toContain('recorded_on')
  })

  it('0.118: mid-turn after a tool output, and a manual compact task as its own turn', () => {
    const [mid, manual] = compactions(era118())
    expect(mid!.label).toMatchObject({ phase: 'mid_turn', phaseInferred: false })
    expect(kinds(mid!, 'phase')).toEqual([
      'task_started',
      'user_message_before',
      'tool_output_before',
    ])
    expect(manual!.label).toMatchObject({ phase: 'manual', phaseInferred: false })
    expect(kinds(manual!, 'phase')).toEqual(
      expect.arrayContaining([
        'task_started',
        'no_user_message',
        'task_complete',
        'tokens_below_limit',
      ]),
    )
  })

  it('0.144: the version of the resume that wrote the line; remote v2 by version', () => {
    const [c] = compactions(era144())
    expect(c!.label).toMatchObject({
      phase: 'mid_turn',
      implementation: 'remote_v2',
      implementationInferred: true,
    })
    expect(c!.label.behaviour.version).toBe('0.144.2')
    expect(c!.windowNumber).toBe(2)
    const log = readRollout(era144().text)
    expect(log.records.find((r) => r.kind === 'compacted')).toMatchObject({
      windowId: '019f0000-0000-7000-8000-00000000000b',
      previousWindowId: '019f0000-0000-7000-8000-00000000000a',
      firstWindowId: '019f0000-0000-7000-8000-00000000000a',
    })
    // world_state lines are known bookkeeping, not unknown types
    expect(log.stats.unknown).toEqual({})
    expect(log.records.filter((r) => r.kind === 'session_meta')).toHaveLength(2)
  })

  it('TokenBudget: <context_window> and no compaction item make an empty window', () => {
    const file = emptyWindow()
    const [c] = compactions(file)
    expect(c!.label).toMatchObject({
      implementation: 'empty_window',
      implementationInferred: false,
    })
    expect(c!.implementation).toBe('empty_window')
    // the window identity is the second developer message, after the bundled one
    expect(c!.label.implementationEvidence).toContainEqual(
      expect.objectContaining({ kind: 'context_window_item', item: 2 }),
    )
    expect(c!.label.phase).toBe('manual')
    const cmp = compareCompaction(readRollout(file.text), c!)
    expect(cmp.cell).toEqual({ phase: 'manual', implementation: 'empty_window' })
  })

  it('a local compaction that wrote its rebuilt replacement ends in the summary', () => {
    const [c] = compactions(localRebuilt())
    expect(c!.label).toMatchObject({ implementation: 'local', implementationInferred: false })
    expect(kinds(c!, 'implementation')).toContain('summary_item')
  })
})

describe('the Codex behaviour a prediction stands for', () => {
  const at = (version: string, date: string) =>
    codexBehaviour(
      readRollout(
        `${JSON.stringify({ timestamp: date, type: 'session_meta', payload: { id: 'x', timestamp: date, cli_version: version } })}\n`,
      ),
      1,
    )
  it('legacy before v2, legacy by default until 0.137, v2 after', () => {
    expect(at('0.104.0', '2026-02-20T00:00:00Z')).toMatchObject({
      remoteCompactionV2: false,
      inferred: false,
    })
    expect(at('0.120.0', '2026-04-20T00:00:00Z')).toMatchObject({
      remoteCompactionV2: false,
      inferred: false,
    })
    expect(at('0.132.0', '2026-05-21T00:00:00Z')).toMatchObject({
      remoteCompactionV2: false,
      inferred: true,
    })
    expect(at('0.144.0', '2026-07-14T00:00:00Z')).toMatchObject({
      remoteCompactionV2: true,
      inferred: true,
    })
  })
})

describe('labels on whole sessions', () => {
  it('a newest-era session: every compaction labelled remote, evidence on its lines', () => {
    const session = redactedSession()
    const s = summarizeSession(readRollout(session.text))
    expect(s.compactions).toHaveLength(session.compactions)
    for (const c of s.compactions) {
      const evidence = [...c.label.phaseEvidence, ...c.label.implementationEvidence]
      expect(evidence.length).toBeGreaterThan(0)
      for (const e of evidence) expect(e.line).toBeGreaterThanOrEqual(1)
      for (const e of evidence) expect(e.line).toBeLessThanOrEqual(session.lines)
      // each replacement history ends in a compaction item: remote, never empty window
      expect(c.label.implementation).toMatch(/^remote_/)
    }
  })

  it('a 0.58.0 session has no compaction to label', () => {
    expect(summarizeSession(readRollout(legacySession().text)).compactions).toEqual([])
  })
})

describe('labels on the public samples (an optional extra run)', () => {
  it('the shape catalog: every compaction labelled, evidence on real lines', (ctx) => {
    ctx.skip(!CATALOG, NO_SAMPLE)
    const s = summarizeSession(readRollout(CATALOG!))
    expect(s.compactions.length).toBeGreaterThan(0)
    for (const c of s.compactions) {
      const evidence = [...c.label.phaseEvidence, ...c.label.implementationEvidence]
      expect(evidence.length).toBeGreaterThan(0)
      for (const e of evidence) expect(e.line).toBeGreaterThanOrEqual(1)
      for (const e of evidence) expect(e.line).toBeLessThanOrEqual(s.lines)
    }
    // line 47 ends in a compaction item: remote, never empty window
    const remote = s.compactions.find((c) => c.line === 47)!
    expect(remote.label.implementation).toMatch(/^remote_/)
  })

  it('the 0.58.0 sample has no compaction to label', (ctx) => {
    ctx.skip(!V058, NO_SAMPLE)
    expect(summarizeSession(readRollout(V058!)).compactions).toEqual([])
  })
})
