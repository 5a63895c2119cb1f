import type { StateCreator } from 'zustand'
import type { FragmentRole, FragmentType } from '../core/index.ts'
import type { EditNote } from '../view-models/registryEdits.ts'
import type { Issue } from '../view-models/validation.ts'
import { engine } from './engine.ts'
import type { VisualizerState } from './index.ts'

/**
 * The registry screen's edits as store actions: each reads the registry fresh, runs a pure edit
 * from `view-models/registryEdits.ts` through `editScenario` (validated, undoable), and records
 * what to announce. Table cells call these directly; nothing is built during render. The edits
 * themselves (`registryEditorActions.ts`) come with the engine (`engine.ts`), which the registry
 * screen loads with itself: the first screen carries only their names.
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

/** The edits, each run by the engine's `registryEditorActions`. */
export interface RegistryEditorActions {
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

export interface RegistryEditorSlice extends RegistryEditorActions {
  /** the type whose marker editor is open. */
  registryEditing: string | null
  /** by type name: a Map, so a type named `toString` or `__proto__` is just a key. */
  membershipIssues: ReadonlyMap<string, MembershipIssue>
  registryAnnouncement: {
    readonly what: RegistryAnnouncement
    readonly notes: readonly EditNote[]
  } | null
  setRegistryEditing: (name: string | null) => void
}

const ACTIONS = [
  'setTypeRole',
  'setTypeSeparate',
  'setTypeUserMatcher',
  'setTypeDeveloperPrefix',
  'setTypeMarkers',
  'removeType',
  'addFragmentType',
  'resetRegistry',
] as const satisfies readonly (keyof RegistryEditorActions)[]

export const createRegistryEditorSlice: StateCreator<
  VisualizerState,
  [],
  [],
  RegistryEditorSlice
> = (set, get) => {
  // built once, on the first edit: the engine is loaded by then (the registry screen awaits it)
  let actions: RegistryEditorActions | undefined
  const delegated = Object.fromEntries(
    ACTIONS.map((name) => [
      name,
      (...args: never[]) =>
        ((actions ??= engine().registryEditorActions(set, get))[name] as (...a: never[]) => void)(
          ...args,
        ),
    ]),
  ) as unknown as RegistryEditorActions
  return {
    registryEditing: null,
    membershipIssues: new Map(),
    registryAnnouncement: null,
    setRegistryEditing: (name) => set({ registryEditing: name }),
    ...delegated,
  }
}
