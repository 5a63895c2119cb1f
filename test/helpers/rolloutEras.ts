/**
 * Synthetic rollouts in the shapes each Codex era writes around a compaction (issue 20): written
 * here from the format notes, never copied from a real file. Each builder returns the file's
 * text and the line of every `compacted` record, so a test can check labels and evidence lines.
 */
import { line, msg, tokenInfo } from '../../scripts/syntheticRollout.ts'

const SUMMARY_PREFIX =
  'Another language model started to solve this problem and produced a summary of its thinking process. You also have access to the state of the tools that were used by that language model. Use this to build on the work that has already been done and avoid duplicating work. Here is the summary produced by the other language model, use the information in this summary to assist with your own analysis:'

export const WINDOW = 258_400

export const PERMISSIONS_DANGER =
  '<permissions instructions>\nFilesystem sandboxing defines which files can be read or written. `sandbox_mode` is `danger-full-access`: No filesystem sandboxing - all commands are permitted. Network access is enabled.\nApproval policy is currently never. Do not provide the `sandbox_permissions` for any reason, commands will be rejected.\n</permissions instructions>'
export const AGENTS_MD =
  '# AGENTS.md instructions for /home/dev/shop\n\n<INSTRUCTIONS>\nUse pnpm, never npm.\n</INSTRUCTIONS>'
export const ENV_OLD =
  '<environment_context>\n  <cwd>/home/dev/shop</cwd>\n  <approval_policy>never</approval_policy>\n  <sandbox_mode>danger-full-access</sandbox_mode>\n  <network_access>enabled</network_access>\n  <shell>zsh</shell>\n</environment_context>'
export const ENV_NEW =
  '<environment_context>\n  <cwd>/home/dev/shop</cwd>\n  <shell>zsh</shell>\n  <current_date>2026-07-20</current_date>\n  <timezone>Europe/Berlin</timezone>\n</environment_context>'
const CONTEXT_WINDOW =
  '<context_window>\nAgent name: /root\nFirst context window id: 019f0000-0000-7000-8000-00000000000a\nCurrent context window id: 019f0000-0000-7000-8000-00000000000b\nPrevious context window id: 019f0000-0000-7000-8000-00000000000a\n</context_window>'

/** A file being written: every line numbered as it is added. */
class Writer {
  readonly lines: string[] = []
  readonly compactions: number[] = []
  add(type: string, payload: unknown): number {
    this.lines.push(line(type, payload))
    return this.lines.length
  }
  raw(value: unknown): number {
    this.lines.push(JSON.stringify(value))
    return this.lines.length
  }
  item(payload: unknown): number {
    return this.add('response_item', payload)
  }
  event(type: string, payload: Record<string, unknown> = {}): number {
    return this.add('event_msg', { type, ...payload })
  }
  compacted(payload: Record<string, unknown>): number {
    const at = this.add('compacted', payload)
    this.compactions.push(at)
    return at
  }
  text(): string {
    return `${this.lines.join('\n')}\n`
  }
}

export interface EraFile {
  readonly text: string
  readonly compactions: readonly number[]
}

function meta(w: Writer, version: string, timestamp: string, cwd = '/home/dev/shop') {
  return w.add('session_meta', {
    id: '019b0000-0000-7000-8000-000000000001',
    timestamp,
    cwd,
    originator: 'codex_cli_rs',
    cli_version: version,
    source: 'cli',
    model_provider: 'openai',
  })
}

function tokens(w: Writer, input: number, total: number) {
  return w.event('token_count', { info: tokenInfo(input, total, WINDOW, 200), rate_limits: null })
}

function turnContext(w: Writer, turnId?: string, extra: Record<string, unknown> = {}) {
  return w.add('turn_context', {
    ...(turnId ? { turn_id: turnId } : {}),
    cwd: '/home/dev/shop',
    approval_policy: 'never',
    sandbox_policy: { type: 'danger-full-access' },
    model: 'gpt-5.1-codex',
    summary: 'auto',
    ...extra,
  })
}

