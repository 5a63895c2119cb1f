import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { pinSymbols } from './pinSymbols.ts'

/**
 * Bookkeeping for the pin vectors: each file ports the tests of one Codex source file. A
 * vector is an `it` titled `<codex file> <codex test>`; a test the port cannot run is listed as
 * not applicable with its reason. `checkCoverage` reads the vector file's own titles and proves
 * the two lists together are exactly the Codex file's tests, each a function of that file in
 * the pinned symbol index (which holds every symbol of a file named by a `CODEX_FILE` constant).
 */
export interface NotApplicable {
  readonly test: string
  readonly reason: string
}

/** The Codex test names the `it` titles of a vector file name, in order. */
export function portedTests(vectorFileUrl: string, codexFile: string): string[] {
  const base = codexFile.split('/').pop()!.replaceAll('.', '\\.')
  const source = readFileSync(fileURLToPath(vectorFileUrl), 'utf8')
  return [...source.matchAll(new RegExp(`it\\(\\s*'${base} (\\w+)'`, 'g'))].map((m) => m[1]!)
}

/** Registers the coverage check: every Codex test is ported or listed, and exists at the pin. */
export function checkCoverage(
  vectorFileUrl: string,
  codexFile: string,
  codexTests: readonly string[],
  notApplicable: readonly NotApplicable[],
): void {
  it(`${codexFile}: every test is ported or listed as not applicable`, () => {
    const ported = portedTests(vectorFileUrl, codexFile)
    const listed = notApplicable.map((entry) => entry.test)
    expect([...ported, ...listed].sort()).toEqual([...codexTests].sort())
    for (const entry of notApplicable) expect(entry.reason.length, entry.test).toBeGreaterThan(20)
    const defined = new Set(
      pinSymbols()
        .filter((row) => row.file === codexFile && row.kind === 'function')
        .map((row) => row.symbol),
    )
    for (const test of codexTests) expect(defined.has(test), test).toBe(true)
  })
}
