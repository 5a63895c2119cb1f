import { useEffect } from 'react'
import { useVisualizerStore, type VisualizerState } from '../../store/index.ts'
import { selectStep, selectStepCount } from '../../store/playbackSelectors.ts'
import { openChannel, type ConsoleKey, type ProjectedPosition } from './consoleChannel.ts'
import { keyPacer, nextFrame } from './pacer.ts'

function positionOf(state: VisualizerState): ProjectedPosition {
  const lesson = state.tab === 'lessons' ? state.lessonPosition : null
  const page = state.lessonPage
  return {
    kind: 'position',
    tab: state.tab,
    locale: state.locale,
    lesson:
      lesson === null
        ? null
        : {
            section: lesson.section,
            step: lesson.step,
            ...(page === null ? {} : { page: { at: page.at, of: page.of } }),
          },
    gridStep: selectStep(state),
    gridSteps: selectStepCount(state),
  }
}

const samePosition = (a: ProjectedPosition, b: ProjectedPosition) =>
  JSON.stringify(a) === JSON.stringify(b)

/**
 * The projected window's half of the console: it tells the console where it stands after every
 * change, answers a console that just opened, and takes the console's step keys as if pressed
 * here (the lesson and the grid handle them as their own keys, so both move the same way), one
 * per frame at most (`pacer.ts`).
 */
export function useProjectedSync(): void {
  useEffect(() => {
    let last: ProjectedPosition | null = null
    // a burst of keys from any page of the origin must not freeze the projected window
    const press = keyPacer((key: ConsoleKey) => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
    }, nextFrame)
    const channel = openChannel((message) => {
      if (message.kind === 'hello') channel?.post(positionOf(useVisualizerStore.getState()))
      else if (message.kind === 'key') press(message.key)
    })
    if (channel === null) return
    const report = (state: VisualizerState) => {
      const position = positionOf(state)
      if (last !== null && samePosition(last, position)) return
      last = position
      channel.post(position)
    }
    report(useVisualizerStore.getState())
    const unsubscribe = useVisualizerStore.subscribe(report)
    return () => {
      unsubscribe()
      channel.close()
    }
  }, [])
}
