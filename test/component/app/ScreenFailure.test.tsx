import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { App } from '../../../src/App.tsx'
import { getInitialState, useVisualizerStore } from '../../../src/store/index.ts'
import { STORAGE_KEY } from '../../../src/app/persistence.ts'
import { DEFAULT_SCENARIO } from '../../../src/store/scenarioSlice.ts'

/**
 * A scenario that makes the core throw. The parser now rejects every shape that crashed it, so
 * the crash is simulated: a text builtin throws on this scenario's marker text, as a core bug
 * triggered by one scenario would.
 */
const MARKER = 'CRASH-THE-CORE'
const crashing = {
  ...DEFAULT_SCENARIO,
  name: 'crashing',
  history: [{ id: 'boom', type: 'message', role: 'user', text: MARKER }],
}

const store = () => useVisualizerStore.getState()

beforeEach(() => {
  useVisualizerStore.setState(getInitialState(), true)
  const startsWith = String.prototype.startsWith
  vi.spyOn(String.prototype, 'startsWith').mockImplementation(function (
    this: string,
    ...args: Parameters<string['startsWith']>
  ) {
    if (this.includes(MARKER)) throw new TypeError('text.slice is not a function')
    return startsWith.apply(this, args)
  })
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => vi.restoreAllMocks())

describe('a failing screen', () => {
  it('keeps the page alive, says what failed, and sets the scenario aside on request', async () => {
    const user = userEvent.setup()
    render(<App />)
    act(() => store().loadScenario(crashing, 'saved'))
    const alert = await screen.findByRole('alert', { name: 'This screen stopped working' })
    expect(alert).toHaveTextContent('text.slice is not a function')
    // the shell (tabs, language) is still there
    expect(screen.getByRole('navigation', { name: 'Views' })).toBeInTheDocument()
    await user.click(
      screen.getByRole('button', { name: 'Set this scenario aside and return to the lesson' }),
    )
    expect(store().scenario).toBe(DEFAULT_SCENARIO)
    const aside = localStorage.getItem(`${STORAGE_KEY}:set-aside`)
    expect(JSON.parse(aside!).scenario.name).toBe('crashing')
    expect(screen.queryByRole('alert', { name: 'This screen stopped working' })).toBeNull()
    // the notices load with the first one
    expect(await screen.findByText(/The scenario was set aside under/)).toBeInTheDocument()
  })

  it('speaks the chosen language', async () => {
    render(<App />)
    act(() => store().setLocale('ko'))
    act(() => store().loadScenario(crashing, 'saved'))
    expect(await screen.findByRole('alert', { name: '이 화면이 멈췄어요' })).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: '이 시나리오를 따로 보관하고 수업으로 돌아가기' }),
    ).toBeInTheDocument()
  })

  it('does not open saved work that makes the core fail: it is kept aside, the lesson opens', async () => {
    const raw = JSON.stringify({ version: 1, scenario: crashing })
    localStorage.setItem(STORAGE_KEY, raw)
    render(<App />)
    await waitFor(() =>
      expect(screen.getByText(/Your saved work made Context Lab fail/)).toBeInTheDocument(),
    )
    expect(store().scenario).toBe(DEFAULT_SCENARIO)
    expect(screen.queryByRole('alert', { name: 'This screen stopped working' })).toBeNull()
    // nothing deleted: the saved value is where it was, and a copy is kept aside
    expect(localStorage.getItem(STORAGE_KEY)).toBe(raw)
    expect(localStorage.getItem(`${STORAGE_KEY}:corrupt`)).toBe(raw)
  })
})
