import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MatcherLab } from '../../../src/features/matcher-lab/MatcherLab.tsx'
import { renderFresh } from '../registry/setup.tsx'

const verdict = () => screen.getByRole('heading', { name: 'Message classification' }).parentElement!

function candidate(label: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-candidate='${label}']`)
  if (!el) throw new Error(`no candidate ${label}`)
  return el
}

describe('MatcherLab', () => {
  it('shows the UserInstructions trap: <user_instructions> is not recognized', async () => {
    const { user } = renderFresh(<MatcherLab />)
    await user.click(screen.getByRole('button', { name: 'Trap: <user_instructions>' }))
    expect(verdict()).toHaveTextContent('Real user message')
    expect(candidate('UserInstructions')).toHaveTextContent('no match')
    expect(candidate('UserInstructions')).toHaveTextContent('Compare the prefix: the bytes differ')
  })

  it('recognizes AGENTS.md as Codex renders it, first in the list', async () => {
    const { user } = renderFresh(<MatcherLab />)
    await user.click(screen.getByRole('button', { name: 'AGENTS.md as Codex renders it' }))
    expect(verdict()).toHaveTextContent('Hidden: UserInstructions recognizes this part')
    expect(candidate('UserInstructions')).toHaveTextContent('first match: wins')
  })

  it('explains the KELVIN SIGN as ASCII-only case folding', async () => {
    const { user } = renderFresh(<MatcherLab />)
    await user.click(screen.getByRole('button', { name: 'KELVIN SIGN in <skill>' }))
    expect(verdict()).toHaveTextContent('Real user message')
    expect(candidate('SkillInstructions')).toHaveTextContent(
      'equal only under full Unicode case folding',
    )
    expect(screen.getAllByText('KELVIN').length).toBeGreaterThan(0)
  })

  it('keeps a leading BOM (not trimmed) but trims a leading NEL', async () => {
    const { user } = renderFresh(<MatcherLab />)
    await user.click(screen.getByRole('button', { name: 'Leading U+FEFF (not trimmed)' }))
    expect(verdict()).toHaveTextContent('Real user message')
    expect(screen.getAllByText('BOM').length).toBeGreaterThan(0)
    await user.click(screen.getByRole('button', { name: 'Leading U+0085 NEL (trimmed)' }))
    expect(verdict()).toHaveTextContent('Hidden: EnvironmentContext')
    expect(within(candidate('EnvironmentContext')).getAllByText('removed 1:').length).toBe(1)
  })

  it('checks only the prefix on the developer side: underscore vs space', async () => {
    const { user } = renderFresh(<MatcherLab />)
    await user.click(screen.getByRole('button', { name: 'Developer: <permissions_instructions>' }))
    expect(verdict()).toHaveTextContent('Plain developer text')
    await user.click(screen.getByRole('button', { name: 'Developer: <permissions instructions>' }))
    expect(verdict()).toHaveTextContent(
      /Contextual developer text: the prefix "<permissions instructions>" \(PermissionsInstructions\) matches/,
    )
    expect(screen.getByRole('radio', { name: 'developer' })).toBeChecked()
  })

  it('classifies a hook prompt, and follows typed text and the role switch', async () => {
    const { user } = renderFresh(<MatcherLab />)
    await user.click(screen.getByRole('button', { name: 'Hook prompt' }))
    expect(verdict()).toHaveTextContent('Hook prompt')
    const input = screen.getByLabelText('Text to match')
    await user.clear(input)
    // typed in two pieces, not key by key: each key re-renders the lab and re-checks the page
    // (31 keys were most of this file's time); the verdict still follows each edit
    await user.type(input, '<turn_aborted>x')
    expect(verdict()).toHaveTextContent('Real user message')
    await user.paste('</TURN_ABORTED>')
    expect(verdict()).toHaveTextContent('Hidden: TurnAborted')
    await user.click(screen.getByRole('radio', { name: 'developer' }))
    expect(verdict()).toHaveTextContent('Plain developer text')
  })

  it('does not choke on a huge paste, and says what it shows', () => {
    renderFresh(<MatcherLab />)
    const huge = `<environment_context>${'x'.repeat(3_000_000)}</environment_context>`
    fireEvent.change(screen.getByLabelText('Text to match'), { target: { value: huge } })
    expect(verdict()).toHaveTextContent('Hidden: EnvironmentContext')
    expect(screen.getByRole('note')).toHaveTextContent('matching reads only the first and last')
    expect(screen.getByText(/more characters not shown/)).toBeInTheDocument()
  })

  it('renders hostile text as text', async () => {
    const { user } = renderFresh(<MatcherLab />)
    const input = screen.getByLabelText('Text to match')
    await user.clear(input)
    await user.click(input)
    await user.paste('<img src=x onerror=alert(1)>')
    expect(document.querySelector('img')).toBeNull()
  })
})
