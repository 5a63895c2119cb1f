/**
 * A sample Codex session written by the project's own code, for "try it without a file": ten
 * turns of a made-up task in a made-up repository, with tool outputs that fill the window, one
 * mid-turn, one pre-turn and one manual compaction, in the line order Codex 0.117–0.118 write.
 * Pure and deterministic: the same text every time (fixed clock, no randomness).
 */

export const SAMPLE_WINDOW = 258_400
const LIMIT = Math.floor((SAMPLE_WINDOW * 9) / 10)
/** What every request sends besides the history (base instructions, tool schemas): a guess. */
const OVERHEAD = 9_000
const START = Date.parse('2026-07-14T09:00:00.000Z')

const PERMISSIONS =
  '<permissions instructions>\nFilesystem sandboxing defines which files can be read or written. `sandbox_mode` is `workspace-write`. Network access is restricted.\nApproval policy is currently on-request.\n</permissions instructions>'
const AGENTS =
  '# AGENTS.md instructions for /home/sam/bakery\n\n<INSTRUCTIONS>\nRun `make test` before you answer.\n</INSTRUCTIONS>'
const ENV =
  '<environment_context>\n  <cwd>/home/sam/bakery</cwd>\n  <shell>bash</shell>\n  <current_date>2026-07-14</current_date>\n  <timezone>Europe/Lisbon</timezone>\n</environment_context>'

const TASKS = [
  'Find why the order total is off by one cent.',
  'Fix the rounding in the invoice printer.',
  'Add tests for the discount codes.',
  'Make the nightly report run in under a minute.',
  'Rename the bread types in the database.',
  'Explain the checkout flow in a comment.',
  'Remove the dead payment provider.',
  'Update the README for the new setup.',
  'Check the whole test suite once more.',
  'Write the release notes.',
]
/**
 * Tool calls per turn (a call runs the tests: a long output each); `FILL`: calls until the next
 * would reach the limit, then a long answer that does (the next turn starts over the limit).
 */
const FILL = -1
const CALLS = [6, 8, 40, 10, 12, FILL, 6, 4, 5, 2]
const OUTPUT_LINES = 500
/** about what one call adds (its reasoning, call and output). */
const CALL_TOKENS = 5_300

const content = (role: string, text: string) => ({
  type: role === 'assistant' ? 'output_text' : 'input_text',
  text,
})
const msg = (role: string, ...texts: string[]) => ({
  type: 'message',
  role,
  content: texts.map((t) => content(role, t)),
})

/** A tool output: a test log, different for every call. */
function toolOutput(call: number): string {
  const rows: string[] = []
  for (let i = 0; i < OUTPUT_LINES; i++)
    rows.push(`test bakery/${call}/${i} … ok (${(call * 37 + i * 11) % 97} ms)`)
  return rows.join('\n')
}

/** The file as it is written: lines, a clock, and the tokens the model has in use. */
class SampleWriter {
  readonly lines: string[] = []
  private clock = START
  private calls = 0
  /** the history's bytes since the last compaction. */
  private bytes = 0
  private total = 0
  private turnId = ''
  private turns = 0
  private readonly users: string[] = []

  /** the last request's input and output (Codex's tokens in use, items since aside). */
  inUse = 0

  get tokens(): number {
    return OVERHEAD + Math.ceil(this.bytes / 4)
  }

  add(type: string, payload: unknown): void {
    this.clock += 1_700
    this.lines.push(
      JSON.stringify({ timestamp: new Date(this.clock).toISOString(), type, payload }),
    )
  }

  item(payload: Record<string, unknown>, size = JSON.stringify(payload).length): void {
    this.bytes += size
    this.add('response_item', payload)
  }

  event(type: string, payload: Record<string, unknown> = {}): void {
    this.add('event_msg', { type, ...payload })
  }

  context(): void {
    this.add('turn_context', {
      turn_id: this.turnId,
      cwd: '/home/sam/bakery',
      approval_policy: 'on-request',
      sandbox_policy: { type: 'workspace-write', network_access: false },
      model: 'gpt-5.1-codex',
      summary: 'auto',
      current_date: '2026-07-14',
      timezone: 'Europe/Lisbon',
    })
  }

  tokenCount(output = 180): void {
    const input = this.tokens
    this.inUse = input + output
    this.total += input + output
    this.event('token_count', {
      info: {
        total_token_usage: {
          input_tokens: this.total - output,
          cached_input_tokens: 0,
          output_tokens: output,
          reasoning_output_tokens: 0,
          total_tokens: this.total,
        },
        last_token_usage: {
          input_tokens: input,
          cached_input_tokens: 0,
          output_tokens: output,
          reasoning_output_tokens: 0,
          total_tokens: input + output,
        },
        model_context_window: SAMPLE_WINDOW,
      },
      rate_limits: null,
    })
  }

