/** The Codex session screen: a real rollout file replayed through the core. */
export const session = {
  notKept: {
    body: 'Not kept after the reload: the browser lets a page read your files only while it is open, so what you had open is gone. Open it again:',
    dismiss: 'Dismiss',
  },
  title: 'Codex session',
  intro:
    'Open a Codex rollout file (~/.codex/sessions/…/rollout-….jsonl, or .jsonl.zst) to see its compactions through the core: what Codex recorded, what each cell would do, and the model-visible history at any line. The file is read in your browser; nothing is sent anywhere.',
  pick: 'Open a rollout file',
  drop: 'or drop it on this box',
  dropLabel: 'Drop a rollout file here',
  loading: 'Reading {name}: {done} of {total} MB, {lines#line|lines}',
  progressLabel: 'Reading the file',
  cancel: 'Cancel',
  cancelled: 'Reading {name} was cancelled.',
  failed: 'Could not read {name}: {message}',
  overview: {
    heading: 'Session',
    version: 'Codex {version}',
    unknownVersion: 'Codex version unknown',
    notInAddress:
      'The address bar does not carry this file: opened elsewhere, this page is empty. To share the session, send the file itself, or take one of its histories to the grid (open a compaction there, or use a line as the scenario) and share the link the grid offers.',
    counts: '{turns} · {requests} · {compactions} · {lines}',
    eras: 'Line formats: {eras}',
    counted:
      'Counted, not kept: {encrypted#encrypted item|encrypted items} ({encryptedChars#character|characters}), {images#image|images} ({imageChars#character|characters}).',
    skipped: 'Skipped unknown types: {list}',
    issues: '{lines} could not be read; the rest was:',
    issue: 'line {line}: {message}',
    stopped:
      'Reading stopped at line {line}: {limit}. Everything before it was read and is shown here.',
    truncated:
      'The file ends in the middle of a line (cut short, or still being written); everything before it was read.',
  },
  limits: {
    line_chars: 'a line is longer than {max} characters (the line-length limit)',
    blank_run: 'more than {max} blank lines in a row (the blank-line limit)',
    text_bytes: 'more than {max} bytes of text after decompression (the size limit)',
    zstd_window: 'a zstd frame asks for a window over {max} bytes (the zstd window limit)',
  },
  eras: {
    legacy: 'pre-envelope (legacy)',
    envelope: 'envelope',
    newest: 'newest (ordinal, window ids)',
  },
  chart: {
    heading: 'Context per request',
    label:
      'Tokens each request sent (last_token_usage.input_tokens) against the context window, with each compaction marked',
    window: 'window {tokens}',
    compaction: 'compaction {n}: {before} → {after#token|tokens}',
    flagged: {
      one: '{count} impossible token count is flagged, not plotted:',
      other: '{count} impossible token counts are flagged, not plotted:',
    },
    flaggedItem: 'line {line}: {value} ({reason})',
    none: 'This file has no token counts.',
  },
  anomalies: {
    not_a_number: 'not a number',
    over_window: 'more than the window',
    zero_last_usage: 'all zeros',
  },
  compactions: {
    heading: 'Compactions',
    none: 'This session has no compaction. Its history can still be opened at any line and used as a scenario.',
    item: '#{n} · line {line} · turn {turnNo} · {phase} · {implementation}',
    tokens: 'tokens {before} → {after}',
    items: 'items {before} → {after}',
    noReplacement: 'no replacement_history: rebuilt from the user messages and the summary',
    unknown: '?',
    inferred: '{label} (inferred)',
  },
  units: {
    turns: { one: '{count} turn', other: '{count} turns' },
    requests: { one: '{count} request', other: '{count} requests' },
    compactions: { one: '{count} compaction', other: '{count} compactions' },
    lines: { one: '{count} line', other: '{count} lines' },
    items: { one: '{count} item', other: '{count} items' },
    characters: { one: '{count} character', other: '{count} characters' },
    differences: { one: '{count} difference', other: '{count} differences' },
    parts: { one: '{count} message part', other: '{count} message parts' },
  },
  labels: {
    heading: 'What the file shows',
    timing: 'Timing: {label}',
    implementation: 'Implementation: {label}',
    inferred: 'inferred',
    read: 'read from the file',
    where: 'line {line}',
    whereItem: 'line {line}, item {item}',
    implementations: {
      local: 'local',
      remote_legacy: 'remote, legacy /responses/compact',
      remote_v2: 'remote v2',
      empty_window: 'empty window',
    },
    evidence: {
      task_started: 'task_started: the turn it ran in began here',
      task_complete: 'task_complete: that turn ended here',
      no_user_message: 'no user message in that turn: a compact task is its own turn',
      user_message_before: 'the user message of that turn came before it',
      user_message_after: 'the user message of that turn came after it',
      no_sampling_before: 'no request of that turn before it',
      tool_output_before: 'a tool output of the same turn just before it',
      model_output_before: 'model output of the same turn just before it',
      between_turns: 'the previous turn ended here: it ran between turns',
      no_lifecycle_events: 'the file records no task_started lines, so the timing is inferred',
      compact_marker: 'a compact-task marker',
      tokens_below_limit:
        '{value#token|tokens} before it: below 75 % of the window, where no automatic compaction fires',
      tokens_near_limit: '{value#token|tokens} before it: near the auto-compact limit',
      no_replacement_history:
        'no replacement_history: Codex rebuilds the history from the user messages and the summary',
      summary_message: 'the summary text is in message',
      summary_item: 'the replacement ends in the summary message',
      compaction_item: 'the replacement ends in a {value} item',
      context_window_item: 'a <context_window> developer message in the replacement',
      no_compaction_item: 'no compaction item at the end',
      assistant_kept: 'assistant messages kept: {value} (remote v2 never keeps them)',
      ghost_snapshots: 'ghost_snapshot items kept: {value} (remote v2 keeps only messages)',
      recording_version: 'recorded by Codex {value}',
      recorded_on: 'recorded on {value}',
      version_unknown: 'the file names no Codex version',
    },
    behaviour: 'Predicted as Codex {version} would; its remote cells use {endpoint}.',
    behaviourPin:
      'Predicted as Codex at the pin would (the file names no version); its remote cells use {endpoint}.',
    followsVersion:
      'The prediction follows that version, not the pin: its endpoint, where its remote and local compactions put the initial context and how it laid it out; the differences below are what it cannot predict.',
    behaviourInferred: 'The endpoint is the default of that version, not something the file shows.',
    endpoints: {
      legacy: 'the legacy /responses/compact endpoint',
      v2: 'remote compaction v2',
    },
    layoutSections:
      'Its initial context is laid out as that version did: one message per section (they were bundled into one developer and one user message on 2026-02-26, #12417).',
    remoteContext: {
      server_output:
        'A remote compaction of that version installed the server’s output as it came (until 2026-02-06, #10574): the context the legacy server returned stands where the request had it, and Codex added none.',
      every_timing:
        'A remote compaction of that version put the initial context before the last user message at every timing (2026-02-06 to 2026-02-20, #10574 to #12252); since then only mid-turn.',
    },
    localContext: {
      localFirst:
        'A local compaction of that version put the whole initial context first, at every timing (until 2026-02-20, #12252); since then only mid-turn, before the last user message.',
    },
  },
  world: {
    heading: 'The world the file states',
    unknown: 'unknown: the file does not say',
    from: 'line {line}, {source}',
    fields: {
      cwd: 'working directory',
      sandboxMode: 'sandbox',
      approvalPolicy: 'approval policy',
      networkAccess: 'network',
      agentsMd: 'AGENTS.md',
      currentDate: 'date',
      timezone: 'timezone',
    },
    sources: {
      turn_context: 'turn_context',
      environment_context: '<environment_context>',
      permissions: 'the permissions instructions',
      agents_md: 'the AGENTS.md message',
      session_meta: 'session_meta',
    },
    network: { enabled: 'enabled', restricted: 'restricted' },
    agentsMd: '{directory} ({characters})',
    assumed: 'Not in the file, so the core ran the cells with its defaults for: {fields}.',
  },
  compare: {
    heading: 'Compaction {n}: recorded and predicted',
    loading: 'Running the core on the history before it…',
    before: 'The history just before it: {items}.',
    tokensAfter:
      'Estimated history after it: recorded {recorded} · predicted {predicted} (one estimate for both, about 4 bytes a token per item; it leaves out the base instructions and tool definitions sent with every request, each item’s JSON framing, and the tokenizer’s own count).',
    recorded: 'What Codex recorded',
    predicted: 'What the core predicts: {cell}',
    recordedCut: '{items} cut (show them)',
    predictedCut: '{items} cut',
    differences: 'Differences',
    noDifferences: 'None: the core predicts what Codex recorded.',
    only_recorded: 'only recorded',
    only_predicted: 'only predicted',
    misplaced: 'initial context elsewhere',
    contextPosition: 'Initial context: recorded {recorded}; predicted {predicted}.',
    contextPositionSame: 'Initial context: both sides hold it {place}.',
    contextPositionUnjudged:
      'Initial context: its place cannot be judged here (recorded {recorded}; predicted {predicted}).',
    places: {
      none: 'none in the replacement',
      before_last_user: 'before the last user message',
      before_earlier_user: 'before an earlier user message',
      before_summary: 'before the summary',
      before_compaction: 'before the compaction item',
      before_other: 'before another item',
      end: 'at the end',
    },
    cells: 'The nine cells on the same history',
    cellRow: '{kept} kept · {cut} cut · {injected} injected · {summary} summary',
    matching: 'the recorded cell',
    ghostSnapshots:
      'Also recorded: {items} of type ghost_snapshot (line {line}), kept for /undo and never sent to the model, so not listed above.',
    noEmptyWindowPath:
      'not in that version: the empty-window path landed 2026-06-23 (#29743); this is the pin’s cell',
    openGrid: 'Open this history in the grid',
    note: 'Kept items are compared by text, injected items by fragment type, summaries by count: the core renders the world from the turn context and simulates the server and the model.',
    causesHeading: 'Why they differ',
    causeCount: '{cause}: {differences}',
    causeReason: '{cause}: {reason}',
    causes: {
      server_choice: 'the server’s choice',
      redaction: 'redaction',
      version: 'version difference',
      unrecorded: 'not in the file',
      port_error: 'port error',
    },
    causeExplain: {
      server_choice: 'the server decides what it returns; nothing on the client can know it',
      redaction: 'the file’s texts were replaced, and their markers with them',
      version: 'the Codex that recorded the file behaved differently from the pin here',
      unrecorded:
        'the file does not record what it takes to rebuild this: neither side can be checked here',
      port_error: 'nothing the file shows explains it: the port, or one of its rules, is wrong',
    },
    reasons: {
      redacted_text: 'the text is a placeholder (a digest or a redaction mark)',
      markers_removed: 'the file’s context lost its markers to the redaction',
      redacted_counterpart: 'the recorded item it would match is a placeholder',
      server_retention: 'the legacy server chose which messages to return',
      server_summary: 'the server writes the compaction item',
      no_reinjection:
        'recorded before 2026-02-06 (#10574, 143daadb3): Codex added no initial context to the server’s output',
      server_output_verbatim:
        'recorded before 2026-02-06 (#10574, 143daadb3): the legacy server returned this context message of the request, and Codex installed its output as it came',
      reinjected_every_timing:
        'recorded between 2026-02-06 and 2026-02-20 (#10574 to #12252): a remote compaction put the initial context in at every timing',
      local_context_first:
        'recorded before 2026-02-20 (#12252, bb0ac5be7): a local compaction put the initial context first, at every timing',
      sections_layout:
        'recorded before 2026-02-26 (#12417, 07aefffb1): that version wrote one message per section, where this prediction bundles them',
      section_not_in_session:
        'the session never recorded this section: its Codex (version or settings) did not write it',
      unrecorded_fields:
        'that Codex wrote no replacement history; the file records this section but not the fields to rebuild it (sandbox, approval, network or cwd)',
      insertion_rule:
        'Codex puts it before the last real user message, else before the summary, else before the compaction item (compact.rs:581); the port’s insertion rule is the suspect',
      unexplained: 'nothing the file shows explains it',
    },
  },
  redaction: {
    heading: 'This file was redacted',
    body: '{parts} with placeholder text (a digest or a redaction mark), first at lines {lines}. Their markers went with the text: injected context reads as user text here, so the timing labels and the comparison cannot see it. The differences it causes are counted as redaction.',
  },
  history: {
    heading: 'Model-visible history at line {line}',
    lineLabel: 'Line',
    show: 'Show',
    facts:
      '{total#item|items} · previous model {previous} · reference context {reference} · window {window}',
    none: 'none',
    more: 'Show {count} more',
    chars: '{chars#character|characters}',
    plain: 'not a fragment',
  },
  scenario: {
    heading: 'Use as scenario',
    explain:
      'The history at line {line}, the world from its turn context and the current registry become the scenario of the grid, the editors and share links.',
    redact: 'Redact first: every text replaced by its length, structure and fragment markers kept',
    use: 'Use as scenario',
    done: 'Loaded as the scenario: {count#item|items}.',
    dropped:
      '{count#tool output without its call was|tool outputs without their call were} left out.',
    failed: 'Could not make a scenario: {message}',
  },
} as const
