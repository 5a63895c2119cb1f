import type { ReactNode } from 'react'

/** One line of lesson text: `backticks` become code, everything else stays plain text. */
export function InlineText({ text }: { readonly text: string }) {
  const parts = text.split('`')
  const nodes: ReactNode[] = parts.map((part, index) =>
    index % 2 === 1 ? <code key={index}>{part}</code> : part,
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
