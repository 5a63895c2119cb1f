/**
 * One reason per refusal kind: the run model says which kind stopped the turn, and the grid's
 * cell and the trace's explanation of that run both give the same words for it, in every language.
 */
import { describe, expect, it } from 'vitest'
import type { CompactionResult, TraceStep } from '../../../src/core/index.ts'
import { outcomeText, summarizeCell } from '../../../src/features/grid/cellSummary.ts'
import { explainStepText } from '../../../src/features/trace-panel/explainStep.ts'
import { loadExplanations } from '../../../src/features/trace-panel/explainStep.ts'
import { CATALOGS } from '../../../src/i18n/catalogs.ts'
import { fillPlaceholders } from '../../../src/i18n/fill.ts'
import { LOCALES, type Locale, type TranslationKey } from '../../../src/i18n/index.ts'
import { cellRunOf } from '../../../src/view-models/cellRun.ts'
import { refusalOf, type RefusalKind } from '../../../src/view-models/refusals.ts'
import { FC, FCO, U, run } from '../../helpers/scenario.ts'

const history = [U('u1', 'fix the cart'), FC('f1', 'c1'), FCO('o1', 'c1', 'x'.repeat(4000))]
const MANUAL_LOCAL = { phase: 'manual', implementation: 'local' } as const

const RUNS: Readonly<Record<RefusalKind, () => CompactionResult>> = {
  pre_compact_hook: () => run({ history, faults: { preCompactHook: 'stop' } }, MANUAL_LOCAL),
  post_compact_hook: () => run({ history, faults: { postCompactHook: 'stop' } }, MANUAL_LOCAL),
  interrupted: () => run({ history, faults: { local: 'interrupted' } }, MANUAL_LOCAL),
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
})
