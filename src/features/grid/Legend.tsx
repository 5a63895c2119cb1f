import { useT } from '../../i18n/useT.ts'
import { SHOWN_STATUSES } from '../../view-models/statuses.ts'
import { StatusTag } from '../lane/StatusTag.tsx'

/**
 * What each status color, icon and word means: every status a card or a cell can show, "unchanged"
 * (a failed compaction left the history as it was) included, and "not triggered", a cell's state.
 */
export function Legend() {
  const t = useT()
  return (
    <section className="legend" aria-labelledby="legend-title">
      <h3 id="legend-title" className="panel-title">
        {t('grid.legend.title')}
      </h3>
      <ul className="legend-list">
        {SHOWN_STATUSES.map((status) => (
          <li key={status} title={t(`grid.statusHints.${status}`)} data-legend={status}>
            <StatusTag status={status} />
            <span className="visually-hidden">: {t(`grid.statusHints.${status}`)}</span>
          </li>
        ))}
        <li title={t('grid.legend.notTriggeredHint')} data-legend="not-triggered">
          <span className="status-tag legend-not-triggered">
            <span>{t('grid.legend.notTriggered')}</span>
          </span>
          <span className="visually-hidden">: {t('grid.legend.notTriggeredHint')}</span>
        </li>
      </ul>
    </section>
  )
}
