/**
 * What every export (compare, matrix, sweep) carries above its table: the scenario's name and
 * source, the Codex commit the lab follows, the active faults and switches, and the caveats where
 * a number is simulated. The words come translated from the caller; `markdown.ts` and `csv.ts`
 * lay them out.
 */
export interface ExportMeta {
  /** the document's title ("Decision matrix", "Sweep: history length"). */
  readonly title: string
  /** label/value pairs, in order: scenario, source, Codex commit, faults, … */
  readonly fields: readonly (readonly [label: string, value: string])[]
  /** one sentence each. */
  readonly caveats: readonly string[]
  /** the caveats' heading. */
  readonly caveatsLabel: string
}
