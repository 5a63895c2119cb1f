/**
 * One reason per refusal kind: the run model says which kind stopped the turn, and every screen
 * that shows a refused cell (the grid's cell, the trace's explanation, the session's nine-cell
 * table, compare side by side and its "on failure" row, the matrix and its Markdown and CSV)
 * gives the same words for it, in every language.
 */
import { describe, expect, it } from 'vitest'
import {
  parseScenario,
  runAllCells,
  type CompactionResult,
  type Faults,
  type TraceStep,
} from '../../../src/core/index.ts'
import { compareValue } from '../../../src/features/compare/compareRows.ts'
import { matrixCsv, matrixMarkdown, matrixValue } from '../../../src/features/compare/matrixText.ts'
import { outcomeText, summarizeCell } from '../../../src/features/grid/cellSummary.ts'
import { runOutcomeText } from '../../../src/features/grid/outcomeText.ts'
import { cellOutcome } from '../../../src/features/session/cellOutcome.ts'
import { explainStepText } from '../../../src/features/trace-panel/explainStep.ts'
import { loadExplanations } from '../../../src/features/trace-panel/explainStep.ts'
import { CATALOGS } from '../../../src/i18n/catalogs.ts'
import { fillPlaceholders } from '../../../src/i18n/fill.ts'
import { LOCALES, type Locale, type TranslationKey } from '../../../src/i18n/index.ts'
import { cellRunOf } from '../../../src/view-models/cellRun.ts'
import { compareColumn, failureResults } from '../../../src/view-models/compare/compareModel.ts'
import { matrixRows } from '../../../src/view-models/compare/matrixModel.ts'
import { refusalOf, type RefusalKind } from '../../../src/view-models/refusals.ts'
import { FC, FCO, U, run } from '../../helpers/scenario.ts'

const history = [U('u1', 'fix the cart'), FC('f1', 'c1'), FCO('o1', 'c1', 'x'.repeat(4000))]
const MANUAL_LOCAL = { phase: 'manual', implementation: 'local' } as const

const FAULTS: Readonly<Record<RefusalKind, Faults>> = {
  pre_compact_hook: { preCompactHook: 'stop' },
  post_compact_hook: { postCompactHook: 'stop' },
  interrupted: { local: 'interrupted' },
}
const RUNS: Readonly<Record<RefusalKind, () => CompactionResult>> = {
  pre_compact_hook: () => run({ history, faults: FAULTS.pre_compact_hook }, MANUAL_LOCAL),
  post_compact_hook: () => run({ history, faults: FAULTS.post_compact_hook }, MANUAL_LOCAL),
  interrupted: () => run({ history, faults: FAULTS.interrupted }, MANUAL_LOCAL),
}

/** The nine cells on the history with this kind's fault, as the matrix and compare run them. */
function nineCells(kind: RefusalKind | null) {
  const faults = kind === null ? {} : FAULTS[kind]
  const parsed = parseScenario({ history, cell: MANUAL_LOCAL, faults })
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  const scenario = parsed.value
  const results = runAllCells(scenario)
  return {
    scenario,
    results,
    failed: failureResults(scenario),
    rows: matrixRows(scenario, results),
  }
}
// every kind, the type says so: `RUNS` is a record over them
const REFUSAL_KINDS = Object.keys(RUNS) as RefusalKind[]

function translator(locale: Locale) {
  return (key: TranslationKey, vars: Readonly<Record<string, string | number>> = {}) => {
    let node: unknown = CATALOGS[locale]
    for (const part of key.split('.')) node = (node as Record<string, unknown>)[part]
    return fillPlaceholders(node as string, vars)
  }
}

/** Every step's explanation of a run, as one text. */
const traceText = (steps: readonly TraceStep[], locale: Locale) =>
  steps.map((step) => explainStepText(step, translator(locale), locale)).join(' ')

