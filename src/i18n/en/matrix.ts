/** Strings of the compare screen's decision matrix: all nine cells, exports, aligned phases, links. */
export const matrix = {
  tabs: {
    label: 'How to compare',
    matrix: 'Decision matrix (all nine)',
    side: 'Side by side (two or three)',
    sweep: 'Sweeps (over many histories)',
    memo: 'Memo (print and export)',
  },
  title: 'All nine cells on this history',
  intro:
    'One row per cell: what it costs and what the user loses. Click a column heading to sort; open a row’s losses to see the items.',
  caption: 'The nine cells on the same history, under the active faults and switches.',
  settings: {
    title: 'Active faults and switches',
    none: 'none: every model and server call succeeds',
  },
  columnsLabel: 'Columns shown',
  columns: {
    cell: 'Cell',
    outcome: 'Path and outcome',
    calls: 'Model · server calls',
    tokens: 'Tokens before → after',
    users: 'User messages kept · truncated · dropped',
    userText: 'User text kept',
    exchange: 'Tokens sent · received',
    estimate: 'Cost · time (estimate)',
    lost: 'What is lost',
    onFailure: 'If every call fails',
    caveats: 'Simulated',
  },
  values: {
    outcome: '{path}: {outcome}',
    calls: '{model} · {server}',
    fallback: 'includes one retry with the current model',
    tokens: '≈{before} → ≈{after}',
    exchange: '≈{sent} · ≈{received}',
    estimate: '${dollars} · {seconds} s',
    users: '{kept} · {truncated} · {dropped}',
    lostNone: 'nothing',
    lostKind: '{kind}: {n}',
    refreshed: 'context injected again fresh: {n}',
    moreLost: '… and {n} more (every one is in the CSV export)',
    caveatsNone: 'no',
  },
  lostItems: {
    one: 'Show the {count} lost item',
    other: 'Show the {count} lost items',
  },
  kinds: {
    user: 'user messages',
    assistant: 'assistant replies',
    tool: 'tool calls and outputs',
    reasoning: 'reasoning',
    context: 'injected context',
    other: 'other items',
  },
  caveats: {
    title: 'Where a number is simulated',
    summary:
      'Summary length: the summary’s words are the scenario’s stand-in for the model’s answer, so its tokens are not a real model’s.',
    server:
      'Server reply: no server is called; what the remote compaction returns is the lab’s simulation of one.',
    short: {
      summary: 'summary',
      server: 'server reply',
    },
  },
  export: {
    title: 'Export',
    markdown: 'Markdown',
    csv: 'CSV',
    svg: 'Chart as SVG',
    png: 'Chart as PNG',
    heading: 'Context Lab decision matrix: {scenario}',
    scenario: 'Scenario',
    source: 'Source',
    commit: 'Codex commit',
    faults: 'Active faults and switches',
    caveats: 'Caveats',
    rates: 'Rates',
    formula: 'Formula',
    unnamed: 'unnamed scenario',
    /** the names the session screen gives the scenarios it opens in the grid, in the reader's words */
    sessionNames: {
      plain: 'Codex session',
      atLine: 'Codex session at line {line}',
      atLineFull: 'Codex session at line {line}, window full',
      compaction: 'Codex session, compaction {n} (line {line})',
    },
  },
  cost: {
    title: 'What each cell costs',
    assumptions:
      'Tokens come from the core’s runs of this history. The prices and speeds are assumptions to edit, not facts: the core knows no price or speed. The defaults are round figures of the order of a large hosted model’s.',
    rates: 'Rates (assumptions)',
    fields: {
      inputPerMillion: 'Price of a million tokens sent ($)',
      outputPerMillion: 'Price of a million tokens received ($)',
      secondsPerCall: 'Wait per request (s)',
      inputTokensPerSecond: 'Tokens read a second',
      outputTokensPerSecond: 'Tokens written a second',
    },
    rateProblem: 'This rate cannot be used: a price or wait of 0 or more, a speed above 0.',
    ratesLine:
      '{inputPerMillion} $ a million tokens sent, {outputPerMillion} $ a million received, {secondsPerCall} s a request, {inputTokensPerSecond#token|tokens} read and {outputTokensPerSecond#token|tokens} written a second (assumptions)',
    formula:
      'Cost = tokens sent × price sent ÷ 1,000,000 + tokens received × price received ÷ 1,000,000. Time = requests × wait per request + tokens sent ÷ tokens read a second + tokens received ÷ tokens written a second. Every request (a retry too) sends the history again, with the summarization prompt for a local summary; only a completed compaction receives anything.',
  },
  chart: {
    title: 'Tokens before and after, per cell',
    before: 'before',
    after: 'after',
    label: 'Tokens before and after compaction for each of the nine cells',
  },
  phase: {
    label: 'Align the cells on',
    raw: 'The same step number',
    at: '{phase}: step {k} of {n}',
    notReached:
      'no {phase} step in this cell: shown where its earlier phases end (step {k} of {n})',
    names: {
      token_check: 'Token check',
      dispatch: 'Dispatch',
      request: 'Request',
      filter: 'Filter',
      install: 'Install',
      reinjection: 'Re-injection',
    },
  },
  pickerFull:
    'Side by side shows at most three cells: clear one to pick another, or open the decision matrix for all nine.',
} as const
