/**
 * The compare screen's settings in link form: the matrix's columns and sort (`msort=tokens.desc`,
 * `mhide=lost`) and the named phases "step together" aligns on (`cphase=filter`). Apart from the
 * models, so the store and the view link read them without the core.
 */

/** The named phases of a compaction, in order (`tracePhases.ts` places every trace step). */
export const COMPACTION_PHASES = [
  'token_check',
  'dispatch',
  'request',
  'filter',
  'install',
  'reinjection',
] as const
export type CompactionPhase = (typeof COMPACTION_PHASES)[number]

export function isCompactionPhase(value: string): value is CompactionPhase {
  return (COMPACTION_PHASES as readonly string[]).includes(value)
}

export const MATRIX_COLUMN_IDS = [
  'outcome',
  'calls',
  'tokens',
  'users',
  'userText',
  'exchange',
  'estimate',
  'lost',
  'onFailure',
  'caveats',
] as const
export type MatrixColumnId = (typeof MATRIX_COLUMN_IDS)[number]

/** Every column that sorts (the cell's own column included: the grid's order). */
const MATRIX_SORT_IDS = ['cell', ...MATRIX_COLUMN_IDS] as const
export type MatrixSortId = (typeof MATRIX_SORT_IDS)[number]

export interface MatrixSort {
  readonly id: MatrixSortId
  readonly desc: boolean
}

export function parseMatrixSort(value: string): MatrixSort | undefined {
  const [id, direction] = value.split('.')
  if (!(MATRIX_SORT_IDS as readonly string[]).includes(id ?? '')) return undefined
  if (direction !== 'asc' && direction !== 'desc') return undefined
  return { id: id as MatrixSortId, desc: direction === 'desc' }
}

export function formatMatrixSort(sort: MatrixSort | undefined): string {
  return sort ? `${sort.id}.${sort.desc ? 'desc' : 'asc'}` : ''
}
