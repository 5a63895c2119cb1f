import { useEffect, useMemo, useRef } from 'react'
import { downloadBlob } from '../../app/download.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { selectResults } from '../../store/selectors.ts'
import { matrixRows } from '../../view-models/compare/matrixModel.ts'
import {
  memoCsv,
  memoMarkdown,
  type Memo,
  type MemoSection,
} from '../../view-models/export/memo.ts'
import { folderTotals, type FolderCompaction } from '../../view-models/sweep/folderSweep.ts'
import {
  DEFAULT_SWEEP,
  sweepProblems,
  type SweepSettings,
} from '../../view-models/sweep/settings.ts'
import { SWEEP_METRICS, type SweepPoint } from '../../view-models/sweep/sweepRun.ts'
import { scenarioSource } from '../address/scenarioSource.ts'
import { useCostRates } from '../compare/costRates.tsx'
import { FolderInput, recordedMeanOf, TokensChart } from '../sweep/FolderSweep.tsx'
import { MetricCharts } from '../sweep/SweepPanel.tsx'
import { useSweepFromAddress } from '../sweep/sweepAddress.ts'
import { useFolderSweep } from '../sweep/useFolderSweep.ts'
import { useSweep } from '../sweep/useSweep.ts'
import { buildMemo } from './memoText.ts'
import { memoSvg } from './memoSvg.ts'
import './memo.css'

const FILE = 'context-lab-memo'

