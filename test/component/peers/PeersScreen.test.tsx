import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  COMPLAINTS,
  DIMENSIONS,
  PEERS,
  RELIABILITIES,
} from '../../../src/features/peers/peerData.ts'
import { PeersScreen } from '../../../src/features/peers/PeersScreen.tsx'
import { translate } from '../../../src/i18n/index.ts'
import { StoreLocale } from '../../../src/app/StoreLocale.tsx'
import { getInitialState, useVisualizerStore } from '../../../src/store/index.ts'

function renderScreen() {
  useVisualizerStore.setState(getInitialState(), true)
  const user = userEvent.setup()
  return {
    user,
    ...render(
      <StoreLocale>
        <PeersScreen />
      </StoreLocale>,
    ),
  }
}

const setLocale = (locale: 'en' | 'ko' | 'zh') =>
  act(() => useVisualizerStore.getState().setLocale(locale))

/** The big table: the one captioned as comparing all agents. */
const agentTable = () => screen.getByRole('table', { name: translate('en', 'peers.table.caption') })

/** The side-by-side table. */
const compareTable = () => screen.getByRole('table', { name: /question by question/ })

let fetchSpy: ReturnType<typeof vi.fn<typeof fetch>>
beforeEach(() => {
  fetchSpy = vi.fn<typeof fetch>()
  vi.stubGlobal('fetch', fetchSpy)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('PeersScreen', () => {
  it('has one row per agent in the data, Codex first, each with a cell per question', () => {
    renderScreen()
    expect(
      screen.getByRole('heading', { level: 2, name: 'Same two questions, other agents' }),
    ).toBeInTheDocument()
    const table = agentTable()
    const rowHeaders = within(table)
      .getAllByRole('rowheader')
      .map((th) => th.querySelector('.pe-agent-name')?.textContent)
    expect(rowHeaders).toEqual(PEERS.map((peer) => peer.name))
    expect(rowHeaders[0]).toBe('Codex')
    expect(rowHeaders).toHaveLength(9)
    for (const peer of PEERS) {
      const row = table.querySelector(`tr[data-agent="${peer.id}"]`)!
      expect(row.querySelectorAll('td')).toHaveLength(DIMENSIONS.length)
    }
    // every question is a column header, under its group
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    for (const dimension of DIMENSIONS)
      expect(headers).toContain(translate('en', `peers.columns.${dimension}`))
    expect(headers).toContain('Agent')
    expect(within(table).getAllByRole('columnheader', { name: 'Compaction' })[0]).toHaveAttribute(
      'colspan',
      '4',
    )
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('shows the reliability legend with a word and a glyph for every level, not color alone', () => {
    renderScreen()
    const legend = screen.getByRole('complementary', { name: 'How sure each claim is' })
    for (const word of ['Source', 'Docs', 'Reconstructed source', 'Secondary', 'Not verified'])
      expect(within(legend).getByText(word)).toBeInTheDocument()
    expect(legend.querySelectorAll('[data-reliability]')).toHaveLength(RELIABILITIES.length)
    expect(within(legend).getByText(/Reported from reconstructed source/)).toBeInTheDocument()
    // Claude Code's reconstructed-source claims say so in words, in the row itself
    const claude = agentTable().querySelector('tr[data-agent="claude-code"]')!
    expect(
      within(claude as HTMLElement).getAllByText('Reconstructed source').length,
    ).toBeGreaterThan(2)
    expect(claude).toHaveTextContent('MAX_CONSECUTIVE_AUTOCOMPACT_FAILURES')
  })

  it('compares two agents side by side, Codex and DSH first; the pickers never show one agent twice', async () => {
    const { user } = renderScreen()
    const first = screen.getByLabelText('First agent')
    const second = screen.getByLabelText('Second agent')
    expect(first).toHaveValue('codex')
    expect(second).toHaveValue('dsh')
    const heads = () =>
      within(compareTable())
        .getAllByRole('columnheader')
        .map((th) => th.textContent)
    expect(heads()).toEqual(['Question', 'Codex', 'DeepSeek Harness (DSH)'])
    expect(compareTable()).toHaveTextContent('replaceGeneration')

    await user.selectOptions(second, 'Claude Code')
    expect(heads()).toEqual(['Question', 'Codex', 'Claude Code'])
    const recursion = compareTable().querySelector('tr[data-dimension="recursion"]')!
    expect(recursion.querySelectorAll('td')[1]).toHaveTextContent('querySource')
    expect(recursion.querySelectorAll('td')[0]).toHaveTextContent('CompactTask')

    // choosing in one picker what the other shows swaps them
    await user.selectOptions(first, 'Claude Code')
    expect(first).toHaveValue('claude-code')
    expect(second).toHaveValue('codex')
    expect(heads()).toEqual(['Question', 'Claude Code', 'Codex'])
  })

  it('hides and shows column groups, keeping at least one', async () => {
    const { user } = renderScreen()
    const boxes = within(screen.getByRole('group', { name: 'Show column groups' }))
    const headers = () =>
      within(agentTable())
        .getAllByRole('columnheader')
        .map((th) => th.textContent)
    await user.click(boxes.getByLabelText('Context injection'))
    expect(headers()).not.toContain('How it is recognised later')
    await user.click(boxes.getByLabelText('Retries and safety'))
    await user.click(boxes.getByLabelText('Extension points'))
    expect(boxes.getByLabelText('Compaction')).toBeDisabled()
    expect(headers()).toEqual([
      'Agent',
      'Compaction',
      'When compaction fires',
      'Where it runs',
      'What it produces',
      'What survives',
    ])
    await user.click(boxes.getByLabelText('Context injection'))
    expect(headers()).toContain('How it is recognised later')
    expect(boxes.getByLabelText('Compaction')).toBeEnabled()
  })

  it('a source button moves focus to its reference, written as repo @ commit : path : lines', async () => {
    const { user } = renderScreen()
    const row = agentTable().querySelector('tr[data-agent="dsh"]') as HTMLElement
    await user.click(within(row).getAllByRole('button', { name: 'Show source D5' })[0]!)
    const target = document.getElementById('pe-ref-D5')!
    expect(target).toHaveFocus()
    expect(target).toHaveTextContent(
      'deepseek-ai/deepseek-harness @ b150a551 : packages/core/session/src/surface.ts : 141, 362–372',
    )
    const link = within(target).getByRole('link')
    expect(link).toHaveAttribute(
      'href',
      'https://github.com/deepseek-ai/deepseek-harness/blob/b150a551b8d465e31e418e1b2eaf5e79bbb7d28e/packages/core/session/src/surface.ts',
    )
    // the reconstructed Claude Code source has no public address, so no link
    const restored = document.getElementById('pe-ref-CC-restored')!
    expect(within(restored).queryByRole('link')).toBeNull()
    expect(restored).toHaveTextContent('not published by Anthropic')
    expect(window.location.hash).toBe('')
  })

  it("lists the users' top complaints with their issues as plain new-tab links", () => {
    renderScreen()
    const section = screen.getByRole('region', { name: 'Users’ top complaints' })
    const items = section.querySelectorAll('li[data-complaint]')
    expect(items).toHaveLength(COMPLAINTS.length)
    expect(items[1]).toHaveTextContent('Compaction loops that burn quota')
    const link = within(section).getByRole('link', { name: /openai\/codex #36642/ })
    expect(link).toHaveAttribute('href', 'https://github.com/openai/codex/issues/36642')
    for (const a of document.querySelectorAll('a')) {
      expect(a).toHaveAttribute('target', '_blank')
      expect(a.getAttribute('rel')).toContain('noopener')
      expect(a.getAttribute('href')).toMatch(/^https:\/\/(github\.com|code\.claude\.com)\//)
    }
  })

  it('switching the locale translates headings, column names and the data phrases', () => {
    renderScreen()
    setLocale('ko')
    expect(
      screen.getByRole('heading', { level: 2, name: '같은 두 물음, 다른 에이전트의 답' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '주장마다 얼마나 확실한가' })).toBeInTheDocument()
    const table = screen.getByRole('table', { name: translate('ko', 'peers.table.caption') })
    expect(within(table).getByRole('columnheader', { name: '재귀 방지' })).toBeInTheDocument()
    expect(table.querySelector('tr[data-agent="codex"]')).toHaveTextContent(
      '연속 실패 카운터는 없어요',
    )
    expect(screen.getByLabelText('첫째 에이전트')).toHaveValue('codex')

    setLocale('zh')
    expect(
      screen.getByRole('heading', { level: 2, name: '同样两个问题，其他智能体怎么答' }),
    ).toBeInTheDocument()
    expect(screen.getAllByText('重建源码').length).toBeGreaterThan(1)
    expect(screen.getByRole('region', { name: '用户最常见的抱怨' })).toHaveTextContent('压缩死循环')

    setLocale('en')
    expect(
      screen.getByRole('heading', { level: 2, name: 'Same two questions, other agents' }),
    ).toBeInTheDocument()
  })
})

describe('PeersScreen comparison of more than two agents', () => {
  it('adds a third agent and removes one, keeping the choice in the store', async () => {
    const { user } = renderScreen()
    await user.click(screen.getByRole('button', { name: 'Add an agent' }))
    const heads = within(compareTable())
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    expect(heads).toHaveLength(4)
    expect(useVisualizerStore.getState().peerAgents).toHaveLength(3)
    await user.click(screen.getByRole('button', { name: 'Remove Codex' }))
    expect(useVisualizerStore.getState().peerAgents).toEqual(
      heads.slice(2).map((name) => PEERS.find((peer) => peer.name === name)!.id),
    )
  })
})
