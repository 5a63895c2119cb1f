import type { ScenarioItem } from '../src/core/index.ts'

// a seeded generator: the same histories on every run
function lcg(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/** The texts of each kind of item: the lesson's, or shorter ones of the same kinds. */
interface Texts {
  readonly user: readonly string[]
  readonly developer: readonly string[]
  readonly assistant: string
  readonly reasoning: string
  readonly arguments: string
  readonly output: string
}

const FULL: Texts = {
  user: [
    'Fix the failing login test without touching the public API.',
    'Also update the changelog when the tests pass.',
    '<environment_context>\n  <cwd>/repo</cwd>\n  <shell>bash</shell>\n</environment_context>',
    '# AGENTS.md instructions for /repo\n\n<INSTRUCTIONS>\nRun npm test.\n</INSTRUCTIONS>',
    '<turn_aborted>\nThe user interrupted the previous turn on purpose.\n</turn_aborted>',
  ],
  developer: [
    '<permissions instructions>\nread-only\n</permissions instructions>',
    'Approved command prefix saved:\nnpm *',
    '<current_time_reminder>It is 2026-02-26 12:00:00 UTC.</current_time_reminder>',
  ],
  assistant: 'Running the tests again.',
  reasoning: 'The fixture token expired.',
  arguments: '{"command":["npm","test"]}',
  output: 'FAIL src/auth/login.test.ts\nexpected 200, received 401',
}

/**
 * The same kinds (plain user text, each injected fragment type, tool call and output) in fewer
 * characters: 50,000 items then fit the app's 5 MB import limit (about 90 bytes an item).
 */
const SHORT: Texts = {
  user: [
    'Fix the login test.',
    'Update the changelog.',
    '<environment_context><cwd>/r</cwd></environment_context>',
    '# AGENTS.md instructions for /r\n<INSTRUCTIONS>npm test</INSTRUCTIONS>',
    '<turn_aborted>interrupted</turn_aborted>',
  ],
  developer: [
    '<permissions instructions>ro</permissions instructions>',
    'Approved command prefix saved:\nnpm *',
    '<current_time_reminder>12:00</current_time_reminder>',
  ],
  assistant: 'Running tests.',
  reasoning: 'Token expired.',
  arguments: '{"cmd":"npm test"}',
  output: 'FAIL: 401',
}

/**
 * A mixed history of `size` items, like the lesson's, repeated; `short` uses the shorter texts
 * (same kinds, same proportions).
 */
export function mixedHistory(size: number, seed = 7, short = false): ScenarioItem[] {
  const texts = short ? SHORT : FULL
  const random = lcg(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
  const items: ScenarioItem[] = []
  let n = 0
  while (items.length < size) {
    const roll = random()
    const id = `i${n++}`
    if (roll < 0.3) items.push({ id, type: 'message', role: 'user', text: pick(texts.user) })
    else if (roll < 0.45)
      items.push({ id, type: 'message', role: 'assistant', text: texts.assistant })
    else if (roll < 0.55)
      items.push({ id, type: 'message', role: 'developer', text: pick(texts.developer) })
    else if (roll < 0.65) items.push({ id, type: 'reasoning', text: texts.reasoning })
    else if (items.length + 2 <= size) {
      items.push({
        id,
        type: 'function_call',
        name: 'shell',
        callId: `c${n}`,
        arguments: texts.arguments,
      })
      items.push({
        id: `${id}o`,
        type: 'function_call_output',
        callId: `c${n}`,
        output: texts.output,
      })
    } else items.push({ id, type: 'compaction' })
  }
  return items
}
