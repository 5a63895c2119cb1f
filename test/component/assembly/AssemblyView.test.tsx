import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AssemblyView } from '../../../src/features/assembly/AssemblyView.tsx'
import { renderFresh, store } from '../registry/setup.tsx'

const buckets = () =>
  [...document.querySelectorAll<HTMLElement>('li[data-bucket]')].map((li) => li.dataset['bucket'])

describe('AssemblyView', () => {
  it('sorts the default world into a merged developer message and a contextual user message', () => {
    renderFresh(<AssemblyView />)
    expect(buckets()).toEqual(['merged_developer', 'contextual_user'])
    const user = document.querySelector('li[data-bucket="contextual_user"]')!
    expect(user).toHaveTextContent('UserInstructions')
    expect(user).toHaveTextContent('EnvironmentContext')
    expect(user).toHaveTextContent('user role: joins the contextual user message')
  })

  it("follows Codex's order with every bucket filled, managed instructions last", async () => {
    const { user } = renderFresh(<AssemblyView />)
    await user.click(screen.getByLabelText('The model changed since the previous turn'))
    await user.type(screen.getByLabelText('Multi-agent mode text (empty = none)'), 'Proactive')
    await user.type(screen.getByLabelText('Multi-agent usage hint (empty = none)'), 'Spawn helpers')
    await user.type(
      screen.getByLabelText('Managed developer instructions (empty = none)'),
      'Be safe',
    )
    await user.type(screen.getByLabelText('Developer instructions (empty = none)'), 'Use tabs')
    await user.click(screen.getByLabelText(/Guardian reviewer session/))
    expect(buckets()).toEqual([
      'merged_developer',
      'separate_developer',
      'multi_agent_mode',
      'contextual_user',
      'guardian_policy',
      'managed_developer',
    ])
    const merged = document.querySelector('li[data-bucket="merged_developer"]')!
    expect(merged.querySelector('[data-type]')).toHaveAttribute(
      'data-type',
      'ModelSwitchInstructions',
    )
    expect(store().scenario.world?.managedDeveloperInstructions).toBe('Be safe')
    // the guardian reviewer's developer instructions are the raw string (session/mod.rs:3732–3741)
    const guardian = document.querySelector('li[data-bucket="guardian_policy"]')!
    expect(guardian.querySelector('[data-type]')).toHaveAttribute(
      'data-type',
      'developer_instructions',
    )
  })

  it('shows the window identity as the first separate developer message with TokenBudget on', async () => {
    const { user } = renderFresh(<AssemblyView />)
    await user.type(screen.getByLabelText('Multi-agent usage hint (empty = none)'), 'hint')
    await user.click(screen.getByLabelText('TokenBudget on (preview)'))
    const separate = document.querySelectorAll('li[data-bucket="separate_developer"]')
    expect(separate[0]).toHaveTextContent('<context_window>')
    expect(separate[0]).toHaveTextContent('added by TokenBudget')
    expect(separate[1]).toHaveTextContent('MultiAgentUsageHint')
    expect(store().scenario.features).toBeUndefined()
  })

  it('writes world edits into the scenario as one undo step per field', async () => {
    const { user } = renderFresh(<AssemblyView />)
    const cwd = screen.getByLabelText('Working directory (cwd)')
    await user.clear(cwd)
    await user.type(cwd, '/work')
    expect(store().scenario.world?.cwd).toBe('/work')
    expect(document.querySelector('li[data-bucket="contextual_user"]')).toHaveTextContent(
      '<cwd>/work</cwd>',
    )
    expect(store().scenarioPast).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(screen.getByLabelText('Working directory (cwd)')).toHaveValue('/repo')
  })

  it('refuses an oversized value in place and keeps the last good one', () => {
    renderFresh(<AssemblyView />)
    const world = store().scenario.world
    const field = screen.getByLabelText('AGENTS.md text')
    fireEvent.change(field, { target: { value: 'x'.repeat(20_001) } })
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(document.getElementById(field.getAttribute('aria-describedby')!)).toHaveTextContent(
      'Refused: 20,001 characters is over the 20,000-character limit.',
    )
    expect(store().scenario.world).toBe(world)
  })
})
