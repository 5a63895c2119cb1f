import { lazy, Suspense } from 'react'
import { withSections } from '../../app/withSections.ts'
import type { LaneCard } from '../../core/index.ts'

// a second step, so that the first screen names only this small module (it imports nothing the
// first screen lacks), not the list's chunks, styles and words
const MessagePartsView = lazy(() => withSections(import('./MessagePartsView.tsx'), ['registry']))

/**
 * An expanded message card's content parts and what each matched. Loaded only when a card is
 * opened (`LaneItem`), so the first screen does not carry it.
 */
export default function LaneMessageParts({ card }: { readonly card: LaneCard }) {
  // only user and developer text is matched against fragment types
  if (card.role !== 'user' && card.role !== 'developer') return null
  return (
    <Suspense>
      <MessagePartsView role={card.role} parts={card.parts ?? [card.text]} />
    </Suspense>
  )
}
