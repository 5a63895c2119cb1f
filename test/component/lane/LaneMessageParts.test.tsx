import { act, screen, within } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { parseScenario, type ScenarioFile } from '../../../src/core/index.ts'
import { HistoryLane } from '../../../src/features/lane/HistoryLane.tsx'
import preset from '../../../public/scenarios/one-part-hides-the-message.json'
import { LazyCardDetails } from '../../../src/features/lane/LazyCardDetails.ts'
import { renderGrid, resetPage, store } from '../grid/setup.tsx'

// The details are two chunks, a catalog section and the engine, fetched as the pointer or the
// focus reaches a card. Fetched here first, an opened card draws its parts in the click's own
// commit: no Suspense retry, which under a loaded CI machine once never came (the region was
// still missing after 40 s, while the same test passed alone in 0.3 s).
beforeAll(() => LazyCardDetails.preload(), 60_000)

function scenario(): ScenarioFile {
  const parsed = parseScenario(preset)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return parsed.value
}

function card(id: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-item-id='${id}'] button`)
  if (!el) throw new Error(`no lane card ${id}`)
  return el
}

const partsOf = (id: string) =>
  [...card(id).closest('li')!.querySelectorAll<HTMLElement>('.message-part')].map(
    (part) => `${part.dataset.partIndex}:${part.dataset.match}`,
  )

describe('lane card details: the parts of a message', () => {
  beforeEach(() => resetPage())

  it('shows each part, which one matched, and the rule, once the card is opened', async () => {
    const { user } = renderGrid(<HistoryLane />)
    act(() => store().loadScenario(scenario(), 'saved'))
    expect(screen.queryByText(/One matching part hides the whole message/)).toBeNull()
    await user.click(card('mixed'))
    // in the click's commit, not after a loading state
    const details = screen.getByRole('region', { name: 'Parts of this message' })
    expect(partsOf('mixed')).toEqual(['0:fragment', '1:none'])
    const [env, ask] = within(details).getAllByRole('listitem')
    expect(env).toHaveTextContent('Part 1matches EnvironmentContexthides the whole message')
    expect(ask).toHaveTextContent('Part 2matches no fragment typehidden with it')
    expect(ask).toHaveTextContent('Also rename the CI job')
    expect(details).toHaveTextContent('2 content parts')
    expect(details).toHaveTextContent('Hidden: part 1 matched.')
    expect(details).toHaveTextContent(
      'One matching part hides the whole message, the user’s text with it',
    )
  })

  it('says a message whose parts match nothing is a real user message', async () => {
    const { user } = renderGrid(<HistoryLane />)
    act(() => store().loadScenario(scenario(), 'saved'))
    await user.click(card('plain'))
    const details = screen.getByRole('region', { name: 'Parts of this message' })
    expect(partsOf('plain')).toEqual(['0:none', '1:none'])
    expect(details).toHaveTextContent('No part matched: a real user message, shown and kept.')
    expect(details.querySelector('.message-part-effect')).toBeNull()
  })

  it('shows no parts for an assistant message', async () => {
    const { user } = renderGrid(<HistoryLane />)
    act(() => store().loadScenario(scenario(), 'saved'))
    await user.click(card('reply1'))
    expect(card('reply1')).toHaveAttribute('aria-expanded', 'true')
    expect(screen.queryByRole('region', { name: 'Parts of this message' })).toBeNull()
  })
})
