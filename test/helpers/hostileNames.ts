import { RESERVED_TYPE_NAMES } from '../../src/core/index.ts'

/** Every name a lookup in a plain object would answer for: toString, __proto__, valueOf, … */
export const PROTOTYPE_NAMES: readonly string[] = Object.getOwnPropertyNames(Object.prototype)

/** The ones a fragment type may carry (the parser and the editor refuse the reserved three). */
export const TYPE_NAMES = PROTOTYPE_NAMES.filter((name) => !RESERVED_TYPE_NAMES.has(name))

/**
 * A scenario with one user type per name, each listed as a contextual-user matcher, and one
 * message per type framed by its markers (plus a real user message), as raw JSON.
 */
export function namedTypesScenario(names: readonly string[] = TYPE_NAMES): unknown {
  return {
    history: [
      ...names.map((n, i) => ({
        id: `m${i}`,
        type: 'message',
        role: 'user',
        text: `<n_${n}>body</n_${n}>`,
      })),
      { id: 'u', type: 'message', role: 'user', text: 'fix the failing test' },
    ],
    cell: { phase: 'mid_turn', implementation: 'local' },
    registry: {
      edits: {
        add: names.map((n) => ({
          name: n,
          role: 'user',
          startMarker: `<n_${n}>`,
          endMarker: `</n_${n}>`,
        })),
      },
      contextualUserMatchers: names,
    },
  }
}

/**
 * A rollout whose line types, response item types and event types are each named after every
 * prototype member once: each shows up in the skipped counts exactly once.
 */
export function namedTypesRollout(names: readonly string[] = PROTOTYPE_NAMES): string {
  const at = '2026-01-01T00:00:00.000Z'
  const line = (type: string, payload: unknown) => JSON.stringify({ timestamp: at, type, payload })
  return [
    line('session_meta', { id: 'hostile', cli_version: '0.104.0' }),
    ...names.flatMap((n) => [
      line(n, {}),
      line('response_item', { type: n }),
      line('event_msg', { type: n }),
    ]),
    '',
  ].join('\n')
}

/** The skipped-type counts `namedTypesRollout` must give: 1 for each of three keys per name. */
export function expectedUnknown(names: readonly string[] = PROTOTYPE_NAMES): Map<string, number> {
  return new Map(
    names.flatMap((n) => [
      [n, 1],
      [`response_item.${n}`, 1],
      [`event_msg.${n}`, 1],
    ]),
  )
}
