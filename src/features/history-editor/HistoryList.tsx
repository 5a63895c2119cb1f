import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual'
import { useLayoutEffect, useRef, type ReactNode } from 'react'

/** From this many items the list draws only the rows in view (as the lane and the tables do). */
export const VIRTUAL_ITEMS_FROM = 150

/** A row's height before it is measured, and the space between rows (0.4rem), in pixels. */
const ESTIMATED_ROW_PX = 72
const ROW_GAP_PX = 6.4

export interface HistoryListProps {
  readonly count: number
  /** the row whose editor is open: it stays mounted while scrolled away, so no draft is lost. */
  readonly openIndex: number
  /** one `<li class="he-item">` per item (HistoryItemRow). */
  readonly renderRow: (index: number) => ReactNode
  readonly labelledBy: string
}

/**
 * The history editor's list. A short history is drawn whole; a long one (50,000 items of a
 * long session) scrolls in its own box and draws only the rows in view, each measured as drawn:
 * 10,000 rows of buttons and previews took seconds to lay out on import.
 */
export function HistoryList({ count, openIndex, renderRow, labelledBy }: HistoryListProps) {
  if (count < VIRTUAL_ITEMS_FROM)
    return (
      <ol className="he-list" aria-labelledby={labelledBy}>
        {Array.from({ length: count }, (_, index) => renderRow(index))}
      </ol>
    )
  return (
    <VirtualList
      count={count}
      openIndex={openIndex}
      renderRow={renderRow}
      labelledBy={labelledBy}
    />
  )
}

function VirtualList({ count, openIndex, renderRow, labelledBy }: HistoryListProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const listRef = useRef<HTMLOListElement>(null)
  // the virtualizer's functions are used during this render only, never memoized
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    gap: ROW_GAP_PX,
    overscan: 6,
    initialRect: { width: 800, height: 600 },
    rangeExtractor: (range: Range) => keepOpen(defaultRangeExtractor(range), openIndex, count),
  })
  const rows = virtualizer.getVirtualItems()
  // HistoryItemRow draws its own <li>: its index for the virtualizer is set here, then measured
  useLayoutEffect(() => {
    const drawn = listRef.current?.querySelectorAll<HTMLElement>(':scope > li.he-item') ?? []
    drawn.forEach((el, i) => {
      const row = rows[i]
      if (row === undefined) return
      el.dataset['index'] = String(row.index)
      el.setAttribute('aria-posinset', String(row.index + 1))
      el.setAttribute('aria-setsize', String(count))
      virtualizer.measureElement(el)
    })
  })
  // rows drawn are not always contiguous (the open row): a spacer fills each gap; rows keep
  // their own keys (by index), so the open row is never remounted as spacers come and go
  const children: ReactNode[] = []
  let end = 0
  for (const row of rows) {
    children.push(<Spacer key={`gap-${row.index}`} height={row.start - end} />)
    children.push(renderRow(row.index))
    end = row.end + ROW_GAP_PX
  }
  children.push(<Spacer key="end" height={virtualizer.getTotalSize() - end} />)
  return (
    <div ref={scrollRef} className="he-list-scroll">
      <ol
        ref={listRef}
        className="he-list he-list-virtual"
        aria-labelledby={labelledBy}
        start={(rows[0]?.index ?? 0) + 1}
      >
        {children}
      </ol>
    </div>
  )
}

function Spacer({ height }: { readonly height: number }) {
  if (height <= 0.5) return null
  return <li className="he-spacer" aria-hidden="true" style={{ height }} />
}

/** The rows in view, plus the open row wherever it is (in order). */
function keepOpen(indexes: readonly number[], openIndex: number, count: number): number[] {
  if (openIndex < 0 || openIndex >= count || indexes.includes(openIndex)) return [...indexes]
  return [...indexes, openIndex].sort((a, b) => a - b)
}
