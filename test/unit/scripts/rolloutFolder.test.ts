import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sessionText } from '../../../scripts/syntheticRollout.ts'
import { rolloutCli } from '../../helpers/cliRun.ts'

const dir = mkdtempSync(join(tmpdir(), 'rollout-folder-'))
// the CLI's main in-process (test/helpers/cliRun.ts)
const run = rolloutCli

mkdirSync(join(dir, '2026/03/02'), { recursive: true })
mkdirSync(join(dir, '2026/03/03'), { recursive: true })
writeFileSync(join(dir, '2026/03/02/rollout-a.jsonl'), sessionText({ turns: 7, compactEvery: 3 }))
writeFileSync(
  join(dir, '2026/03/03/rollout-b.jsonl'),
  sessionText({ turns: 4, compactEvery: 2, compaction: 'local' }),
)
writeFileSync(join(dir, '2026/03/03/rollout-bad.jsonl'), '{"type": "session_meta",\n\u0000\u0001')
writeFileSync(join(dir, 'notes.txt'), 'not a rollout')

describe('npm run rollout -- <folder>', async () => {
  it('prints each session, names the bad file with its line on stderr, and the totals', async () => {
    const result = await run(dir)
    expect(result.status).toBe(1)
    expect(result.stdout).toMatch(/^2026\/03\/02\/rollout-a\.jsonl: .*version 0\.104\.0 .*7 turns/m)
    expect(result.stdout).toMatch(/^2026\/03\/03\/rollout-b\.jsonl: .*1 compaction /m)
    expect(result.stdout).toMatch(/line \d+: mid_turn · remote_legacy, tokens [\d,]+ → [\d,]+/)
    expect(result.stderr).toMatch(/^2026\/03\/03\/rollout-bad\.jsonl:1: not JSON/m)
    expect(result.stdout).toContain('totals: 2 sessions, 1 failed · 11 turns')
    expect(result.stdout).toMatch(/mid_turn +1 +2 +0 +0/)
    expect(result.stdout).not.toContain('notes.txt')
  })

  it('gives the entries, failures and totals as JSON', async () => {
    const result = await run(dir, '--json')
    const out = JSON.parse(result.stdout) as {
      entries: { path: string; compactions: unknown[] }[]
      failures: { path: string; line?: number }[]
      totals: {
        sessions: number
        compactions: number
        byCell: Record<string, Record<string, number>>
      }
    }
    expect(out.entries.map((e) => e.path)).toEqual([
      '2026/03/02/rollout-a.jsonl',
      '2026/03/03/rollout-b.jsonl',
    ])
    expect(out.failures).toEqual([
      expect.objectContaining({ path: '2026/03/03/rollout-bad.jsonl', line: 1 }),
    ])
    expect(out.totals.compactions).toBe(3)
    expect(out.totals.byCell['mid_turn']!['remote_legacy']).toBe(2)
  })

  it('exits 2 when no file of the folder gives a session', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'rollout-empty-'))
    writeFileSync(join(empty, 'x.jsonl'), '\u0000')
    expect((await run(empty)).status).toBe(2)
  })
})
