import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { StoreLocale } from '../../../src/app/StoreLocale.tsx'
import { emptyWindow, era047, era064, era104, era144 } from '../../helpers/rolloutEras.ts'
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

describe('SessionScreen scenario world', () => {
  it('a line used as the scenario carries the world the file states', async () => {
    const { user } = renderScreen()
    // 0.47: the turn context says danger-full-access without a network field; the recorded
    // <environment_context> says network enabled
    await user.upload(screen.getByTestId('session-file'), fileOf(era047().text))
    await screen.findByTestId('history-view', {}, { timeout: 10_000 })
    await user.click(screen.getByTestId('use-as-scenario'))
    await waitFor(() => expect(useVisualizerStore.getState().tab).toBe('grid'))
    const world = useVisualizerStore.getState().scenario.world
    expect(world).toMatchObject({
      networkAccess: true,
      sandboxMode: 'danger-full-access',
      approvalPolicy: 'never',
      cwd: '/home/dev/shop',
      currentDate: 'unknown',
      agentsMd: null,
    })
  })
})

describe('SessionScreen drop box', () => {
  it('opens a file dropped on it', async () => {
    renderScreen()
    const file = fileOf(sessionText({ turns: 3, compactEvery: 2 }), 'dropped.jsonl')
    fireEvent.drop(screen.getByTestId('session-drop'), { dataTransfer: { files: [file] } })
    const overview = await screen.findByTestId('session-overview', {}, { timeout: 10_000 })
    expect(overview).toHaveTextContent('dropped.jsonl')
    // one plural form per count (Intl.PluralRules)
    expect(overview).toHaveTextContent('3 turns · 6 requests · 1 compaction ·')
  })
})

