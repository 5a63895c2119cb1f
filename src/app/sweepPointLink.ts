import type { ScenarioFile } from '../core/index.ts'
import { pointCount, sweepProblems } from '../view-models/sweep/settings.ts'
import { decodeSweep, encodeSweep } from '../view-models/sweep/sweepLink.ts'
import { sweepScenario } from '../view-models/sweep/sweepRun.ts'
import type { SweepSettings } from '../view-models/sweep/settings.ts'

/**
 * A history opened from a sweep point, in the share hash (`#s=~point~sweep…`): the sweep's
 * settings and the point regenerate it exactly (the histories come from a seed), so the address
 * stays short and a colleague opening it sees the same history instead of the lesson. `~` is
 * no base64url character, so such a payload never reads as a compressed scenario.
 */
const SWEEP_POINT_MARK = '~'

export function sweepPointPayload(settings: SweepSettings, point: number): string {
  return `${SWEEP_POINT_MARK}${point}${SWEEP_POINT_MARK}${encodeSweep(settings)}`
}

/** The scenario (history 1 of the point) a sweep-point payload names, or undefined if it names none. */
export function sweepPointScenario(payload: string): ScenarioFile | undefined {
  const match = /^~(\d{1,4})~(.+)$/.exec(payload)
  if (!match) return undefined
  const settings = decodeSweep(match[2]!)
  const point = Number(match[1])
  if (!settings || sweepProblems(settings).length > 0 || point >= pointCount(settings))
    return undefined
  return sweepScenario(settings, point, 0)
}
