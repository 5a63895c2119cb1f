import { useT } from '../../i18n/useT.ts'
import { firstFailure, nearMiss, reasonOf, type Candidate } from '../../view-models/matcherLab.ts'
import { MatchSteps } from './MatchSteps.tsx'

interface CandidateItemProps {
  readonly candidate: Candidate
  readonly index: number
  readonly isWinner: boolean
  readonly text: string
  readonly numbered: boolean
  readonly unlisted: boolean
}

/** One candidate matcher: its verdict and first failure, its steps opened when they teach. */
function CandidateItem({
  candidate,
  index,
  isWinner,
  text,
  numbered,
  unlisted,
}: CandidateItemProps) {
  const t = useT()
  const { explanation } = candidate
  const failure = firstFailure(explanation)
  const verdict = explanation.matched
    ? unlisted
      ? t('registry.matcher.wouldMatch')
      : isWinner
        ? t('registry.matcher.winner')
        : t('registry.matcher.matched')
    : t('registry.matcher.noMatch')
  return (
    <li
      className={`ml-candidate${explanation.matched ? ' ml-candidate-match' : ''}${
        isWinner ? ' ml-candidate-winner' : ''
      }`}
      data-candidate={candidate.label}
    >
      <details open={isWinner || nearMiss(explanation)}>
        <summary>
          {numbered ? <span className="ml-pos">#{index + 1}</span> : null}
          <span className="ml-name">{candidate.label}</span>
          <span className="ml-verdict">{verdict}</span>
          {failure ? (
            <span className="ml-failure">
              {t(`registry.matcher.steps.${failure.check}`)}
              {failure.reason ? `: ${t(`registry.matcher.reasons.${reasonOf(failure)}`)}` : ''}
            </span>
          ) : null}
        </summary>
        <MatchSteps steps={explanation.steps} text={text} />
      </details>
    </li>
  )
}

export function CandidateList({
  candidates,
  winner,
  text,
  numbered,
  unlisted = false,
}: {
  readonly candidates: readonly Candidate[]
  readonly winner: string | undefined
  readonly text: string
  readonly numbered: boolean
  readonly unlisted?: boolean
}) {
  return (
    <ol className="ml-candidates">
      {candidates.map((candidate, index) => (
        <CandidateItem
          key={candidate.key}
          candidate={candidate}
          index={index}
          isWinner={candidate.key === winner}
          text={text}
          numbered={numbered}
          unlisted={unlisted}
        />
      ))}
    </ol>
  )
}