describe('SessionScreen labels, evidence and world', () => {
  it('a 0.104 legacy remote compaction: labels with their lines, the behaviour, the world', async () => {
    const { user } = renderScreen()
    const file = era104()
    await user.upload(screen.getByTestId('session-file'), fileOf(file.text))
    const detail = await screen.findByTestId('compaction-detail', {}, { timeout: 10_000 })
    const impl = within(detail).getByTestId('label-implementation')
    expect(impl).toHaveTextContent('Implementation: remote, legacy /responses/compact')
    expect(impl).toHaveTextContent('(read from the file)')
    const kept = impl.querySelector('[data-evidence="assistant_kept"]')!
    expect(kept).toHaveTextContent(`line ${file.compactions[0]}`)
    expect(kept).toHaveTextContent('assistant messages kept: 15')
    // an evidence line opens the model-visible history at that line
    const started = impl.querySelector('[data-evidence="recording_version"] button')!
    await user.click(started as HTMLElement)
    await waitFor(() =>
      expect(screen.getByTestId('history-view')).toHaveTextContent(
        'Model-visible history at line 1',
      ),
    )
    expect(within(detail).getByTestId('label-phase')).toHaveTextContent('Timing: Mid-turn')
    expect(within(detail).getByTestId('behaviour')).toHaveTextContent(
      'Predicted as Codex 0.104.0 would; its remote cells use the legacy /responses/compact endpoint. The prediction follows that version, not the pin:',
    )
    const world = within(detail).getByTestId('world')
    expect(world.querySelector('[data-world="networkAccess"]')).toHaveTextContent(
      /enabled line \d+, <environment_context>/,
    )
    expect(world.querySelector('[data-world="sandboxMode"]')).toHaveTextContent(
      'danger-full-access',
    )
    // 0.104 states no date: unknown, not the lesson's
    expect(world.querySelector('[data-world="currentDate"]')).toHaveTextContent(
      'unknown: the file does not say',
    )
    expect(screen.getByTestId('compaction-list')).toHaveTextContent(
      'Mid-turn · remote, legacy /responses/compact',
    )
    // the initial context's place is compared, not only its sections
    const position = within(detail).getByTestId('context-position')
    expect(position).toHaveAttribute('data-judged', 'true')
    expect(position).toHaveTextContent(
      'Initial context: both sides hold it before the last user message.',
    )
  })

  it('0.47: a local compaction of that era is said to put the initial context first', async () => {
    const { user } = renderScreen()
    await user.upload(screen.getByTestId('session-file'), fileOf(era047().text))
    const detail = await screen.findByTestId('compaction-detail', {}, { timeout: 10_000 })
    expect(within(detail).getByTestId('label-implementation')).toHaveTextContent(
      'Implementation: local',
    )
    expect(within(detail).getByTestId('behaviour')).toHaveTextContent(
      'A local compaction of that version put the whole initial context first, at every timing',
    )
  })

  it('a 0.144 session: remote v2 by its version, and the note says it is that default', async () => {
    const { user } = renderScreen()
    await user.upload(screen.getByTestId('session-file'), fileOf(era144().text))
    const detail = await screen.findByTestId('compaction-detail', {}, { timeout: 10_000 })
    const behaviour = within(detail).getByTestId('behaviour')
    expect(behaviour).toHaveTextContent(
      'Predicted as Codex 0.144.2 would; its remote cells use remote compaction v2.',
    )
    expect(behaviour).toHaveTextContent('The endpoint is the default of that version')
    expect(within(detail).getByTestId('label-implementation')).toHaveTextContent(
      'Implementation: remote v2 (inferred)',
    )
  })

  it('0.64: the ghost snapshot the evidence counts is shown beside the recorded items', async () => {
    const { user } = renderScreen()
    await user.upload(screen.getByTestId('session-file'), fileOf(era064().text))
    const detail = await screen.findByTestId('compaction-detail', {}, { timeout: 10_000 })
    const line = era064().compactions[0]
    expect(within(detail).getByTestId('label-implementation')).toHaveTextContent(
      `ghost_snapshot items kept: 1`,
    )
    expect(within(detail).getByTestId('recorded-ghosts')).toHaveTextContent(
      `1 item of type ghost_snapshot (line ${line})`,
    )
    // one estimate for both sides, with what it leaves out
    const tokens = within(detail).getByTestId('compare-tokens')
    expect(tokens).toHaveTextContent(/recorded \d+ · predicted \d+/)
    expect(tokens).toHaveTextContent('leaves out the base instructions and tool definitions')
  })

  it('an inferred label says so in the list and the detail', async () => {
    const { user } = renderScreen()
    await user.upload(screen.getByTestId('session-file'), fileOf(era047().text))
    const detail = await screen.findByTestId('compaction-detail', {}, { timeout: 10_000 })
    expect(within(detail).getByTestId('label-phase')).toHaveTextContent('Timing: Manual (inferred)')
    expect(screen.getByTestId('compaction-list')).toHaveTextContent('Manual (inferred) · local')
  })

  it.each([
    ['ko', '빈 창', '턴 2개 · 요청 1개 · 압축 1번'],
    ['zh', '空窗口', '2 轮 · 1 次请求 · 1 次压缩'],
  ] as const)('in %s: the empty-window label and the counts', async (locale, label, counts) => {
    useVisualizerStore.setState(getInitialState(), true)
    act(() => useVisualizerStore.getState().setLocale(locale))
    useSessionStore.getState().cancel()
    useSessionStore.setState({
      status: { kind: 'idle' },
      history: undefined,
      comparison: undefined,
      line: undefined,
      compactionIndex: undefined,
    })
    const user = userEvent.setup()
    render(
      <StoreLocale>
        <SessionScreen />
      </StoreLocale>,
    )
    await user.upload(screen.getByTestId('session-file'), fileOf(emptyWindow().text))
    const detail = await screen.findByTestId('compaction-detail', {}, { timeout: 10_000 })
    await waitFor(() =>
      expect(within(detail).getByTestId('label-implementation')).toHaveTextContent(label),
    )
    expect(screen.getByTestId('session-overview')).toHaveTextContent(counts)
  })
})
