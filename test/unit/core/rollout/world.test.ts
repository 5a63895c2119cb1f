import { describe, expect, it } from 'vitest'
import {
  compareCompaction,
  contextItemsUpTo,
  summarizeSession,
  DEFAULT_WORLD_STATE,
  readRollout,
  reconstructAt,
  scenarioAt,
  worldFromFile,
  WORLD_FIELDS,
  type SessionWorld,
} from '../../../../src/core/index.ts'
import { era047, era104, era144, silentWorld } from '../../../helpers/rolloutEras.ts'
import { legacySession, NO_SAMPLE, sampleText } from '../../../helpers/rolloutSamples.ts'

const V058 = sampleText('v058')

/** The fields a session file does not state. */
const unknownFields = (world: SessionWorld) =>
  WORLD_FIELDS.filter((key) => world[key] === undefined)

const worldAt = (text: string, line?: number) => {
  const log = readRollout(text)
  const r = reconstructAt(log, line)
  return worldFromFile(contextItemsUpTo(log, r.line), r.turnContext, log.meta)
}

describe('the world from the file', () => {
  it('network and sandbox from the recorded environment context, with their lines', () => {
    const text = era047().text
    const world = worldAt(text)
    // the turn context of 0.47 says danger-full-access without a network field
    expect(world.sandboxMode).toMatchObject({ value: 'danger-full-access', source: 'turn_context' })
    expect(world.networkAccess).toEqual({ value: true, line: 2, source: 'environment_context' })
    expect(world.approvalPolicy?.value).toBe('never')
    const { scenario } = scenarioAt(readRollout(text), undefined)
    expect(scenario.world).toMatchObject({ networkAccess: true, sandboxMode: 'danger-full-access' })
  })

  it('date, timezone and AGENTS.md of the turn in force, never the lesson', () => {
    const text = era144().text
    const world = worldAt(text)
    expect(world.currentDate).toMatchObject({ value: '2026-07-21', source: 'turn_context' })
    expect(world.timezone?.value).toBe('Europe/Berlin')
    expect(world.agentsMd).toMatchObject({
      value: { directory: '/home/dev/shop', text: 'Use pnpm, never npm.' },
      source: 'agents_md',
    })
    expect(unknownFields(world)).toEqual([])
  })

  it('what the file does not state is unknown, not filled from the lesson', () => {
    const text = silentWorld().text
    const world = worldAt(text)
    expect(unknownFields(world)).toEqual([
      'cwd',
      'sandboxMode',
      'approvalPolicy',
      'networkAccess',
      'agentsMd',
      'currentDate',
      'timezone',
    ])
    const { scenario, assumed } = scenarioAt(readRollout(text), undefined)
    expect(scenario.world?.cwd).not.toBe(DEFAULT_WORLD_STATE.cwd)
    expect(scenario.world?.currentDate).not.toBe(DEFAULT_WORLD_STATE.currentDate)
    expect(scenario.world?.timezone).not.toBe(DEFAULT_WORLD_STATE.timezone)
    expect(scenario.world?.agentsMd).toBeNull()
    expect(assumed).toEqual(['sandboxMode', 'approvalPolicy', 'networkAccess'])
  })

  it('a 0.58.0 session: network enabled, danger-full-access (legacy `mode`), its own cwd', () => {
    const world = worldAt(legacySession().text)
    expect(world.networkAccess?.value).toBe(true)
    expect(world.sandboxMode?.value).toBe('danger-full-access')
    expect(world.cwd?.value).toBe('/home/dev/shop')
  })

  it('the real 0.58.0 file: network enabled, danger-full-access, its own cwd (optional)', (ctx) => {
    ctx.skip(!V058, NO_SAMPLE)
    const world = worldAt(V058!)
    expect(world.networkAccess?.value).toBe(true)
    expect(world.sandboxMode?.value).toBe('danger-full-access')
    expect(world.cwd?.value).toBe('/home/user/projects/temp/chatbot-ui')
  })

  it('the prediction re-injects the file’s world, never the lesson’s', () => {
    const predictedAt = (text: string) => {
      const log = readRollout(text)
      const s = summarizeSession(log)
      const cmp = compareCompaction(log, s.compactions[0]!, { contextWindow: s.contextWindow! })
      return cmp.cells.flatMap((c) => c.items).filter((i) => i.status === 'injected')
    }
    // 0.104: network enabled and danger-full-access, as its environment context says
    const injected = predictedAt(era104().text)
    const permissions = injected.find((i) => i.fragmentType?.includes('PermissionsInstructions'))
    expect(permissions?.text).toContain('danger-full-access')
    expect(permissions?.text).not.toMatch(/network access is restricted/i)
    const environment = injected.find((i) => i.fragmentType?.includes('EnvironmentContext'))
    expect(environment?.text).toContain('/home/dev/shop')
    expect(environment?.text).not.toContain(DEFAULT_WORLD_STATE.currentDate)
    // 0.47 states no AGENTS.md: none is made up, and no lesson working directory appears
    const old = predictedAt(era047().text)
    expect(old.length).toBeGreaterThan(0)
    expect(old.some((i) => i.fragmentType?.includes('UserInstructions'))).toBe(false)
    expect(old.some((i) => i.text.includes(DEFAULT_WORLD_STATE.cwd))).toBe(false)
  })
})
