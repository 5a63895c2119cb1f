import {
  classifyMessage,
  explainMarkedMatch,
  explainTypeMatch,
  identifyDeveloperType,
  type FragmentRegistry,
  type FragmentType,
  type MatchExplanation,
  type MatchStep,
  type MessageClassification,
} from '../core/index.ts'

/**
 * The matcher lab's view model: every candidate matcher's step-by-step explanation for a text, the
 * winner, and the classification verdict, computed from the core's matchers.
 */

export type MatcherRole = 'user' | 'developer'

export interface Candidate {
  readonly key: string
  readonly label: string
  readonly type?: FragmentType
  readonly explanation: MatchExplanation
}

/** What the lab says about the whole message; the screen words it. */
export type MatchVerdict =
  | { readonly kind: 'developer_contextual'; readonly prefix: string }
  | { readonly kind: 'developer_plain' }
  | { readonly kind: 'hook_prompt' }
  | { readonly kind: 'hidden'; readonly type: string }
  | { readonly kind: 'user_message' }

export interface MatchAnalysis {
  readonly classification: MessageClassification
  readonly verdict: MatchVerdict
  /** the candidates Codex tries, in its order. */
  readonly listed: readonly Candidate[]
  /** user types the registry has but does not list as contextual matchers. */
  readonly unlisted: readonly Candidate[]
  /** the key of the first listed candidate that matches. */
  readonly winner: string | undefined
}

function userCandidates(registry: FragmentRegistry, text: string): Candidate[] {
  return registry.contextualUserMatchers.flatMap((name) => {
    const type = registry.types.find((t) => t.name === name)
    return type ? [{ key: name, label: name, type, explanation: explainTypeMatch(type, text) }] : []
  })
}

function unlistedUserCandidates(registry: FragmentRegistry, text: string): Candidate[] {
  return registry.types
    .filter((t) => t.role === 'user' && !registry.contextualUserMatchers.includes(t.name))
    .map((type) => ({
      key: type.name,
      label: type.name,
      type,
      explanation: explainTypeMatch(type, text),
    }))
}

/** The developer side compares only the trimmed start with each prefix. */
function developerCandidates(registry: FragmentRegistry, text: string): Candidate[] {
  return registry.developerPrefixes.map((prefix, index) => {
    // the marked matcher's first three steps are exactly the prefix test (an end marker is needed
    // to get past "markers present", and its steps are dropped)
    const full = explainMarkedMatch(prefix, '\u0000', text)
    const steps =
      prefix === ''
        ? []
        : full.steps.filter((s) => s.check === 'trim_start' || s.check === 'prefix')
    const matched = steps.some((s) => s.check === 'prefix' && s.passed)
    return {
      key: `${index}:${prefix}`,
      label: JSON.stringify(prefix),
      explanation: { matched, steps },
    }
  })
}

function verdictOf(
  role: MatcherRole,
  text: string,
  classification: MessageClassification,
  registry: FragmentRegistry,
): MatchVerdict {
  const part = classification.parts[0]
  if (role === 'developer') {
    if (part?.prefix === undefined) return { kind: 'developer_plain' }
    const developerType = identifyDeveloperType(text, registry)
    const named = developerType ? ` (${developerType.name})` : ''
    return { kind: 'developer_contextual', prefix: JSON.stringify(part.prefix) + named }
  }
  if (classification.kind === 'hook_prompt') return { kind: 'hook_prompt' }
  if (classification.kind === 'hidden') return { kind: 'hidden', type: part?.typeName ?? '' }
  return { kind: 'user_message' }
}

/** Every candidate's explanation for `text` as a message of `role`, and the verdict. */
export function analyzeMatch(
  role: MatcherRole,
  text: string,
  registry: FragmentRegistry,
): MatchAnalysis {
  const classification = classifyMessage(role, [text], registry)
  const verdict = verdictOf(role, text, classification, registry)
  const listed =
    role === 'user' ? userCandidates(registry, text) : developerCandidates(registry, text)
  const unlisted = role === 'user' ? unlistedUserCandidates(registry, text) : []
  const winner = listed.find((c) => c.explanation.matched)?.key
  return { classification, verdict, listed, unlisted, winner }
}

/**
 * The failure reason to show. The core compares slices of the marker's byte length, so a
 * multi-byte look-alike (KELVIN SIGN is 3 bytes, k is 1) fails as "differs" or "not on a char
 * boundary"; when the seen text
 * equals the marker under full Unicode folding, that is the lesson, so it is named as such.
 */
export function reasonOf(step: MatchStep): NonNullable<MatchStep['reason']> {
  const reason = step.reason ?? 'differs'
  if (
    (reason === 'differs' || reason === 'not_char_boundary') &&
    step.seen !== undefined &&
    step.expected !== undefined &&
    step.seen !== step.expected &&
    step.seen.toLowerCase() === step.expected.toLowerCase()
  )
    return 'non_ascii_case'
  return reason
}

export function firstFailure(explanation: MatchExplanation): MatchStep | undefined {
  return explanation.steps.find((step) => !step.passed)
}

/** A miss worth opening: the prefix matched but the suffix did not, or only non-ASCII case differs. */
export function nearMiss(explanation: MatchExplanation): boolean {
  if (explanation.matched) return false
  const failure = firstFailure(explanation)
  if (!failure) return false
  if (reasonOf(failure) === 'non_ascii_case') return true
  return explanation.steps.some((s) => s.check === 'prefix' && s.passed)
}

function isTrim(step: MatchStep): boolean {
  return step.check === 'trim_start' || step.check === 'trim_end'
}

/** Each step's input text: a trim step is shown against the input or the previous trim's result. */
export function textsBeforeSteps(steps: readonly MatchStep[], text: string): string[] {
  return steps.map((_, i) => {
    const previous = steps.slice(0, i).findLast((s) => isTrim(s) && s.seen !== undefined)
    return previous?.seen ?? text
  })
}

/** What a trim step removed from `before` ('' for any other step). */
export function removedByTrim(step: MatchStep, before: string): string {
  if (!isTrim(step) || step.seen === undefined) return ''
  return step.check === 'trim_start'
    ? before.slice(0, before.length - step.seen.length)
    : before.slice(step.seen.length)
}
