import { IMPLEMENTATIONS, PHASES } from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'

/**
 * The lesson's two selectors: timing and implementation. Together they pick one cell of the grid.
 * Toggle buttons (not radios), so ← and → stay free for stepping.
 */
export function CellSelectors() {
  const t = useT()
  const cell = useVisualizerStore((state) => state.cell)
  const chooseCell = useVisualizerStore((state) => state.chooseCell)
  return (
    <div className="cell-selectors">
      <div className="selector" role="group" aria-labelledby="selector-timing">
        <span id="selector-timing" className="selector-label">
          {t('grid.selectors.timing')}
        </span>
        <div className="segmented">
          {PHASES.map((phase) => (
            <button
              key={phase}
              type="button"
              className="segment"
              aria-pressed={cell.phase === phase}
              title={t(`grid.phaseHints.${phase}`)}
              onClick={() => chooseCell({ ...cell, phase })}
            >
              {t(`grid.phases.${phase}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="selector" role="group" aria-labelledby="selector-implementation">
        <span id="selector-implementation" className="selector-label">
          {t('grid.selectors.implementation')}
        </span>
        <div className="segmented">
          {IMPLEMENTATIONS.map((implementation) => (
            <button
              key={implementation}
              type="button"
              className="segment"
              aria-pressed={cell.implementation === implementation}
              title={t(`grid.implementationHints.${implementation}`)}
              onClick={() => chooseCell({ ...cell, implementation })}
            >
              {t(`grid.implementations.${implementation}`)}
            </button>
          ))}
        </div>
      </div>
    </div>
  )
}
