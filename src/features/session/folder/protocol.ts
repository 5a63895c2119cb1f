import type { IndexResult } from './indexFile.ts'

/** Messages between the folder's pool and each of its workers: one file at a time. */

export type FolderRequest = {
  readonly type: 'index'
  readonly id: number
  readonly file: Blob
  readonly path: string
}

export type FolderResponse =
  | { readonly type: 'progress'; readonly id: number; readonly bytes: number }
  | {
      readonly type: 'indexed'
      readonly id: number
      readonly result: IndexResult
      /** the file's bytes as this read got them (small files only), so opening it reads nothing. */
      readonly bytes?: Uint8Array<ArrayBuffer>
    }
