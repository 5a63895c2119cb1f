// the bundled lesson's scenario and nine runs, computed by the core at build time (vite.config.ts)
declare module 'virtual:lesson-results' {
  import type { PackedLesson } from './lessonRuns.ts'
  const lesson: PackedLesson
  export default lesson
}
