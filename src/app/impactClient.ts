import type { ScenarioFile } from '../core/index.ts'
import type { RegistryImpact } from '../view-models/impact.ts'
import { scenarioChange, type ImpactAnswer, type ImpactRequest } from './impactProtocol.ts'
import { rpcClient, type RpcOutcome } from './workerRpc.ts'

export interface ImpactListener {
  /** the impact of `scenario` (the object that was asked about, never a copy). */
  readonly answer: (scenario: ScenarioFile, impact: RegistryImpact) => void
  /** the worker cannot answer (it did not load, or the core threw): compute on the page. */
  readonly fail: (error: unknown) => void
}

export interface ImpactClient {
  /** Asks for a scenario's impact. While one is computing, only the latest request waits. */
  readonly request: (scenario: ScenarioFile) => void
  readonly close: () => void
}

/**
 * Starts the registry screen's impact worker (`impactWorker.ts`, its own chunk, loaded only
 * here), or returns undefined where there is no `Worker` (the caller computes on the page). One
 * request is computed at a time; those made meanwhile collapse into the newest, so quick edits
 * cost one more run, not one each, and every answer names the scenario it belongs to.
 */
export function startImpactWorker(listener: ImpactListener): ImpactClient | undefined {
  if (typeof Worker === 'undefined') return undefined
  let worker: Worker
  try {
    worker = new Worker(new URL('./impactWorker.ts', import.meta.url), {
      type: 'module',
      name: 'registry-impact',
    })
  } catch (error) {
    // told to the listener as the worker's later failures are, after this call returns
    queueMicrotask(() => listener.fail(error))
    return { request: () => {}, close: () => {} }
  }
  const client = rpcClient<ImpactRequest, never, ImpactAnswer>(worker)
  let computing: ScenarioFile | undefined
  let waiting: ScenarioFile | undefined
  // the scenario the worker holds: the next request sends only what differs from it
  let sent: ScenarioFile | undefined
  let stopped = false
  const stop = () => {
    stopped = true
    computing = waiting = undefined
    client.close()
  }
  const fail = (error: unknown) => {
    if (stopped) return
    stop()
    listener.fail(error)
  }
  const answered = (scenario: ScenarioFile, outcome: RpcOutcome<ImpactAnswer>) => {
    if (stopped || computing !== scenario) return
    computing = undefined
    // the core threw, the worker crashed or a scenario could not be copied: the page computes
    if (!outcome.ok) return fail(new Error(outcome.error))
    listener.answer(scenario, outcome.value)
    const next = waiting
    waiting = undefined
    if (next !== undefined && !stopped) send(next)
  }
  const send = (scenario: ScenarioFile) => {
    computing = scenario
    const change = scenarioChange(sent, scenario)
    sent = scenario
    client.call(change, { settled: (outcome) => answered(scenario, outcome) })
  }
  // a crash with no call open: the page computes from now on
  worker.addEventListener('error', (event) => {
    event.preventDefault()
    fail(new Error(event.message || 'the impact worker failed to start'))
  })
  worker.addEventListener('messageerror', () =>
    fail(new Error('an impact answer could not be read')),
  )
  return {
    request: (scenario) => {
      if (stopped) return
      if (computing === undefined) send(scenario)
      else waiting = scenario
    },
    close: stop,
  }
}
