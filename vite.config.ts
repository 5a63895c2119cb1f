import { defineConfig } from 'vitest/config'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import react from '@vitejs/plugin-react'
import { minifySync, type Plugin } from 'vite'
import { runAllCells, type ScenarioFile } from './src/core/index.ts'
import { packLesson } from './src/store/lessonRuns.ts'
import { TABS } from './src/store/tabs.ts'
import lesson from './public/scenarios/lesson-mixed-history.json' with { type: 'json' }
import { E2EFirstSlowest } from './test/e2e/helpers/sequencer.ts'

/**
 * `virtual:lesson-results`: the bundled lesson's scenario and its nine runs (cell, trace, calls),
 * computed by the core at build time and shipped as data, so the first screen replays the core's own traces
 * without loading the core (`src/store/lessonResults.ts` unpacks them and rebuilds the rest of
 * each result by replaying its trace; `test/unit/store/lessonResults.test.ts` proves them equal to
 * `runAllCells`). Built from the same sources as the app, they can never go stale.
 *
 * In a build they are a JSON file beside the scripts, not a string inside the first chunk: data,
 * not code (the first screen's JavaScript budget counts code), fetched while that chunk loads
 * (`index.html` preloads it) and parsed as JSON rather than scanned as script. The module waits
 * for it (top-level await), so every importer sees the same object as in tests and dev, where it
 * stays inline.
 */
function lessonResults(): Plugin {
  const id = 'virtual:lesson-results'
  // in a build: the file's name and text, computed once (the hash and the asset are one text)
  let built: { readonly name: string; readonly text: string } | undefined
  const json = () => {
    // less what the core's tables and the scenario say again (a step's source, its seq, each
    // run's input history): see lessonRuns.ts
    const scenario = lesson as unknown as ScenarioFile
    return JSON.stringify(packLesson(scenario, runAllCells(scenario)))
  }
  return {
    name: 'context-lab:lesson-results',
    configResolved(config) {
      if (config.command !== 'build') return
      const text = json()
      const hash = createHash('sha256').update(text).digest('hex').slice(0, 10)
      built = { name: `lesson-results-${hash}.json`, text }
    },
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined
      // JSON.parse of a string literal parses faster than the same object as JavaScript
      if (built === undefined) return `export default JSON.parse(${JSON.stringify(json())})`
      this.emitFile({ type: 'asset', fileName: `assets/${built.name}`, source: built.text })
      return lessonFetch(built.name)
    },
    // fetched at once, beside the first chunk, not once that chunk has run
    transformIndexHtml: () =>
      built === undefined
        ? []
        : [
            {
              tag: 'link',
              attrs: {
                rel: 'preload',
                as: 'fetch',
                crossorigin: true,
                href: `./assets/${built.name}`,
              },
              injectTo: 'head-prepend',
            },
          ],
  }
}

/**
 * The module a build ships for the lesson's data: fetched beside the chunk that imports it, once
 * more if that fails; lost twice, the loading shell says so with its "load again" link
 * (index.html's `data-boot="failed"`) instead of waiting forever.
 */
function lessonFetch(file: string): string {
  return `const url = new URL(/* @vite-ignore */ ${JSON.stringify(file)}, import.meta.url)
async function load(tries) {
  try {
    const response = await fetch(url)
    if (!response.ok) throw new Error(\`the lesson's data: HTTP \${response.status}\`)
    return await response.json()
  } catch (error) {
    if (tries > 1) return load(tries - 1)
    document.documentElement.dataset.boot = 'failed'
    throw error
  }
}
export default await load(2)
`
}

/**
 * What the first frame waits for, fetched from the start: `public/boot-lang.js`, which decides
 * the reader's language in `<head>`, preloads that language's `firstScreen` chunk, the chunks of
 * the screen a link opens on (`?tab=`) and, when saved work or a shared scenario is restored
 * before the first frame, the engine's and persistence's. So they arrive while the main chunk
 * loads and runs instead of one round trip after it asks. The chunks' names are hashed, so a build
 * writes them on the boot script's tag, space-separated: `data-first-screen-<locale>`,
 * `data-screen-<tab>` and `data-saved-work`, read with the script and no request more. The dev
 * server writes none: there the boot script preloads nothing. A build whose tag, chunks or
 * screens are not found fails here rather than ship a page that preloads nothing.
 */
