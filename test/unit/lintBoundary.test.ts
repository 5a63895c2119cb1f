/**
 * The layer boundaries are lint rules (.oxlintrc.json overrides per top folder of src/): these tests
 * prove each rule fires on real files inside its layer, and that today's tree obeys the layering
 * core → view-models → store → app → features, with components and i18n shared below the store.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createLintSandbox, REPO_ROOT as ROOT, type OxlintRun } from '../helpers/lintSandbox.ts'

const CORE = join(ROOT, 'src', 'core')

/** Rule codes reported for one file, e.g. `eslint(no-restricted-imports)`. */
function codesFor(run: OxlintRun, file: string): string[] {
  return run.diagnostics.filter((d) => d.filename === file).map((d) => d.code)
}

describe('oxlint core boundary (probe files inside src/core of a lint sandbox)', () => {
  const sandbox = createLintSandbox()
  const files = {
    react: sandbox.write(
      'src/core/probe/importsReact.ts',
      "import { useState } from 'react'\n\nexport const probe = useState\n",
    ),
    store: sandbox.write(
      'src/core/probe/importsStore.ts',
      "import { useVisualizerStore } from '../../store/index.ts'\n\nexport const probe = useVisualizerStore\n",
    ),
    dom: sandbox.write(
      'src/core/probe/usesDom.ts',
      'export const probe = window.innerWidth + document.title.length\n',
    ),
    clean: sandbox.write(
      'src/core/probe/importsText.ts',
      "import { rustTrim } from '../text.ts'\n\nexport const probe = rustTrim(' a ')\n",
    ),
  }
  const runOxlint = sandbox.lint
  afterAll(() => sandbox.dispose())

  it('writes its probes outside the work tree', () => {
    expect(relative(ROOT, sandbox.root).startsWith('..')).toBe(true)
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

/** What each top folder of src/ may import (relative imports), besides itself. */
const LAYERS = {
  core: [],
  'view-models': ['core'],
  store: ['core', 'view-models', 'i18n'],
  app: ['core', 'view-models', 'store', 'i18n'],
  features: ['core', 'view-models', 'store', 'app', 'components', 'i18n'],
  components: ['core', 'view-models', 'i18n'],
  i18n: ['core', 'view-models', 'components'],
} as const satisfies Record<string, readonly string[]>

type Layer = keyof typeof LAYERS

/** One forbidden import per layer (a layer above it), and one allowed import. */
const PROBES: Record<Exclude<Layer, 'core'>, { readonly bad: string; readonly good: string }> = {
  'view-models': {
    bad: "import { useVisualizerStore } from '../../store/index.ts'\n\nexport const probe = useVisualizerStore\n",
    good: "import { rustTrim } from '../../core/text.ts'\n\nexport const probe = rustTrim(' a ')\n",
  },
  store: {
    bad: "import { encodeScenario } from '../../app/shareLink.ts'\n\nexport const probe = encodeScenario\n",
    good: "import { fateOf } from '../../view-models/impact.ts'\n\nexport const probe = fateOf\n",
  },
  app: {
    bad: "import { GridScreen } from '../../features/grid/GridScreen.tsx'\n\nexport const probe = GridScreen\n",
    good: "import { useVisualizerStore } from '../../store/index.ts'\n\nexport const probe = useVisualizerStore\n",
  },
  features: {
    bad: "import { App } from '../../App.tsx'\n\nexport const probe = App\n",
    good: "import { usePersistence } from '../../app/persistence.ts'\n\nexport const probe = usePersistence\n",
  },
  components: {
    bad: "import { useVisualizerStore } from '../../store/index.ts'\n\nexport const probe = useVisualizerStore\n",
    good: "import { useT } from '../../i18n/useT.ts'\n\nexport const probe = useT\n",
  },
  i18n: {
    bad: "import { usePersistence } from '../../app/persistence.ts'\n\nexport const probe = usePersistence\n",
    good: "import { LOCALES } from '../index.ts'\n\nexport const probe = LOCALES\n",
  },
}

describe('oxlint layer boundaries (probe files inside each layer of a lint sandbox)', () => {
  const sandbox = createLintSandbox()
  const layers = Object.keys(PROBES) as (keyof typeof PROBES)[]
  const fileOf = (layer: string, kind: 'bad' | 'good') => `src/${layer}/probe/${kind}.ts`
  for (const layer of layers) {
    sandbox.write(fileOf(layer, 'bad'), PROBES[layer].bad)
    sandbox.write(fileOf(layer, 'good'), PROBES[layer].good)
  }
  const runOxlint = sandbox.lint
  afterAll(() => sandbox.dispose())

  it.each(layers)('rejects an import from a layer above %s', (layer) => {
    const run = runOxlint([fileOf(layer, 'bad')])
    expect(run.status).not.toBe(0)
    expect(codesFor(run, fileOf(layer, 'bad'))).toEqual(['eslint(no-restricted-imports)'])
  })

  it.each(layers)('accepts an import from a layer below %s', (layer) => {
    const run = runOxlint([fileOf(layer, 'good')])
    expect(run.diagnostics).toEqual([])
    expect(run.status).toBe(0)
  })

  it('lets the store use the locale type, but not i18n code', () => {
    const typeOnly = sandbox.write(
      'src/store/probe/localeType.ts',
      "import type { Locale } from '../../i18n/index.ts'\n\nexport const probe: Locale = 'en'\n",
    )
    const code = sandbox.write(
      'src/store/probe/localeCode.ts',
      "import { LOCALES } from '../../i18n/index.ts'\n\nexport const probe = LOCALES\n",
    )
    expect(runOxlint([typeOnly]).diagnostics).toEqual([])
    expect(codesFor(runOxlint([code]), code)).toEqual(['eslint(no-restricted-imports)'])
  })
})

describe('zustand only where src/store/README.md says', () => {
  const sandbox = createLintSandbox()
  const source = "import { create } from 'zustand'\n\nexport const probe = create\n"
  const screen = sandbox.write('src/features/probe/ownStore.ts', source)
  const session = sandbox.write('src/features/session/sessionStore.ts', source)
  afterAll(() => sandbox.dispose())

  it('refuses a store of its own in a screen folder', () => {
    expect(codesFor(sandbox.lint([screen]), screen)).toEqual(['eslint(no-restricted-imports)'])
  })

  it('allows the session screen’s store', () => {
    expect(sandbox.lint([session]).diagnostics).toEqual([])
  })
})

describe('every top folder of src/ imports only the layers below it', () => {
  it.each(Object.keys(LAYERS) as Layer[])('%s', (layer) => {
    const base = join(ROOT, 'src', layer)
    const allowed = new Set<string>([layer, ...LAYERS[layer]])
    const offenders: string[] = []
    for (const file of sourceFiles(base)) {
      for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
        if (!specifier.startsWith('.')) continue
        const target = relative(join(ROOT, 'src'), resolve(dirname(file), specifier))
        const top = target.split(sep)[0] ?? ''
        // public/scenarios/*.json are data, not a layer
        if (target.startsWith('..')) continue
        if (!allowed.has(top)) offenders.push(`${relative(ROOT, file)}: '${specifier}'`)
      }
    }
    expect(offenders).toEqual([])
  })

  it('has a README in every top folder', () => {
    const tops = readdirSync(join(ROOT, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
    expect(tops).toEqual(Object.keys(LAYERS).sort())
    for (const top of tops)
      expect(readFileSync(join(ROOT, 'src', top, 'README.md'), 'utf8').length).toBeGreaterThan(200)
  })
})
