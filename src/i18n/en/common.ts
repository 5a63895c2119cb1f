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
    session: 'Codex session',
  },
  lessonsOffer: {
    label: 'Lessons offer',
    text: 'New here? Start with the two guided lessons: they walk you through this grid step by step, ask you to predict, and check your answers with the core.',
    open: 'Start the lessons',
    dismiss: 'No thanks',
  },
  nav: { label: 'Views' },
  locale: { label: 'Language' },
  viewMenu: { button: 'View', label: 'View modes and sharing' },
  failure: {
    title: 'This screen stopped working',
    body: 'Context Lab ran into an error while showing this screen with the current scenario. The rest of the app still works, and nothing was deleted. You can set this scenario aside (it is kept in this browser under its own name) and return to the lesson.',
    detail: 'What went wrong:',
    setAside: 'Set this scenario aside and return to the lesson',
    download: 'Download this scenario',
    retry: 'Try again',
  },
  loading: 'Loading…',
  catalogNotice: {
    text: 'Some of this screen’s words could not be loaded, so they are shown in English. Check the connection and try again.',
    retry: 'Load them again',
    lost: 'Some of this screen’s words could not be loaded. Check the connection and try again.',
  },
  footer: {
    commit: 'Source links point at openai/codex {commit}.',
    offline: 'Runs entirely in your browser; nothing is sent anywhere.',
  },
} as const
