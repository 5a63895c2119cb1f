/**
 * Names and descriptions of the bundled scenarios, by file id. The scenario files carry the
 * English text for the CLI; the app shows these, in the reader's language.
 */
export const presets = {
  'lesson-mixed-history': {
    name: 'The lesson’s mixed history',
    description:
      'Thirty turns into a thread the window hits its ceiling. Runtime context (permissions, AGENTS.md, environment, an approved command prefix, an aborted turn) is mixed with real user messages, assistant replies and tool calls.',
  },
  'approved-prefix-forgotten': {
    name: 'Approved prefix after compaction',
    description:
      'The user approved `npm *` mid-task. Codex records a one-shot developer notice (`Approved command prefix saved:`) and adds the prefix to the session’s permissions. A one-shot type has no markers, so no matcher recognizes the notice later; only the developer prefix table knows its first line, to tell it from persistent developer text when a rollback trims history (the matcher lab and the history editor show that prefix match). Every cell cuts the item `approved`, and nothing re-injects the notice. The approval is not forgotten, though: the fresh permissions instructions list it under `## Approved command prefixes`, in the new history for mid-turn and the empty window, and when the initial context is next injected for pre-turn (the same turn, before its first sampling request) and manual (the next regular turn). An agent without typed fragments keeps no such second copy: its model would ask again before running `npm test`.',
  },
  'workspace-amnesia': {
    name: 'Workspace amnesia after compaction',
    description:
      'The workspace is /srv/payments and the sandbox is read-only. In a pre-turn or manual cell the new history has no <environment_context> and no <permissions instructions>: both return only when the initial context is re-injected: pre-turn by the same turn, before its first sampling request; manual by the next regular turn. Compare the mid-turn cells, which splice it in before the last user message, and the empty window, which installs it at once.',
  },
  'forked-expired-environment': {
    name: 'Forked session, expired environment',
    description:
      'A forked session still carries the old thread’s <environment_context> (item `old-env`). This scenario’s registry removes EnvironmentContext’s markers, so the expired block is no longer recognized: every remote and local cell keeps it as if the user had typed it, beside the fresh environment. Reset the registry and the cells cut it again.',
  },
  'one-part-hides-the-message': {
    name: 'One matching part hides the message',
    description:
      'Two user messages that look alike in a one-line preview. `mixed` has two content parts: an <environment_context> block and the user’s own request to rename the CI job; `plain` has two parts that match nothing. One matching part is enough: the whole of `mixed` is hidden as runtime context, so every cell cuts it and the rename request goes with it, while every remote and local cell keeps `plain` as a real user message (the empty window starts from nothing). Open a card on the lane, or the item in the history editor, to see each part and what it matched.',
  },
} as const