/** A tool call and its output; returns the output's line. */
function toolCall(w: Writer, id: string, output = 'ok: 12 tests passed') {
  w.item({
    type: 'function_call',
    name: 'shell',
    arguments: '{"command":["pnpm","test"]}',
    call_id: id,
  })
  return w.item({ type: 'function_call_output', call_id: id, output })
}

/** One turn of an era without lifecycle events: user message, a call, the final answer. */
function plainTurn(w: Writer, n: number, input: number, total: number) {
  w.event('user_message', { message: `Task ${n}`, images: [] })
  w.item(msg('user', `Task ${n}: make the cart test pass.`))
  toolCall(w, `c${n}`)
  tokens(w, input, total)
  w.item(msg('assistant', `Done with task ${n}.`))
}

/** The start of a newer era's file (0.117 on): its meta, then the bundled initial context. */
function newerStart(w: Writer, version: string, timestamp: string) {
  meta(w, version, timestamp)
  w.item(msg('developer', PERMISSIONS_DANGER))
  w.item(msg('user', AGENTS_MD, ENV_NEW))
}

/** Turn t1 of a newer era up to its first request: the turn's start, the task, a call, tokens. */
function portTask(w: Writer, input: number, output?: string) {
  turnContext(w, 't1')
  w.event('task_started', { turn_id: 't1', model_context_window: WINDOW })
  w.event('user_message', { message: 'Task 1', images: [] })
  w.item(msg('user', 'Task 1: port the cart.'))
  toolCall(w, 'c1', output)
  tokens(w, input, input)
}

/** 0.47: a manual local compaction between turns, summary in `message`, no replacement history. */
export function era047(): EraFile {
  const w = new Writer()
  meta(w, '0.47.0', '2025-10-14T08:00:00.000Z')
  w.item(msg('user', ENV_OLD))
  turnContext(w)
  plainTurn(w, 1, 61_000, 61_000)
  // the compact task writes its own turn context, then the summary, then its agent message
  turnContext(w)
  w.compacted({ message: 'The cart test passes; next the checkout page.' })
  w.event('agent_message', { message: 'Compact task completed' })
  turnContext(w)
  plainTurn(w, 2, 20_000, 81_000)
  return { text: w.text(), compactions: w.compactions }
}

/**
 * 0.58: one long user turn, a turn context before every sampling request (the legacy
 * `sandbox_policy {mode}`), a ghost snapshot, each token count written twice, no compaction: the
 * shape of a real 0.58.0 CLI session, for the tests that once read a public one.
 */
export function era058(requests = 40): EraFile {
  const w = new Writer()
  const legacyContext = () =>
    turnContext(w, undefined, { sandbox_policy: { mode: 'danger-full-access' } })
  meta(w, '0.58.0', '2025-11-17T15:30:28.000Z')
  w.item(msg('user', ENV_OLD))
  w.event('user_message', { message: 'Task 1', images: [] })
  w.item(msg('user', 'Task 1: make the cart test pass.'))
  w.item({ type: 'ghost_snapshot', ghost_commit: { id: 'a1b2c3', parent: null } })
  for (let i = 1; i <= requests; i++) {
    legacyContext()
    w.item(msg('assistant', `Step ${i}: running the tests.`))
    toolCall(w, `c${i}`)
    // the CLI wrote each usage twice: a summary counts the request once
    tokens(w, 20_000 + i * 1_000, 20_000 + i * 1_000)
    tokens(w, 20_000 + i * 1_000, 20_000 + i * 1_000)
  }
  legacyContext()
  w.item(msg('assistant', 'Done: the cart test passes.'))
  return { text: w.text(), compactions: w.compactions }
}

