import type { Explanation } from './explanations.ts'

/**
 * The explanation of the step every cell opens at (its input history, `FIRST_VIEW_STEP`): the
 * first screen shows it, so it is here rather than in the table that loads later (which reuses
 * it), and its words are in the first screen's `rules` section.
 */
export const explainInputHistory: Explanation<'input_history'> = (_, e) =>
  e.one('rules.steps.input_history')
