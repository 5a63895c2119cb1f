import { describe, expect, it } from 'vitest'
import {
  ALL_CELLS,
  parseScenario,
  runAllCells,
  type ScenarioFile,
} from '../../../src/core/index.ts'
import lesson from '../../../public/scenarios/lesson-mixed-history.json'
import { userTextKept, userTextOf } from '../../../src/view-models/userText.ts'
import { LONG_ASK, lessonWithLongRequest } from '../../helpers/longRequest.ts'

function scenarioOf(raw: unknown): ScenarioFile {
  const parsed = parseScenario(raw)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors.slice(0, 3)))
  return parsed.value
}

const LONG = lessonWithLongRequest()
const ASK1 = lesson.history.find((item) => item.id === 'ask1')!.text!

const sharesOf = (scenario: ScenarioFile) =>
  new Map(
    runAllCells(scenario).map((result, i) => [
      `${ALL_CELLS[i]!.phase}/${ALL_CELLS[i]!.implementation}`,
      userTextKept(result),
    ]),
  )

describe('the user text a new history keeps', () => {
  it('reads the real user messages of the input only (not AGENTS.md, environment, aborts)', () => {
    const [result] = runAllCells(scenarioOf(lesson))
    expect([...userTextOf(result!).keys()]).toEqual(['ask1', 'ask2'])
  })

  it('is all of it where every user message is kept, none of it in an empty window', () => {
    const shares = sharesOf(scenarioOf(lesson))
    for (const [cell, share] of shares) expect(share).toBe(cell.endsWith('empty_window') ? 0 : 1)
  })

  it('counts what a truncated message keeps of its own words, not the cut’s marker', () => {
    const local = runAllCells(LONG).find((r) => r.cell.implementation === 'local')!
    const kept = local.items.find((item) => item.id === 'ask2')!
    expect(kept.status).toBe('truncated')
    expect(kept.text).toMatch(/…\d+ tokens truncated…/)
    // 20,000 tokens of ASCII are 80,000 characters; the older request is dropped
    expect(local.items.some((item) => item.id === 'ask1')).toBe(false)
    expect(userTextKept(local)).toBe(80_000 / (LONG_ASK.length + ASK1.length))
  })

  it('is all of it when the compaction fails and the history stays as it was', () => {
    const faults = { remote: 'http_500', local: 'stream_error', localRepeat: 1000 } as const
    const failed = runAllCells(lessonWithLongRequest({ faults })).filter(
      (result) => result.outcome === 'failed',
    )
    // the remote and local cells fail; the empty window makes no call
    expect(failed).toHaveLength(6)
    for (const result of failed) expect(userTextKept(result)).toBe(1)
  })
})
