import { describe, expect, it } from 'vitest'
import { sessionText } from '../../../../scripts/syntheticRollout.ts'
import {
  ALL_CELLS,
  compareCompaction,
  readRollout,
  summarizeSession,
} from '../../../../src/core/index.ts'
import { folderCompactions, folderTotals } from '../../../../src/view-models/sweep/folderSweep.ts'

const REMOTE = readRollout(sessionText({ turns: 10, compactEvery: 4, compaction: 'remote' }))
const LOCAL = readRollout(
  sessionText({ turns: 6, compactEvery: 3, compaction: 'local', compactPhase: 'pre_turn' }),
)

describe('a folder as the sweep', () => {
  it('runs every recorded compaction through the nine cells, the recorded cell marked', () => {
    const rows = folderCompactions('a.jsonl', REMOTE)
    const summary = summarizeSession(REMOTE)
    expect(rows).toHaveLength(summary.compactions.length)
    expect(rows.length).toBeGreaterThan(1)
    rows.forEach((row, i) => {
      const compaction = summary.compactions[i]!
      expect(row.line).toBe(compaction.line)
      expect(ALL_CELLS[row.recordedCell]).toEqual({
        phase: compaction.phase,
        implementation: compaction.implementation,
      })
      // every figure is the core's comparison's own
      const fresh = compareCompaction(REMOTE, compaction, {
        ...(summary.contextWindow ? { contextWindow: summary.contextWindow } : {}),
      })
      // the nine cells the session's table shows (the pinned core's), not the recording era's
      row.cells.forEach((cell, c) => {
        const result = fresh.results[c]!
        expect(cell.cut).toBe(result.cut.length)
        expect(cell.modelCalls).toBe(result.modelCalls)
        expect(cell.serverCalls).toBe(result.serverCalls)
        expect(cell.injected).toBe(result.items.filter((item) => item.status === 'injected').length)
        expect(cell.outcome === 'completed').toBe(result.outcome === 'completed')
      })
      expect(row.recorded.cut).toBe(fresh.recorded.filter((r) => r.status === 'cut').length)
      expect(row.recorded.tokensAfter).toBe(compaction.estimatedAfter)
    })
  })

  it('sums the folder per cell, and counts where Codex ran each compaction', () => {
    const rows = [...folderCompactions('a.jsonl', REMOTE), ...folderCompactions('b.jsonl', LOCAL)]
    const totals = folderTotals(rows)
    expect(totals.reduce((sum, t) => sum + t.recorded, 0)).toBe(rows.length)
    const local = rows.filter((row) => row.path === 'b.jsonl')
    expect(local.length).toBeGreaterThan(0)
    // the local file's compactions are recorded in a local cell, the remote file's in a remote one
    expect(local.every((row) => ALL_CELLS[row.recordedCell]!.implementation === 'local')).toBe(true)
    const remote = rows.filter((row) => row.path === 'a.jsonl')
    expect(remote.every((row) => ALL_CELLS[row.recordedCell]!.implementation === 'remote')).toBe(
      true,
    )
    totals.forEach((total, c) => {
      expect(total.completed + total.failed + total.notTriggered).toBe(rows.length)
      expect(total.cut).toBe(rows.reduce((sum, row) => sum + row.cells[c]!.cut, 0))
      const after = rows.map((row) => row.cells[c]!.tokensAfter ?? 0)
      expect(total.tokensAfter).toBe(after.reduce((a, b) => a + b, 0))
    })
  })
})
