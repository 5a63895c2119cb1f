import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROLLOUT_LIMITS } from '../../../src/core/index.ts'
import { sessionText } from '../../../scripts/syntheticRollout.ts'
import { zstdFrame } from '../../helpers/zstdBomb.ts'
import { compactCli, rolloutCli, type CliRun } from '../../helpers/cliRun.ts'

const dir = mkdtempSync(join(tmpdir(), 'rollout-limits-'))
// the bombs run the command, so an abort past the heap shows as a signal; the rest runs the
// CLIs' main in-process (test/helpers/cliRun.ts)
const run = (script: string, ...args: string[]) =>
  spawnSync('node', ['--import', 'tsx', script, ...args], { encoding: 'utf8', timeout: 60_000 })
const cli = (script: 'rollout' | 'compact', ...args: string[]) =>
  (script === 'rollout' ? rolloutCli : compactCli)(...args)
const session = sessionText({ turns: 2 })
const lines = session.split('\n').length - 1
const GB = 1024 ** 3

/** Exit 2, one line on stderr naming the file, nothing like a stack or an abort. */
/** A run of the command (with its signal) or of main in-process. */
type Run = Omit<CliRun, 'status'> & { status: number | null; signal?: NodeJS.Signals | null }

function expectOneLine(result: Run, file: string) {
  expect(result.status).toBe(2)
  expect(result.signal ?? null).toBeNull()
  const errLines = result.stderr.trimEnd().split('\n')
  expect(errLines).toHaveLength(1)
  expect(errLines[0]).toContain(file)
  expect(result.stderr).not.toMatch(/\n\s+at |Error:/)
  return errLines[0]!
}

describe('npm run rollout within its reading limits', () => {
  // its time (≤ 30 s) is `npm run bench`'s (scripts/bench/limits.ts)
  it('a 3 GB zstd bomb of blank lines: exit 2 naming the limit and the line', () => {
    const file = join(dir, 'blank-bomb.jsonl.zst')
    writeFileSync(file, zstdFrame({ prefix: session, byte: '\n', repeat: 3 * GB }))
    const line = expectOneLine(run('scripts/rollout.ts', file), file)
    expect(line).toContain('blank-line limit')
    expect(line).toContain(`at line ${lines + ROLLOUT_LIMITS.blankRun + 1}`)
  }, 60_000)

  it('a 3 GB bomb of one endless line: stopped on that line at a named limit', () => {
    const file = join(dir, 'line-bomb.jsonl.zst')
    writeFileSync(file, zstdFrame({ prefix: session, byte: 'x', repeat: 3 * GB }))
    const line = expectOneLine(run('scripts/rollout.ts', file), file)
    // a line past the line-length limit is skipped, measured without being kept; reading stops
    // at whichever comes first of the skip limit and the decompressed-size limit
    expect(line).toMatch(new RegExp(`\\bline ${lines + 1}\\b`))
    expect(line).toMatch(/\(the [\w-]+ limit\)/)
    expect(line).toContain(`${lines} lines were read before it`)
  }, 60_000)

  it('a plain file of blank lines: the same limit', async () => {
    const file = join(dir, 'blank.jsonl')
    writeFileSync(file, session + '\n'.repeat(ROLLOUT_LIMITS.blankRun * 3))
    expect(expectOneLine(await cli('rollout', file), file)).toContain('blank-line limit')
  })

  it.skipIf(!existsSync('/dev/zero'))('refuses a device, in both CLIs', async () => {
    expect(expectOneLine(await cli('rollout', '/dev/zero'), '/dev/zero')).toContain(
      'not a regular file',
    )
    expect(expectOneLine(await cli('compact', '/dev/zero'), '/dev/zero')).toContain(
      'not a regular file',
    )
  })

  it.skipIf(spawnSync('mkfifo', ['--version']).status !== 0)('refuses a pipe', async () => {
    const fifo = join(dir, 'pipe.jsonl')
    spawnSync('mkfifo', [fifo])
    expect(expectOneLine(await cli('rollout', fifo), fifo)).toContain('not a regular file')
  })
})
