import { loadExplanations } from '../src/features/trace-panel/explainStep.ts'

// the app loads the steps' explanation table with the first step past the input history that is
// explained (src/features/trace-panel/explainStep.ts); tests explain any step at once
await loadExplanations()
