import { NotKeptNotice } from './NotKeptNotice.tsx'
import { useFolderStore } from './folder/folderStore.ts'
import { useDeferredValue, useEffect, useState, type DragEvent } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { BIDI_SLOT, BidiSentence, bidiSlot } from '../../components/BidiSentence.tsx'
import { BidiText } from '../../components/BidiText.tsx'
import type { Cell } from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { CompactionDetail } from './CompactionDetail.tsx'
import { SessionFolder } from './folder/SessionFolder.tsx'
import { ContextChart } from './ContextChart.tsx'
import { HistoryPanel } from './HistoryPanel.tsx'
import { SampleButton } from './SampleButton.tsx'
import { TokenViews } from './TokenViews.tsx'
import { NineCells } from './NineCells.tsx'
import type { ComparisonView, LoadedSession } from './protocol.ts'
import { useSessionStore } from './sessionStore.ts'
import './session.css'
import { groupedNumber } from '../../i18n/groupedNumber.ts'
import { useCountT } from '../../i18n/useCountT.ts'
import { RedactionWarning } from './RedactionWarning.tsx'
import { openInGrid } from './openInGrid.ts'

/** Compactions listed at once (a long session has hundreds). */
const LIST_PAGE = 100
const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1)
const fmt = (n: number | undefined) => (n === undefined ? '?' : groupedNumber(n))

/** The file picker and drop box. */
function FileDrop() {
  const t = useT()
  const open = useSessionStore((s) => s.open)
  const [over, setOver] = useState(false)
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    const file = event.dataTransfer.files[0]
    if (file) open(file)
  }
  return (
    <div
      className={`ses-drop${over ? ' is-over' : ''}`}
      aria-label={t('session.dropLabel')}
      onDragOver={(event) => {
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="session-drop"
    >
      <label className="ses-button">
        {t('session.pick')}
        <input
          type="file"
          className="visually-hidden"
          accept=".jsonl,.zst,.json,application/x-ndjson"
          data-testid="session-file"
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) open(file)
            event.target.value = ''
          }}
        />
      </label>
      <span className="ses-muted">{t('session.drop')}</span>
    </div>
  )
}

/** Loading progress with cancel, or what went wrong. */
function LoadState() {
  const t = useT()
  const status = useSessionStore((s) => s.status)
  const cancel = useSessionStore((s) => s.cancel)
  // the overview from the folder's read is shown; the bar says the details are still coming
  const reading =
    status.kind === 'loading'
      ? status
      : status.kind === 'loaded' && status.reading
        ? { ...status.reading, name: status.session.name }
        : undefined
  if (reading)
    return (
      <div className="ses-progress" role="status" data-testid="session-reading">
        <progress
          max={reading.total || 1}
          value={reading.bytes}
          aria-label={t('session.progressLabel')}
        />
        <span>
          <BidiSentence
            sentence={t('session.loading', {
              name: BIDI_SLOT,
              done: mb(reading.bytes),
              total: mb(reading.total),
              lines: fmt(reading.lines),
            })}
            values={[reading.name]}
          />
        </span>
        <button type="button" className="ses-button" onClick={cancel}>
          {t('session.cancel')}
        </button>
      </div>
    )
  if (status.kind === 'failed')
    return (
      <p role="alert" className="ses-error">
        <BidiSentence
          sentence={t('session.failed', { name: bidiSlot(0), message: bidiSlot(1) })}
          values={[status.name, status.message]}
        />
      </p>
    )
  if (status.kind === 'cancelled')
    return (
      <p role="status">
        <BidiSentence
          sentence={t('session.cancelled', { name: BIDI_SLOT })}
          values={[status.name]}
        />
      </p>
    )
  return null
}

