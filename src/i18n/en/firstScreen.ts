// the first screen's sections of this language (FIRST_SCREEN_SECTIONS), imported together by
// src/i18n/index.ts: one request, not one per section and then their shared chunk
export { common } from './common.ts'
export { faults } from './faults.ts'
export { grid } from './grid.ts'
export { rules } from './rules.ts'
