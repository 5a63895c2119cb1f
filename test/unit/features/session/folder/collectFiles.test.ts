import { describe, expect, it } from 'vitest'
import {
  filesFromDrop,
  filesFromHandle,
  filesFromInput,
  type DirectoryHandleLike,
} from '../../../../../src/features/session/folder/collectFiles.ts'

type Tree = { readonly [name: string]: string | Tree }

/** A picked directory as the File System Access API gives it. */
function handleOf(name: string, tree: Tree): DirectoryHandleLike {
  return {
    kind: 'directory',
    name,
    async *values() {
      for (const [child, value] of Object.entries(tree))
        yield typeof value === 'string'
          ? { kind: 'file' as const, name: child, getFile: async () => new File([value], child) }
          : handleOf(child, value)
    },
  }
}

/** A dropped entry as `webkitGetAsEntry` gives it; directories read in batches of two. */
function entryOf(name: string, value: string | Tree): FileSystemEntry {
  if (typeof value === 'string')
    return {
      name,
      isFile: true,
      isDirectory: false,
      file: (resolve: (file: File) => void) => resolve(new File([value], name)),
    } as unknown as FileSystemEntry
  const children = Object.entries(value).map(([n, v]) => entryOf(n, v))
  return {
    name,
    isFile: false,
    isDirectory: true,
    createReader: () => {
      let at = 0
      return {
        readEntries: (resolve: (batch: FileSystemEntry[]) => void) => {
          resolve(children.slice(at, at + 2))
          at += 2
        },
      }
    },
  } as unknown as FileSystemEntry
}

const TREE: Tree = {
  '2026': { '03': { '02': { 'rollout-b.jsonl': 'b', 'rollout-a.jsonl.zst': 'a' } } },
  'notes.txt': 'n',
  '2025': { '12': { 'rollout-z.jsonl': 'z' } },
}
const EXPECTED = [
  '2025/12/rollout-z.jsonl',
  '2026/03/02/rollout-a.jsonl.zst',
  '2026/03/02/rollout-b.jsonl',
]

describe('the folder from each way in', () => {
  it('walks a picked directory', async () => {
    const folder = await filesFromHandle(handleOf('sessions', TREE))
    expect(folder.name).toBe('sessions')
    expect(folder.files.map((f) => f.path)).toEqual(EXPECTED)
    expect(folder.skipped).toBe(1)
    expect(await folder.files[0]!.file.text()).toBe('z')
  })

  it('walks a dropped folder, reading every batch of its entries', async () => {
    const data = {
      items: [{ webkitGetAsEntry: () => entryOf('sessions', TREE) }],
      files: [],
    } as unknown as DataTransfer
    const folder = await filesFromDrop(data)
    expect(folder.name).toBe('sessions')
    expect(folder.files.map((f) => f.path)).toEqual(EXPECTED)
    expect(folder.skipped).toBe(1)
  })

  it('takes an input folder relative to the folder picked', () => {
    const file = (path: string) => {
      const f = new File(['x'], path.split('/').pop()!)
      Object.defineProperty(f, 'webkitRelativePath', { value: path })
      return f
    }
    const folder = filesFromInput([
      file('sessions/2026/b.jsonl'),
      file('sessions/a.jsonl'),
      file('sessions/x.png'),
      file('sessions/2026/a.jsonl.zst'),
      file('sessions/.DS_Store'),
    ])
    expect(folder.name).toBe('sessions')
    // rollouts by name (plain or zstd) in path order, the rest counted
    expect(folder.files.map((f) => f.path)).toEqual(['2026/a.jsonl.zst', '2026/b.jsonl', 'a.jsonl'])
    expect(folder.skipped).toBe(2)
  })
})
