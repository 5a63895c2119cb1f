import { createContext, useContext } from 'react'
import type { FragmentRegistry, FragmentRole } from '../../core/index.ts'
import type { Issue } from './validation.ts'

/** A refused or to-be-confirmed membership toggle, shown next to the checkbox. */
export interface MembershipIssue {
  readonly table: 'userMatchers' | 'developerPrefixes'
  readonly issues: readonly Issue[]
  /** applies the toggle despite the warnings (absent for errors). */
  readonly confirm?: () => void
}

/** What the table cells need from the registry screen. */
export interface RegistryEditorApi {
  readonly registry: FragmentRegistry
  readonly editing: string | null
  readonly setEditing: (name: string | null) => void
  readonly membershipIssues: Readonly<Record<string, MembershipIssue>>
  readonly setRole: (name: string, role: FragmentRole) => void
  readonly setSeparate: (name: string, on: boolean) => void
  readonly setUserMatcher: (name: string, on: boolean) => void
  readonly setDeveloperPrefix: (name: string, on: boolean) => void
  readonly applyMarkers: (name: string, startMarker: string, endMarker: string) => void
  readonly remove: (name: string) => void
}

export const RegistryEditorContext = createContext<RegistryEditorApi | null>(null)

export function useRegistryEditor(): RegistryEditorApi {
  const api = useContext(RegistryEditorContext)
  if (!api) throw new Error('useRegistryEditor must be used inside the registry screen')
  return api
}

/** A DOM id fragment for a type name (any string a scenario may carry). */
export function idFor(name: string): string {
  return `rg-${name.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.codePointAt(0)!.toString(16)}`)}`
}
