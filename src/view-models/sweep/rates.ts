/**
 * The reader's cost rates without the core: the store holds them from the first screen, which
 * must not load the core to do so (`cost.ts` prices runs with them).
 */

/** The reader's rates: assumptions, never facts. */
export interface CostRates {
  /** price of a million tokens sent (input), in dollars. */
  readonly inputPerMillion: number
  /** price of a million tokens received (output), in dollars. */
  readonly outputPerMillion: number
  /** a request's fixed wait (connection, queueing), in seconds. */
  readonly secondsPerCall: number
  /** how fast the model reads the tokens it is sent. */
  readonly inputTokensPerSecond: number
  /** how fast the model writes the tokens it sends back. */
  readonly outputTokensPerSecond: number
}

/** Round figures to start from, of the order of a large hosted model's list prices and speeds. */
export const DEFAULT_RATES: CostRates = {
  inputPerMillion: 1.25,
  outputPerMillion: 10,
  secondsPerCall: 1,
  inputTokensPerSecond: 5_000,
  outputTokensPerSecond: 50,
}

export const RATE_FIELDS: readonly (keyof CostRates)[] = [
  'inputPerMillion',
  'outputPerMillion',
  'secondsPerCall',
  'inputTokensPerSecond',
  'outputTokensPerSecond',
]

/** The rates as the reader typed them: a refused value stays visible to be fixed. */
export type RatesDraft = Readonly<Record<keyof CostRates, string>>

export const draftOfRates = (rates: CostRates): RatesDraft =>
  Object.fromEntries(RATE_FIELDS.map((field) => [field, String(rates[field])])) as RatesDraft

/** The draft as rates (a blank field is not a number, so it is refused, not read as 0). */
export const ratesOf = (draft: RatesDraft): CostRates =>
  Object.fromEntries(
    RATE_FIELDS.map((field) => [field, draft[field].trim() === '' ? NaN : Number(draft[field])]),
  ) as unknown as CostRates
