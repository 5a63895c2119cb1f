import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sessionText } from '../../../scripts/syntheticRollout.ts'
import { rolloutCli } from '../../helpers/cliRun.ts'

const dir = mkdtempSync(join(tmpdir(), 'rollout-hostile-'))
// the CLI's main in-process (test/helpers/cliRun.ts)
const run = rolloutCli
const at = '2026-01-01T00:00:00.000Z'

describe('npm run rollout on crafted lines', async () => {
  it('a file of one line typed toString is a session with that line skipped', async () => {
    const file = join(dir, 'to-string.jsonl')
    const line = JSON.stringify({ timestamp: at, type: 'toString', payload: { type: 'toString' } })
    writeFileSync(file, `${line}\n`)
    const result = await run(file)
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('skipped unknown types: toString ×1')
  })

  it('lines nested 6,000 deep are listed as refused, the rest read, exit 0', async () => {
    const file = join(dir, 'deep.jsonl')
    const session = sessionText({ turns: 2 }).trimEnd().split('\n')
    const deep = `{"timestamp":"${at}","type":"inter_agent_communication","payload":{"x":${'{"a":'.repeat(6_000)}1${'}'.repeat(6_000)}}}`
    writeFileSync(file, [session[0], deep, ...session.slice(1), deep, ''].join('\n'))
    const result = await run(file)
    expect(result.status).toBe(0)
    const refused = result.stderr.trimEnd().split('\n')
    expect(refused).toEqual([
      `${file}:2: nested deeper than 128 levels (the nesting limit)`,
      `${file}:${session.length + 2}: nested deeper than 128 levels (the nesting limit)`,
    ])
    expect(result.stdout).toContain('2 turns')
  })
})
