import { describe, expect, it } from 'vitest'
import {
  compareCompaction,
  DEFAULT_REGISTRY,
  parseScenario,
  readRollout,
  redactItem,
  scenarioAt,
  summarizeSession,
  tokenAnomaly,
} from '../../../../src/core/index.ts'
import { META, sessionText, TOKENS, U } from '../../../../scripts/syntheticRollout.ts'
import { legacySession, NO_SAMPLE, sampleText } from '../../../helpers/rolloutSamples.ts'

const real = sampleText('v058')

describe('summarizeSession', () => {
  it('counts turns, requests and compactions with tokens and items before and after', () => {
    const log = readRollout(sessionText({ turns: 7, compactEvery: 3, compaction: 'remote' }))
    const s = summarizeSession(log)
    expect(s.version).toBe('0.104.0')
    expect(s.turns).toHaveLength(7)
    expect(s.requests).toHaveLength(14)
    expect(s.compactions).toHaveLength(2)
    const first = s.compactions[0]!
    expect(first).toMatchObject({
      implementation: 'remote',
      hasReplacementHistory: true,
      itemsAfter: 6,
    })
    // two context messages, two whole turns of 8 items, then user + reasoning + call + output
    expect(first.itemsBefore).toBe(2 + 2 * 8 + 4)
    expect(first.tokensBefore).toBeGreaterThan(first.tokensAfter!)
    expect(first.windowNumber).toBe(2)
  })

  it('tells local and legacy compactions and the phase they happened in', () => {
    const local = summarizeSession(
      readRollout(sessionText({ turns: 3, compactEvery: 2, compaction: 'local' })),
    )
    expect(local.compactions[0]).toMatchObject({ implementation: 'local', phase: 'mid_turn' })
    const legacy = summarizeSession(
      readRollout(sessionText({ turns: 3, compactEvery: 2, compaction: 'legacy' })),
    )
    expect(legacy.compactions[0]).toMatchObject({
      implementation: 'local',
      hasReplacementHistory: false,
      itemsAfter: 3,
    })
  })

  it('flags impossible token counts instead of plotting them', () => {
    expect(
      tokenAnomaly(
        { input: 0, cachedInput: 0, output: 0, reasoningOutput: 0, total: 940_499 },
        258_400,
      ),
    ).toBe('over_window')
    expect(
      tokenAnomaly({ input: 0, cachedInput: 0, output: 0, reasoningOutput: 0, total: 12 }, 258_400),
    ).toBe('zero_last_usage')
    expect(
      tokenAnomaly(
        { input: NaN, cachedInput: 0, output: 0, reasoningOutput: 0, total: 1 },
        258_400,
      ),
    ).toBe('not_a_number')
    const s = summarizeSession(
      readRollout(
        [META(), U('x'), TOKENS(209_950, 209_950), TOKENS(0, 400_000, 258_400, 940_499)].join('\n'),
      ),
    )
    expect(s.requests.map((r) => r.anomaly)).toEqual([undefined, 'over_window'])
  })

  it('summarizes a 0.58.0 session: one turn, each request once, no compaction', () => {
    const session = legacySession()
    const s = summarizeSession(readRollout(session.text))
    expect(s.version).toBe('0.58.0')
    expect(s.turns).toHaveLength(1)
    expect(s.compactions).toEqual([])
    // every usage is written twice: one request each
    expect(s.requests).toHaveLength(session.requests)
    expect(s.requests.every((r) => !r.anomaly)).toBe(true)
  })

  it('summarizes the real 0.58.0 file: one turn, deduplicated requests, no compaction (optional)', (ctx) => {
    ctx.skip(!real, NO_SAMPLE)
    const s = summarizeSession(readRollout(real!))
    expect(s.version).toBe('0.58.0')
    expect(s.turns).toHaveLength(1)
    expect(s.compactions).toEqual([])
    expect(s.requests.length).toBeGreaterThan(30)
    expect(s.requests.length).toBeLessThan(79)
    expect(s.requests.every((r) => !r.anomaly)).toBe(true)
  })
})

