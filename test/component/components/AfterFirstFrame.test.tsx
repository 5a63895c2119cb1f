import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AfterFirstFrame } from '../../../src/components/AfterFirstFrame.tsx'

describe('AfterFirstFrame', () => {
  it('commits the fallback first, then the children in a render of their own', () => {
    const commits: string[] = []
    // each probe notes its render, in order
    function Probe({ label }: { readonly label: string }) {
      commits.push(`render ${label}`)
      return <p>{label}</p>
    }
    render(
      <AfterFirstFrame fallback={<Probe label="fallback" />}>
        <Probe label="children" />
      </AfterFirstFrame>,
    )
    expect(commits).toEqual(['render fallback', 'render children'])
    // under act both renders have run: the children are on screen, the fallback gone
    expect(screen.getByText('children')).toBeTruthy()
    expect(screen.queryByText('fallback')).toBeNull()
  })

  it('draws nothing before the children when no fallback is given', () => {
    const { container } = render(
      <AfterFirstFrame>
        <span>late</span>
      </AfterFirstFrame>,
    )
    expect(container.textContent).toBe('late')
  })
})
