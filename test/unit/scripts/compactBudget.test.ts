import { spawnSync } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SCENARIO_LIMITS } from '../../../src/core/index.ts'
import { emptyPartsScenarioText, largestAcceptedScenario } from '../../helpers/bigScenarios.ts'

const dir = mkdtempSync(join(tmpdir(), 'compact-budget-'))

/** Runs the CLI with the heap capped at 1 GB (past it V8 aborts: the test would see it). */
function compactAll(file: string, out: string) {
  const fd = openSync(out, 'w')
  try {
    return spawnSync(
      'node',
      ['--max-old-space-size=1024', '--import', 'tsx', 'scripts/compact.ts', file, '--all'],
      { stdio: ['ignore', fd, 'pipe'], encoding: 'utf8', timeout: 120_000 },
    )
  } finally {
    closeSync(fd)
  }
}

describe('npm run compact -- --all within its budget', () => {
  it('refuses the 41 MB scenario up front, naming the bound', () => {
    const file = join(dir, 'empty-parts.json')
    writeFileSync(file, emptyPartsScenarioText())
    const result = compactAll(file, join(dir, 'empty-parts.out'))
    expect(result.status).toBe(2)
    expect(result.stderr).toContain('SCENARIO_LIMITS.totalParts')
    expect(result.stderr).not.toMatch(/\n\s+at /)
  }, 120_000)

  it('runs the largest accepted scenario in all nine cells under a 1 GB heap', () => {
    const file = join(dir, 'largest.json')
    writeFileSync(file, JSON.stringify(largestAcceptedScenario()))
    const out = join(dir, 'largest.out')
    const result = compactAll(file, out)
    expect(result.signal).toBeNull()
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    // one array of nine cells, written one cell at a time (read back in pieces: it is large)
    const size = statSync(out).size
    expect(size).toBeGreaterThan(SCENARIO_LIMITS.items * 9 * 10)
    const fd = openSync(out, 'r')
    const head = Buffer.alloc(64)
    const tail = Buffer.alloc(64)
    readSync(fd, head, 0, 64, 0)
    readSync(fd, tail, 0, 64, size - 64)
    closeSync(fd)
    expect(head.toString()).toMatch(/^\[\n\{\n {2}"cell": \{/)
    expect(tail.toString()).toMatch(/\}\n\]\n$/)
  }, 120_000)
})
