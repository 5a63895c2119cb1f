import {
  folderFailureOf,
  sessionIndexEntry,
  summarizeSession,
  type FolderFailure,
  type RolloutLog,
  type SessionIndexEntry,
  type SessionSummary,
} from '../../../core/index.ts'
import { readRolloutStream, type StreamOptions } from '../rolloutStream.ts'

/**
 * One file of a folder read, summarized and reduced to its index entry. The folder's workers and
 * `npm run bench` run this same function; the log is dropped when it returns, so a folder costs
 * its entries, not its files.
 */

export type IndexResult =
  | { readonly kind: 'entry'; readonly entry: SessionIndexEntry }
  | { readonly kind: 'failed'; readonly failure: FolderFailure }

export interface IndexOptions extends Omit<StreamOptions, 'size'> {
  /** hears the log and its summary of a file that made an entry, before the log is dropped. */
  readonly onSummary?: (log: RolloutLog, summary: SessionSummary) => void
}

export async function indexRolloutFile(
  source: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>,
  path: string,
  bytes: number,
  options: IndexOptions = {},
): Promise<IndexResult> {
  try {
    const { onSummary, ...stream } = options
    const log = await readRolloutStream(source, { ...stream, size: bytes })
    const failure = folderFailureOf(path, bytes, log)
    if (failure) return { kind: 'failed', failure }
    const summary = summarizeSession(log)
    onSummary?.(log, summary)
    return { kind: 'entry', entry: sessionIndexEntry(path, bytes, log, summary) }
  } catch (error) {
    // a read that throws (a broken zstd frame, an unreadable file) fails this file alone
    return { kind: 'failed', failure: { path, bytes, message: (error as Error).message } }
  }
}
