import { useEffect, useRef, useState } from 'react'
import { groupedNumber } from '../../i18n/groupedNumber.ts'
import { useT } from '../../i18n/useT.ts'
import { shareUrl } from '../../app/shareHash.ts'
import { sweepPointPayload } from '../../app/sweepPointLink.ts'
import { loadEngine } from '../../store/engine.ts'
import { useVisualizerStore } from '../../store/index.ts'
import {
  axisValues,
  DEFAULT_SWEEP,
  pointCount,
  secondValues,
  estimatedSeconds,
  sweepItems,
  sweepProblems,
  type SweepSettings,
} from '../../view-models/sweep/settings.ts'
import { SWEEP_METRICS, sweepScenario, type SweepPoint } from '../../view-models/sweep/sweepRun.ts'
import { useSweepFromAddress, writeSweepAddress } from './sweepAddress.ts'
import { draftOf, settingsOf } from './sweepDraft.ts'
import { SweepChart, CELL_COLORS, CELL_DASHES } from './SweepChart.tsx'
import { CostTable, useCostChoices } from './CostTable.tsx'
import { FolderSweep } from './FolderSweep.tsx'
import { SweepExports } from './SweepExports.tsx'
import { SweepForm } from './SweepForm.tsx'
import { axisValueLabel, cellNames, sizesNote } from './sweepMeta.ts'
import { useSweep, type SweepState } from './useSweep.ts'
import './sweep.css'

/**
 * Opens history 1 of a point in the grid, as the current scenario (marked as a sweep's), and puts
 * the point in the address's share hash: a reload or a colleague's browser regenerates the same
 * history, and persistence treats it as any share link (an edit takes it out of the address).
 */
async function openPoint(settings: SweepSettings, point: number): Promise<void> {
  const engine = await loadEngine()
  const parsed = engine.parseScenario(sweepScenario(settings, point, 0))
  if (!parsed.ok) return
  const store = useVisualizerStore.getState()
  store.loadScenario(parsed.value, 'sweep')
  store.setTab('grid')
  window.location.hash = new URL(shareUrl(location.href, sweepPointPayload(settings, point))).hash
}

/** The cells' lines; each name is a toggle that hides or shows its line in every chart. */
function Legend({
  hidden,
  onToggle,
}: {
  readonly hidden: ReadonlySet<number>
  readonly onToggle: (cell: number) => void
}) {
  const t = useT()
  return (
    <ul className="sw-legend" aria-label={t('sweep.chart.legend')}>
      {cellNames(t).map((name, c) => (
        <li key={name}>
          <button
            type="button"
            aria-pressed={!hidden.has(c)}
            data-legend-cell={c}
            onClick={() => onToggle(c)}
          >
            <svg width="28" height="10" aria-hidden="true">
              <line
                x1="0"
                x2="28"
                y1="5"
                y2="5"
                stroke={CELL_COLORS[c]}
                strokeWidth="2"
                strokeDasharray={CELL_DASHES[c] || undefined}
              />
            </svg>
            {name}
          </button>
        </li>
      ))}
    </ul>
  )
}

function StatusLine({ state }: { readonly state: SweepState }) {
  const t = useT()
  const n = state.settings ? pointCount(state.settings) : 0
  const k = state.points.length
  const text = {
    idle: '',
    running: t('sweep.status.running', { k: Math.min(k + 1, n), n }),
    done: t('sweep.status.done', { n: k }),
    cancelled: t('sweep.status.cancelled', { k, n }),
    failed: t('sweep.status.failed', { message: state.message }),
  }[state.status]
  return (
    <p className="sw-status" role="status" data-sweep-status={state.status}>
      {state.status === 'running' && <progress max={n} value={k} />} {text}
    </p>
  )
}

/** The points in groups, one per value of the second input (one group without a second input). */
function groupsOf(
  settings: SweepSettings,
  points: readonly SweepPoint[],
): { readonly value2: number | undefined; readonly points: readonly SweepPoint[] }[] {
  const second = secondValues(settings)
  if (second.length === 0) return [{ value2: undefined, points }]
  return second.map((value2) => ({ value2, points: points.filter((p) => p.value2 === value2) }))
}

/**
 * One metric's charts: a single chart, or small multiples (one per value of the second input,
 * each with a line per cell) on the same axes so they read side by side.
 */