/** 0.64: a mid-turn remote compaction ending in `compaction_summary`, ghost snapshots kept. */
export function era064(): EraFile {
  const w = new Writer()
  meta(w, '0.64.0', '2025-11-28T08:00:00.000Z')
  w.item(msg('user', AGENTS_MD))
  w.item(msg('user', ENV_OLD))
  turnContext(w)
  w.event('user_message', { message: 'Task 1', images: [] })
  w.item(msg('user', 'Task 1: refactor the cart.'))
  w.item({
    type: 'ghost_snapshot',
    ghost_commit: {
      id: 'g1',
      parent: null,
      preexisting_untracked_files: [],
      preexisting_untracked_dirs: [],
    },
  })
  toolCall(w, 'c1', 'x'.repeat(4000))
  tokens(w, 236_000, 236_000)
  w.compacted({
    message: '',
    // that version appended the ghost snapshots after the server's output
    replacement_history: [
      msg('user', 'Task 1: refactor the cart.'),
      { type: 'compaction_summary', encrypted_content: 'gAAAAearly' },
      {
        type: 'ghost_snapshot',
        ghost_commit: {
          id: 'g1',
          parent: null,
          preexisting_untracked_files: [],
          preexisting_untracked_dirs: [],
        },
      },
    ],
  })
  w.event('context_compacted')
  turnContext(w)
  toolCall(w, 'c2')
  tokens(w, 30_000, 266_000)
  w.item(msg('assistant', 'Refactored.'))
  return { text: w.text(), compactions: w.compactions }
}

/** 0.77: between turns at 240k (an automatic pre-turn compaction), ending in `compaction`. */
export function era077(): EraFile {
  const w = new Writer()
  meta(w, '0.77.0', '2026-01-10T08:00:00.000Z')
  w.item(msg('user', ENV_OLD))
  turnContext(w)
  plainTurn(w, 1, 240_000, 240_000)
  w.compacted({
    message: '',
    replacement_history: [
      msg('user', 'Task 1: make the cart test pass.'),
      { type: 'compaction', encrypted_content: 'gAAAA77' },
    ],
  })
  w.event('context_compacted')
  turnContext(w)
  plainTurn(w, 2, 25_000, 265_000)
  return { text: w.text(), compactions: w.compactions }
}

/**
 * 0.64 and 0.77 as real files of those versions show them: before #10574 Codex installed the
 * legacy server's output as it came, and the server returned the request's context messages
 * (AGENTS.md, the environment) where the request had them, at the start.
 */
export function era064ServerContext(): EraFile {
  return withServerContext(era064(), [msg('user', AGENTS_MD), msg('user', ENV_OLD)])
}

export function era077ServerContext(): EraFile {
  return withServerContext(era077(), [msg('user', ENV_OLD)])
}

function withServerContext(file: EraFile, context: unknown[]): EraFile {
  const lines = file.text.split('\n')
  for (const at of file.compactions) {
    const record = JSON.parse(lines[at - 1]!) as { payload: { replacement_history: unknown[] } }
    record.payload.replacement_history.unshift(...context)
    lines[at - 1] = JSON.stringify(record)
  }
  return { text: lines.join('\n'), compactions: file.compactions }
}

/**
 * 0.104: mid-turn, the legacy server kept the user messages and 15 final answers. Recorded before
 * the sections were bundled (#12417), so each section of the initial context is its own message;
 * after #10574 the initial context goes in before the last user message.
 */
export function era104(): EraFile {
  const w = new Writer()
  meta(w, '0.104.0', '2026-02-20T08:00:00.000Z')
  w.item(msg('developer', PERMISSIONS_DANGER))
  w.item(msg('user', AGENTS_MD))
  w.item(msg('user', ENV_OLD))
  const kept: unknown[] = []
  for (let t = 1; t <= 16; t++) {
    const id = `019c0000-0000-7000-8000-0000000000${String(t).padStart(2, '0')}`
    turnContext(w, id)
    w.event('task_started', { turn_id: id, model_context_window: WINDOW })
    w.event('user_message', { message: `Task ${t}`, images: [] })
    w.item(msg('user', `Task ${t}: fix bug ${t}.`))
    kept.push(msg('user', `Task ${t}: fix bug ${t}.`))
    toolCall(w, `c${t}`)
    tokens(w, 14_000 * t, 14_000 * t * t)
    if (t === 16) break
    const answer = { ...msg('assistant', `Fixed bug ${t}.`), phase: 'final_answer' }
    w.item(answer)
    kept.push(answer)
    w.event('task_complete', { turn_id: id, last_agent_message: `Fixed bug ${t}.` })
  }
  w.compacted({
    message: '',
    replacement_history: [
      ...kept.slice(0, -1),
      msg('developer', PERMISSIONS_DANGER),
      msg('user', AGENTS_MD),
      msg('user', ENV_OLD),
      kept[kept.length - 1],
      { type: 'compaction', encrypted_content: 'gAAAA104' },
    ],
  })
  w.event('context_compacted')
  turnContext(w, '019c0000-0000-7000-8000-000000000016')
  return { text: w.text(), compactions: w.compactions }
}

