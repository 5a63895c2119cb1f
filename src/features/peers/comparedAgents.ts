import { PEERS, type AgentId } from './peerData.ts'

/** The Other agents comparison's choice of agents, as pure list edits. */

export const isAgentId = (value: string): value is AgentId =>
  PEERS.some((peer) => peer.id === value)

/** The Other agents comparison shows this many agents at most (the table must stay readable). */
export const MAX_COMPARED_AGENTS = 4

/** The store's agent list as distinct, known agents; the default pair when fewer than two remain. */
export function comparedAgents(ids: readonly string[]): readonly AgentId[] {
  const agents = [...new Set(ids)].filter(isAgentId).slice(0, MAX_COMPARED_AGENTS)
  return agents.length >= 2 ? agents : ['codex', 'dsh']
}

/**
 * The agents with `agent` in `slot`. An agent another column already shows swaps places with the
 * slot's agent, so no agent shows twice.
 */
export function withAgentAt(
  agents: readonly AgentId[],
  slot: number,
  agent: AgentId,
): readonly AgentId[] {
  const next = [...agents]
  const other = next.indexOf(agent)
  if (other >= 0) next[other] = next[slot]!
  next[slot] = agent
  return next
}

/** The agents and the first one not yet shown (unchanged when every agent is shown). */
export function withNextAgent(agents: readonly AgentId[]): readonly AgentId[] {
  const unused = PEERS.find((peer) => !agents.includes(peer.id))
  return unused ? [...agents, unused.id] : agents
}
