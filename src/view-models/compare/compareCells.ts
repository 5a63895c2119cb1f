import { ALL_CELLS, type Cell } from '../../core/index.ts'

/**
 * Compare mode's cell selection and its link form (`?compare=pre_turn.remote,mid_turn.remote`):
 * apart from `compareModel.ts`, which runs the core, so the view link needs no core to read it.
 */

/** How many cells compare mode shows at once. */
export const COMPARE_MIN = 2
export const COMPARE_MAX = 3

export function cellKey(cell: Cell): string {
  return `${cell.phase}.${cell.implementation}`
}

/** The cell's index in {@link ALL_CELLS}, or -1. */
export function indexOfCell(cell: Cell): number {
  return ALL_CELLS.findIndex(
    (c) => c.phase === cell.phase && c.implementation === cell.implementation,
  )
}

/** A valid compare selection: 2–3 distinct cells, in the given order. */
export function normalizeCompareCells(cells: readonly Cell[]): readonly Cell[] | undefined {
  const seen = new Set<string>()
  const out: Cell[] = []
  for (const cell of cells) {
    if (indexOfCell(cell) < 0 || seen.has(cellKey(cell))) continue
    seen.add(cellKey(cell))
    out.push(cell)
  }
  return out.length >= COMPARE_MIN && out.length <= COMPARE_MAX ? out : undefined
}

/** `pre_turn.remote,mid_turn.remote` → cells; undefined when it names fewer than two valid cells. */
export function parseCompareCells(value: string | null): readonly Cell[] | undefined {
  if (value === null) return undefined
  const cells = value
    .split(',')
    .map((id) => ALL_CELLS.find((cell) => cellKey(cell) === id.trim()))
    .filter((cell): cell is Cell => cell !== undefined)
  return normalizeCompareCells(cells)
}

export function formatCompareCells(cells: readonly Cell[]): string {
  return cells.map(cellKey).join(',')
}
