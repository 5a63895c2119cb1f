import type { ReactNode } from 'react'
import { Icon } from '../../components/Icon.tsx'
import { type Counters as CounterValues } from '../../view-models/playback.ts'
import { useT } from '../../i18n/useT.ts'

/**
 * The lesson's counters for the replayed view: cut · kept (or unchanged, once a run that changed
 * nothing has finished) · injected · version before → after.
 */
export function Counters({ counters }: { readonly counters: CounterValues }) {
  const t = useT()
  const before =
    counters.versionBefore === undefined ? t('grid.counters.unknown') : counters.versionBefore
  return (
    <dl className="counters" aria-label={t('grid.counters.label')}>
      <Counter kind="cut" label={t('grid.counters.cut')} value={counters.cut}>
        {counters.cut}
      </Counter>
      {counters.unchanged > 0 && counters.kept === 0 ? (
        // the run left the history as it was: its items read "unchanged", as on the grid
        <Counter kind="unchanged" label={t('grid.counters.unchanged')} value={counters.unchanged}>
          {counters.unchanged}
        </Counter>
      ) : (
        <Counter kind="kept" label={t('grid.counters.kept')} value={counters.kept}>
          {counters.kept}
          {counters.truncated > 0 && (
            <small className="counter-note">
              {t('grid.counters.truncated', { n: counters.truncated })}
            </small>
          )}
        </Counter>
      )}
      <Counter kind="injected" label={t('grid.counters.injected')} value={counters.injected}>
        {counters.injected}
      </Counter>
      <Counter
        kind="version"
        label={t('grid.counters.version')}
        value={counters.versionAfter}
        before={counters.versionBefore}
      >
        {t('grid.counters.versionValue', { before, after: counters.versionAfter })}
      </Counter>
    </dl>
  )
}

/** One counter: its icon and name, and its value (in `data-value` too, for tests and tools). */
function Counter({
  kind,
  label,
  value,
  before,
  children,
}: {
  kind: 'cut' | 'kept' | 'unchanged' | 'injected' | 'version'
  label: string
  value: number
  before?: number | undefined
  children: ReactNode
}) {
  return (
    <div className={`counter counter-${kind}`}>
      <dt>
        <Icon name={kind} />
        {label}
      </dt>
      <dd data-counter={kind} data-before={before} data-value={value}>
        {children}
      </dd>
    </div>
  )
}
