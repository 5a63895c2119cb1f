/**
 * Fixed strings of the compaction paths (compaction.md §11). They are constants Codex matches
 * on (the summary prefix decides what counts as a summary), so they are kept exactly.
 */

/**
 * `SUMMARIZATION_PROMPT` (prompts/templates/compact/prompt.md via `include_str!`, so with the
 * file's final newline).
 */
export const SUMMARIZATION_PROMPT = [
  'You are performing a CONTEXT CHECKPOINT COMPACTION. Create a handoff summary for another LLM that will resume the task.',
  '',
  'Include:',
  '- Current progress and key decisions made',
  '- Important context, constraints, or user preferences',
  '- What remains to be done (clear next steps)',
  '- Any critical data, examples, or references needed to continue',
  '',
  'Be concise, structured, and focused on helping the next LLM seamlessly continue the work.',
  '',
].join('\n')

/** `SUMMARY_PREFIX` (summary_prefix.md, no final newline); a summary is this + "\n" + the text. */
export const SUMMARY_PREFIX =
  'Another language model started to solve this problem and produced a summary of its thinking process. You also have access to the state of the tools that were used by that language model. Use this to build on the work that has already been done and avoid duplicating work. Here is the summary produced by the other language model, use the information in this summary to assist with your own analysis:'

/** The warning the local path sends after a successful compaction. */
export const LOCAL_COMPACTION_WARNING =
  'Heads up: Long threads and multiple compactions can cause the model to be less accurate. Start a new thread when possible to keep threads small and targeted.'

export const REMOTE_ERROR_PREFIX = 'Error running remote compact task'

/** What the legacy request puts in place of a tool output that no longer fits. */
export const TRUNCATED_OUTPUT_PLACEHOLDER =
  'Output exceeded the available model context and was truncated'

/** The retained-message budget of remote v2 (`RETAINED_MESSAGE_TOKEN_BUDGET`). */
export const RETAINED_MESSAGE_TOKEN_BUDGET = 64_000
/** An agent message above this many tokens is not retained by remote v2. */
export const MAX_RETAINED_AGENT_MESSAGE_TOKENS = 10_000
/** `MAX_REMOTE_COMPACTION_V2_STREAM_RETRIES`. */
export const MAX_REMOTE_COMPACTION_V2_STREAM_RETRIES = 2
/** `COMPACT_USER_MESSAGE_MAX_TOKENS`: the local rebuild's budget for real user messages. */
export const COMPACT_USER_MESSAGE_MAX_TOKENS = 20_000

export const FINAL_ANSWER_PREFIX = 'Message Type: FINAL_ANSWER\n'
/** An inter-agent progress message; from a descendant agent, remote v2 does not retain it. */
export const PROGRESS_MESSAGE_PREFIX = 'Message Type: MESSAGE\n'
