import { describe, expect, it } from 'vitest'
import {
  parseScenario,
  readRollout,
  runAllCells,
  TYPE_NAME_WORDS,
  type LaneOp,
} from '../../../src/core/index.ts'
import { translate } from '../../../src/i18n/index.ts'
import {
  expectedUnknown,
  namedTypesRollout,
  namedTypesScenario,
  PROTOTYPE_NAMES,
  TYPE_NAMES,
} from '../../helpers/hostileNames.ts'

describe('names are data in the core', () => {
  it('recognizes a type named after every Object.prototype member, in all nine cells', () => {
    const parsed = parseScenario(namedTypesScenario())
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    const results = runAllCells(parsed.value)
    expect(results).toHaveLength(9)
    for (const result of results) {
      const load = result.trace
        .flatMap((step) => step.ops)
        .find((op): op is Extract<LaneOp, { op: 'load' }> => op.op === 'load')
      expect(load?.fragmentTypes.slice(0, TYPE_NAMES.length)).toEqual(TYPE_NAMES)
    }
  })

  it('counts rollout line, item and event types named after them once each', () => {
    const log = readRollout(namedTypesRollout())
    expect(new Map(Object.entries(log.stats.unknown))).toEqual(expectedUnknown())
    expect(log.stats.malformed).toBe(0)
  })

  it('refuses the reserved names and bad names with the editor’s English words', () => {
    for (const [name, problem] of [
      ['__proto__', 'nameReserved'],
      ['constructor', 'nameReserved'],
      ['prototype', 'nameReserved'],
      ['has-dash', 'nameInvalid'],
      ['9lives', 'nameInvalid'],
      [' ', 'nameEmpty'],
    ] as const) {
      const parsed = parseScenario(namedTypesScenario([name]))
      expect(parsed.ok).toBe(false)
      if (parsed.ok) continue
      expect(parsed.errors).toContainEqual({
        path: 'registry.edits.add[0].name',
        message: translate('en', `registry.issues.${problem}`),
      })
    }
    expect(PROTOTYPE_NAMES.length).toBeGreaterThan(TYPE_NAMES.length)
  })

  it('says a duplicate name as the editor does', () => {
    const raw = namedTypesScenario(['Same', 'Same']) as { history: unknown[] }
    const parsed = parseScenario({ ...raw, history: raw.history.slice(2) })
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.errors.map((e) => e.message)).toContain(
      translate('en', 'registry.issues.nameDuplicate', { name: 'Same' }),
    )
  })

  it('keeps the parser’s words and the catalogue’s in step', () => {
    for (const [code, words] of Object.entries(TYPE_NAME_WORDS))
      expect(translate('en', `registry.issues.${code}` as 'registry.issues.nameEmpty')).toBe(words)
  })
})
