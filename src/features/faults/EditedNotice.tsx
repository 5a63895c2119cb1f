import type { ScenarioFile } from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { DEFAULT_SCENARIO } from '../../store/scenarioSlice.ts'

/** What of the lesson's registry and world this scenario has changed. */
function editedParts(scenario: ScenarioFile): { registry: boolean; world: boolean } {
  return {
    registry:
      JSON.stringify(scenario.registry ?? null) !==
      JSON.stringify(DEFAULT_SCENARIO.registry ?? null),
    world:
      JSON.stringify(scenario.world ?? null) !== JSON.stringify(DEFAULT_SCENARIO.world ?? null),
  }
}

/**
 * Says on the grid when the registry or the world is not the lesson's (edited on another screen,
 * or opened from a link or a file), with a reset that is one undoable edit.
 */
export function EditedNotice() {
  const t = useT()
  const scenario = useVisualizerStore((state) => state.scenario)
  const editScenario = useVisualizerStore((state) => state.editScenario)
  const { registry, world } = editedParts(scenario)
  if (!registry && !world) return null
  const which = registry && world ? 'both' : registry ? 'registry' : 'world'
  const reset = () => {
    const { registry: _r, world: _w, ...rest } = scenario
    editScenario(() => ({
      ...rest,
      ...(DEFAULT_SCENARIO.registry ? { registry: DEFAULT_SCENARIO.registry } : {}),
      ...(DEFAULT_SCENARIO.world ? { world: DEFAULT_SCENARIO.world } : {}),
    }))
  }
  return (
    <p className="edited-notice" role="status" data-edited={which}>
      <span>{t(`faultsPanel.edited.${which}`)}</span>
      <button type="button" onClick={reset}>
        {t('faultsPanel.edited.reset')}
      </button>
    </p>
  )
}
