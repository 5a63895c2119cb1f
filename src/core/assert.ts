/** Exhaustiveness guard for switches over unions: a new member becomes a type error. */
export function assertNever(value: never): never {
  throw new Error(`unexpected value: ${JSON.stringify(value)}`)
}
