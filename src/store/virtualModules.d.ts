// the bundled lesson's nine runs, computed by the core at build time (vite.config.ts)
declare module 'virtual:lesson-results' {
  import type { PackedRun } from './lessonRuns.ts'
  const runs: readonly PackedRun[]
  export default runs
}
