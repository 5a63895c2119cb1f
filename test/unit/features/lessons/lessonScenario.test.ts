import { describe, expect, it } from 'vitest'
import {
  LESSON_SCENARIOS,
  lessonScenario,
} from '../../../../src/features/lessons/content/scenarios.ts'

describe('lessonScenario', () => {
  it('parses each bundled scenario once: the same object every time it is asked for', () => {
    for (const id of LESSON_SCENARIOS) expect(lessonScenario(id)).toBe(lessonScenario(id))
    // one object per scenario: the engine's cache of cell runs is keyed by it
    expect(new Set(LESSON_SCENARIOS.map(lessonScenario)).size).toBe(LESSON_SCENARIOS.length)
  })
})
