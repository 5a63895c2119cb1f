import type { Feedback } from './useHistoryEdits.ts'

/** The outcome of the last history edit: a status line, or an alert with the core's errors. */
export function HistoryFeedback({ feedback }: { readonly feedback: Feedback | null }) {
  return (
    <>
      <div role="status" className="ed-status">
        {feedback?.kind === 'status' ? feedback.text : null}
      </div>
      {feedback?.kind === 'error' ? (
        <div role="alert" className="he-problem">
          <p>{feedback.text}</p>
          {feedback.errors ? (
            <ul className="ed-error-list">
              {feedback.errors.slice(0, 10).map((error, i) => (
                <li key={i}>
                  <code>{error.path}</code>: {error.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </>
  )
}
