import type { FolderCompaction } from '../../view-models/sweep/folderSweep.ts'

/**
 * The messages between the folder sweep and its worker (`folderSweep.worker.ts`): the page sends
 * the folder's files once; the worker reads them one at a time and answers each recorded
 * compaction as it is run through the nine cells (a few numbers per cell), each file as it is
 * done or failed, then `done`. Cancelling ends the worker.
 */
export type FolderSweepRequest = {
  readonly files: readonly { readonly path: string; readonly file: Blob }[]
}

export type FolderSweepAnswer =
  | { readonly type: 'compaction'; readonly row: FolderCompaction }
  | { readonly type: 'file'; readonly done: number; readonly total: number }
  | { readonly type: 'failed'; readonly path: string; readonly message: string }
  | { readonly type: 'done' }
