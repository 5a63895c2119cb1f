/**
 * Markers are edited in one-line inputs, so line breaks and tabs are typed as escapes:
 * `\n`, `\t`, `\r`, `\\` and `\u{212A}` (any code point). What the input shows round-trips.
 */

/** A marker as an input shows it. */
export function escapeMarker(marker: string): string {
  return marker
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/\t/g, '\\t')
    .replace(/\r/g, '\\r')
}

/** The marker an input's text stands for (unknown escapes are kept as typed). */
export function unescapeMarker(text: string): string {
  return text.replace(
    /\\(u\{([0-9a-fA-F]{1,6})\}|[ntr\\])/g,
    (match, escape: string, hex?: string) => {
      if (hex !== undefined) {
        const cp = Number.parseInt(hex, 16)
        return cp <= 0x10ffff ? String.fromCodePoint(cp) : match
      }
      switch (escape) {
        case 'n':
          return '\n'
        case 't':
          return '\t'
        case 'r':
          return '\r'
        default:
          return '\\'
      }
    },
  )
}
