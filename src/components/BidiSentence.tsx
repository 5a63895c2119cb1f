import { Fragment } from 'react'
import { BidiText } from './BidiText.tsx'

// its own module: the first screen shows BidiText but no sentence with file text in it
/**
 * Stands for the `index`-th value in a translated sentence given to {@link BidiSentence} (a
 * private-use character: never in a catalogue, and locales may order the values differently).
 */
export function bidiSlot(index: number): string {
  return String.fromCharCode(0xe000 + index)
}

/** The first value's slot. */
export const BIDI_SLOT = bidiSlot(0)

const SLOTS = /([\ue000-\ue00f])/

/**
 * A translated sentence with user or file text in it: translate with `bidiSlot(i)` for the
 * i-th such value, and each slot shows its value isolated, with its bidi controls as marks.
 */
export function BidiSentence({
  sentence,
  values,
}: {
  readonly sentence: string
  readonly values: readonly string[]
}) {
  return (
    <>
      {sentence.split(SLOTS).map((piece, i) =>
        i % 2 === 0 ? (
          <Fragment key={i}>{piece}</Fragment>
        ) : (
          <bdi key={i}>
            <BidiText text={values[piece.charCodeAt(0) - 0xe000] ?? ''} />
          </bdi>
        ),
      )}
    </>
  )
}
