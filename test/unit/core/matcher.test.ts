import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_FRAGMENT_TYPES } from '../../../src/core/fragments/catalogue.ts'
import {
  explainMarkedMatch,
  explainTypeMatch,
  matchesFragmentType,
  matchesMarkedText,
} from '../../../src/core/fragments/matcher.ts'
import { MatcherKind, type FragmentType } from '../../../src/core/fragments/types.ts'
import { rustTrim } from '../../../src/core/text.ts'

// full unicode code points (no lone surrogates), graphemes, and raw UTF-16 code units (lone
// surrogates included) so the UTF-8 encoder's lossy path is exercised too
const codeUnitString = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
})
const anyString = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  codeUnitString,
)

function typeNamed(name: string): FragmentType {
  const type = DEFAULT_FRAGMENT_TYPES.find((t) => t.name === name)
  if (!type) throw new Error(`no fragment type ${name} in the default catalogue`)
  return type
}

describe('matchesMarkedText (fragments.md §3.1, §11.1 direct vectors)', () => {
  it('is false when the start marker is empty', () => {
    expect(matchesMarkedText('', '</x>', '</x>')).toBe(false)
  })

  it('is false when the end marker is empty', () => {
    expect(matchesMarkedText('<x>', '', '<x>')).toBe(false)
  })

  it('compares markers ASCII case-insensitively', () => {
    expect(matchesMarkedText('<x>', '</x>', '<X></X>')).toBe(true)
  })

  it('is false when the trimmed text is shorter than the end marker', () => {
    // 3 bytes of text, 4 bytes of end marker
    expect(matchesMarkedText('<x>', '</x>', '<x>')).toBe(false)
  })

  it('allows the start and end regions to overlap', () => {
    expect(matchesMarkedText('<a>', 'a>', '<a>')).toBe(true)
  })

  it('is a prefix/suffix test only: tags need not balance or share case', () => {
    expect(
      matchesMarkedText(
        '<turn_aborted>',
        '</turn_aborted>',
        '<turn_aborted>anything</TURN_ABORTED>',
      ),
    ).toBe(true)
    expect(matchesMarkedText('<x>', '</x>', '<x></x>')).toBe(true)
    expect(matchesMarkedText('<x>', '</x>', '<x></y></x>')).toBe(true)
  })

  it('trims Unicode White_Space on both ends before comparing', () => {
    expect(matchesMarkedText('<x>', '</x>', '\n\t <x>body</x>\n')).toBe(true)
    expect(matchesMarkedText('<x>', '</x>', '\u3000\u2028<x>body</x>\u00a0')).toBe(true)
  })

  it('trims U+0085 (NEL) like Rust, unlike JS trim', () => {
    expect(matchesMarkedText('<skill>', '</skill>', '\u0085<skill>x</skill>\u0085')).toBe(true)
  })

  it('does not trim U+FEFF (BOM) like Rust, unlike JS trim', () => {
    expect(matchesMarkedText('<skill>', '</skill>', '\uFEFF<skill>x</skill>')).toBe(false)
    expect(matchesMarkedText('<skill>', '</skill>', '<skill>x</skill>\uFEFF')).toBe(false)
  })

  it('does not fold non-ASCII: KELVIN SIGN is not k', () => {
    expect('\u212A'.toLowerCase()).toBe('k')
    expect(matchesMarkedText('<skill>', '</skill>', '<s\u212Aill>x</skill>')).toBe(false)
    expect(matchesMarkedText('<skill>', '</skill>', '<skill>x</s\u212Aill>')).toBe(false)
  })

  it('is false when a non-ASCII character precedes the marker', () => {
    expect(matchesMarkedText('<skill>', '</skill>', 'é<skill>x</skill>')).toBe(false)
  })

  it('is false when the end marker is missing', () => {
    expect(matchesMarkedText('<turn_aborted>', '</turn_aborted>', '<turn_aborted>x')).toBe(false)
    expect(matchesMarkedText('<x>', '</x>', '')).toBe(false)
  })

  it('never throws on arbitrary strings and markers (binary and full unicode)', () => {
    fc.assert(
      fc.property(anyString, anyString, anyString, (start, end, text) => {
        expect(typeof matchesMarkedText(start, end, text)).toBe('boolean')
      }),
      { numRuns: 500 },
    )
  })

  it('always matches marker + anything + marker for non-empty markers without edge whitespace', () => {
    // well-formed markers whose edges are not White_Space, so trimming cannot eat into them
    const marker = fc
      .string({ unit: 'binary', minLength: 1, maxLength: 12 })
      .filter((m) => rustTrim(m) === m && m !== '')
    fc.assert(
      fc.property(marker, marker, fc.string({ unit: 'binary' }), (start, end, body) => {
        expect(matchesMarkedText(start, end, `${start}${body}${end}`)).toBe(true)
      }),
    )
  })
})

