/**
 * The recipe for adding a fragment type (src/core/README.md), step by step: every type of the
 * default registry is checked per step, so a type added with one step skipped fails here by name
 * rather than as an item the lane calls plain text.
 */
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_CONTEXTUAL_USER_MATCHERS,
  DEFAULT_DEVELOPER_PREFIXES,
  DEFAULT_FRAGMENT_TYPES,
  DEFAULT_REGISTRY,
  renderFragment,
  typeNameProblem,
  type FragmentType,
} from '../../../src/core/index.ts'
import { itemTypeName } from '../../../src/view-models/itemNames.ts'
import { analyzeMatch } from '../../../src/view-models/matcherLab.ts'
import { pinSymbols } from './pin/pinSymbols.ts'

const TYPES = DEFAULT_FRAGMENT_TYPES.map((type) => ({ ...type, toString: () => type.name }))
const example = (type: FragmentType) => renderFragment(type, type.exampleBody)
const role = (type: FragmentType) => type.role
const prefixOf = (type: FragmentType) => type.developerPrefix ?? type.startMarker
const listed = (type: FragmentType) =>
  type.role === 'developer'
    ? DEFAULT_DEVELOPER_PREFIXES.includes(prefixOf(type))
    : type.role === 'user' && DEFAULT_CONTEXTUAL_USER_MATCHERS.includes(type.name)

/**
 * What the lane should call a type's example: a listed user type its own name; a developer text
 * the first developer type whose prefix it starts with (several share `<realtime_conversation>`);
 * anything else no type.
 */
function expectedLaneName(type: FragmentType): string | undefined {
  if (type.role === 'user') return listed(type) ? type.name : undefined
  if (type.role !== 'developer' || prefixOf(type) === '') return undefined
  return TYPES.find(
    (t) => t.role === 'developer' && prefixOf(t) !== '' && example(type).startsWith(prefixOf(t)),
  )?.name
}

describe('a fragment type is added by the recipe', () => {
  it('finds the types it checks, each name once', () => {
    expect(TYPES.length).toBeGreaterThan(20)
    expect(new Set(TYPES.map((type) => type.name)).size).toBe(TYPES.length)
  })

  it.each(TYPES)(
    '1. %s: an entry with a valid name, a role, markers and its struct at the pin',
    (type) => {
      expect(typeNameProblem(type.name)).toBeUndefined()
      expect(['user', 'developer', 'assistant']).toContain(type.role)
      expect(type.startMarker === '', 'both markers or neither').toBe(type.endMarker === '')
      expect(typeof type.requiresSeparateMessage).toBe('boolean')
      expect(type.contentKind).toMatch(/^[\w{}]+\.[\w{}]+$/)
      const { file, symbol } = type.source ?? {}
      const atPin = pinSymbols().some((row) => row.file === file && row.symbol === symbol)
      expect(atPin, `${symbol} in ${file} is not in test/fixtures/pin/cited-symbols.tsv`).toBe(true)
    },
  )

  it('2. the recognition tables are Codex’s (test/unit/core/registry.test.ts), each entry a type or a kept prefix', () => {
    const names = new Set(TYPES.map((type) => type.name))
    expect(DEFAULT_CONTEXTUAL_USER_MATCHERS.filter((name) => !names.has(name))).toEqual([])
    expect(DEFAULT_DEVELOPER_PREFIXES.length).toBe(19)
  })

  it.each(TYPES)('3. %s: the lane names its example as its table decides', (type) => {
    const item = { id: 'x', type: 'message', role: role(type), parts: [example(type)] } as const
    expect(itemTypeName(item, DEFAULT_REGISTRY)).toBe(expectedLaneName(type))
  })

  it.each(TYPES.filter((type) => type.role === 'user'))(
    '4. %s: the matcher lab shows it and its example matches',
    (type) => {
      const analysis = analyzeMatch('user', example(type), DEFAULT_REGISTRY)
      const candidate = [...analysis.listed, ...analysis.unlisted].find(
        (c) => c.type?.name === type.name,
      )
      expect(candidate?.explanation.matched, 'not among the lab’s candidates, or not matched').toBe(
        true,
      )
    },
  )

  it.each(TYPES.filter((type) => type.role === 'developer' && listed(type)))(
    '4. %s: the matcher lab’s prefix candidate matches its example',
    (type) => {
      const analysis = analyzeMatch('developer', example(type), DEFAULT_REGISTRY)
      const prefix = JSON.stringify(prefixOf(type))
      expect(analysis.listed.find((c) => c.label === prefix)?.explanation.matched).toBe(true)
    },
  )
})
