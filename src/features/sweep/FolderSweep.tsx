import { useMemo, type ReactNode } from 'react'
import { downloadBlob } from '../../app/download.ts'
import { groupedNumber } from '../../i18n/groupedNumber.ts'
import type { Translate } from '../../i18n/useT.ts'
import { useT } from '../../i18n/useT.ts'
import {
  folderCsv,
  folderMarkdown,
  meanTokensAfter,
  type FolderExportText,
} from '../../view-models/sweep/folderExport.ts'
import {
  folderTotals,
  type FolderCellTotal,
  type FolderCompaction,
} from '../../view-models/sweep/folderSweep.ts'
import { filesFromInput } from '../session/folder/collectFiles.ts'
import { CELL_COLORS } from './SweepChart.tsx'
import { cellNames } from './sweepMeta.ts'
import { useFolderSweep, type FolderSweepState } from './useFolderSweep.ts'

const FILE = 'context-lab-folder-sweep'

export function folderText(t: Translate): FolderExportText {
  const column = (key: keyof FolderExportText['columns']) => t(`sweep.folder.columns.${key}`)
  return {
    title: t('sweep.folder.title'),
    cells: cellNames(t),
    totalsTitle: t('sweep.folder.totals'),
    compactionsTitle: t('sweep.folder.compactions'),
    columns: {
      cell: column('cell'),
      recorded: column('recorded'),
      outcomes: column('outcomes'),
      kept: column('kept'),
      cut: column('cut'),
      injected: column('injected'),
      modelCalls: column('modelCalls'),
      serverCalls: column('serverCalls'),
      tokensAfter: column('tokensAfter'),
      file: column('file'),
      line: column('line'),
      recordedResult: column('recordedResult'),
      predicted: column('predicted'),
    },
    outcomes: (total) =>
      t('sweep.folder.outcomes', {
        completed: total.completed,
        notTriggered: total.notTriggered,
        failed: total.failed,
      }),
    result: (kept, cut, injected, tokens) =>
      tokens === null
        ? t('sweep.folder.resultNone', { kept, cut, injected })
        : t('sweep.folder.result', { kept, cut, injected, tokens }),
  }
}

function Status({ state, onCancel }: { state: FolderSweepState; onCancel: () => void }) {
  const t = useT()
  if (state.status === 'idle') return null
  const compactions = state.rows.length
  const text = {
    running: t('sweep.folder.running', {
      k: Math.min(state.filesDone + 1, state.files),
      n: state.files,
      compactions,
    }),
    done: t('sweep.folder.done', { files: state.files, compactions }),
    cancelled: t('sweep.folder.cancelled', { k: state.filesDone, n: state.files }),
    failed: t('sweep.status.failed', { message: state.message }),
  }[state.status]
  return (
    <p className="sw-status" role="status" data-folder-sweep-status={state.status}>
      {state.status === 'running' && <progress max={state.files} value={state.filesDone} />} {text}{' '}
      {state.status === 'running' && (
        <button type="button" data-folder-sweep-action="cancel" onClick={onCancel}>
          {t('sweep.cancel')}
        </button>
      )}
    </p>
  )
}

/** Bars of the mean tokens after per cell, the recorded mean as a line across them. */
export function TokensChart({
  totals,
  recorded,
}: {
  readonly totals: readonly FolderCellTotal[]
  readonly recorded: number | null
}) {
  const t = useT()
  const names = cellNames(t)
  const means = totals.map(meanTokensAfter)
  const max = Math.max(1, recorded ?? 0, ...means.map((m) => m ?? 0))
  const width = 420
  const left = 170
  const bar = 18
  const x = (v: number) => left + (v / max) * (width - left - 60)
  return (
    <figure className="sw-chart sw-bars" data-folder-sweep-chart>
      <figcaption>{t('sweep.folder.chart')}</figcaption>
      <svg viewBox={`0 0 ${width} ${names.length * bar + 8}`} role="img">
        <title>{t('sweep.folder.chart')}</title>
        {names.map((name, c) => (
          <g key={name} fontSize="10" fill="currentColor">
            <text x={left - 6} y={c * bar + 13} textAnchor="end">
              {name}
            </text>
            {means[c] !== null && (
              <rect
                x={left}
                y={c * bar + 3}
                height={bar - 6}
                width={x(means[c]!) - left}
                fill={CELL_COLORS[c]}
              />
            )}
            <text x={(means[c] === null ? left : x(means[c]!)) + 4} y={c * bar + 13}>
              {means[c] === null ? t('sweep.meta.noValue') : groupedNumber(means[c]!)}
            </text>
          </g>
        ))}
        {recorded !== null && (
          <line
            x1={x(recorded)}
            x2={x(recorded)}
            y1={0}
            y2={names.length * bar + 4}
            stroke="currentColor"
            strokeDasharray="4 3"
            data-folder-recorded-line
          />
        )}
      </svg>
    </figure>
  )
}