/** 0.117: pre-turn, in the order that version writes it. */
export function era117(): EraFile {
  const w = new Writer()
  newerStart(w, '0.117.0', '2026-04-02T08:00:00.000Z')
  portTask(w, 253_000)
  w.item(msg('assistant', 'Ported.'))
  w.event('task_complete', { turn_id: 't1', last_agent_message: 'Ported.' })
  w.event('task_started', { turn_id: 't2', model_context_window: WINDOW })
  w.compacted({
    message: '',
    replacement_history: [
      msg('user', 'Task 1: port the cart.'),
      { type: 'compaction', encrypted_content: 'gAAAA117' },
    ],
  })
  tokens(w, 21_000, 274_000)
  w.event('context_compacted')
  w.item(msg('developer', PERMISSIONS_DANGER))
  w.item(msg('user', AGENTS_MD, ENV_NEW))
  turnContext(w, 't2')
  w.event('user_message', { message: 'Task 2', images: [] })
  w.item(msg('user', 'Task 2: and the checkout.'))
  return { text: w.text(), compactions: w.compactions }
}

/** 0.118: mid-turn after a tool output, then a manual `/compact` as its own turn. */
export function era118(): EraFile {
  const w = new Writer()
  newerStart(w, '0.118.0', '2026-04-09T08:00:00.000Z')
  portTask(w, 208_000, 'y'.repeat(3000))
  w.compacted({
    message: '',
    // mid-turn: the initial context goes before the last real user message (#12252)
    replacement_history: [
      msg('developer', PERMISSIONS_DANGER),
      msg('user', AGENTS_MD, ENV_NEW),
      msg('user', 'Task 1: port the cart.'),
      { type: 'compaction', encrypted_content: 'gAAAA118' },
    ],
  })
  turnContext(w, 't1')
  tokens(w, 30_000, 238_000)
  w.event('context_compacted')
  toolCall(w, 'c2')
  w.item(msg('assistant', 'Ported.'))
  w.event('task_complete', { turn_id: 't1', last_agent_message: 'Ported.' })
  // the manual task: its own turn, no user message, well below the limit
  w.event('task_started', { turn_id: 't2', model_context_window: WINDOW })
  w.compacted({
    message: '',
    replacement_history: [
      msg('user', 'Task 1: port the cart.'),
      { type: 'compaction', encrypted_content: 'gAAAA118b' },
    ],
  })
  w.event('context_compacted')
  w.event('task_complete', { turn_id: 't2', last_agent_message: null })
  return { text: w.text(), compactions: w.compactions }
}

