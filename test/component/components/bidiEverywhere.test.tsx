import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { StoreLocale } from '../../../src/app/StoreLocale.tsx'
import type { LaneCard } from '../../../src/core/index.ts'
import { CompareCards } from '../../../src/features/compare/CompareCards.tsx'
import { HistoryEditor } from '../../../src/features/history-editor/HistoryEditor.tsx'
import { SessionScreen } from '../../../src/features/session/SessionScreen.tsx'
import { useSessionStore } from '../../../src/features/session/sessionStore.ts'
import { sessionText } from '../../../scripts/syntheticRollout.ts'
import { renderFresh, store } from '../registry/setup.tsx'

// "invoice.exe" shown as "exe.eciovni" when obeyed, plus an isolate left open
const HOSTILE = 'invoice\u202Eexe.pdf\u2067open'
const RAW_BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/

/** What is wrong with how an element shows HOSTILE: a raw control, no marks, no isolation. */
function problems(element: Element): string[] {
  const text = element.textContent ?? ''
  const bdi = [...element.querySelectorAll('bdi')].find((b) => b.textContent?.includes('RLO'))
  return [
    ...(RAW_BIDI.test(text) ? ['a raw bidi control'] : []),
    ...(text.includes('invoiceRLOexe.pdfRLIopen') ? [] : ['no marks']),
    ...(bdi ? [] : ['not isolated']),
  ]
}

describe('bidi controls are shown, never obeyed', () => {
  it('in the compare cards', () => {
    const card = { id: 'x', type: 'message', role: 'user', text: HOSTILE, status: 'kept' }
    render(<CompareCards lane={[card as unknown as LaneCard]} label="lane" />, {
      wrapper: StoreLocale,
    })
    expect(problems(document.querySelector('li.cmp-card')!)).toEqual([])
  })

  it('in the history editor’s description', () => {
    renderFresh(<HistoryEditor />)
    act(() =>
      store().loadScenario({ ...store().scenario, name: 'mine', description: HOSTILE }, 'saved'),
    )
    expect(problems(document.querySelector('.he-items > p.he-description')!)).toEqual([])
  })

  it('in the session overview: file name, version and skipped types', async () => {
    useSessionStore.getState().cancel()
    useSessionStore.setState({ status: { kind: 'idle' }, history: undefined })
    const user = userEvent.setup()
    render(<SessionScreen />, { wrapper: StoreLocale })
    const text = sessionText({ turns: 2 })
      .replace('"cli_version":"0.104.0"', `"cli_version":${JSON.stringify(HOSTILE)}`)
      .concat(`${JSON.stringify({ timestamp: 't', type: HOSTILE, payload: {} })}\n`)
    await user.upload(screen.getByTestId('session-file'), new File([text], `${HOSTILE}.jsonl`))
    const overview = await screen.findByTestId('session-overview', {}, { timeout: 10_000 })
    expect(overview.textContent).not.toMatch(RAW_BIDI)
    const heading = overview.querySelector('h3')!
    expect(heading.textContent).toContain('invoiceRLOexe.pdfRLIopen.jsonl')
    expect(heading.textContent).toContain('Codex invoiceRLOexe.pdfRLIopen')
    expect(heading.querySelectorAll('bdi').length).toBeGreaterThanOrEqual(2)
    expect(overview).toHaveTextContent('Skipped unknown types: invoiceRLOexe.pdfRLIopen ×1')
  })
})
