import { main as compactMain } from '../../scripts/compact.ts'
import { main as rolloutMain } from '../../scripts/rollout.ts'

/** What a CLI run gave: as `spawnSync` names it, so tests read the same either way. */
export interface CliRun {
  readonly status: number
  readonly stdout: string
  readonly stderr: string
}

/**
 * Runs a CLI's `main` in this process with its output captured: the same code path as the command
 * minus the process (about 1 s of CPU per run to start Node and tsx). Tests about the process
 * itself (exit code wiring, a heap cap, a closed pipe) still spawn it.
 */
async function inProcess(
  main: (argv: string[]) => number | Promise<number>,
  argv: string[],
): Promise<CliRun> {
  const out: string[] = []
  const err: string[] = []
  const { stdout, stderr } = process
  const writeOut = stdout.write
  const writeErr = stderr.write
  const capture = (into: string[]) =>
    ((chunk: string | Uint8Array) => (
      into.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')),
      true
    )) as typeof stdout.write
  stdout.write = capture(out)
  stderr.write = capture(err)
  try {
    const status = await main(argv)
    return { status, stdout: out.join(''), stderr: err.join('') }
  } finally {
    stdout.write = writeOut
    stderr.write = writeErr
  }
}

/** `npm run compact -- …args`, in-process. */
export const compactCli = (...args: string[]): Promise<CliRun> => inProcess(compactMain, args)

/** `npm run rollout -- …args`, in-process. */
export const rolloutCli = (...args: string[]): Promise<CliRun> => inProcess(rolloutMain, args)
