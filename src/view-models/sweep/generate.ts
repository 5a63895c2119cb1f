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

/** No generated text is longer (the sample's longest tool output was 7,854 characters). */
export const MAX_ITEM_CHARS = 16_000

// one long run of words, sliced: a history's texts cost a slice each, not a loop of appends
const PROSE = (() => {
  const random = seededRandom(0x5eed)
  const words: string[] = []
  let length = 0
  while (length < MAX_ITEM_CHARS + 1_000) {
    const word = WORDS[Math.floor(random() * WORDS.length)]!
    words.push(word)
    length += word.length + 1
  }
  return `${words.join(' ')} `
})()

/**
 * A log-normal size in characters: `mu` and `sigma` are the mean and standard deviation of the
 * natural log of the sizes seen, `samples` how many were seen (so the page can say how thin the
 * ground is).
 */
export interface SizeDistribution {
  readonly mu: number
  readonly sigma: number
  readonly samples: number
}

/**
 * How many public Codex sessions the sizes below were measured on, and how many items they had.
 * One real CLI 0.58.0 session (279 lines) is all the public sample holds with real values; a
 * second public file lists record shapes with trimmed values, useless for sizes.
 */
export const SIZE_SOURCE = { sessions: 1, items: 118 } as const

/**
 * Item sizes (characters) measured on {@link SIZE_SOURCE}: log-normal fits of each kind. A
 * reasoning item is sized as its encrypted content, which is what it weighs in the window.
 * Assistant text has no sample there: its size stays the uniform 30–500 of before.
 */
export const ITEM_SIZES = {
  toolOutput: { mu: 6.56, sigma: 1.72, samples: 39 },
  toolArguments: { mu: 4.9, sigma: 0.69, samples: 39 },
  reasoning: { mu: 7.44, sigma: 0.94, samples: 38 },
  userText: { mu: 5.64, sigma: 0.12, samples: 2 },
} as const satisfies Record<string, SizeDistribution>

/** A standard normal draw (Box–Muller on two seeded uniforms). */
function normal(random: () => number): number {
  const u = 1 - random()
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random())
}

/** A size drawn from `size`, within 1 and {@link MAX_ITEM_CHARS}. */
function drawSize(random: () => number, size: SizeDistribution): number {
  const chars = Math.round(Math.exp(size.mu + size.sigma * normal(random)))
  return Math.min(MAX_ITEM_CHARS, Math.max(1, chars))
}

/** Text of exactly `length` characters (at most; never empty): a seeded slice of {@link PROSE}. */
function textOfLength(random: () => number, length: number): string {
  const start = Math.floor(random() * (PROSE.length - length))
  return PROSE.slice(start, start + length).trim() || 'ok'
}

/** Text of `min`–`max` characters: a seeded slice of {@link PROSE}. */
function textOf(random: () => number, min: number, max: number): string {
  return textOfLength(random, min + Math.floor(random() * (max - min + 1)))
}

const sized = (random: () => number, size: SizeDistribution) =>
  textOfLength(random, drawSize(random, size))

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

/** A shell call's arguments, as JSON, about as long as the sample's. */
function toolArguments(random: () => number): string {
  return JSON.stringify({ command: ['bash', '-lc', sized(random, ITEM_SIZES.toolArguments)] })
}

/** One generated item (or a call with its output) at position `n`. */
function itemAt(random: () => number, mix: SweepMix, n: number, room: number): ScenarioItem[] {
  const roll = random() * 100
  const id = `g${n}`
  if (roll < mix.userText)
    return [{ id, type: 'message', role: 'user', text: sized(random, ITEM_SIZES.userText) }]
  if (roll < mix.userText + mix.reasoning)
    return [{ id, type: 'reasoning', text: sized(random, ITEM_SIZES.reasoning) }]
  if (roll < mix.userText + mix.reasoning + mix.toolOutput && room >= 2) {
    const callId = `c${n}`
    return [
      { id, type: 'function_call', name: 'shell', callId, arguments: toolArguments(random) },
      {
        id: `${id}o`,
        type: 'function_call_output',
        callId,
        output: sized(random, ITEM_SIZES.toolOutput),
      },
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
    items.push({
      id: 'g-first',
      type: 'message',
      role: 'user',
      text: sized(random, ITEM_SIZES.userText),
    })
  for (let n = 0; items.length < length; n++)
    items.push(...itemAt(random, mix, n, length - items.length))
  return items
}
