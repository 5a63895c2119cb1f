import { describe, expect, it } from 'vitest'
import {
  DEFAULT_REGISTRY,
  findFragmentType,
  MatcherKind,
  parseScenario,
  registryOf,
  type FragmentRegistry,
  type FragmentType,
} from '../../../src/core/index.ts'
import {
  addType,
  deleteType,
  isDefaultRegistry,
  orphanPrefixes,
  setDeveloperPrefix,
  setUserMatcher,
  updateType,
  withDefaultRegistry,
  withRegistry,
} from '../../../src/view-models/registryEdits.ts'
import { DEFAULT_SCENARIO } from '../../../src/store/scenarioSlice.ts'

/** The `registry` field a scenario saved with `registry` carries (undefined: none, the default). */
const toScenarioRegistry = (registry: FragmentRegistry) =>
  withRegistry(DEFAULT_SCENARIO, registry).registry

/** Types without their source links (a scenario file does not carry them). */
const comparable = (registry: FragmentRegistry) => ({
  ...registry,
  types: registry.types.map(({ source: _source, ...rest }) => rest),
})

function roundTrip(registry: FragmentRegistry): FragmentRegistry {
  const scenario = withRegistry(DEFAULT_SCENARIO, registry)
  const parsed = parseScenario(JSON.parse(JSON.stringify(scenario)))
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return registryOf(parsed.value)
}

const ticket: FragmentType = {
  name: 'TicketContext',
  role: 'user',
  startMarker: '<ticket_context>',
  endMarker: '</ticket_context>',
  requiresSeparateMessage: false,
  contentKind: 'custom.ticket',
  matcher: MatcherKind.Marked,
  exampleBody: '\nJIRA-1\n',
  custom: true,
}

