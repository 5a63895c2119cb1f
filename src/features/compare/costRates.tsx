import { useMemo } from 'react'
import type { Translate } from '../../i18n/useT.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import {
  RATE_FIELDS,
  rateProblems,
  ratesOf,
  type CostRates,
  type RatesDraft,
} from '../../view-models/sweep/cost.ts'

/**
 * The reader's cost rates, one set for the decision matrix, the sweep's cost table and the memo:
 * an edit in one shows in the others. The store keeps them as typed (`costRates`).
 */

/** The rates as typed, the usable rates (null while one is refused) and the problems. */
export function useCostRates() {
  const draft = useVisualizerStore((state) => state.costRates)
  const setDraft = (costRates: RatesDraft) => useVisualizerStore.setState({ costRates })
  // one object per draft, so a table keyed on the rates re-sorts only when they change
  const typed = useMemo(() => ratesOf(draft), [draft])
  const problems = useMemo(() => rateProblems(typed), [typed])
  return { draft, setDraft, typed, problems, rates: problems.length === 0 ? typed : null }
}

/** The rates in one line, named as assumptions. */
export function ratesLine(t: Translate, rates: CostRates): string {
  return t('matrix.cost.ratesLine', { ...rates })
}

/** The five rates as fields; a refused one is marked and named, and nothing is priced with it. */
export function RatesForm() {
  const t = useT()
  const { draft, setDraft, problems } = useCostRates()
  return (
    <fieldset className="sw-rates cost-rates">
      <legend>{t('matrix.cost.rates')}</legend>
      {RATE_FIELDS.map((field) => (
        <label key={field} className="sw-field">
          <span>{t(`matrix.cost.fields.${field}`)}</span>
          <input
            type="text"
            inputMode="decimal"
            value={draft[field]}
            data-cost-rate={field}
            aria-invalid={problems.includes(field) || undefined}
            onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
          />
        </label>
      ))}
      {problems.length > 0 && (
        <p role="alert" data-cost-problem>
          {t('matrix.cost.rateProblem')}
        </p>
      )}
    </fieldset>
  )
}
