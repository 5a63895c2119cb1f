/**
 * The faults' names (the faults form's values), apart from the faults panel's section: every
 * sentence naming what Codex retries uses them (`../retryText.ts`), and a screen must not fail
 * when that section's chunk does, so they are a small module of their own, not a section.
 */
export const faultNames = {
  none: 'no fault',
  values: {
    timeout: 'timeout',
    invalid_request: 'invalid request',
    http_404: 'HTTP 404',
    http_500: 'HTTP 500',
    stream_error: 'stream error',
    context_window_exceeded: 'context window exceeded',
    session_budget_exceeded: 'session token budget exhausted',
    interrupted: 'interrupted',
    continue: 'continue',
    stop: 'stop',
  },
} as const

/** The shape every language's names take. */
export type FaultNames = {
  readonly none: string
  readonly values: Readonly<Record<keyof (typeof faultNames)['values'], string>>
}
