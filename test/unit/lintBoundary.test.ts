/**
 * The core boundary is a lint rule (.oxlintrc.json overrides on src/core): these tests prove the
 * rule fires on real files inside src/core, and that today's core obeys it.
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const CORE = join(ROOT, 'src', 'core')
const OXLINT = join(ROOT, 'node_modules', '.bin', 'oxlint')
const PROBE_PREFIX = '__lint_probe_'

interface OxlintDiagnostic {
  readonly code: string
  readonly filename: string
  readonly message: string
}

interface OxlintRun {
  readonly status: number | null
  readonly output: string
  readonly diagnostics: readonly OxlintDiagnostic[]
}

/** Runs oxlint with the project config (as `npm run lint` does) and parses its JSON report. */
function runOxlint(files: readonly string[]): OxlintRun {
  const result = spawnSync(
    OXLINT,
    ['-c', '.oxlintrc.json', '--deny-warnings', '--format', 'json', ...files],
    { cwd: ROOT, encoding: 'utf8', timeout: 30_000 },
  )
  if (result.error) throw result.error
  const output = `${result.stdout}${result.stderr}`
  const report = JSON.parse(result.stdout) as { diagnostics?: OxlintDiagnostic[] }
  return { status: result.status, output, diagnostics: report.diagnostics ?? [] }
}

/** Rule codes reported for one file, e.g. `eslint(no-restricted-imports)`. */
function codesFor(run: OxlintRun, file: string): string[] {
  return run.diagnostics
    .filter((d) => resolve(ROOT, d.filename) === resolve(ROOT, file))
    .map((d) => d.code)
}

describe('oxlint core boundary (probe files inside src/core)', () => {
  const probeDir = join(CORE, `${PROBE_PREFIX}${randomBytes(6).toString('hex')}__`)
  const probe = (name: string): string => relative(ROOT, join(probeDir, name))
  const files = {
    react: probe('importsReact.ts'),
    store: probe('importsStore.ts'),
    dom: probe('usesDom.ts'),
    clean: probe('importsText.ts'),
  }

  beforeAll(() => {
    mkdirSync(probeDir, { recursive: true })
    writeFileSync(
      join(ROOT, files.react),
      "import { useState } from 'react'\n\nexport const probe = useState\n",
    )
    writeFileSync(
      join(ROOT, files.store),
      "import { useVisualizerStore } from '../../store/index.ts'\n\nexport const probe = useVisualizerStore\n",
    )
    writeFileSync(
      join(ROOT, files.dom),
      'export const probe = window.innerWidth + document.title.length\n',
    )
    writeFileSync(
      join(ROOT, files.clean),
      "import { rustTrim } from '../text.ts'\n\nexport const probe = rustTrim(' a ')\n",
    )
  })

  afterAll(() => {
    // the probes must never outlive the run: other checks (tsc -b, npm run lint) scan src/
    rmSync(probeDir, { recursive: true, force: true })
  })

  it('rejects a react import, a store import and DOM globals', () => {
    const run = runOxlint([files.react, files.store, files.dom])
    expect(run.status).not.toBe(0)
    expect(run.output).toContain('no-restricted-imports')
    expect(run.output).toContain('no-restricted-globals')
    expect(codesFor(run, files.react)).toEqual(['eslint(no-restricted-imports)'])
    expect(codesFor(run, files.store)).toEqual(['eslint(no-restricted-imports)'])
    expect(codesFor(run, files.dom).sort()).toEqual([
      'eslint(no-restricted-globals)',
      'eslint(no-restricted-globals)',
    ])
  })

  it('fails each bad probe on its own', () => {
    for (const file of [files.react, files.store, files.dom]) {
      expect(runOxlint([file]).status).not.toBe(0)
    }
  })

  it('accepts a probe that imports only from src/core', () => {
    const run = runOxlint([files.clean])
    expect(run.diagnostics).toEqual([])
    expect(run.status).toBe(0)
  })
})

/** Every module specifier of a TypeScript source: static, re-export, side-effect and dynamic. */
function importSpecifiers(source: string): string[] {
  // drop comments first so prose like "import x from 'y'" in a doc comment is not counted;
  // line comments need whitespace before them so URLs inside strings survive
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1')
  const patterns = [
    /^\s*(?:import|export)\b[^;'"`]*?\bfrom\s*(['"])([^'"]+)\1/gm,
    /^\s*import\s*(['"])([^'"]+)\1/gm,
    /\bimport\s*\(\s*(['"])([^'"]+)\1\s*\)/g,
    /\brequire\s*\(\s*(['"])([^'"]+)\1\s*\)/g,
  ]
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((m) => m[2] ?? ''))
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // a probe folder from a concurrent run of the suite above is not part of the core
    if (entry.name.startsWith(PROBE_PREFIX)) return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(?:[cm]?ts|tsx)$/.test(entry.name) ? [path] : []
  })
}

describe('src/core imports only from src/core', () => {
  it('parses every kind of specifier', () => {
    const sample = [
      "import { a } from './a.ts'",
      'import type {',
      '  B,',
      "} from '../b.ts'",
      "export * from './c.ts'",
      "import './d.ts'",
      "const e = await import('./e.ts')",
      "// import { f } from 'not-this'",
      "/* import { g } from 'nor-this' */",
      "const url = 'https://example.com/x'",
    ].join('\n')
    expect(importSpecifiers(sample).sort()).toEqual([
      '../b.ts',
      './a.ts',
      './c.ts',
      './d.ts',
      './e.ts',
    ])
  })

  it('has no package imports and no relative import leaving src/core', () => {
    const files = sourceFiles(CORE)
    expect(files.length).toBeGreaterThan(5)
    const offenders: string[] = []
    let seen = 0
    for (const file of files) {
      for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
        seen++
        const target = resolve(dirname(file), specifier)
        const relativeSpecifier = specifier.startsWith('./') || specifier.startsWith('../')
        if (!relativeSpecifier || !target.startsWith(CORE + sep))
          offenders.push(`${relative(ROOT, file)}: '${specifier}'`)
      }
    }
    // the core is made of modules that import each other; none found means the parser broke
    expect(seen).toBeGreaterThan(10)
    expect(offenders).toEqual([])
  })
})