function Overview({ session }: { readonly session: LoadedSession }) {
  const t = useT()
  const p = useCountT()
  const { summary, stats, issues } = session
  const skipped = Object.entries(stats.unknown)
  return (
    <section
      className="ses-overview"
      aria-labelledby="ses-overview-title"
      data-testid="session-overview"
    >
      <h3 id="ses-overview-title">
        {t('session.overview.heading')}:{' '}
        <bdi>
          <BidiText text={session.name} />
        </bdi>{' '}
        ·{' '}
        {summary.version ? (
          <BidiSentence
            sentence={t('session.overview.version', { version: BIDI_SLOT })}
            values={[summary.version]}
          />
        ) : (
          t('session.overview.unknownVersion')
        )}
      </h3>
      <p className="ses-address" role="note" data-testid="session-address-note">
        {t('session.overview.notInAddress')}
      </p>
      <p>
        {t('session.overview.counts', {
          turns: p('session.units.turns', session.turnCount),
          requests: p('session.units.requests', session.requestCount),
          compactions: p('session.units.compactions', summary.compactions.length),
          lines: p('session.units.lines', summary.lines),
        })}
      </p>
      <p className="ses-muted">
        {t('session.overview.eras', {
          eras: summary.eras.map((e) => t(`session.eras.${e}`)).join(', '),
        })}
      </p>
      <p className="ses-muted">
        {t('session.overview.counted', {
          encrypted: fmt(stats.encrypted),
          encryptedChars: fmt(stats.encryptedChars),
          images: fmt(stats.images),
          imageChars: fmt(stats.imageChars),
        })}
      </p>
      {skipped.length > 0 && (
        <p className="ses-muted">
          <BidiSentence
            sentence={t('session.overview.skipped', { list: BIDI_SLOT })}
            values={[skipped.map(([k, n]) => `${k} ×${n}`).join(', ')]}
          />
        </p>
      )}
      {session.stopped && (
        <p className="ses-warning" role="status" data-testid="session-stopped">
          {t('session.overview.stopped', {
            line: fmt(session.stopped.line),
            limit: t(`session.limits.${session.stopped.limit}`, { max: fmt(session.stopped.max) }),
          })}
        </p>
      )}
      <RedactionWarning report={summary.redaction} />
      {session.truncatedLastLine && (
        <p className="ses-warning">{t('session.overview.truncated')}</p>
      )}
      {stats.malformed > 0 && (
        <details className="ses-issues" open data-testid="session-issues">
          <summary>
            {t('session.overview.issues', { lines: p('session.units.lines', stats.malformed) })}
          </summary>
          <ul>
            {issues.slice(0, 50).map((issue) => (
              <li key={issue.line}>
                <BidiSentence
                  sentence={t('session.overview.issue', { line: issue.line, message: BIDI_SLOT })}
                  values={[issue.message]}
                />
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  )
}

/** The compactions, each with its tokens and items before and after. */
function CompactionList({
  session,
  selected,
  onSelect,
}: {
  readonly session: LoadedSession
  readonly selected: number | undefined
  readonly onSelect: (index: number) => void
}) {
  const t = useT()
  const list = session.summary.compactions
  const [shown, setShown] = useState(LIST_PAGE)
  const inferred = (label: string, yes: boolean) =>
    yes ? t('session.compactions.inferred', { label }) : label
  if (list.length === 0) return <p className="ses-muted">{t('session.compactions.none')}</p>
  return (
    <ol className="ses-compactions" data-testid="compaction-list">
      {list.slice(0, shown).map((c) => (
        <li key={c.index}>
          <button
            type="button"
            className="ses-compaction"
            aria-pressed={selected === c.index}
            data-compaction={c.index}
            onClick={() => onSelect(c.index)}
          >
            <span>
              {t('session.compactions.item', {
                n: c.index + 1,
                line: c.line,
                turnNo: c.turn + 1,
                phase: inferred(t(`grid.phases.${c.phase}`), c.label.phaseInferred),
                implementation: inferred(
                  t(`session.labels.implementations.${c.label.implementation}`),
                  c.label.implementationInferred,
                ),
              })}
            </span>
            <span className="ses-muted">
              {t('session.compactions.tokens', {
                before: fmt(c.tokensBefore),
                after: fmt(c.tokensAfter),
              })}{' '}
              · {t('session.compactions.items', { before: c.itemsBefore, after: c.itemsAfter })}
            </span>
            {!c.hasReplacementHistory && (
              <span className="ses-muted">{t('session.compactions.noReplacement')}</span>
            )}
          </button>
        </li>
      ))}
      {list.length > shown && (
        <li>
          <button type="button" className="ses-button" onClick={() => setShown(shown + LIST_PAGE)}>
            {t('session.history.more', { count: Math.min(LIST_PAGE, list.length - shown) })}
          </button>
        </li>
      )}
    </ol>
  )
}

/** Any line as the scenario of the grid, the editors and share links, optionally redacted. */
function ScenarioPanel({ line }: { readonly line: number }) {
  const t = useT()
  const [redact, setRedact] = useState(false)
  const [message, setMessage] = useState<string | undefined>()
  const scenarioAt = useSessionStore((s) => s.scenarioAt)
  const registry = useVisualizerStore((s) => s.scenario.registry)
  const setTab = useVisualizerStore((s) => s.setTab)
  const use = async () => {
    try {
      const reply = await scenarioAt(line, redact, registry)
      const outcome = openInGrid(reply.scenario)
      if (!outcome.ok)
        throw new Error(outcome.errors.map((e) => `${e.path}: ${e.message}`).join('; '))
      setTab('grid')
    } catch (error) {
      setMessage(t('session.scenario.failed', { message: (error as Error).message }))
    }
  }
  return (
    <section className="ses-scenario" aria-labelledby="ses-scenario-title">
      <h3 id="ses-scenario-title">{t('session.scenario.heading')}</h3>
      <p className="ses-muted">{t('session.scenario.explain', { line })}</p>
      <label className="ses-check">
        <input type="checkbox" checked={redact} onChange={(e) => setRedact(e.target.checked)} />
        {t('session.scenario.redact')}
      </label>
      <button
        type="button"
        className="ses-button ses-primary"
        onClick={() => void use()}
        data-testid="use-as-scenario"
      >
        {t('session.scenario.use')}
      </button>
      {message && <p role="alert">{message}</p>}
    </section>
  )
}

/**
 * The loaded session's position: the compaction selected and the history line, typed and shown. A
 * fresh session opens at its first compaction, or at its last line; a registry edit relabels the
 * history shown (fragments are recognized by the current registry).
 */
function useSessionPosition(session: LoadedSession) {
  const { summary } = session
  const registry = useVisualizerStore((s) => s.scenario.registry)
  // the fields this position reads, not the whole store: a progress message redraws nothing here
  const { history, comparison, line, compactionIndex, showHistory, showCompaction } =
    useSessionStore(
      useShallow((s) => ({
        history: s.history,
        comparison: s.comparison,
        line: s.line,
        compactionIndex: s.compactionIndex,
        showHistory: s.showHistory,
        showCompaction: s.showCompaction,
      })),
    )
  const [lineText, setLineText] = useState('')
  const select = (index: number) => {
    const c = summary.compactions[index]
    if (!c) return
    showCompaction(index, registry)
    showHistory(Math.max(1, c.line - 1), registry)
    setLineText(String(Math.max(1, c.line - 1)))
  }
  useEffect(() => {
    if (line !== undefined) return
    if (summary.compactions.length > 0) select(0)
    else {
      showHistory(summary.lines, registry)
      setLineText(String(summary.lines))
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session])
  useEffect(() => {
    if (line !== undefined) showHistory(line, registry)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [registry])
  const go = () => {
    const n = Math.round(Number(lineText))
    if (Number.isFinite(n) && n >= 1) showHistory(Math.min(n, summary.lines), registry)
  }
  const showLine = (n: number) => {
    setLineText(String(n))
    showHistory(n, registry)
  }
  return { history, comparison, line, compactionIndex, lineText, setLineText, select, go, showLine }
}

/**
 * The one nine-cell table at the history's line: the selected compaction's nine cells when the
 * line is just before it (its recorded cell marked), and the switch to "the window full here".
 */
function SessionCells({
  comparison,
  compactionIndex,
  onOpenRecorded,
}: {
  readonly comparison: ComparisonView | undefined
  readonly compactionIndex: number | undefined
  readonly onOpenRecorded: (cell: Cell, index: number) => void
}) {
  const tokens = useSessionStore((s) => s.tokens)
  const whatIf = useSessionStore((s) => s.whatIf)
  const runWhatIf = useSessionStore((s) => s.runWhatIf)
  const registry = useVisualizerStore((s) => s.scenario.registry)
  const line = tokens?.line
  // the compaction's cells belong to the line just before it, not to any other line
  const atCompaction =
    comparison && compactionIndex !== undefined && line === Math.max(1, comparison.summary.line - 1)
      ? comparison
      : undefined
  if (line === undefined && !atCompaction) return null
  return (
    <NineCells
      // a new line or compaction starts from the recorded run again
      key={`${line}:${compactionIndex}`}
      comparison={atCompaction}
      whatIf={whatIf !== undefined && whatIf.line === line ? whatIf : undefined}
      onWhatIf={line === undefined ? undefined : () => runWhatIf(line, registry)}
      onOpenRecorded={(cell) =>
        compactionIndex !== undefined && onOpenRecorded(cell, compactionIndex)
      }
    />
  )
}

/** Opens the history before a compaction in the grid, as the scenario, in the given cell. */
function useOpenGrid(session: LoadedSession) {
  const registry = useVisualizerStore((s) => s.scenario.registry)
  const setTab = useVisualizerStore((s) => s.setTab)
  const scenarioAt = useSessionStore((s) => s.scenarioAt)
  return async (cell: Cell, index: number) => {
    const c = session.summary.compactions[index]!
    const reply = await scenarioAt(c.line - 1, false, registry, cell, index)
    if (!openInGrid(reply.scenario, cell).ok) return
    setTab('grid')
  }
}

/** The line the history view shows, typed by the reader. */
function LineForm({
  value,
  max,
  onChange,
  onGo,
}: {
  readonly value: string
  readonly max: number
  readonly onChange: (value: string) => void
  readonly onGo: () => void
}) {
  const t = useT()
  return (
    <form
      className="ses-line"
      onSubmit={(event) => {
        event.preventDefault()
        onGo()
      }}
    >
      <label>
        {t('session.history.lineLabel')}{' '}
        <input
          type="number"
          min={1}
          max={max}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          data-testid="history-line"
        />
      </label>
      <button type="submit" className="ses-button">
        {t('session.history.show')}
      </button>
    </form>
  )
}

/** A loaded session: overview, chart, compactions, the history at a line, "use as scenario". */
function SessionView({ session }: { readonly session: LoadedSession }) {
  // the overview paints first; the chart, the lists and the tables follow in a later render
  const details = useDeferredValue(session, undefined)
  return (
    <>
      <Overview session={session} />
      {details === session && <SessionDetails session={session} />}
    </>
  )
}

function SessionDetails({ session }: { readonly session: LoadedSession }) {
  const t = useT()
  const { summary } = session
  const position = useSessionPosition(session)
  const { comparison, compactionIndex, history, line } = position
  const openGrid = useOpenGrid(session)
  return (
    <>
      <ContextChart
        summary={summary}
        flaggedCount={session.flaggedCount}
        selected={compactionIndex}
        onSelectLine={position.showLine}
      />
      <section aria-labelledby="ses-compactions-title">
        <h3 id="ses-compactions-title">{t('session.compactions.heading')}</h3>
        <CompactionList session={session} selected={compactionIndex} onSelect={position.select} />
      </section>
      {compactionIndex !== undefined &&
        (comparison ? (
          <CompactionDetail view={comparison} />
        ) : (
          <p role="status">{t('session.compare.loading')}</p>
        ))}
      <SessionCells
        comparison={comparison}
        compactionIndex={compactionIndex}
        onOpenRecorded={(cell, index) => void openGrid(cell, index)}
      />
      <LineForm
        value={position.lineText}
        max={summary.lines}
        onChange={position.setLineText}
        onGo={position.go}
      />
      {history && <HistoryPanel view={history} />}
      <TokenViews />
      {line !== undefined && <ScenarioPanel line={line} />}
    </>
  )
}

/** Runs `task` when the page is idle (next task where there is no idle callback); returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(task, 0)
  return () => clearTimeout(id)
}

/** The Codex session screen. */
export function SessionScreen() {
  const t = useT()
  const kind = useSessionStore((s) => s.status.kind)
  // the loaded session, or nothing: a progress message re-renders `LoadState` only, not the folder
  const session = useSessionStore((s) =>
    s.status.kind === 'loaded' ? s.status.session : undefined,
  )
  const folderOpen = useFolderStore((s) => s.status.kind !== 'idle')
  const prepare = useSessionStore((s) => s.prepare)
  // the next session's worker starts while the page is idle, on arrival and after each open:
  // an open then waits for no script to load
  useEffect(() => (kind === 'loading' ? undefined : whenIdle(prepare)), [prepare, kind])
  return (
    <section className="session-screen" aria-labelledby="session-title">
      <div>
        <h2 id="session-title">{t('session.title')}</h2>
        <p className="ses-muted">{t('session.intro')}</p>
      </div>
      <NotKeptNotice active={kind !== 'idle' || folderOpen} />
      <FileDrop />
      {kind !== 'loading' && <SampleButton />}
      <SessionFolder />
      <LoadState />
      {session && <SessionView session={session} />}
    </section>
  )
}
