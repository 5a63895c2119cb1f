import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SessionScreen } from '../../../src/features/session/SessionScreen.tsx'
import { useSessionStore } from '../../../src/features/session/sessionStore.ts'
import { getInitialState, useVisualizerStore } from '../../../src/store/index.ts'

const LONG = { timeout: 30_000 }

describe('the sample session, one click from the empty screen', () => {
  it('opens, breaks its tokens down and runs the nine cells as if the window were full', async () => {
    useVisualizerStore.setState(getInitialState(), true)
    useSessionStore.getState().cancel()
    useSessionStore.setState({ status: { kind: 'idle' }, history: undefined, line: undefined })
    const user = userEvent.setup()
    render(<SessionScreen />)
    await user.click(screen.getByRole('button', { name: 'Try a sample session' }))
    const overview = await screen.findByTestId('session-overview', {}, LONG)
    expect(overview).toHaveTextContent('sample-rollout.jsonl')
    expect(overview).toHaveTextContent('3 compactions')
    const breakdown = await screen.findByTestId('token-breakdown', {}, LONG)
    // opened before the first compaction, a mid-turn one after a tool output
    expect(within(breakdown).getByTestId('token-biggest')).toHaveAttribute(
      'data-kind',
      'tool_output',
    )
    expect(screen.getByTestId('firing-next')).toHaveAttribute('data-next', 'mid_turn')
    await user.click(screen.getByRole('button', { name: 'What if the window were full here' }))
    const table = await screen.findByRole('table', { name: /The nine cells at line/ }, LONG)
    expect(table.querySelectorAll('[data-outcome]')).toHaveLength(9)
  }, 60_000)
})
