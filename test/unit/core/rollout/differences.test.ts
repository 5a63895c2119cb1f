import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  classifyDifference,
  codexBehaviour,
  compareCompaction,
  detectRedaction,
  isPlaceholder,
  readRollout,
  summarizeSession,
  type CompactionComparison,
  type DifferenceContext,
} from '../../../../src/core/index.ts'
import {
  emptyWindow,
  era047,
  era064,
  era064ServerContext,
  era077,
  era077ServerContext,
  era098Local,
  era104,
  era117,
  era118,
  era144,
  localRebuilt,
  redacted,
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
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

function comparisons(text: string): CompactionComparison[] {
  const log = readRollout(text)
  const s = summarizeSession(log)
  return s.compactions.map((c) =>
    compareCompaction(log, c, s.contextWindow ? { contextWindow: s.contextWindow } : {}),
  )
}

const ERAS: [string, () => EraFile][] = [
  ['0.47', era047],
  ['0.64', era064],
  ['0.77', era077],
  ['0.64 (server returned context)', era064ServerContext],
  ['0.77 (server returned context)', era077ServerContext],
  ['0.98 (local, context first)', era098Local],
  ['0.98 (local, no replacement history)', () => era098Local({ replacement: false })],
  ['0.104', era104],
  ['0.117', era117],
  ['0.118', era118],
  ['0.144', era144],
  ['TokenBudget', emptyWindow],
  ['local rebuilt', localRebuilt],
]

describe('every difference between recorded and predicted has a cause', () => {
  it.each(ERAS)('%s: no port error, and the counts add up', (_, build) => {
    const all = comparisons(build().text)
    expect(all.length).toBeGreaterThan(0)
    for (const c of all) {
      expect(c.differenceCounts.port_error).toBe(0)
      const total = Object.values(c.differenceCounts).reduce((a, b) => a + b, 0)
      expect(total).toBe(c.differences.length)
      expect(c.redaction.redacted).toBe(false)
    }
  })

  it('0.104: the 15 final answers the legacy server kept are its choice', () => {
    const [c] = comparisons(era104().text)
    expect(c!.differenceCounts).toEqual({
      server_choice: 15,
      redaction: 0,
      version: 0,
      unrecorded: 0,
      port_error: 0,
    })
    expect(new Set(c!.differences.map((d) => d.reason))).toEqual(new Set(['server_retention']))
  })

  it('0.104: predicted in that version’s layout, one message per section', () => {
    const [c] = comparisons(era104().text)
    const injected = c!.predicted.items.filter((i) => i.status === 'injected')
    expect(injected.map((i) => i.fragmentType)).toEqual(
      expect.arrayContaining(['PermissionsInstructions', 'UserInstructions', 'EnvironmentContext']),
    )
    expect(injected.every((i) => (i.parts?.length ?? 1) === 1)).toBe(true)
    // the nine cells count the same layout as the list
    const same = c!.cells.find(
      (x) => x.cell.phase === 'mid_turn' && x.cell.implementation === 'remote',
    )
    expect(same!.items.filter((i) => i.status === 'injected')).toHaveLength(injected.length)
    // the same compaction recorded after the bundling: one contextual user message again
    const later = era104().text.replace('2026-02-20T08:00', '2026-03-20T08:00')
    const [b] = comparisons(later)
    expect(b!.predicted.items.map((i) => i.fragmentType)).toContain(
      'UserInstructions + EnvironmentContext',
    )
  })

  it('0.64: predicted as that version (no initial context added); what its server dropped is its choice', () => {
    const [c] = comparisons(era064().text)
    // the request held AGENTS.md and the environment; this server returned neither
    expect(c!.differenceCounts).toEqual({
      server_choice: 2,
      redaction: 0,
      version: 0,
      unrecorded: 0,
      port_error: 0,
    })
    expect(c!.differences.every((d) => d.reason === 'server_retention')).toBe(true)
  })

  it('0.64/0.77 (before #10574, 143daadb3): context the server returned is predicted as it came', () => {
    // the prediction follows that version: the server's output installed as it came
    expect(comparisons(era064ServerContext().text)[0]!.differences).toEqual([])
    expect(comparisons(era077ServerContext().text)[0]!.differences).toEqual([])
    // the same file recorded after #12252 has no version to explain it
    const later = era077ServerContext().text.replace('2026-01-10T08:00', '2026-03-10T08:00')
    const [after] = comparisons(later)
    expect(after!.differenceCounts.port_error).toBe(1)
  })

  it('0.47 local: a user message the rebuild truncated is kept truncated, not new context', () => {
    // two long pastes: the rebuild keeps the newest within 20,000 tokens and cuts the older one
    const lines = era047().text.split('\n')
    const at = lines.findIndex((l) => l.includes('Task 1: make the cart test pass.'))
    const paste = (name: string) =>
      lines[at]!.replace(
        'Task 1: make the cart test pass.',
        `${name}: ${'lorem ipsum '.repeat(4500)}`,
      )
    lines.splice(at, 1, paste('First'), paste('Second'))
    const [c] = comparisons(lines.join('\n'))
    expect(c!.differences).toEqual([])
    const first = c!.recorded.filter((r) => r.text.startsWith('First'))
    expect(first.map((r) => r.status)).toEqual(['truncated'])
    expect(first[0]!.text).toMatch(/\u2026\d+ tokens truncated\u2026/)
  })

  it('a difference no rule explains is a port error', () => {
    // a v2 replacement cannot keep an assistant message: not the server, not a version, not redaction
    const file = era144().text.replace(
      '{"type":"compaction","encrypted_content":"gAAAA144"}',
      '{"type":"message","role":"user","content":[{"type":"input_text","text":"Task 9: never asked."}]},{"type":"compaction","encrypted_content":"gAAAA144"}',
    )
    const [c] = comparisons(file)
    expect(c!.differenceCounts.port_error).toBe(1)
    expect(c!.differences.find((d) => d.cause === 'port_error')?.text).toContain('Task 9')
  })
})

describe('redaction', () => {
  it('a file whose markers were replaced by hashes is detected, with its lines', () => {
    const file = redacted(era117(), sha256)
    const log = readRollout(file.text)
    const report = detectRedaction(log)
    expect(report.redacted).toBe(true)
    expect(report.parts).toBeGreaterThanOrEqual(4)
    expect(report.lines[0]).toBe(2)
    const [c] = comparisons(file.text)
    expect(c!.redaction.redacted).toBe(true)
    expect(c!.differenceCounts.port_error).toBe(0)
    expect(c!.differenceCounts.redaction).toBeGreaterThan(0)
  })

  it('a redacted file without replacement history: the rebuild has no context to render', () => {
    // its context messages are digests: no section the file recorded can be read back
    const all = comparisons(redacted(era098Local({ replacement: false }), sha256).text)
    for (const c of all) {
      expect(c.redaction.redacted).toBe(true)
      expect(c.recorded.filter((r) => r.status === 'injected')).toEqual([])
      expect(c.differenceCounts.port_error).toBe(0)
      expect(c.differenceCounts.redaction).toBeGreaterThan(0)
    }
  })

  it.each(ERAS)('%s unredacted is not flagged', (_, build) => {
    expect(detectRedaction(readRollout(build().text)).redacted).toBe(false)
  })

  it('placeholders: digests and redaction marks, never ordinary text', () => {
    expect(isPlaceholder(sha256('x'))).toBe(true)
    expect(isPlaceholder(`sha256:${sha256('x')}`)).toBe(true)
    expect(isPlaceholder('[REDACTED]')).toBe(true)
    expect(isPlaceholder('[trimmed for fixture]')).toBe(true)
    expect(isPlaceholder('[412 characters]')).toBe(true)
    expect(isPlaceholder('<environment_context>')).toBe(false)
    expect(isPlaceholder('[image, 21 characters]')).toBe(false)
    expect(isPlaceholder('fix the bug in 3f2a')).toBe(false)
  })
})

describe('whole sessions', () => {
  it('a session with its context texts digested is redacted; no port error', () => {
    const session = redactedSession()
    const all = comparisons(session.text)
    expect(all).toHaveLength(session.compactions)
    expect(all[0]!.redaction.redacted).toBe(true)
    for (const c of all) expect(c.differenceCounts.port_error).toBe(0)
    expect(all.reduce((n, c) => n + c.differenceCounts.redaction, 0)).toBeGreaterThan(0)
  })

  it('a 0.58 session is not redacted', () => {
    expect(detectRedaction(readRollout(legacySession().text)).redacted).toBe(false)
  })
})

describe('the public samples (an optional extra run)', () => {
  it('the shape catalog (its values trimmed) is redacted; no port error', (ctx) => {
    ctx.skip(!CATALOG, NO_SAMPLE)
    const all = comparisons(CATALOG!)
    expect(all).toHaveLength(6)
    expect(all[0]!.redaction.redacted).toBe(true)
    for (const c of all) expect(c.differenceCounts.port_error).toBe(0)
    expect(all.reduce((n, c) => n + c.differenceCounts.redaction, 0)).toBeGreaterThan(0)
  })

  it('the 0.58 session is not redacted', (ctx) => {
    ctx.skip(!V058, NO_SAMPLE)
    expect(detectRedaction(readRollout(V058!)).redacted).toBe(false)
  })
})

describe('the version facts the classification uses', () => {
  const at = (date: string) =>
    codexBehaviour(readRollout(era104().text.replace('2026-02-20T08:00', `${date}T08:00`)), 200)

  it('remote initial context: none until #10574, every timing until #12252, then mid-turn', () => {
    expect(at('2026-02-01').remoteInitialContext).toBe('server_output')
    expect(at('2026-02-10').remoteInitialContext).toBe('every_timing')
    expect(at('2026-02-21').remoteInitialContext).toBe('mid_turn')
  })

  it('v2 by default needs the version and the day of #27573 (273a4aa4f, 2026-06-11)', () => {
    const v = (version: string, date: string) =>
      codexBehaviour(
        readRollout(
          era104()
            .text.replace('2026-02-20T08:00', `${date}T08:00`)
            .replace('"0.104.0"', `"${version}"`),
        ),
        200,
      ).remoteCompactionV2
    // a 0.138 recorded two days before the default landed had not shipped it
    expect(v('0.138.0', '2026-06-09')).toBe(false)
    expect(v('0.138.0', '2026-06-12')).toBe(true)
    expect(v('0.137.0', '2026-07-01')).toBe(false)
    expect(v('0.120.0', '2026-04-01')).toBe(false)
  })

  it('ghost snapshots until #19481, the empty-window path since #29743', () => {
    expect(at('2026-04-27').ghostSnapshots).toBe(true)
    expect(at('2026-04-28').ghostSnapshots).toBe(false)
    expect(at('2026-06-22').emptyWindow).toBe(false)
    expect(at('2026-06-23').emptyWindow).toBe(true)
  })

  it('one message per section until #12417', () => {
    expect(at('2026-02-26').sectionsBundled).toBe(false)
    expect(at('2026-02-27').sectionsBundled).toBe(true)
  })

  it('recorded at every timing: context in a pre-turn remote replacement is that version’s', () => {
    const ctx: DifferenceContext = {
      implementation: 'remote_legacy',
      phase: 'pre_turn',
      behaviour: at('2026-02-10'),
      redacted: false,
      recordedContext: 1,
      recordedPlaceholders: 0,
      sessionTypes: new Set(['EnvironmentContext']),
    }
    const d = {
      kind: 'only_recorded',
      status: 'injected',
      type: 'EnvironmentContext',
      text: '<environment_context>…',
      fragment: true,
    } as const
    expect(classifyDifference(d, ctx)).toEqual({
      cause: 'version',
      reason: 'reinjected_every_timing',
    })
    expect(classifyDifference(d, { ...ctx, behaviour: at('2026-03-01') }).cause).toBe('port_error')
  })
})
