import type { Badge } from '../../core/index.ts'
import { Icon, type IconName } from '../../components/Icon.tsx'
import { useT } from '../../i18n/useT.ts'

const BADGE_ICONS: Readonly<Record<Badge, IconName>> = {
  filter_applied: 'filter',
  summary_last: 'pinLast',
  reinjected_same_turn: 'reinject',
  reinjected_next_turn: 'reinject',
  empty_window: 'emptyWindow',
}

/** The lesson's badges that the replayed view has earned so far. */
export function LaneBadges({ badges }: { readonly badges: readonly Badge[] }) {
  const t = useT()
  if (badges.length === 0) return null
  return (
    <ul className="lane-badges" aria-label={t('grid.badges.label')}>
      {badges.map((badge) => (
        <li
          key={badge}
          className={`lane-badge badge-${badge}`}
          data-badge={badge}
          title={t(`grid.badges.hints.${badge}`)}
        >
          <Icon name={BADGE_ICONS[badge]} />
          <span className="lane-badge-label">{t(`grid.badges.${badge}`)}</span>
          <span className="visually-hidden">: {t(`grid.badges.hints.${badge}`)}</span>
        </li>
      ))}
    </ul>
  )
}
