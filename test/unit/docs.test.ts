/**
 * The READMEs are a maintainer's way in, so they must stay true: every screen folder is listed in
 * src/features/README.md, and every file a README names in backticks exists (beside the README, at
 * that path from the repository or src/, anywhere in the tree by its bare name, or in the shared
 * folder beside the repository for `shared/…`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
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

const files = walk(REPO_ROOT)
const baseNames = new Set(files.map((file) => file.split('/').pop()))
const readmes = files.filter((file) => file.endsWith('README.md'))

/** Whether a name written in `readme` points at a file that exists. */
function nameExists(readme: string, name: string, tree: readonly string[]): boolean {
  if (name.startsWith('shared/')) return existsSync(join(REPO_ROOT, '..', name))
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

  it('catch a file that does not exist', () => {
    expect(nameExists('src/app/README.md', 'urlSync.ts', files)).toBe(false)
    expect(nameExists('src/app/README.md', 'gridQuery.ts', files)).toBe(true)
  })
})
