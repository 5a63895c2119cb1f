import { useCallback, useRef, useState } from 'react'
import { useAfterFirstFrame } from '../../components/AfterFirstFrame.tsx'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { selectHighlightedIds, selectReplayView } from '../../store/playbackSelectors.ts'
import { Counters } from '../grid/Counters.tsx'
import { LaneBadges } from './LaneBadges.tsx'
import { LaneCards } from './LaneCards.tsx'
import { LaneItem } from './LaneItem.tsx'
import './lane.css'
import { countersOf } from '../../view-models/playback.ts'

/**
 * The history as the replay shows it at the current step: cards that stay, leave, or enter at
 * their real position, the lesson's counters and badges, and the re-injection that follows a
 * DoNotInject compaction (by this same turn for pre-turn, by the next regular turn for manual).
 */
export function HistoryLane() {
  const t = useT()
  const view = useVisualizerStore(selectReplayView)
  // pre-turn re-injects in this same turn, before its user message; manual waits a turn
  const sameTurn = view.badges.includes('reinjected_same_turn')
  const cell = useVisualizerStore((state) => state.cell)
  const highlighted = useVisualizerStore(selectHighlightedIds)
  const [expanded, setExpanded] = useState<string | null>(null)
  const toggle = useCallback((id: string) => setExpanded((open) => (open === id ? null : id)), [])
  const panelRef = useRef<HTMLElement>(null)
  const counters = countersOf(view)
  // the replay names the path from the dispatcher's step on
  const { path } = view
  // the cards (a third of the first screen's elements) follow the first frame, which shows the
  // grid's cells and the lane's header and counters: the panel's size is the grid's, not theirs
  const drawn = useAfterFirstFrame()
  return (
    <section ref={panelRef} className="lane" aria-labelledby="lane-title">
      <header className="lane-header">
        <h3 id="lane-title" className="panel-title">
          {t('grid.lane.title')}
          <span className="lane-cell-name">
            {t('grid.cells.name', {
              phase: t(`grid.phases.${cell.phase}`),
              implementation: t(`grid.implementations.${cell.implementation}`),
            })}
            {/* the path only adds news when it is not the implementation's own name */}
            {path !== null && path !== cell.implementation && (
              <span className="lane-path"> · {t(`grid.paths.${path}`)}</span>
            )}
          </span>
        </h3>
        <Counters counters={counters} />
        <LaneBadges badges={view.badges} />
      </header>
      {view.lane.length === 0 ? <p className="lane-empty">{t('grid.lane.empty')}</p> : null}
      {drawn && (
        <LaneCards
          lane={view.lane}
          phase={cell.phase}
          path={path}
          panelRef={panelRef}
          expanded={expanded}
          onToggle={toggle}
          highlighted={highlighted}
          label={t('grid.lane.listLabel')}
        />
      )}
      {drawn && view.nextTurnInjection.length > 0 && (
        <section className="lane-next" aria-labelledby="lane-next-title">
          <h4 id="lane-next-title" className="lane-next-title">
            {t(sameTurn ? 'grid.lane.sameTurn' : 'grid.lane.nextTurn')}
          </h4>
          <p className="lane-next-hint">
            {t(sameTurn ? 'grid.lane.sameTurnHint' : 'grid.lane.nextTurnHint')}
          </p>
          <ol className="lane-list lane-list-next">
            {view.nextTurnInjection.map((item, index) => (
              <LaneItem
                key={item.id}
                card={item}
                phase={cell.phase}
                path={path}
                position={index + 1}
                ghost
                expanded={expanded === item.id}
                onToggle={toggle}
              />
            ))}
          </ol>
        </section>
      )}
    </section>
  )
}
