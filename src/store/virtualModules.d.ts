// the bundled lesson's nine runs, computed by the core at build time (vite.config.ts)
declare module 'virtual:lesson-results' {
  import type { CompactionResult } from '../core/index.ts'
  const runs: readonly Pick<CompactionResult, 'cell' | 'trace' | 'modelCalls' | 'serverCalls'>[]
  export default runs
}
