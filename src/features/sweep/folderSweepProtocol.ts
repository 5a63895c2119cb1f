import type { FolderCompaction } from '../../view-models/sweep/folderSweep.ts'

/**
 * The folder sweep's call to its worker (`folderSweep.worker.ts`) over the app's one worker RPC
 * (`src/app/workerRpc.ts`): the page sends the folder's files once; the worker reads them one at
 * a time and reports as progress each recorded compaction as it is run through the nine cells (a
 * few numbers per cell), each file as it is done or failed, then its result. Cancelling ends the
 * worker itself.
 */
export type FolderSweepRequest = {
  readonly files: readonly { readonly path: string; readonly file: Blob }[]
}

export type FolderSweepProgress =
  | { readonly type: 'compaction'; readonly row: FolderCompaction }
  | { readonly type: 'file'; readonly done: number; readonly total: number }
  | { readonly type: 'failed'; readonly path: string; readonly message: string }

/** Every file was read (or failed alone; the failures came as progress). */
export type FolderSweepResult = { readonly files: number }
