import { fireEvent, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { StoreLocale } from '../../../src/app/StoreLocale.tsx'
import type { LaneCard } from '../../../src/core/index.ts'
import { CompareCards, VIRTUAL_CARDS_FROM } from '../../../src/features/compare/CompareCards.tsx'

const CARD_PX = 30

function lane(size: number): LaneCard[] {
  return Array.from(
    { length: size },
    (_, n) =>
      ({
        id: `c${n}`,
        type: 'message',
        role: 'user',
        text: `card ${n}`,
        status: 'pending',
      }) as unknown as LaneCard,
  )
}

const drawn = () =>
  [...document.querySelectorAll<HTMLElement>('li.cmp-card')].map((li) => li.textContent ?? '')

describe('CompareCards', () => {
  // jsdom lays nothing out: every card measures CARD_PX, the column's box shows 600 px
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(CARD_PX)
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('cmp-lane-scroll') ? 600 : 0
    })
  })
  afterEach(() => vi.restoreAllMocks())

  it('draws a short lane whole', () => {
    render(<CompareCards lane={lane(VIRTUAL_CARDS_FROM - 1)} label="lane" />, {
      wrapper: StoreLocale,
    })
    expect(drawn()).toHaveLength(VIRTUAL_CARDS_FROM - 1)
  })

  it('draws only the cards in view of a long lane, and the last ones once scrolled there', () => {
    render(<CompareCards lane={lane(50_000)} label="lane" />, { wrapper: StoreLocale })
    expect(drawn().length).toBeGreaterThan(5)
    expect(drawn().length).toBeLessThan(60)
    expect(drawn()[0]).toContain('card 0')
    const box = document.querySelector<HTMLElement>('.cmp-lane-scroll')!
    box.scrollTop = 50_000 * (CARD_PX + 4.8) - 600
    fireEvent.scroll(box)
    expect(drawn().at(-1)).toContain('card 49999')
    expect(document.querySelector('li.cmp-card:last-of-type')).toHaveAttribute(
      'aria-posinset',
      '50000',
    )
  })
})
