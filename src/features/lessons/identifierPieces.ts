/**
 * An identifier cut where a line may break inside it without splitting a word: after `::`, `_`,
 * `.`, `/` and `-`, and between a lower-case letter and the capital that starts the next word
 * (`Permissions|Instructions`, `matches_|text`, `EnvironmentContext::|matches_|text`). The pieces
 * join back to the identifier; the lesson text puts a `<wbr>` between them.
 */
export function identifierPieces(code: string): string[] {
  return code.split(/(?<=::|[_./-])(?=[^:_./-])|(?<=[a-z])(?=[A-Z])/)
}
