import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { StoreLocale } from '../../../src/app/StoreLocale.tsx'
import { SweepPanel } from '../../../src/features/sweep/SweepPanel.tsx'
import { encodeSweep } from '../../../src/view-models/sweep/sweepLink.ts'
import { DEFAULT_SWEEP } from '../../../src/view-models/sweep/settings.ts'

const field = (name: string) =>
  document.querySelector<HTMLInputElement>(`[data-sweep-field="${name}"]`)!
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } })
const problems = () =>
  [...document.querySelectorAll('[data-problem]')].map((li) => li.getAttribute('data-problem'))
const runButton = () => document.querySelector<HTMLButtonElement>('[data-sweep-action="run"]')!

describe('SweepPanel', () => {
  afterEach(() => history.replaceState(null, '', '/'))

  it('refuses a zero or negative window and 10,000 histories before anything runs', () => {
    render(
      <StoreLocale>
        <SweepPanel />
      </StoreLocale>,
    )
    expect(problems()).toEqual([])
    expect(runButton().disabled).toBe(false)
    type('window', '0')
    expect(problems()).toEqual(['window'])
    type('window', '-5')
    expect(problems()).toEqual(['window'])
    expect(runButton().disabled).toBe(true)
    // a refused value stays as typed
    expect(field('window').value).toBe('-5')
    type('window', '200000')
    type('histories', '1000')
    expect(problems()).toEqual(['tooManyHistories'])
    expect(screen.getByRole('alert').textContent).toContain('10,000 histories')
    type('histories', '100')
    type('to', '5000')
    expect(problems()).toEqual(['tooLong'])
  })

  it('takes its settings from a sweep link', () => {
    const settings = {
      ...DEFAULT_SWEEP,
      axis: 'faultRate' as const,
      from: 0,
      to: 100,
      histories: 3,
    }
    history.replaceState(null, '', `/?sweep=${encodeURIComponent(encodeSweep(settings))}`)
    render(
      <StoreLocale>
        <SweepPanel />
      </StoreLocale>,
    )
    expect(field('axis').value).toBe('faultRate')
    expect(field('histories').value).toBe('3')
    expect(field('to').value).toBe('100')
  })
})
