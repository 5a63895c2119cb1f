/**
 * The reading limits, timed: what the unit tests once asserted with a clock now prints here as a
 * time against its budget (the tests keep what is deterministic: where a reader stops, how many
 * progress reports a chunk gives, which error a scenario gets).
 *
 * - the 41 MB scenario (50,000 messages × 256 empty parts) is refused within 5 s;
 * - a 3 GB zstd bomb of blank lines stops at the blank-line limit within 5 s, in the app's reader
 *   and (spawned, as a user runs it) in `npm run rollout` within 30 s;
 * - an endless line in one compressed chunk reports progress at least every 250 ms.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseScenario } from '../../src/core/index.ts'
import { readRolloutStream } from '../../src/features/session/rolloutStream.ts'
import { emptyPartsScenarioText } from '../../test/helpers/bigScenarios.ts'
import { zstdFrame } from '../../test/helpers/zstdBomb.ts'
import { sessionText } from '../syntheticRollout.ts'

const GB = 1024 ** 3

async function* once(bytes: Uint8Array) {
  yield bytes
}

function line(name: string, ms: number, budget: number): { line: string; ok: boolean } {
  const ok = ms <= budget
  return { line: `${ok ? 'PASS' : 'FAIL'} ${name}: ${Math.round(ms)} ms (budget ≤ ${budget})`, ok }
}

async function timed(work: () => unknown): Promise<number> {
  const start = performance.now()
  await work()
  return performance.now() - start
}

/** Runs the limit benches; returns their lines and whether every budget held. */
export async function benchLimits(): Promise<{ lines: string[]; ok: boolean }> {
  const session = sessionText({ turns: 3 })
  const text = emptyPartsScenarioText()
  const blank = zstdFrame({ prefix: session, byte: '\n', repeat: 3 * GB })
  const endless = zstdFrame({ prefix: session, byte: 'x', repeat: 3 * GB })
  const results = [
    line('41 MB scenario refused', await timed(() => parseScenario(JSON.parse(text))), 5_000),
    line(
      '3 GB blank-line bomb, app reader',
      await timed(() => readRolloutStream(once(blank))),
      5_000,
    ),
  ]
  const dir = mkdtempSync(join(tmpdir(), 'bench-limits-'))
  try {
    const file = join(dir, 'blank-bomb.jsonl.zst')
    writeFileSync(file, blank)
    const cli = await timed(() =>
      spawnSync('node', ['--import', 'tsx', 'scripts/rollout.ts', file], { timeout: 120_000 }),
    )
    results.push(line('3 GB blank-line bomb, npm run rollout', cli, 30_000))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  let last = performance.now()
  let gap = 0
  await readRolloutStream(once(endless), {
    onProgress: () => {
      const now = performance.now()
      gap = Math.max(gap, now - last)
      last = now
    },
  })
  gap = Math.max(gap, performance.now() - last)
  results.push(line('longest gap between progress reports', gap, 250))
  return { lines: results.map((r) => r.line), ok: results.every((r) => r.ok) }
}