/** The boot script's tag in `index.html`, which the preload attributes extend. */
const BOOT_TAG = /<script src="[^"]*boot-lang\.js"/

/** `html` with `data-<name>="<value>"` on the boot script's tag; a page without it fails the build. */
function onBootTag(html: string, data: Readonly<Record<string, string>>, by: string): string {
  if (!BOOT_TAG.test(html)) throw new Error(`${by}: no boot-lang.js tag`)
  const attributes = Object.entries(data).map(([name, value]) => ` data-${name}="${value}"`)
  return html.replace(BOOT_TAG, (found) => found + attributes.join(''))
}

function bootPreload(): Plugin {
  return {
    name: 'context-lab:boot-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((file) => file.type === 'chunk')
        const data = Object.fromEntries(
          Object.entries(bootFiles(chunks)).map(([name, files]) => [
            name,
            files.map((file) => `./${file}`).join(' '),
          ]),
        )
        return entryFirst(onBootTag(html, data, 'boot preload'), chunks)
      },
    },
  }
}

interface BuiltChunk {
  readonly fileName: string
  readonly isEntry: boolean
  readonly facadeModuleId: string | null
  readonly imports: readonly string[]
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> }
}

/** Each boot attribute's files: `first-screen-<locale>`, `screen-<tab>`, `saved-work`. */
function bootFiles(chunks: readonly BuiltChunk[]): Record<string, readonly string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const byModule = (path: string) => {
    const chunk = chunks.find((found) => found.facadeModuleId?.endsWith(`/src/${path}`))
    if (!chunk) throw new Error(`boot preload: no chunk for src/${path}`)
    return chunk
  }
  // a chunk and what it imports statically, its stylesheets with it
  const closure = (roots: readonly BuiltChunk[]) => {
    const seen = new Set<string>()
    const visit = (chunk: BuiltChunk) => {
      if (seen.has(chunk.fileName)) return
      seen.add(chunk.fileName)
      for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css)
      for (const file of chunk.imports) visit(byFile.get(file)!)
    }
    roots.forEach(visit)
    return seen
  }
  const initial = closure(chunks.filter((chunk) => chunk.isEntry))
  const beyond = (...paths: string[]) =>
    [...closure(paths.map(byModule))].filter((file) => !initial.has(file))
  const savedWork = beyond('store/engineModule.ts', 'app/persistence.ts')
  const files: Record<string, readonly string[]> = { 'saved-work': savedWork }
  for (const locale of ['en', 'ko', 'zh'])
    files[`first-screen-${locale}`] = beyond(`i18n/${locale}/firstScreen.ts`)
  for (const { tab, module, engine } of lazyScreens())
    files[`screen-${tab}`] = engine ? beyond(module, 'store/engineModule.ts') : beyond(module)
  return files
}

/**
 * The lazy screens of `src/App.tsx` (its `SCREENS` table: `tab: lazyScreen(() => import(…), …)`),
 * and whether each loads the engine with it (all but those marked `'own'`). Read from the source
 * so the table is written once; every tab but the grid must be found.
 */
function lazyScreens(): { tab: string; module: string; engine: boolean }[] {
  const source = readFileSync(new URL('./src/App.tsx', import.meta.url), 'utf8')
  const found = [
    ...source.matchAll(
      /\n  (\w+): lazyScreen\(\n?\s*\(\) => import\('\.\/([^']+)'\)([^]*?)\n  \),/g,
    ),
  ].map(([, tab, module, rest]) => ({
    tab: tab!,
    module: module!,
    engine: !rest!.includes("'own'"),
  }))
  const missing = TABS.filter((tab) => tab !== 'grid' && !found.some((f) => f.tab === tab))
  if (missing.length > 0) throw new Error(`boot preload: no lazy screen for ${missing.join(', ')}`)
  return found
}

/**
 * `public/boot-lang.js` shipped minified: it is written for its readers (comments, long names)
 * and counts in the first screen's JavaScript, about half a kilobyte gzip less this way. The
 * dev server serves it as written; a build writes the minified one over the copy of `public/`.
 */
