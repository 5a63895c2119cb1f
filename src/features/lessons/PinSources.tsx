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
      {citations.map((citation, index) => (
        <span key={index}>
          {index > 0 && ' · '}
          <a href={citationUrl(citation)} target="_blank" rel="noreferrer noopener">
            <code>{citationLabel(citation)}</code>
          </a>
        </span>
      ))}
    </p>
  )
}
