import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BidiText } from '../../../src/components/BidiText.tsx'
import { VisibleText } from '../../../src/components/VisibleText.tsx'

const CONTROLS = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c'

describe('bidirectional controls in user text', () => {
  it('shows a right-to-left override as a mark instead of obeying it', () => {
    const { container } = render(<BidiText text={'evil\u202eexe.txt'} />)
    expect(container.textContent).toBe('evilRLOexe.txt')
    expect(container.querySelector('.vt-special')).toHaveAttribute('title', 'U+202E')
  })

  it.each([...CONTROLS])('marks U+%s in BidiText and VisibleText', (char) => {
    const views = [
      <BidiText key="bidi" text={`a${char}b`} />,
      <VisibleText key="visible" text={`a${char}b`} />,
    ]
    for (const ui of views) {
      const { container, unmount } = render(ui)
      expect(container.textContent).not.toContain(char)
      expect(container.querySelectorAll('.vt-special')).toHaveLength(1)
      unmount()
    }
  })

  it('leaves plain text as it is, with no extra element', () => {
    const { container } = render(<BidiText text="plain name" />)
    expect(container.innerHTML).toBe('plain name')
  })
})
