import {
  folderFailureOf,
  sessionIndexEntry,
  summarizeSession,
  type FolderFailure,
  type SessionIndexEntry,
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

export async function indexRolloutFile(
  source: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>,
  path: string,
  bytes: number,
  options: Omit<StreamOptions, 'size'> = {},
): Promise<IndexResult> {
  try {
    const log = await readRolloutStream(source, { ...options, size: bytes })
    const failure = folderFailureOf(path, bytes, log)
    if (failure) return { kind: 'failed', failure }
    return { kind: 'entry', entry: sessionIndexEntry(path, bytes, log, summarizeSession(log)) }
  } catch (error) {
    // a read that throws (a broken zstd frame, an unreadable file) fails this file alone
    return { kind: 'failed', failure: { path, bytes, message: (error as Error).message } }
  }
}
