import { handleFolderRequest } from './folderEngine.ts'
import type { IndexResult } from './indexFile.ts'
import type { FolderRequest, FolderResponse } from './protocol.ts'
import { startWorker, type WorkerLike } from '../startWorker.ts'

/**
 * A few workers that read a folder's files, one file each at a time, the next file going to
 * whichever worker is free. A file that fails is a result like any other: the pool goes on.
 */

export interface FolderFile {
  /** the path inside the folder, for the table and the messages. */
  readonly path: string
  readonly file: File
}

export interface PoolListener {
  /** bytes read so far across all files (finished ones count whole). */
  readonly onProgress: (bytes: number) => void
  /** `bytes`: the file as read, when the worker kept it (small files). */
  readonly onResult: (
    file: FolderFile,
    result: IndexResult,
    bytes?: Uint8Array<ArrayBuffer>,
  ) => void
  readonly onDone: () => void
}

type FolderWorker = WorkerLike<FolderRequest, FolderResponse>

/** A pool worker: `folder.worker.ts`, or its code in-process where there is no Worker. */
const createWorker = (): FolderWorker =>
  startWorker(
    () => new Worker(new URL('./folder.worker.ts', import.meta.url), { type: 'module' }),
    (reply) => (request) => void handleFolderRequest(request, reply),
  )

/** Two workers on a two-core machine; never more than four, never more than the files. */
export function poolSize(files: number, cores = globalThis.navigator?.hardwareConcurrency ?? 2) {
  return Math.max(1, Math.min(files, 4, cores))
}

export class FolderPool {
  private readonly workers: FolderWorker[] = []
  private readonly inFlight = new Map<number, { file: FolderFile; bytes: number }>()
  private next = 0
  private finishedBytes = 0
  private stopped = false
  private readonly files: readonly FolderFile[]
  private readonly listener: PoolListener

  constructor(files: readonly FolderFile[], listener: PoolListener) {
    this.files = files
    this.listener = listener
  }

  start(size = poolSize(this.files.length)): void {
    if (this.files.length === 0) return this.listener.onDone()
    for (let i = 0; i < size; i++) {
      const worker = createWorker()
      worker.onmessage = (event) => this.receive(worker, event.data)
      this.workers.push(worker)
      this.feed(worker)
    }
  }

  /** Stops every worker at once, whatever it is reading; results already given stay. */
  cancel(): void {
    this.stopped = true
    for (const worker of this.workers) worker.terminate()
    this.workers.length = 0
    this.inFlight.clear()
  }

  private feed(worker: FolderWorker): void {
    const id = this.next
    const file = this.files[id]
    if (!file) return
    this.next += 1
    this.inFlight.set(id, { file, bytes: 0 })
    worker.postMessage({ type: 'index', id, file: file.file, path: file.path })
  }

  private receive(worker: FolderWorker, response: FolderResponse): void {
    if (this.stopped) return
    const job = this.inFlight.get(response.id)
    if (!job) return
    if (response.type === 'progress') {
      job.bytes = response.bytes
      return this.listener.onProgress(this.bytesRead())
    }
    this.inFlight.delete(response.id)
    this.finishedBytes += job.file.file.size
    this.listener.onResult(
      job.file,
      response.result,
      response.type === 'indexed' ? response.bytes : undefined,
    )
    this.listener.onProgress(this.bytesRead())
    this.feed(worker)
    if (this.inFlight.size === 0 && this.next >= this.files.length) {
      this.cancel()
      this.listener.onDone()
    }
  }

  private bytesRead(): number {
    let bytes = this.finishedBytes
    for (const job of this.inFlight.values()) bytes += job.bytes
    return bytes
  }
}
