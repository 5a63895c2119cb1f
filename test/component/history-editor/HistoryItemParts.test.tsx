import { act, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { parseScenario } from '../../../src/core/index.ts'
import { HistoryEditor } from '../../../src/features/history-editor/HistoryEditor.tsx'
import preset from '../../../public/scenarios/one-part-hides-the-message.json'
import { LazyMessagePartsView } from '../../../src/features/lane/LazyMessagePartsView.ts'
import { renderFresh, store } from '../registry/setup.tsx'

// The parts view is a chunk of its own, fetched as the pointer or the focus reaches an item's Edit
// button. Fetched here first, an opened item draws its parts in the click's own commit: no
// Suspense retry, which under a loaded CI machine once never came (still missing after 40 s).
beforeAll(() => LazyMessagePartsView.preload(), 60_000)

function load() {
  const parsed = parseScenario(preset)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  act(() => store().loadScenario(parsed.value, 'saved'))
}

const row = (id: string) => document.querySelector<HTMLElement>(`li[data-item="${id}"]`)!

describe('HistoryEditor: the parts of a message', () => {
  it('says in the row how many parts a message has', () => {
    renderFresh(<HistoryEditor />)
    load()
    expect(row('mixed').querySelector('.he-parts-count')).toHaveTextContent('2 content parts')
    expect(row('ask1').querySelector('.he-parts-count')).toBeNull()
  })

  it('shows each part and what it matched when the item is opened', async () => {
    const { user } = renderFresh(<HistoryEditor />)
    load()
    await user.click(screen.getByRole('button', { name: 'Edit mixed' }))
    // in the click's commit, not after a loading state
    const parts = within(row('mixed')).getByRole('region', { name: 'Parts of this message' })
    const [env, ask] = within(parts).getAllByRole('listitem')
    expect(env).toHaveAttribute('data-match', 'fragment')
    expect(env).toHaveTextContent('matches EnvironmentContext')
    expect(ask).toHaveAttribute('data-match', 'none')
    expect(ask).toHaveTextContent('hidden with it')
    expect(parts).toHaveTextContent('Hidden: part 1 matched.')
  })

  it('follows an edit: a part that stops matching no longer hides the message', async () => {
    const { user } = renderFresh(<HistoryEditor />)
    load()
    await user.click(screen.getByRole('button', { name: 'Edit mixed' }))
    const first = screen.getByLabelText('Part 1')
    await user.clear(first)
    await user.type(first, 'just text')
    const parts = within(row('mixed')).getByRole('region', { name: 'Parts of this message' })
    expect(
      within(parts)
        .getAllByRole('listitem')
        .map((li) => li.dataset.match),
    ).toEqual(['none', 'none'])
    expect(parts).toHaveTextContent('No part matched')
  })
})