function bootScriptMinified(): Plugin {
  return {
    name: 'context-lab:boot-script-minified',
    apply: 'build',
    generateBundle() {
      const source = readFileSync(new URL('./public/boot-lang.js', import.meta.url), 'utf8')
      const { code, errors } = minifySync('boot-lang.js', source)
      if (errors.length > 0) throw new Error(`boot-lang.js: ${errors[0]!.message}`)
      this.emitFile({ type: 'asset', fileName: 'boot-lang.js', source: code })
    },
  }
}

/**
 * The first frame of the grid and of the lessons, in each language, drawn at build time by the
 * app's own first render (`src/prerender.tsx`, in a DOM emulation: `scripts/prerender.ts`) and
 * written as one HTML file each (`assets/first-frame-<screen>-<locale>-<hash>.html`), named on
 * the boot tag (`data-first-frame-<screen>-<locale>`). For a first visit to one of those
 * addresses (no saved work, nothing stored but the language, no other parameter)
 * `public/boot-lang.js` fetches the reader's page from the start, puts it in the root once the
 * page is parsed and runs the app's entry after that frame is painted: the browser paints the
 * screen itself before the app's code has run, and the app's first commit replaces it with the
 * same screen, live. Until then it is inert (nothing to act on; keys are kept for the grid:
 * captureEarlyKeys). Markup, not code: a reader fetches the one page they see, and the first
 * screen's JavaScript is what it was. The dev server names none and shows the loading shell.
 */
const PRERENDERED = ['grid', 'lessons'].flatMap((screen) =>
  ['en', 'ko', 'zh'].map((locale) => ({
    screen,
    locale,
    path: `/?${screen === 'grid' ? '' : `tab=${screen}&`}lang=${locale}`,
  })),
)

function prerenderFirstScreens(): Plugin {
  let root = ''
  const files: string[] = []
  return {
    name: 'context-lab:prerender',
    apply: 'build',
    configResolved: (config) => void (root = config.root),
    async generateBundle() {
      const { prerenderInChild } = await import('./scripts/prerender.ts')
      const pages = prerenderInChild(root, PRERENDERED)
      files.length = 0
      PRERENDERED.forEach(({ screen, locale }, i) => {
        const source = pages[i]!
        const hash = createHash('sha256').update(source).digest('hex').slice(0, 10)
        files.push(`assets/first-frame-${screen}-${locale}-${hash}.html`)
        this.emitFile({ type: 'asset', fileName: files[i]!, source })
      })
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const data = Object.fromEntries(
          PRERENDERED.map(({ screen, locale }, i) => [
            `first-frame-${screen}-${locale}`,
            `./${files[i]}`,
          ]),
        )
        return onBootTag(html, data, 'prerender')
      },
    },
  }
}

/**
 * The entry's module, preloaded, and a preload of its stylesheets, ahead of the boot script: that
 * classic script holds the parser (and so the requests of every tag after it) until it has run,
 * about 100 ms at 4x CPU slowdown. The entry is run by the boot script (named on its tag:
 * `data-entry`) once the page is parsed, as a module script would be, and, when the page shows a
 * prerendered first frame, once that frame is painted: a module script would run before the
 * browser paints anything parsed before it. The stylesheet's own tag stays after it: a
 * stylesheet before a classic script would make the script wait for it.
 */
function entryFirst(html: string, chunks: readonly BuiltChunk[]): string {
  const modules = [
    ...html.matchAll(/[ \t]*<script type="module" crossorigin src="\.\/([^"]+)"><\/script>\n?/g),
  ]
  const sheets = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)]
  // the page's entry: the one module script no other of them imports (the runtime is imported)
  const imported = new Set(
    chunks
      .filter((chunk) => modules.some((found) => found[1] === chunk.fileName))
      .flatMap((chunk) => chunk.imports),
  )
  const entries = modules.filter((found) => !imported.has(found[1]!))
  if (entries.length !== 1) throw new Error('first-screen preload: not one entry module script')
  const src = `./${entries[0]![1]}`
  const ahead = [
    ...modules.map((found) => `<link rel="modulepreload" crossorigin href="./${found[1]}">`),
    ...sheets.map((found) => `<link rel="preload" as="style" crossorigin href="${found[1]}">`),
  ]
  const without = modules.reduceRight(
    (text, found) => text.slice(0, found.index) + text.slice(found.index + found[0].length),
    html,
  )
  const at = without.search(BOOT_TAG)
  if (at < 0) throw new Error('first-screen preload: no boot-lang.js tag')
  const boot = onBootTag(without.slice(at), { entry: src }, 'first-screen preload')
  return `${without.slice(0, at)}${ahead.join('\n    ')}\n    ${boot}`
}

