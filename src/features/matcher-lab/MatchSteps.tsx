import type { MatchStep } from '../../core/index.ts'
import { VisibleText } from '../../components/VisibleText.tsx'
import { useT } from '../../i18n/useT.ts'
import { reasonOf, removedByTrim, textsBeforeSteps } from '../../view-models/matcherLab.ts'

/** Characters of a step's seen/expected text displayed at most. */
const STEP_LIMIT = 160

/** What a trim step removed, or that it removed nothing. */
function TrimDetail({ removed }: { readonly removed: string }) {
  const t = useT()
  return (
    <span className="ml-step-detail">
      {removed === '' ? (
        t('registry.matcher.trimmedNone')
      ) : (
        <>
          {t('registry.matcher.trimmed', { count: removed.length })}{' '}
          <code className="ml-code">
            <VisibleText text={removed} allSpaces limit={STEP_LIMIT} />
          </code>
        </>
      )}
    </span>
  )
}

/** The text a comparison saw beside the one it expected, and why they differ. */
function ComparisonDetail({ step }: { readonly step: MatchStep }) {
  const t = useT()
  return (
    <span className="ml-step-detail">
      {step.seen !== undefined ? (
        <>
          {t('registry.matcher.seen')}{' '}
          <code className="ml-code">
            <VisibleText text={step.seen} allSpaces flagNonAscii limit={STEP_LIMIT} />
          </code>
        </>
      ) : null}
      {step.expected !== undefined ? (
        <>
          {' '}
          {t('registry.matcher.expected')}{' '}
          <code className="ml-code">
            <VisibleText text={step.expected} allSpaces flagNonAscii limit={STEP_LIMIT} />
          </code>
        </>
      ) : null}
      {step.reason ? (
        <span className="ml-reason">{t(`registry.matcher.reasons.${reasonOf(step)}`)}</span>
      ) : null}
    </span>
  )
}

function StepDetail({ step, before }: { readonly step: MatchStep; readonly before: string }) {
  const t = useT()
  if (step.check === 'trim_start' || step.check === 'trim_end')
    return <TrimDetail removed={removedByTrim(step, before)} />
  if (step.check === 'markers_present' && !step.passed)
    return <span className="ml-step-detail">{t('registry.matcher.stepFailedMarkers')}</span>
  if (step.seen !== undefined || step.expected !== undefined)
    return <ComparisonDetail step={step} />
  return null
}

function Step({
  step,
  before,
}: {
  readonly step: MatchStep
  /** the text before a trim step, to show what it removed. */
  readonly before: string
}) {
  const t = useT()
  return (
    <li className={`ml-step ${step.passed ? 'ml-pass' : 'ml-fail'}`}>
      <span className="ml-step-mark">
        {step.passed ? t('registry.matcher.pass') : t('registry.matcher.fail')}
      </span>
      <span className="ml-step-body">
        <span className="ml-step-label">{t(`registry.matcher.steps.${step.check}`)}</span>
        <StepDetail step={step} before={before} />
      </span>
    </li>
  )
}

/** One matcher's steps, each passed or failed, with what it saw. */
export function MatchSteps({
  steps,
  text,
}: {
  readonly steps: readonly MatchStep[]
  readonly text: string
}) {
  const befores = textsBeforeSteps(steps, text)
  return (
    <ol className="ml-steps">
      {steps.map((step, i) => (
        <Step key={i} step={step} before={befores[i]!} />
      ))}
    </ol>
  )
}
