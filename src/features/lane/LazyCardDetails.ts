import { lazyPart } from '../../components/lazyPart.tsx'

/**
 * What an opened lane card adds below its text (its message parts), as a part of its own: the
 * first screen names only this small step (`LaneMessageParts`, which imports nothing the first
 * screen lacks), not the list's chunks, styles and words. `LaneItem` preloads it as the pointer
 * or the focus reaches a card, so that the click that opens one draws its parts in its own frame.
 */
export const LazyCardDetails = lazyPart(() =>
  import('./LaneMessageParts.tsx').then((module) => module.loaded),
)
