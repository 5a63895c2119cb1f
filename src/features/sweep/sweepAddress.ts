import { decodeSweep, encodeSweep, SWEEP_PARAM } from '../../view-models/sweep/sweepLink.ts'
import type { SweepSettings } from '../../view-models/sweep/settings.ts'

/**
 * The sweep's settings in the address (`?sweep=…`), read and written here: the view link
 * (`src/app/viewLink.ts`) keeps parameters it does not know, so this one travels with `tab` and
 * `lang` and reopens the same sweep.
 */
export function sweepFromAddress(): SweepSettings | undefined {
  return decodeSweep(new URLSearchParams(location.search).get(SWEEP_PARAM))
}

export function writeSweepAddress(settings: SweepSettings | undefined): void {
  const params = new URLSearchParams(location.search)
  if (settings) params.set(SWEEP_PARAM, encodeSweep(settings))
  else params.delete(SWEEP_PARAM)
  const search = params.size > 0 ? `?${params}` : ''
  if (search === location.search) return
  history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`)
}
