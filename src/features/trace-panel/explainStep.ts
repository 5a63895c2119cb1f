import { use, useSyncExternalStore } from 'react'
import type { RuleId, TraceParam, TraceStep } from '../../core/index.ts'
import { chunkLoader } from '../../i18n/chunkLoader.ts'
import { loadSections, type Locale, type TranslationKey } from '../../i18n/index.ts'
import { LocaleContext, useT } from '../../i18n/useT.ts'
import type {
  Explainer,
  Explanation,
  ExplanationTable,
  Sentence,
  Translate,
  Vars,
} from './explanations.ts'
import { explainInputHistory } from './firstStep.ts'
import { groupedNumber } from '../../i18n/groupedNumber.ts'

export type { Sentence } from './explanations.ts'

/**
 * The table of every rule's explanation (`explanations.ts`) is not on the first screen, which opens
 * each cell at its input history (`firstStep.ts`): it loads with the first other step explained,
 * together with the `steps` words it reads, or before the first render when a link opens past the
 * first step or with every step explained (`src/main.tsx`).
 */
const EXPLANATIONS = chunkLoader(() => import('./explanations.ts'))

/** The explanation table, once it has arrived. */
const loadedTable = (): ExplanationTable | undefined => EXPLANATIONS.loaded()?.EXPLANATIONS

/**
 * Loads the explanation table (resolves at once once it is there; a failed download is tried
 * again by the next step that asks) and, given a locale, that locale's `steps` words with it, so
 * a step's text arrives in one round trip.
 */
export function loadExplanations(locale?: Locale): Promise<void> {
  const loading = EXPLANATIONS.load().then(() => {})
  if (locale === undefined) return loading
  return Promise.all([loading, loadSections(locale, ['steps'])]).then(() => {})
}

const explanationsLoaded = () => loadedTable() !== undefined

function text(value: TraceParam | undefined): string {
  if (value === undefined || value === null) return '–'
  if (typeof value === 'number') return groupedNumber(value)
  return String(value)
}

/** The step's params as interpolation values (numbers grouped, null and missing as a dash). */
function varsOf(step: TraceStep): Record<string, string> {
  const vars: Record<string, string> = {}
  for (const [name, value] of Object.entries(step.params) as [string, TraceParam][])
    vars[name] = text(value)
  return vars
}

/** The rule's explanation, or undefined while the table is on its way (it is asked for). */
function explanationOf<R extends RuleId>(rule: R, locale?: Locale): Explanation<R> | undefined {
  if (rule === 'input_history') return explainInputHistory as Explanation<R>
  const table = loadedTable()
  if (table === undefined) void loadExplanations(locale).catch(() => {})
  return table?.[rule] as Explanation<R> | undefined
}

/**
 * The explanation of a trace step, as catalog sentences: its rule's entry in the explanation table
 * (every RuleId has one), reading the params the core recorded. Undefined while the table loads.
 */
export function explainStep(
  step: TraceStep,
  t: Translate,
  locale?: Locale,
): Sentence[] | undefined {
  const explain = explanationOf(step.rule, locale)
  if (explain === undefined) return undefined
  const vars = varsOf(step)
  const e: Explainer = {
    t,
    one: (key: TranslationKey, extra: Vars = {}) => [{ key, vars: { ...vars, ...extra } }],
    also: (key: TranslationKey, extra: Vars = {}) => ({ key, vars: { ...vars, ...extra } }),
    ops: step.ops,
    locale: locale ?? 'en',
  }
  return explain(step.params, e)
}

/** The explanation as one string: empty while the table loads (never another step's words). */
export function explainStepText(step: TraceStep, t: Translate, locale?: Locale): string {
  return (explainStep(step, t, locale) ?? []).map((s) => t(s.key, s.vars)).join(' ')
}

// the current step's text is read by its trace row and by the announcer, and again on every
// step back: once per step and translator (a new one comes with each locale or arrived section)
const explained = new WeakMap<Translate, WeakMap<TraceStep, string>>()

/** {@link explainStepText} for a component: it re-renders when the table (or a word) arrives. */
export function useExplainStepText(): (step: TraceStep) => string {
  const t = useT()
  const locale = use(LocaleContext)
  useSyncExternalStore(EXPLANATIONS.subscribe, explanationsLoaded, explanationsLoaded)
  return (step) => {
    let texts = explained.get(t)
    if (texts === undefined) explained.set(t, (texts = new WeakMap()))
    const known = texts.get(step)
    if (known !== undefined) return known
    const words = explainStepText(step, t, locale)
    // nothing is remembered while the table loads: its arrival must give the real words
    if (explanationsLoaded()) texts.set(step, words)
    return words
  }
}
