import { Icon } from '../../components/Icon.tsx'
import { useT } from '../../i18n/useT.ts'
import { STATUS_ICONS } from './labels.ts'
import { statusClass, statusLabel, type ShownStatus } from '../../view-models/statuses.ts'

/** A status as icon + word on its color: the same tag in the lane, the legend and the table. */
export function StatusTag({ status }: { readonly status: ShownStatus }) {
  const t = useT()
  return (
    <span className={`status-tag ${statusClass(status)}`}>
      <Icon name={STATUS_ICONS[status]} />
      <span>{t(statusLabel(status))}</span>
    </span>
  )
}
