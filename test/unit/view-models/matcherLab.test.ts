import { describe, expect, it } from 'vitest'
import { DEFAULT_REGISTRY, type MatchStep } from '../../../src/core/index.ts'
import {
  analyzeMatch,
  nearMiss,
  reasonOf,
  removedByTrim,
  textsBeforeSteps,
} from '../../../src/view-models/matcherLab.ts'

const ENV = '<environment_context>\n  <cwd>/repo</cwd>\n</environment_context>'

describe('analyzeMatch', () => {
  it('names the first listed user matcher that recognizes the text as the winner', () => {
    const analysis = analyzeMatch('user', `\u0085${ENV}`, DEFAULT_REGISTRY)
    expect(analysis.winner).toBe('EnvironmentContext')
    expect(analysis.verdict).toEqual({ kind: 'hidden', type: 'EnvironmentContext' })
    expect(analysis.listed.map((c) => c.key)).toEqual(DEFAULT_REGISTRY.contextualUserMatchers)
    // the listed candidates come first; the rest of the user types are offered as unlisted
    for (const c of analysis.unlisted)
      expect(DEFAULT_REGISTRY.contextualUserMatchers).not.toContain(c.key)
  })

  it('calls plain text a real user message with no winner', () => {
    const analysis = analyzeMatch('user', 'Please fix the login test.', DEFAULT_REGISTRY)
    expect(analysis.winner).toBeUndefined()
    expect(analysis.verdict).toEqual({ kind: 'user_message' })
  })

  it('tests only the prefix on the developer side and names the type it belongs to', () => {
    const text = '<permissions instructions>\nread-only\n</permissions instructions>'
    const analysis = analyzeMatch('developer', text, DEFAULT_REGISTRY)
    expect(analysis.unlisted).toEqual([])
    expect(analysis.verdict).toEqual({
      kind: 'developer_contextual',
      prefix: '"<permissions instructions>" (PermissionsInstructions)',
    })
    const winner = analysis.listed.find((c) => c.key === analysis.winner)!
    expect(winner.explanation.steps.map((s) => s.check)).toEqual(['trim_start', 'prefix'])
    expect(
      analyzeMatch('developer', '<permissions_instructions>', DEFAULT_REGISTRY).verdict,
    ).toEqual({ kind: 'developer_plain' })
  })
})

describe('reasonOf and nearMiss', () => {
  const kelvin: MatchStep = {
    check: 'prefix',
    passed: false,
    seen: '<s\u212Aill>',
    expected: '<skill>',
    reason: 'differs',
  }

  it('names a miss that only full Unicode case folding would forgive', () => {
    expect(reasonOf(kelvin)).toBe('non_ascii_case')
    expect(reasonOf({ ...kelvin, seen: '<tool>' })).toBe('differs')
    expect(nearMiss({ matched: false, steps: [kelvin] })).toBe(true)
  })

  it('opens a miss whose prefix matched, not one that failed at the start', () => {
    const prefix: MatchStep = { check: 'prefix', passed: true }
    const suffix: MatchStep = { check: 'suffix', passed: false, reason: 'differs' }
    expect(nearMiss({ matched: false, steps: [prefix, suffix] })).toBe(true)
    expect(nearMiss({ matched: false, steps: [{ ...prefix, passed: false }] })).toBe(false)
    expect(nearMiss({ matched: true, steps: [prefix] })).toBe(false)
  })
})

describe('trim steps', () => {
  const steps: MatchStep[] = [
    { check: 'trim_start', passed: true, seen: 'abc  ' },
    { check: 'prefix', passed: true },
    { check: 'trim_end', passed: true, seen: 'abc' },
    { check: 'suffix', passed: true },
  ]

  it('shows each trim against the text the previous trim left', () => {
    expect(textsBeforeSteps(steps, '\t abc  ')).toEqual(['\t abc  ', 'abc  ', 'abc  ', 'abc'])
  })

  it('says what a trim removed, at its own end', () => {
    expect(removedByTrim(steps[0]!, '\t abc  ')).toBe('\t ')
    expect(removedByTrim(steps[2]!, 'abc  ')).toBe('  ')
    expect(removedByTrim(steps[1]!, 'abc  ')).toBe('')
  })
})
