/**
 * Every catalog section's loader, by `./<locale>/<section>.ts`. Loaded when a screen first asks
 * for a section outside the first screen's (src/i18n/index.ts), so the first screen does not ship
 * a loader for every section in every language.
 */
export const SECTION_FILES = import.meta.glob<Record<string, unknown>>('./{en,ko,zh}/*.ts')
