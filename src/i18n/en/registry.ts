/** Strings of the registry editor, matcher lab, assembly view, history editor and sharing. */
export const registry = {
  title: 'Fragment registry',
  intro:
    'Every piece of text Codex injects into the context is a typed fragment: a role, a start and an end marker, a body, and whether it needs a message of its own. Markers alone do not make a fragment recognizable later: a user-role type must also be listed in the contextual-user matcher list, and a developer-role type needs its prefix in the developer prefix table.',
  introEdit:
    'Edit any row and every compaction cell re-runs at once: the impact panel below, the grid and the trace follow.',
  explainer: {
    title: 'How a text is recognized later',
    user: 'Each type in the contextual-user matcher list is asked in order; the first whose start and end markers frame the trimmed text wins, and the whole message is hidden as runtime context.',
    developer:
      'Only the trimmed start of developer text is compared with each entry of the developer prefix table, ignoring ASCII case. There is no end check.',
    oneShot:
      'Types without markers gave up recognition on purpose: later, their text is treated like any other text of their role.',
  },
  stats: {
    types: { one: '{count} fragment type', other: '{count} fragment types' },
    matchers: { one: '{count} contextual-user matcher', other: '{count} contextual-user matchers' },
    prefixes: { one: '{count} developer prefix', other: '{count} developer prefixes' },
    default: "Codex's default registry",
    edited: 'Edited: differs from Codex’s default',
  },
  roles: {
    user: 'user',
    developer: 'developer',
    assistant: 'assistant',
    system: 'system',
  },
  cellName: '{phase} · {implementation}',
  empty: '(empty)',
  toolbar: {
    label: 'Scenario actions',
    undo: 'Undo',
    redo: 'Redo',
    undoHint: 'Undo the last edit (Ctrl+Z or Cmd+Z)',
    redoHint: 'Redo (Shift+Ctrl+Z or Shift+Cmd+Z)',
    share: 'Copy share link',
    shareWorking: 'Preparing link…',
    shareCopied:
      'Share link copied. It holds the whole scenario: registry, history, world and the selected cell.',
    shareManual: 'Your browser did not allow copying. Select the link and copy it yourself:',
    shareLinkLabel: 'Share link',
    shareFailed: 'The share link could not be made: {message}',
    shareSize: '{chars#character|characters}',
  },
  notices: {
    label: 'Messages',
    dismiss: 'Dismiss',
    rootPath: '(the whole file)',
    savedCorrupt:
      'Your saved work could not be read (it is not valid JSON). It was kept, untouched, under "{key}" so it can be recovered; the page started from the default scenario.',
    savedWrongVersion:
      'Your saved work was written by a different version of Context Lab (version "{version}") and was not loaded. It was kept under "{key}"; the page started from the default scenario.',
    savedInvalid:
      'Your saved work is not a valid scenario, so it was not loaded. It was kept under "{key}"; the page started from the default scenario. Problems:',
    shareBroken:
      'This share link is broken or was altered: it does not decode to a scenario. Nothing was changed; showing your {fallback} instead.',
    shareInvalid:
      'This share link decodes, but not to a valid scenario, so it was not opened. Showing your {fallback} instead. Problems:',
    shareTooLarge:
      'This share link unpacks to more than {bytes} bytes and was refused. Showing your {fallback} instead.',
    linkValueUnknown:
      'This link’s “{field}” was not applied: “{value}” is not a value this page offers. The rest of the link was applied.',
    linkValueMalformed:
      'This link’s “{field}” was not applied: “{value}” is not written the way this page writes it. The rest of the link was applied.',
    linkValueOutOfRange:
      'This link’s “{field}” was not applied: “{value}” is outside {min}–{max}. The rest of the link was applied.',
    shareTooLong:
      'This share link carries {chars} characters, more than the {max} a scenario link may have, so it was refused without being read. Showing your {fallback} instead.',
    shareChecksum:
      'This share link was damaged on the way: its checksum does not match what it decodes to (a character was changed, lost or added when it was copied). Nothing was changed; showing your {fallback} instead. Ask for the link again.',
    shareUnchecked:
      'This share link was made before links carried a checksum, so nothing shows that it arrived as it was made. It opened because it passed every check of the scenario format; compare it with what you expected. Your own saved work is untouched until you edit something here.',
    savedElsewhere:
      "Another tab saved newer work since this tab opened it. Saving here would overwrite that work, so this tab has not saved. Reload the other tab's work (this tab's changes are dropped), keep both (the other tab's work is set aside as a copy, then this tab's is saved), or overwrite it.",
    savedKeptBoth:
      'The other tab\'s work was set aside under "{key}" (nothing was deleted), and this tab\'s work is saved.',
    savedKeptBothFile:
      "This browser's storage is full, so the other tab's work could not be set aside in it: it was downloaded as a file instead, and this tab's work is saved.",
    shareLoaded:
      'You are looking at a shared scenario. Your own saved work is untouched until you edit something here.',
    storageUnavailable:
      'This browser does not allow local storage here, so edits will not survive a reload. Use "Copy share link" or export the scenario to keep them.',
    saveFailed:
      'Your last change could not be saved in this browser (storage is full or blocked). Your saved work is untouched, so a reload shows it (or the default scenario, if nothing was saved), not this change. Download the current scenario to keep it.',
    savedCrashed:
      'Your saved work made Context Lab fail ({message}), so it was not opened. It was kept under "{key}"; the page started from the default scenario.',
    shareCrashed:
      'This share link opens a scenario that makes Context Lab fail ({message}), so it was not opened. Showing your {fallback} instead.',
    scenarioSetAside:
      'The scenario was set aside under "{key}" in this browser (nothing was deleted), and the lesson is back.',
    scenarioDownloaded:
      'This browser would not store the scenario, so it was downloaded as a file instead, and the lesson is back.',
    savedNotObject:
      'Your saved work is valid JSON but not a scenario object, so it was not loaded. It was kept under "{key}"; the page started from the default scenario.',
    savedVersionType:
      'Your saved work has a version that is not a number ("{version}"), so it was not loaded. It was kept under "{key}"; the page started from the default scenario.',
    savedNotCopied:
      'Storage is too full to copy it aside, so it stays where it is and no edit will be saved over it. Download it to keep a copy, then free some space.',
    saveBlocked:
      'Your edits are not being saved: saving them would overwrite earlier saved work that could not be copied aside (storage is full). Download the current scenario or the earlier work to keep them.',
    savedBackedUp:
      'Your own saved work was copied aside under "{key}" before this shared scenario was saved in its place.',
    actions: {
      downloadKey: 'Download it',
      downloadCurrent: 'Download the current scenario',
      restoreKey: 'Restore my saved work',
      reloadSaved: "Reload the other tab's work",
      keepBoth: 'Keep both',
      overwriteSaved: 'Overwrite it',
    },
    fallback: {
      saved: 'saved work',
      default: 'default scenario',
    },
  },
  screen: {
    reset: "Reset to Codex's defaults",
    resetDone: "Registry reset to Codex's defaults. Undo brings your edits back.",
    addType: 'Add a fragment type',
    search: 'Filter types',
    searchPlaceholder: 'Name, marker or content kind',
    roleFilter: 'Role',
    allRoles: 'All roles',
    showing: 'Showing {shown} of {total#type|types}',
    tableCaption:
      'Fragment types. Markers are shown with their whitespace made visible: ⏎ is a line break, · a space at the edge.',
    orphans: 'Prefix table entries that no type in this catalogue is listed under:',
    noMatches: 'No type matches the filter.',
    tableTitle: 'Fragment types',
  },
  columns: {
    type: 'Type',
    role: 'Role',
    markers: 'Markers',
    recognition: 'Recognition',
    separate: 'Separate message',
    userMatchers: 'Contextual-user matchers',
    developerPrefixes: 'Developer prefixes',
    actions: 'Actions',
  },
  cells: {
    start: 'start',
    end: 'end',
    editMarkers: 'Edit markers',
    editMarkersOf: 'Edit markers of {name}',
    roleOf: 'Role of {name}',
    separateOf: '{name} requires a separate message',
    userMatcherOf: 'List {name} in the contextual-user matcher list',
    prefixOf: 'List the prefix of {name} in the developer prefix table',
    position: '#{position} of {total}',
    notListed: 'not listed',
    notApplicable: 'only for {role} types',
    deleteOf: 'Delete {name}',
    delete: 'Delete',
    custom: 'custom',
    pinName: 'at the pin: {name} (the lab keeps an older name as its key)',
    edited: 'edited',
    marked: 'marked',
    oneShot: 'one-shot',
    oneShotHint: 'no markers: never matched',
    customMatcher: 'custom matcher',
    customMatcherHint: 'matches_text is overridden: {matcher}',
    prefixValue: 'prefix',
    noPrefix: 'no prefix (unmarked)',
    prefixIsStart: 'its start marker',
    sourceLink: 'source',
    listAnyway: 'List anyway',
    warnings: 'warnings: {count}',
  },
  matcherKinds: {
    marked: 'default marked matcher',
    additional_context_user: '<external_{key}>…</external_{key}>, case-sensitive',
    internal_model_context: '<codex_internal_context source="…">, or legacy <goal_context>',
    legacy_unified_exec_warning: 'starts with the unified-exec process-limit warning',
    legacy_apply_patch_warning: 'starts and ends with the apply_patch warning',
    legacy_model_mismatch_warning: 'starts with the model-mismatch warning',
  },
  markerEditor: {
    title: 'Markers of {name}',
    start: 'Start marker',
    end: 'End marker',
    escapes: 'Type \\n for a line break and \\t for a tab.',
    preview: 'Renders as',
    customNote:
      'This type overrides matches_text, so its markers only change how it renders, not what it recognizes.',
    apply: 'Apply',
    applyAnyway: 'Apply anyway',
    cancel: 'Cancel',
    warningsIntro:
      'Legal in Codex, but self-defeating. Read the warning, then apply anyway or change it.',
  },
  announce: {
    markers: '{name}: markers changed.',
    role: '{name}: role changed to {role}.',
    separate: '{name}: separate message {state}.',
    on: 'on',
    off: 'off',
    userMatcherOn: '{name} added to the contextual-user matcher list at #{position}.',
    userMatcherOff: '{name} removed from the contextual-user matcher list.',
    prefixOn: 'Prefix {prefix} added to the developer prefix table.',
    prefixOff: 'Prefix {prefix} removed from the developer prefix table.',
    deleted: '{name} deleted and removed from both tables. Undo brings it back.',
    added: '{name} added.',
    refused: 'The edit was refused: the scenario would not be valid ({count#problem|problems}).',
    leftUserMatchers:
      '{name} is no longer a user type, so it was taken out of the contextual-user matcher list.',
    leftDeveloperPrefixes:
      'Prefix {prefix} was taken out of the developer prefix table: an empty prefix would match every developer message.',
    prefixRenamed: 'The developer prefix table entry {from} now reads {to}.',
    prefixShared: 'Prefix {prefix} is shared with {others}: they are affected too.',
  },
  issues: {
    nameEmpty: 'Give the type a name: the struct name is how the matcher list refers to it.',
    nameDuplicate: 'A type named {name} already exists. Names must be unique.',
    nameInvalid:
      'Use a Rust struct name: letters, digits and underscores, not starting with a digit.',
    nameReserved:
      'This name is reserved in JavaScript (__proto__, constructor, prototype): choose another struct name.',
    markersMissing:
      'A marked type needs a start and an end marker. To give up recognition on purpose, choose one-shot in step 2.',
    halfMarked:
      'Half-marked: with one marker empty this type can never be recognized. The default matcher returns false as soon as either marker is empty; only rendering uses the other one.',
    nonAscii:
      'Contains {char}. Codex compares markers byte by byte on UTF-8 and folds case for ASCII letters only, so a non-ASCII character must match exactly (KELVIN SIGN is not the letter k).',
    edgeWhitespace:
      'Begins or ends with whitespace ({side}). The matcher trims the text before comparing, so a marker with whitespace at that edge can never match.',
    duplicateStart:
      'Same start marker as {other}. Assembly tells fragments apart by their start marker, and the matcher list answers with the first type that matches, so the two will be confused.',
    bodyTooLarge:
      'The body has {size} characters; the limit here is {max}. A type answers for shape, not size: an injection that large belongs in review, not in every turn.',
    prefixEmpty:
      'An empty developer prefix would match every developer message, so it is refused. Give the type a start marker or an explicit prefix first.',
    oneShotListed:
      'This type has no markers, so its matcher always returns false: listing it changes nothing.',
    warning: 'Warning',
    error: 'Error',
  },
  form: {
    title: 'Add a fragment type',
    intro:
      "Make a type before you put text into the model's context. Walk the checklist: each step is a question every Codex fragment answers.",
    step1: '1. Role: who says it?',
    step1Hint: 'user and developer fragments can be recognized later; assistant ones never are.',
    step2: '2. Markers, or give up recognition on purpose',
    marked: 'Marked: a start and an end marker, recognized again after compaction',
    oneShot: 'One-shot: no markers; it is never recognized later (like an approval notice)',
    start: 'Start marker',
    end: 'End marker',
    step3: '3. Body',
    name: 'Struct name',
    contentKind: 'Content kind (our tag, not a Codex field)',
    body: 'Example body',
    bodyHint: 'The body carries its own whitespace: markers and body are joined with no separator.',
    bodySize: '{size} of {max} characters',
    step4: '4. A message of its own?',
    separate: 'Requires a separate message (requires_separate_message)',
    step5: '5. Register it in the matching table',
    registerUser: 'List it in CONTEXTUAL_USER_FRAGMENT_MATCHERS (at the end)',
    registerDeveloper: 'Add its prefix to CONTEXTUAL_DEVELOPER_PREFIXES (at the end)',
    registerAssistant:
      'Assistant fragments have no table: neither the matcher list nor the prefix table looks at them.',
    developerPrefix: 'Prefix to list (a one-shot type has no start marker)',
    preview: 'Rendered example',
    selfCheck: 'Does the rendered example match its own type?',
    selfYes: 'Yes: the type recognizes its own rendering.',
    selfNo: 'No: even its own rendering is not recognized.',
    selfNotListed: 'It would, but the type is not registered, so Codex would never ask.',
    submit: 'Add type',
    submitAnyway: 'Add anyway',
    cancel: 'Cancel',
    hasErrors: 'Fix the errors marked above first.',
    hasWarnings: 'There are warnings above. Add anyway, or change the type.',
  },
  impact: {
    title: 'Impact on compaction',
    updating: 'Updating…',
    intro:
      "The same history, compacted in all nine cells with Codex's default registry and with yours.",
    unchanged:
      "The registry is Codex's default, so there is nothing to compare yet. Try editing EnvironmentContext's markers to empty.",
    grid: 'Kept and cut history items per cell, default → yours',
    kept: 'kept {before} → {after}',
    cut: 'cut {before} → {after}',
    keptSame: 'kept {count}',
    cutSame: 'cut {count}',
    injected: 'injected {before} → {after}',
    changed: 'changed',
    same: 'same',
    itemsTitle: 'History items classified or kept differently',
    noItems: 'No history item is classified or kept differently in this scenario.',
    notRecognized: 'not recognized',
    realUser: 'real user message',
    hookPrompt: 'hook prompt',
    plainDeveloper: 'plain developer text',
    agentMessage: 'agent message',
    system: 'system message',
    notAMessage: 'not a message',
    fateLine: '{before} → {after} in: {cells}',
    // kept, truncated and cut are the lane's own words (grid.status)
    fates: {
      absent: 'absent',
    },
    consequences: {
      unrecognized_now_kept:
        'this {what} is no longer recognized, so compaction keeps it as if the user had typed it, and the UI would show it as a user message.',
      unrecognized: 'this {what} is no longer recognized: the UI would show it as a user message.',
      recognized_now_cut:
        'now recognized as runtime context: the UI hides it, and compaction cuts it instead of keeping it as user text.',
      recognized: 'now recognized as runtime context, so the UI hides it.',
      retyped: 'still hidden, but now claimed by another type (the first match in the list wins).',
      developer_unrecognized:
        'no developer prefix matches it any more, so rollback treats it as persistent developer text. Compaction drops developer messages either way.',
      developer_recognized:
        'a developer prefix now matches it, so it counts as contextual developer text. Compaction drops developer messages either way.',
      developer_retyped: 'now matched by another developer prefix.',
      recognition_changed: 'its classification changed.',
      fate_only: 'its classification is the same, but its place in the cells changed.',
    },
    block: 'block',
    text: 'text',
  },
  matcher: {
    title: 'Matcher lab',
    intro:
      'Type or paste a text and see, step by step, which registered type recognizes it: trim, prefix, trim again, suffix, ASCII-only case folding, and the custom matchers.',
    input: 'Text to match',
    role: 'Message role',
    presets: 'Presets',
    presetsHint: 'Each preset loads a text and a role.',
    visible: 'What the matcher sees (invisible characters made visible)',
    chars: '{chars#character|characters}, {bytes#UTF-8 byte|UTF-8 bytes}',
    capped:
      'Long text: matching reads only the first and last {window} characters (the matcher looks at the ends only), and the display shows the first {shown}.',
    moreHidden: '… {count#more character|more characters} not shown',
    classification: 'Message classification',
    verdict: {
      hidden:
        'Hidden: {type} recognizes this part, so the UI hides the whole message and compaction treats it as runtime context.',
      user_message:
        'Real user message: no registered matcher recognizes it, so the UI shows it and compaction keeps it.',
      hook_prompt:
        'Hook prompt: parsed from <hook_prompt hook_run_id="…">; shown as a hook prompt and kept.',
      developer_contextual:
        'Contextual developer text: the prefix {prefix} matches (prefix only, no end check).',
      developer_plain:
        'Plain developer text: no prefix in the developer prefix table matches. Developer messages never become UI items either way.',
    },
    candidatesUser: 'Contextual-user matchers, in list order',
    candidatesUserHint:
      'Codex asks each listed type in order; the first that matches wins. Types not in the list are never asked.',
    candidatesDeveloper: 'Developer prefix table, in order',
    candidatesDeveloperHint:
      'On the developer side only the trimmed start is compared with each prefix, ASCII case-insensitively.',
    unlisted: 'User types not in the matcher list (never asked)',
    wouldMatch: 'would match, but is not listed',
    matched: 'matches',
    noMatch: 'no match',
    winner: 'first match: wins',
    steps: {
      markers_present: 'The type’s two markers are not empty',
      trim_start: 'Trim the start (Unicode White_Space)',
      prefix: 'Compare the prefix',
      trim_end: 'Trim the end',
      suffix: 'Compare the suffix',
      custom_prefix: 'Custom check: prefix (case-sensitive)',
      custom_suffix: 'Custom check: suffix (case-sensitive)',
      custom_key: 'Custom check: key',
    },
    trimmed: 'removed {count}:',
    trimmedNone: 'nothing to trim',
    stepFailedMarkers: 'A marker is empty, so the default matcher returns false right away.',
    seen: 'seen',
    expected: 'expected',
    reasons: {
      too_short: 'the text is shorter than the marker',
      not_char_boundary: 'the marker length ends inside a multi-byte character',
      differs: 'the bytes differ',
      non_ascii_case:
        'equal only under full Unicode case folding: Codex folds ASCII letters only, so this fails',
    },
    pass: 'pass',
    fail: 'fail',
    prefixOnly: 'prefix',
    presetsList: {
      trap: 'Trap: <user_instructions>',
      agents: 'AGENTS.md as Codex renders it',
      kelvin: 'KELVIN SIGN in <skill>',
      bom: 'Leading U+FEFF (not trimmed)',
      nel: 'Leading U+0085 NEL (trimmed)',
      permissionsUnderscore: 'Developer: <permissions_instructions>',
      permissions: 'Developer: <permissions instructions>',
      approved: 'Developer: approved command prefix',
      upperSkill: 'Upper-case <SKILL> with padding',
      hook: 'Hook prompt',
      halfOpen: '<turn_aborted> without its end',
      plain: 'Plain user text',
    },
  },
  assembly: {
    title: 'Assembly of the initial context',
    intro:
      "How Codex sorts a world state's fragments into messages when it builds the initial context: one merged developer message (model switch first), separate developer messages, the multi-agent mode, one contextual user message, a guardian reviewer's developer instructions and, always last, the managed developer instructions. Sections are plain strings: the turn's developer instructions go in untyped, and a user-role text is hidden later only if a listed matcher recognizes it.",
    world: 'World state',
    worldHint:
      'Edits are saved into the scenario, so the compaction cells inject the same context.',
    cwd: 'Working directory (cwd)',
    sandbox: 'Sandbox mode',
    approval: 'Approval policy',
    network: 'Network access',
    agentsMd: 'AGENTS.md',
    agentsMdOn: 'An AGENTS.md file is present',
    agentsMdDir: 'Found in directory',
    agentsMdText: 'AGENTS.md text',
    modelSwitch: 'Model switch',
    modelSwitchOn: 'The model changed since the previous turn',
    previousModel: 'Previous model',
    modelSwitchInstructions: 'Model instructions',
    personality: 'Personality (empty = off)',
    multiAgentMode: 'Multi-agent mode text (empty = none)',
    usageHint: 'Multi-agent usage hint (empty = none)',
    managed: 'Managed developer instructions (empty = none)',
    developerInstructions: 'Developer instructions (empty = none)',
    guardian:
      'Guardian reviewer session: the developer instructions become a developer message of their own',
    tokenBudget: 'TokenBudget on (preview)',
    tokenBudgetHint:
      'Preview only: in the grid the empty-window column already turns TokenBudget on; the other columns leave it off.',
    tokenBudgetDiff:
      'With TokenBudget on, the window identity (<context_window>) becomes the first separate developer message.',
    tokenBudgetNew: 'added by TokenBudget',
    messages: 'Initial context, in the order Codex emits it',
    messageHeading: '{index}. {bucket}',
    fragmentCount: '{count#fragment|fragments}',
    textOf: 'Text of {type}',
    emptyBody: '(empty)',
    sizeRefused: 'Refused: {size} characters is over the {max}-character limit.',
    buckets: {
      merged_developer: 'merged developer message',
      separate_developer: 'separate developer message',
      multi_agent_mode: 'multi-agent mode',
      contextual_user: 'contextual user message',
      guardian_policy: 'guardian reviewer developer instructions',
      managed_developer: 'managed developer instructions (always last)',
    },
    reasons: {
      developer_instructions:
        'the turn developer_instructions string, pushed as is (no fragment type): only a model switch goes before it',
      model_switch_first: 'start marker <model_switch>: inserted at index 0 of the merged message',
      token_budget_window:
        'TokenBudget on: the window identity is pushed into the separate list first',
      held_multi_agent_mode: 'start marker <multi_agent_mode>: held and emitted on its own',
      held_managed_last: 'start marker <managed_developer_instructions>: held for the very end',
      multi_agent_role_separate: 'start marker <multi_agent_role>: always separate',
      unmarked_separate: 'requires a separate message and has an empty start marker',
      merged_developer: 'any other developer fragment is merged (even a marked separate one)',
      contextual_user: 'user role: joins the contextual user message',
      contextual_user_unlisted:
        'user role: joins the contextual user message, but no listed matcher recognizes it, so later it reads as a real user message',
      guardian_policy:
        'guardian reviewer session: the raw developer_instructions string becomes its own developer message',
      dropped_role: 'a role other than user or developer is dropped',
    },
    sandboxModes: {
      'read-only': 'read-only',
      'workspace-write': 'workspace-write',
      'danger-full-access': 'danger-full-access',
    },
    approvalPolicies: {
      untrusted: 'untrusted',
      'on-failure': 'on-failure',
      'on-request': 'on-request',
      never: 'never',
    },
  },
  history: {
    title: 'History editor',
    intro:
      'The history every compaction cell starts from. Add, remove, reorder and edit items; every change re-runs all nine cells.',
    presets: 'Scenarios',
    presetsHint:
      'Loading a scenario replaces the history, registry and world (undo brings yours back).',
    load: 'Load',
    loaded: 'Loaded "{name}".',
    current: 'Current scenario',
    items: 'Items ({count})',
    empty: 'The history is empty. Add an item below.',
    moveUp: '↑',
    moveDown: '↓',
    moveUpOf: 'Move {id} up',
    moveDownOf: 'Move {id} down',
    remove: 'Remove',
    removeOf: 'Remove {id}',
    edit: 'Edit',
    editOf: 'Edit {id}',
    close: 'Done',
    removedPair: 'Removed {id} and its paired {other}.',
    removed: 'Removed {id}.',
    moved: 'Moved {id} to position {position}.',
    outputBeforeCall: 'An output must stay after its call ({callId}); that move was not applied.',
    recognizedAs: 'recognized as {type}',
    classification: {
      hidden: 'hidden (runtime context)',
      user_message: 'real user message',
      hook_prompt: 'hook prompt',
      contextual_developer: 'contextual developer text',
      plain_developer: 'developer text outside the prefix table',
      agent_message: 'agent message',
      system: 'system message',
      not_a_message: '',
    },
    itemTypes: {
      message: 'message',
      function_call: 'tool call',
      function_call_output: 'tool output',
      custom_tool_call: 'custom tool call',
      custom_tool_call_output: 'custom tool output',
      reasoning: 'reasoning',
      agent_message: 'agent message',
      compaction: 'compaction',
      context_compaction: 'context compaction',
      compaction_trigger: 'compaction trigger',
      other: 'other',
    },
    fields: {
      id: 'Id',
      role: 'Role',
      part: 'Part {index}',
      addPart: 'Add a part',
      removePart: 'Remove part {index}',
      name: 'Tool name',
      callId: 'Call id',
      arguments: 'Arguments',
      input: 'Input',
      output: 'Output',
      text: 'Text',
      encryptedContent: 'Encrypted content',
      noFields: 'This item has no fields besides its id.',
    },
    idEmpty: 'An id is required.',
    idDuplicate: 'Another item already has the id {id}.',
    callIdEmpty: 'A call id is required.',
    callIdLinked: 'Changing the call id also changes its paired output.',
    add: {
      title: 'Add an item',
      kind: 'Kind',
      submit: 'Add',
      added: 'Added {id}.',
      kinds: {
        user: 'User message',
        assistant: 'Assistant message',
        developer: 'Developer message',
        system: 'System message',
        function: 'Tool call + output',
        custom: 'Custom tool call + output',
        reasoning: 'Reasoning',
        agent_message: 'Agent message',
        compaction: 'Compaction',
        context_compaction: 'Context compaction',
        compaction_trigger: 'Compaction trigger',
        fragment: 'A registered fragment, with its body',
      },
      fragmentType: 'Fragment type',
      fragmentBody: 'Body',
      fragmentPreview: 'Renders as a {role} message',
      fragmentOneShot:
        'This type is one-shot: its rendering is the bare body, never recognized later.',
      text: 'Text',
    },
    io: {
      title: 'Import and export',
      intro: "Scenario files use the compact CLI's JSON format.",
      export: 'Download scenario JSON',
      import: 'Open a scenario file…',
      paste: 'Or paste scenario JSON',
      pasteLoad: 'Load pasted JSON',
      imported: 'Imported "{name}".',
      badJson: 'This is not JSON: {message}. Nothing was changed.',
      invalid: 'This is not a valid scenario, so nothing was changed. Problems:',
      tooLarge:
        'The file has {size} bytes; files over {max} bytes are refused. Nothing was changed.',
      pasteTooLarge:
        'The pasted text has {size} bytes; more than {max} bytes is refused, as for a file. Nothing was changed.',
      exportFailed:
        'This scenario could not be written as JSON ({message}), so nothing was downloaded. Your work is unchanged.',
      readFailed: 'The file could not be read. Nothing was changed.',
      untitled: 'untitled scenario',
    },
    invalid: 'That edit would make the scenario invalid, so it was not applied:',
  },
  // a message's content parts and what each matched (lane card details, history rows)
  parts: {
    title: 'Parts of this message',
    count: { one: '{n} content part', other: '{n} content parts' },
    part: 'Part {n}',
    matched: {
      fragment: 'matches {type}',
      hook_prompt: 'a hook prompt',
      developer_prefix: 'matches the developer prefix {prefix}',
      none: 'matches no fragment type',
    },
    hidesMessage: 'hides the whole message',
    hiddenWith: 'hidden with it',
    empty: '(empty part)',
    rule: {
      user: 'One matching part hides the whole message, the user’s text with it: the UI shows none of it, and compaction does not keep it as user text.',
      developer:
        'Each developer part is checked on its own against the developer prefix table; a developer message never becomes a UI item either way.',
      other: 'Only user and developer parts are checked against fragment types.',
    },
    verdict: {
      hiddenBy: {
        one: 'Hidden: part {list} matched.',
        other: 'Hidden: parts {list} matched.',
      },
      user_message: 'No part matched: a real user message, shown and kept.',
      hook_prompt: 'A hook prompt: shown and kept.',
    },
  },
} as const