/** A section's notes and tables, as the exports write them (the same strings). */
function SectionBody({ section }: { readonly section: MemoSection }) {
  return (
    <>
      {section.notes.map((note) => (
        <p key={note} className="memo-note">
          {note}
        </p>
      ))}
      {section.tables.map((table, i) => {
        const [head = [], ...body] = table.rows
        return (
          <div key={table.caption} className="memo-table-wrap">
            <table className="memo-table" data-memo-table={`${section.id}-${i}`}>
              <caption>{table.caption}</caption>
              <thead>
                <tr>
                  {head.map((cell, c) => (
                    <th key={c} scope="col">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {body.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, c) =>
                      c === 0 ? (
                        <th key={c} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={c}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      })}
    </>
  )
}

function Actions({ memo, page }: { memo: Memo; page: () => HTMLElement | null }) {
  const t = useT()
  const save = (name: string, content: string, type: string) =>
    downloadBlob(name, new Blob([content], { type }))
  return (
    <div className="memo-actions" role="group" aria-label={t('memo.actions.label')}>
      <button type="button" data-memo-action="print" onClick={() => window.print()}>
        {t('memo.actions.print')}
      </button>
      <button
        type="button"
        data-memo-action="markdown"
        onClick={() => save(`${FILE}.md`, memoMarkdown(memo), 'text/markdown')}
      >
        {t('memo.actions.markdown')}
      </button>
      <button
        type="button"
        data-memo-action="csv"
        onClick={() => save(`${FILE}.csv`, memoCsv(memo), 'text/csv')}
      >
        {t('memo.actions.csv')}
      </button>
      <button
        type="button"
        data-memo-action="svg"
        onClick={() => save(`${FILE}.svg`, memoSvg(memo, page()), 'image/svg+xml')}
      >
        {t('memo.actions.svg')}
      </button>
    </div>
  )
}

function List({ title, lines, id }: { title: string; lines: readonly string[]; id: string }) {
  return (
    <section className="memo-list" data-memo-list={id}>
      <h3>{title}</h3>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  )
}

/** The sweep: its charts and tables once it has run, else a button that runs it here. */
function SweepPart({
  sweep,
  settings,
  points,
  section,
}: {
  readonly sweep: ReturnType<typeof useSweep>
  readonly settings: SweepSettings
  readonly points: readonly SweepPoint[]
  readonly section: MemoSection | undefined
}) {
  const t = useT()
  return (
    <section className="memo-section" data-memo-section="sweep">
      <h3>{t('memo.sweep.title')}</h3>
      {section ? (
        <>
          <div className="memo-charts sw-charts">
            {SWEEP_METRICS.map((metric) => (
              <MetricCharts key={metric} settings={settings} metric={metric} points={points} />
            ))}
          </div>
          <SectionBody section={section} />
        </>
      ) : (
        <div className="memo-controls">
          <p>{t('memo.sweep.none')}</p>
          <button
            type="button"
            data-memo-action="run-sweep"
            disabled={sweep.state.status === 'running'}
            onClick={() => sweep.run(settings)}
          >
            {t('memo.sweep.run')}
          </button>
        </div>
      )}
    </section>
  )
}

/** The folder of sessions: opened here, its totals and chart once every file is read. */
function FolderPart({
  folder,
  rows,
  section,
}: {
  readonly folder: ReturnType<typeof useFolderSweep>
  readonly rows: readonly FolderCompaction[]
  readonly section: MemoSection | undefined
}) {
  const t = useT()
  return (
    <section className="memo-section" data-memo-section="folder">
      <h3>{t('memo.folder.title')}</h3>
      <FolderInput
        className="memo-controls sw-field"
        hook={{ 'data-memo-folder-input': '' }}
        onFiles={folder.run}
      />
      <p className="memo-controls" role="status" data-memo-folder-status={folder.state.status}>
        {folder.state.status === 'running'
          ? t('sweep.folder.running', {
              k: Math.min(folder.state.filesDone + 1, folder.state.files),
              n: folder.state.files,
              compactions: folder.state.rows.length,
            })
          : section
            ? ''
            : t('memo.folder.none')}
      </p>
      {section && (
        <>
          <TokensChart totals={folderTotals(rows)} recorded={recordedMeanOf(rows)} />
          <SectionBody section={section} />
        </>
      )}
    </section>
  )
}

/**
 * The memo page: the decision matrix with its cost, the sweep's charts and tables, and the
 * folder of sessions, on one printable page in the reader's language, with the active settings
 * and the assumptions in sentences. The sweep and the folder run here (the sweep with the
 * address's settings or the defaults), in their workers.
 */
export function MemoPage() {
  const t = useT()
  const scenario = useVisualizerStore((state) => state.scenario)
  const origin = useVisualizerStore((state) => state.scenarioOrigin)
  const results = useVisualizerStore(selectResults)
  const { rates } = useCostRates()
  const rows = useMemo(() => matrixRows(scenario, results), [scenario, results])
  const fromLink = useSweepFromAddress()
  const settings = fromLink && sweepProblems(fromLink).length === 0 ? fromLink : DEFAULT_SWEEP
  const sweep = useSweep()
  const folder = useFolderSweep()
  const runSweep = sweep.run
  useEffect(() => {
    if (fromLink && sweepProblems(fromLink).length === 0) runSweep(fromLink)
  }, [fromLink, runSweep])
  // only a finished run goes into the memo: a half-run sweep would print half its points
  const points = useMemo(
    () => (sweep.state.status === 'done' ? sweep.state.points : []),
    [sweep.state.status, sweep.state.points],
  )
  const folderRows = useMemo(
    () => (folder.state.status === 'done' ? folder.state.rows : []),
    [folder.state.status, folder.state.rows],
  )
  const memo = useMemo(
    () =>
      buildMemo(
        {
          scenario,
          source: scenarioSource(scenario, origin),
          rows,
          rates,
          ...(points.length > 0 ? { sweep: { settings, points } } : {}),
          ...(folderRows.length > 0 ? { folder: folderRows } : {}),
        },
        t,
      ),
    [scenario, origin, rows, rates, settings, points, folderRows, t],
  )
  const pageRef = useRef<HTMLElement>(null)
  const section = (id: string) => memo.sections.find((s) => s.id === id)
  const sweepSection = section('sweep')
  const folderSection = section('folder')
  return (
    <article className="memo-page" ref={pageRef} data-testid="memo-page">
      <h3 className="memo-title">{memo.meta.title}</h3>
      <p className="memo-intro">{t('memo.intro')}</p>
      <Actions memo={memo} page={() => pageRef.current} />
      <dl className="memo-fields">
        {memo.meta.fields.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <List id="settings" title={memo.settingsTitle} lines={memo.settings} />
      <List id="assumptions" title={memo.assumptionsTitle} lines={memo.assumptions} />
      <List id="caveats" title={memo.meta.caveatsLabel} lines={memo.meta.caveats} />
      <section className="memo-section" data-memo-section="matrix">
        <h3>{memo.sections[0]!.title}</h3>
        <SectionBody section={memo.sections[0]!} />
      </section>
      <SweepPart sweep={sweep} settings={settings} points={points} section={sweepSection} />
      <FolderPart folder={folder} rows={folderRows} section={folderSection} />
    </article>
  )
}

export default MemoPage
