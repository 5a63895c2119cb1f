/**
 * A history of one item: the trace panel's explanations say "1 item", "1 candidate remains",
 * "1 item is gone", never "1 items" (the `{items#item|items}` placeholder, src/i18n/fill.ts).
 */
import { act, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { parseScenario, type Cell } from '../../../src/core/index.ts'
import { TracePanel } from '../../../src/features/trace-panel/TracePanel.tsx'
import { loadSections } from '../../../src/i18n/index.ts'
import { renderGrid, resetPage, store } from '../grid/setup.tsx'

/** The lesson's scenario with only its last real user message left in the history. */
function oneItemScenario() {
  const lesson = store().scenario
  const asks = lesson.history.filter((item) => item.type === 'message' && item.role === 'user')
  const parsed = parseScenario({ ...lesson, history: [asks.at(-1)!] })
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return parsed.value
}

/** Every explained step's text, by rule (a rule met twice keeps both texts, joined). */
async function explanations(cell: Cell): Promise<Map<string, string>> {
  const { user } = renderGrid(<TracePanel />)
  act(() => {
    store().loadScenario(oneItemScenario(), 'share')
    store().chooseCell(cell)
  })
  await loadSections('en', ['steps'])
  await user.click(screen.getByRole('checkbox', { name: 'Explain every step' }))
  const rows = within(screen.getByRole('list', { name: 'Trace steps' })).getAllByRole('listitem')
  const texts = new Map<string, string>()
  for (const row of rows) {
    const rule = row.dataset.rule ?? ''
    texts.set(rule, `${texts.get(rule) ?? ''} ${row.textContent ?? ''}`)
  }
  return texts
}

describe('explanations of a one-item history', () => {
  beforeEach(() => resetPage())

  it('read in the singular where the count is 1 (manual local)', async () => {
    const texts = await explanations({ phase: 'manual', implementation: 'local' })
    expect(texts.get('input_history')).toContain('The live history holds 1 item (about 16 tokens)')
    expect(texts.get('collect_user_messages')).toContain('The other 1 item does not carry over.')
    expect(texts.get('replace_history')).toContain('the new history: 2 items. 1 item is gone.')
    expect(texts.get('local_prompt_clone')).toContain('a private copy of the history (2 items)')
    expect([...texts.values()].join(' ')).not.toMatch(/\b1 (items|tokens|messages)\b|[{}#|]/)
  })

  it('read in the singular in remote v2 (manual remote)', async () => {
    const texts = await explanations({ phase: 'manual', implementation: 'remote' })
    expect(texts.get('v2_prefilter')).toContain('0 items go (')
    expect(texts.get('v2_prefilter')).toContain('; 1 candidate remains.')
    expect(texts.get('replace_history')).toContain('the new history: 2 items. 0 items are gone.')
    expect([...texts.values()].join(' ')).not.toMatch(/\b1 (items|candidates)\b|[{}#|]/)
  })
})
