import { DEFAULT_WORLD_STATE, type WorldState } from '../../core/index.ts'

/** The assembly form's pure edits of a world state's values. */

type AgentsMd = NonNullable<WorldState['agentsMd']>
type ModelSwitch = NonNullable<WorldState['modelSwitch']>

export const SANDBOX_MODES: readonly WorldState['sandboxMode'][] = [
  'read-only',
  'workspace-write',
  'danger-full-access',
]
export const APPROVAL_POLICIES: readonly WorldState['approvalPolicy'][] = [
  'untrusted',
  'on-failure',
  'on-request',
  'never',
]

/** What switching a model switch on starts from. */
const MODEL_SWITCH_EXAMPLE: ModelSwitch = {
  previousModel: 'gpt-5.4',
  instructions: 'You are now running on a model with a larger context window.',
}

/** The world state a scenario describes (its partial `world` over the defaults). */
export function worldOf(world: Partial<WorldState> | undefined): WorldState {
  return { ...DEFAULT_WORLD_STATE, ...world }
}

/** An optional text field: empty means absent (null), as Codex has no empty value for these. */
export function optionalText(value: string): string | null {
  return value === '' ? null : value
}

/** AGENTS.md switched on (the default file) or off. */
export function agentsMdSwitched(on: boolean): WorldState['agentsMd'] {
  return on ? (DEFAULT_WORLD_STATE.agentsMd ?? { text: '' }) : null
}

/** The AGENTS.md with another directory; an empty one drops the key (Codex then names none). */
export function agentsMdInDirectory(agentsMd: AgentsMd | null, directory: string): AgentsMd {
  const text = agentsMd?.text ?? ''
  return directory === '' ? { text } : { directory, text }
}

/** The AGENTS.md with another text, keeping its directory if it has one. */
export function agentsMdWithText(agentsMd: AgentsMd | null, text: string): AgentsMd {
  const directory = agentsMd?.directory
  return directory === undefined ? { text } : { directory, text }
}

/** A model switch switched on (an example) or off. */
export function modelSwitchSwitched(on: boolean): WorldState['modelSwitch'] {
  return on ? MODEL_SWITCH_EXAMPLE : null
}

/** The model switch with one field changed, the other kept. */
export function modelSwitchWith(
  modelSwitch: ModelSwitch | null,
  change: Partial<ModelSwitch>,
): ModelSwitch {
  return {
    previousModel: modelSwitch?.previousModel ?? '',
    instructions: modelSwitch?.instructions ?? '',
    ...change,
  }
}
