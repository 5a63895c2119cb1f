import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  expectedUnknown,
  namedTypesRollout,
  namedTypesScenario,
  TYPE_NAMES,
} from '../../helpers/hostileNames.ts'
import { compactCli, rolloutCli } from '../../helpers/cliRun.ts'

const dir = mkdtempSync(join(tmpdir(), 'hostile-names-'))
// the CLIs' main in-process (test/helpers/cliRun.ts)
const run = (script: 'rollout' | 'compact', ...args: string[]) =>
  (script === 'rollout' ? rolloutCli : compactCli)(...args)

interface PrintedCell {
  readonly trace: readonly { readonly ops: readonly { op: string; fragmentTypes?: unknown }[] }[]
}

describe('both CLIs with types named after Object.prototype members', async () => {
  it('npm run compact -- --all recognizes one message per type in every cell', async () => {
    const file = join(dir, 'named.json')
    writeFileSync(file, JSON.stringify(namedTypesScenario()))
    const result = await run('compact', file, '--all')
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    const cells = JSON.parse(result.stdout) as PrintedCell[]
    expect(cells).toHaveLength(9)
    for (const cell of cells) {
      const load = cell.trace.flatMap((s) => s.ops).find((op) => op.op === 'load')
      const counts = new Map<string, number>()
      for (const type of (load?.fragmentTypes ?? []) as (string | null)[])
        if (type !== null) counts.set(type, (counts.get(type) ?? 0) + 1)
      expect(counts).toEqual(new Map(TYPE_NAMES.map((name) => [name, 1])))
    }
  })

  it('npm run rollout counts each skipped line, item and event type once', async () => {
    const file = join(dir, 'named.jsonl')
    writeFileSync(file, namedTypesRollout())
    const json = await run('rollout', file, '--json')
    expect(json.status).toBe(0)
    const stats = (JSON.parse(json.stdout) as { stats: { unknown: Record<string, number> } }).stats
    expect(new Map(Object.entries(stats.unknown))).toEqual(expectedUnknown())
    const text = await run('rollout', file)
    expect(text.status).toBe(0)
    for (const [name, count] of expectedUnknown())
      expect(text.stdout).toContain(`${name} ×${count}`)
  })
})
