import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { App } from '../../../src/App.tsx'
import { encodeScenario } from '../../../src/app/shareLink.ts'
import { SAVE_DEBOUNCE_MS, STORAGE_KEY } from '../../../src/app/persistence.ts'
import { getInitialState, useVisualizerStore } from '../../../src/store/index.ts'
import { DEFAULT_SCENARIO } from '../../../src/store/scenarioSlice.ts'

const store = () => useVisualizerStore.getState()
const envelope = (name: string) =>
  JSON.stringify({ version: 1, scenario: { ...DEFAULT_SCENARIO, name } })

afterEach(() => window.history.replaceState(null, '', '/'))

describe('a share link over saved work', () => {
  it('backs the saved work up before saving over it, and the notice restores it', async () => {
    useVisualizerStore.setState(getInitialState(), true)
    localStorage.setItem(STORAGE_KEY, envelope('mine'))
    const payload = await encodeScenario({ ...DEFAULT_SCENARIO, name: 'shared' })
    window.history.replaceState(null, '', `/#s=${payload}`)
    const user = userEvent.setup()
    render(<App />)
    await waitFor(() => expect(store().scenario.name).toBe('shared'))
    act(() => store().editScenario((s) => ({ ...s, name: 'shared, edited' })))
    await new Promise((resolve) => setTimeout(resolve, SAVE_DEBOUNCE_MS + 50))
    expect(localStorage.getItem(`${STORAGE_KEY}:backup`)).toBe(envelope('mine'))
    expect(await screen.findByText(/Your own saved work was copied aside/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Restore my saved work' }))
    expect(store().scenario.name).toBe('mine')
    await new Promise((resolve) => setTimeout(resolve, SAVE_DEBOUNCE_MS + 50))
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).scenario.name).toBe('mine')
  })
})
