import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_REGISTRY } from '../../../src/core/index.ts'
import { buildRows as buildRowsWith } from '../../../src/features/registry/RegistryTable.tsx'
import type { RegistryRow } from '../../../src/features/registry/columns.tsx'
import { setUserMatcher } from '../../../src/view-models/registryEdits.ts'

describe('the registry table rows', () => {
  // one table's memory of the rows it drew, as the table keeps it
  let drawn = new Map<string, RegistryRow>()
  const buildRows = (...args: Parameters<typeof buildRowsWith>) =>
    buildRowsWith(args[0], args[1], args[2], drawn)
  beforeEach(() => {
    drawn = new Map()
  })

  it('renews only the row whose box an edit changed, and keeps every other row object', () => {
    const before = buildRows(DEFAULT_REGISTRY, '', 'all')
    const edit = setUserMatcher(DEFAULT_REGISTRY, 'EnvironmentContext', false)
    const after = buildRows(edit.registry, '', 'all')
    expect(after.map((row) => row.type.name)).toEqual(before.map((row) => row.type.name))
    const renewed = after.filter((row, i) => row !== before[i]).map((row) => row.type.name)
    // the places of the other user types moved, but they are read by their labels: only the
    // edited type's row is new
    expect(renewed).toEqual(['EnvironmentContext'])
    const list = edit.registry.contextualUserMatchers
    for (const row of after) expect(row.listed).toBe(list.includes(row.type.name))
    expect(after.find((row) => row.type.name === 'EnvironmentContext')!.listed).toBe(false)
  })

  it('keeps a row when its type is re-read as a new object with the same fields', () => {
    const before = buildRows(DEFAULT_REGISTRY, '', 'all')
    // what an edit elsewhere gives: the scenario's registry parsed again, every type a new object
    const reread = structuredClone(DEFAULT_REGISTRY)
    const after = buildRows(reread, '', 'all')
    expect(after.every((row, i) => row === before[i])).toBe(true)
    const changed = {
      ...reread,
      types: reread.types.map((type) =>
        type.name === 'EnvironmentContext' ? { ...type, exampleBody: 'another body' } : type,
      ),
    }
    const renewed = buildRows(changed, '', 'all').filter((row, i) => row !== after[i])
    expect(renewed.map((row) => row.type.name)).toEqual(['EnvironmentContext'])
  })

  it('two tables keep their own rows: another memory draws every row afresh', () => {
    const before = buildRows(DEFAULT_REGISTRY, '', 'all')
    const other = buildRowsWith(structuredClone(DEFAULT_REGISTRY), '', 'all', new Map())
    expect(other.some((row, i) => row === before[i])).toBe(false)
  })
})
