import { act } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  applyScenarioChange,
  type ImpactAnswer,
  type ImpactRequest,
} from '../../../src/app/impactProtocol.ts'
import type { RpcCall, RpcReply } from '../../../src/app/workerRpc.ts'
import type { ScenarioFile } from '../../../src/core/index.ts'
import { ImpactPanel } from '../../../src/features/registry/ImpactPanel.tsx'
import { selectRegistryImpact } from '../../../src/store/registrySelectors.ts'
import { IMPACT_ON_PAGE_MAX_ITEMS } from '../../../src/view-models/impact.ts'
import { impactRunner } from '../../../src/view-models/impactRunner.ts'
import { mixedHistory } from '../../../scripts/mixedHistory.ts'
import { useVisualizerStore } from '../../../src/store/index.ts'
import { renderFresh, store } from './setup.tsx'

/**
 * A worker that answers only when the test says so, computing as the real one does
 * (`impactRunner`), so a test can edit while an answer is on its way.
 */
class FakeWorker extends EventTarget {
  static last: FakeWorker | undefined
  readonly posted: ImpactRequest[] = []
  /** each request's call id (the worker RPC's envelope) */
  private readonly ids: number[] = []
  /** the scenario each request describes, as the worker rebuilds it */
  readonly scenarios: ScenarioFile[] = []
  terminated = false
  private readonly impactOf = impactRunner()
  private answered = 0

  readonly url: string

  constructor(url: URL | string) {
    super()
    this.url = String(url)
    FakeWorker.last = this
  }

  postMessage({ id, request }: RpcCall<ImpactRequest>): void {
    this.scenarios.push(applyScenarioChange(this.scenarios.at(-1), request))
    this.posted.push(request)
    this.ids.push(id)
  }

  terminate(): void {
    this.terminated = true
  }

  /** Answers the next request not answered yet. */
  answerNext(): void {
    const id = this.ids[this.answered]!
    const data: RpcReply<never, ImpactAnswer> = {
      id,
      kind: 'result',
      value: this.impactOf(this.scenarios[this.answered++]!),
    }
    act(() => void this.dispatchEvent(new MessageEvent('message', { data })))
  }

  /** Answers every request, including the ones posted meanwhile. */
  answerAll(): void {
    while (this.answered < this.posted.length) this.answerNext()
  }

  fail(): void {
    act(() => void this.dispatchEvent(new Event('error')))
  }
}

function panel(): HTMLElement {
  return document.querySelector<HTMLElement>('section.rg-impact')!
}

const midTurnRemote = () => document.querySelector('[data-cell="mid_turn:remote"]')!.textContent

/** The mid-turn remote cell's kept count as the page computes it for the current scenario. */
function keptNow(): string {
  const impact = selectRegistryImpact(store())
  const { before, after } = impact.cells.find(
    (c) => c.cell.phase === 'mid_turn' && c.cell.implementation === 'remote',
  )!
  return before.kept === after.kept ? `kept ${after.kept}` : `kept ${before.kept} → ${after.kept}`
}

const edit = (name: string) => act(() => store().setTypeUserMatcher(name, false))

/** The lesson's panel: an edit's impact shows in the edit's own render, as the page computes it. */
function expectLessonEditShownAtOnce() {
  renderFresh(<ImpactPanel />)
  const before = midTurnRemote()
  edit('EnvironmentContext')
  expect(midTurnRemote()).not.toBe(before)
  expect(midTurnRemote()).toContain('kept 2 → 3')
  expect(panel()).toHaveAttribute('aria-busy', 'false')
}

/** The panel over a history one item longer than the page computes itself. */
function renderLong() {
  const history = mixedHistory(IMPACT_ON_PAGE_MAX_ITEMS + 1, 7)
  const rendered = renderFresh(<></>)
  useVisualizerStore.setState({ scenario: { ...store().scenario, history } })
  rendered.rerender(<ImpactPanel />)
}

