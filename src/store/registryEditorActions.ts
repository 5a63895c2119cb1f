import type { FragmentRegistry } from '../core/index.ts'
import type { EditResult } from '../view-models/registryEdits.ts'
import { engine } from './engine.ts'
import type { VisualizerState } from './index.ts'
import type {
  MembershipIssue,
  RegistryAnnouncement,
  RegistryEditorActions,
} from './registryEditorSlice.ts'
import type { EditOutcome } from './scenarioSlice.ts'
import { selectRegistry } from './registrySelectors.ts'

/**
 * The registry screen's edits (see `registryEditorSlice.ts`): each reads the registry fresh, runs
 * a pure edit from `view-models/registryEdits.ts` through `editScenario` (validated, undoable),
 * and records what to announce. They load with the engine (`engineModule.ts`), which every edit
 * needs anyway, so none of this is on the first screen.
 */

type Set = (partial: Partial<VisualizerState>) => void
type Get = () => VisualizerState

/** Runs a registry edit through the scenario's one edit action, then records the announcement. */
function commit(
  set: Set,
  get: Get,
  edit: (registry: FragmentRegistry) => EditResult,
  what: (result: EditResult) => RegistryAnnouncement,
): EditOutcome {
  const result = edit(selectRegistry(get()))
  const registryAnnouncement = { what: what(result), notes: result.notes }
  // announced in the edit's own update (one store notification, not two)
  const outcome = get().editScenario(
    (scenario) => engine().withRegistry(scenario, result.registry),
    'immediate',
    { registryAnnouncement },
  )
  if (!outcome.ok)
    set({
      registryAnnouncement: { what: { kind: 'refused', count: outcome.errors.length }, notes: [] },
    })
  else if (!outcome.changed) set({ registryAnnouncement })
  return outcome
}

function withoutIssue(state: VisualizerState, name: string): Partial<VisualizerState> {
  if (!state.membershipIssues.has(name)) return {}
  const rest = new Map(state.membershipIssues)
  rest.delete(name)
  return { membershipIssues: rest }
}

/** Clears a type's membership issue; without one, nothing is set (every set notifies the store). */
function clearIssue(set: Set, get: Get, name: string): void {
  if (get().membershipIssues.has(name)) set(withoutIssue(get(), name))
}

function setIssue(set: Set, get: Get, name: string, issue: MembershipIssue): void {
  set({ membershipIssues: new Map(get().membershipIssues).set(name, issue) })
}

type MembershipActions = Pick<
  RegistryEditorActions,
  'setTypeUserMatcher' | 'setTypeDeveloperPrefix'
>

/**
 * The two membership toggles: a toggle that validation refuses (or that needs "list anyway") is
 * kept as the type's membership issue instead of being applied.
 */
function membershipActions(set: Set, get: Get): MembershipActions {
  return {
    setTypeUserMatcher: (name, on, confirmed = false) => {
      const type = engine().findFragmentType(selectRegistry(get()), name)
      if (!type) return
      const issues = on && !confirmed ? engine().validateMembership(type, '') : []
      if (issues.length > 0) {
        setIssue(set, get, name, { table: 'userMatchers', issues, confirmable: true })
        return
      }
      clearIssue(set, get, name)
      commit(
        set,
        get,
        (registry) => engine().setUserMatcher(registry, name, on),
        (result) => ({
          kind: 'userMatcher',
          name,
          on,
          position: result.registry.contextualUserMatchers.length,
        }),
      )
    },
    setTypeDeveloperPrefix: (name, on) => {
      const type = engine().findFragmentType(selectRegistry(get()), name)
      if (!type) return
      const prefix = engine().developerPrefixOf(type)
      const issues = on ? engine().validateMembership(type, prefix) : []
      if (issues.length > 0) {
        // an empty prefix is never applied: it would match every developer message
        setIssue(set, get, name, { table: 'developerPrefixes', issues, confirmable: false })
        return
      }
      clearIssue(set, get, name)
      commit(
        set,
        get,
        (registry) => engine().setDeveloperPrefix(registry, name, on),
        () => ({ kind: 'prefix', prefix, on }),
      )
    },
  }
}

type TypeActions = Pick<
  RegistryEditorActions,
  'setTypeRole' | 'setTypeSeparate' | 'setTypeMarkers' | 'removeType' | 'addFragmentType'
>

/** The edits of one type's fields, and adding or removing a type. */
function typeActions(set: Set, get: Get): TypeActions {
  return {
    setTypeRole: (name, role) =>
      commit(
        set,
        get,
        (registry) => engine().updateType(registry, name, { role }),
        () => ({ kind: 'role', name, role }),
      ),
    setTypeSeparate: (name, on) =>
      commit(
        set,
        get,
        (registry) => engine().updateType(registry, name, { requiresSeparateMessage: on }),
        () => ({ kind: 'separate', name, on }),
      ),
    setTypeMarkers: (name, startMarker, endMarker) => {
      set({ ...withoutIssue(get(), name), registryEditing: null })
      commit(
        set,
        get,
        (registry) => engine().updateType(registry, name, { startMarker, endMarker }),
        () => ({ kind: 'markers', name }),
      )
    },
    removeType: (name) => {
      const editing = get().registryEditing
      set({ ...withoutIssue(get(), name), registryEditing: editing === name ? null : editing })
      commit(
        set,
        get,
        (registry) => engine().deleteType(registry, name),
        () => ({ kind: 'deleted', name }),
      )
    },
    addFragmentType: (type, register) =>
      commit(
        set,
        get,
        (registry) => ({
          registry: engine().addType(registry, type, {
            userMatcher: register,
            developerPrefix: register,
          }),
          notes: [],
        }),
        () => ({ kind: 'added', name: type.name }),
      ),
  }
}

/** Every registry edit action, over the store's `set` and `get`. */
export function registryEditorActions(set: Set, get: Get): RegistryEditorActions {
  return {
    ...typeActions(set, get),
    ...membershipActions(set, get),
    resetRegistry: () => {
      set({ registryEditing: null, membershipIssues: new Map() })
      get().editScenario(engine().withDefaultRegistry)
      set({ registryAnnouncement: { what: { kind: 'reset' }, notes: [] } })
    },
  }
}
