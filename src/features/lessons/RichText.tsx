import { Fragment, type ReactNode } from 'react'
import { Identifier } from '../../components/Identifier.tsx'
import { markupPieces, WHOLE_CODE_MAX } from './identifierPieces.ts'

/** A value between tags short enough to move to the next line whole (`2026-02-26`, not `2026-`). */
const isShortValue = (piece: string) => piece.length <= WHOLE_CODE_MAX && !/[<\s]/.test(piece)

/** A rendered fragment with a break opportunity between each tag and its text. */
export function Markup({ text }: { readonly text: string }) {
  return markupPieces(text).map((piece, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {isShortValue(piece) ? <span className="code-whole">{piece}</span> : piece}
    </Fragment>
  ))
}

function Code({ text }: { readonly text: string }) {
  if (text.length <= WHOLE_CODE_MAX) return <code className="code-whole">{text}</code>
  return (
    <code>
      <Identifier text={text} />
    </code>
  )
}

/** One line of lesson text: `backticks` become code, everything else stays plain text. */
export function InlineText({ text }: { readonly text: string }) {
  const parts = text.split('`')
  const nodes: ReactNode[] = parts.map((part, index) =>
    index % 2 === 1 ? <Code key={index} text={part} /> : part,
  )
  return <>{nodes}</>
}

/** Lesson paragraphs (separated by a blank line), rendered as text, never as HTML. */
export function RichText({ text }: { readonly text: string }) {
  return (
    <>
      {text.split('\n\n').map((paragraph, index) => (
        <p key={index}>
          <InlineText text={paragraph} />
        </p>
      ))}
    </>
  )
}
