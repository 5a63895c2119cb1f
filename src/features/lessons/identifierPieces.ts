/** Code this short fits any column whole: it moves to the next line rather than split. */
export const WHOLE_CODE_MAX = 24

/**
 * An identifier cut where a line may break inside it without splitting a word: after `::`, `_`,
 * `.`, `/` and `-`, and between a lower-case letter and the capital that starts the next word
 * (`Permissions|Instructions`, `matches_|text`, `EnvironmentContext::|matches_|text`). The pieces
 * join back to the identifier; the lesson text puts a `<wbr>` between them.
 */
export function identifierPieces(code: string): string[] {
  return code.split(/(?<=::|[_./-])(?=[^:_./-])|(?<=[a-z])(?=[A-Z])/)
}

/**
 * A rendered fragment (markup) cut where a line may break between its tags and the text they
 * hold: after a `>` and before a `<` that do not already end or start a line
 * (`<current_date>|2026-02-26|</current_date>`). A narrow column then wraps a long line at a tag
 * rather than inside one. The pieces join back to the text.
 */
export function markupPieces(code: string): string[] {
  return code.split(/(?<=>)(?=[^\n])|(?<=[^\n>])(?=<)/)
}
