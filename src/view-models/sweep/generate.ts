import type { ScenarioItem } from '../../core/index.ts'

/**
 * Histories for a sweep, generated from a seed: the same seed, length and mix always give the
 * same items, so a sweep point can be opened again (and a link can carry it) without storing it.
 */

/** How a generated history is made up, in percent of its items; the rest is assistant text. */
export interface SweepMix {
  /** tool calls with their outputs (each pair counts as two items). */
  readonly toolOutput: number
  /** what the user typed (real user messages, not injected context). */
  readonly userText: number
  readonly reasoning: number
}

export const DEFAULT_MIX: SweepMix = { toolOutput: 40, userText: 20, reasoning: 15 }

/** A seeded generator (mulberry32): small, fast and the same on every engine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}

const WORDS = [
  'fix',
  'the',
  'login',
  'test',
  'fixture',
  'token',
  'expired',
  'update',
  'changelog',
  'build',
  'retry',
  'config',
  'parser',
  'schema',
  'cache',
  'module',
  'error',
  'handler',
  'review',
  'deploy',
]

// one long run of words, sliced: a history's texts cost a slice each, not a loop of appends
const PROSE = (() => {
  const random = seededRandom(0x5eed)
  let text = ''
  while (text.length < 8_000) text += `${WORDS[Math.floor(random() * WORDS.length)]} `
  return text
})()

/** Text of `min`–`max` characters: a seeded slice of {@link PROSE}. */
function textOf(random: () => number, min: number, max: number): string {
  const length = min + Math.floor(random() * (max - min + 1))
  const start = Math.floor(random() * (PROSE.length - length))
  return PROSE.slice(start, start + length).trim() || 'ok'
}

/** The injected context a real session starts with, so every path has something to re-inject. */
function initialContext(): ScenarioItem[] {
  return [
    {
      id: 'ctx-env',
      type: 'message',
      role: 'user',
      text: '<environment_context>\n  <cwd>/repo</cwd>\n  <shell>bash</shell>\n</environment_context>',
    },
    {
      id: 'ctx-perm',
      type: 'message',
      role: 'developer',
      text: '<permissions instructions>\nworkspace-write\n</permissions instructions>',
    },
  ]
}

/** One generated item (or a call with its output) at position `n`. */
function itemAt(random: () => number, mix: SweepMix, n: number, room: number): ScenarioItem[] {
  const roll = random() * 100
  const id = `g${n}`
  if (roll < mix.userText)
    return [{ id, type: 'message', role: 'user', text: textOf(random, 20, 400) }]
  if (roll < mix.userText + mix.reasoning)
    return [{ id, type: 'reasoning', text: textOf(random, 40, 600) }]
  if (roll < mix.userText + mix.reasoning + mix.toolOutput && room >= 2) {
    const callId = `c${n}`
    return [
      { id, type: 'function_call', name: 'shell', callId, arguments: '{"command":["npm","test"]}' },
      { id: `${id}o`, type: 'function_call_output', callId, output: textOf(random, 100, 2000) },
    ]
  }
  return [{ id, type: 'message', role: 'assistant', text: textOf(random, 30, 500) }]
}

/**
 * A history of `length` items (at least the two of the initial context) from `seed`, its items
 * drawn in the proportions of `mix`. The first user message is always real user text, so every
 * history has some to keep or lose.
 */
export function generateHistory(seed: number, length: number, mix: SweepMix): ScenarioItem[] {
  const random = seededRandom(seed)
  const items = initialContext().slice(0, Math.max(1, length))
  if (items.length < length)
    items.push({ id: 'g-first', type: 'message', role: 'user', text: textOf(random, 20, 400) })
  for (let n = 0; items.length < length; n++)
    items.push(...itemAt(random, mix, n, length - items.length))
  return items
}
