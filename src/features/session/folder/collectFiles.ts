import type { FolderFile } from './folderPool.ts'

/**
 * The files of a folder the reader opened, from any of the three ways in: the directory picker
 * (`showDirectoryPicker`), an `<input webkitdirectory>`, or a dropped folder. Only rollout files
 * by name are read; the others are counted. At most `MAX_FOLDER_FILES` are taken, so a home
 * folder dropped by mistake cannot queue a million reads.
 */

export const ROLLOUT_FILE = /\.(jsonl|jsonl\.zst|zst|json)$/i
export const MAX_FOLDER_FILES = 20_000

export interface CollectedFolder {
  readonly name: string
  readonly files: FolderFile[]
  readonly skipped: number
}

/** Rollouts by name, in path order (a sessions folder is dated: oldest first), and the rest counted. */
function partitionFiles(name: string, all: readonly FolderFile[]): CollectedFolder {
  const files = all.filter((f) => ROLLOUT_FILE.test(f.path))
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  const taken = files.slice(0, MAX_FOLDER_FILES)
  return { name, files: taken, skipped: all.length - taken.length }
}

/** An `<input webkitdirectory>`'s files: their relative path starts with the folder's name. */
export function filesFromInput(list: FileList | readonly File[]): CollectedFolder {
  const all = Array.from(list, (file) => ({ path: file.webkitRelativePath || file.name, file }))
  const name = all[0]?.path.split('/')[0] ?? ''
  return partitionFiles(
    name,
    all.map((f) => ({
      ...f,
      path: f.path.startsWith(`${name}/`) ? f.path.slice(name.length + 1) : f.path,
    })),
  )
}

/** The subset of the File System Access API the picker gives (typed here: lib.dom lacks it). */
export interface DirectoryHandleLike {
  readonly kind: 'directory'
  readonly name: string
  values(): AsyncIterable<DirectoryHandleLike | FileHandleLike>
}
interface FileHandleLike {
  readonly kind: 'file'
  readonly name: string
  getFile(): Promise<File>
}

/** Walks a picked directory, depth first. */
export async function filesFromHandle(root: DirectoryHandleLike): Promise<CollectedFolder> {
  const all: FolderFile[] = []
  const walk = async (dir: DirectoryHandleLike, prefix: string) => {
    for await (const entry of dir.values()) {
      if (all.length > MAX_FOLDER_FILES * 2) return
      if (entry.kind === 'directory') await walk(entry, `${prefix}${entry.name}/`)
      else if (ROLLOUT_FILE.test(entry.name))
        all.push({ path: `${prefix}${entry.name}`, file: await entry.getFile() })
      else all.push({ path: `${prefix}${entry.name}`, file: new File([], entry.name) })
    }
  }
  await walk(root, '')
  return partitionFiles(root.name, all)
}

const entryFile = (entry: FileSystemFileEntry) =>
  new Promise<File>((resolve, reject) => entry.file(resolve, reject))

async function entriesOf(dir: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = dir.createReader()
  const out: FileSystemEntry[] = []
  // readEntries gives a batch at a time (100 in Chromium) until an empty one
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    )
    if (batch.length === 0) return out
    out.push(...batch)
  }
}

/** A drop: its folders walked (`webkitGetAsEntry`), its loose files taken as they are. */
export async function filesFromDrop(data: DataTransfer): Promise<CollectedFolder> {
  const roots = Array.from(data.items, (item) => item.webkitGetAsEntry?.() ?? null)
  const all: FolderFile[] = []
  const walk = async (entry: FileSystemEntry, prefix: string): Promise<void> => {
    if (all.length > MAX_FOLDER_FILES * 2) return
    if (entry.isDirectory)
      for (const child of await entriesOf(entry as FileSystemDirectoryEntry))
        await walk(child, `${prefix}${entry.name}/`)
    else
      all.push({
        path: `${prefix}${entry.name}`,
        file: await entryFile(entry as FileSystemFileEntry),
      })
  }
  const folders = roots.filter((r): r is FileSystemEntry => r !== null)
  if (folders.length === 0)
    return partitionFiles(
      '',
      Array.from(data.files, (file) => ({ path: file.name, file })),
    )
  for (const root of folders)
    if (root.isDirectory)
      for (const child of await entriesOf(root as FileSystemDirectoryEntry)) await walk(child, '')
    else await walk(root, '')
  return partitionFiles(folders.length === 1 ? folders[0]!.name : '', all)
}
