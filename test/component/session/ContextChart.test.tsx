import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { readRollout, summarizeSession } from '../../../src/core/index.ts'
import { sampleRollout } from '../../../src/core/rollout/sample.ts'
import { ContextChart } from '../../../src/features/session/ContextChart.tsx'

const summary = summarizeSession(readRollout(sampleRollout()))

describe('ContextChart', () => {
  it('has an x axis of lines, the window and the 90 % limit, and a label per compaction', () => {
    render(<ContextChart summary={summary} flaggedCount={0} selected={undefined} />)
    const axis = screen.getByTestId('chart-x-axis')
    expect(axis).toHaveTextContent('line of the file')
    expect(axis).toHaveTextContent('200')
    expect(screen.getByTestId('chart-limit')).toHaveTextContent('auto-compact limit 232,560')
    expect(screen.getByTestId('context-chart')).toHaveTextContent('context window 258,400 tokens')
    expect(screen.getByTestId('context-chart')).toHaveTextContent('C3')
  })

  it('walks the requests from the keyboard and opens the line of the one shown', () => {
    const onSelectLine = vi.fn<(line: number) => void>()
    render(
      <ContextChart
        summary={summary}
        flaggedCount={0}
        selected={undefined}
        onSelectLine={onSelectLine}
      />,
    )
    const chart = screen.getByTestId('context-chart')
    fireEvent.keyDown(chart, { key: 'Home' })
    fireEvent.keyDown(chart, { key: 'ArrowRight' })
    const first = summary.requests[1]!
    const hover = screen.getByTestId('chart-hover')
    expect(hover).toHaveAttribute('data-line', String(first.line))
    expect(hover).toHaveTextContent(
      `turn ${first.turn + 1} · ${first.tokens.toLocaleString('en')} input tokens`,
    )
    fireEvent.keyDown(chart, { key: 'Enter' })
    expect(onSelectLine).toHaveBeenCalledWith(first.line)
    fireEvent.keyDown(chart, { key: 'End' })
    expect(screen.getByTestId('chart-hover')).toHaveAttribute(
      'data-line',
      String(summary.requests.at(-1)!.line),
    )
  })
})
