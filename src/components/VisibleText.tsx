import { BIDI_CONTROLS } from './BidiText.tsx'
import { Fragment, type ReactNode } from 'react'
import './visibleText.css'

/**
 * Text with its invisible parts made visible: line breaks as ⏎, tabs as ⇥, edge spaces as ·,
 * and characters that hide or impersonate others (BOM, NEL, no-break and zero-width spaces,
 * KELVIN SIGN…) as labelled badges. Always rendered as React text: never as HTML.
 * Long texts are cut at `limit` characters and say how much is not shown.
 */

/** Code points that get a badge: invisible, whitespace-like or ASCII look-alikes. */
const SPECIAL: Readonly<Record<number, string>> = {
  0x00a0: 'NBSP',
  0x0085: 'NEL',
  0x00ad: 'SHY',
  0x1680: 'OGHAM SP',
  0x180e: 'MVS',
  0x200b: 'ZWSP',
  0x200c: 'ZWNJ',
  0x200d: 'ZWJ',
  0x2028: 'LS',
  0x2029: 'PS',
  0x202f: 'NNBSP',
  0x205f: 'MMSP',
  0x2060: 'WJ',
  0x3000: 'IDEO SP',
  0xfeff: 'BOM',
  0x212a: 'KELVIN',
  0x017f: 'LONG S',
  0x0130: 'İ',
  0x0131: 'ı',
  0xfffd: 'U+FFFD',
  // bidirectional controls reorder what follows them: shown, never obeyed
  ...BIDI_CONTROLS,
}

function hex(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`
}

export interface VisibleTextProps {
  readonly text: string
  /** characters shown at most; the rest is summarized by `renderMore`. */
  readonly limit?: number
  /** the line that replaces the cut tail, e.g. "… 12,345 more characters not shown". */
  readonly renderMore?: (hidden: number) => ReactNode
  /** show every space as · (for markers), not only leading and trailing ones. */
  readonly allSpaces?: boolean
  /** badge every non-ASCII character, not only the listed look-alikes (for markers). */
  readonly flagNonAscii?: boolean
  readonly className?: string
}

/** Splits text into plain runs and marked characters. */
function segments(text: string, allSpaces: boolean, flagNonAscii: boolean): ReactNode[] {
  const out: ReactNode[] = []
  let run = ''
  let key = 0
  const lead = text.length - text.trimStart().length
  const trailFrom = text.trimEnd().length
  const flush = () => {
    if (run !== '') out.push(<Fragment key={key++}>{run}</Fragment>)
    run = ''
  }
  let index = 0
  for (const char of text) {
    const cp = char.codePointAt(0)!
    const atEdge = index < lead || index >= trailFrom
    index += char.length
    if (char === '\n') {
      // the symbol comes from CSS, so copied text and textContent stay the real text
      flush()
      out.push(<span key={key++} className="vt-nl" />, '\n')
    } else if (char === '\r') {
      flush()
      out.push(
        <span key={key++} className="vt-special" title="U+000D CARRIAGE RETURN">
          CR
        </span>,
      )
    } else if (char === '\t') {
      flush()
      out.push(
        <span key={key++} className="vt-tab" title="U+0009 TAB">
          {'\t'}
        </span>,
      )
    } else if (char === ' ' && (allSpaces || atEdge)) {
      flush()
      out.push(
        <span key={key++} className="vt-space">
          {' '}
        </span>,
      )
    } else if (SPECIAL[cp] !== undefined || cp < 0x20 || cp === 0x7f) {
      flush()
      out.push(
        <span key={key++} className="vt-special" title={hex(cp)}>
          {SPECIAL[cp] ?? hex(cp)}
        </span>,
      )
    } else if (flagNonAscii && cp > 0x7f) {
      flush()
      out.push(
        <span key={key++} className="vt-nonascii" title={hex(cp)}>
          {char}
        </span>,
      )
    } else run += char
  }
  flush()
  return out
}

export function VisibleText({
  text,
  limit = 4000,
  renderMore,
  allSpaces = false,
  flagNonAscii = false,
  className,
}: VisibleTextProps) {
  // never split a surrogate pair at the cut
  const cut = limit > 0 && /[\uD800-\uDBFF]/.test(text.charAt(limit - 1)) ? limit - 1 : limit
  const shown = text.length > limit ? text.slice(0, cut) : text
  const hidden = text.length - shown.length
  return (
    <span className={['visible-text', className].filter(Boolean).join(' ')}>
      {segments(shown, allSpaces, flagNonAscii)}
      {hidden > 0 ? (
        <span className="vt-more">{renderMore ? renderMore(hidden) : `… +${hidden}`}</span>
      ) : null}
    </span>
  )
}
