import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { emptyTotals } from '../../../src/core/index.ts'
import { FiringPanel } from '../../../src/features/session/FiringPanel.tsx'
import { HistoryPanel } from '../../../src/features/session/HistoryPanel.tsx'
import type { HistoryView, TokensView } from '../../../src/features/session/protocol.ts'
import { TokenBreakdown } from '../../../src/features/session/TokenBreakdown.tsx'

function tokensView(): TokensView {
  const kinds = { ...emptyTotals(), user: 1_000, tool_output: 8_000, injected: 1_000 }
  return {
    line: 42,
    tokens: {
      line: 42,
      kinds,
      estimated: 10_000,
      recorded: 19_000,
      recordedLine: 40,
      unexplained: 9_000,
    },
    firing: {
      line: 42,
      tokens: 19_000,
      tokensLine: 40,
      window: 100_000,
      limit: 90_000,
      position: 'awaiting_follow_up',
      next: 'mid_turn',
      reached: false,
      headroom: 71_000,
      path: 'remote_v2',
      pathInferred: true,
      provider: 'openai',
      version: '0.140.0',
    },
    perTurn: [{ turn: 0, line: 3, added: kinds, peakRecorded: 19_000 }],
    turnCount: 1,
    recorded: kinds,
  }
}

describe('FiringPanel', () => {
  it('states the tokens against the window and the 90 % limit, the next cell and its path', () => {
    render(<FiringPanel view={tokensView()} />)
    const panel = screen.getByTestId('firing-panel')
    expect(panel).toHaveTextContent('In use: 19,000 tokens (recorded at line 40)')
    expect(panel).toHaveTextContent('Auto-compact limit: 90,000 tokens')
    expect(screen.getByTestId('firing-headroom')).toHaveTextContent(
      '71,000 tokens below the limit (21 % of it in use)',
    )
    expect(screen.getByTestId('firing-next')).toHaveTextContent('Next to fire: Mid-turn · Remote')
    expect(screen.getByTestId('firing-path')).toHaveTextContent(
      'remote v2 (from the provider openai and Codex 0.140.0, inferred)',
    )
  })
})

describe('TokenBreakdown', () => {
  it('lists every kind with its share, the estimate beside the recorded input, and the turns', () => {
    render(<TokenBreakdown view={tokensView()} />)
    expect(screen.getByTestId('token-biggest')).toHaveTextContent(
      'The largest part: tool outputs, 80 % of the estimate.',
    )
    const rows = screen.getByTestId('token-kinds').querySelectorAll('tbody tr')
    expect(rows).toHaveLength(8)
    expect(screen.getByTestId('token-estimate')).toHaveTextContent('10,000')
    expect(screen.getByTestId('token-recorded')).toHaveTextContent('19,000')
    expect(screen.getByTestId('token-breakdown')).toHaveTextContent(
      'base instructions and tool definitions',
    )
    // one turn, singular
    expect(screen.getByTestId('token-turns')).toHaveTextContent('(1 turn)')
  })
})

describe('HistoryPanel', () => {
  const item = (i: number) => ({
    id: `i${i}`,
    type: 'message' as const,
    role: 'user' as const,
    text: `task ${i}`,
    chars: 400,
  })
  const view = (n: number): HistoryView => ({
    line: 7,
    items: Array.from({ length: n }, (_, i) => item(i)),
    total: n,
    previousModel: null,
    referenceModel: 'gpt-5.1-codex',
    windowId: 0,
  })

  it('draws only the rows in view of a long history', () => {
    render(<HistoryPanel view={view(2000)} />)
    const rows = screen.getByTestId('history-view').querySelectorAll('.stk-row')
    expect(rows.length).toBeGreaterThan(5)
    expect(rows.length).toBeLessThan(100)
    expect(rows[0]).toHaveTextContent('≈100 tokens')
  })

  it('names the window by its id, never as a size, and counts items in the singular', () => {
    render(<HistoryPanel view={view(1)} />)
    const facts = screen.getByTestId('history-view').querySelector('p')!
    expect(facts).toHaveTextContent(
      '1 item · previous model none · reference context gpt-5.1-codex · window id #0',
    )
  })
})
