import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { RegistryScreen } from '../../../src/features/registry/RegistryScreen.tsx'
import { PersistenceNotice } from '../../../src/features/editor-kit/PersistenceNotice.tsx'
import { STORAGE_KEY } from '../../../src/app/persistence.ts'
import { usePersistence } from '../../../src/app/usePersistence.ts'
import { DEFAULT_SCENARIO } from '../../../src/store/scenarioSlice.ts'
import { encodeScenario } from '../../../src/app/shareLink.ts'
import { renderFresh, store } from '../registry/setup.tsx'

/** As the app shell does: persistence started once, the notices above the screen. */
function Page() {
  usePersistence()
  return (
    <>
      <PersistenceNotice />
      <RegistryScreen />
    </>
  )
}

afterEach(() => window.history.replaceState(null, '', '/'))

describe('persistence on the page', () => {
  it('shows a dismissible alert for corrupt saved work and keeps it aside', async () => {
    localStorage.setItem(STORAGE_KEY, 'not json at all')
    const { user } = renderFresh(<Page />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Your saved work could not be read')
    expect(alert).toHaveTextContent(`${STORAGE_KEY}:corrupt`)
    expect(localStorage.getItem(`${STORAGE_KEY}:corrupt`)).toBe('not json at all')
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(store().scenario).toBe(DEFAULT_SCENARIO)
  })

  it('opens a share link from the hash, over saved work, with the edited registry', async () => {
    const mine = { ...DEFAULT_SCENARIO, name: 'mine' }
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 1, scenario: mine }))
    const shared = {
      ...DEFAULT_SCENARIO,
      name: 'shared',
      registry: { edits: { update: { EnvironmentContext: { startMarker: '', endMarker: '' } } } },
    }
    window.history.replaceState(null, '', `/?cell=manual:local#s=${await encodeScenario(shared)}`)
    renderFresh(<Page />)
    await waitFor(() => expect(store().scenario.name).toBe('shared'))
    expect(screen.getByText(/You are looking at a shared scenario/)).toBeInTheDocument()
    expect(screen.getByText('Edited: differs from Codex’s default')).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).scenario.name).toBe('mine')
    expect(window.location.search).toBe('?cell=manual:local')
  })

  it('alerts on a tampered link and falls back to the default', async () => {
    window.history.replaceState(null, '', '/#s=AAAAtampered')
    renderFresh(<Page />)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This share link is broken or was altered',
    )
    expect(screen.getByRole('alert')).toHaveTextContent('showing your default scenario instead')
    expect(store().scenario).toBe(DEFAULT_SCENARIO)
  })

  it('shows notices once when the app shell hosts them', () => {
    renderFresh(
      <>
        <PersistenceNotice />
        <RegistryScreen />
      </>,
    )
    act(() => store().pushNotice({ kind: 'warning', code: 'saveFailed' }))
    expect(screen.getAllByRole('alert')).toHaveLength(1)
  })
})
