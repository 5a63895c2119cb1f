/** The grid's fault and world switches (features/faults). */
export const faults = {
  title: 'Faults and world switches',
  active: '{n} on',
  legend: {
    title: 'More of the legend',
    model: 'model calls the cell made (local summary)',
    server: 'remote compaction server calls',
    fallback: 'a failed remote call retried once with the current model',
    failed: 'the compaction failed or the turn was aborted',
    marks: 'Timeline marks, where a step changes the lane:',
    markKinds: {
      cut: 'cut',
      kept: 'kept',
      injected: 'injected',
      summary: 'summary',
      install: 'new history installed',
    },
    lesson:
      '“lesson: file Lnn” beside a trace step is the lesson’s own citation of the same code; the link before it opens the deciding function at the pinned commit (a single line where the step is decided on one line).',
  },
  fallback: 'fallback',
  fallbackHint: 'The remote call failed and was retried once with the current model.',
} as const
