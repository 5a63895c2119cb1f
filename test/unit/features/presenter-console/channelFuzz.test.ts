import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkMessage,
  MAX_CHANNEL_STEPS,
} from '../../../../src/features/presenter-console/consoleChannel.ts'
import { consoleStep } from '../../../../src/features/presenter-console/notes.ts'
import {
  keyPacer,
  latestPacer,
  MAX_PENDING_KEYS,
} from '../../../../src/features/presenter-console/pacer.ts'
import { PROTOTYPE_NAMES } from '../../../helpers/hostileNames.ts'

/**
 * Any page of the same origin can post on the presenter channel: every field of every message
 * kind gets prototype names, wrong types, huge, negative and fractional numbers. Nothing throws,
 * every refusal names the field, and whatever is accepted lies within bounds.
 */

const hostile = fc.oneof(
  fc.constantFrom(...PROTOTYPE_NAMES),
  fc.constantFrom(99_999_999, -5, -0, 1.5, Number.NaN, Infinity, 2 ** 53, MAX_CHANNEL_STEPS + 1),
  fc.constantFrom(null, undefined, true, [], {}, 'x'.repeat(100_000)),
  fc.integer(),
  fc.string({ maxLength: 8 }),
)
const good = {
  kind: 'position',
  tab: 'lessons',
  locale: 'en',
  lesson: { section: 'fragments', step: 3 },
  gridStep: 4,
  gridSteps: 19,
}
const FIELDS = ['kind', 'tab', 'locale', 'lesson', 'gridStep', 'gridSteps', 'key'] as const
const message = fc.oneof(
  fc.record({ field: fc.constantFrom(...FIELDS), value: hostile }).map(({ field, value }) => ({
    ...good,
    [field]: value,
  })),
  fc
    .record({ field: fc.constantFrom('section', 'step'), value: hostile })
    .map(({ field, value }) => ({ ...good, lesson: { ...good.lesson, [field]: value } })),
  fc.record({ kind: fc.constant('key'), key: hostile }),
  fc.record({ kind: hostile }),
  hostile,
)

const FIELD = /^(message|kind|key|tab|locale|lesson(\.section|\.step)?|gridStep|gridSteps)$/

/** What is wrong with the channel's answer to one message, if anything. */
function problemOf(data: unknown): string | undefined {
  const checked = checkMessage(data)
  if (!('ok' in checked))
    return FIELD.test(checked.field) && checked.reason !== '' ? undefined : checked.field
  const m = checked.message
  if (m.kind !== 'position') return undefined
  if (m.gridStep < 0 || m.gridStep > m.gridSteps || m.gridSteps > MAX_CHANNEL_STEPS)
    return `grid ${m.gridStep} of ${m.gridSteps}`
  if (m.lesson && !(Number.isInteger(m.lesson.step) && m.lesson.step >= 0)) return 'lesson step'
  // the console's lookup of any accepted position answers, never throws
  if (m.lesson) consoleStep(m.locale, m.lesson.section, m.lesson.step)
  return undefined
}

describe('the presenter channel under fuzz', () => {
  it('refuses each bad field by name and accepts only bounded positions', () => {
    const problems: string[] = []
    let refused = 0
    fc.assert(
      fc.property(message, (data) => {
        const problem = problemOf(data)
        if (problem !== undefined) problems.push(problem)
        if (!('ok' in checkMessage(data))) refused++
      }),
      { numRuns: 3_000 },
    )
    expect(problems).toEqual([])
    // most of the generated messages are forged and must be refused
    expect(refused).toBeGreaterThan(1_500)
  })

  it('names the field of the forged messages of the report', () => {
    const forged = { ...good, tab: 'grid', lesson: null, gridStep: 99_999_999, gridSteps: -5 }
    expect(checkMessage(forged)).toMatchObject({ field: 'gridSteps' })
    expect(checkMessage({ ...good, gridStep: 20 })).toMatchObject({ field: 'gridStep' })
    expect(checkMessage({ ...good, lesson: { section: '__proto__', step: 0 } })).toMatchObject({
      field: 'lesson.section',
    })
    expect(checkMessage({ ...good, tab: 'toString' })).toMatchObject({ field: 'tab' })
  })

  it('a lesson named after a prototype member is no lesson on the console', () => {
    for (const name of PROTOTYPE_NAMES) expect(consoleStep('en', name, 0)).toBeNull()
  })
})

describe('pacing a burst', () => {
  it('2,000 keys become one per frame and at most a few in all', () => {
    const frames: (() => void)[] = []
    const applied: string[] = []
    const press = keyPacer(
      (key: string) => applied.push(key),
      (run) => frames.push(run),
    )
    for (let i = 0; i < 2_000; i++) press('ArrowRight')
    expect(applied).toEqual([])
    let frame = 0
    while (frames.length > 0) {
      frames.shift()!()
      frame++
      expect(applied).toHaveLength(frame)
    }
    expect(applied).toHaveLength(MAX_PENDING_KEYS)
    // after the burst a key is taken again
    press('ArrowLeft')
    frames.shift()!()
    expect(applied.at(-1)).toBe('ArrowLeft')
  })

  it('a burst of positions is one render with the newest', () => {
    const frames: (() => void)[] = []
    const shown: number[] = []
    const show = latestPacer(
      (n: number) => shown.push(n),
      (run) => frames.push(run),
    )
    for (let i = 0; i < 2_000; i++) show(i)
    expect(frames).toHaveLength(1)
    frames.shift()!()
    expect(shown).toEqual([1_999])
  })
})
