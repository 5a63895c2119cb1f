import type { CompactionResult } from '../../core/index.ts'
import { isCarried } from '../../view-models/statuses.ts'
import type { CellOutcome } from './protocol.ts'

/** One cell's result as the screen lists it: outcome, path and counts. */
export function cellOutcome(result: CompactionResult): CellOutcome {
  const count = (status: string) => result.items.filter((i) => i.status === status).length
  return {
    cell: result.cell,
    outcome: result.outcome,
    path: result.path,
    kept: result.items.filter((i) => isCarried(i.status)).length,
    cut: result.cut.length,
    injected: count('injected'),
    summary: count('summary'),
  }
}
