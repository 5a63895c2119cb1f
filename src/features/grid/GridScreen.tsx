import { useEffect } from 'react'
import { AfterFirstFrame } from '../../components/AfterFirstFrame.tsx'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { selectStepCount } from '../../store/playbackSelectors.ts'
import { HistoryLane } from '../lane/HistoryLane.tsx'
import { PlaybackControls } from '../playback/PlaybackControls.tsx'
import { useAutoplay } from '../playback/useAutoplay.ts'
import { useKeyboardShortcuts } from '../playback/useKeyboardShortcuts.ts'
import { LazyEditedNotice } from '../faults/LazyEditedNotice.tsx'
import { FaultsPanel } from '../faults/FaultsPanel.tsx'
import { IconLegend } from '../faults/IconLegend.tsx'
import { LessonsOffer } from '../lessons/LessonsOffer.tsx'
import { LazyReplacementTable } from '../replacement-table/LazyReplacementTable.tsx'
import { TracePanel } from '../trace-panel/TracePanel.tsx'
import { Announcer } from './Announcer.tsx'
import { CellGrid } from './CellGrid.tsx'
import { CellSelectors } from './CellSelectors.tsx'
import { Legend } from './Legend.tsx'
import './grid.css'

/** A scenario edit can shorten the trace under the cursor: pull the stored step back in range. */
function useStepClamp(): void {
  const step = useVisualizerStore((state) => state.step)
  const total = useVisualizerStore(selectStepCount)
  const seek = useVisualizerStore((state) => state.seek)
  useEffect(() => {
    if (step > total) seek(total)
  }, [step, total, seek])
}

/**
 * The hooks that read the step, in a component that draws nothing: a step re-renders this, not
 * the whole screen (each panel reads the playback state it shows itself).
 */
function PlaybackClock() {
  useAutoplay()
  useStepClamp()
  return null
}

/**
 * The compaction grid: the lesson's "same history, nine ways to cut it". Selectors and the 3×3
 * grid on the left, the history lane in the middle, the logic trace on the right, the
 * replacement table below; everything replays the selected cell's trace from the core.
 */
export function GridScreen() {
  const t = useT()
  useKeyboardShortcuts()
  // whose history the grid shows (the lesson, saved work, a shared link, an edit): for tests
  const origin = useVisualizerStore((state) => state.scenarioOrigin)
  return (
    <section className="grid-screen" aria-labelledby="grid-title" data-scenario-origin={origin}>
      <LessonsOffer />
      <LazyEditedNotice />
      <div className="grid-toolbar">
        <div className="grid-heading">
          <h2 id="grid-title">{t('grid.title')}</h2>
          <p className="grid-intro">{t('grid.intro')}</p>
        </div>
        <PlaybackControls />
      </div>
      <div className="grid-columns">
        <aside className="grid-side">
          <CellSelectors />
          <CellGrid />
          {/* below the cells, and out of view on a small screen: drawn after the first frame */}
          <AfterFirstFrame>
            <FaultsPanel />
            <Legend />
            <IconLegend />
          </AfterFirstFrame>
          <p className="keys-hint">
            <span className="visually-hidden">{t('grid.playback.keysLabel')}: </span>
            {t('grid.playback.keys')}
          </p>
        </aside>
        <HistoryLane />
        <TracePanel />
      </div>
      <LazyReplacementTable />
      <Announcer />
      <PlaybackClock />
    </section>
  )
}