// one config: the app build plus the three vitest projects (unit | component | e2e)
export default defineConfig({
  plugins: [react(), lessonResults(), bootPreload(), bootScriptMinified(), prerenderFirstScreens()],
  // relative base so the static build works from any folder on any web server
  base: './',
  build: {
    target: 'es2022',
    sourcemap: true,
    // JS preload lists only where a chain of imports is on the way to a first paint: the engine
    // (saved work and every screen but the grid wait for it), whose imports were otherwise found
    // one level at a time (three or four round trips at 4x CPU slowdown). Every chunk's list
    // costs hashed file names on the first screen (the lessons' alone, 20 of them, about 0.35 KB
    // gzip): a link to another screen has its chunks preloaded by the boot script (bootPreload),
    // and a tab starts loading its screen when the pointer or the focus comes to its link
    // (App.tsx: ScreenLink). A lazy chunk's CSS is loaded with it.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps) =>
        /(^|\/)engineModule-/.test(file) ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      // the core and the view models are pure (no side effects at import, lint-bounded): the
      // first screen takes only what it uses from the core's barrel (the cell list, replay, the
      // rule sources), and the rest stays in the engine's chunk (src/store/engine.ts)
      treeshake: {
        moduleSideEffects: [{ test: /\/src\/(core|view-models)\//, sideEffects: false }],
      },
      output: {
        // what the first screen imports statically goes in one chunk (not one per sharing
        // pattern with the lazy screens): fewer requests, and gzip sees it whole
        codeSplitting: {
          groups: [{ name: 'first-screen', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    // vitest's default on 2 cores is one worker (cores - 1); with the transforms cached, the
    // main process idles and a second worker runs unit and component files side by side, and two
    // e2e files side by side. Four e2e workers were tried: the run took as long (815 s against
    // 774 s for two, with four more files), the browser being the busy part, and CPU-time
    // assertions got closer to their bounds.
    maxWorkers: 2,
    // on a fresh clone (CI), the e2e files known to be slow start first instead of last
    // (test/e2e/helpers/sequencer.ts); with vitest's cached durations, those decide
    sequence: { sequencer: E2EFirstSlowest },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          // the core must not need a DOM
          environment: 'node',
          // the files share one module graph per worker instead of re-importing it (and
          // re-running the three preloads: every catalog of every language, the engine) for
          // each of 140 files: setup alone summed to over 100 s. Node side only and no module
          // mocks; every file passes either way (run with --isolate to check one in isolation).
          isolate: false,
          // heavy files (every step of every cell, fuzzing, the CLIs) share 2 busy cores
          testTimeout: 20_000,
          setupFiles: [
            'test/preloadCatalogs.ts',
            'test/preloadEngine.ts',
            'test/preloadExplanations.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['test/component/**/*.test.tsx'],
          environment: 'jsdom',
          // one jsdom page and one module graph per worker instead of one per file (building
          // them summed to about 100 s over 65 files); test/setup.ts leaves the page, the stores
          // and the mocks fresh after every test (run with --isolate to check one in isolation)
          isolate: false,
          setupFiles: [
            'test/preloadCatalogs.ts',
            'test/preloadEngine.ts',
            'test/preloadExplanations.ts',
            'test/setup.ts',
          ],
          // whole screens re-render in jsdom on every step; 2 shared cores need headroom (one
          // walk back through every step took 4 s alone and over 20 s beside a second worker
          // at load 10)
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // one preview server and one Chromium for the whole run; each file connects to them
          // and each page gets a fresh context (test/e2e/helpers/globalSetup.ts). What belongs
          // to the whole browser (tracing) is taken by one file at a time (helpers/mainThread.ts)
          globalSetup: ['test/e2e/helpers/globalSetup.ts'],
          // each worker imports playwright-core, vite and the core once, not per file (every
          // page is a fresh browser context anyway)
          isolate: false,
        },
      },
    ],
  },
})
