import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { toHistoryItems } from '../../../src/core/index.ts'
import { HistoryEditor } from '../../../src/features/history-editor/HistoryEditor.tsx'
import { DEFAULT_SCENARIO } from '../../../src/store/scenarioSlice.ts'
import { renderFresh, store } from '../registry/setup.tsx'

const ids = () => store().scenario.history.map((item) => item.id)

describe('HistoryEditor', () => {
  it('lists the items with their classification', () => {
    renderFresh(<HistoryEditor />)
    const env = document.querySelector('li[data-item="env"]')!
    expect(env).toHaveTextContent('hidden (runtime context) · recognized as EnvironmentContext')
    expect(document.querySelector('li[data-item="ask1"]')).toHaveTextContent('real user message')
    expect(document.querySelector('li[data-item="approved"]')).toHaveTextContent(
      'contextual developer text · recognized as ApprovedCommandPrefixSaved',
    )
    // the lane's name for the same item, never "plain" beside it
    expect(document.querySelector('li[data-item="time"]')).toHaveTextContent(
      'recognized as CurrentTimeReminder',
    )
  })

  it('reorders with buttons and refuses to put an output before its call', async () => {
    const { user } = renderFresh(<HistoryEditor />)
    await user.click(screen.getByRole('button', { name: 'Move ask1 up' }))
    expect(ids().slice(2, 4)).toEqual(['ask1', 'env'])
    await user.click(screen.getByRole('button', { name: 'Move out1 up' }))
    expect(screen.getByRole('alert')).toHaveTextContent('An output must stay after its call (c1)')
    expect(ids().indexOf('out1')).toBeGreaterThan(ids().indexOf('call1'))
  })

  it('removes a call together with its paired output', async () => {
    const { user } = renderFresh(<HistoryEditor />)
    await user.click(screen.getByRole('button', { name: 'Remove call1' }))
    expect(ids()).not.toContain('call1')
    expect(ids()).not.toContain('out1')
    expect(screen.getByText('Removed call1 and its paired out1.')).toBeInTheDocument()
  })

  it('edits a message in place, keeping callIds paired on a call edit', async () => {
    const { user } = renderFresh(<HistoryEditor />)
    await user.click(screen.getByRole('button', { name: 'Edit call1' }))
    const callId = screen.getByLabelText('Call id')
    await user.clear(callId)
    await user.type(callId, 'shell-1')
    const items = toHistoryItems(store().scenario.history)
    expect(items.find((i) => i.id === 'out1')).toMatchObject({ callId: 'shell-1' })
    await user.click(screen.getByRole('button', { name: 'Edit ask2' }))
    const part = screen.getByLabelText('Part 1')
    await user.clear(part)
    await user.type(part, '<turn_aborted>x</turn_aborted>')
    expect(document.querySelector('li[data-item="ask2"]')).toHaveTextContent(
      'recognized as TurnAborted',
    )
    await user.click(screen.getByRole('button', { name: 'Add a part' }))
    expect(toHistoryItems(store().scenario.history).find((i) => i.id === 'ask2')).toMatchObject({
      parts: ['<turn_aborted>x</turn_aborted>', ''],
    })
  })

  it('keeps a duplicate id as an invalid draft and never applies it', async () => {
    const { user } = renderFresh(<HistoryEditor />)
    await user.click(screen.getByRole('button', { name: 'Edit ask2' }))
    const id = screen.getByLabelText('Id')
    await user.clear(id)
    expect(id).toHaveAttribute('aria-invalid', 'true')
    await user.type(id, 'ask1')
    expect(id).toHaveAttribute('aria-invalid', 'true')
    expect(document.getElementById(id.getAttribute('aria-describedby')!)).toHaveTextContent(
      'Another item already has the id ask1.',
    )
    expect(id).toHaveValue('ask1')
    // the last valid value was applied; the duplicate never was
    expect(ids().filter((x) => x === 'ask1')).toHaveLength(1)
    expect(ids()).toContain('ask')
  })

  it('adds a registered fragment rendered from its body, and a paired call', async () => {
    const { user } = renderFresh(<HistoryEditor />)
    const form = screen.getByRole('form', { name: 'Add an item' })
    await user.selectOptions(within(form).getByLabelText('Kind'), 'fragment')
    await user.selectOptions(within(form).getByLabelText('Fragment type'), 'TurnAborted')
    const body = within(form).getByLabelText('Body')
    await user.clear(body)
    await user.type(body, '\nStopped.\n')
    expect(form).toHaveTextContent('hidden (runtime context) · recognized as TurnAborted')
    await user.click(within(form).getByRole('button', { name: 'Add' }))
    const last = toHistoryItems(store().scenario.history).at(-1)
    expect(last).toMatchObject({
      type: 'message',
      role: 'user',
      parts: ['<turn_aborted>\nStopped.\n</turn_aborted>'],
    })
    await user.selectOptions(within(form).getByLabelText('Kind'), 'function')
    await user.click(within(form).getByRole('button', { name: 'Add' }))
    const [call, output] = toHistoryItems(store().scenario.history).slice(-2)
    expect(call).toMatchObject({ type: 'function_call' })
    expect(output).toMatchObject({
      type: 'function_call_output',
      callId: (call as { callId: string }).callId,
    })
  })

  it('loads a bundled failure scenario, and undo brings the previous one back', async () => {
    const { user } = renderFresh(<HistoryEditor />)
    await user.click(
      screen.getByRole('button', { name: 'Load: Forked session, expired environment' }),
    )
    expect(store().scenario.name).toBe('Forked session, expired environment')
    expect(store().scenario.registry).toBeDefined()
    expect(
      screen.getByText(/still carries the old thread’s <environment_context>/, {
        selector: '.he-items > p',
      }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(store().scenario).toEqual(DEFAULT_SCENARIO)
  })

  it('imports pasted JSON, and reports malformed JSON and invalid scenarios without changing anything', async () => {
    const { user } = renderFresh(<HistoryEditor />)
    const paste = screen.getByLabelText('Or paste scenario JSON')
    fireEvent.change(paste, { target: { value: '{"history": [' } })
    await user.click(screen.getByRole('button', { name: 'Load pasted JSON' }))
    expect(screen.getByRole('alert')).toHaveTextContent('This is not JSON')
    fireEvent.change(paste, {
      target: { value: JSON.stringify({ history: [{ id: 'a', type: 'message', role: 'robot' }] }) },
    })
    await user.click(screen.getByRole('button', { name: 'Load pasted JSON' }))
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('This is not a valid scenario, so nothing was changed.')
    expect(alert).toHaveTextContent('history[0].role')
    expect(alert).toHaveTextContent('cell')
    expect(store().scenario).toBe(DEFAULT_SCENARIO)
    const good = { ...DEFAULT_SCENARIO, name: 'Pasted <b>bold</b>' }
    fireEvent.change(paste, { target: { value: JSON.stringify(good) } })
    await user.click(screen.getByRole('button', { name: 'Load pasted JSON' }))
    expect(store().scenario).toEqual(good)
    expect(document.querySelector('b')).toBeNull()
  })

  it('imports a file and refuses a malformed one', async () => {
    const { user } = renderFresh(<HistoryEditor />)
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!
    await user.upload(input, new File(['{"cell": 1}'], 'bad.json', { type: 'application/json' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('history')
    expect(store().scenario).toBe(DEFAULT_SCENARIO)
    const good = { ...DEFAULT_SCENARIO, name: 'From a file' }
    await user.upload(
      input,
      new File([JSON.stringify(good)], 'good.json', { type: 'application/json' }),
    )
    expect(await screen.findByText('Imported "From a file".')).toBeInTheDocument()
    expect(store().scenario).toEqual(good)
  })
})
