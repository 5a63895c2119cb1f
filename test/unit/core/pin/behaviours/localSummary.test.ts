import { describe, expect, it } from 'vitest'
import {
  lastAssistantMessageText,
  stripCitations,
  SUMMARY_PREFIX,
  type HistoryItem,
} from '../../../../../src/core/index.ts'
import { A, run, U } from '../../../../helpers/scenario.ts'

/**
 * Issue 34, behaviour 4 at 4f39251a: the local summary is `get_last_assistant_message_from_turn`
 * over the history after the summarization turn (compact.rs:349–351, session/turn.rs:2778–2787):
 * the newest assistant message that is not empty and, memory citations stripped
 * (`last_assistant_message_from_item`, stream_events_utils.rs:469–483; `strip_citations`,
 * utils/stream-parser/src/citation.rs:69), not blank.
 */

const assistant = (id: string, ...parts: string[]): HistoryItem => ({
  id,
  type: 'message',
  role: 'assistant',
  parts,
})

describe('stripCitations', () => {
  it('removes a citation with its body, leaving the text around it', () => {
    // Codex's own vector (citation.rs tests): chunks joined
    expect(stripCitations('Hello <oai-mem-citation>source A</oai-mem-citation> world')).toBe(
      'Hello  world',
    )
  })
  it('an unterminated citation hides the rest', () => {
    expect(stripCitations('x<oai-mem-citation>source')).toBe('x')
  })
  it('matches literally, not nested', () => {
    expect(
      stripCitations(
        'a<oai-mem-citation>1<oai-mem-citation>2</oai-mem-citation>b</oai-mem-citation>',
      ),
    ).toBe('ab</oai-mem-citation>')
  })
})

describe('lastAssistantMessageText', () => {
  it('skips an empty, a blank and a citation-only answer', () => {
    const live = [
      assistant('a1', 'the fix is in parser.ts'),
      assistant('a2', '<oai-mem-citation>doc1</oai-mem-citation>'),
      assistant('a3', '  \n'),
      assistant('a4'),
    ]
    expect(lastAssistantMessageText(live)).toBe('the fix is in parser.ts')
  })
  it('joins output parts with nothing and strips citations', () => {
    expect(
      lastAssistantMessageText([
        assistant('a1', 'before', '<oai-mem-citation>x</oai-mem-citation>after'),
      ]),
    ).toBe('beforeafter')
  })
  it('is empty without any assistant text', () => {
    expect(lastAssistantMessageText([assistant('a1', ' ')])).toBe('')
  })
})

describe('in a local cell', () => {
  const summaryOf = (summary: string) =>
    run(
      {
        history: [U('u1', 'fix the test'), A('a1', 'fixed in parser.ts'), U('u2', 'thanks')],
        model: { summary },
      },
      { phase: 'mid_turn', implementation: 'local' },
    ).items.find((item) => item.status === 'summary' && item.text.startsWith(SUMMARY_PREFIX))?.text
  it('a blank answer falls back to the last non-empty assistant message', () => {
    expect(summaryOf('   ')).toBe(`${SUMMARY_PREFIX}\nfixed in parser.ts`)
  })
  it('memory citations are stripped from the summary', () => {
    expect(summaryOf('state: done<oai-mem-citation>MEMORY.md:1-2</oai-mem-citation>')).toBe(
      `${SUMMARY_PREFIX}\nstate: done`,
    )
  })
})
