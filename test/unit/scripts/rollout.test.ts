import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sessionText } from '../../../scripts/syntheticRollout.ts'
import { createHash } from 'node:crypto'
import { printSessionReport } from '../../../scripts/rolloutReport.ts'
import { rolloutCli } from '../../helpers/cliRun.ts'
import { era104, era117, redacted } from '../../helpers/rolloutEras.ts'

const dir = mkdtempSync(join(tmpdir(), 'rollout-cli-'))
// the CLI's main in-process; the last test runs the command itself, for its exit code wiring
const run = rolloutCli
const command = (...args: string[]) =>
  spawnSync('node', ['--import', 'tsx', 'scripts/rollout.ts', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  })
const hasZstd = spawnSync('zstd', ['--version']).status === 0

describe('npm run rollout', () => {
  const file = join(dir, 'session.jsonl')
  writeFileSync(file, sessionText({ turns: 5, compactEvery: 2, compaction: 'remote' }))

  it('prints a summary with compactions, tokens and items before and after', async () => {
    const result = await run(file)
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('version 0.104.0')
    expect(result.stdout).toContain('5 turns')
    expect(result.stdout).toMatch(/2 compactions/)
    expect(result.stdout).toMatch(
      /#1 line \d+ \(turn 2, mid_turn · remote_legacy\): tokens [\d,]+ → [\d,]+, items 14 → 5/,
    )
  })

  it('prints each label with its evidence lines, the behaviour and the world', async () => {
    const era = join(dir, 'era104.jsonl')
    const file104 = era104()
    writeFileSync(era, file104.text)
    const result = await run(era)
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('1 compaction\n')
    expect(result.stdout).toContain('timing mid_turn (read from the file)')
    expect(result.stdout).toContain('implementation remote_legacy (read from the file)')
    expect(result.stdout).toContain(
      `line ${file104.compactions[0]}: assistant messages kept: 15 (remote v2 never keeps them)`,
    )
    expect(result.stdout).toContain(
      'Predicted as Codex 0.104.0 would; its remote cells use the legacy /responses/compact endpoint.',
    )
    expect(result.stdout).toMatch(/network: enabled \(line \d+, <environment_context>\)/)
    // why recorded and predicted differ, counted by cause
    expect(result.stdout).toContain('differences: the server’s choice: 15 differences')
    expect(result.stdout).toContain('one message per section')
    expect(result.stdout).toContain('date: unknown: the file does not say')
    const json = JSON.parse((await run(era, '--json')).stdout) as {
      compactions: { label: { implementation: string; implementationEvidence: unknown[] } }[]
      world: { networkAccess?: { value: boolean }; currentDate?: unknown }
    }
    expect(json.compactions[0]!.label.implementation).toBe('remote_legacy')
    expect(json.compactions[0]!.label.implementationEvidence.length).toBeGreaterThan(1)
    expect(json.world.networkAccess?.value).toBe(true)
    expect(json.world.currentDate).toBeUndefined()
    const totals = (json as unknown as { differenceTotals: Record<string, number> })
      .differenceTotals
    expect(totals).toEqual({
      server_choice: 15,
      redaction: 0,
      version: 0,
      unrecorded: 0,
      port_error: 0,
    })
  })

  it('prints the history and the nine cells at a line as JSON', async () => {
    const result = await run(file, '--at', '30')
    expect(result.status).toBe(0)
    const out = JSON.parse(result.stdout) as {
      history: unknown[]
      cells: { outcome: string }[]
      line: number
    }
    expect(out.line).toBe(30)
    expect(out.history.length).toBeGreaterThan(3)
    expect(out.cells).toHaveLength(9)
    // the world the file states at that line, each field with its line
    expect((out as unknown as { world: { cwd: { source: string } } }).world.cwd.source).toBe(
      'turn_context',
    )
  })

  it('--json gives the summary as JSON', async () => {
    const out = JSON.parse((await run(file, '--json')).stdout) as {
      compactions: unknown[]
      turns: unknown[]
    }
    expect(out.compactions).toHaveLength(2)
    expect(out.turns).toHaveLength(5)
  })

  it.skipIf(!hasZstd)('opens .jsonl.zst', async () => {
    spawnSync('zstd', ['-q', '-f', file, '-o', `${file}.zst`])
    const result = await run(`${file}.zst`)
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(/2 compactions/)
  })

  it('names malformed lines on stderr and still summarizes', async () => {
    const bad = join(dir, 'bad.jsonl')
    writeFileSync(bad, sessionText({ turns: 2 }).replace(/\n/, '\n{broken\n'))
    const result = await run(bad)
    expect(result.status).toBe(0)
    expect(result.stderr).toMatch(/bad\.jsonl:2: not JSON/)
    expect(result.stdout).toContain('2 turns')
  })

  it('warns about a redacted file', async () => {
    const shared = join(dir, 'redacted.jsonl')
    const sha = (t: string) => createHash('sha256').update(t).digest('hex')
    writeFileSync(shared, redacted(era117(), sha).text)
    const result = await run(shared)
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(/This file was redacted: 6 message parts with placeholder text/)
    expect(result.stdout).toContain('redaction: 1 difference')
    expect((await run(join(dir, 'era104.jsonl'))).stdout).not.toContain('redacted')
  })

  it('printSessionReport is callable per file and returns the exit code', async () => {
    const errors: string[] = []
    const write = process.stderr.write.bind(process.stderr)
    process.stderr.write = ((chunk: string) => (errors.push(String(chunk)), true)) as never
    try {
      expect(await printSessionReport(join(dir, 'missing.jsonl'))).toBe(2)
    } finally {
      process.stderr.write = write
    }
    expect(errors.join('')).toContain('missing.jsonl: cannot read')
  })

  it('exits 2 with a message on bad input', async () => {
    expect((await run()).status).toBe(2)
    expect((await run(join(dir, 'missing.jsonl'))).stderr).toContain('cannot read')
    expect((await run(file, '--at', 'x')).status).toBe(2)
    expect((await run(file, '--at', '999999')).stderr).toContain('past the last line')
    const text = join(dir, 'text.txt')
    writeFileSync(text, 'hello\nworld\n')
    const result = await run(text)
    expect(result.status).toBe(2)
    expect(result.stderr).toContain('no rollout lines')
  })

  it('the command exits with main’s code and prints its output', () => {
    const good = command(file)
    expect(good.status).toBe(0)
    expect(good.stdout).toMatch(/2 compactions/)
    const bad = command(join(dir, 'missing.jsonl'))
    expect(bad.status).toBe(2)
    expect(bad.stderr).toContain('cannot read')
    expect(bad.stderr).not.toMatch(/\n\s+at /)
    // two processes: on a busy machine more than the default 5 s
  }, 60_000)
})
