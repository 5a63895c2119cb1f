/**
 * Typed trace steps: the recorder takes only the params of the rule it records (the type check
 * proves the `@ts-expect-error` lines are errors), a step narrows by rule, and a trace survives a
 * JSON round trip unchanged.
 */
import { describe, expect, it } from 'vitest'
import { TraceRecorder } from '../../../../src/core/compaction/recorder.ts'
import { runAllCells, parseScenario, type TraceStep } from '../../../../src/core/index.ts'
import lesson from '../../../../public/scenarios/lesson-mixed-history.json'

describe('TraceRecorder', () => {
  it('records a step with its rule’s own params, and refuses others at type-check time', () => {
    const rec = new TraceRecorder(() => ({ phase: 'pre_turn', path: null }))
    rec.step('history_version', { before: 0, after: 1 }, [{ op: 'version', value: 1 }])
    // @ts-expect-error a param the rule does not record
    rec.step('history_version', { before: 0, after: 1, extra: true })
    // @ts-expect-error a value outside the param's type
    rec.step('remote_error', { error: 'http_999' })
    // @ts-expect-error a missing param
    rec.step('summary_message', {})
    expect(rec.steps.map((step) => [step.seq, step.rule])).toEqual([
      [1, 'history_version'],
      [2, 'history_version'],
      [3, 'remote_error'],
      [4, 'summary_message'],
    ])
    const step: TraceStep = rec.steps[0]!
    // the rule narrows the params: `after` is a number here, with no cast
    const after = step.rule === 'history_version' ? step.params.after : undefined
    expect(after).toBe(1)
  })

  it('records plain JSON: every cell’s trace survives a round trip unchanged', () => {
    const parsed = parseScenario(lesson)
    if (!parsed.ok) throw new Error('the lesson scenario parses')
    for (const result of runAllCells(parsed.value)) {
      expect(result.trace.length).toBeGreaterThan(1)
      expect(JSON.parse(JSON.stringify(result.trace))).toEqual(result.trace)
    }
  })
})