/** 0.144: world_state lines, chained window ids, a second session_meta at the resume. */
export function era144(): EraFile {
  const w = new Writer()
  newerStart(w, '0.144.0', '2026-07-20T08:00:00.000Z')
  w.add('world_state', { full: true, state: { agents_md: {}, permissions: {} } })
  turnContext(w, 't1', { current_date: '2026-07-20', timezone: 'Europe/Berlin' })
  w.event('task_started', { turn_id: 't1', model_context_window: WINDOW })
  w.event('user_message', { message: 'Task 1', images: [] })
  w.item(msg('user', 'Task 1: port the cart.'))
  w.event('task_complete', { turn_id: 't1', last_agent_message: null })
  meta(w, '0.144.2', '2026-07-21T08:00:00.000Z')
  turnContext(w, 't2', { current_date: '2026-07-21', timezone: 'Europe/Berlin' })
  w.event('task_started', { turn_id: 't2', model_context_window: WINDOW })
  w.event('user_message', { message: 'Task 2', images: [] })
  w.item(msg('user', 'Task 2: and the checkout.'))
  toolCall(w, 'c2')
  tokens(w, 231_000, 231_000)
  w.compacted({
    message: '',
    window_id: '019f0000-0000-7000-8000-00000000000b',
    window_number: 2,
    previous_window_id: '019f0000-0000-7000-8000-00000000000a',
    first_window_id: '019f0000-0000-7000-8000-00000000000a',
    replacement_history: [
      msg('user', 'Task 1: port the cart.'),
      msg('developer', PERMISSIONS_DANGER),
      msg('user', AGENTS_MD, ENV_NEW),
      msg('user', 'Task 2: and the checkout.'),
      { type: 'compaction', encrypted_content: 'gAAAA144' },
    ],
  })
  w.add('world_state', { full: true, state: {} })
  turnContext(w, 't2', { current_date: '2026-07-21', timezone: 'Europe/Berlin' })
  w.event('context_compacted')
  return { text: w.text(), compactions: w.compactions }
}

/** TokenBudget (0.147): a manual empty-window compaction installs a fresh initial context. */
export function emptyWindow(): EraFile {
  const w = new Writer()
  newerStart(w, '0.147.0', '2026-08-18T08:00:00.000Z')
  portTask(w, 90_000)
  w.item(msg('assistant', 'Ported.'))
  w.event('task_complete', { turn_id: 't1', last_agent_message: 'Ported.' })
  w.event('task_started', { turn_id: 't2', model_context_window: WINDOW })
  w.compacted({
    message: '',
    window_id: '019f0000-0000-7000-8000-00000000000b',
    window_number: 2,
    previous_window_id: '019f0000-0000-7000-8000-00000000000a',
    first_window_id: '019f0000-0000-7000-8000-00000000000a',
    // the window identity is a developer message of its own (core/src/session/mod.rs:3661, 3715)
    replacement_history: [
      msg('developer', PERMISSIONS_DANGER),
      msg('developer', CONTEXT_WINDOW),
      msg('user', AGENTS_MD, ENV_NEW),
    ],
  })
  w.add('world_state', { full: true, state: {} })
  turnContext(w, 't2')
  w.event('task_complete', { turn_id: 't2', last_agent_message: null })
  return { text: w.text(), compactions: w.compactions }
}

/** A local compaction of a newer version: the summary is the replacement's last user message. */
export function localRebuilt(): EraFile {
  const w = new Writer()
  newerStart(w, '0.118.0', '2026-04-09T08:00:00.000Z')
  portTask(w, 240_000)
  const summary = `${SUMMARY_PREFIX}\nThe cart is half ported.`
  w.compacted({
    message: summary,
    replacement_history: [
      msg('developer', PERMISSIONS_DANGER),
      msg('user', AGENTS_MD, ENV_NEW),
      msg('user', 'Task 1: port the cart.'),
      msg('user', summary),
    ],
  })
  w.event('context_compacted')
  return { text: w.text(), compactions: w.compactions }
}

/** A file that states nothing about its world: no turn context, no context messages. */
export function silentWorld(): EraFile {
  const w = new Writer()
  w.raw({
    id: '0198a000-0000-7000-8000-000000000001',
    timestamp: '2025-09-01T08:00:00.000Z',
    instructions: null,
    git: null,
  })
  w.raw(msg('user', 'Task 1: port the cart.'))
  w.raw(msg('assistant', 'Ported.'))
  return { text: w.text(), compactions: w.compactions }
}

/**
 * A file shared after its texts were replaced by digests: every context message (developer text,
 * AGENTS.md, environment context) becomes a hash, so its markers are gone with it.
 */
