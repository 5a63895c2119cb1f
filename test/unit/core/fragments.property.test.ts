import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_CONTEXTUAL_USER_MATCHERS,
  DEFAULT_FRAGMENT_TYPES,
  DEFAULT_REGISTRY,
} from '../../../src/core/fragments/catalogue.ts'
import { explainTypeMatch, matchesFragmentType } from '../../../src/core/fragments/matcher.ts'
import {
  developerPrefixOf,
  isContextualDeveloperText,
  isContextualUserText,
  isInDeveloperPrefixTable,
  renderFragment,
} from '../../../src/core/fragments/registry.ts'
import { MatcherKind } from '../../../src/core/fragments/types.ts'

// any body: full unicode, graphemes, and raw UTF-16 code units (lone surrogates included)
const anyBody = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }),
)

const markedTypes = DEFAULT_FRAGMENT_TYPES.filter(
  (type) => type.matcher === MatcherKind.Marked && type.startMarker !== '' && type.endMarker !== '',
)
const contextualUserMarkedTypes = markedTypes.filter((type) =>
  DEFAULT_CONTEXTUAL_USER_MATCHERS.includes(type.name),
)
const prefixedDeveloperTypes = DEFAULT_FRAGMENT_TYPES.filter((type) =>
  isInDeveloperPrefixTable(DEFAULT_REGISTRY, type),
)

describe('catalogue-wide properties', () => {
  it('covers a meaningful share of the catalogue', () => {
    // guards the properties below against passing vacuously on an emptied filter
    expect(markedTypes.length).toBeGreaterThanOrEqual(20)
    expect(contextualUserMarkedTypes.map((type) => type.name).sort()).toEqual([
      'EnvironmentContext',
      'RecommendedPluginsInstructions',
      'SkillInstructions',
      'SubagentNotification',
      'TurnAborted',
      'UserInstructions',
      'UserShellCommand',
    ])
    expect(prefixedDeveloperTypes.length).toBeGreaterThanOrEqual(15)
  })

  it.each(markedTypes.map((type) => [type.name, type] as const))(
    '%s recognizes its own rendering for any body',
    (_name, type) => {
      fc.assert(
        fc.property(anyBody, (body) => {
          expect(matchesFragmentType(type, renderFragment(type, body))).toBe(true)
        }),
        { numRuns: 200 },
      )
    },
  )

  it.each(contextualUserMarkedTypes.map((type) => [type.name, type] as const))(
    '%s renders text that isContextualUserText hides, for any body',
    (_name, type) => {
      fc.assert(
        fc.property(anyBody, (body) => {
          expect(isContextualUserText(renderFragment(type, body))).toBe(true)
        }),
        { numRuns: 200 },
      )
    },
  )

  it.each(prefixedDeveloperTypes.map((type) => [type.name, type] as const))(
    '%s renders developer text the prefix table recognizes, for any body',
    (_name, type) => {
      fc.assert(
        fc.property(anyBody, (body) => {
          // unmarked types with a table prefix (ApprovedCommandPrefixSaved) carry it in the body
          const text = renderFragment(
            type,
            type.startMarker === '' ? `${developerPrefixOf(type)}${body}` : body,
          )
          expect(isContextualDeveloperText(text)).toBe(true)
        }),
        { numRuns: 100 },
      )
    },
  )

  it('an unmarked type renders its body unchanged and is never recognized by its own matcher', () => {
    const unmarked = DEFAULT_FRAGMENT_TYPES.filter(
      (type) =>
        type.matcher === MatcherKind.Marked && type.startMarker === '' && type.endMarker === '',
    )
    expect(unmarked.length).toBeGreaterThan(0)
    fc.assert(
      fc.property(fc.constantFrom(...unmarked), anyBody, (type, body) => {
        expect(renderFragment(type, body)).toBe(body)
        expect(matchesFragmentType(type, body)).toBe(false)
      }),
    )
  })

  it('each custom matcher decides exactly as its step-by-step explanation does', () => {
    const custom = DEFAULT_FRAGMENT_TYPES.filter((type) => type.matcher !== MatcherKind.Marked)
    expect(new Set(custom.map((type) => type.matcher)).size).toBe(5)
    // texts built from the pieces the custom matchers look for, so that every branch is reached
    const piece = fc.constantFrom(
      '<external_',
      '</external_',
      'foo',
      '>',
      '">',
      '<codex_internal_context source="',
      'skill_1',
      'Bad',
      '</codex_internal_context>',
      '<goal_context>',
      '</goal_context>',
      'Warning: The maximum number of unified exec processes you can keep open is',
      'Warning: apply_patch was requested via ',
      'Use the apply_patch tool instead of exec_command.',
      'Warning: Your account was flagged for potentially high-risk cyber activity',
      ' ',
      '\n',
      '\u0085',
    )
    const text = fc.oneof(
      fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')),
      anyBody,
    )
    let matched = 0
    fc.assert(
      fc.property(fc.constantFrom(...custom), text, (type, candidate) => {
        const fast = matchesFragmentType(type, candidate)
        expect(fast).toBe(explainTypeMatch(type, candidate).matched)
        if (fast) matched++
      }),
      { numRuns: 3000 },
    )
    // the pieces do reach the matching branches, so the agreement is not only on misses
    expect(matched).toBeGreaterThan(20)
  })
})
