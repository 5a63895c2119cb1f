/**
 * The one rule for a fragment type's struct name, shared by the scenario parser and the registry
 * editor so that a file, a link or saved work can never hold a name the editor would refuse.
 * Codex names its fragment types after Rust structs, so a name is a Rust identifier. Lookups by
 * name use Maps, so `toString` or `hasOwnProperty` are ordinary names; the three names that
 * JavaScript objects treat specially are still refused, so no copy of a registry kept in a plain
 * object (by a reader's own script, a JSON tool) can be turned by a name.
 */

export type TypeNameProblem = 'nameEmpty' | 'nameInvalid' | 'nameReserved'

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/
export const RESERVED_TYPE_NAMES: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
])

/** Why a name cannot name a fragment type, or undefined when it can. */
export function typeNameProblem(name: string): TypeNameProblem | undefined {
  if (name.trim() === '') return 'nameEmpty'
  if (!IDENTIFIER.test(name)) return 'nameInvalid'
  if (RESERVED_TYPE_NAMES.has(name)) return 'nameReserved'
  return undefined
}

/**
 * The parser's words for each problem: the English catalogue shows the same sentences
 * (`registry.issues.*`, a unit test holds them equal).
 */
export const TYPE_NAME_WORDS: Readonly<Record<TypeNameProblem, string>> = {
  nameEmpty: 'Give the type a name: the struct name is how the matcher list refers to it.',
  nameInvalid:
    'Use a Rust struct name: letters, digits and underscores, not starting with a digit.',
  nameReserved:
    'This name is reserved in JavaScript (__proto__, constructor, prototype): choose another struct name.',
}

/** The parser's and the editor's words for a second type with the same name. */
export function duplicateTypeNameWords(name: string): string {
  return `A type named ${name} already exists. Names must be unique.`
}