describe('one reason per refusal kind', () => {
  it('the run model names the kind that stopped the turn, and none otherwise', () => {
    for (const kind of REFUSAL_KINDS) {
      const result = RUNS[kind]()
      expect(result.outcome).toBe('turn_aborted')
      expect(cellRunOf(result)).toMatchObject({ outcome: 'refused', refusal: kind })
    }
    expect(refusalOf(run({ history }, MANUAL_LOCAL))).toBeNull()
  })

  it.each(LOCALES)('%s: the grid and the trace give the same reason', async (locale) => {
    await loadExplanations(locale)
    const t = translator(locale)
    for (const kind of REFUSAL_KINDS) {
      const result = RUNS[kind]()
      const reason = t(`grid.refusals.${kind}`)
      expect(outcomeText(summarizeCell(result), t)).toContain(reason)
      expect(traceText(result.trace, locale)).toContain(reason)
      // and no other kind's reason
      for (const other of REFUSAL_KINDS.filter((k) => k !== kind))
        expect(traceText(result.trace, locale)).not.toContain(t(`grid.refusals.${other}`))
    }
  })

  it.each(LOCALES)(
    '%s: the session table, compare and the matrix give the same reason',
    (locale) => {
      const t = translator(locale)
      for (const kind of REFUSAL_KINDS) {
        const reason = t(`grid.refusals.${kind}`)
        const others = REFUSAL_KINDS.filter((k) => k !== kind).map((k) => t(`grid.refusals.${k}`))
        const { scenario, results, failed, rows } = nineCells(kind)
        const markdown = matrixMarkdown({ scenario, source: 'edit', rows }, t)
        const csv = matrixCsv({ scenario, source: 'edit', rows }, t).split('\r\n')
        const head = csv.findIndex((line) => line.includes(',phase,implementation,'))
        const refusalAt = csv[head]!.split(',').indexOf('refusal')
        const refused = results.flatMap((result, index) =>
          cellRunOf(result).outcome === 'refused' ? [index] : [],
        )
        // every kind stops at least the manual local cell, the one the trace test reads
        expect(refused.length).toBeGreaterThan(0)
        for (const index of refused) {
          const result = results[index]!
          const session = cellOutcome(result)
          const texts = [
            outcomeText(summarizeCell(result), t),
            runOutcomeText(session.runOutcome, session.refusal, t),
            compareValue('path', compareColumn(result, failed[index]!), t),
            matrixValue('outcome', rows[index]!, t),
          ]
          for (const text of texts) {
            expect(text).toContain(reason)
            for (const other of others) expect(text).not.toContain(other)
          }
          expect(markdown).toContain(matrixValue('outcome', rows[index]!, t))
          expect(csv[head + 1 + index]!.split(',')[refusalAt]).toBe(kind)
        }
      }
      // without a stop, no cell names a reason, on any screen
      const { scenario, results, failed, rows } = nineCells(null)
      const csv = matrixCsv({ scenario, source: 'edit', rows }, t)
      const reasons = REFUSAL_KINDS.map((k) => t(`grid.refusals.${k}`))
      results.forEach((result, index) => {
        const shown = [
          outcomeText(summarizeCell(result), t),
          compareValue('path', compareColumn(result, failed[index]!), t),
          matrixValue('outcome', rows[index]!, t),
        ].join(' ')
        for (const reason of reasons) expect(shown).not.toContain(reason)
      })
      for (const kind of REFUSAL_KINDS) expect(csv).not.toContain(`,${kind},`)
    },
  )

  it.each(LOCALES)('%s: compare’s "on failure" row names a hook’s stop', (locale) => {
    const t = translator(locale)
    for (const kind of ['pre_compact_hook', 'post_compact_hook'] as const) {
      const { results, failed } = nineCells(kind)
      // every call failing does not lift the hook: the failing run is refused for the same reason
      const index = failed.findIndex((r) => cellRunOf(r).outcome === 'refused')
      expect(index).toBeGreaterThanOrEqual(0)
      const column = compareColumn(results[index]!, failed[index]!)
      expect(column.onFailure.refusal).toBe(kind)
      expect(compareValue('onFailure', column, t)).toContain(t(`grid.refusals.${kind}`))
    }
  })
})
