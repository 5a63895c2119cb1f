import {
  asciiRegionEqualsIgnoreCase,
  bytesEqualIgnoreAsciiCase,
  isAscii,
  utf8Length,
  isCharBoundary,
  rustTrim,
  rustTrimEnd,
  rustTrimStart,
  utf8Encode,
} from '../text.ts'
import { assertNever } from '../assert.ts'
import { MatcherKind, type FragmentType } from './types.ts'

/**
 * One line of the matcher's reasoning, for the matcher lab. `check` names the rule; `passed`
 * says whether the text got past it.
 */
export interface MatchStep {
  readonly check:
    | 'markers_present'
    | 'trim_start'
    | 'prefix'
    | 'trim_end'
    | 'suffix'
    | 'custom_prefix'
    | 'custom_suffix'
    | 'custom_key'
  readonly passed: boolean
  /** the text the check looked at (a trimmed text, a prefix slice, a suffix slice, a key). */
  readonly seen?: string
  /** what it was compared with. */
  readonly expected?: string
  /** why a comparison failed when the reason is not visible in `seen` vs `expected`. */
  readonly reason?: 'too_short' | 'not_char_boundary' | 'differs' | 'non_ascii_case'
}

export interface MatchExplanation {
  readonly matched: boolean
  readonly steps: readonly MatchStep[]
}

/** Compares `bytes[start..end]` with `marker` the way `str::get(..)` + `eq_ignore_ascii_case` do. */
function compareSlice(
  bytes: Uint8Array,
  start: number,
  end: number,
  marker: Uint8Array,
): { passed: boolean; reason?: MatchStep['reason'] } {
  if (end > bytes.length) return { passed: false, reason: 'too_short' }
  if (!isCharBoundary(bytes, start) || !isCharBoundary(bytes, end))
    return { passed: false, reason: 'not_char_boundary' }
  const slice = bytes.subarray(start, end)
  if (slice.length !== marker.length) return { passed: false, reason: 'too_short' }
  if (bytesEqualIgnoreAsciiCase(slice, marker)) return { passed: true }
  // whether it differs only in non-ASCII case is the explanation's question (unicodeLookAlike)
  return { passed: false, reason: 'differs' }
}

/**
 * Codex's `matches_marked_text` (context-fragments `fragment.rs`), step by step.
 *
 * 1. false if either marker is empty;
 * 2. trim the start (Unicode White_Space), compare a prefix of the start marker's byte length,
 *    ASCII case-insensitively, on a char boundary;
 * 3. trim the end, compare a suffix of the end marker's byte length the same way;
 * 4. both must hold. The two regions may overlap. It never throws.
 */
export function explainMarkedMatch(
  startMarker: string,
  endMarker: string,
  text: string,
): MatchExplanation {
  const steps: MatchStep[] = []
  if (startMarker === '' || endMarker === '') {
    steps.push({ check: 'markers_present', passed: false })
    return { matched: false, steps }
  }
  steps.push({ check: 'markers_present', passed: true })
  const trimmedStart = rustTrimStart(text)
  steps.push({ check: 'trim_start', passed: true, seen: trimmedStart })
  const startBytes = utf8Encode(trimmedStart)
  const startMarkerBytes = utf8Encode(startMarker)
  const prefix = compareSlice(startBytes, 0, startMarkerBytes.length, startMarkerBytes)
  steps.push({
    check: 'prefix',
    passed: prefix.passed,
    seen: trimmedStart.slice(0, startMarker.length),
    expected: startMarker,
    ...(prefix.reason
      ? { reason: unicodeLookAlike(trimmedStart, startMarker, 'start') ?? prefix.reason }
      : {}),
  })
  const trimmed = rustTrimEnd(trimmedStart)
  steps.push({ check: 'trim_end', passed: true, seen: trimmed })
  const bytes = utf8Encode(trimmed)
  const endMarkerBytes = utf8Encode(endMarker)
  // saturating: a text shorter than the marker is compared whole, and then differs in length
  const from = Math.max(0, bytes.length - endMarkerBytes.length)
  const suffix = compareSlice(bytes, from, bytes.length, endMarkerBytes)
  steps.push({
    check: 'suffix',
    passed: suffix.passed,
    seen: trimmed.slice(Math.max(0, trimmed.length - endMarker.length)),
    expected: endMarker,
    ...(suffix.reason
      ? { reason: unicodeLookAlike(trimmed, endMarker, 'end') ?? suffix.reason }
      : {}),
  })
  return { matched: prefix.passed && suffix.passed, steps }
}

/**
 * Explains a failed comparison whose text would have matched under full Unicode case folding
 * (a KELVIN SIGN for `k`, say): the byte-wise, ASCII-only rule is what rejected it. The region is
 * taken by characters, since such look-alikes differ in byte length.
 */
function unicodeLookAlike(
  text: string,
  marker: string,
  side: 'start' | 'end',
): 'non_ascii_case' | undefined {
  const chars = [...text]
  const count = [...marker].length
  const region = (
    side === 'start' ? chars.slice(0, count) : chars.slice(Math.max(0, chars.length - count))
  ).join('')
  return region !== marker && region.toLowerCase() === marker.toLowerCase()
    ? 'non_ascii_case'
    : undefined
}

