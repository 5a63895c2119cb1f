/** The memo page (compare screen, lazy): the matrix, the sweep and the folder on one page. */
export const memo = {
  title: 'Tradeoff memo: {scenario}',
  intro:
    'The decision matrix, the sweep and your own sessions on one page, to print or to export. Every count is the core’s; the prices and speeds are assumptions.',
  actions: {
    label: 'Print or export the memo',
    print: 'Print',
    markdown: 'Markdown',
    csv: 'CSV',
    svg: 'Charts as SVG',
  },
  language: 'Language',
  languageName: 'English',
  settingsTitle: 'What is switched on',
  settingsNone:
    'No fault is injected and no switch is changed: every model and server call succeeds.',
  settings: {
    faults: {
      remote: 'The remote compaction call fails with: {value}.',
      remoteFallback: 'The retry with the current model fails with: {value}.',
      local: 'The local summary request fails with: {value}.',
      localRepeat: 'The local failure comes back on {value#attempt|attempts} in a row.',
      preCompactHook: 'A PreCompact hook is configured and answers “{value}”.',
      postCompactHook: 'A PostCompact hook is configured and answers “{value}”.',
    },
    features: {
      tokenBudget: 'The token budget feature is {value}.',
      remoteCompactionV2: 'Remote compaction v2 is {value}.',
    },
    provider: {
      remoteCompaction: 'The provider’s remote compaction support is set to {value}.',
      streamMaxRetries: 'The provider retries a failed stream up to {value#time|times}.',
      requestMaxRetries: 'The provider retries a failed request up to {value#time|times}.',
      supportsWebsockets: 'The provider’s WebSocket support is {value}.',
      isOpenAi: 'The provider counted as OpenAI’s: {value}.',
    },
    server: {
      legacyReply: 'The simulated compaction server replies in the “{value}” shape.',
      transcript: 'The scenario gives the compaction server’s reply itself.',
    },
    turn: {
      previousModel: 'The model was switched since the last turn (the previous one: {value}).',
    },
    other: 'Another setting is changed ({value}).',
    on: 'on',
    off: 'off',
    yes: 'yes',
    no: 'no',
    replies: { realistic: 'realistic', echo: 'echo' },
    support: { v2: 'supported (v2)', unsupported: 'not supported' },
  },
  assumptionsTitle: 'Assumptions',
  tokens:
    'Tokens are Context Lab’s byte estimate (about four bytes a token), not a tokenizer’s count.',
  matrix: {
    title: 'The nine cells on this history',
  },
  sweep: {
    title: 'The sweep over generated histories',
    none: 'No sweep has run on this page yet: run it here, with the settings of the sweep tab’s link or the defaults.',
    run: 'Run the sweep',
    costs: 'What each cell costs at the sweep’s last point',
  },
  folder: {
    title: 'Your own sessions',
    none: 'No folder opened yet: open one here to add its totals to the memo.',
  },
} as const
