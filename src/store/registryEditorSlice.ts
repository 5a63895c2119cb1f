import type { StateCreator } from 'zustand'
import type { FragmentRegistry, FragmentRole, FragmentType } from '../core/index.ts'
import type { EditNote, EditResult } from '../view-models/registryEdits.ts'
import type { Issue } from '../view-models/validation.ts'
import { engine } from './engine.ts'
import type { VisualizerState } from './index.ts'
import type { EditOutcome } from './scenarioSlice.ts'
import { selectRegistry } from './selectors.ts'

/**
 * The registry screen's edits as store actions: each reads the registry fresh, runs a pure edit
 * from `view-models/registryEdits.ts` through `editScenario` (validated, undoable), and records
 * what to announce. Table cells call these directly; nothing is built during render. The edits
 * come from the engine (`engine.ts`), which the registry screen loads with itself.
 */

/** A refused or to-be-confirmed membership toggle, shown next to its checkbox. */
export interface MembershipIssue {
  readonly table: 'userMatchers' | 'developerPrefixes'
  readonly issues: readonly Issue[]
  /** warnings only: "list anyway" applies the toggle. */
  readonly confirmable: boolean
}

/** What the screen announces after an edit; the screen words it in the reader's language. */
export type RegistryAnnouncement =
  | { readonly kind: 'role'; readonly name: string; readonly role: FragmentRole }
  | { readonly kind: 'separate'; readonly name: string; readonly on: boolean }
  | {
      readonly kind: 'userMatcher'
      readonly name: string
      readonly on: boolean
      readonly position: number
    }
  | { readonly kind: 'prefix'; readonly prefix: string; readonly on: boolean }
  | { readonly kind: 'markers'; readonly name: string }
  | { readonly kind: 'deleted'; readonly name: string }
  | { readonly kind: 'added'; readonly name: string }
  | { readonly kind: 'reset' }
  | { readonly kind: 'refused'; readonly count: number }

export interface RegistryEditorSlice {
  /** the type whose marker editor is open. */
  registryEditing: string | null
  membershipIssues: Readonly<Record<string, MembershipIssue>>
  registryAnnouncement: {
    readonly what: RegistryAnnouncement
    readonly notes: readonly EditNote[]
  } | null
  setRegistryEditing: (name: string | null) => void
  setTypeRole: (name: string, role: FragmentRole) => void
  setTypeSeparate: (name: string, on: boolean) => void
  /** `confirmed`: the user chose "list anyway" after a warning. */
  setTypeUserMatcher: (name: string, on: boolean, confirmed?: boolean) => void
  setTypeDeveloperPrefix: (name: string, on: boolean) => void
  setTypeMarkers: (name: string, startMarker: string, endMarker: string) => void
  removeType: (name: string) => void
  addFragmentType: (type: FragmentType, register: boolean) => void
  resetRegistry: () => void
}

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
  const outcome = get().editScenario((scenario) => engine().withRegistry(scenario, result.registry))
  set({
    registryAnnouncement: outcome.ok
      ? { what: what(result), notes: result.notes }
      : { what: { kind: 'refused', count: outcome.errors.length }, notes: [] },
  })
  return outcome
}

function withoutIssue(state: VisualizerState, name: string): Partial<VisualizerState> {
  if (!(name in state.membershipIssues)) return {}
  const { [name]: _gone, ...rest } = state.membershipIssues
  return { membershipIssues: rest }
}

function setIssue(set: Set, get: Get, name: string, issue: MembershipIssue): void {
  set({ membershipIssues: { ...get().membershipIssues, [name]: issue } })
}

type MembershipActions = Pick<RegistryEditorSlice, 'setTypeUserMatcher' | 'setTypeDeveloperPrefix'>

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
      set(withoutIssue(get(), name))
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
      set(withoutIssue(get(), name))
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
  RegistryEditorSlice,
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

export const createRegistryEditorSlice: StateCreator<
  VisualizerState,
  [],
  [],
  RegistryEditorSlice
> = (set, get) => ({
  registryEditing: null,
  membershipIssues: {},
  registryAnnouncement: null,
  setRegistryEditing: (name) => set({ registryEditing: name }),
  ...typeActions(set, get),
  ...membershipActions(set, get),
  resetRegistry: () => {
    set({ registryEditing: null, membershipIssues: {} })
    get().editScenario(engine().withDefaultRegistry)
    set({ registryAnnouncement: { what: { kind: 'reset' }, notes: [] } })
  },
})
