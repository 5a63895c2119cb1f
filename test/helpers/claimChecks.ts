/**
 * How the claims table classifies a catalog key, which only the claims test asks: its citations
 * in the pinned tree, why it is not a claim, or undefined (a key in neither table). The tables
 * themselves (`CLAIMS`, `NOT_CLAIMS`) are in `src/i18n/claims.ts`.
 */
import { CLAIMS, NOT_CLAIMS, type NotAClaim, type PinCitation } from '../../src/i18n/claims.ts'

/** Question and step titles are headings over a cited body; prompts and options are the student's. */
const HEADING_OR_QUESTION =
  /^lessons\.(?:\w+\.steps\.\w+\.(?:title|topic)|questions\.\w+\.(?:prompt|options\.\w+))$/
const PRESET_NAME = /^presets\.[\w-]+\.name$/

/** How a key is classified: its citations, why it is not a claim, or undefined (unclassified). */
export function classifyKey(
  key: string,
): { readonly cited: readonly PinCitation[] } | { readonly notAClaim: NotAClaim } | undefined {
  const cited = CLAIMS[key]
  if (cited) return { cited }
  const exact = NOT_CLAIMS[key]
  if (exact) return { notAClaim: exact }
  if (HEADING_OR_QUESTION.test(key))
    return { notAClaim: key.includes('.steps.') ? 'ui' : 'student' }
  if (PRESET_NAME.test(key)) return { notAClaim: 'ui' }
  // the longest prefix decides
  let best: string | undefined
  for (const prefix of Object.keys(NOT_CLAIMS))
    if (prefix.endsWith('.') && key.startsWith(prefix) && prefix.length > (best?.length ?? 0))
      best = prefix
  return best === undefined ? undefined : { notAClaim: NOT_CLAIMS[best]! }
}
