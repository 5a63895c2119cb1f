/**
 * What each step did, in plain words (the trace panel, the announcer, the presenter's caption).
 * The first screen shows only the first step's (the history's load, `rules.steps`): these load
 * with the second step, as a section of their own.
 */
export const steps = {
  pre_turn_check:
    'Pre-turn: run_pre_sampling_compact runs early in run_turn, right after the results of hooks that finished since the last turn are recorded and before the incoming user message is, so compaction sees the history without that message.',
  previous_model_check: {
    compHashChanged:
      'The previous model ({previousModel}) and the current one ({currentModel}) compact differently (their compaction hashes differ): compact with the previous model first.',
    modelDownshift:
      'Moving from {previousModel} to the smaller window of {currentModel} would overflow it: compact first.',
    none: 'The model changed from {previousModel} to {currentModel}, but the compaction hash is the same and the window does not shrink: no extra compaction.',
    fallback:
      'If that remote call still fails with an error that may be the model’s own ({retriedCurrentModel}, or an overloaded or internal server error the lab does not simulate), it retries once with the current model. Not for {retriedSameModelOnly}.',
  },
  token_status: {
    reached:
      '{activeTokens#token is|tokens are} in use against a compact limit of {scopeLimit} plus a {fallbackBufferTokens}-token buffer. The test is “greater or equal”, so token_limit_reached is true.',
    fullReached:
      '{activeTokens#token reaches|tokens reach} the full usable window ({fullLimit#token|tokens}), so token_limit_reached is true.',
    notReached:
      '{activeTokens#token is|tokens are} in use, below the compact limit ({scopeLimit} plus {fallbackBufferTokens}) and the usable window ({fullLimit}): token_limit_reached is false.',
    assumed: 'The scenario gives no token count, so usage is taken to sit exactly at the limit.',
    scopeTotal: 'Token scope Total: every token in use counts against the compact limit.',
    scopeBody:
      'Token scope BodyAfterPrefix: only what follows the {prefillInputTokens}-token prefix, {scopeTokens#token|tokens}, counts against the compact limit; the usable window still counts all of them.',
    scopeBodyNoPrefill:
      'Token scope BodyAfterPrefix without a prefill: the baseline is what is in use, so nothing counts against the compact limit and only the usable window can trigger.',
  },
  mid_turn_roll_over: {
    rollOverLimit:
      'Mid-turn: the model still needs a follow-up and the token limit is reached, so should_roll_over is true. Compact now, then keep sampling in the same turn.',
    rollOverNewWindow:
      'Mid-turn: a follow-up is needed and the model asked for a new window (the one-shot flag is consumed), so should_roll_over is true.',
    noFollowUp:
      'Mid-turn: no follow-up is needed, so should_roll_over is false without looking further (a pending new-window request is not consumed). The next turn’s pre-turn check will compact if needed.',
    underLimit:
      'Mid-turn: a follow-up is needed, but the limit is not reached and no new window was requested: no compaction.',
  },
  manual_compact_task:
    'Manual /compact: CompactTask replaces the running turn and runs as a turn of its own (TurnStarted … TurnComplete), with reason user_requested.',
  dispatch_token_budget: {
    on: 'The TokenBudget feature is on, so the dispatcher takes the empty-window path whatever the provider can do. Reason: {reason}.',
    off: 'The TokenBudget feature is off (the default), so the provider decides the path. Reason: {reason}.',
  },
  dispatch_provider: {
    remote_v2:
      'The provider supports remote compaction v2 and the RemoteCompactionV2 flag is on: remote v2, a compaction_trigger sent over /responses.',
    remote_legacy:
      'The provider supports v2 but the RemoteCompactionV2 flag is off: the legacy /responses/compact endpoint.',
    local:
      'The provider has no remote compaction (Unsupported): Codex samples a summary itself, locally.',
    empty_window: 'The empty-window path was chosen.',
  },
  pre_compact_hook: {
    continue: 'A PreCompact hook ran and let compaction go ahead.',
    stop: 'The turn is aborted (TurnAborted): {refusal}. The history is untouched.',
  },
  post_compact_hook: {
    continue: 'A PostCompact hook ran after the install and let the turn go on.',
    stop: 'The turn is aborted (TurnAborted): {refusal}. The new history stays.',
  },
  item_started: 'ItemStarted(ContextCompaction) is sent: clients see a compaction begin.',
  item_completed: 'ItemCompleted(ContextCompaction) is sent: the compaction is done.',
  trim_function_outputs:
    'The base instructions plus the request copy are larger than the model’s usable window: {rewritten#trailing tool output is|trailing tool outputs are} replaced by a “truncated” placeholder ({ids}). Only the copy changes.',
  remote_request: {
    ok: 'The history is sent to {endpoint} for model {model}.',
    fault: 'The history is sent to {endpoint} for model {model}, and the call fails: {fault}.',
    retried:
      'The error is retryable, so remote v2 sends the request again, up to {maxRetries#more time|more times} (min(stream_max_retries, 2)); over HTTPS the HTTP client itself resends a request that ends in {resentByHttpClient}, up to {requestMaxRetries#more time|more times} per attempt (request_max_retries): {calls} requests, all failing.',
    fellBack:
      'The request started on a WebSocket. When its retries ran out after {websocketCalls#call|calls}, Codex warned, switched the session to HTTPS, reset the retry budget and tried again: {httpsCalls#HTTPS request|HTTPS requests}.',
    retriedLegacy:
      'The legacy request goes through the HTTP client’s retry policy: a request that ends in {resentByHttpClient} is sent again, up to {requestMaxRetries#more time|more times} (request_max_retries): {calls#request|requests}, all failing.',
    empty: 'The request is empty, so Codex sends nothing to {endpoint}.',
  },
  remote_error:
    'The remote compaction failed ({error}). It never falls back to local: an “Error running remote compact task” event is sent, and the compaction item is left started but not completed.',
  model_fallback: {
    retrySucceeded:
      'The error ({error}) allows one retry with the current model, and the retry succeeds.',
    retryFailed:
      'The error ({error}) allows one retry with the current model. The retry fails too, so the original error is returned.',
    noFallback:
      'No retry: {error} could retry with the current model, but only previous-model pre-turn compactions have a fallback model.',
    notRetryable:
      'No retry with the current model: of the failures the lab simulates, that is for {retriedCurrentModel} (and in Codex a few more), and {error} is not one of them.',
  },
  server_transcript: {
    realistic:
      'The simulated server answers as Codex’s test mock of the legacy endpoint does: a replacement transcript of {items#item|items}, the request’s user and developer messages plus one compaction item. A real /responses/compact server also returned some assistant messages (final answers); a scenario transcript can show that.',
    echo: 'Echo reply (a scenario switch): the server returns a replacement transcript of {items#item|items}, the whole request echoed back plus one compaction item. This is the case the keep filter exists for.',
    scenario:
      'The server returns the scenario’s replacement transcript of {items#item|items}. Items it left out are gone.',
    empty_request: 'No request was sent, so the replacement transcript is empty.',
  },
  should_keep:
    'should_keep_compacted_history_item filters what the server returned: developer messages, contextual wrappers and tool items go; real user messages, assistant messages and compaction items stay. {kept} kept, {cut} cut. In remote v2 it judges only the pre-filter’s candidates, so the assistant replies the pre-filter dropped stay dropped; the lane marks each decision at this step and installs the result later.',
  v2_prefilter:
    'v2 keeps only user, developer and system messages and eligible agent messages as candidates (eligible agent messages: messages from another agent that are not a final answer and not over 10 000 tokens as a serialized item; plain assistant replies are not among them): {dropped#item goes|items go} (assistant replies, tool calls and outputs, reasoning, old compaction items); {candidates#candidate remains|candidates remain}.',
  v2_retention:
    'The retained messages share a {budget}-token budget, newest first: {retained} kept, {truncated} shortened, {remaining#token|tokens} left over.',
  v2_compaction_output: {
    valid: 'The server streams exactly one compaction item. It goes last in the new history.',
    invalid:
      'The server returned {compactionItems} compaction items instead of exactly one: the result is rejected and compaction fails.',
  },
  local_prompt_clone: {
    default:
      'The summarization prompt is added to a private copy of the history ({requestItems#item|items}), never to the live history: “{prompt}”',
    custom:
      'A custom compact_prompt is added to a private copy of the history ({requestItems#item|items}), never to the live history: “{prompt}”',
  },
  local_stream: {
    retry:
      'The request failed with an error the loop sends again as it is: every error but {notRetriedLocal}, which it handles otherwise (simulated here: {retriedLocal}). Reconnecting, attempt {retry} of {maxRetries}. Any output that already arrived does not change this.',
    retriesExhausted:
      'The request failed again and its {maxRetries#retry is|retries are} used up: compaction fails.',
    windowFull:
      'The request is over the window and holds only one item, so nothing is left to trim: the window is marked full and compaction fails.',
    sessionBudget:
      'The shared session token budget is exhausted: compaction fails at once, without a retry.',
    interrupted:
      'The turn is aborted (TurnAborted): {refusal}. The error is returned as is, without an Error event or a retry.',
  },
  local_overflow_trim:
    'The request is over the window and holds more than one item: the oldest item ({removed}) is dropped from the copy, the retry count starts again, and the request is retried with {requestItems#item|items}.',
  local_summary_output:
    'The model’s summary arrives and is appended to the live history. That is an append, so the history version does not change.',
  collect_user_messages:
    'collect_user_messages keeps only real user messages (no wrappers, no earlier summaries): {collected} collected. The other {cut#item does|items do} not carry over.',
  build_compacted_history:
    'The user messages share a {budget}-token budget, newest first: {kept} kept, {truncated} shortened, {dropped} dropped.',
  summary_message:
    'The summary becomes a user message: the summary prefix plus the model’s text (about {tokens#token|tokens}). It goes last.',
  initial_context_injection: {
    do_not_inject:
      'DoNotInject (pre-turn and manual): no initial context goes into the new history. Pre-turn, the same turn re-injects it in full right after the compaction, before its user message; after a manual compaction, the next regular turn does.',
    before_last_user_message:
      'BeforeLastUserMessage (mid-turn): the initial context is rebuilt from the turn’s world state and spliced in, so that the summary stays last.',
  },
  insert_initial_context: {
    last_real_user:
      'The {messages#initial-context message goes|initial-context messages go} before the last real user message ({anchorId}), at position {position}.',
    last_summary:
      'There is no real user message, so the {messages#initial-context message goes|initial-context messages go} before the last summary ({anchorId}), at position {position}.',
    last_compaction:
      'There are no user messages, so the {messages#initial-context message goes|initial-context messages go} before the last compaction item ({anchorId}), at position {position}.',
    append:
      'There is no user message and no compaction item, so the {messages#initial-context message is|initial-context messages are} appended.',
    summaryLast:
      '{lastId} is still the last item: the summary stays last, which is the layout the model was trained on.',
  },
  notSimulated: {
    retainClientDeveloperMessages:
      'Not simulated: with RetainClientDeveloperMessages on, Codex would also keep the client-authored developer messages here, newest first within 64 000 tokens. The lab has no client-authored flag on items, so it runs as with that feature off.',
  },
  empty_window_install:
    'Empty window: no model, no server, no summary. Window {previousWindowId} closes and {currentWindowId} opens holding only the initial context ({messages#message|messages}). Nothing of the old history carries over. This is why even a pre-turn empty window holds the initial context while pre-turn remote does not: the empty window reads InitialContextInjection only to take mid-turn’s world state (DoNotInject builds it afresh), never to decide where the context goes, because a new window is the initial context.',
  replace_history:
    'replace_compacted_history installs the new history: {items#item|items}. {cut#item is|items are} gone.',
  history_version:
    'The history version goes from {before} to {after}: rewriting the history bumps it, appending never does.',
  reference_context: {
    cleared:
      'The reference context item is cleared: the next regular turn finds no reference and re-injects the full initial context.',
    clearedSameTurn:
      'The reference context item is cleared: right after the compaction, this same turn finds no reference and re-injects the full initial context before its user message.',
    set: 'The reference context item is set to this turn’s context: the next turn only injects what changed.',
    unchanged: 'The reference context item is unchanged.',
  },
  local_warning:
    'The local path sends a warning: long threads and repeated compactions can make the model less accurate.',
  next_turn_reinjection: {
    same_turn:
      'Because the reference was cleared, this same turn re-injects the full initial context ({messages#message|messages}) right after the compaction: run_turn records it after this history and before the incoming user message, with no sampling in between.',
    next_turn:
      'Because the reference was cleared, the next regular turn appends the full initial context ({messages#message|messages}) after this history and before its user message. A manual compaction is a turn of its own, so the context waits for that turn.',
  },
  outcome: {
    completed: 'Done: the {path} path completed.',
    failed: 'The compaction failed and the turn ends with an error. The history was not replaced.',
    failedManual:
      'The compaction failed. The manual task reports the error and ends; the history was not replaced.',
    turn_aborted:
      'The turn stops (TurnAborted): the step that stopped it says why, and the history stays as that step left it.',
    not_triggered: 'No compaction this time: the history stays as it was.',
  },
} as const