/**
 * Codex's `matches_marked_text(start_marker, end_marker, text)`: the trait's default matcher.
 * A prefix/suffix test only; nothing checks the body.
 */
export function matchesMarkedText(startMarker: string, endMarker: string, text: string): boolean {
  if (startMarker === '' || endMarker === '') return false
  const trimmedStart = rustTrimStart(text)
  if (isAscii(startMarker) && isAscii(endMarker)) {
    // fast path, identical in result: ASCII markers line bytes up with code units
    if (!asciiRegionEqualsIgnoreCase(trimmedStart, 0, startMarker)) return false
    const trimmed = rustTrimEnd(trimmedStart)
    if (utf8Length(trimmed) < endMarker.length) return false
    return asciiRegionEqualsIgnoreCase(trimmed, trimmed.length - endMarker.length, endMarker)
  }
  const startBytes = utf8Encode(trimmedStart)
  const startMarkerBytes = utf8Encode(startMarker)
  if (!compareSlice(startBytes, 0, startMarkerBytes.length, startMarkerBytes).passed) return false
  const bytes = utf8Encode(rustTrimEnd(trimmedStart))
  const endMarkerBytes = utf8Encode(endMarker)
  const from = Math.max(0, bytes.length - endMarkerBytes.length)
  return compareSlice(bytes, from, bytes.length, endMarkerBytes).passed
}

const EXTERNAL_PREFIX = '<external_'
const INTERNAL_CONTEXT_OPEN = '<codex_internal_context'
const INTERNAL_CONTEXT_CLOSE = '</codex_internal_context>'
const LEGACY_GOAL_OPEN = '<goal_context>'
const LEGACY_GOAL_CLOSE = '</goal_context>'
const UNIFIED_EXEC_WARNING =
  'Warning: The maximum number of unified exec processes you can keep open is'
const APPLY_PATCH_WARNING_START = 'Warning: apply_patch was requested via '
const APPLY_PATCH_WARNING_END = 'Use the apply_patch tool instead of exec_command.'
const MODEL_MISMATCH_WARNING =
  'Warning: Your account was flagged for potentially high-risk cyber activity'

/** The hand-written matchers, one explanation each (`t` is the trimmed text). */
function explainCustom(kind: MatcherKind, text: string): MatchExplanation {
  const t = rustTrim(text)
  switch (kind) {
    case MatcherKind.Marked:
      throw new Error('marked matchers are explained by explainMarkedMatch')
    case MatcherKind.AdditionalContextUser:
      return explainAdditionalContext(t)
    case MatcherKind.InternalModelContext:
      return explainInternalModelContext(t)
    case MatcherKind.LegacyUnifiedExecWarning:
      return explainWarningPrefix(t, UNIFIED_EXEC_WARNING)
    case MatcherKind.LegacyModelMismatchWarning:
      return explainWarningPrefix(t, MODEL_MISMATCH_WARNING)
    case MatcherKind.LegacyApplyPatchWarning:
      return explainApplyPatchWarning(t)
    default:
      return assertNever(kind)
  }
}

/** `<external_KEY>…</external_KEY>`. */
function explainAdditionalContext(t: string): MatchExplanation {
  // case-sensitive, unlike the marked matcher; the key is everything up to the first '>'
  const hasPrefix = t.startsWith(EXTERNAL_PREFIX)
  const steps: MatchStep[] = [
    { check: 'trim_start', passed: true, seen: t },
    {
      check: 'custom_prefix',
      passed: hasPrefix,
      seen: t.slice(0, EXTERNAL_PREFIX.length),
      expected: EXTERNAL_PREFIX,
    },
  ]
  if (!hasPrefix) return { matched: false, steps }
  const rest = t.slice(EXTERNAL_PREFIX.length)
  const close = rest.indexOf('>')
  steps.push({
    check: 'custom_key',
    passed: close >= 0,
    seen: close >= 0 ? rest.slice(0, close) : rest,
  })
  if (close < 0) return { matched: false, steps }
  const expected = `</external_${rest.slice(0, close)}>`
  const ok = rest.slice(close + 1).endsWith(expected)
  steps.push({ check: 'custom_suffix', passed: ok, seen: t.slice(-expected.length), expected })
  return { matched: ok, steps }
}

