import { Fragment, memo, useLayoutEffect, useRef, type RefObject } from 'react'
import { CODEX_COMMIT, sourceLabel, sourceUrl, type TraceStep } from '../../core/index.ts'
import { useAfterFirstFrame } from '../../components/AfterFirstFrame.tsx'
import { Icon } from '../../components/Icon.tsx'
import { ProseWithCode } from '../../components/Identifier.tsx'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { selectStep } from '../../store/playbackSelectors.ts'
import { selectCurrentResult } from '../../store/selectors.ts'
import { useExplainStepText } from './explainStep.ts'
import './trace.css'

interface TraceRowProps {
  readonly step: TraceStep
  readonly state: 'done' | 'current' | 'upcoming'
  readonly explain: boolean
  readonly onSeek: (seq: number) => void
  /** the pointer or focus entered (seq) or left (null) the row: its items light up on the lane */
  readonly onHover: (seq: number | null) => void
}

/**
 * A source label that breaks only where a reader expects it: after a folder's `/`, a `_` of the
 * file name and the `:` before the lines, never inside `169–190`. A narrow panel shows it whole
 * over two lines instead of cutting it to `turn.rs:16…`.
 */
function SourceLabel({ label }: { readonly label: string }) {
  const colon = label.lastIndexOf(':')
  const file = colon < 0 ? label : label.slice(0, colon + 1)
  const lines = colon < 0 ? '' : label.slice(colon + 1)
  return (
    <span className="trace-source-label">
      {file.split(/(?<=[/_:])/).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
      {lines !== '' && <span className="trace-source-lines">{lines}</span>}
    </span>
  )
}

/** One step of the trace; memoized, so a step re-renders only the rows whose state changed. */
const TraceRow = memo(function TraceRow({ step, state, explain, onSeek, onHover }: TraceRowProps) {
  const t = useT()
  const explainText = useExplainStepText()
  const title = t(`rules.titles.${step.rule}`)
  const label = sourceLabel(step.source)
  // the link is the function that decides the step and the lines inside it; the title names both
  const fullLabel = `${label} (${step.source.symbol})`

  return (
    <li
      className={`trace-step trace-${state}`}
      aria-current={state === 'current' ? 'step' : undefined}
      data-seq={step.seq}
      data-rule={step.rule}
      onMouseEnter={() => onHover(step.seq)}
      onMouseLeave={() => onHover(null)}
      onFocus={() => onHover(step.seq)}
      onBlur={() => onHover(null)}
    >
      <button type="button" className="trace-seek" onClick={() => onSeek(step.seq)}>
        <span className="visually-hidden">{t('grid.trace.seek', { seq: step.seq, title })}</span>
        <span className="trace-seq" aria-hidden="true">
          {step.seq}
        </span>
        <span className="trace-title" aria-hidden="true">
          {title}
        </span>
      </button>
      <span className="trace-refs">
        <a
          className="trace-source"
          href={sourceUrl(step.source)}
          target="_blank"
          rel="noopener noreferrer"
          title={t('grid.trace.source', { label: fullLabel, commit: CODEX_COMMIT.slice(0, 10) })}
        >
          <SourceLabel label={label} />
          <code className="trace-symbol">{step.source.symbol}</code>
          <Icon name="external" />
          <span className="visually-hidden">
            {' '}
            ({t('grid.trace.source', { label: fullLabel, commit: CODEX_COMMIT.slice(0, 10) })})
          </span>
        </a>
        {step.lessonCitation !== undefined && (
          <span className="trace-citation">
            {t('grid.trace.lesson', { citation: step.lessonCitation })}
          </span>
        )}
      </span>
      {(explain || state === 'current') && (
        <p className="trace-explain">
          <ProseWithCode text={explainText(step)} />
        </p>
      )}
    </li>
  )
})

/**
 * Where a row that ran off the bottom comes to rest, from the list's top: a third of the way
 * down, so the steps that follow are in view too and stepping forward scrolls the list once every
 * few steps (each scroll costs a frame of its own), not on every step. A row too tall for that
 * rests at the top.
 */
function readingLead(listHeight: number, rowHeight: number): number {
  return Math.max(8, Math.min(listHeight / 3, listHeight - rowHeight - 8))
}

/**
 * Keeps the current step in view inside the panel without scrolling the page. Measured as the
 * step is committed, before the frame is drawn: the lane has just read layout for its motion, so
 * the list's and row's boxes cost nothing more, and the scroll lands in the step's own frame (an
 * observer reporting after the frame made a second frame and repaint of the list per scroll).
 */
function useCurrentRowInView(
  listRef: RefObject<HTMLOListElement | null>,
  k: number,
  drawn: boolean,
): void {
  useLayoutEffect(() => {
    const list = listRef.current
    // no rows before the first frame: placed once they are drawn
    const row = drawn ? list?.querySelector(`[data-seq="${k}"]`) : undefined
    if (!list || !row || typeof list.scrollBy !== 'function') return
    const keepInView = () => {
      const outer = list.getBoundingClientRect()
      // the list's padding box: where its rows can be seen
      const top = outer.top + list.clientTop
      const height = list.clientHeight
      const box = row.getBoundingClientRect()
      if (box.top < top) list.scrollBy({ top: box.top - top - 8 })
      else if (box.bottom > top + height)
        list.scrollBy({ top: box.top - top - readingLead(height, box.height) })
    }
    keepInView()
    if (typeof ResizeObserver === 'undefined') return
    // the row may grow after this commit (its explanation arrives): placed again after that
    // layout, still before the frame is painted
    const observer = new ResizeObserver(keepInView)
    observer.observe(row)
    return () => observer.disconnect()
  }, [listRef, k, drawn])
}

/**
 * The selected cell's trace, one row per decision: its explanation, a link to the function that
 * decides it (with the deciding lines) at the pinned commit, and the lesson's own citation. The current step is highlighted; clicking a step seeks to it.
 */
export function TracePanel() {
  const t = useT()
  const result = useVisualizerStore(selectCurrentResult)
  const k = useVisualizerStore(selectStep)
  const seek = useVisualizerStore((state) => state.seek)
  const setHoveredStep = useVisualizerStore((state) => state.setHoveredStep)
  // in the store, so a shared link keeps the switch
  const explainAll = useVisualizerStore((state) => state.explainAll)
  const setExplainAll = useVisualizerStore((state) => state.setExplainAll)
  const listRef = useRef<HTMLOListElement>(null)
  // the rows (most of the panel) follow the first frame: the grid's cells and the lane come first
  const drawn = useAfterFirstFrame()
  useCurrentRowInView(listRef, k, drawn)

  return (
    <section className="trace-panel" aria-labelledby="trace-title">
      <header className="trace-header">
        <h3 id="trace-title" className="panel-title">
          {t('grid.trace.title')}
        </h3>
        <label className="trace-toggle">
          <input
            type="checkbox"
            checked={explainAll}
            onChange={(event) => setExplainAll(event.currentTarget.checked)}
          />
          {t('grid.trace.explainAll')}
        </label>
      </header>
      <p className="trace-hint">{t('grid.trace.hint', { commit: CODEX_COMMIT.slice(0, 10) })}</p>
      {k === 0 && <p className="trace-start">{t('grid.trace.start')}</p>}
      <ol ref={listRef} className="trace-list" aria-label={t('grid.trace.listLabel')}>
        {(drawn ? result.trace : []).map((step) => (
          <TraceRow
            key={step.seq}
            step={step}
            state={step.seq < k ? 'done' : step.seq === k ? 'current' : 'upcoming'}
            explain={explainAll}
            onSeek={seek}
            onHover={setHoveredStep}
          />
        ))}
      </ol>
    </section>
  )
}
