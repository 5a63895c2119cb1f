import { useT } from '../../i18n/useT.ts'
import { LANE_STATUSES } from '../../view-models/statuses.ts'
import { StatusTag } from '../lane/StatusTag.tsx'

/** What each status color, icon and word means. */
export function Legend() {
  const t = useT()
  return (
    <section className="legend" aria-labelledby="legend-title">
      <h3 id="legend-title" className="panel-title">
        {t('grid.legend.title')}
      </h3>
      <ul className="legend-list">
        {LANE_STATUSES.map((status) => (
          <li key={status} title={t(`grid.statusHints.${status}`)}>
            <StatusTag status={status} />
            <span className="visually-hidden">: {t(`grid.statusHints.${status}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
