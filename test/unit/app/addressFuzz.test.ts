import fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import { applyQuery } from '../../../src/app/gridQuery.ts'
import { LINK_PARAMS, MAX_LINK_STEP } from '../../../src/app/linkParams.ts'
import { ALL_CELLS } from '../../../src/core/index.ts'
import { LOCALES } from '../../../src/i18n/index.ts'
import { getInitialState, useVisualizerStore } from '../../../src/store/index.ts'
import { SPEEDS } from '../../../src/store/playbackSlice.ts'
import { TABS } from '../../../src/store/viewSlice.ts'
import { readSweep } from '../../../src/view-models/sweep/sweepLink.ts'
import { PROTOTYPE_NAMES } from '../../helpers/hostileNames.ts'
import { openLink } from '../../helpers/openLink.ts'

/**
 * Every address parameter the app reads, fed prototype names (`constructor.0`, `__proto__`),
 * wrong types, huge, negative and fractional numbers and a megabyte: nothing throws, nothing
 * takes a second, what reaches the store is a value the app itself could have written, and every
 * value refused is refused by its field's name.
 */

const PARAMS = LINK_PARAMS.map((p) => p.name)
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
  beforeEach(() => useVisualizerStore.setState(getInitialState(), true))

  it('applies or ignores each value, fast, leaving only values the app writes', async () => {
    const problems: string[] = []
    await fc.assert(
      fc.asyncProperty(address, async (search) => {
        useVisualizerStore.setState(getInitialState(), true)
        const started = performance.now()
        const refusals = await openLink(useVisualizerStore, search)
        const ms = performance.now() - started
        if (ms > 1_000) problems.push(`${search}: ${Math.round(ms)} ms`)
        for (const field of invalidState()) problems.push(`${search}: ${field}`)
        // each refusal names a parameter the address carried
        const named = new URLSearchParams(search)
        for (const { field } of refusals)
          if (!named.has(field)) problems.push(`${search}: refused ${field}`)
      }),
      { numRuns: 2_000 },
    )
    expect(problems).toEqual([])
  })

  it('a megabyte in any parameter is read within a second', async () => {
    const huge = `constructor.${'9'.repeat(1024 * 1024)}`
    for (const name of [...PARAMS, 'sweep']) {
      const search = `?${name}=${huge}`
      const started = performance.now()
      const refusals = await openLink(useVisualizerStore, search)
      const sweep = readSweep(huge)
      expect(performance.now() - started, name).toBeLessThan(1_000)
      expect(sweep).toMatchObject({ ok: false, field: 'sweep' })
      // the sweep's own link is read by its panel (`readSweep`, above)
      expect(refusals.map((r) => r.field)).toEqual(name === 'sweep' ? [] : [name])
      // a notice shows a shortened value, never the megabyte
      expect(refusals.every((r) => r.value.length <= 41)).toBe(true)
    }
    expect(invalidState()).toEqual([])
  })
})

/** Values no parameter accepts: prototype names, wrong types, huge and negative numbers. */
const REFUSED_EVERYWHERE = [
  ...PROTOTYPE_NAMES,
  ...PROTOTYPE_NAMES.map((n) => `${n}.0`).filter((v) => v !== 'constructor.0'),
  '99999999999999999999',
  String(MAX_LINK_STEP + 1),
  '-5',
  '-1',
  '1e9',
  'NaN',
  'Infinity',
  'true',
  'null',
  '[]',
  '{}',
  '',
]

describe('every refusal names its field', () => {
  beforeEach(() => useVisualizerStore.setState(getInitialState(), true))

  it.each(PARAMS)('%s refuses each hostile value by name and changes nothing', async (name) => {
    const wrong: string[] = []
    for (const value of REFUSED_EVERYWHERE) {
      useVisualizerStore.setState(getInitialState(), true)
      const before = store()
      const search = `?${new URLSearchParams({ [name]: value })}`
      const refusals = await openLink(useVisualizerStore, search)
      if (refusals.length !== 1 || refusals[0]!.field !== name)
        wrong.push(`${value}: ${refusals.length}`)
      // nothing but the refusal's notice
      const changed = Object.keys(before).filter(
        (key) =>
          key !== 'notices' &&
          key !== 'noticeSeq' &&
          store()[key as keyof typeof before] !== before[key as keyof typeof before],
      )
      if (changed.length > 0) wrong.push(`${value}: changed ${changed.join(', ')}`)
    }
    expect(wrong).toEqual([])
  })

  it('a range refusal says its bounds', () => {
    const { refusals } = applyQuery(useVisualizerStore, '?step=99999999999999999999')
    expect(refusals).toEqual([
      { field: 'step', reason: 'range', value: '99999999999999999999', min: 0, max: MAX_LINK_STEP },
    ])
  })

  it('the rest of the link applies beside a refused value', async () => {
    const refusals = await openLink(
      useVisualizerStore,
      '?tab=__proto__&lang=ko&hide=table,toString',
    )
    expect(refusals.map((r) => [r.field, r.code])).toEqual([
      ['tab', 'linkValueUnknown'],
      ['hide', 'linkValueUnknown'],
    ])
    expect(store().locale).toBe('ko')
    expect(store().tab).toBe(getInitialState().tab)
  })
})
