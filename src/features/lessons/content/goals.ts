/**
 * The learning goals the lessons answer to: seed 002's table of twelve abilities (the fragments
 * lesson) and seed 003's three takeaways (the compaction lesson). A test checks that every goal is
 * taught by a lesson step and tested by a question.
 */
export const GOALS = [
  // seed 002: "make a type before you put it into the model's context"
  'f_problem',
  'f_whyTypes',
  'f_fourQuestions',
  'f_renderRule',
  'f_twoCalls',
  'f_markedOneShot',
  'f_matchRule',
  'f_trap',
  'f_sorting',
  'f_order',
  'f_boundary',
  'f_dsh',
  // seed 003: "after the window fills, where to cut and what to keep"
  'c_timingImplementation',
  'c_remoteFilterSummary',
  'c_emptyWindow',
  // seed 003's "one step further": what a failed compaction does, and the one fallback model
  'c_failures',
] as const

export type GoalId = (typeof GOALS)[number]
