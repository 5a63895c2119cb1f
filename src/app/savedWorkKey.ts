/** Where saved work lives in localStorage (versioned), apart from `persistence.ts` so that the
 * first screen can tell whether there is any without loading persistence. */
export const STORAGE_VERSION = 1
export const STORAGE_KEY = `context-lab:v${STORAGE_VERSION}:scenario`
/** Where a scenario set aside is copied: `…:set-aside`, then `…:set-aside:2`, … */
export const SET_ASIDE_SUFFIX = ':set-aside'
