import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_CHANNEL_STEPS } from '../../../../src/features/presenter-console/consoleChannel.ts'
import { consoleStep } from '../../../../src/features/presenter-console/notes.ts'
import {
  keyPacer,
  latestPacer,
  MAX_PENDING_KEYS,
} from '../../../../src/features/presenter-console/pacer.ts'
import { hostileChannel } from '../../../helpers/hostileChannel.ts'
import { PROTOTYPE_NAMES } from '../../../helpers/hostileNames.ts'

/**
 * Any page of the same origin can post on the presenter channel: every field of every message
 * kind gets prototype names, wrong types, huge, negative and fractional numbers, posted on the
 * app's channel (`openChannel`). Nothing throws, a refused message never reaches the app, and
 * whatever reaches it lies within bounds and carries nothing but the fields the app reads.
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

/** What the app's listener hears of a message posted on the channel (null: dropped). */
const { post } = hostileChannel()

const POSITION_KEYS = ['gridStep', 'gridSteps', 'kind', 'lesson', 'locale', 'tab']
const LESSON_KEYS = [
  ['section', 'step'],
  ['page', 'section', 'step'],
].map(String)

/** What is wrong with what the app heard of one message, if anything. */
function problemOf(heard: ReturnType<typeof post>): string | undefined {
  if (heard === null || heard.kind !== 'position') return undefined
  if (Object.keys(heard).sort().join() !== POSITION_KEYS.join()) return 'extra fields'
  if (heard.gridStep < 0 || heard.gridStep > heard.gridSteps || heard.gridSteps > MAX_CHANNEL_STEPS)
    return `grid ${heard.gridStep} of ${heard.gridSteps}`
  if (heard.lesson && !LESSON_KEYS.includes(String(Object.keys(heard.lesson).sort())))
    return 'extra lesson fields'
  if (heard.lesson && !(Number.isInteger(heard.lesson.step) && heard.lesson.step >= 0))
    return 'lesson step'
  // the console's lookup of any accepted position answers, never throws
  if (heard.lesson) consoleStep(heard.locale, heard.lesson.section, heard.lesson.step)
  return undefined
}

describe('the presenter channel under fuzz', () => {
  it('drops forged messages and lets through only bounded positions', () => {
    const problems: string[] = []
    let refused = 0
    fc.assert(
      fc.property(message, (data) => {
        const heard = post(data)
        const problem = problemOf(heard)
        if (problem !== undefined) problems.push(problem)
        if (heard === null) refused++
      }),
      { numRuns: 3_000 },
    )
    expect(problems).toEqual([])
    // most of the generated messages are forged and must be refused
    expect(refused).toBeGreaterThan(1_500)
  })

  it('drops the forged messages of the report, each for its bad field alone', () => {
    expect(post(good)).toEqual(good)
    const forged = { ...good, tab: 'grid', lesson: null, gridStep: 99_999_999, gridSteps: -5 }
    expect(post(forged)).toBeNull()
    expect(post({ ...forged, gridStep: 0, gridSteps: 0 })).toMatchObject({ tab: 'grid' })
    expect(post({ ...good, gridSteps: -5, gridStep: 0 })).toBeNull()
    expect(post({ ...good, gridSteps: MAX_CHANNEL_STEPS + 1 })).toBeNull()
    expect(post({ ...good, gridStep: 20 })).toBeNull()
    expect(post({ ...good, gridStep: 19 })).toMatchObject({ gridStep: 19 })
    expect(post({ ...good, lesson: { section: '__proto__', step: 0 } })).toBeNull()
    expect(post({ ...good, tab: 'toString' })).toBeNull()
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
