/**
 * Exports are the code's promises to other modules: one that no other module of the app reads
 * is either dead or kept for a test, and a test should check the public function that uses it
 * instead ("prune what only tests use"). This lists every exported value of `src/` that no
 * other file of `src/`, `scripts/` or `vite.config.ts` names, and fails on one not below.
 * There is no baseline of unexplained names: each listed export has its reason (a README names
 * it, a test reads it as a constant, an end-to-end test imports it), checked as such.
 * Types are left out (they cost nothing at run time), and so is `src/core/`: its index is the
 * core's public API, read by the CLI, the bench and the tests.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../helpers/lintSandbox.ts'

/**
 * Exports a README names as its layer's entry points (checked below: a README of the file's
 * folder, or of one above it, names each in backticks, as `name` or `name()`). They are promises, so no module of the
 * app need read them yet.
 */
const README_NAMED: Readonly<Record<string, readonly string[]>> = {
  'src/i18n/glossary.ts': ['secondaryLabel'],
  'src/store/index.ts': ['createVisualizerStore', 'getInitialState'],
  'src/view-models/cellRun.ts': ['TOKEN_ESTIMATE_LEAVES_OUT'],
  'src/view-models/export/csv.ts': ['csvCell'],
  'src/view-models/retryLists.ts': ['LOCAL_FAULT_HANDLING'],
  'src/view-models/sweep/folderSweep.ts': ['folderCellRun'],
}

/**
 * Constants a test reads so it need not restate them: a limit, a delay, a storage key or a table
 * the test checks entry by entry. A test that restated the number could drift from the code.
 * Checked below: each is named in constant case and read by a file under `test/`.
 */
const TEST_READS: Readonly<Record<string, readonly string[]>> = {
  'src/app/deferredWrite.ts': ['URL_WRITE_DELAY_MS'],
  'src/app/exerciseWork.ts': ['EXERCISE_SET_ASIDE_KEY'],
  'src/app/linkParams.ts': ['MAX_LINK_STEP'],
  'src/app/localePreference.ts': ['LOCALE_STORAGE_KEY'],
  'src/app/persistence.ts': ['BACKUP_SUFFIX', 'SAVE_DEBOUNCE_MS'],
  'src/app/shareLink.ts': ['MAX_SHARED_BYTES'],
  'src/components/tipPlacement.ts': ['TIP_GAP'],
  'src/features/compare/CompareCards.tsx': ['VIRTUAL_CARDS_FROM'],
  'src/features/export/lessonSlide.ts': ['SLIDE_WIDTH', 'SLIDE_HEIGHT', 'MIN_FONT'],
  'src/features/history-editor/HistoryList.tsx': ['VIRTUAL_ITEMS_FROM'],
  'src/features/lessons/LessonsOffer.tsx': ['LESSONS_OFFER_KEY'],
  'src/features/lessons/content/goals.ts': ['GOALS'],
  'src/features/lessons/content/lessons.ts': ['FRAGMENTS_LESSON', 'COMPACTION_LESSON'],
  'src/features/lessons/content/questions.ts': ['APPROVED_PREFIXES_HEADING'],
  'src/features/lessons/content/scenarios.ts': ['LESSON_SCENARIOS'],
  'src/features/presenter-console/consoleChannel.ts': [
    'MAX_CHANNEL_PAGES',
    'CONSOLE_CHANNEL',
    'MAX_CHANNEL_STEPS',
  ],
  'src/features/presenter-console/pacer.ts': ['MAX_PENDING_KEYS'],
  'src/features/registry/useAddTypeDraft.ts': ['EMPTY_DRAFT'],
  'src/features/session/engine.ts': ['SLICE_BYTES'],
  'src/features/session/lastOpened.ts': ['LAST_OPENED_KEY'],
  'src/i18n/claims.ts': ['NOT_CLAIMS'],
  'src/i18n/glossary.ts': ['GLOSSARY', 'TIMING_VOCABULARY'],
  'src/i18n/retryText.ts': ['RETRY_PLACEHOLDERS'],
  'src/store/scenarioSlice.ts': ['UNDO_LIMIT', 'COALESCE_MS'],
  'src/view-models/compare/compareModel.ts': ['FAILURE_FAULTS'],
  'src/view-models/impact.ts': ['IMPACT_ON_PAGE_MAX_ITEMS'],
  'src/view-models/retryLists.ts': ['CODEX_RETRY_RULES'],
  'src/view-models/statuses.ts': ['STATUS_STYLES'],
  'src/view-models/sweep/cost.ts': ['PROMPT_TOKENS'],
  'src/view-models/sweep/generate.ts': ['MAX_ITEM_CHARS', 'ITEM_SIZES'],
}

/**
 * Values an end-to-end test imports to state what the page must show (a link's encoding, an
 * exercise's answer table, a finding's message): the browser test runs against the built app and
 * reads them from the source. Checked below: some file under `test/e2e/` imports each by name.
 */
