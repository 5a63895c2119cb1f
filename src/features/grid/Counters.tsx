import { Icon } from '../../components/Icon.tsx'
import { useT } from '../../i18n/useT.ts'
import type { Counters as CounterValues } from '../../store/playbackSelectors.ts'

/** The lesson's counters for the replayed view: cut · kept · injected · version before → after. */
export function Counters({ counters }: { readonly counters: CounterValues }) {
  const t = useT()
  const before =
    counters.versionBefore === undefined ? t('grid.counters.unknown') : counters.versionBefore
  return (
    <dl className="counters" aria-label={t('grid.counters.label')}>
      <div className="counter counter-cut">
        <dt>
          <Icon name="cut" />
          {t('grid.counters.cut')}
        </dt>
        <dd data-counter="cut" data-value={counters.cut}>
          {counters.cut}
        </dd>
      </div>
      <div className="counter counter-kept">
        <dt>
          <Icon name="kept" />
          {t('grid.counters.kept')}
        </dt>
        <dd data-counter="kept" data-value={counters.kept}>
          {counters.kept}
          {counters.truncated > 0 && (
            <small className="counter-note">
              {t('grid.counters.truncated', { n: counters.truncated })}
            </small>
          )}
        </dd>
      </div>
      <div className="counter counter-injected">
        <dt>
          <Icon name="injected" />
          {t('grid.counters.injected')}
        </dt>
        <dd data-counter="injected" data-value={counters.injected}>
          {counters.injected}
        </dd>
      </div>
      <div className="counter counter-version">
        <dt>
          <Icon name="version" />
          {t('grid.counters.version')}
        </dt>
        <dd
          data-counter="version"
          data-before={counters.versionBefore}
          data-value={counters.versionAfter}
        >
          {t('grid.counters.versionValue', { before, after: counters.versionAfter })}
        </dd>
      </div>
    </dl>
  )
}
