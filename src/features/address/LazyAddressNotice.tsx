import { Suspense } from 'react'
import { lazyPart } from '../../components/lazyPart.tsx'
import { withSections } from '../../app/withSections.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { DEFAULT_SCENARIO } from '../../store/scenarioSlice.ts'
import type { Tab } from '../../store/viewSlice.ts'

/** The notice, with its words; preloaded for a first frame that will show it (saved work). */
export const AddressNoticePart = lazyPart(() =>
  withSections(import('./AddressNotice.tsx'), ['address']).then((m) => m.AddressNotice),
)

/** The screens that show the store's scenario (lessons, other agents and a session file do not). */
const SHOWS_SCENARIO: ReadonlySet<Tab> = new Set([
  'grid',
  'compare',
  'registry',
  'matcher',
  'assembly',
  'history',
])

/**
 * The address notice, loaded only when the address bar may not carry what is on screen: while
 * the scenario is the bundled one it always does. An embedded view has no address bar to speak of.
 */
export function LazyAddressNotice() {
  const shown = useVisualizerStore(
    (state) => state.scenario !== DEFAULT_SCENARIO && !state.embed && SHOWS_SCENARIO.has(state.tab),
  )
  if (!shown) return null
  return (
    <Suspense>
      <AddressNoticePart />
    </Suspense>
  )
}
