/** Strings shared by the whole app: header, tabs, generic actions. */
export const common = {
  appName: 'Context Lab',
  tagline: 'How Codex injects, recognizes and compacts its context window',
  tabs: {
    grid: 'Compaction grid',
    lessons: 'Lessons',
    compare: 'Compare cells',
    registry: 'Fragment registry',
    matcher: 'Matcher lab',
    assembly: 'Assembly',
    history: 'History editor',
    peers: 'Other agents',
  },
  lessonsOffer: {
    label: 'Lessons offer',
    text: 'New here? Start with the two guided lessons: they walk you through this grid step by step, ask you to predict, and check your answers with the core.',
    open: 'Start the lessons',
    dismiss: 'No thanks',
  },
  nav: { label: 'Views' },
  locale: { label: 'Language' },
  footer: {
    commit: 'Source links point at openai/codex {commit}.',
    offline: 'Runs entirely in your browser; nothing is sent anywhere.',
  },
} as const
