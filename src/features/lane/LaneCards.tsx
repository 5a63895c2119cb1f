import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import type { CompactionPath, LaneCard, Phase } from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { roleKindShort } from './labels.ts'
import { LaneItem } from './LaneItem.tsx'
import { useLaneGeometry, type LaneGeometry } from './useLaneGeometry.ts'
import { useLaneMotion } from './useLaneMotion.ts'
import { shownStatus, statusLabel } from '../../view-models/statuses.ts'

/** From this many cards on, only the rows in view (and a few around them) are drawn. */
const VIRTUAL_FROM = 150

export interface LaneCardsProps {
  readonly lane: readonly LaneCard[]
  /** where the cell decides: each card names the deciding source. */
  readonly phase: Phase
  readonly path: CompactionPath | null
  /** the lane panel, which scrolls. */
  readonly panelRef: RefObject<HTMLElement | null>
  readonly expanded: string | null
  readonly onToggle: (id: string) => void
  readonly highlighted: ReadonlySet<string>
  readonly label: string
}

const OVERSCAN_ROWS = 3

/**
 * The window of rows to draw: all of them for a short lane, the ones in view (plus a few) for a
 * long one. Rows follow from the measured grid and the panel's scroll offset, read on scroll.
 */
function useRowWindow(
  count: number,
  geometry: LaneGeometry | undefined,
  panelRef: RefObject<HTMLElement | null>,
): { from: number; to: number; padTop: number; padBottom: number } {
  const virtual = count >= VIRTUAL_FROM
  const [offset, setOffset] = useState(0)
  useEffect(() => {
    const panel = panelRef.current
    if (!virtual || !panel) return
    const onScroll = () => setOffset(panel.scrollTop)
    panel.addEventListener('scroll', onScroll, { passive: true })
    return () => panel.removeEventListener('scroll', onScroll)
  }, [virtual, panelRef])
  if (!virtual) return { from: 0, to: count, padTop: 0, padBottom: 0 }
  const cols = geometry?.cols ?? 1
  const pitch = geometry?.rowPitch ?? 64
  const rows = Math.ceil(count / cols)
  const top = offset - (geometry?.listTop ?? 0)
  const first = Math.max(0, Math.floor(top / pitch) - OVERSCAN_ROWS)
  const last = Math.min(
    rows - 1,
    Math.ceil((top + (geometry?.viewHeight ?? 900)) / pitch) + OVERSCAN_ROWS,
  )
  return {
    from: first * cols,
    to: Math.min(count, (last + 1) * cols),
    padTop: first * pitch,
    padBottom: Math.max(0, (rows - last - 1) * pitch),
  }
}

/**
 * The lane's cards in history order. Short lanes draw every card; long ones draw only the rows
 * in view (the list keeps its full height, and each card says its place in the whole list).
 */
export function LaneCards({
  lane,
  phase,
  path,
  panelRef,
  expanded,
  onToggle,
  highlighted,
  label,
}: LaneCardsProps) {
  const t = useT()
  const listRef = useRef<HTMLOListElement>(null)
  const ghostLayerRef = useRef<HTMLDivElement>(null)
  const { geometry, scrollTop } = useLaneGeometry(listRef, panelRef)
  const rowWindow = useRowWindow(lane.length, geometry, panelRef)
  const labelsOf = useCallback(
    (card: LaneCard, position: number) => ({
      position: t('grid.lane.position', { n: position }),
      status: t(statusLabel(shownStatus(card))),
      kind: roleKindShort(card, t),
    }),
    [t],
  )
  useLaneMotion({
    listRef,
    ghostLayerRef,
    lane,
    geometry,
    scrollTop,
    anyExpanded: expanded !== null,
    labelsOf,
  })
  const virtual = lane.length >= VIRTUAL_FROM
  return (
    <div className="lane-list-wrap">
      <ol
        ref={listRef}
        className="lane-list"
        aria-label={label}
        start={rowWindow.from + 1}
        style={
          virtual ? { paddingTop: rowWindow.padTop, paddingBottom: rowWindow.padBottom } : undefined
        }
      >
        {lane.slice(rowWindow.from, rowWindow.to).map((card, i) => (
          <LaneItem
            key={card.id}
            card={card}
            phase={phase}
            path={path}
            position={rowWindow.from + i + 1}
            {...(virtual ? { setSize: lane.length } : {})}
            expanded={expanded === card.id}
            highlighted={highlighted.has(card.id)}
            onToggle={onToggle}
          />
        ))}
      </ol>
      <div ref={ghostLayerRef} className="lane-ghosts" aria-hidden="true" />
    </div>
  )
}
