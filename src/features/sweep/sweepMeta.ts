import { ALL_CELLS } from '../../core/index.ts'
import { PIN_COMMIT } from '../../i18n/claims.ts'
import { groupedNumber } from '../../i18n/groupedNumber.ts'
import type { Translate } from '../../i18n/useT.ts'
import type { SweepExportMeta, SweepExportText } from '../../view-models/sweep/sweepExport.ts'
import {
  SWITCH_AXES,
  type SweepAxis,
  type SweepSettings,
} from '../../view-models/sweep/settings.ts'
import { SIZE_SOURCE } from '../../view-models/sweep/generate.ts'
import { SWEEP_METRICS, type SweepMetric } from '../../view-models/sweep/sweepRun.ts'
import { cellName } from '../compare/compareRows.ts'

/** Where the generated items' sizes come from, in words. */
export function sizesNote(t: Translate): string {
  return t('sweep.chart.sizes', { sessions: SIZE_SOURCE.sessions, items: SIZE_SOURCE.items })
}

/** How an axis value reads: a switch's off and on, a number grouped. */
export function axisValueLabel(
  t: Translate,
  settings: SweepSettings,
  value: number,
  axis: SweepAxis = settings.axis,
): string {
  if (axis === 'v2' || axis === 'provider')
    return t(`sweep.switchValues.${axis}.${value === 1 ? 'on' : 'off'}`)
  return groupedNumber(value)
}

export function cellNames(t: Translate): string[] {
  return ALL_CELLS.map((cell) => cellName(cell, t))
}

export function exportText(t: Translate, settings: SweepSettings): SweepExportText {
  return {
    title: t('sweep.meta.title'),
    labels: {
      scenario: t('sweep.meta.scenario'),
      source: t('sweep.meta.source'),
      commit: t('sweep.meta.commit'),
      faults: t('sweep.meta.faults'),
      settings: t('sweep.meta.settings'),
      caveats: t('sweep.meta.caveats'),
    },
    axis: t(`sweep.axes.${settings.axis}`),
    ...(settings.axis2 === 'none' ? {} : { axis2: t(`sweep.axes.${settings.axis2}`) }),
    cells: cellNames(t),
    metrics: Object.fromEntries(
      SWEEP_METRICS.map((metric) => [metric, t(`sweep.metrics.${metric}`)]),
    ) as Record<SweepMetric, string>,
    noValue: t('sweep.meta.noValue'),
    legend: t('sweep.chart.readNote'),
  }
}

/** The header every export carries: what was swept, from where, at which Codex commit. */
export function exportMeta(t: Translate, settings: SweepSettings): SweepExportMeta {
  const { mix } = settings
  return {
    scenario: t('sweep.meta.scenarioName', {
      seed: settings.seed,
      tool: mix.toolOutput,
      user: mix.userText,
      reasoning: mix.reasoning,
    }),
    source: t('sweep.meta.sourceText'),
    commit: PIN_COMMIT,
    faults:
      settings.axis === 'faultRate' || settings.axis2 === 'faultRate' || settings.faultRate > 0
        ? t('sweep.meta.faultsRate', {
            rate:
              settings.axis === 'faultRate'
                ? `${settings.from}–${settings.to}`
                : settings.axis2 === 'faultRate'
                  ? `${settings.from2}–${settings.to2}`
                  : settings.faultRate,
          })
        : t('sweep.meta.faultsNone'),
    settings: settingsLine(t, settings),
    caveats: [
      t('sweep.meta.caveatSummary'),
      t('sweep.meta.caveatServer'),
      t('sweep.meta.caveatTokens'),
      t('sweep.meta.caveatMean', { n: settings.histories }),
      sizesNote(t),
    ],
  }
}

/** The settings in one line: the varied inputs' ranges, then the fixed ones. */
function settingsLine(t: Translate, settings: SweepSettings): string {
  const ranged = !SWITCH_AXES.includes(settings.axis)
  const onOff = (on: boolean, axis: 'v2' | 'provider') =>
    t(`sweep.switchValues.${axis}.${on ? 'on' : 'off'}`)
  const { axis2 } = settings
  const second =
    axis2 === 'none'
      ? ''
      : t('sweep.meta.settingsText2', {
          axis: t(`sweep.axes.${axis2}`),
          from: axisValueLabel(
            t,
            settings,
            SWITCH_AXES.includes(axis2) ? 0 : settings.from2,
            axis2,
          ),
          to: axisValueLabel(t, settings, SWITCH_AXES.includes(axis2) ? 1 : settings.to2, axis2),
        })
  return (
    t('sweep.meta.settingsText', {
      axis: t(`sweep.axes.${settings.axis}`),
      from: ranged ? groupedNumber(settings.from) : axisValueLabel(t, settings, 0),
      to: ranged ? groupedNumber(settings.to) : axisValueLabel(t, settings, 1),
      histories: settings.histories,
      window: groupedNumber(settings.window),
      autoLimit: groupedNumber(settings.autoLimit),
      v2: onOff(settings.v2, 'v2'),
      provider: onOff(settings.providerSupported, 'provider'),
    }) + second
  )
}