describe('sessions as scenarios', () => {
  it('any line becomes a valid scenario with the world of its turn context', () => {
    const log = readRollout(sessionText({ turns: 4, compactEvery: 2 }))
    const { scenario } = scenarioAt(log, 40)
    expect(parseScenario(scenario).ok).toBe(true)
    expect(scenario.world).toMatchObject({
      cwd: '/repo',
      sandboxMode: 'workspace-write',
      approvalPolicy: 'on-request',
    })
    expect(scenario.model?.slug).toBe('gpt-5.3-codex')
  })

  it('a long 0.58.0 session at its last line is a valid scenario', () => {
    const { scenario } = scenarioAt(readRollout(legacySession().text), undefined)
    expect(parseScenario(scenario).ok).toBe(true)
    expect(scenario.history.length).toBeGreaterThan(100)
  })

  it('the real file at its last line is a valid scenario (optional)', (ctx) => {
    ctx.skip(!real, NO_SAMPLE)
    const { scenario } = scenarioAt(readRollout(real!), undefined)
    expect(parseScenario(scenario).ok).toBe(true)
    expect(scenario.history.length).toBeGreaterThan(100)
  })

  it('redaction replaces text by its length and keeps fragment markers', () => {
    const env = '<environment_context>\n  <cwd>/secret/path</cwd>\n</environment_context>'
    const red = redactItem(
      { id: 'a', type: 'message', role: 'user', parts: [env, 'my password is hunter2'] },
      DEFAULT_REGISTRY,
    )
    expect(red).toMatchObject({
      parts: [
        expect.stringMatching(/^<environment_context>\[\d+ characters\]<\/environment_context>$/),
        '[22 characters]',
      ],
    })
    const log = readRollout(sessionText({ turns: 2 }))
    const { scenario } = scenarioAt(log, undefined, { redact: true })
    expect(JSON.stringify(scenario)).not.toContain('fix the failing test')
    expect(parseScenario(scenario).ok).toBe(true)
  })
})

describe('compareCompaction', () => {
  it('a recorded local compaction matches the core prediction of its cell', () => {
    const log = readRollout(sessionText({ turns: 3, compactEvery: 2, compaction: 'local' }))
    const summary = summarizeSession(log).compactions[0]!
    const c = compareCompaction(log, summary)
    expect(c.cell).toEqual({ phase: 'mid_turn', implementation: 'local' })
    expect(c.cells).toHaveLength(9)
    expect(c.recorded.filter((r) => r.status === 'summary')).toHaveLength(1)
    expect(c.recorded.filter((r) => r.status === 'cut').length).toBeGreaterThan(5)
    expect(c.predicted.outcome).toBe('completed')
    // the synthetic session kept only the last three user messages: the core keeps both turns'
    expect(c.differences.some((d) => d.kind === 'only_predicted' && d.status === 'kept')).toBe(
      false,
    )
  })

  it('lists what only one side has', () => {
    const log = readRollout(sessionText({ turns: 5, compactEvery: 4, compaction: 'remote' }))
    const c = compareCompaction(log, summarizeSession(log).compactions[0]!)
    expect(c.cell.implementation).toBe('remote')
    // the re-inserted initial context is injected, even though the same text stood before
    expect(c.recorded.filter((r) => r.status === 'injected').map((r) => r.fragmentType)).toEqual([
      'PermissionsInstructions',
      'UserInstructions + EnvironmentContext',
    ])
    // a 0.104 session is compared with the legacy endpoint, whose server returns the context too;
    // the synthetic server kept only the last three user messages: turn 1 is only predicted
    expect(c.predicted.path).toBe('remote_legacy')
    expect(c.differences).toContainEqual(
      expect.objectContaining({
        kind: 'only_predicted',
        status: 'kept',
        text: expect.stringContaining('Turn 1:'),
      }),
    )
    expect(c.differences.length).toBeGreaterThan(0)
    expect(
      c.differences.every((d) => d.kind === 'only_recorded' || d.kind === 'only_predicted'),
    ).toBe(true)
  })
})