/** The legacy `<goal_context>` block, or `<codex_internal_context source="…">…`. */
function explainInternalModelContext(t: string): MatchExplanation {
  const steps: MatchStep[] = [{ check: 'trim_start', passed: true, seen: t }]
  if (t.startsWith(LEGACY_GOAL_OPEN) && t.endsWith(LEGACY_GOAL_CLOSE)) {
    steps.push({
      check: 'custom_prefix',
      passed: true,
      seen: LEGACY_GOAL_OPEN,
      expected: LEGACY_GOAL_OPEN,
    })
    steps.push({
      check: 'custom_suffix',
      passed: true,
      seen: LEGACY_GOAL_CLOSE,
      expected: LEGACY_GOAL_CLOSE,
    })
    return { matched: true, steps }
  }
  const opener = `${INTERNAL_CONTEXT_OPEN} source="`
  const hasOpen = t.startsWith(opener)
  steps.push({
    check: 'custom_prefix',
    passed: hasOpen,
    seen: t.slice(0, opener.length),
    expected: opener,
  })
  if (!hasOpen) return { matched: false, steps }
  const rest = t.slice(opener.length)
  const end = rest.indexOf('">')
  const source = end >= 0 ? rest.slice(0, end) : rest
  const validSource = end >= 0 && /^[a-z][a-z0-9_]*$/.test(source)
  steps.push({
    check: 'custom_key',
    passed: validSource,
    seen: source,
    expected: '[a-z][a-z0-9_]*',
  })
  if (!validSource) return { matched: false, steps }
  const ok = rest.slice(end + 2).endsWith(INTERNAL_CONTEXT_CLOSE)
  steps.push({
    check: 'custom_suffix',
    passed: ok,
    seen: t.slice(-INTERNAL_CONTEXT_CLOSE.length),
    expected: INTERNAL_CONTEXT_CLOSE,
  })
  return { matched: ok, steps }
}

/** A legacy warning recognized by its first words. */
function explainWarningPrefix(t: string, expected: string): MatchExplanation {
  const ok = t.startsWith(expected)
  return {
    matched: ok,
    steps: [
      { check: 'trim_start', passed: true, seen: t },
      { check: 'custom_prefix', passed: ok, seen: t.slice(0, expected.length), expected },
    ],
  }
}

/** The legacy apply_patch-via-exec_command warning: its first and last words. */
function explainApplyPatchWarning(t: string): MatchExplanation {
  const starts = t.startsWith(APPLY_PATCH_WARNING_START)
  const ends = t.endsWith(APPLY_PATCH_WARNING_END)
  return {
    matched: starts && ends,
    steps: [
      { check: 'trim_start', passed: true, seen: t },
      {
        check: 'custom_prefix',
        passed: starts,
        seen: t.slice(0, APPLY_PATCH_WARNING_START.length),
        expected: APPLY_PATCH_WARNING_START,
      },
      {
        check: 'custom_suffix',
        passed: ends,
        seen: t.slice(-APPLY_PATCH_WARNING_END.length),
        expected: APPLY_PATCH_WARNING_END,
      },
    ],
  }
}

/**
 * The custom matchers' decision alone, without the explanation: classification runs it on every
 * message of every cell, and building the steps there was most of what it allocated.
 * `explainCustom` gives the same answer (a property test holds them together).
 */
function matchesCustom(kind: MatcherKind, text: string): boolean {
  const t = rustTrim(text)
  switch (kind) {
    case MatcherKind.Marked:
      throw new Error('marked matchers go through matchesMarkedText')
    case MatcherKind.AdditionalContextUser: {
      if (!t.startsWith(EXTERNAL_PREFIX)) return false
      const close = t.indexOf('>', EXTERNAL_PREFIX.length)
      if (close < 0) return false
      const key = t.slice(EXTERNAL_PREFIX.length, close)
      const expected = `</external_${key}>`
      return t.length - (close + 1) >= expected.length && t.endsWith(expected)
    }
    case MatcherKind.InternalModelContext: {
      if (t.startsWith(LEGACY_GOAL_OPEN) && t.endsWith(LEGACY_GOAL_CLOSE)) return true
      const opener = `${INTERNAL_CONTEXT_OPEN} source="`
      if (!t.startsWith(opener)) return false
      const end = t.indexOf('">', opener.length)
      if (end < 0 || !/^[a-z][a-z0-9_]*$/.test(t.slice(opener.length, end))) return false
      return (
        t.length - (end + 2) >= INTERNAL_CONTEXT_CLOSE.length && t.endsWith(INTERNAL_CONTEXT_CLOSE)
      )
    }
    case MatcherKind.LegacyUnifiedExecWarning:
      return t.startsWith(UNIFIED_EXEC_WARNING)
    case MatcherKind.LegacyModelMismatchWarning:
      return t.startsWith(MODEL_MISMATCH_WARNING)
    case MatcherKind.LegacyApplyPatchWarning:
      return t.startsWith(APPLY_PATCH_WARNING_START) && t.endsWith(APPLY_PATCH_WARNING_END)
    default:
      return assertNever(kind)
  }
}

/** The full reasoning of one type's `matches_text` on a text. */
export function explainTypeMatch(type: FragmentType, text: string): MatchExplanation {
  return type.matcher === MatcherKind.Marked
    ? explainMarkedMatch(type.startMarker, type.endMarker, text)
    : explainCustom(type.matcher, text)
}

/** A type's `matches_text(text)`: the default marked matcher or its custom override. */
export function matchesFragmentType(type: FragmentType, text: string): boolean {
  return type.matcher === MatcherKind.Marked
    ? matchesMarkedText(type.startMarker, type.endMarker, text)
    : matchesCustom(type.matcher, text)
}
