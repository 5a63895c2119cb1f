import type { TranslationKey } from '../../i18n/index.ts'
import type { RunOutcome } from '../../view-models/cellRunCounts.ts'
import type { RefusalKind } from '../../view-models/refusals.ts'

type Translate = (key: TranslationKey, vars?: Readonly<Record<string, string | number>>) => string

/**
 * A run's outcome in the one vocabulary, with the refusal's one reason when it was refused
 * (`refusalOf`): the grid, the session's table, compare and the matrix all write it so. A small
 * module of types only, so a screen that lists outcomes does not load the run model with it.
 */
export function runOutcomeText(
  outcome: RunOutcome,
  refusal: RefusalKind | null,
  t: Translate,
): string {
  const text = t(`grid.runOutcomes.${outcome}`)
  if (refusal === null) return text
  return t('grid.refusedBecause', { outcome: text, reason: t(`grid.refusals.${refusal}`) })
}
