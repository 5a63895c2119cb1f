/** Strings of the compaction grid screen (grid, lane, playback, trace panel, table, counters). */
export const grid = {
  title: 'Same history, nine ways to cut it',
  intro:
    'Pick a timing and an implementation, then play the trace: every change on screen is one decision of the compaction core.',

  phases: {
    pre_turn: 'Pre-turn',
    mid_turn: 'Mid-turn',
    manual: 'Manual',
  },
  phaseHints: {
    pre_turn: 'Before sampling. The same turn re-injects the context before its user message.',
    mid_turn: 'Sampling goes on, so a summary, when the implementation writes one, must stay last.',
    manual: '/compact runs as a turn of its own.',
  },
  implementations: {
    remote: 'Remote',
    local: 'Local',
    empty_window: 'Empty window',
  },
  implementationHints: {
    remote: 'The server compacts: v2 keeps recent messages plus its one compaction item.',
    local: 'Codex samples a summary itself.',
    empty_window: 'TokenBudget: a new window, no summary.',
  },
  paths: {
    remote_v2: 'remote v2',
    remote_legacy: 'remote legacy',
    local: 'local',
    empty_window: 'empty window',
    none: 'no path',
  },
  outcomes: {
    completed: 'completed',
    failed: 'failed',
    turn_aborted: 'turn aborted',
    not_triggered: 'not triggered',
  },
  /** the one vocabulary of a cell's outcome (`cellRunOf`), on every screen */
  runOutcomes: {
    completed: 'completed',
    'failed-unchanged': 'failed, history unchanged',
    'not-triggered': 'not triggered',
    refused: 'refused, turn stopped',
  },
  /** why a run was refused (`refusalOf`): one reason per kind, said alike by the grid and the trace */
  refusals: {
    pre_compact_hook: 'a PreCompact hook stopped the turn before anything changed',
    post_compact_hook: 'a PostCompact hook stopped the turn after the new history was installed',
    interrupted: 'the summary request was interrupted',
  },
  refusedBecause: '{outcome} ({reason})',

  selectors: {
    timing: 'Timing',
    implementation: 'Implementation',
  },

  cells: {
    label: 'The nine cells',
    hint: 'Click a cell or press 1–9.',
    name: '{phase} × {implementation}',
    summary:
      '{name} (key {key}): {path}, {outcome}. {cut} cut, {kept} kept, {injected} injected. Version {before} → {after}. {calls}.',
    version: 'v{before}→{after}',
    modelCalls: { one: '{n} model call', other: '{n} model calls' },
    serverCalls: { one: '{n} server call', other: '{n} server calls' },
    callsShort: { model: '{n} model', server: '{n} server', retries: '{n#retry|retries}' },
    summaryUnchanged:
      '{name} (key {key}): {path}, {outcome}. {unchanged#item|items} left as they were. Version {before} → {after}. {calls}.',
    unchangedShort: '= {n} unchanged',
    noCalls: 'no model or server call',
    callsBoth: '{model}, {server}',
    legacyReply: {
      realistic: 'realistic reply',
      echo: 'echo reply',
      scenario: 'scenario transcript',
    },
  },

  status: {
    pending: 'pending',
    unchanged: 'unchanged',
    kept: 'kept',
    cut: 'cut',
    injected: 'injected',
    summary: 'summary',
    truncated: 'truncated',
  },
  statusHints: {
    pending: 'not decided yet',
    unchanged: 'left as it was: the compaction did not change the history',
    kept: 'carried over',
    cut: 'removed',
    injected: 'added fresh',
    summary: 'summary or compaction item',
    truncated: 'carried over, shortened',
  },
  legend: {
    title: 'Legend',
    notTriggered: 'not triggered',
    notTriggeredHint: 'the cell’s trigger did not fire: nothing ran, so there is nothing to count',
  },

  counters: {
    label: 'Counters',
    cut: 'cut',
    kept: 'kept',
    injected: 'injected',
    version: 'version',
    versionValue: '{before} → {after}',
    truncated: '{n} shortened',
    unchanged: 'unchanged',
    unknown: '–',
  },

  badges: {
    label: 'Lesson badges',
    filter_applied: 'filter applied',
    summary_last: 'summary stays last',
    reinjected_same_turn: 're-injected this turn',
    reinjected_next_turn: 're-injected next turn',
    empty_window: 'empty window',
    hints: {
      filter_applied:
        'should_keep removed runtime wrappers and tool items: from the server’s reply on the legacy path, from the request’s own messages on v2.',
      summary_last: 'The initial context went before the last user message; the summary is last.',
      reinjected_same_turn:
        'Nothing was injected into the new history: right after the compaction, this same turn re-injects the full context before its user message is recorded.',
      reinjected_next_turn:
        'Nothing was injected now: a manual compaction is its own turn, so the next regular turn re-injects the full context.',
      empty_window: 'A new window with the initial context only: no summary, no memory.',
    },
  },

  lane: {
    title: 'History lane',
    listLabel: 'History items, in order',
    empty: 'Nothing replayed yet. Press Play (Space) or step forward (→) to load the history.',
    position: '#{n}',
    roleKind: '{role} {kind}',
    noBody: '(empty)',
    decidedBy: '{status} by {rule}',
    undecided: 'Not decided yet: a later step will decide.',
    source: 'Rule source: {label}',
    nextTurn: 'Next turn re-injects',
    nextTurnHint:
      'Not part of this history: the next regular turn appends these before its user message.',
    nextTurnPosition: '+{n}',
    sameTurn: 'This turn re-injects',
    sameTurnHint:
      'Not part of the new history: right after the compaction, this same turn appends these before its user message is recorded.',
  },

  /** the kind on a lane card, where room is short (the full word is read out instead) */
  kindsShort: {
    message: 'msg',
    function_call: 'tool call',
    function_call_output: 'tool output',
    custom_tool_call: 'tool call',
    custom_tool_call_output: 'tool output',
    reasoning: 'reasoning',
    agent_message: 'agent msg',
    compaction: 'compaction',
    context_compaction: 'compaction',
    compaction_trigger: 'trigger',
    other: 'other',
  },

  roles: {
    user: 'user',
    assistant: 'assistant',
    developer: 'developer',
    system: 'system',
  },
  kinds: {
    message: 'message',
    function_call: 'tool call',
    function_call_output: 'tool output',
    custom_tool_call: 'custom tool call',
    custom_tool_call_output: 'custom tool output',
    reasoning: 'reasoning',
    agent_message: 'agent message',
    compaction: 'compaction item',
    context_compaction: 'context compaction',
    compaction_trigger: 'compaction trigger',
    other: 'other item',
  },

  playback: {
    label: 'Playback',
    play: 'Play',
    pause: 'Pause',
    stepBack: 'Step back',
    stepForward: 'Step forward',
    first: 'To start',
    last: 'Last step',
    restart: 'Restart',
    speed: 'Speed',
    speedValue: '{speed}×',
    timeline: 'Timeline',
    stepOf: 'Step {k} of {n}',
    start: 'Start (before step 1)',
    keys: 'Space play/pause · ← → step · Shift+← → next change · Home End · 1–9 cell',
    keysLabel: 'Keyboard shortcuts',
    announce: 'Step {k} of {n}: {title}. {text}',
    announceStart: 'Start, before step 1 of {n}: nothing replayed yet.',
  },

  trace: {
    title: 'Logic trace',
    hint: 'Click a step to jump there. Each link opens the function that decides the step, and the lines inside it, at openai/codex {commit}.',
    listLabel: 'Trace steps',
    seek: 'Go to step {seq}: {title}',
    source: 'Open the deciding function, {label}, at openai/codex {commit} (new tab)',
    lesson: 'lesson: {citation}',
    explainAll: 'Explain every step',
    start: 'Start (before step 1): nothing applied yet.',
  },

  table: {
    title: 'Replacement table',
  },
} as const
