/**
 * The app's workers as a test reaches them: through their message handler (`serveSession`,
 * `serveFolder`), run in-process by `startWorker` and asked through `rpcClient`, as the page asks
 * where there is no Worker. A test then checks the public handler, not the engine behind it.
 */
import { rpcClient } from '../../src/app/workerRpc.ts'
import { serveSession } from '../../src/features/session/engine.ts'
import { serveFolder } from '../../src/features/session/folder/folderEngine.ts'
import type { FolderAnswer, FolderRequest } from '../../src/features/session/folder/protocol.ts'
import type {
  SessionAnswer,
  SessionAnswers,
  SessionProgress,
  SessionRequest,
} from '../../src/features/session/protocol.ts'
import { startWorker, type WorkerScope } from '../../src/features/session/startWorker.ts'

type Serve = (scope: WorkerScope) => (event: MessageEvent) => unknown

/** One in-process worker: each call's answer, or its error thrown with the worker's message. */
function inProcess<Request, Progress, Result>(serve: Serve) {
  const noWorker = () => {
    throw new Error('a test runs the worker in-process')
  }
  const client = rpcClient<Request, Progress, Result>(startWorker(noWorker, serve))
  return async (request: Request, progress?: (value: Progress) => void): Promise<Result> => {
    const outcome = await client.call(request, progress ? { progress } : undefined).result
    if (!outcome.ok) throw new Error(outcome.error)
    return outcome.value
  }
}

/** A session worker: `handle` answers a request with the view its type names. */
export function sessionWorker() {
  const call = inProcess<SessionRequest, SessionProgress, SessionAnswer>(serveSession)
  return {
    handle: <R extends SessionRequest>(request: R, progress?: (p: SessionProgress) => void) =>
      call(request, progress) as Promise<SessionAnswers[R['type']]>,
  }
}

/** A folder pool's worker's read of one file, with its progress in bytes. */
export function readFolderFile(
  request: FolderRequest,
  progress?: (bytes: number) => void,
): Promise<FolderAnswer> {
  return inProcess<FolderRequest, number, FolderAnswer>(serveFolder)(request, progress)
}
