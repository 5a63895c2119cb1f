import { Fragment } from 'react'
import { CLAIMS, citationLabel, citationUrl } from '../../i18n/claims.ts'
import { useLessonT } from './useLessonT.ts'

/**
 * Where the pinned Codex tree decides what a lesson text says (the claims table,
 * src/i18n/claims.ts): one link per cited place, opening openai/codex at the pin in a new tab.
 * Nothing when the key states no fact about Codex.
 */
export function PinSources({ claimKey }: { readonly claimKey: string }) {
  const lt = useLessonT()
  const citations = CLAIMS[claimKey]
  if (!citations) return null
  return (
    <p className="lesson-sources muted" data-claim={claimKey}>
      {lt('ui.pinSources')}{' '}
      {/* each link carries the separator after it ("turn.rs:169–190 ·"), so a line ends on a
          separator rather than beginning with one, and never holds one alone */}
      {citations.map((citation, index) => (
        <Fragment key={index}>
          {index > 0 && ' '}
          <span className="lesson-source">
            <a href={citationUrl(citation)} target="_blank" rel="noreferrer noopener">
              <code>{citationLabel(citation)}</code>
            </a>
            {index < citations.length - 1 && '\u00a0·'}
          </span>
        </Fragment>
      ))}
    </p>
  )
}
