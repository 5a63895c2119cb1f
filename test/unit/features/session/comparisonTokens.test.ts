import { describe, expect, it } from 'vitest'
import {
  approxTokenCount,
  compareCompaction,
  readRollout,
  summarizeSession,
} from '../../../../src/core/index.ts'
import { comparisonTokens } from '../../../../src/features/session/comparisonTokens.ts'
import { cellRunOf } from '../../../../src/view-models/cellRun.ts'
import { era104 } from '../../../helpers/rolloutEras.ts'

describe('comparisonTokens: one estimate for recorded and predicted', () => {
  it('counts the recorded items that stay (not the cut ones) and the run’s own figure', () => {
    const log = readRollout(era104().text)
    const s = summarizeSession(log)
    const c = compareCompaction(log, s.compactions[0]!, { contextWindow: 258_400 })
    const tokens = comparisonTokens(c)
    const staying = c.recorded.filter((r) => r.status !== 'cut')
    expect(staying.length).toBeLessThan(c.recorded.length)
    expect(tokens.recorded).toBe(staying.reduce((n, r) => n + approxTokenCount(r.text), 0))
    expect(tokens.predicted).toBe(cellRunOf(c.predicted).tokens.after)
    expect(tokens.predicted).toBeGreaterThan(0)
  })
})