describe('registry edits', () => {
  it('writes nothing for the default registry', () => {
    expect(toScenarioRegistry(DEFAULT_REGISTRY)).toBeUndefined()
    expect(isDefaultRegistry(DEFAULT_REGISTRY)).toBe(true)
    expect(withRegistry(DEFAULT_SCENARIO, DEFAULT_REGISTRY)).not.toHaveProperty('registry')
  })

  it('tells a default registry from an edited one as the written diff does', () => {
    const copy = { ...DEFAULT_REGISTRY, types: DEFAULT_REGISTRY.types.map((type) => ({ ...type })) }
    const edited = [
      setUserMatcher(DEFAULT_REGISTRY, 'EnvironmentContext', false).registry,
      setDeveloperPrefix(DEFAULT_REGISTRY, 'PermissionsInstructions', false).registry,
      updateType(DEFAULT_REGISTRY, 'EnvironmentContext', { endMarker: '' }).registry,
      deleteType(DEFAULT_REGISTRY, 'TurnAborted').registry,
    ]
    for (const registry of [DEFAULT_REGISTRY, copy, roundTrip(DEFAULT_REGISTRY), ...edited])
      expect(isDefaultRegistry(registry)).toBe(toScenarioRegistry(registry) === undefined)
    expect(isDefaultRegistry(copy)).toBe(true)
    expect(edited.map(isDefaultRegistry)).toEqual([false, false, false, false])
  })

  it('writes a marker edit as an update by name, and the scenario reads it back', () => {
    const { registry } = updateType(DEFAULT_REGISTRY, 'EnvironmentContext', {
      startMarker: '',
      endMarker: '',
    })
    expect(toScenarioRegistry(registry)).toEqual({
      edits: { update: { EnvironmentContext: { startMarker: '', endMarker: '' } } },
    })
    expect(comparable(roundTrip(registry))).toEqual(comparable(registry))
  })

  it('round-trips added, deleted and re-listed types through a scenario file', () => {
    let registry = addType(DEFAULT_REGISTRY, ticket, { userMatcher: true, developerPrefix: true })
    registry = deleteType(registry, 'TurnAborted').registry
    registry = setDeveloperPrefix(registry, 'CurrentTimeReminder', true).registry
    registry = updateType(registry, 'ImageResizeNotice', {
      requiresSeparateMessage: false,
    }).registry
    expect(registry.contextualUserMatchers.at(-1)).toBe('TicketContext')
    expect(registry.contextualUserMatchers).not.toContain('TurnAborted')
    expect(registry.developerPrefixes.at(-1)).toBe('<current_time_reminder>')
    expect(comparable(roundTrip(registry))).toEqual(comparable(registry))
  })

  it('rewrites the prefix table entry in place when a listed developer start marker changes', () => {
    const index = DEFAULT_REGISTRY.developerPrefixes.indexOf('<model_switch>')
    const { registry, notes } = updateType(DEFAULT_REGISTRY, 'ModelSwitchInstructions', {
      startMarker: '<model_change>',
    })
    expect(registry.developerPrefixes[index]).toBe('<model_change>')
    expect(registry.developerPrefixes).not.toContain('<model_switch>')
    expect(notes).toEqual([
      {
        kind: 'prefix_renamed',
        name: 'ModelSwitchInstructions',
        from: '<model_switch>',
        to: '<model_change>',
      },
    ])
  })

  it('takes the entry out (and says so) when a listed developer start marker is emptied', () => {
    const { registry, notes } = updateType(DEFAULT_REGISTRY, 'ModelSwitchInstructions', {
      startMarker: '',
    })
    expect(registry.developerPrefixes).not.toContain('<model_switch>')
    expect(registry.developerPrefixes).not.toContain('')
    expect(notes[0]).toMatchObject({ kind: 'left_developer_prefixes' })
  })

  it('keeps a prefix other types share, and names them', () => {
    const { registry, notes } = deleteType(DEFAULT_REGISTRY, 'RealtimeStartInstructions')
    expect(registry.developerPrefixes).toContain('<realtime_conversation>')
    expect(notes[0]).toMatchObject({ kind: 'prefix_shared', prefix: '<realtime_conversation>' })
  })

  it('takes a type out of the user matcher list when its role becomes developer', () => {
    const { registry, notes } = updateType(DEFAULT_REGISTRY, 'TurnAborted', { role: 'developer' })
    expect(registry.contextualUserMatchers).not.toContain('TurnAborted')
    expect(notes).toEqual([{ kind: 'left_user_matchers', name: 'TurnAborted' }])
  })

  it('adds to and removes from the user matcher list by name', () => {
    const off = setUserMatcher(DEFAULT_REGISTRY, 'EnvironmentContext', false).registry
    expect(off.contextualUserMatchers).not.toContain('EnvironmentContext')
    const on = setUserMatcher(off, 'EnvironmentContext', true).registry
    expect(on.contextualUserMatchers.at(-1)).toBe('EnvironmentContext')
  })

  it('never lists an empty developer prefix', () => {
    const { registry } = setDeveloperPrefix(DEFAULT_REGISTRY, 'NetworkRuleSaved', true)
    expect(registry).toBe(DEFAULT_REGISTRY)
  })

  it('never lets a hostile type name reach an object prototype', () => {
    const hostile = { ...ticket, name: '__proto__' }
    const registry = addType(DEFAULT_REGISTRY, hostile, {
      userMatcher: false,
      developerPrefix: false,
    })
    const field = toScenarioRegistry(deleteType(registry, 'TurnAborted').registry)
    expect(Object.getPrototypeOf(field?.edits?.update)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>)['startMarker']).toBeUndefined()
  })

  it('drops the registry field on reset', () => {
    const edited = withRegistry(
      DEFAULT_SCENARIO,
      updateType(DEFAULT_REGISTRY, 'TurnAborted', { endMarker: '' }).registry,
    )
    expect(edited.registry).toBeDefined()
    expect(withDefaultRegistry(edited)).not.toHaveProperty('registry')
  })

  it('lists prefix entries that no type owns', () => {
    // at the pin: world-state wrappers and the legacy wrapper have no type (event_mapping.rs:40–61)
    expect(orphanPrefixes(DEFAULT_REGISTRY)).toEqual([
      '<git_attribution>',
      '<tools>',
      '<token_budget>',
    ])
    expect(orphanPrefixes(DEFAULT_REGISTRY)).not.toContain('<model_switch>')
    expect(findFragmentType(DEFAULT_REGISTRY, 'ApprovedCommandPrefixSaved')).toBeDefined()
    expect(orphanPrefixes(DEFAULT_REGISTRY)).not.toContain('Approved command prefix saved:')
  })
})
