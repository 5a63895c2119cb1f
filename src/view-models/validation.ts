import {
  isRustWhitespace,
  typeNameProblem,
  MatcherKind,
  type FragmentRegistry,
  type FragmentType,
} from '../core/index.ts'

/**
 * Validation of registry edits. An `error` is refused; a `warning` is legal in Codex but
 * self-defeating, so it is applied only after the user confirms it in place, and the row keeps
 * showing it afterwards.
 */

/** Bodies above this many characters are refused (a type answers for shape, not for size). */
export const MAX_BODY_CHARS = 20_000

export type Field = 'name' | 'startMarker' | 'endMarker' | 'body' | 'developerPrefix' | 'membership'

export type IssueCode =
  | 'nameEmpty'
  | 'nameDuplicate'
  | 'nameInvalid'
  | 'nameReserved'
  | 'markersMissing'
  | 'halfMarked'
  | 'nonAscii'
  | 'edgeWhitespace'
  | 'duplicateStart'
  | 'bodyTooLarge'
  | 'prefixEmpty'
  | 'oneShotListed'

export interface Issue {
  readonly field: Field
  readonly severity: 'error' | 'warning'
  readonly code: IssueCode
  readonly vars?: Readonly<Record<string, string | number>>
}

/** U+XXXX for a code point. */
function codePointLabel(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`
}

/** Names of a few characters the lesson uses; others show their code point only. */
const CHAR_NAMES: Readonly<Record<number, string>> = {
  0x212a: 'KELVIN SIGN',
  0x017f: 'LATIN SMALL LETTER LONG S',
  0x0130: 'LATIN CAPITAL LETTER I WITH DOT ABOVE',
  0x0131: 'LATIN SMALL LETTER DOTLESS I',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE (BOM)',
  0x0085: 'NEXT LINE (NEL)',
  0x00a0: 'NO-BREAK SPACE',
  0x200b: 'ZERO WIDTH SPACE',
}

/** `U+212A KELVIN SIGN`, or just `U+00E9` when the name is not in the short list. */
function describeCodePoint(codePoint: number): string {
  const name = CHAR_NAMES[codePoint]
  return name ? `${codePointLabel(codePoint)} ${name}` : codePointLabel(codePoint)
}

/** The first non-ASCII code point of a string, if any. */
function firstNonAscii(text: string): number | undefined {
  for (const char of text) {
    const cp = char.codePointAt(0)!
    if (cp > 0x7f) return cp
  }
  return undefined
}

export interface MarkerDraft {
  readonly startMarker: string
  readonly endMarker: string
}

/** Problems with a pair of markers for the type `name` (other types are checked for clashes). */
export function validateMarkers(
  draft: MarkerDraft,
  registry: FragmentRegistry,
  name: string,
  matcher: MatcherKind = MatcherKind.Marked,
): Issue[] {
  const issues: Issue[] = []
  const { startMarker, endMarker } = draft
  const custom = matcher !== MatcherKind.Marked
  if (!custom && (startMarker === '') !== (endMarker === ''))
    issues.push({
      field: startMarker === '' ? 'startMarker' : 'endMarker',
      severity: 'warning',
      code: 'halfMarked',
    })
  for (const field of ['startMarker', 'endMarker'] as const) {
    const cp = firstNonAscii(draft[field])
    if (cp !== undefined)
      issues.push({
        field,
        severity: 'warning',
        code: 'nonAscii',
        vars: { char: describeCodePoint(cp) },
      })
  }
  // a listed user type without markers is asked by Codex, and always answers no
  if (
    !custom &&
    startMarker === '' &&
    endMarker === '' &&
    registry.contextualUserMatchers.includes(name) &&
    registry.types.find((t) => t.name === name)?.role === 'user'
  )
    issues.push({ field: 'startMarker', severity: 'warning', code: 'oneShotListed' })
  if (startMarker !== '' && isRustWhitespace(startMarker.charCodeAt(0)))
    issues.push({
      field: 'startMarker',
      severity: 'warning',
      code: 'edgeWhitespace',
      vars: { side: 'start' },
    })
  if (endMarker !== '' && isRustWhitespace(endMarker.charCodeAt(endMarker.length - 1)))
    issues.push({
      field: 'endMarker',
      severity: 'warning',
      code: 'edgeWhitespace',
      vars: { side: 'end' },
    })
  if (startMarker !== '') {
    const clash = registry.types.find((t) => t.name !== name && t.startMarker === startMarker)
    if (clash)
      issues.push({
        field: 'startMarker',
        severity: 'warning',
        code: 'duplicateStart',
        vars: { other: clash.name },
      })
  }
  return issues
}

/** Problems with a struct name for a new or renamed type. */
function validateName(name: string, registry: FragmentRegistry, previous?: string): Issue[] {
  // the parser applies the same rule (core/typeNames.ts)
  const problem = typeNameProblem(name)
  if (problem !== undefined) return [{ field: 'name', severity: 'error', code: problem }]
  if (name !== previous && registry.types.some((t) => t.name === name))
    return [{ field: 'name', severity: 'error', code: 'nameDuplicate', vars: { name } }]
  return []
}

/** A body's size check; the body is always rendered as text, never as HTML. */
function validateBody(body: string): Issue[] {
  return body.length > MAX_BODY_CHARS
    ? [
        {
          field: 'body',
          severity: 'error',
          code: 'bodyTooLarge',
          vars: { size: body.length, max: MAX_BODY_CHARS },
        },
      ]
    : []
}

/** What the add-type form collects, step by step (the lesson's checklist). */
export interface TypeDraft {
  readonly name: string
  readonly role: FragmentType['role']
  /** true: the type gives up recognition on purpose (both markers empty). */
  readonly oneShot: boolean
  readonly startMarker: string
  readonly endMarker: string
  readonly contentKind: string
  readonly body: string
  readonly requiresSeparateMessage: boolean
  /** list it in the table its role asks for. */
  readonly register: boolean
  /** a one-shot developer type can still be listed under an explicit prefix. */
  readonly developerPrefix: string
}

/** The type a draft describes. */
export function typeFromDraft(draft: TypeDraft): FragmentType {
  const startMarker = draft.oneShot ? '' : draft.startMarker
  const endMarker = draft.oneShot ? '' : draft.endMarker
  const explicitPrefix =
    draft.role === 'developer' && draft.oneShot && draft.register && draft.developerPrefix !== ''
  return {
    name: draft.name,
    role: draft.role,
    startMarker,
    endMarker,
    requiresSeparateMessage: draft.requiresSeparateMessage,
    contentKind: draft.contentKind.trim() === '' ? 'custom.fragment' : draft.contentKind.trim(),
    matcher: MatcherKind.Marked,
    exampleBody: draft.body,
    ...(explicitPrefix ? { developerPrefix: draft.developerPrefix } : {}),
    custom: true,
  }
}

/** Every problem of an add-type draft. */
export function validateDraft(draft: TypeDraft, registry: FragmentRegistry): Issue[] {
  const issues: Issue[] = [...validateName(draft.name, registry)]
  if (!draft.oneShot) {
    if (draft.startMarker === '' && draft.endMarker === '')
      issues.push({ field: 'startMarker', severity: 'error', code: 'markersMissing' })
    else issues.push(...validateMarkers(draft, registry, draft.name))
  }
  issues.push(...validateBody(draft.body))
  if (draft.register && draft.role === 'developer') {
    const prefix = draft.oneShot ? draft.developerPrefix : draft.startMarker
    if (prefix === '')
      issues.push({ field: 'developerPrefix', severity: 'error', code: 'prefixEmpty' })
  }
  // the draft is not in the registry yet, so its own listing is checked here
  if (draft.register && draft.role === 'user' && draft.oneShot)
    issues.push({ field: 'membership', severity: 'warning', code: 'oneShotListed' })
  return issues
}

/** Issues for listing an existing type in its role's table. */
export function validateMembership(type: FragmentType, prefix: string): Issue[] {
  if (type.role === 'developer' && prefix === '')
    return [{ field: 'developerPrefix', severity: 'error', code: 'prefixEmpty' }]
  if (
    type.role === 'user' &&
    type.matcher === MatcherKind.Marked &&
    type.startMarker === '' &&
    type.endMarker === ''
  )
    return [{ field: 'membership', severity: 'warning', code: 'oneShotListed' }]
  return []
}

export function hasErrors(issues: readonly Issue[]): boolean {
  return issues.some((issue) => issue.severity === 'error')
}

/** Warnings to keep showing on a row once applied (only for edited or added types). */
export function standingWarnings(type: FragmentType, registry: FragmentRegistry): Issue[] {
  return validateMarkers(type, registry, type.name, type.matcher).filter(
    (issue) => issue.severity === 'warning',
  )
}