export function redacted(file: EraFile, hash: (text: string) => string): EraFile {
  const scrub = (item: unknown): unknown => {
    if (!item || typeof item !== 'object') return item
    const m = item as { type?: string; role?: string; content?: { text?: string }[] }
    if (m.type !== 'message' || !Array.isArray(m.content)) return item
    const content = m.content.map((c) => {
      const t = c.text
      const context = t !== undefined && (m.role === 'developer' || /^\s*[<#]/.test(t))
      return context ? { ...c, text: hash(t) } : c
    })
    return { ...m, content }
  }
  const lines = file.text
    .trimEnd()
    .split('\n')
    .map((text) => {
      const v = JSON.parse(text) as { type?: string; payload?: Record<string, unknown> }
      if (v.type === 'response_item') return JSON.stringify({ ...v, payload: scrub(v.payload) })
      if (v.type === 'compacted' && Array.isArray(v.payload?.['replacement_history']))
        return JSON.stringify({
          ...v,
          payload: {
            ...v.payload,
            replacement_history: (v.payload['replacement_history'] as unknown[]).map(scrub),
          },
        })
      return text
    })
  return { text: `${lines.join('\n')}\n`, compactions: file.compactions }
}

/**
 * 0.98 (before #12252): a mid-turn local compaction, then a manual one as its own turn. That
 * Codex built each new history on the fresh initial context (one message per section before
 * #12417), then the user messages and the summary, at every timing (`compact.rs` at 143daadb3,
 * line 191). It wrote no replacement history (line 203); this file carries the one it installed,
 * so the comparison can see where the context stood. `contextFirst: false` puts it where the pin
 * does (mid-turn before the last user message, none at the manual one); `replacement: false`
 * writes none, as that Codex did: the comparison then rebuilds it as that Codex's resume did.
 */
export function era098Local({ contextFirst = true, replacement = true } = {}): EraFile {
  const w = new Writer()
  meta(w, '0.98.0', '2026-02-10T08:00:00.000Z')
  const context = [
    msg('developer', PERMISSIONS_DANGER),
    msg('user', AGENTS_MD),
    msg('user', ENV_OLD),
  ]
  for (const item of context) w.item(item)
  const task1 = msg('user', 'Task 1: port the cart.')
  const task2 = msg('user', 'Task 2: and the checkout.')
  turnContext(w, 't1')
  w.event('task_started', { turn_id: 't1', model_context_window: WINDOW })
  w.event('user_message', { message: 'Task 1', images: [] })
  w.item(task1)
  toolCall(w, 'c1')
  tokens(w, 120_000, 120_000)
  w.item(msg('assistant', 'Ported.'))
  w.event('task_complete', { turn_id: 't1', last_agent_message: 'Ported.' })
  turnContext(w, 't2')
  w.event('task_started', { turn_id: 't2', model_context_window: WINDOW })
  w.event('user_message', { message: 'Task 2', images: [] })
  w.item(task2)
  toolCall(w, 'c2', 'y'.repeat(3000))
  tokens(w, 240_000, 360_000)
  const summary = `${SUMMARY_PREFIX}\nThe cart is ported; the checkout is next.`
  w.compacted({
    message: summary,
    ...(replacement
      ? {
          replacement_history: contextFirst
            ? [...context, task1, task2, msg('user', summary)]
            : [task1, ...context, task2, msg('user', summary)],
        }
      : {}),
  })
  w.event('context_compacted')
  toolCall(w, 'c3')
  w.item(msg('assistant', 'Checkout done.'))
  w.event('task_complete', { turn_id: 't2', last_agent_message: 'Checkout done.' })
  // the manual task: its own turn, no user message, well below the limit
  w.event('task_started', { turn_id: 't3', model_context_window: WINDOW })
  const summary2 = `${SUMMARY_PREFIX}\nCart and checkout are ported.`
  w.compacted({
    message: summary2,
    ...(replacement
      ? {
          replacement_history: contextFirst
            ? [...context, task1, task2, msg('user', summary2)]
            : [task1, task2, msg('user', summary2)],
        }
      : {}),
  })
  w.event('context_compacted')
  w.event('task_complete', { turn_id: 't3', last_agent_message: null })
  return { text: w.text(), compactions: w.compactions }
}
