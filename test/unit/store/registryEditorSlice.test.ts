import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_REGISTRY, findFragmentType } from '../../../src/core/index.ts'
import { useVisualizerStore } from '../../../src/store/index.ts'
import { DEFAULT_SCENARIO } from '../../../src/store/scenarioSlice.ts'
import { freshStore, type StoreFacade } from './facade.ts'

describe('registry edits are store actions', () => {
  let s: StoreFacade
  beforeEach(() => {
    s = freshStore()
  })

  it('takes a type out of the matcher list, records what to announce, and undoes it', () => {
    expect(s.registry().contextualUserMatchers).toContain('EnvironmentContext')
    s.state().setTypeUserMatcher('EnvironmentContext', false)
    expect(s.registry().contextualUserMatchers).not.toContain('EnvironmentContext')
    expect(s.state().registryAnnouncement?.what).toEqual({
      kind: 'userMatcher',
      name: 'EnvironmentContext',
      on: false,
      position: DEFAULT_REGISTRY.contextualUserMatchers.length - 1,
    })
    expect(s.impact().edited).toBe(true)
    expect(s.undoDepth()).toBe(1)
    s.undo()
    expect(s.registry().contextualUserMatchers).toEqual(DEFAULT_REGISTRY.contextualUserMatchers)
    expect(s.impact().edited).toBe(false)
  })

  it('an edit reaches the store subscribers once, with its announcement', () => {
    const seen: (string | undefined)[] = []
    const stop = useVisualizerStore.subscribe((state) =>
      seen.push(state.registryAnnouncement?.what.kind),
    )
    s.state().setTypeUserMatcher('EnvironmentContext', false)
    s.state().setTypeSeparate('EnvironmentContext', true)
    stop()
    expect(seen).toEqual(['userMatcher', 'separate'])
  })

  it('asks before listing a one-shot type, and "list anyway" applies it', () => {
    s.state().setTypeMarkers('EnvironmentContext', '', '')
    s.state().setTypeUserMatcher('EnvironmentContext', false)
    s.state().setTypeUserMatcher('EnvironmentContext', true)
    const issue = s.state().membershipIssues.get('EnvironmentContext')
    expect(issue?.confirmable).toBe(true)
    expect(issue?.issues.map((i) => i.code)).toEqual(['oneShotListed'])
    expect(s.registry().contextualUserMatchers).not.toContain('EnvironmentContext')
    s.state().setTypeUserMatcher('EnvironmentContext', true, true)
    expect(s.registry().contextualUserMatchers).toContain('EnvironmentContext')
    expect(s.state().membershipIssues.size).toBe(0)
  })

  it('refuses an empty developer prefix in place, with nothing to confirm', () => {
    const type = DEFAULT_REGISTRY.types.find(
      (t) => t.role === 'developer' && t.startMarker === '' && !t.developerPrefix,
    )!
    s.state().setTypeDeveloperPrefix(type.name, true)
    expect(s.state().membershipIssues.get(type.name)).toMatchObject({
      table: 'developerPrefixes',
      confirmable: false,
    })
    expect(s.undoDepth()).toBe(0)
  })

  it('deletes, adds back and resets to the defaults, each one undo step', () => {
    s.state().setRegistryEditing('TurnAborted')
    s.state().removeType('TurnAborted')
    expect(findFragmentType(s.registry(), 'TurnAborted')).toBeUndefined()
    expect(s.state().registryEditing).toBeNull()
    s.state().addFragmentType({ ...findFragmentType(DEFAULT_REGISTRY, 'TurnAborted')! }, true)
    expect(findFragmentType(s.registry(), 'TurnAborted')).toBeDefined()
    s.state().resetRegistry()
    expect(s.scenario().registry).toBeUndefined()
    expect(s.scenario().history).toBe(DEFAULT_SCENARIO.history)
    expect(s.undoDepth()).toBe(3)
    expect(s.state().registryAnnouncement?.what).toEqual({ kind: 'reset' })
  })
})
