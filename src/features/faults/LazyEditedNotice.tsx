import { Suspense } from 'react'
import { lazyPart } from '../../components/lazyPart.tsx'
import { withSections } from '../../app/withSections.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { DEFAULT_SCENARIO } from '../../store/scenarioSlice.ts'

/** The notice, with its words; preloaded for a first frame that may show it (saved work). */
export const EditedNoticePart = lazyPart(() =>
  withSections(import('./EditedNotice.tsx'), ['faultsPanel']).then((m) => m.EditedNotice),
)

/**
 * The "edited" notice, loaded only when the scenario may differ from the lesson's: while the
 * registry and the world are the lesson's own objects there is nothing to say (EditedNotice then
 * compares them by value).
 */
export function LazyEditedNotice() {
  const lessons = useVisualizerStore(
    (state) =>
      state.scenario.registry === DEFAULT_SCENARIO.registry &&
      state.scenario.world === DEFAULT_SCENARIO.world,
  )
  if (lessons) return null
  return (
    <Suspense>
      <EditedNoticePart />
    </Suspense>
  )
}
