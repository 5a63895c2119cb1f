import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import type { ScenarioFile } from '../core/index.ts'
import { loadedEngine } from '../store/engine.ts'
import { selectRegistryImpact } from '../store/registrySelectors.ts'
import { impactRunsOnPage, type RegistryImpact } from '../view-models/impact.ts'
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
 * The registry impact of `scenario` for the impact panel. A short history's impact is computed
 * on the page within the edit's own render (`impactRunsOnPage`): one frame, no round trip. A
 * longer one goes to a worker (`impactClient.ts`), started the first time one is asked for.
 */
export function useRegistryImpact(scenario: ScenarioFile): ShownImpact {
  const onPage = impactRunsOnPage(scenario)
  const fromWorker = useWorkerImpact(onPage ? undefined : scenario)
  const here = useMemo(
    () => (onPage ? selectRegistryImpact({ scenario, engine: loadedEngine() }) : undefined),
    [onPage, scenario],
  )
  return here ? { impact: here, updating: false } : fromWorker!
}

/**
 * A long history's impact from the worker. The first one is computed on the page (the panel
 * opens with it); after that the panel keeps the last answer, marked as updating, until the
 * current scenario's arrives: an edit never waits for the nine cells. Where there is no worker,
 * or it fails, the page computes it as a deferred value (the edit still paints first). Returns
 * undefined while no scenario is asked for (a short history, computed by the caller).
 */
function useWorkerImpact(scenario: ScenarioFile | undefined): ShownImpact | undefined {
  const [onPage, setOnPage] = useState(() => typeof Worker === 'undefined')
  const [shown, setShown] = useState<Answer | undefined>(undefined)
  const client = useWorkerClient(scenario !== undefined && !onPage, setShown, setOnPage)
  // also asks for the opening scenario: the worker then has its default-registry run in hand
  useEffect(() => {
    if (scenario) client.current?.request(scenario)
  }, [scenario, client])
  // only the page fallback follows the scenario as a deferred value: with the worker a constant,
  // so an edit costs no second, deferred render
  const deferred = useDeferredValue(onPage ? scenario : undefined)
  const computedHere = useMemo(
    () =>
      deferred ? selectRegistryImpact({ scenario: deferred, engine: loadedEngine() }) : undefined,
    [deferred],
  )
  if (scenario === undefined) {
    // a short history now: a long one that comes later opens with its own impact, not this one
    if (shown !== undefined) setShown(undefined)
    return undefined
  }
  if (computedHere) return { impact: computedHere, updating: false }
  if (shown === undefined) {
    // the opening impact (or a long history's after a short one): computed here, once
    const opening = { scenario, impact: selectRegistryImpact({ scenario, engine: loadedEngine() }) }
    setShown(opening)
    return { impact: opening.impact, updating: false }
  }
  return { impact: shown.impact, updating: shown.scenario !== scenario }
}

/** The worker, started once it is wanted and kept until the panel unmounts or it fails. */
function useWorkerClient(
  wanted: boolean,
  setShown: (update: (now: Answer | undefined) => Answer | undefined) => void,
  setOnPage: (onPage: boolean) => void,
) {
  const client = useRef<ImpactClient | undefined>(undefined)
  const [started, setStarted] = useState(false)
  if (wanted && !started) setStarted(true)
  useEffect(() => {
    if (!started) return
    const worker = startImpactWorker({
      // an answer for the scenario already shown changes nothing (the opening one, computed here)
      answer: (answered, impact) =>
        setShown((now) => (now?.scenario === answered ? now : { scenario: answered, impact })),
      fail: (error) => {
        console.error('Context Lab: the impact is computed on the page instead', error)
        setOnPage(true)
      },
    })
    if (!worker) return
    client.current = worker
    return () => {
      worker.close()
      client.current = undefined
    }
  }, [started, setShown, setOnPage])
  return client
}
