import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef } from 'react'
import { BidiText } from '../../components/BidiText.tsx'
import type { LaneCard } from '../../core/index.ts'
import { shownStatus, statusClass } from '../../view-models/statuses.ts'
import { RoleKind } from '../lane/RoleKind.tsx'
import { StatusTag } from '../lane/StatusTag.tsx'

/** From this many cards a column draws only the cards in view (as the grid's lane does). */
export const VIRTUAL_CARDS_FROM = 150

/** A card's height before it is measured, and the space between cards (0.3rem), in pixels. */
const ESTIMATED_CARD_PX = 30
const CARD_GAP_PX = 4.8

interface CompareCardsProps {
  readonly lane: readonly LaneCard[]
  readonly label: string
}

/**
 * One column's cards. A long history (10,000 pending cards per column at step 1) scrolls in the
 * column's own box and draws only the cards in view: drawn whole, three columns took seconds.
 */
export function CompareCards({ lane, label }: CompareCardsProps) {
  if (lane.length < VIRTUAL_CARDS_FROM)
    return (
      <ol className="cmp-lane" aria-label={label}>
        {lane.map((card) => (
          <CompareCard key={card.id} card={card} />
        ))}
      </ol>
    )
  return <VirtualCards lane={lane} label={label} />
}

function VirtualCards({ lane, label }: CompareCardsProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  // the virtualizer's functions are used during this render only, never memoized
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useVirtualizer({
    count: lane.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_CARD_PX,
    gap: CARD_GAP_PX,
    overscan: 10,
    initialRect: { width: 400, height: 600 },
    getItemKey: (index) => lane[index]!.id,
  })
  const rows = virtualizer.getVirtualItems()
  const padTop = rows[0]?.start ?? 0
  const padBottom = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0)
  return (
    <div ref={scrollRef} className="cmp-lane-scroll" role="region" tabIndex={0} aria-label={label}>
      <ol className="cmp-lane cmp-lane-virtual" aria-label={label}>
        {padTop > 0 ? (
          <li className="cmp-spacer" aria-hidden="true" style={{ height: padTop }} />
        ) : null}
        {rows.map((row) => (
          <CompareCard
            key={row.key}
            card={lane[row.index]!}
            index={row.index}
            setSize={lane.length}
            measure={virtualizer.measureElement}
          />
        ))}
        {padBottom > 0 ? (
          <li className="cmp-spacer" aria-hidden="true" style={{ height: padBottom }} />
        ) : null}
      </ol>
    </div>
  )
}

function CompareCard({
  card,
  index,
  setSize,
  measure,
}: {
  readonly card: LaneCard
  readonly index?: number
  readonly setSize?: number
  readonly measure?: (element: Element | null) => void
}) {
  // an item a failed compaction left in place reads "unchanged", as in the grid's lane
  const status = shownStatus(card)
  return (
    <li
      ref={measure}
      className={`cmp-card ${statusClass(status)}`}
      data-status={status}
      {...(index === undefined
        ? {}
        : { 'data-index': index, 'aria-posinset': index + 1, 'aria-setsize': setSize })}
    >
      <StatusTag status={status} />
      <RoleKind item={card} short className="cmp-card-kind" />
      <bdi className="cmp-card-text">
        <BidiText text={card.fragmentType ?? card.text} />
      </bdi>
    </li>
  )
}
