import type { LoadedSession } from '../protocol.ts'
import type { IndexResult } from './indexFile.ts'

/**
 * Calls from the folder's pool to each of its workers over `src/app/workerRpc.ts`: one file per
 * call, its progress the bytes read so far.
 */

export interface FolderRequest {
  readonly file: Blob
  readonly path: string
}

export interface FolderAnswer {
  readonly result: IndexResult
  /** the file's bytes as this read got them (small files only), so opening it reads nothing. */
  readonly bytes?: Uint8Array<ArrayBuffer>
  /** with the bytes: the session's overview as the session view shows it, shown on opening at once. */
  readonly session?: LoadedSession
}
