import type { RuleId, TraceParam, TraceStep } from '../../core/index.ts'
import type { TranslationKey } from '../../i18n/index.ts'
import {
  EXPLANATIONS,
  type Explainer,
  type Explanation,
  type Sentence,
  type Translate,
  type Vars,
} from './explanations.ts'

export type { Sentence } from './explanations.ts'

function text(value: TraceParam | undefined): string {
  if (value === undefined || value === null) return '–'
  if (typeof value === 'number') return value.toLocaleString('en-US')
  return String(value)
}

/** The step's params as interpolation values (numbers grouped, null and missing as a dash). */
function varsOf(step: TraceStep): Record<string, string> {
  const vars: Record<string, string> = {}
  for (const [name, value] of Object.entries(step.params) as [string, TraceParam][])
    vars[name] = text(value)
  return vars
}

/** The rule's explanation applied to its own params (the table pairs them by rule). */
function explainRule<R extends RuleId>(step: TraceStep<R>, e: Explainer): Sentence[] {
  const explain = EXPLANATIONS[step.rule] as Explanation<R>
  return explain(step.params, e)
}

/**
 * The explanation of a trace step, as catalog sentences: its rule's entry in {@link EXPLANATIONS}
 * (every RuleId has one), reading the params the core recorded.
 */
export function explainStep(step: TraceStep, t: Translate): Sentence[] {
  const vars = varsOf(step)
  return explainRule(step, {
    t,
    one: (key: TranslationKey, extra: Vars = {}) => [{ key, vars: { ...vars, ...extra } }],
    also: (key: TranslationKey) => ({ key, vars }),
    ops: step.ops,
  })
}

/** The explanation as one string. */
export function explainStepText(step: TraceStep, t: Translate): string {
  return explainStep(step, t)
    .map((sentence) => t(sentence.key, sentence.vars))
    .join(' ')
}
