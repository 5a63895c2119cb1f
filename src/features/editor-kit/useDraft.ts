import { useState } from 'react'

/**
 * A text field's draft: every change is shown, and handed on through `onCommit` only when
 * `accepts` it, so a refused value stays visible instead of disappearing. An outside change of
 * `value` (undo, a loaded scenario) replaces the draft.
 */
export function useDraft(
  value: string,
  accepts: (next: string) => boolean,
  onCommit: (next: string) => void,
): readonly [draft: string, change: (next: string) => void] {
  const [draft, setDraft] = useState(value)
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    setSeen(value)
    setDraft(value)
  }
  const change = (next: string) => {
    setDraft(next)
    if (accepts(next)) {
      setSeen(next)
      onCommit(next)
    }
  }
  return [draft, change]
}
