import { DEFAULT_REGISTRY } from '../../../../src/core/fragments/catalogue.ts'
import {
  DEFAULT_WORLD_STATE,
  renderFullWorldState,
  type Fragment,
  type WorldState,
} from '../../../../src/core/fragments/worldState.ts'

/** A world with every optional section off, so one section at a time can be switched on. */
export const QUIET_WORLD: WorldState = {
  ...DEFAULT_WORLD_STATE,
  agentsMd: null,
  developerInstructions: null,
  modelSwitch: null,
  personality: null,
  collaborationMode: null,
  multiAgentMode: null,
  multiAgentUsageHint: null,
  managedDeveloperInstructions: null,
  guardianSeparate: false,
}

/**
 * What one section renders with no previous snapshot (`PreviousSectionState::Absent`, the
 * `render_full` case the lab models), or undefined: the full render of `world` filtered to one
 * type.
 */
export function renderedAbsent(world: Partial<WorldState>, typeName: string): Fragment | undefined {
  const fragments = renderFullWorldState(DEFAULT_REGISTRY, { ...QUIET_WORLD, ...world }).filter(
    (fragment) => fragment.typeName === typeName,
  )
  if (fragments.length > 1) throw new Error(`${typeName} rendered ${fragments.length} times`)
  return fragments[0]
}
