import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LEDGER } from './ledger.ts'
import { rustTestNames } from './ledgerTypes.ts'

/**
 * The conformance ledger: every relevant Codex test at the pin is ported, not applicable, or
 * pending, and the ledger agrees with the vector files. With CODEX_SRC set to a codex-rs folder
 * checked out at 4f39251a (e.g. `git archive` of the pin), the ledger is compared with the tree
 * itself, so a test added or renamed there cannot go unlisted.
 */

const PIN_DIR = resolve(import.meta.dirname, '..')

function vectorSource(name: string): string {
  return readFileSync(join(PIN_DIR, name), 'utf8')
}

/** Whether a vector file has an `it` whose title names the Codex test. */
function titled(source: string, test: string): boolean {
  return new RegExp(`\\bit\\(\\s*[\`'][^\`']*\\b${test}\\b`).test(source)
}

describe('the conformance ledger', () => {
  it('lists each Codex test once per file, with a reason unless it is ported', () => {
    for (const file of LEDGER) {
      const names = file.tests.map((entry) => entry[0])
      expect(new Set(names).size, file.file).toBe(names.length)
      const short = file.tests.filter((entry) => entry[1] !== 'ported' && entry[2].length <= 20)
      expect(short, file.file).toEqual([])
    }
    expect(new Set(LEDGER.map((f) => f.file)).size).toBe(LEDGER.length)
  })

  it('a ported test is an `it` of its vector file, and a titled one is marked ported', () => {
    for (const file of LEDGER) {
      const source = file.vectors === null ? '' : vectorSource(file.vectors)
      for (const [test, status] of file.tests)
        expect(`${file.file} ${test}: ${titled(source, test)}`).toBe(
          `${file.file} ${test}: ${status === 'ported'}`,
        )
    }
  })

  it('counts: every test accounted for', () => {
    const all = LEDGER.flatMap((file) => file.tests)
    const by = (status: string) => all.filter((entry) => entry[1] === status).length
    // the figures the report quotes; a change to the ledger changes them on purpose
    expect({
      files: LEDGER.length,
      tests: all.length,
      ported: by('ported'),
      notApplicable: by('n/a'),
      pending: by('pending'),
    }).toEqual(LEDGER_COUNTS)
  })

  const codexSrc = process.env['CODEX_SRC']
  it.runIf(codexSrc !== undefined)('matches the pinned tree under CODEX_SRC', () => {
    const root = resolve(codexSrc!)
    for (const file of LEDGER) {
      const path = join(root, file.file)
      expect(existsSync(path), path).toBe(true)
      expect(file.tests.map((entry) => entry[0])).toEqual(rustTestNames(readFileSync(path, 'utf8')))
    }
    // every world-state test module is in the ledger
    const worldState = 'core/src/context/world_state'
    const modules = readdirSync(join(root, worldState))
      .filter((name) => name.endsWith('_tests.rs'))
      .filter(
        (name) => rustTestNames(readFileSync(join(root, worldState, name), 'utf8')).length > 0,
      )
      .map((name) => `${worldState}/${name}`)
    expect(modules.filter((path) => !LEDGER.some((file) => file.file === path))).toEqual([])
    // and every end-to-end compaction suite
    const suite = 'core/tests/suite'
    const suites = readdirSync(join(root, suite))
      .filter((name) => /^compact.*\.rs$/.test(name))
      .map((name) => `${suite}/${name}`)
    expect(suites.length).toBeGreaterThan(0)
    expect(suites.filter((path) => !LEDGER.some((file) => file.file === path))).toEqual([])
  })
})

const LEDGER_COUNTS = { files: 31, tests: 368, ported: 218, notApplicable: 150, pending: 0 }
