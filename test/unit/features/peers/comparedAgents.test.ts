import { describe, expect, it } from 'vitest'
import {
  comparedAgents,
  MAX_COMPARED_AGENTS,
  withAgentAt,
  withNextAgent,
} from '../../../../src/features/peers/comparedAgents.ts'
import { PEERS } from '../../../../src/features/peers/peerData.ts'

describe('compared agents', () => {
  it('keeps distinct known agents, at most four, else the default pair', () => {
    expect(comparedAgents(['dsh', 'aider', 'dsh', 'nobody'])).toEqual(['dsh', 'aider'])
    expect(comparedAgents(['aider'])).toEqual(['codex', 'dsh'])
    expect(comparedAgents(PEERS.map((p) => p.id))).toHaveLength(MAX_COMPARED_AGENTS)
  })

  it('swaps two columns when one picks the agent the other shows', () => {
    expect(withAgentAt(['codex', 'dsh', 'aider'], 0, 'aider')).toEqual(['aider', 'dsh', 'codex'])
    expect(withAgentAt(['codex', 'dsh'], 1, 'cline')).toEqual(['codex', 'cline'])
  })

  it('adds the first agent not shown yet, and nothing once every agent is shown', () => {
    expect(withNextAgent(['codex', 'dsh'])).toEqual(['codex', 'dsh', 'claude-code'])
    const all = PEERS.map((p) => p.id)
    expect(withNextAgent(all)).toBe(all)
  })
})
