/**
 * The READMEs are a maintainer's way in, so they must stay true: every screen folder is listed in
 * src/features/README.md, every file a README names in backticks exists (beside the README, at
 * that path from the repository or src/, or anywhere in the tree by its bare name), and every
 * function, constant or type it names in backticks is still in the code. A clone has
 * nothing beside it, so no README and no source names a file of a `shared/` folder outside it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../helpers/lintSandbox.ts'

const SKIPPED = new Set(['node_modules', '.git', 'dist', 'test-results'])
const FILE_NAME = /`([\w./-]+\.(?:tsx?|css|json|md|mjs|conf|jsonl))`/g

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return []
    const path = join(dir, entry.name)
    return entry.isDirectory() ? walk(path) : [relative(REPO_ROOT, path)]
  })
}

/** A name of the notes folder that sits beside some checkouts but is not part of the project. */
const OUTSIDE = /(?:^|[\s`'"(/.])shared\/(?:spec|data|seeds|hooks)\b/

const files = walk(REPO_ROOT)
const baseNames = new Set(files.map((file) => file.split('/').pop()))
const readmes = files.filter((file) => file.endsWith('README.md'))

/** A name in backticks that reads as code: camelCase, PascalCase with a hump, or UPPER_SNAKE. */
const IDENTIFIER = /`([A-Za-z_$][\w$]*)(?:\(\))?`/g
const codeLike = (name: string) =>
  /[a-z][A-Z]/.test(name) || /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(name)
/** Placeholders a README writes on purpose (a naming pattern, not a name). */
const PATTERNS: ReadonlySet<string> = new Set(['useXxx'])

/** This test: its examples name functions that are gone on purpose. */
const SELF = 'test/unit/docs.test.ts'

/** A source text without its comments (a name a comment keeps is not in the code). */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')

/** The words of source texts, comments left out. */
const wordsOf = (texts: readonly string[]) =>
  new Set(texts.flatMap((text) => withoutComments(text).match(/[A-Za-z_$][\w$]*/g) ?? []))

/** Every word of the project's code (its sources, scripts, tests and build config). */
function codeWords(tree: readonly string[]): Set<string> {
  const code = tree.filter(
    (file) => /^(?:src|scripts|test)\/.*\.tsx?$|^vite\.config\.ts$/.test(file) && file !== SELF,
  )
  return wordsOf(code.map((file) => readFileSync(join(REPO_ROOT, file), 'utf8')))
}

/** The code-like names of `text` (backticked) that no word of the code is. */
export function unknownIdentifiers(text: string, words: ReadonlySet<string>): string[] {
  return [...text.matchAll(IDENTIFIER)]
    .map((match) => match[1]!)
    .filter((name) => codeLike(name) && !PATTERNS.has(name) && !words.has(name))
}

/** Whether a name written in `readme` points at a file that exists. */
function nameExists(readme: string, name: string, tree: readonly string[]): boolean {
  const candidates = [join(dirname(readme), name), name, join('src', name)]
  if (candidates.some((candidate) => tree.includes(candidate))) return true
  if (!name.includes('/')) return baseNames.has(name)
  return tree.some((file) => file.endsWith(`/${name}`))
}

describe('READMEs', () => {
  it('list every folder of src/features', () => {
    const readme = readFileSync(join(REPO_ROOT, 'src/features/README.md'), 'utf8')
    const folders = readdirSync(join(REPO_ROOT, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(folders.length).toBeGreaterThan(10)
    expect(folders.filter((folder) => !readme.includes(`\`${folder}\``))).toEqual([])
  })

  it('name only files that exist', () => {
    expect(readmes.length).toBeGreaterThan(5)
    const missing = readmes.flatMap((readme) =>
      [...readFileSync(join(REPO_ROOT, readme), 'utf8').matchAll(FILE_NAME)]
        .map((match) => match[1] ?? '')
        .filter((name) => !nameExists(readme, name, files))
        .map((name) => `${readme}: ${name}`),
    )
    expect(missing).toEqual([])
  })

  it('name only functions, constants and types the code has', () => {
    const words = codeWords(files)
    expect(words.size).toBeGreaterThan(1000)
    const missing = readmes.flatMap((readme) =>
      unknownIdentifiers(readFileSync(join(REPO_ROOT, readme), 'utf8'), words).map(
        (name) => `${readme}: ${name}`,
      ),
    )
    expect(missing).toEqual([])
  })

  it('catch a name the code no longer has', () => {
    const words = new Set(['retryListsOf', 'LINK_PARAMS'])
    const text =
      '`retryListsOf`, `retryReasonsOf()`, `LINK_PARAMS`, `MAX_GONE`, `history`, `npm test`'
    expect(unknownIdentifiers(text, words)).toEqual(['retryReasonsOf', 'MAX_GONE'])
  })

  it('read a name off the code, not off a comment or this test', () => {
    const words = wordsOf([
      '/** `retryReasonsOf` per fault */\nexport function retryListsOf() {} // was retryReasonsOf',
      "const link = 'https://example.org/LINK_PARAMS'",
    ])
    expect(unknownIdentifiers('`retryListsOf`, `retryReasonsOf`, `LINK_PARAMS`', words)).toEqual([
      'retryReasonsOf',
    ])
    expect(codeWords(files).has('retryReasonsOf')).toBe(false)
  })

  it('catch a file that does not exist', () => {
    expect(nameExists('src/app/README.md', 'urlSync.ts', files)).toBe(false)
    expect(nameExists('src/app/README.md', 'gridQuery.ts', files)).toBe(true)
    expect(nameExists('src/core/README.md', 'shared/spec/pin.md', files)).toBe(false)
  })

  it('and the sources name nothing outside the project', () => {
    const texts = files.filter((file) =>
      /^(?:README\.md|(?:src|test|scripts)\/.*\.(?:md|tsx?))$/.test(file),
    )
    expect(texts.length).toBeGreaterThan(100)
    const outside = texts.filter((file) =>
      OUTSIDE.test(readFileSync(join(REPO_ROOT, file), 'utf8')),
    )
    // this file names the pattern it refuses; the public sample rollouts are an optional extra
    // run where that folder happens to be present (every test has a generated fixture)
    const allowed = ['test/unit/docs.test.ts', 'test/helpers/rolloutSamples.ts']
    expect(outside.filter((file) => !allowed.includes(file))).toEqual([])
    expect(OUTSIDE.test('see `shared/spec/pin.md`')).toBe(true)
    expect(OUTSIDE.test("resolve('../shared/data/rollouts')")).toBe(true)
    expect(OUTSIDE.test('src/store/shared/slice.ts')).toBe(false)
  })
})
