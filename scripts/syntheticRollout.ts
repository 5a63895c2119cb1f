/**
 * Synthetic Codex rollouts for tests, the bench and the end-to-end suite: every era of the line
 * format (spec rollout.md §1.2), the reconstruction vectors' building blocks (§3.7), and whole
 * realistic sessions with remote and local compactions and token counts.
 */

export type Era = 'legacy' | 'envelope' | 'newest'

const SUMMARY_PREFIX =
  'Another language model started to solve this problem and produced a summary of its thinking process. You also have access to the state of the tools that were used by that language model. Use this to build on the work that has already been done and avoid duplicating work. Here is the summary produced by the other language model, use the information in this summary to assist with your own analysis:'

let clock = Date.parse('2026-03-02T09:00:00.000Z')
function stamp(): string {
  clock += 731
  return new Date(clock).toISOString()
}

/** One envelope line. */
export function line(type: string, payload: unknown, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ timestamp: stamp(), ...extra, type, payload })
}

const text = (t: string, role: string) => ({
  type: role === 'assistant' ? 'output_text' : 'input_text',
  text: t,
})
export const msg = (role: string, ...texts: string[]) => ({
  type: 'message',
  role,
  content: texts.map((t) => text(t, role)),
})

// the vectors' notation (§3.7)
export const TS = (id?: string) =>
  line('event_msg', {
    type: 'task_started',
    ...(id ? { turn_id: id } : {}),
    model_context_window: 258_400,
  })
export const TC = (id?: string) =>
  line('event_msg', {
    type: 'task_complete',
    ...(id ? { turn_id: id } : {}),
    last_agent_message: null,
  })
export const ABORT = (id?: string) =>
  line('event_msg', { type: 'turn_aborted', ...(id ? { turn_id: id } : {}), reason: 'interrupted' })
export const UM = (m = 'hi') => line('event_msg', { type: 'user_message', message: m, images: [] })
export const CTX = (id: string | undefined, model: string) =>
  line('turn_context', {
    ...(id ? { turn_id: id } : {}),
    cwd: '/repo',
    approval_policy: 'on-request',
    sandbox_policy: { type: 'workspace-write', network_access: false },
    model,
    summary: 'auto',
  })
export const U = (t: string) => line('response_item', msg('user', t))
export const A = (t: string) => line('response_item', msg('assistant', t))
export const DEV = (t: string) => line('response_item', msg('developer', t))
export const RB = (n: number) => line('event_msg', { type: 'thread_rolled_back', num_turns: n })
/**
 * Where a remote compaction's replacement holds the initial context: mid-turn, before the last
 * real user message (Codex's insertion rule since #12252); the generator's other timings keep it
 * after the user messages, as the sessions it stands for were written.
 */
function remoteOrder<T>(kept: readonly T[], context: readonly T[], phase: string): T[] {
  if (phase !== 'mid_turn' || kept.length === 0) return [...kept, ...context]
  return [...kept.slice(0, -1), ...context, ...kept.slice(-1)]
}

export const CP = (message: string, rh?: unknown[], extra: Record<string, unknown> = {}) =>
  line('compacted', { message, ...(rh ? { replacement_history: rh } : {}), ...extra })
export const META = (version = '0.104.0') =>
  line('session_meta', {
    id: '019c0000-0000-7000-8000-000000000001',
    timestamp: stamp(),
    cwd: '/repo',
    originator: 'codex_cli_rs',
    cli_version: version,
    source: 'cli',
    model_provider: 'openai',
  })
export const TOKENS = (input: number, total: number, window = 258_400, lastTotal = input + 300) =>
  line('event_msg', {
    type: 'token_count',
    info: tokenInfo(input, total, window, 300, lastTotal),
    rate_limits: null,
  })

/**
 * A `token_count` event's `info`: the session's running total, the last request's usage (`input`
 * tokens in, `output` out) and the model's window.
 */
