import { withSections } from '../../app/withSections.ts'
import { lazyPart } from '../../components/lazyPart.tsx'
import { loadEngine } from '../../store/engine.ts'

/**
 * A message's parts and what each matched (`MessagePartsView`), with its words and the engine
 * that classifies them: drawn in a lane card's details and in the history editor's open item,
 * each of which preloads it before the click that shows it.
 */
export const LazyMessagePartsView = lazyPart(() =>
  Promise.all([withSections(import('./MessagePartsView.tsx'), ['registry']), loadEngine()]).then(
    ([module]) => module.default,
  ),
)
