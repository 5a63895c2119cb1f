/** Text for an SVG image built by hand: escaped, and fitted to the widths the page drew it in. */

// every text of an SVG export is escaped by the one export module
export { escapeXml } from '../../view-models/export/xml.ts'

/** How wide a text is in a font (a canvas's `measureText` in the browser). */
export type Measure = (text: string) => number

/** The longest start of `text` that fits `width` with an ellipsis after it (the text if it fits). */
export function truncateToWidth(text: string, width: number, measure: Measure): string {
  if (measure(text) <= width) return text
  const chars = [...text]
  let low = 0
  let high = chars.length
  while (low < high) {
    const mid = Math.ceil((low + high) / 2)
    if (measure(`${chars.slice(0, mid).join('')}…`) <= width) low = mid
    else high = mid - 1
  }
  return `${chars.slice(0, low).join('').trimEnd()}…`
}

/**
 * Breaks a text into lines no wider than `width`: between words where there are spaces, and
 * between characters in a run with none (Chinese, a long identifier), as the page itself does.
 */
export function fitLines(text: string, width: number, measure: Measure): string[] {
  const lines: string[] = []
  let line = ''
  const pieces = text.split(/(\s+)/).filter((piece) => piece !== '')
  const push = (piece: string) => {
    const candidate = line + piece
    if (line === '' || measure(candidate.trimEnd()) <= width) line = candidate
    else {
      lines.push(line.trimEnd())
      line = piece.trimStart()
    }
  }
  for (const piece of pieces) {
    if (/^\s+$/.test(piece) || measure(piece) <= width) push(piece)
    else for (const char of piece) push(char)
  }
  if (line.trim() !== '') lines.push(line.trimEnd())
  return lines
}
