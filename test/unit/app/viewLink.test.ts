import { beforeEach, describe, expect, it } from 'vitest'
import { settlePendingStep, viewQueryFor } from '../../../src/app/viewLink.ts'
import { DEFAULT_SCENARIO } from '../../../src/store/scenarioSlice.ts'
import { getInitialState, useVisualizerStore } from '../../../src/store/index.ts'
import { openLink } from '../../helpers/openLink.ts'

const store = () => useVisualizerStore.getState()

describe('the view link', () => {
  beforeEach(() => useVisualizerStore.setState(getInitialState(), true))

  it('writes every view parameter, leaving defaults out but tab and lang in', async () => {
    expect(viewQueryFor(store(), '')).toBe('?tab=grid&lang=en')
    useVisualizerStore.setState({
      tab: 'compare',
      locale: 'zh',
      explainAll: true,
      compareCells: [
        { phase: 'pre_turn', implementation: 'local' },
        { phase: 'manual', implementation: 'empty_window' },
        { phase: 'mid_turn', implementation: 'remote' },
      ],
      compareView: 'together',
      compareStep: 4,
      peerAgents: ['codex', 'dsh', 'claude-code'],
      hidden: ['table', 'legend'],
      present: true,
      lessonPosition: { section: 'compaction', step: 3 },
    })
    const query = viewQueryFor(store(), '?other=kept')
    const params = new URLSearchParams(query)
    expect(Object.fromEntries(params)).toEqual({
      other: 'kept',
      tab: 'compare',
      lang: 'zh',
      explain: '1',
      compare: 'pre_turn.local,manual.empty_window,mid_turn.remote',
      ctab: 'matrix',
      cview: 'together',
      cstep: '4',
      agents: 'codex,dsh,claude-code',
      hide: 'table,legend',
      lesson: 'compaction.3',
      present: '1',
    })
    // and reads it back into a fresh store
    const written = { ...store() }
    useVisualizerStore.setState(getInitialState(), true)
    expect(await openLink(useVisualizerStore, query)).toEqual([])
    for (const key of [
      'tab',
      'locale',
      'explainAll',
      'compareCells',
      'compareView',
      'compareStep',
      'peerAgents',
      'hidden',
      'present',
      'lessonPosition',
    ] as const)
      expect(store()[key]).toEqual(written[key])
  })

  it('refuses values it does not understand, each by name', async () => {
    const refusals = await openLink(
      useVisualizerStore,
      '?tab=nowhere&lang=fr&compare=x&hide=sidebar&present=yes&lesson=../x&cstep=-1',
    )
    expect(refusals.map((r) => r.field)).toEqual([
      'tab',
      'lang',
      'compare',
      'cstep',
      'hide',
      'lesson',
      'present',
    ])
    const fresh = getInitialState()
    expect(store().tab).toBe(fresh.tab)
    expect(store().locale).toBe(fresh.locale)
    expect(store().compareCells).toEqual(fresh.compareCells)
    expect(store().hidden).toEqual([])
    expect(store().present).toBe(false)
    expect(store().lessonPosition).toBeNull()
    expect(store().compareStep).toBe(0)
  })
})

describe('a link’s step left waiting for a longer trace', () => {
  beforeEach(() => useVisualizerStore.setState(getInitialState(), true))
  const openSaved = () => {
    const before = store().scenario
    store().loadScenario({ ...DEFAULT_SCENARIO, name: 'saved work' }, 'saved')
    return before
  }

  it('is applied when saved work opened before the first frame has it', () => {
    const before = openSaved()
    expect(settlePendingStep(useVisualizerStore, { pendingStep: 3 }, before)).toEqual({})
    expect(store().step).toBe(3)
  })

  it('keeps waiting (for a shared link) when nothing was opened', () => {
    const opened = { pendingStep: 3 }
    expect(settlePendingStep(useVisualizerStore, opened, store().scenario)).toBe(opened)
    expect(store().step).toBe(getInitialState().step)
  })

  it('has one chance: saved work whose trace is too short ends the wait', () => {
    const before = openSaved()
    expect(settlePendingStep(useVisualizerStore, { pendingStep: 500 }, before)).toEqual({})
    expect(store().step).toBe(getInitialState().step)
  })
})