export function tokenInfo(
  input: number,
  total: number,
  window: number,
  output: number,
  lastTotal = input + output,
) {
  return {
    total_token_usage: {
      input_tokens: total,
      cached_input_tokens: 0,
      output_tokens: 0,
      reasoning_output_tokens: 0,
      total_tokens: total,
    },
    last_token_usage: {
      input_tokens: input,
      cached_input_tokens: 0,
      output_tokens: output,
      reasoning_output_tokens: 0,
      total_tokens: lastTotal,
    },
    model_context_window: window,
  }
}

const ENV =
  '<environment_context>\n  <cwd>/repo</cwd>\n  <shell>bash</shell>\n</environment_context>'
const AGENTS =
  '# AGENTS.md instructions for /repo\n\n<INSTRUCTIONS>\nRun npm test before every commit.\n</INSTRUCTIONS>'
const PERMISSIONS =
  '<permissions instructions>\nFilesystem sandboxing: workspace-write.\n</permissions instructions>'

function filler(n: number, seed: number): string {
  const words = [
    'src/app.ts',
    'passed',
    'failed',
    'expect(',
    'function',
    'return',
    'const',
    'npm test',
    'line',
    'error',
  ]
  let out = ''
  for (let i = 0; out.length < n; i++) out += `${words[(i * 7 + seed) % words.length]} `
  return out.slice(0, n)
}

export interface SessionOptions {
  readonly era?: Era
  readonly turns?: number
  /** a compaction after every this many turns (0: none). */
  readonly compactEvery?: number
  /** characters of each tool output. */
  readonly outputSize?: number
  readonly calls?: number
  /** `remote` (replacement history ending in a compaction item), `local` (summary), `legacy` (no replacement history). */
  readonly compaction?: 'remote' | 'local' | 'legacy'
  readonly window?: number
  /** where compactions happen: inside a turn after a tool call (default) or between turns. */
  readonly compactPhase?: 'mid_turn' | 'pre_turn'
  /** context tokens each tool call adds to the reported usage (the chart's scale). */
  readonly tokensPerCall?: number
}