const E2E_READS: Readonly<Record<string, readonly string[]>> = {
  'src/app/shareLink.ts': ['toBase64Url'],
  'src/features/lessons/content/exercise.ts': ['expectedTable'],
}

/** The app's entry points and workers: nothing imports them by name. */
const ENTRY = /^src\/main\.tsx$|\.worker\.ts$|Worker\.ts$/

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const EXPORTED_VALUE =
  /^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class|enum)\s+([A-Za-z_$][\w$]*)/gm

/** The names each exported value declaration of `text` gives. */
export function exportedValues(text: string): string[] {
  return [...text.matchAll(EXPORTED_VALUE)].map((match) => match[1]!)
}

/** `file: name` for each exported value of `src/` that no other of `texts` names. */
export function unusedExports(texts: ReadonlyMap<string, string>): string[] {
  const namedIn = new Map<string, Set<string>>()
  for (const [file, text] of texts)
    for (const word of new Set(text.match(/[A-Za-z_$][\w$]*/g) ?? []))
      namedIn.set(word, (namedIn.get(word) ?? new Set()).add(file))
  return [...texts]
    .filter(
      ([file]) => file.startsWith('src/') && !file.startsWith('src/core/') && !ENTRY.test(file),
    )
    .flatMap(([file, text]) =>
      exportedValues(text)
        .filter((name) => [...(namedIn.get(name) ?? [])].every((user) => user === file))
        .map((name) => `${file}: ${name}`),
    )
}

describe('exports', () => {
  const files = [
    ...sources(join(REPO_ROOT, 'src')),
    ...sources(join(REPO_ROOT, 'scripts')),
    join(REPO_ROOT, 'vite.config.ts'),
  ].map((path) => relative(REPO_ROOT, path))
  const texts = new Map(files.map((file) => [file, readFileSync(join(REPO_ROOT, file), 'utf8')]))
  const unused = unusedExports(texts)
  const hits = (lists: Readonly<Record<string, readonly string[]>>) =>
    Object.entries(lists).flatMap(([file, names]) => names.map((name) => `${file}: ${name}`))
  const allowed = [...hits(README_NAMED), ...hits(TEST_READS), ...hits(E2E_READS)]

  it('are each read by another module (or listed below with a reason)', () => {
    expect(files.length).toBeGreaterThan(200)
    expect(unused.filter((hit) => !allowed.includes(hit))).toEqual([])
  })

  it('the lists name only exports still unused, each once', () => {
    expect(allowed.filter((hit) => !unused.includes(hit))).toEqual([])
    expect(new Set(allowed).size).toBe(allowed.length)
  })

  it('names each of README_NAMED in a README of its folder or one above it', () => {
    const unnamed = Object.entries(README_NAMED).flatMap(([file, names]) => {
      const readmes: string[] = []
      for (let dir = dirname(file); dir !== '.'; dir = dirname(dir)) {
        const path = join(REPO_ROOT, dir, 'README.md')
        if (existsSync(path)) readmes.push(readFileSync(path, 'utf8'))
      }
      return names
        .filter((name) => !readmes.some((text) => new RegExp(`\`${name}[\`(]`).test(text)))
        .map((name) => `${file}: ${name}`)
    })
    expect(unnamed).toEqual([])
  })

  it('has each of TEST_READS in constant case, read by a test', () => {
    const testTexts = sources(join(REPO_ROOT, 'test'))
      .filter((path) => !path.endsWith('exports.test.ts'))
      .map((path) => readFileSync(path, 'utf8'))
    const unread = hits(TEST_READS).filter((hit) => {
      const name = hit.slice(hit.indexOf(': ') + 2)
      const word = new RegExp(`\\b${name}\\b`)
      return !/^[A-Z][A-Z0-9_]*$/.test(name) || !testTexts.some((text) => word.test(text))
    })
    expect(unread).toEqual([])
  })

  it('has each of E2E_READS imported by an end-to-end test', () => {
    const e2eTexts = sources(join(REPO_ROOT, 'test/e2e')).map((path) => readFileSync(path, 'utf8'))
    const unread = hits(E2E_READS).filter((hit) => {
      const [file, name] = hit.split(': ') as [string, string]
      const module = file.replace(/^src\//, '').replace(/\.tsx?$/, '')
      // an import statement that names the value and the module's path
      const from = new RegExp(
        `import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*'[./]*src/${module}\\.tsx?'`,
      )
      return !e2eTexts.some((text) => from.test(text))
    })
    expect(unread).toEqual([])
  })

  it('finds an export no other file names, and not one another file imports', () => {
    const sample = new Map([
      ['src/a.ts', 'export const used = 1\nexport function lonely() {}\nexport type T = 1\n'],
      ['src/b.ts', "import { used } from './a.ts'\nexport async function* stream() {}\n"],
      ['scripts/c.ts', "import { stream } from '../src/b.ts'\n"],
      ['src/core/d.ts', 'export const coreApi = 1\n'],
    ])
    expect(unusedExports(sample)).toEqual(['src/a.ts: lonely'])
  })
})
