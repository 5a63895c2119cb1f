/**
 * Rollouts for the tests that need a whole session: generated ones, always (`legacySession`,
 * `redactedSession`: the shapes two public sample files once gave), and the public samples
 * themselves as an optional extra run where `../shared/data/rollouts` happens to sit beside the
 * repository (never committed; a clone does not have it, and those runs skip, saying why).
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { sessionText } from '../../scripts/syntheticRollout.ts'
import { era058, redacted } from './rolloutEras.ts'

const ROLLOUTS = resolve(__dirname, '../../../shared/data/rollouts')

const SAMPLES = {
  /** a 0.58.0 session with one user turn and no compaction. */
  v058: 'acidicsoil-rollout-2025-11-17T15-30-28-019a93b9-0.58.0-nocompaction.jsonl',
  /** small shapes of 0.146–0.149, compactions among them. */
  catalog: 'agent-sessions-codex-small-shape-catalog-0.146-0.149.jsonl',
} as const
export type SampleRollout = keyof typeof SAMPLES

/** Why a run on a public sample is skipped where the samples are not on the machine. */
export const NO_SAMPLE =
  'optional: the public sample rollouts are not beside the repository (../shared/data/rollouts); ' +
  'the same checks run on a generated session above'

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

/** What a generated session is, for the tests to check against. */
export interface GeneratedSession {
  readonly text: string
  readonly version: string
  readonly lines: number
  /** sampling requests (each written with its own turn context, usage written twice). */
  readonly requests: number
}

/** One long 0.58.0 user turn: a turn context per request, a ghost snapshot, no compaction. */
export function legacySession(): GeneratedSession {
  const requests = 40
  const { text } = era058(requests)
  return { text, version: '0.58.0', lines: text.split('\n').length - 1, requests }
}

/** A newest-era session of five remote compactions, its context texts replaced by digests. */
export function redactedSession(): GeneratedSession & { readonly compactions: number } {
  const sha256 = (t: string) => createHash('sha256').update(t).digest('hex')
  const plain = sessionText({ turns: 12, compactEvery: 2, compaction: 'remote' })
  const { text } = redacted({ text: plain, compactions: [] }, sha256)
  const lines = text.split('\n').length - 1
  return { text, version: '0.104.0', lines, requests: 0, compactions: 5 }
}

/** A generated session written to a temporary file (for the browser's file chooser). */
export function sessionFile(name: string, session: GeneratedSession): string {
  const file = join(mkdtempSync(join(tmpdir(), 'rollout-fixture-')), name)
  writeFileSync(file, session.text)
  return file
}
