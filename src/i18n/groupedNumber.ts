// one formatter for the page: `toLocaleString(locale)` builds a new Intl.NumberFormat on every
// call (about 0.1 ms each; a trace step's explanation formats a dozen numbers per step)
const GROUPED = new Intl.NumberFormat('en-US')

/** A count with its thousands grouped, `12,345`, the same in every catalog language. */
export function groupedNumber(n: number): string {
  return GROUPED.format(n)
}