describe('explainMarkedMatch', () => {
  it('agrees with matchesMarkedText on arbitrary input', () => {
    fc.assert(
      fc.property(anyString, anyString, anyString, (start, end, text) => {
        expect(explainMarkedMatch(start, end, text).matched).toBe(
          matchesMarkedText(start, end, text),
        )
      }),
      { numRuns: 500 },
    )
  })

  it('agrees with matchesMarkedText on texts built around the markers', () => {
    const pieces = fc.constantFrom(
      '',
      ' ',
      '\n',
      '\u0085',
      '\uFEFF',
      'é',
      '\u212A',
      '<x>',
      '</x>',
      '<X>',
      'x',
    )
    const text = fc.array(pieces, { maxLength: 6 }).map((parts) => parts.join(''))
    fc.assert(
      fc.property(
        fc.constantFrom('<x>', '<a>', '', 'x'),
        fc.constantFrom('</x>', 'a>', '', '>'),
        text,
        (s, e, t) => {
          expect(explainMarkedMatch(s, e, t).matched).toBe(matchesMarkedText(s, e, t))
        },
      ),
    )
  })

  it('reports the failing step and reason for the short-text vector', () => {
    const explanation = explainMarkedMatch('<x>', '</x>', '<x>')
    expect(explanation.matched).toBe(false)
    const suffix = explanation.steps.find((step) => step.check === 'suffix')
    expect(suffix?.passed).toBe(false)
    expect(suffix?.reason).toBe('too_short')
  })

  it('tells KELVIN SIGN apart as a non-ASCII case difference', () => {
    const explanation = explainMarkedMatch('<skill>', '</skill>', '<s\u212Aill>x</skill>')
    expect(explanation.matched).toBe(false)
    const prefix = explanation.steps.find((step) => step.check === 'prefix')
    expect(prefix?.passed).toBe(false)
  })

  it('stops at markers_present when a marker is empty', () => {
    expect(explainMarkedMatch('', '</x>', '</x>')).toEqual({
      matched: false,
      steps: [{ check: 'markers_present', passed: false }],
    })
  })
})