export function MetricCharts({
  settings,
  metric,
  points,
  hiddenCells,
}: {
  readonly settings: SweepSettings
  readonly metric: (typeof SWEEP_METRICS)[number]
  readonly points: readonly SweepPoint[]
  readonly hiddenCells?: ReadonlySet<number>
}) {
  const t = useT()
  const { axis2 } = settings
  const groups = groupsOf(settings, points)
  return (
    <div className="sw-multiples" data-sweep-metric={metric}>
      {groups.map((group) => (
        <SweepChart
          key={group.value2 ?? 'one'}
          metric={metric}
          points={group.points}
          scalePoints={points}
          values={axisValues(settings)}
          axisLabel={t(`sweep.axes.${settings.axis}`)}
          {...(axis2 === 'none' || group.value2 === undefined
            ? {}
            : {
                group: t('sweep.chart.group', {
                  axis: t(`sweep.axes.${axis2}`),
                  value: axisValueLabel(t, settings, group.value2, axis2),
                }),
              })}
          cellNames={cellNames(t)}
          valueLabel={(value) => axisValueLabel(t, settings, value)}
          onOpen={(i) => void openPoint(settings, group.points[i]?.index ?? 0)}
          {...(hiddenCells ? { hiddenCells } : {})}
        />
      ))}
    </div>
  )
}

/** The legend, the charts of every metric and the exports of a sweep's points so far. */
function SweepCharts({ state }: { readonly state: SweepState }) {
  const t = useT()
  const ref = useRef<HTMLDivElement>(null)
  const [hidden, setHidden] = useState<ReadonlySet<number>>(() => new Set())
  const toggle = (cell: number) =>
    setHidden((was) => {
      const next = new Set(was)
      if (!next.delete(cell)) next.add(cell)
      return next
    })
  const costs = useCostChoices(state.points)
  const settings = state.settings
  if (!settings || state.points.length === 0) return null
  return (
    <>
      <Legend hidden={hidden} onToggle={toggle} />
      <p className="sw-hint">
        {t('sweep.chart.hint')} {t('sweep.chart.legendToggle')}
      </p>
      <p className="sw-hint" data-sweep-read-note>
        {t('sweep.chart.readNote')} {sizesNote(t)}
      </p>
      <div className="sw-charts" ref={ref}>
        {SWEEP_METRICS.map((metric) => (
          <MetricCharts
            key={metric}
            settings={settings}
            metric={metric}
            points={state.points}
            hiddenCells={hidden}
          />
        ))}
      </div>
      <CostTable settings={settings} points={state.points} choices={costs} />
      {state.status !== 'running' && (
        <SweepExports settings={settings} points={state.points} charts={ref} costs={costs} />
      )}
    </>
  )
}

/**
 * The sweep panel: settings, bounds checked before anything runs, the run in a worker with
 * progress and cancel, one chart per metric, exports, and a link that reopens the sweep.
 */
export function SweepPanel() {
  const t = useT()
  const fromLink = useSweepFromAddress()
  const [draft, setDraft] = useState(() => draftOf(fromLink ?? DEFAULT_SWEEP))
  const { state, run, cancel } = useSweep()
  const settings = settingsOf(draft)
  const problems = sweepProblems(settings)
  const start = () => {
    if (problems.length > 0) return
    writeSweepAddress(settings)
    run(settings)
  }
  useEffect(() => {
    if (fromLink && sweepProblems(fromLink).length === 0) run(fromLink)
  }, [fromLink, run])
  return (
    <section className="sweep-panel" aria-labelledby="sweep-title" data-testid="sweep-panel">
      <h3 id="sweep-title">{t('sweep.title')}</h3>
      <p className="sw-intro">{t('sweep.intro')}</p>
      <SweepForm draft={draft} onChange={setDraft} />
      {problems.length > 0 ? (
        <div className="sw-problems" role="alert" data-sweep-problems>
          <p>{t('sweep.errors.title')}</p>
          <ul>
            {problems.map((p) => (
              <li key={p.code} data-problem={p.code}>
                {t(`sweep.errors.${p.code}`, groupedVars(p.vars))}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="sw-estimate">
          {t('sweep.estimate', {
            items: groupedNumber(sweepItems(settings)),
            seconds: Math.max(1, Math.ceil(estimatedSeconds(settings))),
          })}
        </p>
      )}
      <div className="sw-actions">
        <button
          type="button"
          data-sweep-action="run"
          disabled={problems.length > 0}
          onClick={start}
        >
          {t('sweep.run')}
        </button>
        {state.status === 'running' && (
          <button type="button" data-sweep-action="cancel" onClick={cancel}>
            {t('sweep.cancel')}
          </button>
        )}
      </div>
      <StatusLine state={state} />
      <SweepCharts state={state} />
      <FolderSweep />
    </section>
  )
}

const groupedVars = (vars: Readonly<Record<string, number>> | undefined) =>
  Object.fromEntries(Object.entries(vars ?? {}).map(([key, value]) => [key, groupedNumber(value)]))

export default SweepPanel
