import { describe, expect, it } from 'vitest'
import { DEFAULT_REGISTRY } from '../../../src/core/index.ts'
import { buildRows } from '../../../src/features/registry/RegistryTable.tsx'
import { setUserMatcher } from '../../../src/view-models/registryEdits.ts'

describe('the registry table rows', () => {
  it('keeps the row of every type an edit leaves as it was, and renews the ones it changes', () => {
    const before = buildRows(DEFAULT_REGISTRY, '', 'all')
    const edit = setUserMatcher(DEFAULT_REGISTRY, 'EnvironmentContext', false)
    const after = buildRows(edit.registry, '', 'all')
    expect(after.map((row) => row.type.name)).toEqual(before.map((row) => row.type.name))
    const kept = after.filter((row, i) => row === before[i]).map((row) => row.type.role)
    const renewed = after.filter((row, i) => row !== before[i])
    // every listed user type's place or count changed; no other role's row did
    expect(new Set(renewed.map((row) => row.type.role))).toEqual(new Set(['user']))
    expect(kept.length).toBeGreaterThan(0)
    expect(kept).not.toContain('user')
    const environment = after.find((row) => row.type.name === 'EnvironmentContext')!
    expect(environment.matcherPosition).toBe(0)
    // the rows it keeps still describe the edited registry
    const list = edit.registry.contextualUserMatchers
    for (const row of after) {
      expect(row.matcherPosition).toBe(list.indexOf(row.type.name) + 1)
      expect(row.matcherTotal).toBe(row.type.role === 'user' ? list.length : 0)
    }
  })
})
