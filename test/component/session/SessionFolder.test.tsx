import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { SessionScreen } from '../../../src/features/session/SessionScreen.tsx'
import { useFolderStore } from '../../../src/features/session/folder/folderStore.ts'
import { useSessionStore } from '../../../src/features/session/sessionStore.ts'
import { getInitialState, useVisualizerStore } from '../../../src/store/index.ts'
import { sessionText } from '../../../scripts/syntheticRollout.ts'

/** A file as an `<input webkitdirectory>` gives it: its path under the picked folder. */
function folderFile(path: string, content: string | Uint8Array<ArrayBuffer>): File {
  const file = new File([content], path.split('/').pop()!)
  Object.defineProperty(file, 'webkitRelativePath', { value: path })
  return file
}

const FOLDER = () => [
  folderFile('sessions/2026/03/02/rollout-a.jsonl', sessionText({ turns: 7, compactEvery: 3 })),
  folderFile(
    'sessions/2026/03/03/rollout-b.jsonl',
    sessionText({ turns: 4, compactEvery: 2, compaction: 'local' }),
  ),
  folderFile('sessions/2026/03/03/rollout-bad.jsonl', new Uint8Array([0, 1, 2, 10, 3])),
  folderFile('sessions/notes.txt', 'x'),
]

// jsdom has no Worker: the pool runs the same worker code in-process
function renderScreen() {
  useVisualizerStore.setState(getInitialState(), true)
  useSessionStore.getState().cancel()
  useSessionStore.setState({ status: { kind: 'idle' } })
  useFolderStore.getState().cancel()
  useFolderStore.setState({ status: { kind: 'idle' }, entries: [], failures: [], skipped: 0 })
  const user = userEvent.setup({ applyAccept: false })
  return { user, ...render(<SessionScreen />) }
}

const rowPaths = () =>
  Array.from(screen.getByTestId('folder-table').querySelectorAll('tbody tr'), (tr) =>
    tr.getAttribute('data-path'),
  )

describe('SessionFolder', () => {
  beforeEach(() => localStorage.clear())

  it('reads a folder: a row per session, the bad file with its line, the totals', async () => {
    const { user } = renderScreen()
    await user.upload(screen.getByTestId('folder-input'), FOLDER())
    await screen.findByTestId('folder-done', {}, { timeout: 10_000 })
    expect(screen.getByTestId('folder-done')).toHaveTextContent('sessions: 3 files read in all.')
    expect(screen.getByText(/Skipped \(not rollout files by name\): 1 file/)).toBeInTheDocument()
    expect(rowPaths()).toEqual(['2026/03/02/rollout-a.jsonl', '2026/03/03/rollout-b.jsonl'])
    const failures = screen.getByTestId('folder-failures')
    expect(failures).toHaveTextContent('2026/03/03/rollout-bad.jsonl, line 1: not JSON')
    const totals = screen.getByTestId('folder-totals')
    expect(totals).toHaveTextContent('2 sessions · 11 turns · 22 requests · 3 compactions')
    const cells = screen.getByTestId('folder-cells')
    expect(cells.querySelector('[data-cell="mid_turn.remote_legacy"]')).toHaveTextContent('2')
    expect(cells.querySelector('[data-cell="mid_turn.local"]')).toHaveTextContent('1')
  })

  it('sorts by a column, filters by text, and opens a row in the session view', async () => {
    const { user } = renderScreen()
    await user.upload(screen.getByTestId('folder-input'), FOLDER())
    await screen.findByTestId('folder-done', {}, { timeout: 10_000 })
    const table = screen.getByTestId('folder-table')
    await user.click(within(table).getByRole('button', { name: /Turns/ }))
    const turns = () =>
      Array.from(table.querySelectorAll('td[data-column="turns"]'), (td) => td.textContent)
    const first = turns()
    await user.click(within(table).getByRole('button', { name: /Turns/ }))
    expect(turns()).toEqual([...first].reverse())
    expect(new Set(turns())).toEqual(new Set(['7', '4']))
    await user.type(screen.getByTestId('folder-filter'), 'rollout-b')
    expect(rowPaths()).toEqual(['2026/03/03/rollout-b.jsonl'])
    await user.click(screen.getByRole('button', { name: /Open 2026\/03\/03\/rollout-b\.jsonl/ }))
    const overview = await screen.findByTestId('session-overview', {}, { timeout: 10_000 })
    expect(overview).toHaveTextContent('rollout-b.jsonl')
    expect(overview).toHaveTextContent('4 turns')
  })

  it('opens a row from what the folder read: the file is not read a second time', async () => {
    const { user } = renderScreen()
    const files = FOLDER()
    const b = files[1]!
    // every way a Blob can be read, counted on the folder's own file
    let reads = 0
    for (const method of ['slice', 'arrayBuffer', 'stream', 'text', 'bytes'] as const) {
      const own = (b as unknown as Record<string, (...args: unknown[]) => unknown>)[method]
      if (typeof own !== 'function') continue
      Object.defineProperty(b, method, {
        value: (...args: unknown[]) => {
          reads++
          return own.apply(b, args)
        },
      })
    }
    await user.upload(screen.getByTestId('folder-input'), files)
    await screen.findByTestId('folder-done', {}, { timeout: 10_000 })
    const afterFolder = reads
    expect(afterFolder).toBeGreaterThan(0)
    await user.click(screen.getByRole('button', { name: /Open 2026\/03\/03\/rollout-b\.jsonl/ }))
    const overview = await screen.findByTestId('session-overview', {}, { timeout: 10_000 })
    expect(overview).toHaveTextContent('rollout-b.jsonl')
    expect(overview).toHaveTextContent('4 turns')
    expect(reads).toBe(afterFolder)
  })

  it('cancels: the pool stops and what was read stays', async () => {
    renderScreen()
    const text = sessionText({ turns: 150, compactEvery: 10 })
    const files = Array.from({ length: 40 }, (_, i) => ({
      path: `f${String(i).padStart(2, '0')}.jsonl`,
      file: new File([text], `f${i}.jsonl`),
    }))
    useFolderStore.getState().openFolder('many', files, 0)
    expect(await screen.findByTestId('folder-progress')).toBeInTheDocument()
    await waitFor(() => expect(useFolderStore.getState().entries.length).toBeGreaterThan(0), {
      timeout: 10_000,
    })
    await userEvent.click(screen.getByTestId('folder-cancel'))
    const status = useFolderStore.getState().status
    expect(status.kind).toBe('cancelled')
    const done = 'done' in status ? status.done : -1
    expect(done).toBeLessThan(40)
    expect(useFolderStore.getState().entries).toHaveLength(done)
    expect(screen.getByTestId('folder-cancelled')).toHaveTextContent(`after ${done} of 40 files`)
    // nothing arrives after a cancel
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(useFolderStore.getState().entries).toHaveLength(done)
  })
})
