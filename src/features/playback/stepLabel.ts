import type { Translate } from '../../i18n/useT.ts'

/**
 * "Step k of N", or at position 0 (nothing replayed yet) "Start (before step 1)": the trace's
 * steps are numbered from 1, so the counter never claims a "step 0".
 */
export function stepLabel(t: Translate, k: number, n: number): string {
  return k === 0 ? t('grid.playback.start') : t('grid.playback.stepOf', { k, n })
}
