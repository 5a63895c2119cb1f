import { useEffect, useState } from 'react'
import { loadedEngine, loadEngine } from '../../store/engine.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { lessonScenario } from './content/scenarios.ts'
import { bindingStep, type StageBinding } from './content/stage.ts'

/**
 * While the Lessons tab is open, the stage plays the lesson's own scenarios. The reader's
 * scenario, undo history, cell and step are put back when the tab closes; lesson scenarios are
 * installed with origin `default`, so saved work never receives them.
 */
export function useLessonSession(): void {
  // taken during the first render: the steps' effects (children) run before this one's
  const [saved] = useState(() => {
    const s = useVisualizerStore.getState()
    return {
      scenario: s.scenario,
      scenarioOrigin: s.scenarioOrigin,
      scenarioPast: s.scenarioPast,
      scenarioFuture: s.scenarioFuture,
      cell: s.cell,
      step: s.step,
    }
  })
  useEffect(
    () => () => useVisualizerStore.setState({ ...saved, playing: false, hoveredStep: null }),
    [saved],
  )
}

/** Moves the real app to a binding: its scenario, its cell, its step, and what lights up. */
function applyBinding(binding: StageBinding): void {
  const store = useVisualizerStore
  const scenario = lessonScenario(binding.scenario)
  if (store.getState().scenario !== scenario) store.getState().loadScenario(scenario, 'default')
  store.getState().selectCell(binding.cell)
  const step = bindingStep(binding)
  store.setState({ step, playing: false, hoveredStep: binding.highlight ? step : null })
}

/**
 * Calls `then` once the frame now being drawn is on screen (the frame, then a task after it), so
 * the engine's download, evaluation and first runs never hold back the step's text on a slow
 * machine. Returns a function that cancels it.
 */
function afterPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => (timer = setTimeout(then, 0)))
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

/**
 * Keeps the stage on `binding` whenever it changes, and says whether it stands on one yet. The
 * lessons paint before the engine loads (`App.tsx`): the first binding waits for it (and starts
 * its load once the step's text is painted); until then the stage is a placeholder. An engine
 * that cannot load is the screen's failure to show (its error boundary).
 */
export function useStage(binding: StageBinding): boolean {
  const [ready, setReady] = useState(() => loadedEngine() !== null)
  const [failure, setFailure] = useState<{ readonly error: unknown } | null>(null)
  if (failure) throw failure.error
  useEffect(() => {
    if (loadedEngine()) return applyBinding(binding)
    let live = true
    const cancel = afterPaint(() =>
      loadEngine().then(
        () => {
          if (!live) return
          applyBinding(binding)
          setReady(true)
        },
        (error: unknown) => live && setFailure({ error }),
      ),
    )
    return () => {
      live = false
      cancel()
    }
  }, [binding])
  return ready
}
