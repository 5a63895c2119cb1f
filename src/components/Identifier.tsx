import { Fragment } from 'react'

/**
 * An identifier cut where a line may break inside it without splitting a word: after `::`, `_`,
 * `.`, `/` and `-`, and between a lower-case letter and the capital that starts the next word
 * (`Permissions|Instructions`, `matches_|text`, `EnvironmentContext::|matches_|text`). The pieces
 * join back to the identifier.
 */
export function identifierPieces(code: string): string[] {
  return code.split(/(?<=::|[_./-])(?=[^:_./-])|(?<=[a-z])(?=[A-Z])/)
}

/**
 * An identifier with a break opportunity between its words, never inside a word. It is one
 * `translate="no"` element: a page translator must not turn `run_turn` into "run turn", and a
 * reader of its pieces (`Permissions`, `compact`) must see one name, not words of prose.
 */
export function Identifier({ text }: { readonly text: string }) {
  return (
    <span className="identifier" translate="no">
      {identifierPieces(text).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </span>
  )
}

// a word of code in prose: it holds `_` or `::` (`run_pre_sampling_compact`, `Feature::X`)
const CODE_WORD = /(\S*(?:_|::)\S*)/

/**
 * Prose in which each word of code may break between its own words. A Korean or Chinese line
 * keeps a word and its particle whole (`run_pre_sampling_compact는`), so without these breaks a
 * narrow panel cuts the identifier at any letter.
 */
export function ProseWithCode({ text }: { readonly text: string }) {
  return text
    .split(CODE_WORD)
    .map((part, index) => (index % 2 === 1 ? <Identifier key={index} text={part} /> : part))
}
