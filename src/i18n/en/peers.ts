/** The Peers screen: how other agents answer the same two questions. Agent facts are data (peerData.ts). */
export const peers = {
  title: 'Same two questions, other agents',
  intro:
    'Every coding agent has to decide how runtime context enters the window and how it is recognised later, and what to do when the window fills. Here Codex sits next to eight other agents, one row each. Every claim names its source and how sure that source is.',
  lesson: {
    title: 'What the lesson contrasts',
    dsh: 'DeepSeek Harness trims tool results without a model before it summarises, and treats an advanced replaceGeneration as permission to retry an overflow. Codex bumps history_version on every rewrite of the history (compaction and rollback, spec §8) and installs a whole replacement history or nothing.',
    claude:
      'Claude Code stops compaction from recursing by checking the querySource label, and gives up after 3 failures in a row. Codex runs its manual compaction as a turn of its own (CompactTask, spec §2.4), so it needs no label, but it keeps no failure counter either (spec §9).',
  },
  legend: {
    title: 'How sure each claim is',
    src: 'Source',
    srcHint: 'The project’s own public code, at the commit shown.',
    docs: 'Docs',
    docsHint: 'Official documentation.',
    restored: 'Reconstructed source',
    restoredHint:
      'Reported from reconstructed source: third-party rebuilds of unpublished code; likely, not confirmed.',
    secondary: 'Secondary',
    secondaryHint: 'Quoted by a blog post, an analysis or a code excerpt.',
    unverified: 'Not verified',
    unverifiedHint: 'The sources consulted do not say.',
  },
  groups: {
    injection: 'Context injection',
    compaction: 'Compaction',
    recovery: 'Retries and safety',
    extension: 'Extension points',
  },
  columns: {
    agent: 'Agent',
    inject: 'How runtime context gets in',
    recognize: 'How it is recognised later',
    trigger: 'When compaction fires',
    runs: 'Where it runs',
    produces: 'What it produces',
    kept: 'What survives',
    generation: 'Rewrite counter',
    failure: 'Retries and failures',
    recursion: 'Recursion guard',
    hooks: 'Hooks and settings',
  },
  tags: {
    server: 'on the server',
    harnessModel: 'model call in the agent',
    modelFree: 'no model',
    summary: 'LLM summary',
    trim: 'model-free trim',
    newWindow: 'new empty window',
  },
  table: {
    title: 'All agents',
    caption: 'Nine agents compared on injection, compaction and recovery; one row per agent.',
    columnsLabel: 'Show column groups',
    scrollHint: 'Scroll sideways for more columns; the agent column stays in place.',
    basis: 'Read from: {basis}',
  },
  compare: {
    title: 'Two agents side by side',
    intro: 'Pick two agents to read their answers to each question next to each other.',
    first: 'First agent',
    second: 'Second agent',
    question: 'Question',
    gist: 'In one line',
    basis: 'Read from',
    nth: 'Agent {n}',
    add: 'Add an agent',
    remove: 'Remove {name}',
    caption: '{first} and {second}, question by question.',
  },
  complaints: {
    title: 'Users’ top complaints',
    intro:
      'Themes that keep coming back in public issue trackers, and what each says about the design.',
    reported: 'Reported in',
    teaches: 'What it teaches',
  },
  sources: {
    title: 'Sources',
    intro:
      'Each entry reads repository @ commit : path : lines. Links open GitHub or the vendor’s docs in a new tab when you click them; the page itself fetches nothing.',
    show: 'Show source {id}',
    newTab: '(opens in a new tab)',
  },
} as const
