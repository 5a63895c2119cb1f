/**
 * Every other catalog section's loader, by `./<locale>/<section>.ts`. Loaded when a screen first asks
 * for a section outside the first screen's (src/i18n/index.ts), so the first screen does not ship
 * a loader for every section in every language.
 */
export const SECTION_FILES = import.meta.glob<Record<string, unknown>>([
  './{en,ko,zh}/*.ts',
  // the first screen's, which index.ts loads a language's at once (`<locale>/firstScreen.ts`):
  // left out, they are only ever in that one module's chunk, fetched in one request
  '!./{en,ko,zh}/{common,grid,rules,faults,firstScreen}.ts',
])
