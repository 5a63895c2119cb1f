/**
 * Functions fit on a screen: lint refuses a function in src/ over 120 lines (.oxlintrc.json), and
 * this suite holds the tree to at most five functions over 80 (a reducer or a table whose length is
 * its shape). The probe proves the lint rule fires; the count uses oxlint's own function extents.
 */
import { randomBytes } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLintSandbox, REPO_ROOT, runOxlintIn } from '../helpers/lintSandbox.ts'

const MAX_OVER_80 = 5

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
  const sandbox = createLintSandbox()
  const long = sandbox.write('src/features/probe/long.ts', functionOfLines(121))
  const fits = sandbox.write('src/features/probe/fits.ts', functionOfLines(120))
  afterAll(() => sandbox.dispose())

  it('refuses a function of 121 lines and accepts one of 120', () => {
    const refused = sandbox.lint([long])
    expect(refused.status).not.toBe(0)
    expect(refused.diagnostics.map((d) => d.code)).toContain('eslint(max-lines-per-function)')
    const accepted = sandbox.lint([fits])
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
    const run = runOxlintIn(REPO_ROOT, ['-c', config, 'src'])
    const over = run.diagnostics
      .filter((d) => d.code === 'eslint(max-lines-per-function)')
      .map((d) => `${d.filename}:${d.labels?.[0]?.span.line ?? '?'} ${d.message}`)
    // the count must see something: a run that reports nothing at all may be a broken config
    expect(run.status).not.toBeNull()
    expect(over.length, over.join('\n')).toBeLessThanOrEqual(MAX_OVER_80)
  })
})