/** A captioned table of the folder's: the totals and the compaction list share its frame. */
function FolderTable({
  caption,
  heads,
  data,
  children,
}: {
  readonly caption: string
  readonly heads: readonly string[]
  readonly data: string
  readonly children: ReactNode
}) {
  return (
    <div className="sw-table-wrap">
      <table className="sw-cost-table" {...{ [data]: '' }}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

function TotalsTable({
  totals,
  text,
}: {
  totals: readonly FolderCellTotal[]
  text: FolderExportText
}) {
  const t = useT()
  const c = text.columns
  const heads = [c.cell, c.recorded, c.outcomes, c.kept, c.cut, c.injected, c.modelCalls]
  return (
    <FolderTable
      caption={text.totalsTitle}
      heads={[...heads, c.serverCalls, c.tokensAfter]}
      data="data-folder-totals"
    >
      {totals.map((total, i) => {
        const mean = meanTokensAfter(total)
        return (
          <tr key={i} data-folder-cell={i} data-recorded={total.recorded > 0 || undefined}>
            <td>{text.cells[i]}</td>
            <td>
              {total.recorded > 0 ? t('sweep.folder.recordedMark', { n: total.recorded }) : '0'}
            </td>
            <td>{text.outcomes(total)}</td>
            <td>{groupedNumber(total.kept)}</td>
            <td>{groupedNumber(total.cut)}</td>
            <td>{groupedNumber(total.injected)}</td>
            <td>{groupedNumber(total.modelCalls)}</td>
            <td>{groupedNumber(total.serverCalls)}</td>
            <td data-folder-tokens>
              {mean === null ? t('sweep.meta.noValue') : groupedNumber(mean)}
            </td>
          </tr>
        )
      })}
    </FolderTable>
  )
}

/** The mean tokens after Codex's own compactions, rounded (null: none recorded). */
export function recordedMeanOf(rows: readonly FolderCompaction[]): number | null {
  if (rows.length === 0) return null
  return Math.round(rows.reduce((sum, r) => sum + r.recorded.tokensAfter, 0) / rows.length)
}

/**
 * A folder of the reader's own sessions as the sweep: each recorded compaction through the nine
 * cells in a worker, with progress and cancel; totals, a chart, the recorded result beside the
 * prediction, and exports.
 */
export function FolderSweep() {
  const t = useT()
  const { state, run, cancel } = useFolderSweep()
  const text = folderText(t)
  const totals = useMemo(() => folderTotals(state.rows), [state.rows])
  const recordedMean = recordedMeanOf(state.rows)
  const save = (name: string, content: string, type: string) =>
    downloadBlob(name, new Blob([content], { type }))
  return (
    <section className="sw-costs" data-folder-sweep aria-labelledby="folder-sweep-title">
      <h4 id="folder-sweep-title">{t('sweep.folder.title')}</h4>
      <p className="sw-hint">{t('sweep.folder.intro')}</p>
      <FolderInput className="sw-field" hook={{ 'data-folder-sweep-input': '' }} onFiles={run} />
      <Status state={state} onCancel={cancel} />
      {state.failures.map((f) => (
        <p key={f.path} role="alert" data-folder-sweep-failure>
          {t('sweep.folder.failed', { path: f.path, message: f.message })}
        </p>
      ))}
      {state.status === 'done' && state.rows.length === 0 && <p>{t('sweep.folder.none')}</p>}
      {state.rows.length > 0 && (
        <>
          <TotalsTable totals={totals} text={text} />
          <TokensChart totals={totals} recorded={recordedMean} />
          <CompactionList state={state} text={text} />
          {state.status !== 'running' && (
            <div className="sw-exports" role="group" aria-label={t('sweep.exports.label')}>
              <button
                type="button"
                data-folder-sweep-export="markdown"
                onClick={() =>
                  save(`${FILE}.md`, folderMarkdown(state.rows, totals, text), 'text/markdown')
                }
              >
                {t('sweep.exports.markdown')}
              </button>
              <button
                type="button"
                data-folder-sweep-export="csv"
                onClick={() => save(`${FILE}.csv`, folderCsv(state.rows, text), 'text/csv')}
              >
                {t('sweep.exports.csv')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  )
}

/** Each recorded compaction: the file's line, the recorded cell, recorded and predicted results. */
function CompactionList({ state, text }: { state: FolderSweepState; text: FolderExportText }) {
  const c = text.columns
  return (
    <FolderTable
      caption={text.compactionsTitle}
      heads={[c.file, c.line, c.cell, c.recordedResult, c.predicted]}
      data="data-folder-compactions"
    >
      {state.rows.map((row) => {
        const p = row.cells[row.recordedCell]!
        const r = row.recorded
        return (
          <tr key={`${row.path}:${row.line}`}>
            <td>{row.path}</td>
            <td>{row.line}</td>
            <td>{text.cells[row.recordedCell]}</td>
            <td>{text.result(r.kept, r.cut, r.injected, r.tokensAfter)}</td>
            <td>{text.result(p.kept, p.cut, p.injected, p.tokensAfter)}</td>
          </tr>
        )
      })}
    </FolderTable>
  )
}

/** The folder picker of the folder sweep and the memo: the chosen folder's session files. */
export function FolderInput({
  className,
  hook,
  onFiles,
}: {
  readonly className: string
  /** the attribute the e2e tests find the input by */
  readonly hook: Readonly<Record<string, string>>
  readonly onFiles: (files: ReturnType<typeof filesFromInput>['files']) => void
}) {
  const t = useT()
  return (
    <label className={className}>
      <span>{t('sweep.folder.open')}</span>
      <input
        type="file"
        {...hook}
        // not in React's types: set as attributes
        {...{ webkitdirectory: '', directory: '' }}
        multiple
        onChange={(event) => {
          const list = event.target.files
          if (list && list.length > 0) onFiles(filesFromInput(list).files)
          event.target.value = ''
        }}
      />
    </label>
  )
}
