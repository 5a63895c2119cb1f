/**
 * Functions fit on a screen: lint refuses a function in src/ over 120 lines (.oxlintrc.json), and
 * this suite holds the tree to at most five functions over 80 (a reducer or a table whose length is
 * its shape). The probe proves the lint rule fires; the count uses oxlint's own function extents.
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const OXLINT = join(ROOT, 'node_modules', '.bin', 'oxlint')
const MAX_OVER_80 = 5

interface Diagnostic {
  readonly code: string
  readonly filename: string
  readonly message: string
  readonly labels?: readonly { readonly span: { readonly line: number } }[]
}

function oxlint(args: readonly string[]): { status: number | null; diagnostics: Diagnostic[] } {
  const result = spawnSync(OXLINT, ['--format', 'json', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  })
  if (result.error) throw result.error
  const report = JSON.parse(result.stdout) as { diagnostics?: Diagnostic[] }
  return { status: result.status, diagnostics: report.diagnostics ?? [] }
}

/** A function of exactly `lines` lines (its braces included), as a probe source file. */
function functionOfLines(lines: number): string {
  const body = Array.from({ length: lines - 4 }, (_, i) => `  total += ${i}`)
  return [
    'export function probe(): number {',
    '  let total = 0',
    ...body,
    '  return total',
    '}',
    '',
  ].join('\n')
}

describe('lint: max-lines-per-function in src/', () => {
  const dir = join(ROOT, 'src', 'features', `__length_probe_${randomBytes(6).toString('hex')}__`)
  const long = relative(ROOT, join(dir, 'long.ts'))
  const fits = relative(ROOT, join(dir, 'fits.ts'))

  beforeAll(() => {
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(ROOT, long), functionOfLines(121))
    writeFileSync(join(ROOT, fits), functionOfLines(120))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('refuses a function of 121 lines and accepts one of 120', () => {
    const refused = oxlint(['-c', '.oxlintrc.json', '--deny-warnings', long])
    expect(refused.status).not.toBe(0)
    expect(refused.diagnostics.map((d) => d.code)).toContain('eslint(max-lines-per-function)')
    const accepted = oxlint(['-c', '.oxlintrc.json', '--deny-warnings', fits])
    expect(accepted.diagnostics.map((d) => d.code)).not.toContain('eslint(max-lines-per-function)')
  })
})

describe('functions over 80 lines in src/', () => {
  const config = join(tmpdir(), `max-80-${randomBytes(6).toString('hex')}.json`)
  beforeAll(() =>
    writeFileSync(
      config,
      JSON.stringify({ rules: { 'max-lines-per-function': ['error', { max: 80 }] } }),
    ),
  )
  afterAll(() => rmSync(config, { force: true }))

  it(`are at most ${MAX_OVER_80}`, () => {
    const run = oxlint(['-c', config, 'src'])
    const over = run.diagnostics
      .filter((d) => d.code === 'eslint(max-lines-per-function)')
      .filter((d) => !d.filename.includes('__length_probe_'))
      .map((d) => `${d.filename}:${d.labels?.[0]?.span.line ?? '?'} ${d.message}`)
    // the count must see something: a run that reports nothing at all may be a broken config
    expect(run.status).not.toBeNull()
    expect(over.length, over.join('\n')).toBeLessThanOrEqual(MAX_OVER_80)
  })
})
