/**
 * No module-level mutable state outside the store, the worker clients and the chunk loader
 * (`src/i18n/chunkLoader.ts`, the one owner of code imported on demand): state in a module
 * variable survives `resetStore()`, leaks between tests and between screens, and no one owns
 * it. Each module-level `let`, `new Map`/`Set` and empty array literal in `src/` must be in the
 * store, a worker client, or below with a reason. Constants say so in their type (`ReadonlySet`,
 * `ReadonlyMap`, `readonly T[]`); a `WeakMap` is an identity memo of a pure function (its
 * entries die with their keys and nothing can read a stale one).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../helpers/lintSandbox.ts'

/** Files that may keep module state, each with why. Keep it short. */
const ALLOWED: Readonly<Record<string, string>> = {
  'src/core/compaction/marks.ts':
    'mark fates interned on first use: all 2×37×27 built at load cost 3–15 ms (a memo of values)',
}

/**
 * The store (state is its job), the clients that hold a live worker and the chunk loader, which
 * holds each chunk imported on demand (its module, its request, whether that failed): a module
 * that loads one keeps a loader made there (`chunkLoader(() => import(…))`), not a variable.
 */
const OWNS_STATE =
  /^src\/store\/|Worker\.ts$|\.worker\.ts$|Client\.ts$|^src\/i18n\/chunkLoader\.ts$/

const MUTABLE = [
  /^(?:export )?let \w+/,
  /^(?:export )?const \w+\b(?!\s*:\s*Readonly)[^=]*=\s*new (?:Map|Set)\b/,
  /^(?:export )?const \w+(?::(?!.*readonly).*)?\s=\s\[\]\s*$/,
]

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/** Each module-level mutable declaration of a source text: `line: text`. */
export function moduleState(text: string): string[] {
  return text
    .split('\n')
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => MUTABLE.some((pattern) => pattern.test(line)))
    .map(({ line, index }) => `${index + 1}: ${line.trim()}`)
}

describe('module-level state', () => {
  const files = sources(join(REPO_ROOT, 'src')).map((path) => relative(REPO_ROOT, path))

  it('lives only in the store, the worker clients and the allowlist', () => {
    expect(files.length).toBeGreaterThan(200)
    const found = files
      .filter((file) => !OWNS_STATE.test(file) && !(file in ALLOWED))
      .flatMap((file) =>
        moduleState(readFileSync(join(REPO_ROOT, file), 'utf8')).map((hit) => `${file}:${hit}`),
      )
    expect(found).toEqual([])
  })

  it('keeps chunks imported on demand only through a chunk loader', () => {
    // a module that caches a chunk's request itself (`loading ??= import(…)`) owns state no one
    // resets: it takes a loader (`chunkLoader(() => import(…))`) instead
    const caching = files
      .filter((file) => !OWNS_STATE.test(file))
      .filter((file) =>
        /\?\?=\s*import\(|import\([^)]*\)\.then\(\s*\(?\w+\)?\s*=>\s*\(\w+ =/.test(
          readFileSync(join(REPO_ROOT, file), 'utf8'),
        ),
      )
    expect(caching).toEqual([])
  })

  it('the allowlist names only files that still keep some', () => {
    const stale = Object.keys(ALLOWED).filter(
      (file) =>
        !files.includes(file) ||
        moduleState(readFileSync(join(REPO_ROOT, file), 'utf8')).length === 0,
    )
    expect(stale).toEqual([])
    // nor a file the store or the worker clients cover already
    expect(Object.keys(ALLOWED).filter((file) => OWNS_STATE.test(file))).toEqual([])
  })

  it('finds a let, a Map, a Set and an array; not constants or memos', () => {
    const text = [
      'let count = 0',
      'export let current: string | undefined',
      'const listeners = new Set<() => void>()',
      'const byId = new Map<string, number>()',
      'const pending: (() => void)[] = []',
      'const NAMES: ReadonlySet<string> = new Set(["a"])',
      'const memo = new WeakMap<object, number>()',
      'const EMPTY: readonly string[] = []',
      '  let local = 1',
    ].join('\n')
    expect(moduleState(text).map((hit) => Number(hit.split(':')[0]))).toEqual([1, 2, 3, 4, 5])
  })
})
