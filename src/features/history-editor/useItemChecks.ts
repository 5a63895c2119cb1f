import type { HistoryItem } from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { MAX_BODY_CHARS } from '../../view-models/validation.ts'

/** A field's check: the error to show for a value that must not be applied, else null. */
export type Check = (value: string) => string | null

/**
 * The checks of one history item's fields, worded in the reader's language: a text over the body
 * limit, an empty or duplicate id, an empty call id.
 */
export function useItemChecks(item: HistoryItem, items: readonly HistoryItem[]) {
  const t = useT()
  const sizeError: Check = (value) =>
    value.length > MAX_BODY_CHARS
      ? t('registry.issues.bodyTooLarge', { size: value.length, max: MAX_BODY_CHARS })
      : null
  const idError: Check = (value) =>
    value.trim() === ''
      ? t('registry.history.idEmpty')
      : items.some((other) => other !== item && other.id === value)
        ? t('registry.history.idDuplicate', { id: value })
        : null
  const callIdError: Check = (value) =>
    value.trim() === '' ? t('registry.history.callIdEmpty') : null
  return { sizeError, idError, callIdError }
}

export type ItemChecks = ReturnType<typeof useItemChecks>
