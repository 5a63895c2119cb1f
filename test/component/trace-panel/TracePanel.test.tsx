import { act, render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  ALL_CELLS,
  CODEX_COMMIT,
  parseScenario,
  RULE_SOURCES,
  runAllCells,
  sourceLabel,
  type FateReason,
  type RuleId,
  type ScenarioFile,
} from '../../../src/core/index.ts'
import { explainStepText } from '../../../src/features/trace-panel/explainStep.ts'
import { TracePanel } from '../../../src/features/trace-panel/TracePanel.tsx'
import { en } from '../../../src/i18n/en.ts'
import { translate, type TranslationKey } from '../../../src/i18n/index.ts'
import { selectStepCount } from '../../../src/store/playbackSelectors.ts'
import { coreResult, renderGrid, resetPage, store } from '../grid/setup.tsx'

const t = (key: TranslationKey, vars?: Readonly<Record<string, string | number>>) =>
  translate('en', key, vars)

const PINNED = `https://github.com/openai/codex/blob/${CODEX_COMMIT}/codex-rs/`

function rows(): HTMLElement[] {
  return within(screen.getByRole('list', { name: 'Trace steps' })).getAllByRole('listitem')
}

describe('TracePanel', () => {
  beforeEach(() => resetPage())

  it('lists the cell’s steps in order, each linking to its source at the pinned commit', () => {
    renderGrid(<TracePanel />)
    const { trace } = coreResult(store().cell)
    expect(rows()).toHaveLength(trace.length)
    rows().forEach((row, index) => {
      const step = trace[index]!
      expect(row).toHaveAttribute('data-rule', step.rule)
      expect(row).toHaveTextContent(t(`rules.titles.${step.rule}`))
      const link = within(row).getByRole('link')
      expect(link.getAttribute('href')!.startsWith(PINNED)).toBe(true)
      // every link opens the deciding lines of its function, never a file's top
      expect(link.getAttribute('href')).toMatch(/\.rs#L\d+(-L\d+)?$/)
      expect(link).toHaveTextContent(step.source.symbol)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link.getAttribute('rel')).toContain('noopener')
      expect(link).toHaveTextContent(sourceLabel(step.source))
    })
    // the lesson's own citation, where it gives one
    expect(rows().map((row) => row.querySelector('.trace-citation')?.textContent ?? null)).toEqual(
      trace.map((step) =>
        step.lessonCitation === undefined ? null : `lesson: ${step.lessonCitation}`,
      ),
    )
    const keep = rows().find((row) => row.dataset.rule === 'should_keep')!
    expect(within(keep).getByRole('link')).toHaveAttribute(
      'href',
      `${PINNED}core/src/compact_remote.rs#L370-L397`,
    )
  })

  it('highlights the current step and explains it', () => {
    renderGrid(<TracePanel />)
    act(() => store().seek(3))
    const current = rows()[2]!
    expect(current).toHaveAttribute('aria-current', 'step')
    expect(rows().filter((row) => row.getAttribute('aria-current') === 'step')).toHaveLength(1)
    // mid-turn remote, step 3: the roll-over check
    expect(current).toHaveTextContent('Mid-turn roll-over')
    expect(current).toHaveTextContent('should_roll_over is true')
    // other steps show their title only, unless every step is explained
    expect(rows()[0]).not.toHaveTextContent('The live history holds')
  })

  it('lets a line break inside the code an explanation names, between its words only', () => {
    renderGrid(<TracePanel />)
    act(() => store().seek(3))
    const explanation = rows()[2]!.querySelector('.trace-explain')!
    // the words read the same; `should_roll_over` may break after each `_`, not at any letter
    expect(explanation).toHaveTextContent('should_roll_over is true')
    // the code word is one element a translator leaves alone, its pieces split by <wbr>
    const word = explanation.querySelector('[translate="no"]')!
    const code = [...word.childNodes]
      .map((node) => (node.nodeName === 'WBR' ? '|' : node.textContent))
      .join('')
    expect(code).toBe('should_|roll_|over')
  })

  it('explains every step on request', async () => {
    const { user } = renderGrid(<TracePanel />)
    await user.click(screen.getByRole('checkbox', { name: 'Explain every step' }))
    expect(rows()[0]).toHaveTextContent('The live history holds 15 items')
    expect(rows()[8]).toHaveTextContent('2 kept, 6 cut.')
  })

  it('seeks the animation to a step when it is clicked', async () => {
    const { user } = renderGrid(<TracePanel />)
    await user.click(
      screen.getByRole('button', { name: 'Go to step 9: Keep filter (should_keep)' }),
    )
    expect(store().step).toBe(9)
    expect(rows()[8]).toHaveAttribute('aria-current', 'step')
    await user.click(screen.getByRole('button', { name: /^Go to step 2:/ }))
    expect(store().step).toBe(2)
  })

  it('follows the selected cell', () => {
    renderGrid(<TracePanel />)
    act(() => store().chooseCell({ phase: 'manual', implementation: 'empty_window' }))
    expect(rows()).toHaveLength(selectStepCount(store()))
    expect(rows().map((row) => row.dataset.rule)).toContain('empty_window_install')
  })
})

