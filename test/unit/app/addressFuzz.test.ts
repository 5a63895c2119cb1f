import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { COMPARE_LINK_PARAMS } from '../../../src/app/compareLink.ts'
import { applyQuery, QUERY } from '../../../src/app/gridQuery.ts'
import { applyViewQuery, LINK_PARAMS, registerLinkParam } from '../../../src/app/viewLink.ts'
import { ALL_CELLS } from '../../../src/core/index.ts'
import { LOCALES } from '../../../src/i18n/index.ts'
import { getInitialState, useVisualizerStore } from '../../../src/store/index.ts'
import { SPEEDS } from '../../../src/store/playbackSlice.ts'
import { TABS } from '../../../src/store/viewSlice.ts'
import { readSweep } from '../../../src/view-models/sweep/sweepLink.ts'
import { PROTOTYPE_NAMES } from '../../helpers/hostileNames.ts'

/**
 * Every address parameter the app reads, fed prototype names (`constructor.0`, `__proto__`),
 * wrong types, huge, negative and fractional numbers and a megabyte: nothing throws, nothing
 * takes a second, and what reaches the store is a value the app itself could have written.
 */

const PARAMS = [
  ...LINK_PARAMS.map((p) => p.name),
  ...COMPARE_LINK_PARAMS.map((p) => p.name),
  ...Object.values(QUERY),
]
const hostile = fc.oneof(
  fc.constantFrom(...PROTOTYPE_NAMES),
  fc.constantFrom(...PROTOTYPE_NAMES.map((n) => `${n}.0`)),
  fc.constantFrom('99999999999999999999', '-5', '1e9', '0.5', 'NaN', 'Infinity', '', '1,1'),
  fc.constantFrom('pre_turn.remote,__proto__.local', 'constructor.asc', 'table,toString'),
  fc.string({ maxLength: 12 }),
)
const address = fc
  .array(fc.tuple(fc.constantFrom(...PARAMS), hostile), { minLength: 1, maxLength: 6 })
  .map((pairs) => `?${new URLSearchParams(pairs).toString()}`)

const store = () => useVisualizerStore.getState()

/** What in the store no link the app writes could have put there. */
function invalidState(): string[] {
  const s = store()
  const wrong: string[] = []
  if (!TABS.includes(s.tab)) wrong.push('tab')
  if (!LOCALES.includes(s.locale)) wrong.push('locale')
  if (
    !ALL_CELLS.some((c) => c.phase === s.cell.phase && c.implementation === s.cell.implementation)
  )
    wrong.push('cell')
  if (!(SPEEDS as readonly number[]).includes(s.speed)) wrong.push('speed')
  if (!Number.isInteger(s.compareStep) || s.compareStep < 0) wrong.push('cstep')
  if (s.lessonPosition && !/^[a-z][a-z0-9-]*$/.test(s.lessonPosition.section)) wrong.push('lesson')
  if (s.lessonPosition && !(Number.isInteger(s.lessonPosition.step) && s.lessonPosition.step >= 0))
    wrong.push('lesson step')
  return wrong
}

describe('every address parameter under fuzz', () => {
  // the compare screen's own parameters are read with the others once it has loaded
  // (registered here and taken out after, so files that share this worker see the address
  // table as the first screen has it)
  const before = [...LINK_PARAMS]
  beforeAll(() => COMPARE_LINK_PARAMS.forEach(registerLinkParam))
  afterAll(() => LINK_PARAMS.splice(0, LINK_PARAMS.length, ...before))
  beforeEach(() => useVisualizerStore.setState(getInitialState(), true))

  it('applies or ignores each value, fast, leaving only values the app writes', () => {
    const problems: string[] = []
    fc.assert(
      fc.property(address, (search) => {
        useVisualizerStore.setState(getInitialState(), true)
        const started = performance.now()
        applyViewQuery(useVisualizerStore, search)
        applyQuery(useVisualizerStore, search)
        const ms = performance.now() - started
        if (ms > 1_000) problems.push(`${search}: ${Math.round(ms)} ms`)
        for (const field of invalidState()) problems.push(`${search}: ${field}`)
      }),
      { numRuns: 2_000 },
    )
    expect(problems).toEqual([])
  })

  it('a megabyte in any parameter is read within a second', () => {
    const huge = `constructor.${'9'.repeat(1024 * 1024)}`
    for (const name of [...PARAMS, 'sweep']) {
      const search = `?${name}=${huge}`
      const started = performance.now()
      applyViewQuery(useVisualizerStore, search)
      applyQuery(useVisualizerStore, search)
      const sweep = readSweep(huge)
      expect(performance.now() - started, name).toBeLessThan(1_000)
      expect(sweep).toMatchObject({ ok: false, field: 'sweep' })
    }
    expect(invalidState()).toEqual([])
  })
})
