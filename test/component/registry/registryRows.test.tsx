/**
 * The registry table's rows as drawn: an edit, or a re-read of the registry, draws again only
 * the rows of types it changed (each row is the last row object when its type and marks are the
 * same by value), and each table keeps its own memory of the rows it drew.
 */
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEFAULT_REGISTRY } from '../../../src/core/index.ts'
import { RegistryTable } from '../../../src/features/registry/RegistryTable.tsx'
import { selectRegistry } from '../../../src/store/registrySelectors.ts'
import { renderedBy } from '../../helpers/renders.ts'
import { renderFresh, store } from './setup.tsx'

/** The types whose row `change` draws again (their `tr` written again), in table order. */
async function rowsDrawnBy(container: HTMLElement, change: () => unknown): Promise<string[]> {
  const rendered = await renderedBy(container, change)
  return rendered.flatMap(({ component, props }) => {
    const type = (props as Record<string, unknown>)['data-type']
    return component === 'tr' && typeof type === 'string' ? [type] : []
  })
}

const listBox = (name: string) =>
  screen.getAllByRole('checkbox', {
    name: `List ${name} in the contextual-user matcher list`,
  })[0] as HTMLInputElement

describe('the registry table rows', () => {
  it('draws again only the row whose box an edit changed', async () => {
    const { user, container } = renderFresh(<RegistryTable />)
    const list = selectRegistry(store()).contextualUserMatchers
    expect(list).toContain('EnvironmentContext')
    const drawn = await rowsDrawnBy(container, () => user.click(listBox('EnvironmentContext')))
    // the places of the other user types moved, but they are read by their labels: only the
    // edited type's row is drawn again
    expect(drawn).toEqual(['EnvironmentContext'])
    const after = selectRegistry(store()).contextualUserMatchers
    expect(after).not.toContain('EnvironmentContext')
    for (const name of list) expect(listBox(name).checked).toBe(after.includes(name))
  })

  it('draws no row when the registry is re-read with the same fields, one when a type changed', async () => {
    const { container } = renderFresh(<RegistryTable />)
    const before = selectRegistry(store())
    // the registry written out in the scenario, type by type as Codex's defaults: every type is
    // parsed as a new object with the same fields
    const written = await rowsDrawnBy(container, () =>
      store().editScenario((scenario) => ({
        ...scenario,
        registry: { types: structuredClone(DEFAULT_REGISTRY.types) },
      })),
    )
    expect(selectRegistry(store()).types[0]).not.toBe(before.types[0])
    expect(written).toEqual([])
    // an edit elsewhere: the scenario changes and its registry is parsed again
    const reread = selectRegistry(store())
    const elsewhere = await rowsDrawnBy(container, () =>
      store().editScenario((scenario) => ({ ...scenario, description: 'edited elsewhere' })),
    )
    expect(selectRegistry(store()).types[0]).not.toBe(reread.types[0])
    expect(elsewhere).toEqual([])
    const changed = await rowsDrawnBy(container, () =>
      store().editScenario((scenario) => ({
        ...scenario,
        registry: {
          types: DEFAULT_REGISTRY.types.map((type) =>
            type.name === 'EnvironmentContext' ? { ...type, exampleBody: 'another body' } : type,
          ),
        },
      })),
    )
    expect(changed).toEqual(['EnvironmentContext'])
  })

  it('keeps each table’s rows apart: another table’s filter never renews this one’s rows', async () => {
    const { user, container } = renderFresh(
      <>
        <RegistryTable />
        <RegistryTable />
      </>,
    )
    // the second table shows the user types only
    const roleFilters = screen.getAllByRole('combobox', { name: 'Role' })
    expect(roleFilters).toHaveLength(2)
    fireEvent.change(roleFilters[1]!, { target: { value: 'user' } })
    const drawn = await rowsDrawnBy(container, () => user.click(listBox('EnvironmentContext')))
    // the edited row in each table, and nothing else
    expect(drawn).toEqual(['EnvironmentContext', 'EnvironmentContext'])
  })
})
