import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { findFragmentType } from '../../../src/core/index.ts'
import { RegistryScreen } from '../../../src/features/registry/RegistryScreen.tsx'
import { selectRegistry } from '../../../src/store/registrySelectors.ts'
import { renderFresh, store } from './setup.tsx'

function impactCell(phase: string, implementation: string): HTMLElement {
  const cell = document.querySelector<HTMLElement>(`[data-cell="${phase}:${implementation}"]`)
  if (!cell) throw new Error(`no impact cell ${phase}:${implementation}`)
  return cell
}

async function editMarkers(
  user: ReturnType<typeof renderFresh>['user'],
  name: string,
  start: string,
  end: string,
) {
  await user.click(screen.getByRole('button', { name: `Edit markers of ${name}` }))
  const editor = screen.getByRole('group', { name: `Markers of ${name}` })
  const startInput = within(editor).getByLabelText('Start marker')
  const endInput = within(editor).getByLabelText('End marker')
  await user.clear(startInput)
  if (start !== '') await user.type(startInput, start)
  await user.clear(endInput)
  if (end !== '') await user.type(endInput, end)
  return editor
}

describe('RegistryScreen', () => {
  it('lists every type with role, markers, recognition and table membership', () => {
    renderFresh(<RegistryScreen />)
    const rows = document.querySelectorAll('tr[data-type]')
    expect(rows.length).toBe(selectRegistry(store()).types.length)
    const env = document.querySelector<HTMLElement>('tr[data-type="EnvironmentContext"]')!
    expect(within(env).getByRole('combobox', { name: 'Role of EnvironmentContext' })).toHaveValue(
      'user',
    )
    expect(env).toHaveTextContent('<environment_context>')
    expect(env).toHaveTextContent('#2 of 12')
    expect(
      within(env).getByRole('checkbox', {
        name: 'List EnvironmentContext in the contextual-user matcher list',
      }),
    ).toBeChecked()
    const approved = document.querySelector<HTMLElement>(
      'tr[data-type="ApprovedCommandPrefixSaved"]',
    )!
    expect(approved).toHaveTextContent('one-shot')
    expect(approved).toHaveTextContent('Approved command prefix saved:')
    expect(
      screen.getByText("The registry is Codex's default, so there is nothing to compare yet.", {
        exact: false,
      }),
    ).toBeInTheDocument()
  })

  it('an edit of the matcher list moves every listed type’s place: #k of n follows the list', async () => {
    const { user } = renderFresh(<RegistryScreen />)
    const place = (name: string) =>
      document.querySelector(`tr[data-type="${name}"] .rg-membership`)!.textContent
    const list = () => selectRegistry(store()).contextualUserMatchers
    const first = list()[0]!
    const second = list()[1]!
    const last = list().at(-1)!
    expect(place(second)).toContain('#2 of 12')
    await user.click(
      screen.getByRole('checkbox', { name: `List ${first} in the contextual-user matcher list` }),
    )
    expect(place(first)).toContain('not listed')
    expect(place(second)).toContain('#1 of 11')
    expect(place(last)).toContain('#11 of 11')
  })

  it("shows the pin's struct name of <environment_context> beside the older key", () => {
    renderFresh(<RegistryScreen />)
    const env = document.querySelector<HTMLElement>('tr[data-type="EnvironmentContext"]')!
    expect(env).toHaveTextContent('at the pin: EnvironmentsState')
    const user = document.querySelector<HTMLElement>('tr[data-type="UserInstructions"]')!
    expect(user).not.toHaveTextContent('at the pin')
  })

  it('shows each struct name as one untranslated name, breakable between its words', () => {
    renderFresh(<RegistryScreen />)
    const row = document.querySelector<HTMLElement>('tr[data-type="UserInstructions"]')!
    const name = row.querySelector<HTMLElement>('.rg-type-name')!
    // a translator or the Latin-word scan must read a name of code, not the words "User" and
    // "Instructions" of prose
    expect(name).toHaveAttribute('translate', 'no')
    expect(name).toHaveTextContent('UserInstructions')
    expect(name.querySelectorAll('wbr')).toHaveLength(1)
  })

  // event_mapping.rs:40–61: 19 prefixes; no struct-less type in Codex's default
  it('counts the pin: 19 developer prefixes, 12 matchers, no type without a struct', () => {
    renderFresh(<RegistryScreen />)
    expect(screen.getByText('19 developer prefixes')).toBeInTheDocument()
    expect(screen.getByText('12 contextual-user matchers')).toBeInTheDocument()
    for (const name of ['DeveloperInstructions', 'GuardianPolicy', 'CompactionSummary'])
      expect(document.querySelector(`tr[data-type="${name}"]`)).toBeNull()
  })

  it('removing EnvironmentContext markers warns, applies only on "Apply anyway", and changes the mid-turn cells', async () => {
    const { user } = renderFresh(<RegistryScreen />)
    const before = impactCell('mid_turn', 'remote').textContent
    const editor = await editMarkers(user, 'EnvironmentContext', '', '')
    expect(within(editor).queryByRole('button', { name: 'Apply' })).toBeNull()
    expect(editor).toHaveTextContent('its matcher always returns false')
    await user.click(within(editor).getByRole('button', { name: 'Apply anyway' }))
    const type = findFragmentType(selectRegistry(store()), 'EnvironmentContext')
    expect(type).toMatchObject({ startMarker: '', endMarker: '' })
    const cell = impactCell('mid_turn', 'remote')
    expect(cell.textContent).not.toBe(before)
    expect(cell).toHaveTextContent('kept 2 → 3')
    expect(cell).toHaveTextContent('cut 13 → 12')
    const env = document.querySelector('[data-item="env"]')!
    expect(env).toHaveTextContent(
      'env (EnvironmentContext → not recognized): this <environment_context> block is no longer recognized, so compaction keeps it as if the user had typed it',
    )
    await user.click(screen.getByRole('button', { name: "Reset to Codex's defaults" }))
    expect(store().scenario.registry).toBeUndefined()
    expect(impactCell('mid_turn', 'remote').textContent).toBe(before)
  })

  it('a half-marked edit is explained next to the field and not applied until confirmed', async () => {
    const { user } = renderFresh(<RegistryScreen />)
    const editor = await editMarkers(user, 'TurnAborted', '<turn_aborted>', '')
    const end = within(editor).getByLabelText('End marker')
    expect(end).toHaveAttribute('aria-invalid', 'true')
    const described = document.getElementById(end.getAttribute('aria-describedby')!)!
    expect(described).toHaveTextContent('Half-marked')
    expect(described).toHaveTextContent('returns false as soon as either marker is empty')
    await user.click(within(editor).getByRole('button', { name: 'Cancel' }))
    expect(store().scenario.registry).toBeUndefined()
  })

  it('explains non-ASCII markers (KELVIN SIGN) and duplicate start markers', async () => {
    const { user } = renderFresh(<RegistryScreen />)
    await user.click(screen.getByRole('button', { name: 'Edit markers of SkillInstructions' }))
    const editor = screen.getByRole('group', { name: 'Markers of SkillInstructions' })
    const input = within(editor).getByLabelText('Start marker')
    await user.clear(input)
    await user.click(input)
    // typed as the escape the input understands: \u{212A}
    await user.paste('<s\\u{212A}ill>')
    expect(editor).toHaveTextContent('U+212A KELVIN SIGN')
    expect(editor).toHaveTextContent('folds case for ASCII letters only')
    const start = within(editor).getByLabelText('Start marker')
    await user.clear(start)
    await user.type(start, '<turn_aborted>')
    expect(editor).toHaveTextContent('Same start marker as TurnAborted')
    expect(within(editor).getByRole('button', { name: 'Apply anyway' })).toBeEnabled()
  })

  it('refuses an empty developer prefix in place', async () => {
    const { user } = renderFresh(<RegistryScreen />)
    const box = screen.getByRole('checkbox', {
      name: 'List the prefix of NetworkRuleSaved in the developer prefix table',
    })
    await user.click(box)
    expect(box).not.toBeChecked()
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(document.getElementById(box.getAttribute('aria-describedby')!)).toHaveTextContent(
      'An empty developer prefix would match every developer message',
    )
    expect(store().scenario.registry).toBeUndefined()
  })

  it('toggles memberships, keeps the prefix table in step with a start-marker edit, and deletes', async () => {
    const { user } = renderFresh(<RegistryScreen />)
    await user.click(
      screen.getByRole('checkbox', {
        name: 'List EnvironmentContext in the contextual-user matcher list',
      }),
    )
    expect(selectRegistry(store()).contextualUserMatchers).not.toContain('EnvironmentContext')
    const editor = await editMarkers(
      user,
      'ModelSwitchInstructions',
      '<model_change>',
      '</model_change>',
    )
    await user.click(within(editor).getByRole('button', { name: 'Apply' }))
    expect(selectRegistry(store()).developerPrefixes).toContain('<model_change>')
    expect(document.querySelector('.rg-announce')).toHaveTextContent('now reads "<model_change>"')
    await user.click(screen.getByRole('button', { name: 'Delete TurnAborted' }))
    expect(findFragmentType(selectRegistry(store()), 'TurnAborted')).toBeUndefined()
    expect(selectRegistry(store()).contextualUserMatchers).not.toContain('TurnAborted')
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(findFragmentType(selectRegistry(store()), 'TurnAborted')).toBeDefined()
  })

  it('adds a custom type through the checklist form, and it recognizes a history item', async () => {
    const { user } = renderFresh(<RegistryScreen />)
    store().editScenario(() => ({
      ...store().scenario,
      history: [
        ...store().scenario.history,
        {
          id: 'ticket',
          type: 'message',
          role: 'user',
          text: '<ticket_context>\nJIRA-42\n</ticket_context>',
        },
      ],
    }))
    await user.click(screen.getByRole('button', { name: 'Add a fragment type' }))
    const form = screen.getByRole('form', { name: 'Add a fragment type' })
    await user.click(within(form).getByRole('button', { name: 'Add type' }))
    expect(within(form).getByLabelText('Struct name')).toHaveAttribute('aria-invalid', 'true')
    expect(form).toHaveTextContent('Give the type a name')
    await user.type(within(form).getByLabelText('Start marker'), '<ticket_context>')
    await user.type(within(form).getByLabelText('End marker'), '</ticket_context>')
    await user.type(within(form).getByLabelText('Struct name'), 'TicketContext')
    expect(form).toHaveTextContent('Yes: the type recognizes its own rendering.')
    await user.click(within(form).getByRole('button', { name: 'Add type' }))
    const registry = selectRegistry(store())
    expect(registry.contextualUserMatchers.at(-1)).toBe('TicketContext')
    expect(document.querySelector('[data-item="ticket"]')).toHaveTextContent(
      'ticket (not recognized → TicketContext)',
    )
    expect(document.querySelector('[data-item="ticket"]')).toHaveTextContent('kept → cut in:')
  })

  it('refuses duplicate names and oversized bodies in the form', async () => {
    const { user } = renderFresh(<RegistryScreen />)
    await user.click(screen.getByRole('button', { name: 'Add a fragment type' }))
    const form = screen.getByRole('form', { name: 'Add a fragment type' })
    await user.type(within(form).getByLabelText('Struct name'), 'TurnAborted')
    expect(form).toHaveTextContent('A type named TurnAborted already exists')
    const body = within(form).getByLabelText('Example body')
    await user.clear(body)
    await user.click(body)
    await user.paste('x'.repeat(20_001))
    expect(body).toHaveAttribute('aria-invalid', 'true')
    expect(form).toHaveTextContent('The body has 20001 characters; the limit here is 20000')
    await user.click(within(form).getByRole('button', { name: 'Add type' }))
    expect(store().scenario.registry).toBeUndefined()
  })

  it('renders hostile text as text', async () => {
    const { user } = renderFresh(<RegistryScreen />)
    const editor = await editMarkers(user, 'TurnAborted', '<img src=x onerror=alert(1)>', '</x>')
    await user.click(within(editor).getByRole('button', { name: /Apply/ }))
    expect(document.querySelector('img')).toBeNull()
    expect(screen.getAllByText(/onerror=alert\(1\)/).length).toBeGreaterThan(0)
  })
})
