import { describe, expect, it } from 'vitest'
import { identifierPieces } from '../../../../src/features/lessons/identifierPieces.ts'

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
