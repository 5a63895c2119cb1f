import { describe, expect, it } from 'vitest'
import { parseScenario } from '../../../src/core/index.ts'
import { decodeScenario, sharePayloadFromHash, shareUrl } from '../../../src/app/shareLink.ts'
import { sweepPointPayload, sweepPointScenario } from '../../../src/app/sweepPointLink.ts'
import { DEFAULT_SWEEP, type SweepSettings } from '../../../src/view-models/sweep/settings.ts'
import { sweepScenario } from '../../../src/view-models/sweep/sweepRun.ts'

const SETTINGS: SweepSettings = {
  ...DEFAULT_SWEEP,
  axis: 'window',
  from: 20_000,
  to: 200_000,
  points: 5,
  axis2: 'v2',
  histories: 2,
  length: 120,
}

describe('a sweep point in the address', () => {
  it('regenerates exactly the history the point opened, through the share hash', async () => {
    const href = shareUrl('http://x/?tab=grid', sweepPointPayload(SETTINGS, 7))
    // short: the settings, not the history
    expect(href.length).toBeLessThan(120)
    const payload = sharePayloadFromHash(new URL(href).hash)!
    const opened = await decodeScenario(payload)
    const expected = parseScenario(sweepScenario(SETTINGS, 7, 0))
    expect(opened.ok && expected.ok).toBe(true)
    if (!opened.ok || !expected.ok) return
    expect(opened.value).toEqual(expected.value)
    expect(opened.value.history).toHaveLength(120)
    expect(opened.value.model?.contextWindow).toBe(155_000)
    expect(opened.value.features?.remoteCompactionV2).toBe(true)
    expect('unchecked' in opened).toBe(false)
  })

  it('refuses a point past the sweep, settings out of bounds, or a damaged value', async () => {
    expect(sweepPointScenario(sweepPointPayload(SETTINGS, 10))).toBeUndefined()
    expect(sweepPointScenario(sweepPointPayload({ ...SETTINGS, window: 0 }, 0))).toBeUndefined()
    expect(sweepPointScenario('~1~s2~nope')).toBeUndefined()
    expect(sweepPointScenario('~x~' + sweepPointPayload(SETTINGS, 1).slice(3))).toBeUndefined()
    expect(await decodeScenario('~99~s2')).toEqual({ ok: false, error: { kind: 'encoding' } })
  })
})
