import { useState } from 'react'
import {
  callIdOf,
  toScenarioItem,
  type HistoryItem,
  type ScenarioError,
  type ScenarioFile,
} from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import type { UndoMode } from '../../store/scenarioSlice.ts'
import { moveItem, pairedOutputs, removeItem } from '../../view-models/historyOps.ts'

export type Feedback =
  | { readonly kind: 'status'; readonly text: string }
  | { readonly kind: 'error'; readonly text: string; readonly errors?: readonly ScenarioError[] }

/**
 * The history editor's edits: each goes through the store's `editScenario` (validated by the
 * core, undoable), and the outcome becomes the screen's feedback line.
 */
export function useHistoryEdits(items: readonly HistoryItem[]) {
  const t = useT()
  const editScenario = useVisualizerStore((state) => state.editScenario)
  const selectCell = useVisualizerStore((state) => state.selectCell)
  const [feedback, setFeedback] = useState<Feedback | null>(null)

  /** Applies a new history if the scenario stays valid; otherwise says why and changes nothing. */
  const commit = (next: readonly HistoryItem[], status: string | null, undo?: UndoMode) => {
    const outcome = editScenario(
      (scenario) => ({ ...scenario, history: next.map(toScenarioItem) }),
      undo,
    )
    if (!outcome.ok)
      setFeedback({ kind: 'error', text: t('registry.history.invalid'), errors: outcome.errors })
    else if (status !== null) setFeedback({ kind: 'status', text: status })
    return outcome.ok
  }

  const load = (next: ScenarioFile, status?: string) => {
    const outcome = editScenario(() => next)
    if (!outcome.ok) {
      setFeedback({ kind: 'error', text: t('registry.history.invalid'), errors: outcome.errors })
      return
    }
    selectCell(next.cell)
    if (status !== undefined) setFeedback({ kind: 'status', text: status })
  }

  const move = (item: HistoryItem, delta: -1 | 1) => {
    const index = items.findIndex((candidate) => candidate.id === item.id)
    const next = moveItem(items, item.id, delta)
    const outcome = editScenario((scenario) => ({ ...scenario, history: next.map(toScenarioItem) }))
    if (!outcome.ok) {
      // a swap of a valid history only breaks it by putting an output before its call
      const neighbor = items[index + delta]
      const callId = callIdOf(item) ?? (neighbor ? callIdOf(neighbor) : undefined) ?? ''
      setFeedback({ kind: 'error', text: t('registry.history.outputBeforeCall', { callId }) })
      return
    }
    setFeedback({
      kind: 'status',
      text: t('registry.history.moved', { id: item.id, position: index + delta + 1 }),
    })
  }

  const remove = (item: HistoryItem) => {
    const outputs = pairedOutputs(items, item)
    const { items: next } = removeItem(items, item.id)
    commit(
      next,
      outputs.length > 0
        ? t('registry.history.removedPair', {
            id: item.id,
            other: outputs.map((o) => o.id).join(', '),
          })
        : t('registry.history.removed', { id: item.id }),
    )
  }

  return { feedback, commit, load, move, remove }
}
