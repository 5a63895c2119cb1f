import { useId, useState } from 'react'
import {
  developerPrefixOf,
  explainTypeMatch,
  matchDeveloperPrefix,
  renderExample,
  type FragmentRegistry,
  type FragmentType,
} from '../../core/index.ts'
import { unescapeMarker } from '../editor-kit/markerText.ts'
import {
  hasErrors,
  typeFromDraft,
  validateDraft,
  type Field,
  type Issue,
  type TypeDraft,
} from '../../view-models/validation.ts'

export const EMPTY_DRAFT: TypeDraft = {
  name: '',
  role: 'user',
  oneShot: false,
  startMarker: '',
  endMarker: '',
  contentKind: 'custom.fragment',
  body: '\n\n',
  requiresSeparateMessage: false,
  register: true,
  developerPrefix: '',
}

/** The draft fields typed with \n escapes: the input keeps the text, the draft the characters. */
export type EscapedField = 'startMarker' | 'endMarker' | 'developerPrefix'

const NO_ESCAPED_TEXT: Readonly<Record<EscapedField, string>> = {
  startMarker: '',
  endMarker: '',
  developerPrefix: '',
}

/**
 * Whether a type's own rendered example is recognized as that type: user types by their
 * matcher, developer types only by their prefix.
 */
function matchesItself(type: FragmentType, rendered: string): boolean {
  if (type.role !== 'developer') return explainTypeMatch(type, rendered).matched
  const registry = {
    types: [],
    contextualUserMatchers: [],
    developerPrefixes: [developerPrefixOf(type)],
  }
  return matchDeveloperPrefix(rendered, registry) !== undefined
}

/**
 * The add-type form's state: the draft, its issues (the empty-name and missing-marker errors
 * wait for a first submit, the rest show live), the rendered preview, and the submit that
 * refuses errors and asks for an explicit "Add anyway" on warnings.
 */
export function useAddTypeDraft(
  registry: FragmentRegistry,
  onAdd: (type: FragmentType, register: boolean) => void,
) {
  const base = useId()
  const [draft, setDraft] = useState<TypeDraft>(EMPTY_DRAFT)
  const [escaped, setEscaped] = useState(NO_ESCAPED_TEXT)
  const [submitted, setSubmitted] = useState(false)
  const update = (patch: Partial<TypeDraft>) => setDraft((d) => ({ ...d, ...patch }))
  const updateEscaped = (field: EscapedField, text: string) => {
    setEscaped((texts) => ({ ...texts, [field]: text }))
    update({ [field]: unescapeMarker(text) })
  }

  const issues = validateDraft(draft, registry)
  const shown = (field: Field): Issue[] =>
    issues.filter(
      (issue) =>
        issue.field === field &&
        (submitted || (issue.code !== 'nameEmpty' && issue.code !== 'markersMissing')),
    )
  const type = typeFromDraft(draft)
  const rendered = renderExample(type)
  const registers = draft.register && draft.role !== 'assistant'
  const blocked = hasErrors(issues)
  const warned = issues.length > 0 && !blocked

  const submit = (force: boolean) => {
    setSubmitted(true)
    if (blocked || (warned && !force)) return
    onAdd(type, registers)
    setDraft(EMPTY_DRAFT)
    setEscaped(NO_ESCAPED_TEXT)
    setSubmitted(false)
  }

  return {
    draft,
    escaped,
    update,
    updateEscaped,
    shown,
    rendered,
    selfMatch: matchesItself(type, rendered),
    registers,
    submitted,
    blocked,
    warned,
    submit,
    fieldId: (field: string) => `${base}-${field}`,
    issueId: (field: string) => `${base}-${field}-issues`,
    titleId: `${base}-title`,
    groupName: (group: string) => `${base}-${group}`,
  }
}

export type AddTypeDraft = ReturnType<typeof useAddTypeDraft>
