import { useEffect, useMemo } from 'react'
import { useVisualizerStore } from '../../store/index.ts'
import { encodeSweep, readSweep, SWEEP_PARAM } from '../../view-models/sweep/sweepLink.ts'
import type { SweepSettings } from '../../view-models/sweep/settings.ts'

/**
 * The sweep's settings in the address (`?sweep=…`), read and written here: the view link
 * (`src/app/viewLink.ts`) keeps parameters it does not know, so this one travels with `tab` and
 * `lang` and reopens the same sweep.
 */
export function useSweepFromAddress(): SweepSettings | undefined {
  const read = useMemo(() => {
    const value = new URLSearchParams(location.search).get(SWEEP_PARAM)
    return value === null ? undefined : { value, result: readSweep(value) }
  }, [])
  // a value the form could not have written is refused by name, as every other link value is
  useEffect(() => {
    if (read === undefined || read.result.ok) return
    const { field } = read.result
    useVisualizerStore.getState().pushNotice({
      kind: 'warning',
      code: 'linkValueMalformed',
      vars: {
        field: field === SWEEP_PARAM ? SWEEP_PARAM : `${SWEEP_PARAM} · ${field}`,
        value: read.value.length > 40 ? `${read.value.slice(0, 40)}…` : read.value,
      },
    })
  }, [read])
  return read?.result.ok === true ? read.result.settings : undefined
}

export function writeSweepAddress(settings: SweepSettings | undefined): void {
  const params = new URLSearchParams(location.search)
  if (settings) params.set(SWEEP_PARAM, encodeSweep(settings))
  else params.delete(SWEEP_PARAM)
  const search = params.size > 0 ? `?${params}` : ''
  if (search === location.search) return
  history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`)
}
