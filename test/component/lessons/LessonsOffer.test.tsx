import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { LESSONS_OFFER_KEY, LessonsOffer } from '../../../src/features/lessons/LessonsOffer.tsx'
import { common } from '../../../src/i18n/en/common.ts'
import { useVisualizerStore } from '../../../src/store/index.ts'

beforeEach(() => useVisualizerStore.setState(useVisualizerStore.getInitialState(), true))

describe('the lessons offer', () => {
  it('opens the lessons and is not offered again', () => {
    const { unmount } = render(<LessonsOffer />)
    fireEvent.click(screen.getByRole('button', { name: common.lessonsOffer.open }))
    expect(useVisualizerStore.getState().tab).toBe('lessons')
    expect(localStorage.getItem(LESSONS_OFFER_KEY)).toBe('1')
    unmount()
    render(<LessonsOffer />)
    expect(screen.queryByText(common.lessonsOffer.text)).toBeNull()
  })

  it('can be dismissed without opening anything', () => {
    render(<LessonsOffer />)
    fireEvent.click(screen.getByRole('button', { name: common.lessonsOffer.dismiss }))
    expect(screen.queryByText(common.lessonsOffer.text)).toBeNull()
    expect(useVisualizerStore.getState().tab).toBe('grid')
  })
})
