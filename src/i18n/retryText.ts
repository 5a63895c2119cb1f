import type { LocalFault, RemoteFault } from '../core/compaction/types.ts'
import { remembered } from '../core/index.ts'
import {
  defaultRetryBudgets,
  retryListsOf,
  type RetryBudgetCounts,
  type RetryLists,
} from '../view-models/retryLists.ts'
import { faultNames as en } from './faultNames/en.ts'
import { faultNames as ko } from './faultNames/ko.ts'
import { faultNames as zh } from './faultNames/zh.ts'
import type { Locale } from './index.ts'

/**
 * The retry lists as words: every sentence that names what Codex retries fills these
 * placeholders instead of listing faults by hand, so it says what the core decides
 * (`src/view-models/retryLists.ts`). The fault names are the faults form's own
 * (`./faultNames/`): a small module of their own, not the faults panel's section, so a screen
 * whose text needs them does not fail when that section's chunk does.
 */
const FAULT_NAMES: Readonly<Record<Locale, Readonly<Record<RemoteFault | LocalFault, string>>>> = {
  en: en.values,
  ko: ko.values,
  zh: zh.values,
}
const NONE: Readonly<Record<Locale, string>> = { en: en.none, ko: ko.none, zh: zh.none }

/** The placeholders a retry sentence may use. */
export const RETRY_PLACEHOLDERS = [
  'retriedSameModel',
  'retriedCurrentModel',
  'retriedSameModelOnly',
  'notRetried',
  'retriedLocal',
  'notRetriedLocal',
  'resentByHttpClient',
] as const
export type RetryPlaceholder = (typeof RETRY_PLACEHOLDERS)[number]

/**
 * The faults' names as one list in the reader's language ("timeout, HTTP 500 and stream error",
 * or with `disjunction` "timeout or HTTP 500": a request fails with one of them, not all).
 */
function faultListText(
  locale: Locale,
  faults: readonly (RemoteFault | LocalFault)[],
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string {
  if (faults.length === 0) return NONE[locale]
  const names = faults.map((fault) => FAULT_NAMES[locale][fault])
  return new Intl.ListFormat(locale, { type }).format(names)
}

// Codex's own lists, built once: a constant, and the key their words are remembered under
const CODEX_LISTS: RetryLists = retryListsOf()
// the words of a set of lists, per language: each is seven list formats (about 3 ms at 4x CPU
// slowdown), and a lesson fills them into most of its sentences
const wordsOfLists = new WeakMap<RetryLists, Map<Locale, RetryVars>>()

type RetryVars = Readonly<Record<RetryPlaceholder, string>>

/** The values of every retry placeholder, from the core's lists (or `lists`, in a test). */
export function retryTextVars(locale: Locale, lists: RetryLists = CODEX_LISTS): RetryVars {
  const byLocale = remembered(wordsOfLists, lists, () => new Map<Locale, RetryVars>())
  return remembered(byLocale, locale, () => ({
    retriedSameModel: faultListText(locale, lists.sameModel),
    retriedCurrentModel: faultListText(locale, lists.currentModel),
    retriedSameModelOnly: faultListText(locale, lists.sameModelOnly),
    notRetried: faultListText(locale, lists.notSameModel),
    retriedLocal: faultListText(locale, lists.local),
    notRetriedLocal: faultListText(locale, lists.notLocal),
    resentByHttpClient: faultListText(locale, lists.httpClient, 'disjunction'),
  }))
}

/**
 * A text about Codex in general (the peers row, not one run) states the built-in provider's
 * retry counts through `{maxRetries}` and `{requestMaxRetries}`, as a lesson states its run's.
 */
export function defaultBudgetVars(
  budgets: RetryBudgetCounts = defaultRetryBudgets(),
): Readonly<Record<keyof RetryBudgetCounts, number>> {
  return { maxRetries: budgets.maxRetries, requestMaxRetries: budgets.requestMaxRetries }
}
