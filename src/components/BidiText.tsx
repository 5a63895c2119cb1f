import { Fragment } from 'react'
import './visibleText.css'

/**
 * Bidirectional control characters: invisible, yet they reorder what follows them, so a name can
 * read "evil.exe" while showing "exe.live". Wherever user text appears they are shown as marks.
 */
export const BIDI_CONTROLS: Readonly<Record<number, string>> = {
  0x061c: 'ALM',
  0x200e: 'LRM',
  0x200f: 'RLM',
  0x202a: 'LRE',
  0x202b: 'RLE',
  0x202c: 'PDF',
  0x202d: 'LRO',
  0x202e: 'RLO',
  0x2066: 'LRI',
  0x2067: 'RLI',
  0x2068: 'FSI',
  0x2069: 'PDI',
}

const BIDI_PATTERN = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/

/** Whether text holds a bidirectional control character. */
function hasBidiControls(text: string): boolean {
  return BIDI_PATTERN.test(text)
}

/**
 * User text with its bidirectional controls shown as labelled marks (`RLO`, `LRI`…) instead of
 * obeyed, inside an isolated run so it cannot reorder the text around it either. Plain text
 * (the common case) renders as is.
 */
export function BidiText({
  text,
  className,
}: {
  readonly text: string
  readonly className?: string
}) {
  if (!hasBidiControls(text))
    return className ? <span className={className}>{text}</span> : <>{text}</>
  const out = []
  let run = ''
  let key = 0
  for (const char of text) {
    const name = BIDI_CONTROLS[char.codePointAt(0)!]
    if (name === undefined) {
      run += char
      continue
    }
    if (run !== '') out.push(<Fragment key={key++}>{run}</Fragment>)
    run = ''
    const hex = char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')
    out.push(
      <span key={key++} className="vt-special" title={`U+${hex}`}>
        {name}
      </span>,
    )
  }
  if (run !== '') out.push(<Fragment key={key++}>{run}</Fragment>)
  return <bdi className={className}>{out}</bdi>
}
