/**
 * The public sample rollouts beside the repository (`../shared/data/rollouts`), never committed
 * here. A test that reads one skips where the samples are not on the machine.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const ROLLOUTS = resolve(__dirname, '../../../shared/data/rollouts')

const SAMPLES = {
  /** a 0.58.0 session with one user turn and no compaction. */
  v058: 'acidicsoil-rollout-2025-11-17T15-30-28-019a93b9-0.58.0-nocompaction.jsonl',
  /** small shapes of 0.146–0.149, compactions among them. */
  catalog: 'agent-sessions-codex-small-shape-catalog-0.146-0.149.jsonl',
} as const
export type SampleRollout = keyof typeof SAMPLES

/** Where a sample is (it may be missing: check before reading it). */
export const samplePath = (sample: SampleRollout) => resolve(ROLLOUTS, SAMPLES[sample])

/** A sample's text, or undefined where it is missing. */
export function sampleText(sample: SampleRollout): string | undefined {
  try {
    return readFileSync(samplePath(sample), 'utf8')
  } catch {
    return undefined
  }
}
