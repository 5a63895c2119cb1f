import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import type { ScenarioFile } from '../core/index.ts'
import { selectRegistryImpact } from '../store/registrySelectors.ts'
import type { RegistryImpact } from '../view-models/impact.ts'
import { startImpactWorker, type ImpactClient } from './impactClient.ts'

export interface ShownImpact {
  readonly impact: RegistryImpact
  /** the impact is an earlier scenario's: the current one is still computing. */
  readonly updating: boolean
}

interface Answer {
  readonly scenario: ScenarioFile
  readonly impact: RegistryImpact
}

/**
 * The registry impact of `scenario` for the impact panel. The screen opens with it computed on
 * the page; after that each scenario goes to a worker (`impactClient.ts`) and the panel keeps
 * the last answer, marked as updating, until the current scenario's arrives: an edit never waits
 * for the nine cells. Where there is no worker, or it fails, the page computes it as a deferred
 * value (the edit still paints first).
 */
export function useRegistryImpact(scenario: ScenarioFile): ShownImpact {
  const [onPage, setOnPage] = useState(() => typeof Worker === 'undefined')
  const [shown, setShown] = useState<Answer>(() => ({
    scenario,
    impact: selectRegistryImpact({ scenario }),
  }))
  const client = useRef<ImpactClient | undefined>(undefined)
  useEffect(() => {
    if (onPage) return
    const started = startImpactWorker({
      // an answer for the scenario already shown changes nothing (the opening one, computed here)
      answer: (answered, impact) =>
        setShown((now) => (now.scenario === answered ? now : { scenario: answered, impact })),
      fail: (error) => {
        console.error('Context Lab: the impact is computed on the page instead', error)
        setOnPage(true)
      },
    })
    if (!started) return
    client.current = started
    return () => {
      started.close()
      client.current = undefined
    }
  }, [onPage])
  // also asks for the opening scenario: the worker then has its default-registry run in hand
  useEffect(() => client.current?.request(scenario), [scenario])
  // only the page fallback follows the scenario as a deferred value: with the worker a constant,
  // so an edit costs no second, deferred render
  const deferred = useDeferredValue(onPage ? scenario : undefined)
  const computedHere = useMemo(
    () => (deferred ? selectRegistryImpact({ scenario: deferred }) : undefined),
    [deferred],
  )
  if (computedHere) return { impact: computedHere, updating: false }
  return { impact: shown.impact, updating: shown.scenario !== scenario }
}