describe('matchesFragmentType: the custom overrides (fragments.md §3.2, §11.1)', () => {
  const additional = typeNamed('AdditionalContextUserFragment')
  const internal = typeNamed('InternalModelContextFragment')
  const unifiedExec = typeNamed('LegacyUnifiedExecProcessLimitWarning')
  const applyPatch = typeNamed('LegacyApplyPatchExecCommandWarning')
  const mismatch = typeNamed('LegacyModelMismatchWarning')

  it('uses the expected matcher kinds', () => {
    expect(additional.matcher).toBe(MatcherKind.AdditionalContextUser)
    expect(internal.matcher).toBe(MatcherKind.InternalModelContext)
    expect(unifiedExec.matcher).toBe(MatcherKind.LegacyUnifiedExecWarning)
    expect(applyPatch.matcher).toBe(MatcherKind.LegacyApplyPatchWarning)
    expect(mismatch.matcher).toBe(MatcherKind.LegacyModelMismatchWarning)
  })

  it('AdditionalContextUserFragment: <external_{key}>…</external_{key}>, case-sensitive', () => {
    expect(matchesFragmentType(additional, '<external_foo>bar</external_foo>')).toBe(true)
    expect(matchesFragmentType(additional, '  <external_foo>bar</external_foo>\n')).toBe(true)
    expect(matchesFragmentType(additional, '<EXTERNAL_foo>bar</external_foo>')).toBe(false)
    expect(matchesFragmentType(additional, '<external_foo>bar</EXTERNAL_foo>')).toBe(false)
    expect(matchesFragmentType(additional, '<external_foo>bar</external_baz>')).toBe(false)
    expect(matchesFragmentType(additional, '<external_foo')).toBe(false)
  })

  it('InternalModelContextFragment: valid source', () => {
    expect(
      matchesFragmentType(
        internal,
        '<codex_internal_context source="extension">\nInternal steering.\n</codex_internal_context>',
      ),
    ).toBe(true)
    expect(
      matchesFragmentType(
        internal,
        '<codex_internal_context source="a_1">x</codex_internal_context>',
      ),
    ).toBe(true)
  })

  it('InternalModelContextFragment: invalid source is rejected', () => {
    expect(
      matchesFragmentType(
        internal,
        '<codex_internal_context source="Extension">\nbody\n</codex_internal_context>',
      ),
    ).toBe(false)
    expect(
      matchesFragmentType(
        internal,
        '<codex_internal_context source="1x">x</codex_internal_context>',
      ),
    ).toBe(false)
    expect(
      matchesFragmentType(internal, '<codex_internal_context source="">x</codex_internal_context>'),
    ).toBe(false)
  })

  it('InternalModelContextFragment: legacy <goal_context>, case-sensitive', () => {
    expect(
      matchesFragmentType(
        internal,
        '<goal_context>\nContinue working toward the active thread goal.\n</goal_context>',
      ),
    ).toBe(true)
    expect(matchesFragmentType(internal, '<goal_context>x</GOAL_CONTEXT>')).toBe(false)
  })

  it('the legacy warnings match on the trimmed text', () => {
    expect(
      matchesFragmentType(
        unifiedExec,
        'Warning: The maximum number of unified exec processes you can keep open is 8',
      ),
    ).toBe(true)
    expect(
      matchesFragmentType(
        unifiedExec,
        'warning: The maximum number of unified exec processes you can keep open is 8',
      ),
    ).toBe(false)
    expect(
      matchesFragmentType(
        applyPatch,
        '\nWarning: apply_patch was requested via exec_command. Use the apply_patch tool instead of exec_command.\n',
      ),
    ).toBe(true)
    expect(
      matchesFragmentType(applyPatch, 'Warning: apply_patch was requested via exec_command.'),
    ).toBe(false)
    expect(
      matchesFragmentType(
        mismatch,
        'Warning: Your account was flagged for potentially high-risk cyber activity today',
      ),
    ).toBe(true)
  })

  it('explainTypeMatch agrees with matchesFragmentType for every catalogue type', () => {
    const texts = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constantFrom(
        '<external_foo>bar</external_foo>',
        '<codex_internal_context source="ext">x</codex_internal_context>',
        '<goal_context>x</goal_context>',
        'Warning: apply_patch was requested via x. Use the apply_patch tool instead of exec_command.',
        '<skill>x</skill>',
      ),
    )
    fc.assert(
      fc.property(fc.constantFrom(...DEFAULT_FRAGMENT_TYPES), texts, (type, text) => {
        expect(explainTypeMatch(type, text).matched).toBe(matchesFragmentType(type, text))
      }),
    )
  })
})

describe('matchesFragmentType: SubagentNotification (fragments.md §11.1)', () => {
  it('matches mixed-case markers through the default matcher', () => {
    expect(
      matchesFragmentType(
        typeNamed('SubagentNotification'),
        '<SUBAGENT_NOTIFICATION>{}</subagent_notification>',
      ),
    ).toBe(true)
  })
})

describe('explainMarkedMatch reasons', () => {
  it('names ASCII-only case folding when a KELVIN SIGN stands for k, at either end', () => {
    const start = explainMarkedMatch('<skill>', '</skill>', '<s\u212Aill>x</skill>')
    expect(start.matched).toBe(false)
    expect(start.steps.find((step) => step.check === 'prefix')?.reason).toBe('non_ascii_case')
    const end = explainMarkedMatch('<skill>', '</skill>', '<skill>x</s\u212Aill>')
    expect(end.steps.find((step) => step.check === 'suffix')?.reason).toBe('non_ascii_case')
  })
  it('says too short, not a case problem, for a text shorter than the marker', () => {
    const result = explainMarkedMatch('<skill>', '</skill>', '<sk>')
    expect(result.steps.find((step) => step.check === 'prefix')?.reason).toBe('too_short')
  })
})
