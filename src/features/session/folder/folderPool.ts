import { rpcClient, type RpcClient } from '../../../app/workerRpc.ts'
import { startWorker } from '../startWorker.ts'
import { serveFolder } from './folderEngine.ts'
import type { IndexResult } from './indexFile.ts'
import type { FolderAnswer, FolderRequest } from './protocol.ts'

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
  /** `read`: the file's bytes and overview, when the worker kept them (small files). */
  readonly onResult: (file: FolderFile, result: IndexResult, read?: FolderAnswer) => void
  readonly onDone: () => void
}

type FolderClient = RpcClient<FolderRequest, number, FolderAnswer>

/** A pool worker: `folder.worker.ts`, or its code in-process where there is no Worker. */
const createClient = (): FolderClient =>
  rpcClient(
    startWorker(
      () => new Worker(new URL('./folder.worker.ts', import.meta.url), { type: 'module' }),
      serveFolder,
    ),
  )

/** Two workers on a two-core machine; never more than four, never more than the files. */
function poolSize(files: number, cores = globalThis.navigator?.hardwareConcurrency ?? 2) {
  return Math.max(1, Math.min(files, 4, cores))
}

/** A file whose worker failed (it crashed or could not start) is listed with the reason. */
const failedRead = (file: FolderFile, error: string): IndexResult => ({
  kind: 'failed',
  failure: { path: file.path, bytes: file.file.size, message: error },
})

export class FolderPool {
  private readonly clients: FolderClient[] = []
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
      const client = createClient()
      this.clients.push(client)
      this.feed(client)
    }
  }

  /** Stops every worker at once, whatever it is reading; results already given stay. */
  cancel(): void {
    this.stopped = true
    for (const client of this.clients) client.close()
    this.clients.length = 0
    this.inFlight.clear()
  }

  private feed(client: FolderClient): void {
    const id = this.next
    const file = this.files[id]
    if (!file) return
    this.next += 1
    const job = { file, bytes: 0 }
    this.inFlight.set(id, job)
    client.call(
      { file: file.file, path: file.path },
      {
        progress: (bytes) => {
          if (this.stopped) return
          job.bytes = bytes
          this.listener.onProgress(this.bytesRead())
        },
        settled: (outcome) => {
          if (this.stopped || !this.inFlight.delete(id)) return
          this.finishedBytes += file.file.size
          if (outcome.ok) this.listener.onResult(file, outcome.value.result, outcome.value)
          else this.listener.onResult(file, failedRead(file, outcome.error))
          this.listener.onProgress(this.bytesRead())
          // a worker that failed may be dead: the next file goes to a new one
          this.feed(outcome.ok ? client : this.replace(client))
          if (this.inFlight.size === 0 && this.next >= this.files.length) {
            this.cancel()
            this.listener.onDone()
          }
        },
      },
    )
  }

  private replace(client: FolderClient): FolderClient {
    client.close()
    const fresh = createClient()
    this.clients[this.clients.indexOf(client)] = fresh
    return fresh
  }

  private bytesRead(): number {
    let bytes = this.finishedBytes
    for (const job of this.inFlight.values()) bytes += job.bytes
    return bytes
  }
}
