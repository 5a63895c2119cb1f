/**
 * The lessons: guided text, predict-then-reveal questions and the exercise. Loaded only with the
 * Lessons tab (not part of the first screen). `{name}` placeholders are filled by the screen;
 * `backticks` mark code. Written for Context Lab from the spec and the seeds' learning goals.
 */
export const lessons = {
  ui: {
    title: 'Lessons',
    intro:
      'Two guided lessons and an exercise. Every step moves the real app (the grid, the lane and the logic trace) to a state of the core; questions ask you to predict before the core shows what happens.',
    choose: 'Choose a lesson',
    exerciseTab: 'Exercise',
    stepOf: 'Step {n} of {total}',
    pageOf: 'page {n} of {total}',
    back: 'Back',
    next: 'Next',
    finish: {
      fragments: 'To the compaction lesson',
      compaction: 'To the exercise',
    },
    printLesson: 'Print this lesson',
    printHint:
      'The handout has every step on its own page and the questions without answers; the key adds each answer and why.',
    printKeyButton: 'Print the key',
    slidePng: 'Slide (PNG)',
    slideSvg: 'Slide (SVG)',
    slideMore: '+{n} more',
    slideSaved: 'Saved {file}',
    slideFailed: 'No slide: {reason}',
    printStudent: 'Student handout',
    printKey: 'Teacher’s key',
    handoutAnswer: 'Answer: {answer}',
    keys: 'Keys: ← → or PageUp / PageDown move between steps, Home goes to step 1 (outside text fields).',
    goals: 'Learning goals',
    predictFirst:
      'Predict first: the explanation and the full stage open once you commit your answer.',
    stageConcealed: 'The loaded history, before compaction decides anything.',
    goalsTaught: 'This step teaches',
    goalsContinued: 'This step goes on with',
    stage: 'The app, at this step',
    stageCell: 'Cell: {cell}',
    // the step and the count, kept on one line
    stageStep: 'step {step} of {total}',
    stageScenario: {
      mixed: 'The lesson’s mixed history',
      userInstructionsTrap: 'Registry edited: UserInstructions matched with <user_instructions>',
      agentsMd40k: 'World edited: AGENTS.md is about 40 KB',
      tokenBudget: 'Switch: TokenBudget on',
      remoteTimeout: 'Fault: the remote compaction times out',
      modelSwitch: 'World: model switched (gpt-5 → gpt-5-codex); the first remote call is rejected',
    },
    pinSources: 'Decided at the pin by:',
    lessonNote: 'Where the course this lesson follows says otherwise:',
    restoreNote:
      'The lesson plays its own scenario; your work on the other screens is restored when you leave this tab.',
    gate: {
      title: 'A lesson question is open',
      body: 'This screen would show its answer (the counts, the lane, the trace and the tables all do), so it waits until you commit your prediction.',
      back: 'Back to the question',
      show: 'Show this screen anyway',
    },
  },

  question: {
    label: 'Predict',
    commit: 'Commit my answer',
    chooseFirst: 'Choose an answer first.',
    hiddenUntilCommit: 'The stage shows the result once you commit.',
    revealed: 'The core’s answer: “{answer}”.',
    correct: 'Right.',
    wrong: 'Not quite: the core says “{answer}”.',
    rule: 'Rule',
    seeStep: 'Show trace step {seq}: {title}',
    retry: 'Try again',
    basisSource:
      'This answer is a fact about Codex’s source that the core does not run; the spec gives it.',
  },

  goals: {
    f_problem:
      'Say what the real difficulty of injection is: recognizing the text later, not inserting it.',
    f_whyTypes:
      'Explain why injections are types, where the trait lives, and why not in codex-core.',
    f_fourQuestions:
      'Name the four questions every type answers: role, markers, body, its own message.',
    f_renderRule: 'Write the render rule: markers and body joined directly; no markers, body only.',
    f_twoCalls: 'Tell the instance call that renders from the type-level call that recognizes.',
    f_markedOneShot: 'Tell which types must be marked and which give up recognition (one-shot).',
    f_matchRule:
      'State the match rule: trim, prefix, trim, suffix, ASCII case only, both must hold.',
    f_trap: 'Avoid the UserInstructions trap: its real markers differ from the protocol constants.',
    f_sorting: 'Say what assembly sorts by: role, marker start, requires_separate_message().',
    f_order: 'Give the output order: merged developer → separate developer → contextual user.',
    f_boundary:
      'State the boundary: types give traceability, not restraint (32 KiB a round passes).',
    f_dsh: 'Compare DSH’s runtime reconciliation: its strengths, costs and failure conditions.',
    c_timingImplementation: 'Timing first, implementation second: nine cells share two entrances.',
    c_remoteFilterSummary:
      'A server transcript is filtered at the door; where the summary and initial context go depends on the timing.',
    c_emptyWindow: 'The empty window is a compaction too, but no memory comes with it.',
    c_failures:
      'Remote never falls back to local: a failed compaction leaves the history unchanged; only a model switch’s previous-model compaction may try the current model.',
  },

  fragments: {
    title: 'Fragments: give every injection a type',
    summary:
      'Why Codex turns each piece of runtime text into a type, what that buys, and what it does not.',
    steps: {
      symptoms: {
        topic: 'An approval after a compaction',
        title: 'Three symptoms, one cause',
        body: 'Picture an agent that puts runtime text into the model’s context as plain strings. A long session shows three odd failures. The user approved `npm *`, yet after a compaction the model asks again before running `npm test`: the approval notice was cut, and nothing brings it back. After a compaction the model forgets where it works and whether the sandbox may write. A forked session carries an old environment block next to the new one, and the rules contradict each other.\n\nAll three start the same way: the runtime put text into the context (an approval, the workspace, the permissions), and later, when only history was left, nothing could tell that text apart from what the user wrote. Injecting is easy; recognizing the text again afterwards is the hard part.\n\nCodex meets the same moment. On the right, mid-turn × remote is deciding the fate of every item of the lesson’s mixed history. Find `approved`, the one-shot notice recorded when the user approved `npm *`: does Codex forget the approval too?',
      },
      whyTypes: {
        topic: 'Where ContextualUserFragment is declared',
        title: 'Injections are types',
        body: 'Codex’s answer: every injection is a type. A struct implements the trait `ContextualUserFragment`, and the type itself knows its role, its markers and how to write its body. The builder of the initial context sorts fragments by their type’s fields, and a fragment that must be hidden in history later also needs its matcher in `CONTEXTUAL_USER_FRAGMENT_MATCHERS`. The door is narrow, not sealed: the builder gathers its developer sections as plain strings and also pushes the raw `developer_instructions` string, so text that is no type can still reach the model there.\n\nThe trait does not live in codex-core. It has its own small crate, `codex-context-fragments`, and core only re-exports it. Whatever renders or reads history can depend on that one definition without pulling in the whole agent, and adding an injection goes through one narrow door: a new file, the trait, one line in `core/src/context/mod.rs`.\n\nThe lane shows each history item with the fragment type the registry recognizes in its text.',
      },
      fourQuestions: {
        topic: 'What a type describes',
        title: 'Four questions every type answers',
        body: 'Every fragment type answers four questions: which role it is recorded with (user or developer), which start and end markers surround it, what its body is, and whether it must stand in a message of its own (`requires_separate_message()`).\n\nThe panel reads these four answers for some of Codex’s types from the registry the core runs with. Notice what is not among them: a size.',
      },
      renderRule: {
        topic: 'Rendering an EnvironmentContext',
        title: 'The render rule',
        body: '`render()` is a dozen lines. Take the markers and the body; if both markers are empty, return the body alone; otherwise return start marker, body and end marker joined with nothing in between. No newline is added: the body carries its own leading and trailing whitespace. `into()` then wraps the result in one message with a single text item.\n\nThe panel renders real types with the core’s `renderFragment`: a marked type, and an unmarked one whose output is exactly its body.',
      },
      twoCalls: {
        topic: 'Text alone, after a compaction',
        title: 'Render with the instance, recognize with the type',
        body: '`markers(&self)` is called on an instance: you hold the object, you render it. `type_markers()` and `matches_text()` are called on the type, with no `self`. After compaction, resume or fork there is no object any more, only text in history, and the question becomes: does this text look like an EnvironmentContext?\n\nThat is why the matcher list is a list of per-type functions, and why a `Box<dyn ContextualUserFragment>` cannot call `matches_text`: recognition must name the concrete type it looks for. On the lane, the keep filter decides every item from its text alone.',
      },
      markedOneShot: {
        topic: 'The approval notice, met again',
        title: 'Marked or one-shot',
        body: 'A type that must be recognized later has a start and an end marker. A one-shot notice gives that up on purpose: its `type_markers()` are two empty strings, so the default `matches_text` is always false. `ApprovedCommandPrefixSaved` is one.\n\nBoth extremes hurt. Mark everything and one-time notices are recognized and fed to the model again after every compaction. Mark nothing and compacted history cannot tell user words from runtime notes, so a fork resubmits an expired environment as user input.\n\nWhat does recognize `Approved command prefix saved:` later? Only the developer prefix table (`CONTEXTUAL_DEVELOPER_PREFIXES`), which checks that first line, and only for rollback and trimming decisions. No matcher recognizes the notice, and nothing re-injects it. The approval itself is not kept in the notice: it is part of the session’s permissions, and under the on-request (or granular) approval policy the permissions instructions list it again under `## Approved command prefixes` whenever the initial context is injected.',
      },
      matchRule: {
        topic: 'Which text matches?',
        title: 'The match rule',
        body: '`matches_marked_text(start, end, text)` is short and strict. If either marker is empty: no match. Trim whitespace at the start and compare the start marker as a prefix; trim whitespace at the end and compare the end marker as a suffix. Both comparisons ignore ASCII case only. Both must hold: a text that only begins right does not match. What lies between the markers is never looked at.\n\nThe panel runs the core’s matcher on three texts, step by step.',
      },
      trap: {
        topic: 'Editing the UserInstructions markers',
        title: 'The UserInstructions trap',
        body: 'AGENTS.md is rendered as `# AGENTS.md instructions for /repo`, a blank line, `<INSTRUCTIONS>`, the text, and `</INSTRUCTIONS>`. Its real markers are `# AGENTS.md instructions` and `</INSTRUCTIONS>`. Beside the other tag constants in `protocol.rs` sit `USER_INSTRUCTIONS_OPEN_TAG = "<user_instructions>"` and its closing twin, and nothing uses them.\n\nThis step edits the registry the way someone who read only the constants would: UserInstructions now matches `<user_instructions>`. Nothing fails to compile and nothing raises an error, yet the real AGENTS.md text is no longer recognized. Watch `agents` on the lane. The defence is a test that asserts on real rendered output, not on constant names.',
      },
      sorting: {
        topic: 'Where TokenBudgetContext goes',
        title: 'Sorting by type fields',
        body: 'The first assembly, `build_initial_context_with_world_state`, sorts fragments by three fields of their type: the role, the start of the markers, and `requires_separate_message()`. It never searches the text for words; a word that happens to be in a string is a coincidence, not structure.\n\nThe panel shows the core’s assembly of the current world state, message by message, with the reason each fragment landed where it did. Every injected item on the lane traces back to one type.',
      },
      order: {
        topic: 'The order of the assembled messages',
        title: 'Assembly order',
        body: 'The output order is fixed: one merged developer message, then each separate developer message, then one contextual user message (a multi-agent mode block, when there is one, sits just before it, and managed developer instructions come last of all). The model-switch notice leads the merged message; the TokenBudget window identity leads the separate ones.\n\n`TokenBudgetContext`, `ImageResizeNotice` and `ManagedDeveloperInstructions` pay for a message of their own so that compaction and rollback can drop or show them without splitting a string. Ask of any content: will it be handled, dropped or shown on its own? Then give it its own message.\n\nOn the lane, mid-turn has spliced exactly this initial context in before the last real user message.',
      },
      boundary: {
        topic: 'A very large AGENTS.md',
        title: 'What a type cannot prevent',
        body: 'Types make every injection traceable. They do not make it modest. This step grows AGENTS.md to about 40 KB. Codex reads only its first 32 KiB (`project_doc_max_bytes`, the default), a limit of the file reader, not of the type: the registry renders what was read, recognizes it, and mid-turn injects all 32 KiB again, every time. The type answered role, markers and body; nobody asked about size. Likewise a `format!` inside a type’s body builder can still produce any string.\n\nSay it precisely: types are responsible for traceability, not for restraint.',
      },
      dsh: {
        topic: 'Another agent’s safeguard',
        title: 'The other answer: runtime reconciliation',
        body: 'DeepSeek Harness (DSH) answers the same question differently. Its rule: whatever the model sees is recorded. Every model-visible input has a session event, the messages are only a projection of the event log, and an invariant check on the model stream rebuilds the expected messages from the log and fails when they differ from what is about to be sent.\n\nIts strength: it catches drift that only appears at run time, such as messages changed after assembly. Its cost: a check on every request instead of friction each time an injection is added. Its failure condition: switch the invariants service off and the gate is gone. Codex pays at compile time with its fragment types (apart from the few plain strings its builder pushes), and cannot stop a dynamic string inside a body. Both pay for traceability; they pay at different moments.',
      },
    },
  },

  compaction: {
    title: 'Compaction: where to cut, what to keep',
    summary:
      'Timing and implementation, the remote filter, where the summary and the initial context go, the empty window, and what happens when it fails.',
    steps: {
      timing: {
        title: 'Timing first, implementation second',
        body: 'When the window fills, Codex asks when before it asks how. The timing is a `CompactionPhase`: pre-turn (before the incoming user message is sampled), mid-turn (after a tool call, when sampling must go on) and manual (`/compact`, a task of its own). The implementation is remote (v2 or the legacy endpoint), local (one more sampling round that writes a summary) or the empty window.\n\nNine cells, but not nine functions: the automatic timings enter through `run_auto_compact`, the manual one through `CompactTask`. Two entrances, each asking TokenBudget and then the provider in the same order, and one install point. The trace shows the pre-turn check, run before the incoming user message is recorded.',
      },
      dispatch: {
        topic: 'Which implementation runs?',
        title: 'One dispatcher picks the implementation',
        body: 'The dispatcher asks about TokenBudget first: when that feature is on, every compaction becomes an empty window, whatever the provider. Otherwise the provider decides: v2 support with the flag on gives remote v2, with the flag off the legacy remote endpoint, and an unsupported provider gives local.\n\nThis step turns TokenBudget on, and the stage stops at the dispatcher.',
      },
      filter: {
        topic: 'What a compaction carries over',
        title: 'The remote filter',
        body: 'A transcript that comes back from the server is not trusted. On the legacy `/responses/compact` path, before anything is installed the reply passes `should_keep_compacted_history_item`, an exhaustive match. Dropped: developer messages, user-role wrappers that are not user content, tool calls and outputs, compaction triggers. Kept: real user messages, persisted hook prompts, assistant messages, compaction items. Remote v2 gets no transcript back, only one compaction item, and builds the rest from its own request: a pre-filter keeps only user, developer and system messages and eligible agent messages, the same keep filter then judges those, and the survivors share a 64 000-token budget, newest first. (Eligible agent messages are messages from another agent that are not a final answer, not a descendant’s progress message and not over 10 000 tokens as a whole serialized item, not just its text; plain assistant replies are not among them, so the pre-filter has already dropped those.)\n\nSo a stale developer instruction can never sit on top of the environment Codex renders fresh. The lane lights up what the filter decided.',
      },
      summaryLast: {
        topic: 'The last item of the new history',
        title: 'Mid-turn: the summary stays last',
        body: 'Mid-turn, sampling continues in the same turn, and the model was trained with the summary as the last item of its history. So mid-turn uses `InitialContextInjection::BeforeLastUserMessage`: the current permissions and environment are spliced in before the last real user message, and the summary or compaction item stays at the end. With no real user message the context goes before the summary; with neither, before the last compaction item.',
      },
      placement: {
        topic: 'The initial context and the replacement table',
        title: 'Pre-turn and manual do not inject',
        body: 'Pre-turn and manual use `DoNotInject`: the replacement holds no initial context, and the reference context item is cleared. The next time a turn records its context it finds no reference and injects the full initial context; the two timings differ in when that is. Pre-turn runs inside a regular turn, so the same turn re-injects it right after the compaction, before that turn’s first sampling request: the lane lists it under “This turn re-injects”. A manual compaction is a turn of its own, so the next regular turn re-injects it: “Next turn re-injects”. Either way the replacement table itself has no environment in it.',
        lessonNote:
          'it says pre-turn and manual put the whole context back only in the next turn, and Codex’s own comment on `InitialContextInjection` says so too. That holds for manual; at the pin the turn that ran a pre-turn compaction re-injects it itself, as this step says.',
      },
      emptyWindow: {
        topic: 'What the empty window keeps',
        title: 'The empty window: compaction without memory',
        body: 'With TokenBudget, compaction calls neither the model nor the server: no summary, no user message carried over. `start_new_context_window` builds the full initial context from the current world state and installs it as the whole new window, with the reference context set.\n\nThat is why pre-turn × empty window has the initial context in its table while pre-turn × remote does not: the empty window reads `InitialContextInjection` only to take mid-turn’s world state, never to decide where the context goes. It always builds a fresh window, and a fresh window is the initial context. It is still a compaction: the hooks run, and a PreCompact stop leaves the window as it was.',
      },
      failures: {
        topic: 'When the remote call times out',
        title: 'The failure rules',
        body: 'Remote never falls back to local. On the default remote v2 path a transport error ({retriedSameModel}) is retried with the same model: with Codex’s built-in provider up to {maxRetries#more call|more calls} over a WebSocket, then a fallback to HTTPS with a fresh retry budget, where the HTTP client also resends each request that ends in {resentByHttpClient}, up to {requestMaxRetries#more time|more times} (a timeout costs {serverCalls} requests); it does not retry {notRetried}. When the last call fails too, the compaction ends, and for pre-turn and mid-turn the turn with it. A pre-turn compaction on a full window, mid-turn and manual pass no model fallback at all. Local has no “committed output” rule: an overflow drops the oldest item of the request and tries again while more than one item is left, a session budget error ends it at once, and any other error is retried up to the provider’s stream retry limit, whatever output had already arrived. A PreCompact stop aborts before any change, a PostCompact stop after it.\n\nThis step gives the full window a remote timeout.',
      },
      modelSwitch: {
        topic: 'After a model switch',
        title: 'A model switch may call remote once more',
        body: 'One case has a fallback model. When the model changed since the last turn and the two compact differently (their compaction hashes differ, or the new window is smaller and the tokens in use already reach the current model’s limit), pre-turn first compacts with the previous model. If that remote compaction fails with an error that may be specific to the model (of the failures this lab simulates: {retriedCurrentModel}; in Codex also any other unexpected status such as a 5xx, and a few errors it does not simulate), and auth uses the Codex backend, the provider is OpenAI and the models differ, Codex tries once more with the current model. Not on that list: {retriedSameModelOnly}; remote v2 retries those with the same model and then gives up.\n\nThis step switches the model and makes the first remote call an invalid request.',
      },
    },
  },

  questions: {
    f_problem: {
      prompt:
        'When the window fills, Codex compacts: it replaces the history with a shorter one and drops some items. The stage runs one way to do it, mid-turn × remote. What becomes of the item `approved`, the notice saved when the user approved `npm *`?',
      options: {
        kept: 'It is kept in the new history.',
        reinjected:
          'The notice is cut; the approval comes back inside the fresh permissions instructions.',
        cutForgotten: 'It is cut, and nothing brings it back.',
      },
      explain:
        'The keep filter drops developer messages, so the one-shot notice is cut. The approval is not lost with it: mid-turn splices fresh permissions instructions in before the last real user message, and they list every approved prefix under `## Approved command prefixes`, `npm *` included. Pre-turn and manual cells bring it back the same way when the initial context is next injected: pre-turn in the same turn, before its first sampling request; manual in the next regular turn. “Nothing brings it back” is the symptom of an agent without typed fragments, the lesson’s opening story, not what Codex does.',
    },
    f_whyTypes: {
      prompt: 'Where is the trait `ContextualUserFragment` declared?',
      options: {
        insideCore: 'In codex-core, next to the session code.',
        ownCrate: 'In its own small crate, codex-context-fragments; core re-exports it.',
        protocol: 'In codex-protocol, beside the tag constants.',
      },
      explain:
        'The trait lives in `codex-context-fragments` so that the one definition of a fragment can be shared without depending on the whole of codex-core; core only re-exports it from `core/src/context/mod.rs`.',
    },
    f_fourQuestions: {
      prompt: 'Which of these is not one of the four questions every fragment type answers?',
      options: {
        role: 'Which role it is recorded with.',
        markers: 'Which start and end markers surround it.',
        maxSize: 'How large its body may grow.',
        separate: 'Whether it needs a message of its own.',
      },
      explain:
        'A type answers role, markers, body and requires_separate_message(). Nothing in a type limits size; that is exactly the boundary this lesson comes back to.',
    },
    f_renderRule: {
      prompt: 'What does `render()` produce for this EnvironmentContext?',
      options: {
        joined: 'Start marker, body and end marker joined directly:',
        newlines: 'The markers on lines of their own around the trimmed body:',
        bodyOnly: 'The body alone:',
      },
      explain:
        'The render rule joins start marker, body and end marker with nothing in between; the body brings its own newlines. Only a type with two empty markers renders as its body alone.',
    },
    f_twoCalls: {
      prompt:
        'After a compaction, only text is left in history. Which call can still ask “is this an EnvironmentContext?”',
      options: {
        instance: '`markers(&self)` on an EnvironmentContext object.',
        typeLevel: '`EnvironmentContext::matches_text(text)`, which uses `type_markers()`.',
        render: '`render()` on any fragment, comparing the output.',
      },
      explain:
        'Instance calls need the object, and after compaction there is none. Recognition is type-level: `type_markers()` and `matches_text()` take no `self`, which is also why a `dyn` fragment cannot call them.',
    },
    f_markedOneShot: {
      prompt:
        'Later in history sits the text `Approved command prefix saved:\\nnpm *`. What does ApprovedCommandPrefixSaved’s `matches_text` answer?',
      options: {
        matches: 'True: the text starts with the type’s own wording.',
        neverMatches: 'False: the type is one-shot (empty markers), so its matcher never matches.',
        matchesCaseFolded: 'True, but only after ASCII case folding.',
      },
      explain:
        'A one-shot type has two empty markers, and matches_marked_text is false whenever a marker is empty. Only the developer prefix table knows the first line, and only for rollback and trimming.',
    },
    f_matchRule: {
      prompt: 'Which text does EnvironmentContext’s matcher accept?',
      options: {
        padded: 'Padded with whitespace, markers in another case:',
        startOnly: 'The start marker, but no end marker:',
        quoted: 'Both markers, after some other words:',
      },
      explain:
        'Trim, then the start marker as a prefix and the end marker as a suffix, ASCII case ignored; both must hold. Missing the end fails; words before the start marker fail.',
    },
    f_trap: {
      prompt:
        'UserInstructions now matches `<user_instructions>…</user_instructions>`. What happens to `agents` (the real AGENTS.md block) in mid-turn × remote?',
      options: {
        stillCut: 'Still cut, like any contextual wrapper.',
        keptAsUser: 'Kept, as if the user had written it, beside the fresh copy.',
        error: 'The registry rejects the change with an error.',
      },
      explain:
        'With the wrong markers the real text is no longer recognized, so the filter sees a real user message and keeps it, while the fresh initial context adds AGENTS.md again. No error: both markers are valid strings.',
    },
    f_sorting: {
      prompt:
        'With TokenBudget on, where does the assembly put `TokenBudgetContext` (a developer type that requires a separate message)?',
      options: {
        merged: 'In the merged developer message.',
        ownMessage: 'In a developer message of its own.',
        userMessage: 'In the contextual user message.',
      },
      explain:
        'With TokenBudget on, the builder pushes the window identity (`TokenBudgetContext`) straight into the list of separate developer messages, first of all, so it gets a developer message of its own. The field rule alone would not do it: a developer type that requires a separate message but has a start marker is merged with the others; only an unmarked one is kept apart.',
    },
    f_order: {
      prompt: 'In what order does `build_initial_context` emit its messages?',
      options: {
        userMergedSeparate: 'Contextual user → merged developer → separate developer',
        mergedSeparateUser: 'Merged developer → separate developer → contextual user',
        separateMergedUser: 'Separate developer → merged developer → contextual user',
      },
      explain:
        'One merged developer message first, then the separate developer messages, then one contextual user message.',
    },
    f_boundary: {
      prompt:
        'AGENTS.md grows to about 40 KB. What does the registry do with it in mid-turn × remote?',
      options: {
        rejected: 'It refuses the fragment.',
        truncated: 'Only what Codex reads arrives, and that is injected again, every time.',
        injectedWhole: 'It renders and injects all 40 KB, again.',
      },
      explain:
        'Types answer role, markers and body, never size: types give traceability, not restraint. Codex reads AGENTS.md only up to project_doc_max_bytes, 32 KiB by default, so the last 8 KB or so never arrive; the 32 KiB that did is injected every time.',
    },
    f_dsh: {
      prompt: 'When does DSH’s runtime reconciliation stop protecting the model’s input?',
      options: {
        unmarked: 'When an injected text has no markers.',
        invariantsOff: 'When the invariants service is switched off.',
        never: 'Never: it is checked at compile time.',
      },
      explain:
        'DSH checks every request against the session log at run time; the check is the gate, so without the invariants service there is none. Markers play no part in it.',
    },
    c_dispatch: {
      prompt: 'TokenBudget is on. Which path does pre-turn × remote take?',
      options: {
        remote_v2: 'Remote v2, as the cell’s name says.',
        local: 'Local.',
        empty_window: 'The empty window.',
      },
      explain:
        'The dispatcher asks TokenBudget first; when it is on, every compaction is an empty window, remote and local are both skipped.',
    },
    c_survivors: {
      prompt: 'Which items of the mixed history are carried over by mid-turn × remote?',
      options: {
        realUser: 'Only the real user messages.',
        userAndAssistant: 'The user and assistant messages.',
        allButTools: 'Every message, but no tool call or output.',
      },
      explain:
        'Remote v2 builds the new history from its own request: the pre-filter passes only user, developer and system messages (a plain assistant reply is no eligible agent message), then the keep filter drops the developer messages and the user-role wrappers that are not user content. Only the real user messages are carried over, beside the compaction item; tools and reasoning never reach the filter.',
    },
    c_summaryLast: {
      prompt: 'In mid-turn × remote, which item is last in the new history?',
      options: {
        summary: 'The compaction item (the summary).',
        initialContext: 'The injected initial context.',
        lastUser: 'The last real user message.',
      },
      explain:
        'Mid-turn uses BeforeLastUserMessage: the initial context goes before the last real user message so the summary stays last, the layout the model was trained on.',
    },
    c_placement: {
      prompt: 'Where is the initial context in the replacement table of pre-turn × remote?',
      options: {
        beforeLastUser: 'Before the last real user message.',
        wholeWindow: 'It is the whole new window.',
        notInTable:
          'Not in the table: the same turn re-injects it, before its first sampling request.',
      },
      explain:
        'Pre-turn uses DoNotInject: no initial context in the replacement and the reference is cleared. Pre-turn runs inside a regular turn, so that same turn re-injects the full initial context right after the compaction, before its first sampling request.',
    },
    c_emptyWindow: {
      prompt: 'What does the empty window keep of the old history?',
      options: {
        usersAndContext: 'The user messages, plus the initial context.',
        summaryOnly: 'A summary only.',
        onlyContext: 'Nothing: the new window is only the current initial context.',
      },
      explain:
        'start_new_context_window installs the initial context and nothing else: no summary, no user message. Compaction without memory.',
    },
    c_failure: {
      prompt: 'Pre-turn × remote, the window is full, and the remote call times out. What happens?',
      options: {
        fallsBackToLocal: 'Codex falls back to local and writes a summary.',
        failsUnchanged:
          'Remote v2 retries the timeout with the same model, then the compaction fails; the history stays as it was.',
        failsAtOnce: 'The first timeout ends the compaction; the history stays as it was.',
      },
      explain:
        'A timeout is a transport error: remote v2 retries it with the same model, up to {maxRetries#more call|more calls} over the WebSocket, then falls back to HTTPS and starts that budget again, each attempt resent by the HTTP client up to {requestMaxRetries#more time|more times} ({serverCalls} requests with the built-in provider). When those fail too the compaction fails and the history is left as it was. There is no fallback model on a full window (only the previous-model compaction of a model switch has one), and remote never falls back to local.',
    },
    c_modelSwitch: {
      prompt:
        'The model switched and compacts differently; the previous-model compaction gets an invalid request. How many remote calls does pre-turn × remote make?',
      options: {
        oneCall: 'One: the error ends it.',
        twoCalls: 'Two: it retries once with the current model.',
        local: 'One, then it falls back to local.',
      },
      explain:
        'The previous-model compaction is the one case with a fallback model: an error that may be specific to the model ({retriedCurrentModel}, …) is retried once with the current model, given Codex backend auth, the OpenAI provider and different models. An invalid request is not a transport error, so remote v2 does not repeat it first: {serverCalls#call|calls}.',
    },
  },

  demos: {
    fourQuestions: {
      title: 'Four answers per type (from the registry)',
      type: 'Type',
      role: 'Role',
      markers: 'Markers',
      body: 'Body (example)',
      separate: 'Own message',
      yes: 'yes',
      no: 'no',
      none: '(none)',
    },
    render: {
      title: 'render(), run by the core',
      marked: '{type}: markers + body',
      unmarked: '{type}: no markers, body only',
    },
    markedOneShot: {
      title: 'Marked and one-shot types',
      marked: 'Marked ({n})',
      oneShot: 'One-shot ({n})',
      prefixTable: 'in the developer prefix table (rollback only)',
    },
    match: {
      title: 'matches_text(EnvironmentContext), run by the core',
      matched: 'matches',
      notMatched: 'no match',
      checks: {
        markers_present: 'the type’s two markers are not empty',
        trim_start: 'trim the start',
        prefix: 'start marker as prefix',
        trim_end: 'trim the end',
        suffix: 'end marker as suffix',
        custom_prefix: 'custom prefix',
        custom_suffix: 'custom suffix',
        custom_key: 'custom key',
      },
    },
    assembly: {
      title: 'build_initial_context, run by the core',
      buckets: {
        merged_developer: 'Merged developer message',
        separate_developer: 'Separate developer message',
        multi_agent_mode: 'Multi-agent mode',
        contextual_user: 'Contextual user message',
        guardian_policy: 'Guardian policy',
        managed_developer: 'Managed developer instructions',
      },
    },
  },

  exercise: {
    title: 'The exercise: three replacement tables',
    intro:
      'Send the mixed history through mid-turn × remote, the empty window and pre-turn × remote. For each, fill in the replacement table: every item’s fate (kept, truncated or cut) and its new position, whether the summary is last, and whether and where the initial context is. The app checks your table against the core.',
    cellTab: '{n}. {cell}',
    item: 'Item',
    text: 'Text',
    fate: 'Fate',
    position: 'New position (from 1)',
    positionLabel: 'New position of {name} ({id})',
    fateLabel: 'Fate of {name} ({id})',
    // the exercise's items in the reader's words; the id stays beside them as code
    itemNames: {
      perm: 'permissions',
      agents: 'AGENTS.md instructions',
      env: 'environment',
      ask1: 'first request',
      reply1: 'first answer',
      call1: 'first tool call',
      out1: 'first tool output',
      approved: 'approval notice',
      think1: 'reasoning',
      aborted: 'aborted turn',
      ask2: 'second request',
      call2: 'second tool call',
      out2: 'second tool output',
      time: 'current time',
      reply2: 'second answer',
    },
    fates: { '': '—', kept: 'kept', truncated: 'truncated', cut: 'cut' },
    summary: 'The summary',
    summaryAnswers: {
      '': '—',
      last: 'is the last item',
      notLast: 'is there, but not last',
      none: 'there is no summary',
    },
    context: 'The initial context',
    contextAnswers: {
      '': '—',
      notInTable:
        'is not in the table (re-injected after the compaction: pre-turn in the same turn, manual in the next regular turn)',
      beforeLastUser: 'stands before the last real user message',
      wholeWindow: 'is the whole new window',
      end: 'stands at the end',
    },
    contextPosition: 'Position of the initial context’s first item (in the new history, from 1)',
    check: 'Check my table',
    allRight: 'Correct: this table is exactly what the core produced.',
    mistakes: { one: '{n} mistake:', other: '{n} mistakes:' },
    mistake: {
      fate: '{name} (`{id}`): look at its fate again. Rule: {rule}. {reason}',
      position:
        '{name} (`{id}`): the fate is right, the position is not. Positions count the new history from 1, including injected items and the summary.',
      summary:
        'The summary: not that. Rule: the summary’s place follows the timing (mid-turn keeps it last; the empty window makes none).',
      initialContext:
        'The initial context: not that. Rule: {rule}. Mid-turn splices it before the last real user message; pre-turn re-injects it in the same turn, before its first sampling request; manual in the next regular turn; the empty window is nothing else.',
      contextPosition:
        'The initial context: where it stands is right, the position of its first item is not. Count the new history from 1, including the summary.',
    },
    answer: {
      fate: 'Answer: {expected}.',
      position: 'Answer: position {expected}.',
      summary: 'Answer: it {expected}.',
      initialContext: 'Answer: it {expected}.',
      contextPosition: 'Answer: its first item is at position {expected}.',
    },
    showAnswer: 'Show the answer',
    blanks: { one: '{n} field is still blank.', other: '{n} fields are still blank.' },
    score: '{right} of {total} right',
    scoreOverall: 'All three tables: {right} of {total} right',
    saved: 'Your answers are saved in this browser as you type.',
    shareAnswers: 'Copy a link with my answers',
    shareCopied: 'Link copied: it opens the exercise with your answers.',
    shareLoaded: 'This link brought answers with it; they replace the blank fields only.',
    unsaved:
      'This browser refused to save your answers (its storage is full or turned off). They are kept on this page only: download them before you close it.',
    downloadAnswers: 'Download your answers',
    setAside:
      'Saved answers from a damaged or different version could not be read. They were kept, untouched, under "{key}"; the tables start from what could be read.',
    unreadable:
      'Saved answers from a damaged or different version could not be read, and this browser refused to keep a copy. Download them before you type over them.',
    downloadUnreadable: 'Download the unreadable answers',
    mergedFromTab:
      'Another tab changed its answers. The answers from your link were kept; the other tab’s fill only your blank fields.',
    blank: 'nothing',
    seeStep: 'step {seq}',
    showCell: 'Show this cell on the stage',
    further: {
      title: 'One step further',
      intro:
        'Why does a remote failure on a full window not fall back to local, and why may a model-switch pre-turn compaction try the current model? Run both cases and read the trace.',
      fullWindowFailure: 'Full window, remote times out (pre-turn × remote)',
      modelSwitchFallback: 'Model switch, first remote call rejected (pre-turn × remote)',
      predict: 'Your prediction:',
      predictFirst: 'Predict the outcome first.',
      predicted: 'You predicted: {outcome}.',
      run: 'Run this case',
      outcome: 'Outcome: {outcome} · server calls: {server} · model calls: {model}',
      fullWindowFailureAnswer:
        'Codex picks remote or local once, before any request: `run_auto_compact` asks what the provider supports, and a provider with remote compaction gets the remote task only. That task returns its error to the turn, and no branch catches it to run the local summary instead: remote and local are one choice, not a first and a second try. So the timeout is retried by remote v2 with the same model ({websocketCalls#WebSocket call|WebSocket calls}, then the fallback to HTTPS with its own retries: {serverCalls} requests with the built-in provider), and when those fail too the compaction and the turn end. The only fallback Codex has is to another model, and a full-window pre-turn compaction has none.',
      modelSwitchFallbackAnswer:
        'The previous-model compaction may fall back: an invalid request is one of the errors that may be specific to the model, so the current model is tried once. An invalid request is not repeated by the transport, so the server gets {serverCalls#call|calls} and the compaction completes.',
    },
  },
} as const

export type LessonMessages = typeof lessons