// every rule and every fate must read as English, whatever the scenario makes the core do
describe('explanations', () => {
  const lesson = store().scenario
  const variants: Partial<ScenarioFile>[] = [
    {},
    { faults: { remote: 'timeout' } },
    { faults: { remote: 'invalid_request' } },
    {
      faults: { remote: 'invalid_request' },
      turn: {
        previousModel: { slug: 'old', contextWindow: 400000, compHash: 'a' },
        codexBackendAuth: true,
      },
      model: { compHash: 'b' },
    },
    {
      faults: { remote: 'http_404', remoteFallback: 'http_500' },
      turn: {
        previousModel: { slug: 'old', contextWindow: 400000, compHash: 'a' },
        codexBackendAuth: true,
      },
      model: { compHash: 'b' },
    },
    { turn: { previousModel: { slug: 'big', contextWindow: 1_000_000 } } },
    { faults: { preCompactHook: 'stop' } },
    { faults: { preCompactHook: 'continue', postCompactHook: 'stop' } },
    { turn: { modelNeedsFollowUp: false, activeTokens: 1000 } },
    { turn: { modelNeedsFollowUp: true, activeTokens: 1000 } },
    { turn: { newWindowRequested: true, hasPendingInput: true, activeTokens: 10 } },
    { turn: { activeTokens: 199_000 } },
    { faults: { local: 'context_window_exceeded', localRepeat: 2 } },
    { faults: { local: 'context_window_exceeded', localRepeat: 40 } },
    { faults: { local: 'stream_error', localRepeat: 9 } },
    { faults: { local: 'session_budget_exceeded' } },
    { faults: { local: 'interrupted' } },
    { faults: { remote: 'timeout' } },
    {
      faults: { remote: 'http_500' },
      turn: { previousModel: { slug: 'big', compHash: 'a' } },
      model: { compHash: 'b' },
    },
    { features: { remoteCompactionV2: false } },
    { server: { compactionOutputs: 2 } },
    { compactPrompt: 'Summarize briefly.' },
  ]

  it('gives every step of every cell in many situations a complete sentence', () => {
    const seen = new Set<RuleId>()
    for (const variant of variants) {
      const parsed = parseScenario({ ...lesson, ...variant })
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
      for (const result of runAllCells(parsed.value))
        for (const step of result.trace) {
          seen.add(step.rule)
          const text = explainStepText(step, t)
          expect(text, step.rule).not.toMatch(/\{\w+(?:#[^}]*)?\}|rules\.|grid\.|undefined|NaN/)
          expect(text.length, step.rule).toBeGreaterThan(20)
        }
    }
    // the situations above reach nearly every rule; the rest are checked through the catalog
    expect(seen.size).toBeGreaterThan(30)
  })

  it('says a pre-turn compaction re-injects in the same turn, a manual one in the next', () => {
    const results = runAllCells(lesson)
    const textOf = (phase: string, rule: RuleId) =>
      results
        .filter((r) => r.cell.phase === phase && r.cell.implementation !== 'empty_window')
        .map((r) =>
          explainStepText(
            r.trace.find((s) => s.rule === rule)!,
            t,
          ),
        )
    for (const rule of ['next_turn_reinjection', 'reference_context'] as const) {
      for (const text of textOf('pre_turn', rule)) {
        expect(text, rule).toMatch(/this same turn/)
        expect(text, rule).not.toMatch(/next regular turn/)
      }
      for (const text of textOf('manual', rule)) expect(text, rule).toMatch(/next regular turn/)
    }
  })

  it('says where the lab leaves a Codex behaviour out, and names the token scope', () => {
    const results = runAllCells(lesson)
    const texts = (rule: RuleId) =>
      results
        .flatMap((r) => r.trace.filter((s) => s.rule === rule))
        .map((s) => explainStepText(s, t))
    for (const rule of ['empty_window_install', 'v2_retention'] as const) {
      expect(texts(rule).length, rule).toBeGreaterThan(0)
      for (const text of texts(rule))
        expect(text).toMatch(/Not simulated: with RetainClientDeveloperMessages on/)
    }
    for (const text of texts('token_status')) expect(text).toMatch(/^Token scope Total:/)
    const body = runAllCells({
      ...lesson,
      turn: { tokenScope: 'body_after_prefix', prefillInputTokens: 1000 },
    })
    const status = body[0]!.trace.find((s) => s.rule === 'token_status')!
    expect(explainStepText(status, t)).toMatch(
      /^Token scope BodyAfterPrefix: only what follows the 1,000-token prefix, [\d,]+ tokens?, counts/,
    )
  })

  it('has a title for every RuleId and a text for every FateReason', () => {
    for (const rule of Object.keys(RULE_SOURCES) as RuleId[])
      expect(en.rules.titles[rule], rule).toBeTruthy()
    const reasons: Record<FateReason, true> = {
      real_user_message: true,
      summary_message: true,
      hook_prompt: true,
      contextual_wrapper: true,
      developer_message: true,
      system_message: true,
      assistant_message: true,
      agent_message: true,
      final_answer_agent_message: true,
      descendant_progress_agent_message: true,
      oversized_agent_message: true,
      compaction_item: true,
      tool_or_reasoning: true,
      compaction_trigger: true,
      not_in_server_transcript: true,
      server_item: true,
      not_retained_by_v2: true,
      over_retention_budget: true,
      truncated_to_budget: true,
      over_user_message_budget: true,
      not_a_user_message: true,
      new_context_window: true,
      initial_context: true,
      compaction_output: true,
      model_output: true,
      attached_notice: true,
      unchanged: true,
    }
    for (const reason of Object.keys(reasons) as FateReason[])
      expect(en.fates.reasons[reason], reason).toMatch(/\.$/)
  })

  it('interpolates the step’s params', () => {
    const { trace } = coreResult({ phase: 'mid_turn', implementation: 'local' })
    const build = trace.find((step) => step.rule === 'build_compacted_history')!
    expect(explainStepText(build, t)).toBe(
      'The user messages share a 20,000-token budget, newest first: 2 kept, 0 shortened, 0 dropped.',
    )
    const insert = trace.find((step) => step.rule === 'insert_initial_context')!
    expect(explainStepText(insert, t)).toBe(
      'The 2 initial-context messages go before the last real user message (ask2), at position 2.',
    )
  })
})

describe('TracePanel in the screen', () => {
  it('renders for every cell', () => {
    for (const cell of ALL_CELLS) {
      resetPage()
      store().chooseCell(cell)
      const { unmount } = render(<TracePanel />)
      expect(rows()).toHaveLength(selectStepCount(store()))
      unmount()
    }
  })
})
