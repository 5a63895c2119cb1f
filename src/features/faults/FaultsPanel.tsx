import { Suspense, useState } from 'react'
import { lazyPart } from '../../components/lazyPart.tsx'
import { withSections } from '../../app/withSections.ts'
import { useT } from '../../i18n/useT.ts'
import { loadEngine } from '../../store/engine.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { activeSwitches } from './activeSwitches.ts'
import './faults.css'

// the panel's selects (and their words) load when it first opens (or opens with a fault on), not with the grid
const FaultsFields = lazyPart(() =>
  withSections(import('./FaultsFields.tsx'), ['faultsPanel']).then((m) => m.FaultsFields),
)

/**
 * Faults and world switches for the grid: remote failures, local stream errors and overflows,
 * PreCompact / PostCompact hooks that stop, and a model switch that triggers the previous-model
 * pre-turn compaction. Closed, it is its title and how many are on.
 */
export function FaultsPanel() {
  const t = useT()
  const active = useVisualizerStore((state) => activeSwitches(state.scenario))
  const [opened, setOpened] = useState(false)
  return (
    <details
      className="faults-panel"
      open={active > 0 ? true : undefined}
      onToggle={(event) => {
        if (!event.currentTarget.open) return
        setOpened(true)
        void loadEngine()
      }}
    >
      <summary>
        {t('faults.title')}
        {active > 0 && (
          <span className="faults-count" data-active={active}>
            {' '}
            · {t('faults.active', { n: active })}
          </span>
        )}
      </summary>
      {(opened || active > 0) && (
        <Suspense>
          <FaultsFields />
        </Suspense>
      )}
    </details>
  )
}
