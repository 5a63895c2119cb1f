import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sessionText } from '../../../scripts/syntheticRollout.ts'

const dir = mkdtempSync(join(tmpdir(), 'rollout-cli-'))
const run = (...args: string[]) =>
  spawnSync('node', ['--import', 'tsx', 'scripts/rollout.ts', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  })
const hasZstd = spawnSync('zstd', ['--version']).status === 0

describe('npm run rollout', () => {
  const file = join(dir, 'session.jsonl')
  writeFileSync(file, sessionText({ turns: 5, compactEvery: 2, compaction: 'remote' }))

  it('prints a summary with compactions, tokens and items before and after', () => {
    const result = run(file)
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('version 0.104.0')
    expect(result.stdout).toContain('5 turns')
    expect(result.stdout).toMatch(/2 compactions/)
    expect(result.stdout).toMatch(
      /#1 line \d+ \(turn 2, mid_turn · remote\): tokens [\d,]+ → [\d,]+, items 14 → 5/,
    )
  })

  it('prints the history and the nine cells at a line as JSON', () => {
    const result = run(file, '--at', '30')
    expect(result.status).toBe(0)
    const out = JSON.parse(result.stdout) as {
      history: unknown[]
      cells: { outcome: string }[]
      line: number
    }
    expect(out.line).toBe(30)
    expect(out.history.length).toBeGreaterThan(3)
    expect(out.cells).toHaveLength(9)
  })

  it('--json gives the summary as JSON', () => {
    const out = JSON.parse(run(file, '--json').stdout) as {
      compactions: unknown[]
      turns: unknown[]
    }
    expect(out.compactions).toHaveLength(2)
    expect(out.turns).toHaveLength(5)
  })

  it.skipIf(!hasZstd)('opens .jsonl.zst', () => {
    spawnSync('zstd', ['-q', '-f', file, '-o', `${file}.zst`])
    const result = run(`${file}.zst`)
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(/2 compactions/)
  })

  it('names malformed lines on stderr and still summarizes', () => {
    const bad = join(dir, 'bad.jsonl')
    writeFileSync(bad, sessionText({ turns: 2 }).replace(/\n/, '\n{broken\n'))
    const result = run(bad)
    expect(result.status).toBe(0)
    expect(result.stderr).toMatch(/bad\.jsonl:2: not JSON/)
    expect(result.stdout).toContain('2 turns')
  })

  it('exits 2 with a message on bad input', () => {
    expect(run().status).toBe(2)
    expect(run(join(dir, 'missing.jsonl')).stderr).toContain('cannot read')
    expect(run(file, '--at', 'x').status).toBe(2)
    expect(run(file, '--at', '999999').stderr).toContain('past the last line')
    const text = join(dir, 'text.txt')
    writeFileSync(text, 'hello\nworld\n')
    const result = run(text)
    expect(result.status).toBe(2)
    expect(result.stderr).toContain('no rollout lines')
    // six processes: on a busy machine more than the default 5 s
  }, 60_000)
})
