import type { ScenarioItem } from '../src/core/index.ts'

// a seeded generator: the same histories on every run
function lcg(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

const USER_TEXTS = [
  'Fix the failing login test without touching the public API.',
  'Also update the changelog when the tests pass.',
  '<environment_context>\n  <cwd>/repo</cwd>\n  <shell>bash</shell>\n</environment_context>',
  '# AGENTS.md instructions for /repo\n\n<INSTRUCTIONS>\nRun npm test.\n</INSTRUCTIONS>',
  '<turn_aborted>\nThe user interrupted the previous turn on purpose.\n</turn_aborted>',
]
const DEV_TEXTS = [
  '<permissions instructions>\nread-only\n</permissions instructions>',
  'Approved command prefix saved:\nnpm *',
  '<current_time_reminder>It is 2026-02-26 12:00:00 UTC.</current_time_reminder>',
]

/** A mixed history of about `size` items, like the lesson's, repeated. */
export function mixedHistory(size: number, seed = 7): ScenarioItem[] {
  const random = lcg(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
  const items: ScenarioItem[] = []
  let n = 0
  while (items.length < size) {
    const roll = random()
    const id = `i${n++}`
    if (roll < 0.3) items.push({ id, type: 'message', role: 'user', text: pick(USER_TEXTS) })
    else if (roll < 0.45)
      items.push({ id, type: 'message', role: 'assistant', text: 'Running the tests again.' })
    else if (roll < 0.55)
      items.push({ id, type: 'message', role: 'developer', text: pick(DEV_TEXTS) })
    else if (roll < 0.65) items.push({ id, type: 'reasoning', text: 'The fixture token expired.' })
    else if (items.length + 2 <= size) {
      items.push({
        id,
        type: 'function_call',
        name: 'shell',
        callId: `c${n}`,
        arguments: '{"command":["npm","test"]}',
      })
      items.push({
        id: `${id}o`,
        type: 'function_call_output',
        callId: `c${n}`,
        output: 'FAIL src/auth/login.test.ts\nexpected 200, received 401',
      })
    } else items.push({ id, type: 'compaction' })
  }
  return items
}
