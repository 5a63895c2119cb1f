/**
 * Speaker notes for the presenter console, one per lesson step (`<lesson>.<step id>`): what to
 * point at on the projected stage and what to ask the room. Loaded only by the console. They
 * restate the step, never a new fact: the facts and their citations stay in the lessons catalog.
 */
export const presenterNotes = {
  fragments: {
    symptoms:
      'Read the three failures aloud and ask the room what they share before anyone commits. Point at the lane: the cut cards are the runtime notices.',
    whyTypes:
      'Stress the shift: text becomes a type that knows its role, markers and body. Ask who sorts the fragments, and by what.',
    fourQuestions:
      'Walk the four questions row by row on the panel: role, markers, body, separate message. Let a student answer one before you show it.',
    renderRule:
      'Write `render()` on the board in three lines. Ask what happens when both markers are empty, then let the panel confirm.',
    twoCalls:
      'Contrast the instance with the type: rendering needs the object, recognizing only the text. Ask why after compaction there is no object left.',
    markedOneShot:
      'Show the one-shot notice with empty markers. Ask what giving up recognition costs, and when that price is worth paying.',
    matchRule:
      'Type a text with extra spaces into the matcher and ask whether it still matches. Point at the trimmed prefix and suffix.',
    trap: 'Let the room predict first: does the instructions tag match the real text? Then point at the card that is not recognized.',
    sorting:
      'Point out that sorting reads the type’s fields, never the words inside the text. Ask which field puts a fragment in its own message.',
    order:
      'Trace the fixed order on the stage from top to bottom. Ask where the contextual user message lands and why it comes last.',
    boundary:
      'Show the large `AGENTS.md` injected again and again. Ask what a type answers and what nobody asked: size.',
    dsh: 'Compare the two answers side by side: types at the source, or an event log reconciled at run time. Ask which one the class would debug more easily.',
  },
  compaction: {
    timing:
      'Name the three timings before any implementation. Ask the room when each one runs, then point at the grid’s rows.',
    dispatch:
      'Follow the dispatcher’s questions in order, feature first, provider second. Ask which implementation this scenario gets.',
    filter:
      'Let the room guess what the filter keeps before committing. Then count the kept cards in the lane together.',
    summaryLast:
      'Mid-turn sampling goes on in the same turn. Ask where the summary must sit and watch the splice in the lane.',
    placement:
      'Contrast with mid-turn: nothing is injected now. Ask when the full initial context comes back.',
    emptyWindow: 'No model call, no summary: the window starts empty. Ask what the next turn sees.',
    failures:
      'Ask whether remote falls back to local, then show the retries. Point out that the history stays unchanged.',
    modelSwitch:
      'Set the scene: the model changed since the last turn. Ask which model compacts first, then show the extra remote call.',
  },
} as const

export type PresenterNotes = typeof presenterNotes
