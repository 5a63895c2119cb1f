/**
 * The registry table's re-render contract (issue 33: an edit within a frame's budget): a checkbox
 * edit draws again the row it changed and what reads the edit (the places in the list, the
 * counts), never the column heads, which follow from the fixed columns alone.
 */
import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ImpactPanel } from '../../../src/features/registry/ImpactPanel.tsx'
import { RegistryHeader } from '../../../src/features/registry/RegistryHeader.tsx'
import { RegistryTable } from '../../../src/features/registry/RegistryTable.tsx'
import { useVisualizerStore } from '../../../src/store/index.ts'
import { selectRegistry, selectRegistryImpact } from '../../../src/store/registrySelectors.ts'
import { rendersOf } from '../../helpers/renders.ts'
import { renderFresh, store } from './setup.tsx'

describe('the registry table re-renders only what an edit changed', () => {
  it('an edit draws no column head and only the edited type’s row of cells', async () => {
    const { user, container } = renderFresh(<RegistryTable />)
    const heads = document.querySelectorAll('.rg-table th').length
    expect(heads).toBeGreaterThan(0)
    const first = selectRegistry(store()).contextualUserMatchers[0]!
    const box = () =>
      screen.getByRole('checkbox', { name: `List ${first} in the contextual-user matcher list` })
    for (const listed of [false, true]) {
      const [th, td] = await rendersOf(container, ['th', 'td'], () => user.click(box()))
      expect((box() as HTMLInputElement).checked).toBe(listed)
      expect(th, 'column heads drawn again').toBe(0)
      // the edited row's cells (its note row may come and go); the places of the other listed
      // types are read by their own labels, inside cells that are not drawn again
      expect(td).toBeGreaterThan(0)
      expect(td).toBeLessThanOrEqual(heads + 1)
    }
  })

  it('the heads, never drawn again by an edit, still follow the language', async () => {
    renderFresh(<RegistryTable />)
    const head = () => document.querySelector('.rg-table th')!.textContent
    const before = head()
    await act(async () => useVisualizerStore.getState().setLocale('ko'))
    expect(head()).not.toBe(before)
  })
})

describe('an edit redraws the tools and the impact cells only where they changed', () => {
  it('the table’s filters are drawn again only when what they show changes', async () => {
    const { user, container } = renderFresh(<RegistryTable />)
    const first = selectRegistry(store()).contextualUserMatchers[0]!
    const box = () =>
      screen.getByRole('checkbox', { name: `List ${first} in the contextual-user matcher list` })
    // the filters' title is the table's only h3: a toggle changes neither a filter nor a count
    for (let i = 0; i < 2; i++) {
      const [h3] = await rendersOf(container, ['h3'], () => user.click(box()))
      expect(h3, 'the filters drawn again').toBe(0)
    }
    // a search changes what they show: they are drawn
    const [h3] = await rendersOf(container, ['h3'], () =>
      user.type(screen.getByRole('searchbox'), 'x'),
    )
    expect(h3).toBe(1)
  })

  it('the impact grid draws again only the cells whose counts changed', async () => {
    const { container } = renderFresh(<ImpactPanel />)
    const first = selectRegistry(store()).contextualUserMatchers[0]!
    let changed = 0
    for (const on of [false, true, false]) {
      const before = selectRegistryImpact(store()).cells
      const [td] = await rendersOf(container, ['td'], () => store().setTypeUserMatcher(first, on))
      const after = selectRegistryImpact(store()).cells
      const differ = after.filter(
        (cell, i) =>
          cell.changed !== before[i]!.changed ||
          JSON.stringify([cell.before, cell.after]) !==
            JSON.stringify([before[i]!.before, before[i]!.after]),
      ).length
      changed += differ
      // the grid's corner cell is the table frame's own, drawn with it
      expect(td).toBe(differ + 1)
    }
    // the lesson's toggles do change some cells: the count above is not vacuous
    expect(changed).toBeGreaterThan(0)
  })
})

describe('an edit redraws the screen’s head only where it reads the edit', () => {
  it('a toggle draws the counts, never the title, the intro or the roles’ explainer', async () => {
    const { container } = renderFresh(<RegistryHeader adding={false} onToggleAdd={() => {}} />)
    const first = selectRegistry(store()).contextualUserMatchers[0]!
    const matchers = () => document.querySelectorAll('.rg-stats li')[1]!.textContent
    const state = () => document.querySelector('.rg-state')!.textContent
    const listed = selectRegistry(store()).contextualUserMatchers.length
    const defaults = state()
    // out of the list: the registry leaves the defaults; listed again: at the end, still edited
    for (const [on, stateDrawn] of [
      [false, 1],
      [true, 0],
    ] as const) {
      const [h2, p, aside, li] = await rendersOf(container, ['h2', 'p', 'aside', 'li'], () =>
        store().setTypeUserMatcher(first, on),
      )
      expect(matchers()).toContain(String(on ? listed : listed - 1))
      expect(state()).not.toBe(defaults)
      expect(h2, 'the title drawn again').toBe(0)
      expect(aside, 'the explainer drawn again').toBe(0)
      expect(li, 'the three counts').toBe(3)
      expect(p, 'the state line').toBe(stateDrawn)
    }
    // back to the defaults: the state line (and the reset it enables) follows
    const [p] = await rendersOf(container, ['p'], () => store().resetRegistry())
    expect(state()).toBe(defaults)
    expect(p).toBe(1)
  })
})
