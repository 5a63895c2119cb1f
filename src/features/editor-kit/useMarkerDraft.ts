import { useState } from 'react'
import type { FragmentType } from '../../core/index.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { selectRegistry } from '../../store/registrySelectors.ts'
import { validateMarkers } from '../../view-models/validation.ts'
import { idFor } from './idFor.ts'
import { escapeMarker, unescapeMarker } from './markerText.ts'

/**
 * The marker editor's state: both markers as typed (with \n escapes), their issues checked as
 * they are typed, and apply / close, which hand focus back to the button that opened the editor.
 */
export function useMarkerDraft(type: FragmentType) {
  const registry = useVisualizerStore(selectRegistry)
  const setEditing = useVisualizerStore((state) => state.setRegistryEditing)
  const setTypeMarkers = useVisualizerStore((state) => state.setTypeMarkers)
  const [start, setStart] = useState(() => escapeMarker(type.startMarker))
  const [end, setEnd] = useState(() => escapeMarker(type.endMarker))
  const startMarker = unescapeMarker(start)
  const endMarker = unescapeMarker(end)
  const issues = validateMarkers({ startMarker, endMarker }, registry, type.name, type.matcher)
  const base = idFor(type.name)
  const unchanged = startMarker === type.startMarker && endMarker === type.endMarker
  const close = () => {
    setEditing(null)
    requestAnimationFrame(() => document.getElementById(`${base}-edit`)?.focus())
  }
  const apply = () => {
    setTypeMarkers(type.name, startMarker, endMarker)
    close()
  }
  return {
    base,
    start,
    setStart,
    end,
    setEnd,
    startMarker,
    endMarker,
    issues,
    startIssues: issues.filter((issue) => issue.field === 'startMarker'),
    endIssues: issues.filter((issue) => issue.field === 'endMarker'),
    unchanged,
    /** Enter applies only what a click on "Apply" would apply without asking. */
    applyOnEnter: (key: string) => {
      if (key === 'Enter' && issues.length === 0 && !unchanged) apply()
    },
    apply,
    close,
  }
}

export type MarkerDraft = ReturnType<typeof useMarkerDraft>