describe('ImpactPanel with a worker', () => {
  beforeEach(() => {
    FakeWorker.last = undefined
    vi.stubGlobal('Worker', FakeWorker)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('a short history: the edit’s own render shows its impact, and no worker starts', () => {
    expectLessonEditShownAtOnce()
    expect(FakeWorker.last).toBeUndefined()
  })

  it('a long history opens with the impact computed on the page, then asks the worker', () => {
    renderLong()
    expect(panel()).toHaveTextContent("The registry is Codex's default")
    expect(panel()).toHaveAttribute('aria-busy', 'false')
    const worker = FakeWorker.last!
    expect(worker.url).toMatch(/impactWorker/)
    expect(worker.scenarios).toEqual([store().scenario])
  })

  it('keeps the previous impact, marked as updating, until the edit’s answer arrives', () => {
    renderLong()
    const worker = FakeWorker.last!
    worker.answerNext()
    const before = midTurnRemote()
    edit('EnvironmentContext')
    expect(panel()).toHaveAttribute('aria-busy', 'true')
    expect(panel()).toHaveTextContent('Updating…')
    expect(midTurnRemote()).toBe(before)
    worker.answerNext()
    expect(panel()).toHaveAttribute('aria-busy', 'false')
    expect(panel()).not.toHaveTextContent('Updating')
    expect(keptNow()).toContain('→')
    expect(midTurnRemote()).toContain(keptNow())
  })

  it('two quick edits: the first answer shows only as updating, and the newest is asked once', () => {
    renderLong()
    const worker = FakeWorker.last!
    worker.answerNext()
    edit('EnvironmentContext')
    const first = store().scenario
    const keptFirst = keptNow()
    edit('UserInstructions')
    edit('TurnAborted')
    // one at a time: the second and third edits wait as one request
    expect(worker.posted).toHaveLength(2)
    worker.answerNext()
    expect(midTurnRemote()).toContain(keptFirst)
    expect(panel()).toHaveAttribute('aria-busy', 'true')
    expect(worker.posted).toHaveLength(3)
    expect(worker.scenarios[2]).toEqual(store().scenario)
    expect(worker.scenarios[2]).not.toEqual(first)
    // a registry edit sends the registry, not the history again
    expect(JSON.parse(worker.posted[2]!.changedJson)).toEqual({
      registry: store().scenario.registry,
    })
    worker.answerNext()
    expect(panel()).toHaveAttribute('aria-busy', 'false')
    expect(document.querySelectorAll('[data-item]').length).toBeGreaterThan(0)
    expect(keptNow()).not.toBe(keptFirst)
    expect(midTurnRemote()).toContain(keptNow())
  })

  it('a long history after a short one opens with its own impact, not the last answer', () => {
    renderLong()
    const worker = FakeWorker.last!
    worker.answerNext()
    const short = mixedHistory(20, 3)
    act(() => useVisualizerStore.setState({ scenario: { ...store().scenario, history: short } }))
    expect(panel()).toHaveAttribute('aria-busy', 'false')
    expect(midTurnRemote()).toContain(keptNow())
    const long = mixedHistory(IMPACT_ON_PAGE_MAX_ITEMS + 5, 11)
    act(() => useVisualizerStore.setState({ scenario: { ...store().scenario, history: long } }))
    // computed on the page at once, as the panel opened; the worker is asked for it too
    expect(panel()).toHaveAttribute('aria-busy', 'false')
    expect(midTurnRemote()).toContain(keptNow())
    expect(worker.scenarios.at(-1)).toEqual(store().scenario)
  })

  it('computes on the page when the worker fails, and stops it', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderLong()
    const worker = FakeWorker.last!
    edit('EnvironmentContext')
    expect(panel()).toHaveAttribute('aria-busy', 'true')
    worker.fail()
    expect(worker.terminated).toBe(true)
    expect(logged).toHaveBeenCalled()
    expect(panel()).toHaveAttribute('aria-busy', 'false')
    expect(midTurnRemote()).toContain(keptNow())
    logged.mockRestore()
  })
})

describe('ImpactPanel without a worker (as in this test environment)', () => {
  it('computes the impact on the page after an edit', () => {
    expect(typeof Worker).toBe('undefined')
    expectLessonEditShownAtOnce()
  })
})
