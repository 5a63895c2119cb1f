import { describe, expect, it } from 'vitest'
import { identifierPieces } from '../../../../src/components/Identifier.tsx'
import { markupPieces } from '../../../../src/features/lessons/identifierPieces.ts'

describe('an identifier in lesson text', () => {
  it('breaks between words, never inside one', () => {
    expect(identifierPieces('PermissionsInstructions')).toEqual(['Permissions', 'Instructions'])
    expect(identifierPieces('EnvironmentContext::matches_text')).toEqual([
      'Environment',
      'Context::',
      'matches_',
      'text',
    ])
    expect(identifierPieces('core/src/context/mod.rs')).toEqual([
      'core/',
      'src/',
      'context/',
      'mod.',
      'rs',
    ])
  })

  it('joins back to the identifier, and leaves a plain word whole', () => {
    const code = 'InitialContextInjection::BeforeLastUserMessage'
    expect(identifierPieces(code).join('')).toBe(code)
    expect(identifierPieces('render')).toEqual(['render'])
  })
})

describe('a rendered fragment in a question option', () => {
  it('breaks between a tag and its text, never inside a tag', () => {
    expect(markupPieces('<current_date>2026-02-26</current_date>')).toEqual([
      '<current_date>',
      '2026-02-26',
      '</current_date>',
    ])
    expect(markupPieces('See <a>\n  <b>x</b>\n</a>')).toEqual([
      'See ',
      '<a>\n  ',
      '<b>',
      'x',
      '</b>\n</a>',
    ])
  })

  it('joins back to the text, and leaves text without tags whole', () => {
    const code = '<environment_context>\n  <cwd>/repo</cwd>\n</environment_context>'
    expect(markupPieces(code).join('')).toBe(code)
    expect(markupPieces('Approved command prefix saved:\nnpm *')).toEqual([
      'Approved command prefix saved:\nnpm *',
    ])
  })
})
