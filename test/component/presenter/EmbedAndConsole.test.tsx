import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EmbedBar } from '../../../src/features/presenter/EmbedBar.tsx'
import { ViewMenu } from '../../../src/features/presenter/ViewMenu.tsx'
import { PresenterConsole } from '../../../src/features/presenter-console/PresenterConsole.tsx'
import { CONSOLE_CHANNEL } from '../../../src/features/presenter-console/consoleChannel.ts'
import { presenterNotes } from '../../../src/i18n/presenterNotes/en.ts'
import { en } from '../../../src/i18n/en.ts'

afterEach(() => vi.restoreAllMocks())

describe('embed mode', () => {
  it('offers only "open in Context Lab": no way to leave embed mode inside the host page', () => {
    render(<EmbedBar />)
    expect(screen.getByRole('link', { name: en.view.openFull })).toBeTruthy()
    expect(screen.queryAllByRole('button')).toEqual([])
  })
})

describe('the View menu', () => {
  it('has the presenter console, the embed code, the exports and the print layout', async () => {
    const user = userEvent.setup()
    render(<ViewMenu />)
    await user.click(screen.getByLabelText(en.common.viewMenu.label))
    for (const name of [
      en.view.console.open,
      en.view.embedCode.button,
      en.view.export.png,
      en.view.export.svg,
      en.view.export.strip,
      en.view.export.print,
    ])
      expect(await screen.findByRole('button', { name })).toBeTruthy()
  })

  it('says so when the browser blocks the console window', async () => {
    const user = userEvent.setup()
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    render(<ViewMenu />)
    await user.click(screen.getByLabelText(en.common.viewMenu.label))
    await user.click(await screen.findByRole('button', { name: en.view.console.open }))
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/[?&]console=1$/),
      'context-lab-console',
      expect.any(String),
    )
    expect(screen.getByRole('alert').textContent).toBe(en.view.console.blocked)
  })
})

describe('the presenter console', () => {
  it('waits for the projected window, then shows its step’s notes and the next step', async () => {
    const projected = new BroadcastChannel(CONSOLE_CHANNEL)
    const heard: unknown[] = []
    projected.onmessage = (event) => heard.push(event.data)
    render(<PresenterConsole />)
    expect(screen.getByText(en.view.console.waiting)).toBeTruthy()
    await waitFor(() => expect(heard).toContainEqual({ kind: 'hello' }))
    projected.postMessage({
      kind: 'position',
      tab: 'lessons',
      locale: 'en',
      lesson: { section: 'fragments', step: 7 },
      gridStep: 0,
      gridSteps: 19,
    })
    expect(await screen.findByText(presenterNotes.fragments.trap)).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: /Next step/ }))
    await waitFor(() => expect(heard).toContainEqual({ kind: 'key', key: 'ArrowRight' }))
    projected.close()
  })
})
