/**
 * "One step further", run from the scenario files through `npm run compact`: a remote failure on
 * a full window does not fall back to local; a model-switch pre-turn compaction calls remote once
 * more. The lessons play the same files.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseScenario, runScenarioCell } from '../../../../src/core/index.ts'
import { lessonResult } from '../../../../src/features/lessons/content/scenarios.ts'
import { cells } from '../../../../src/features/lessons/content/stage.ts'
import { compactCli } from '../../../helpers/cliRun.ts'

/** The CLI's output as JSON (its main, in-process); a failed run throws with its stderr. */
async function compact(file: string, ...flags: string[]) {
  const result = await compactCli(file, ...flags)
  if (result.status !== 0) throw new Error(result.stderr)
  return JSON.parse(result.stdout)
}

const rules = (result: { trace: { rule: string }[] }) => result.trace.map((step) => step.rule)

describe('one step further, through npm run compact', () => {
  it('a remote timeout on a full window fails without a local fallback', async () => {
    const out = await compact('public/scenarios/remote-failure-full-window.json')
    expect(out.cell).toEqual({ phase: 'pre_turn', implementation: 'remote' })
    expect(out.outcome).toBe('failed')
    // v2 sends a timeout again twice over the WebSocket, falls back to HTTPS and sends it three
    // more times, each resent 4 more times by the HTTP client (responses_retry.rs:85-126)
    expect(out.serverCalls).toBe(3 + 3 * (1 + 4))
    expect(out.modelCalls).toBe(0)
    expect(out.cut).toEqual([])
    expect(rules(out)).toContain('remote_error')
    expect(rules(out)).not.toContain('local_stream')
    // the model-fallback step says why no retry happened
    const fallback = out.trace.find((s: { rule: string }) => s.rule === 'model_fallback')
    expect(fallback.params).toMatchObject({ retried: false, fallbackAvailable: false })
  })

  it('every remote cell of that file fails, and no cell falls back to local', async () => {
    const all = await compact('public/scenarios/remote-failure-full-window.json', '--all')
    const remote = all.filter(
      (r: { cell: { implementation: string } }) => r.cell.implementation === 'remote',
    )
    expect(remote).toHaveLength(3)
    for (const result of remote) {
      expect(result.outcome).toBe('failed')
      expect(result.modelCalls).toBe(0)
    }
  })

  it('a model switch’s previous-model compaction retries remote once and completes', async () => {
    const out = await compact('public/scenarios/model-switch-fallback.json')
    expect(out.outcome).toBe('completed')
    expect(out.serverCalls).toBe(2)
    expect(out.modelCalls).toBe(0)
    const fallback = out.trace.find((s: { rule: string }) => s.rule === 'model_fallback')
    expect(fallback.params).toMatchObject({ retried: true, outcome: 'succeeded' })
    expect(rules(out).indexOf('previous_model_check')).toBeLessThan(
      rules(out).indexOf('model_fallback'),
    )
  })

  it('the same switch with a timeout is not retried with the current model', () => {
    const raw = JSON.parse(readFileSync('public/scenarios/model-switch-fallback.json', 'utf8'))
    const parsed = parseScenario({ ...raw, faults: { remote: 'timeout' } })
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
    const result = runScenarioCell(parsed.value)
    expect(result.outcome).toBe('failed')
    // 3 WebSocket + 3 HTTPS attempts of 1 + 4 requests, all with the previous model
    expect(result.serverCalls).toBe(3 + 3 * (1 + 4))
    const fallback = result.trace.find((s) => s.rule === 'model_fallback')
    expect(fallback?.params).toMatchObject({ retried: false })
  })

  it('the lessons play the same files', async () => {
    const out = await compact('public/scenarios/model-switch-fallback.json')
    const lesson = lessonResult('modelSwitch', cells.preRemote)
    expect(lesson.items.map((i) => `${i.id}:${i.status}`)).toEqual(
      out.items.map((i: { id: string; status: string }) => `${i.id}:${i.status}`),
    )
    expect(lessonResult('remoteTimeout', cells.preRemote).outcome).toBe('failed')
  })
})
