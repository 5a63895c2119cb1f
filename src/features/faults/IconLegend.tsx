import { Icon } from '../../components/Icon.tsx'
import { useT } from '../../i18n/useT.ts'

const MARKS = ['cut', 'kept', 'injected', 'summary', 'install'] as const

/**
 * The rest of the grid's legend: the cell icons (model call, server call, fallback, failure), the
 * timeline's coloured marks, and the "lesson: file Lnn" notes of the trace.
 */
export function IconLegend() {
  const t = useT()
  return (
    <section className="icon-legend" aria-label={t('faults.legend.title')}>
      <ul className="icon-legend-list">
        <li>
          <Icon name="model" /> {t('faults.legend.model')}
        </li>
        <li>
          <Icon name="server" /> {t('faults.legend.server')}
        </li>
        <li>
          <Icon name="restart" /> {t('faults.legend.fallback')}
        </li>
        <li>
          <Icon name="alert" /> {t('faults.legend.failed')}
        </li>
      </ul>
      <p className="icon-legend-marks">
        {t('faults.legend.marks')}{' '}
        {MARKS.map((mark) => (
          <span key={mark} className="icon-legend-mark">
            <span className={`legend-swatch swatch-${mark}`} aria-hidden="true" />
            {t(`faults.legend.markKinds.${mark}`)}
          </span>
        ))}
      </p>
      <p className="icon-legend-lesson">{t('faults.legend.lesson')}</p>
    </section>
  )
}
