import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { SessionScreen } from '../../../src/features/session/SessionScreen.tsx'
import { useSessionStore } from '../../../src/features/session/sessionStore.ts'
import { getInitialState, useVisualizerStore } from '../../../src/store/index.ts'
import { sessionText } from '../../../scripts/syntheticRollout.ts'
import { zstdFrame } from '../../helpers/zstdBomb.ts'

// jsdom has no Worker: the store runs the same engine in-process, so this is the real pipeline
function renderScreen() {
  useVisualizerStore.setState(getInitialState(), true)
  useSessionStore.getState().cancel()
  useSessionStore.setState({
    status: { kind: 'idle' },
    history: undefined,
    comparison: undefined,
    line: undefined,
    compactionIndex: undefined,
  })
  const user = userEvent.setup()
  return { user, ...render(<SessionScreen />) }
}

const fileOf = (text: string, name = 'rollout.jsonl') =>
  new File([text], name, { type: 'application/x-ndjson' })

describe('SessionScreen', () => {
  beforeEach(() => localStorage.clear())

  it('opens a file from the picker: overview, compactions, recorded beside predicted', async () => {
    const { user } = renderScreen()
    await user.upload(
      screen.getByTestId('session-file'),
      fileOf(sessionText({ turns: 5, compactEvery: 2, compaction: 'local' })),
    )
    const overview = await screen.findByTestId('session-overview', {}, { timeout: 10_000 })
    expect(overview).toHaveTextContent('Codex 0.104.0')
    expect(overview).toHaveTextContent('5 turns · 10 requests · 2 compactions')
    const detail = await screen.findByTestId('compaction-detail', {}, { timeout: 10_000 })
    expect(within(detail).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Compaction 1: recorded and predicted',
    )
    const recorded = within(detail).getByTestId('recorded')
    expect(recorded.querySelectorAll('[data-status="summary"]')).toHaveLength(1)
    expect(within(detail).getByTestId('predicted')).toHaveTextContent('Mid-turn')
    // the second compaction from the list
    await user.click(screen.getAllByRole('button', { name: /#2 · line/ })[0]!)
    await waitFor(() =>
      expect(screen.getByTestId('compaction-detail')).toHaveTextContent('Compaction 2'),
    )
  })

  it('lists malformed lines with their numbers and keeps the rest', async () => {
    const { user } = renderScreen()
    const text = sessionText({ turns: 2 }).replace('\n', '\n{not json\n')
    await user.upload(screen.getByTestId('session-file'), fileOf(text))
    const issues = await screen.findByTestId('session-issues', {}, { timeout: 10_000 })
    expect(issues).toHaveTextContent('line 2: not JSON')
    expect(screen.getByTestId('session-overview')).toHaveTextContent('2 turns')
  })

  it('stops a 3 GB zstd bomb at a limit it names, and shows the session read before it', async () => {
    const { user } = renderScreen()
    const bomb = zstdFrame({ prefix: sessionText({ turns: 2 }), byte: '\n', repeat: 3 * 1024 ** 3 })
    await user.upload(
      screen.getByTestId('session-file'),
      new File([bomb], 'bomb.jsonl.zst', { type: 'application/zstd' }),
    )
    const stopped = await screen.findByTestId('session-stopped', {}, { timeout: 20_000 })
    expect(stopped).toHaveTextContent(
      'more than 10,000 blank lines in a row (the blank-line limit). Everything before it was read',
    )
    expect(stopped).toHaveTextContent(/Reading stopped at line [\d,]+:/)
    expect(screen.getByTestId('session-overview')).toHaveTextContent('2 turns')
  }, 30_000)

  it('says so when a file is not a rollout', async () => {
    const { user } = renderScreen()
    await user.upload(screen.getByTestId('session-file'), fileOf('hello\nworld\n', 'notes.txt'))
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Could not read notes.txt: line 1: not JSON',
    )
  })

  it('uses a line as the scenario: the store gets its history and the grid opens', async () => {
    const { user } = renderScreen()
    await user.upload(screen.getByTestId('session-file'), fileOf(sessionText({ turns: 2 })))
    await screen.findByTestId('history-view', {}, { timeout: 10_000 })
    await user.click(screen.getByRole('checkbox', { name: /Redact first/ }))
    await user.click(screen.getByTestId('use-as-scenario'))
    await waitFor(() => expect(useVisualizerStore.getState().tab).toBe('grid'))
    const scenario = useVisualizerStore.getState().scenario
    expect(scenario.history.length).toBeGreaterThan(10)
    expect(JSON.stringify(scenario.history)).not.toContain('fix the failing test')
    expect(JSON.stringify(scenario.history)).toContain('<environment_context>')
  })
})

describe('SessionScreen drop box', () => {
  it('opens a file dropped on it', async () => {
    renderScreen()
    const file = fileOf(sessionText({ turns: 3, compactEvery: 2 }), 'dropped.jsonl')
    fireEvent.drop(screen.getByTestId('session-drop'), { dataTransfer: { files: [file] } })
    const overview = await screen.findByTestId('session-overview', {}, { timeout: 10_000 })
    expect(overview).toHaveTextContent('dropped.jsonl')
    expect(overview).toHaveTextContent('1 compactions')
  })
})
