import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeScenario, encodeScenario } from '../../../src/app/shareLink.ts'
import {
  parseScenario,
  RESERVED_TYPE_NAMES,
  runAllCells,
  type ScenarioFile,
} from '../../../src/core/index.ts'

/**
 * The hostile user's fuzz run, in CI: scenario documents named after every Object.prototype
 * member, with terminal escapes and bidi overrides in their text, and share links damaged one
 * character at a time. Seeded, and the seed is printed (FUZZ_SEED=<seed> replays a run): 0
 * crashes (nothing throws), 0 hangs (the run ends within the test's timeout; no clock is compared
 * per document, which a loaded machine would fail), under 1 GB, and no damaged link opens a
 * scenario other than the one it was made from.
 */

const SEED = Number(process.env['FUZZ_SEED'] ?? Math.floor(Math.random() * 2 ** 31))
const DOCUMENTS = 2_000
const LINKS = 500

const NAMES = [
  ...Object.getOwnPropertyNames(Object.prototype),
  'prototype',
  'EnvironmentContext',
  'Env\u202Ectx',
  '\x1b[2J',
  'a-b',
  '',
]
const name = fc.constantFrom(...NAMES)
// mostly names a type may carry, so that many documents reach the core
const typeName = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.constantFrom(
      ...Object.getOwnPropertyNames(Object.prototype).filter((n) => !RESERVED_TYPE_NAMES.has(n)),
    ),
  },
  { weight: 1, arbitrary: name },
)
const text = fc.oneof(
  fc.string({ maxLength: 20 }),
  name.map((n) => `<n_${n}>body</n_${n}>`),
  fc.constantFrom(
    '<environment_context>\n  <cwd>/r</cwd>\n</environment_context>',
    '\x1b]0;pwned\x07\x1b[32mALL TESTS PASSED\u009b0m',
    'invoice\u202Eexe.pdf\u2067',
  ),
)
const item = fc.record(
  {
    id: name,
    type: fc.constantFrom('message', 'reasoning', 'other', 'agent_message', 'compaction'),
    role: fc.constantFrom('user', 'developer', 'assistant'),
    text,
    parts: fc.array(text, { minLength: 1, maxLength: 3 }),
  },
  { requiredKeys: ['id', 'type', 'role'] },
)
const fragmentType = fc.record(
  {
    name: typeName,
    role: fc.constantFrom('user', 'developer', 'assistant'),
    startMarker: name.map((n) => `<n_${n}>`),
    endMarker: name.map((n) => `</n_${n}>`),
  },
  { requiredKeys: ['name', 'role'] },
)
const document = fc.record(
  {
    // ids made unique: a duplicate is refused before anything interesting happens
    history: fc
      .array(item, { maxLength: 8 })
      .map((items) => items.map((entry, i) => ({ ...entry, id: `${entry.id}${i}` }))),
    cell: fc.record({
      phase: fc.constantFrom('pre_turn', 'mid_turn', 'manual'),
      implementation: fc.constantFrom('remote', 'local', 'empty_window'),
    }),
    name: text,
    description: text,
    registry: fc.record(
      {
        types: fc.uniqueArray(fragmentType, { selector: (t) => t.name, maxLength: 4 }),
        edits: fc.record(
          {
            update: fc.dictionary(typeName, fc.oneof(fc.constant(null), fragmentType), {
              maxKeys: 1,
            }),
            add: fc.uniqueArray(fragmentType, { selector: (t) => t.name, maxLength: 3 }),
          },
          { requiredKeys: [] },
        ),
        contextualUserMatchers: fc.array(typeName, { maxLength: 4 }),
        developerPrefixes: fc.array(text, { maxLength: 2 }),
      },
      { requiredKeys: [] },
    ),
    // an unknown world key is refused: now and then, with a prototype name
    world: fc.oneof(
      { weight: 4, arbitrary: fc.record({ cwd: text }) },
      { weight: 1, arbitrary: fc.dictionary(name, text, { maxKeys: 1 }) },
    ),
  },
  { requiredKeys: ['history', 'cell'] },
)

let accepted = 0

/** A document through the parser and, accepted, the nine cells: what went wrong, if anything. */
function documentProblem(raw: unknown): string | undefined {
  // a JSON round trip, as a file, a link or saved work delivers it
  const parsed = parseScenario(JSON.parse(JSON.stringify(raw)))
  if (parsed.ok) accepted++
  if (parsed.ok && runAllCells(parsed.value).length !== 9) return 'not nine cells'
  if (!parsed.ok && parsed.errors.length === 0) return 'refused without a reason'
  return undefined
}

/** One character of a link changed, lost or added, or its end cut. */
const damage = fc.record({
  at: fc.nat(),
  how: fc.constantFrom('change', 'drop', 'add', 'cut'),
  char: fc.constantFrom(...'AZaz09-_.x'),
})

function damaged(link: string, d: { at: number; how: string; char: string }): string {
  const at = d.at % link.length
  if (d.how === 'change') return link.slice(0, at) + d.char + link.slice(at + 1)
  if (d.how === 'drop') return link.slice(0, at) + link.slice(at + 1)
  if (d.how === 'add') return link.slice(0, at) + d.char + link.slice(at)
  return link.slice(0, at)
}

describe(`hostile fuzz (seed ${SEED})`, { timeout: 120_000 }, () => {
  // printed so that a failing CI run can be replayed: FUZZ_SEED=<seed>
  console.log(`hostile fuzz seed ${SEED}: ${DOCUMENTS} documents, ${LINKS} links`)

  it(`${DOCUMENTS} documents: no crash, no hang, refusals give reasons`, () => {
    const problems: string[] = []
    fc.assert(
      fc.property(document, (raw) => {
        const problem = documentProblem(raw)
        if (problem) problems.push(problem)
      }),
      { seed: SEED, numRuns: DOCUMENTS },
    )
    expect(problems).toEqual([])
    console.log(`hostile fuzz: ${accepted} of ${DOCUMENTS} documents accepted and run`)
    // the generator must reach the core often, not only the parser's refusals
    expect(accepted).toBeGreaterThan(DOCUMENTS / 3)
  })

  it(`${LINKS} damaged links: refused, or the very scenario they were made from`, async () => {
    const silent: string[] = []
    await fc.assert(
      fc.asyncProperty(document, damage, async (raw, d) => {
        const parsed = parseScenario(JSON.parse(JSON.stringify(raw)))
        const scenario: ScenarioFile = parsed.ok
          ? parsed.value
          : { history: [], cell: { phase: 'manual', implementation: 'local' } }
        const link = await encodeScenario(scenario)
        const result = await decodeScenario(damaged(link, d))
        if (result.ok && JSON.stringify(result.value) !== JSON.stringify(scenario))
          silent.push(damaged(link, d))
      }),
      { seed: SEED, numRuns: LINKS },
    )
    expect(silent).toEqual([])
    expect(process.memoryUsage().rss).toBeLessThan(1024 ** 3)
  })
})
