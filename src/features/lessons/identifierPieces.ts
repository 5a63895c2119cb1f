/** Code this short fits any column whole: it moves to the next line rather than split. */
export const WHOLE_CODE_MAX = 24

/**
 * A rendered fragment (markup) cut where a line may break between its tags and the text they
 * hold: after a `>` and before a `<` that do not already end or start a line
 * (`<current_date>|2026-02-26|</current_date>`). A narrow column then wraps a long line at a tag
 * rather than inside one. The pieces join back to the text.
 */
export function markupPieces(code: string): string[] {
  return code.split(/(?<=>)(?=[^\n])|(?<=[^\n>])(?=<)/)
}
