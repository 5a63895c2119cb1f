import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { en } from '../../../src/i18n/en.ts'
import { ViewMenu } from '../../../src/features/presenter/ViewMenu.tsx'

/** The menu beside a control of the page, opened from its button. */
async function openMenu() {
  const user = userEvent.setup()
  render(
    <>
      <ViewMenu />
      <button type="button">page control</button>
    </>,
  )
  const details = document.querySelector<HTMLDetailsElement>('.view-menu')!
  await user.click(screen.getByLabelText(en.common.viewMenu.label))
  await waitFor(() => expect(details.open).toBe(true))
  // the panel has loaded, with its words
  await screen.findByRole('button', { name: en.view.share.button })
  return { user, details }
}

describe('the View menu closes as a menu does, so its panel never lingers over the page', () => {
  it('on Escape, with the focus back on its button', async () => {
    const { user, details } = await openMenu()
    screen.getByRole('button', { name: en.view.share.button }).focus()
    await user.keyboard('{Escape}')
    expect(details.open).toBe(false)
    expect(document.activeElement).toBe(screen.getByLabelText(en.common.viewMenu.label))
  })

  it('on a press outside it, and the press still reaches its target', async () => {
    const { user, details } = await openMenu()
    let clicked = 0
    const control = screen.getByRole('button', { name: 'page control' })
    control.addEventListener('click', () => clicked++)
    await user.click(control)
    expect(details.open).toBe(false)
    expect(clicked).toBe(1)
  })

  it('when the keyboard focus leaves it, not on a press inside it', async () => {
    const { user, details } = await openMenu()
    await user.click(screen.getByRole('button', { name: en.view.share.button }))
    expect(details.open).toBe(true)
    fireEvent.focusIn(screen.getByRole('button', { name: 'page control' }))
    expect(details.open).toBe(false)
  })
})
