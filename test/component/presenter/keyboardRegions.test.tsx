import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AssemblyView } from '../../../src/features/assembly/AssemblyView.tsx'
import { CompareScreen } from '../../../src/features/compare/CompareScreen.tsx'
import { ViewMenu } from '../../../src/features/presenter/ViewMenu.tsx'
import { en } from '../../../src/i18n/en.ts'
import { useVisualizerStore } from '../../../src/store/index.ts'
import { renderFresh } from '../registry/setup.tsx'

describe('keyboard reach', () => {
  it('Escape closes the View menu and gives focus back to its button', async () => {
    const { user } = renderFresh(<ViewMenu />)
    const menu = document.querySelector('details.view-menu') as HTMLDetailsElement
    const button = screen.getByLabelText(/view/i, { selector: 'summary' })
    await user.click(button)
    expect(menu.open).toBe(true)
    // from inside the panel, once it has loaded
    const inside = await waitFor(() => {
      const control = menu.querySelector<HTMLElement>('input, button, select')
      if (!control) throw new Error('the panel has not loaded')
      return control
    })
    inside.focus()
    await user.keyboard('{Escape}')
    expect(menu.open).toBe(false)
    expect(document.activeElement).toBe(button)
  })

  it('the compare tables scroll by keyboard: focusable and named', () => {
    renderFresh(<CompareScreen />)
    const matrix = screen.getByRole('region', { name: en.matrix.caption })
    expect(matrix).toHaveAttribute('tabindex', '0')
    expect(matrix).toContainElement(screen.getByTestId('matrix-table'))
    act(() => useVisualizerStore.setState({ compareTab: 'side' }))
    const region = screen.getByRole('region', { name: en.compare.table.caption })
    expect(region).toHaveAttribute('tabindex', '0')
    expect(region).toContainElement(screen.getByTestId('compare-table'))
  })

  it('each assembly text block scrolls by keyboard: focusable and named after its type', () => {
    renderFresh(<AssemblyView />)
    const blocks = [...document.querySelectorAll<HTMLElement>('pre.as-text')]
    expect(blocks.length).toBeGreaterThan(0)
    for (const block of blocks) {
      expect(block).toHaveAttribute('tabindex', '0')
      const type = block.closest('[data-type]')?.getAttribute('data-type')
      expect(block).toHaveAccessibleName(`Text of ${type}`)
    }
  })
})
