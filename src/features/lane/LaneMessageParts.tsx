import { Suspense } from 'react'
import type { LaneCard } from '../../core/index.ts'
import { LazyMessagePartsView } from './LazyMessagePartsView.ts'

/**
 * An expanded message card's content parts and what each matched. Loaded only when a card is
 * reached or opened (`LaneItem`), so the first screen does not carry it.
 */
function LaneMessageParts({ card }: { readonly card: LaneCard }) {
  // only user and developer text is matched against fragment types
  if (card.role !== 'user' && card.role !== 'developer') return null
  return (
    <Suspense>
      <LazyMessagePartsView role={card.role} parts={card.parts ?? [card.text]} />
    </Suspense>
  )
}

/** This view, once the view it draws has loaded too: `LaneItem` then draws both at once. */
export const loaded = LazyMessagePartsView.preload().then(() => LaneMessageParts)
