import { create, type StoreApi } from 'zustand'
import type { FolderFailure, SessionIndexEntry } from '../../../core/index.ts'
import { rememberOpened } from '../lastOpened.ts'
import type { LoadedSession } from '../protocol.ts'
import { useSessionStore } from '../sessionStore.ts'
import { FolderPool, type FolderFile } from './folderPool.ts'
import type { IndexResult } from './indexFile.ts'

/**
 * The open folder: its index entries, the files that failed, and the reading state. The files
 * themselves stay as `File` handles (no content) so a row can open its session.
 */

export type FolderStatus =
  | { readonly kind: 'idle' }
  | {
      readonly kind: 'reading' | 'done' | 'cancelled'
      readonly name: string
      readonly done: number
      readonly total: number
      readonly bytes: number
      readonly totalBytes: number
    }

interface FolderState {
  status: FolderStatus
  entries: readonly SessionIndexEntry[]
  failures: readonly FolderFailure[]
  /** files of the folder that are not rollouts by name (skipped, counted). */
  skipped: number
  openFolder: (name: string, files: readonly FolderFile[], skipped: number) => void
  cancel: () => void
  /** opens a row's file in the single-session view; false when the file is gone. */
  openSession: (path: string) => boolean
}

/** The results are applied at most this often: a folder of 2,000 small files redraws ~20 times. */
const FLUSH_MS = 150

const byPath = (a: SessionIndexEntry, b: SessionIndexEntry) =>
  a.path < b.path ? -1 : a.path > b.path ? 1 : 0

/** At most this many bytes of what the folder's read got are kept for opening rows. */
const KEPT_BYTES = 96 * 1024 * 1024

/** A file as the folder's read got it: its bytes, and its overview when the worker made one. */
interface KeptRead {
  readonly bytes: Uint8Array<ArrayBuffer>
  readonly session: LoadedSession | undefined
}

/**
 * What the folder's read already got, by path, newest last, at most `KEPT_BYTES` in all: opening a
 * row then reads nothing from the disk again (an older file past the budget is read again).
 */
function keptReads() {
  const kept = new Map<string, KeptRead>()
  let keptBytes = 0
  return {
    get: (path: string) => kept.get(path),
    keep(path: string, read: KeptRead): void {
      kept.set(path, read)
      keptBytes += read.bytes.length
      for (const [old, b] of kept) {
        if (keptBytes <= KEPT_BYTES) break
        kept.delete(old)
        keptBytes -= b.bytes.length
      }
    },
    clear(): void {
      kept.clear()
    },
  }
}

/** Results arrive file by file; the store takes them at most every `FLUSH_MS`. */
function resultBatcher(set: StoreApi<FolderState>['setState'], get: () => FolderState) {
  let buffered: IndexResult[] = []
  let bytes = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const flush = () => {
    timer = undefined
    const status = get().status
    if (status.kind === 'idle') return
    const entries = buffered.flatMap((r) => (r.kind === 'entry' ? [r.entry] : []))
    const failures = buffered.flatMap((r) => (r.kind === 'failed' ? [r.failure] : []))
    const done = status.done + buffered.length
    buffered = []
    set({
      status: { ...status, done, bytes },
      // in path order whatever order the workers finish in (a sessions folder is dated)
      ...(entries.length ? { entries: [...get().entries, ...entries].sort(byPath) } : {}),
      ...(failures.length ? { failures: [...get().failures, ...failures] } : {}),
    })
  }
  const later = () => (timer ??= setTimeout(flush, FLUSH_MS))
  return {
    reset(): void {
      buffered = []
      bytes = 0
    },
    progress(read: number): void {
      bytes = read
      later()
    },
    push(result: IndexResult): void {
      buffered.push(result)
      later()
    },
    flushNow(): void {
      if (timer) clearTimeout(timer)
      flush()
    },
  }
}

export const useFolderStore = create<FolderState>()((set, get) => {
  // the live pool of workers and the rows' file handles: in the store's closure, never module
  // state (they are browser objects, not state a screen reads)
  let pool: FolderPool | undefined
  let files = new Map<string, File>()
  const kept = keptReads()
  const results = resultBatcher(set, get)
  const stop = () => {
    pool?.cancel()
    pool = undefined
    results.flushNow()
  }
  return {
    status: { kind: 'idle' },
    entries: [],
    failures: [],
    skipped: 0,
    openFolder: (name, list, skipped) => {
      rememberOpened({ folder: name })
      stop()
      results.reset()
      files = new Map(list.map((f) => [f.path, f.file]))
      kept.clear()
      const totalBytes = list.reduce((sum, f) => sum + f.file.size, 0)
      set({
        status: { kind: 'reading', name, done: 0, total: list.length, bytes: 0, totalBytes },
        entries: [],
        failures: [],
        skipped,
      })
      const current = new FolderPool(list, {
        onProgress: results.progress,
        onResult: (file, result, read) => {
          if (read?.bytes) kept.keep(file.path, { bytes: read.bytes, session: read.session })
          results.push(result)
        },
        onDone: () => {
          if (pool !== current) return
          pool = undefined
          results.flushNow()
          const status = get().status
          if (status.kind === 'reading') set({ status: { ...status, kind: 'done' } })
        },
      })
      pool = current
      current.start()
    },
    cancel: () => {
      if (get().status.kind !== 'reading') return
      stop()
      const status = get().status
      if (status.kind === 'reading') set({ status: { ...status, kind: 'cancelled' } })
    },
    openSession: (path) => {
      const file = files.get(path)
      if (!file) return false
      // the bytes the folder read go to the session's worker: the disk is not read a second time
      const read = kept.get(path)
      useSessionStore.getState().open(file, read?.bytes, read?.session)
      return true
    },
  }
})