/** A whole session as lines; `onLine` receives them one at a time (a 100 MB file never sits in memory). */
export function writeSession(options: SessionOptions, onLine: (line: string) => void): void {
  const era = options.era ?? 'newest'
  const turns = options.turns ?? 6
  const window = options.window ?? 258_400
  const outputSize = options.outputSize ?? 400
  const calls = options.calls ?? 2
  const extra = (i: number): Record<string, unknown> => (era === 'newest' ? { ordinal: i } : {})
  let ordinal = 0
  const emit = (type: string, payload: unknown) => onLine(line(type, payload, extra(ordinal++)))
  const item = (payload: unknown) =>
    era === 'legacy' ? onLine(JSON.stringify(payload)) : emit('response_item', payload)
  if (era === 'legacy')
    onLine(
      JSON.stringify({
        id: '0198a000-0000-7000-8000-000000000001',
        timestamp: stamp(),
        instructions: null,
        git: null,
      }),
    )
  else emit('session_meta', JSON.parse(META()).payload)
  item(msg('developer', PERMISSIONS))
  item(msg('user', AGENTS, ENV))
  let context = 12_000 + (PERMISSIONS.length + AGENTS.length + ENV.length) / 4
  let total = 0
  const userTexts: string[] = []
  const every = options.compactEvery ?? 0
  const phase = options.compactPhase ?? 'mid_turn'
  const due = (t: number) => era !== 'legacy' && every > 0 && t % every === 0 && t < turns
  const compact = (t: number) => {
    const kind = options.compaction ?? 'remote'
    const kept = userTexts.slice(-3).map((u) => msg('user', u))
    if (kind === 'remote')
      emit('compacted', {
        message: '',
        replacement_history: [
          ...remoteOrder(kept, [msg('developer', PERMISSIONS), msg('user', AGENTS, ENV)], phase),
          { type: 'compaction', encrypted_content: `gAAAA${filler(2000, t)}` },
        ],
        ...(era === 'newest'
          ? {
              window_id: `019c0000-0000-7000-9000-${String(t).padStart(12, '0')}`,
              window_number: t / every + 1,
            }
          : {}),
      })
    else if (kind === 'local')
      emit('compacted', {
        message: `${SUMMARY_PREFIX}\nWe fixed modules 1–${t}; next: module ${t + 1}.`,
        replacement_history: [
          ...kept,
          msg('user', `${SUMMARY_PREFIX}\nWe fixed modules 1–${t}; next: module ${t + 1}.`),
        ],
      })
    else emit('compacted', { message: `We fixed modules 1–${t}.` })
    emit('event_msg', { type: 'context_compacted' })
    context = 12_000 + 8_000
    if (phase === 'mid_turn')
      emit('turn_context', turnContext(`019c0000-0000-7000-8000-${String(t).padStart(12, '0')}`))
  }
  for (let t = 1; t <= turns; t++) {
    const turnId = `019c0000-0000-7000-8000-${String(t).padStart(12, '0')}`
    const ask = `Turn ${t}: fix the failing test in src/module${t}.ts and explain what changed.`
    userTexts.push(ask)
    if (era !== 'legacy') {
      emit('turn_context', turnContext(turnId))
      emit('event_msg', { type: 'task_started', turn_id: turnId, model_context_window: window })
      emit('event_msg', { type: 'user_message', message: ask, images: [] })
    }
    item(msg('user', ask))
    context += ask.length / 4
    for (let c = 0; c < calls; c++) {
      const callId = `call_${t}_${c}`
      item({
        type: 'reasoning',
        summary: [{ type: 'summary_text', text: `**Checking module ${t}**` }],
        content: null,
        encrypted_content: `gAAAA${filler(600, t + c)}`,
      })
      item({
        type: 'function_call',
        name: 'shell',
        arguments: JSON.stringify({ command: ['bash', '-lc', `npm test -- module${t}`] }),
        call_id: callId,
      })
      item({
        type: 'function_call_output',
        call_id: callId,
        output: filler(outputSize, t * 31 + c),
      })
      context += options.tokensPerCall ?? 12_000
      total += Math.round(context)
      if (era !== 'legacy')
        emit('event_msg', {
          type: 'token_count',
          info: tokenInfo(Math.round(context), total, window, 250),
          rate_limits: null,
        })
      else onLine(JSON.stringify({ record_type: 'state' }))
      if (c === 0 && due(t) && phase === 'mid_turn') compact(t)
    }
    item(msg('assistant', `Fixed module ${t}: the fixture had a stale path. ${filler(120, t)}`))
    if (era !== 'legacy')
      emit('event_msg', { type: 'task_complete', turn_id: turnId, last_agent_message: 'done' })
    if (due(t) && phase === 'pre_turn') compact(t)
  }
}

function turnContext(turnId: string) {
  return {
    turn_id: turnId,
    cwd: '/repo',
    approval_policy: 'on-request',
    sandbox_policy: { type: 'workspace-write', network_access: false },
    model: 'gpt-5.3-codex',
    effort: 'medium',
    summary: 'auto',
    truncation_policy: { mode: 'tokens', limit: 10_000 },
  }
}

/** A session as one string (small sizes only). */
export function sessionText(options: SessionOptions): string {
  const lines: string[] = []
  writeSession(options, (l) => lines.push(l))
  return `${lines.join('\n')}\n`
}

/** Options that give a session of about `bytes` bytes with a compaction every 8 turns. */
export function sessionOfSize(bytes: number): SessionOptions {
  const perTurn = 2 * (4000 + 1400) + 1200
  return {
    turns: Math.max(2, Math.ceil(bytes / perTurn)),
    outputSize: 4000,
    calls: 2,
    compactEvery: 8,
    compaction: 'remote',
  }
}
