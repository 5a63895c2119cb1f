/** The session screen's token views: where tokens go, which cell fires next, the sample session. */
export const sessionTokens = {
  sample: {
    try: 'Try a sample session',
    explain:
      'No file at hand? The sample is written by this app: ten turns with long tool outputs, one mid-turn, one pre-turn and one manual compaction.',
  },
  chart: {
    window: 'context window {tokens} tokens',
    limit: 'auto-compact limit {tokens}',
    xAxis: 'line of the file',
    yAxis: 'input tokens',
    hover: 'line {line} · turn {n} · {tokens#input token|input tokens}',
    hoverHint:
      'Point at the chart (or focus it and use the arrow keys) for the values of each request; click or press Enter to show the history there.',
    markLabel: 'C{n}',
  },
  firing: {
    heading: 'Which cell fires, and when (line {line})',
    inUse: 'In use: {tokens#token|tokens} (recorded at line {from})',
    inUseNone: 'No request recorded up to this line: the tokens in use are unknown.',
    window: 'Context window: {tokens} tokens',
    limit:
      'Auto-compact limit: {tokens} tokens (the smaller of the configured limit and 90 % of the window; a file does not record a configured one)',
    noWindow: 'The file records no context window: no limit can be computed.',
    headroom: '{tokens#token|tokens} below the limit ({percent} % of it in use)',
    reached: 'The limit is reached ({percent} % of it in use): the next check fires.',
    position: {
      between_turns: 'Between turns: the next turn starts with a check before its first request.',
      awaiting_follow_up:
        'After a tool output inside a turn: the model needs a follow-up request, checked first.',
      in_turn: 'Inside a turn, no tool output waiting: the next check is before the next turn.',
    },
    next: 'Next to fire: {cell}',
    nextWhen: {
      pre_turn: 'when the next turn starts with the limit reached',
      mid_turn: 'when the follow-up after this tool output starts with the limit reached',
    },
    path: 'Path: {path}',
    pathFrom: 'from the provider {provider} and Codex {version}',
    pathFromProvider: 'from the provider {provider}',
    pathInferred: 'inferred',
    manual: 'A manual /compact can run at any time between turns, whatever the tokens.',
    whatIf: 'What if the window were full here',
    whatIfExplain:
      'Runs the nine cells on the history at this line with the tokens in use set to the limit ({tokens}).',
    whatIfRunning: 'Running the nine cells…',
    whatIfHeading: 'The nine cells at line {line} with {tokens#token|tokens} in use',
    thisSession: 'this session',
    notFired: 'did not fire',
    cellRow: '{kept} kept · {cut} cut · {injected} injected · {summary} summary',
  },
  breakdown: {
    heading: 'Where the tokens go at line {line}',
    kind: 'Kind',
    tokens: 'Estimated tokens',
    share: 'Share',
    total: 'Estimated history',
    recorded: 'Recorded input of the last request (line {line})',
    unexplained: 'Not in the estimate',
    leftOut:
      'The estimate counts the model-visible history as Codex estimates it (about 4 bytes a token, an image as 7,373 bytes, an encrypted payload as ¾ of its length less 650). It leaves out the base instructions and tool definitions sent with every request, each item’s JSON framing, and the tokenizer’s own count; items added after the last request make it larger than the recorded input.',
    noRecorded: 'No request is recorded up to this line.',
    biggest: 'The largest part: {kind}, {percent} % of the estimate.',
    kinds: {
      user: 'user messages',
      assistant: 'assistant messages',
      reasoning: 'reasoning',
      tool_call: 'tool calls',
      tool_output: 'tool outputs',
      injected: 'injected context',
      image: 'images',
      encrypted: 'encrypted content',
    },
    perTurn: 'Per turn: what each turn added',
    perTurnMore: 'The first {shown} of {turns}.',
    turn: 'Turn',
    line: 'Line',
    added: 'Added (estimate)',
    peak: 'Largest input recorded',
    largest: 'Largest kind',
    recordedAll: 'Everything the file recorded (estimate)',
  },
  history: {
    facts:
      '{items} · previous model {previous} · reference context {reference} · window id {window}',
    none: 'none',
    tokens: '≈{tokens#token|tokens}',
    listLabel: 'History items (scrolls)',
  },
  units: {
    items: { one: '{count} item', other: '{count} items' },
    turns: { one: '{count} turn', other: '{count} turns' },
  },
} as const