  startTurn(): void {
    this.turns += 1
    this.turnId = `turn-${this.turns}`
    this.event('task_started', { turn_id: this.turnId, model_context_window: SAMPLE_WINDOW })
  }

  userMessage(text: string): void {
    this.users.push(text)
    this.event('user_message', { message: text, images: [] })
    this.item(msg('user', text))
  }

  toolCall(): void {
    this.calls += 1
    const id = `call_${this.calls}`
    this.item({ type: 'reasoning', summary: [], encrypted_content: 'gAAAA'.padEnd(1600, 'x') })
    this.item({
      type: 'function_call',
      name: 'shell',
      arguments: JSON.stringify({ command: ['make', 'test', `PART=${this.calls}`] }),
      call_id: id,
    })
    this.item({ type: 'function_call_output', call_id: id, output: toolOutput(this.calls) })
    this.tokenCount()
  }

  /** A remote compaction: the user messages, the fresh context, the server's item. */
  compacted(withContext: boolean): void {
    const users = this.users.map((u) => msg('user', u))
    const history = [
      ...users,
      ...(withContext ? [msg('developer', PERMISSIONS), msg('user', AGENTS, ENV)] : []),
      { type: 'compaction', encrypted_content: `gAAAA${this.turns}`.padEnd(9000, 'z') },
    ]
    this.add('compacted', { message: '', replacement_history: history })
    this.bytes = JSON.stringify(history).length
  }

  endTurn(answer: string, output = 900): void {
    this.item(msg('assistant', answer))
    this.tokenCount(output)
    this.event('task_complete', { turn_id: this.turnId, last_agent_message: answer })
  }
}

/** One regular turn; a mid-turn compaction when a tool output reaches the limit. */
function regularTurn(w: SampleWriter, index: number): void {
  const fill = CALLS[index] === FILL
  const calls = fill ? Infinity : CALLS[index]!
  const more = () => !fill || w.tokens + CALL_TOKENS < LIMIT
  for (let c = 0; c < calls && more(); c++) {
    w.toolCall()
    // the last output goes back with the answer's request: no follow-up check after it here
    if (w.inUse >= LIMIT && c < calls - 1) {
      // Codex 0.118's mid-turn order
      w.compacted(true)
      w.context()
      w.tokenCount()
      w.event('context_compacted')
    }
  }
  const answer = `Done: ${TASKS[index]!.toLowerCase()}`
  w.endTurn(answer, fill ? Math.max(900, LIMIT - w.tokens + 400) : 900)
}

/** A turn that starts over the limit: a pre-turn compaction first, in Codex 0.117's order. */
function preTurn(w: SampleWriter, index: number): void {
  w.startTurn()
  w.compacted(false)
  w.tokenCount()
  w.event('context_compacted')
  w.item(msg('developer', PERMISSIONS))
  w.item(msg('user', AGENTS, ENV))
  w.context()
  w.userMessage(TASKS[index]!)
  regularTurn(w, index)
}

/** `/compact` typed between turns: its own turn, no user message. */
function manualCompact(w: SampleWriter): void {
  w.startTurn()
  w.compacted(false)
  w.event('context_compacted')
  w.event('task_complete', { turn_id: `turn-manual`, last_agent_message: null })
}

/** The sample session's text (JSONL). */
export function sampleRollout(): string {
  const w = new SampleWriter()
  w.add('session_meta', {
    id: '019d0000-0000-7000-8000-00000000cafe',
    timestamp: new Date(START).toISOString(),
    cwd: '/home/sam/bakery',
    originator: 'codex_cli_rs',
    cli_version: '0.140.0',
    source: 'cli',
    model_provider: 'openai',
  })
  w.item(msg('developer', PERMISSIONS))
  w.item(msg('user', AGENTS, ENV))
  for (let index = 0; index < TASKS.length; index++) {
    if (index === 8) manualCompact(w)
    if (w.inUse >= LIMIT) {
      preTurn(w, index)
      continue
    }
    w.startTurn()
    w.context()
    w.userMessage(TASKS[index]!)
    regularTurn(w, index)
  }
  return `${w.lines.join('\n')}\n`
}

export const SAMPLE_NAME = 'sample-rollout.jsonl'
