import { useDeferredValue, useId, useMemo, useState } from 'react'
import {
  classifyMessage,
  explainMarkedMatch,
  explainTypeMatch,
  identifyDeveloperType,
  utf8Length,
  type FragmentRegistry,
  type FragmentType,
  type MatchExplanation,
  type MatchStep,
} from '../../core/index.ts'
import { VisibleText } from '../../components/VisibleText.tsx'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { selectRegistry } from '../../store/selectors.ts'
import { EditorScreen } from '../editor-kit/EditorScreen.tsx'
import '../editor-kit/editorUi.css'
import './matcherLab.css'
import { MATCHER_PRESETS, type MatcherPreset } from './presets.ts'
import { MATCH_WINDOW, textForMatching } from './matchText.ts'

/** Characters of the input the lab displays at most. */
const DISPLAY_LIMIT = 4000
/** Characters of a step's seen/expected text displayed at most. */
const STEP_LIMIT = 160

type Role = MatcherPreset['role']

interface Candidate {
  readonly key: string
  readonly label: string
  readonly type?: FragmentType
  readonly explanation: MatchExplanation
}

function userCandidates(registry: FragmentRegistry, text: string): Candidate[] {
  return registry.contextualUserMatchers.flatMap((name) => {
    const type = registry.types.find((t) => t.name === name)
    return type ? [{ key: name, label: name, type, explanation: explainTypeMatch(type, text) }] : []
  })
}

function unlistedUserCandidates(registry: FragmentRegistry, text: string): Candidate[] {
  return registry.types
    .filter((t) => t.role === 'user' && !registry.contextualUserMatchers.includes(t.name))
    .map((type) => ({
      key: type.name,
      label: type.name,
      type,
      explanation: explainTypeMatch(type, text),
    }))
}

/** The developer side compares only the trimmed start with each prefix. */
function developerCandidates(registry: FragmentRegistry, text: string): Candidate[] {
  return registry.developerPrefixes.map((prefix, index) => {
    // the marked matcher's first three steps are exactly the prefix test (an end marker is needed
    // to get past "markers present", and its steps are dropped)
    const full = explainMarkedMatch(prefix, '\u0000', text)
    const steps =
      prefix === ''
        ? []
        : full.steps.filter((s) => s.check === 'trim_start' || s.check === 'prefix')
    const matched = steps.some((s) => s.check === 'prefix' && s.passed)
    return {
      key: `${index}:${prefix}`,
      label: JSON.stringify(prefix),
      explanation: { matched, steps },
    }
  })
}

/**
 * The failure reason to show. The core compares slices of the marker's byte length, so a
 * multi-byte look-alike (KELVIN SIGN is 3 bytes, k is 1) fails as "differs" or "not on a char
 * boundary"; when the seen text
 * equals the marker under full Unicode folding, that is the lesson, so it is named as such.
 */
function reasonOf(step: MatchStep): NonNullable<MatchStep['reason']> {
  const reason = step.reason ?? 'differs'
  if (
    (reason === 'differs' || reason === 'not_char_boundary') &&
    step.seen !== undefined &&
    step.expected !== undefined &&
    step.seen !== step.expected &&
    step.seen.toLowerCase() === step.expected.toLowerCase()
  )
    return 'non_ascii_case'
  return reason
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
  const trim = step.check === 'trim_start' || step.check === 'trim_end'
  const removed =
    trim && step.seen !== undefined
      ? step.check === 'trim_start'
        ? before.slice(0, before.length - step.seen.length)
        : before.slice(step.seen.length)
      : ''
  return (
    <li className={`ml-step ${step.passed ? 'ml-pass' : 'ml-fail'}`}>
      <span className="ml-step-mark">
        {step.passed ? t('registry.matcher.pass') : t('registry.matcher.fail')}
      </span>
      <span className="ml-step-body">
        <span className="ml-step-label">{t(`registry.matcher.steps.${step.check}`)}</span>
        {trim ? (
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
        ) : step.check === 'markers_present' && !step.passed ? (
          <span className="ml-step-detail">{t('registry.matcher.stepFailedMarkers')}</span>
        ) : step.seen !== undefined || step.expected !== undefined ? (
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
        ) : null}
      </span>
    </li>
  )
}

function Steps({ steps, text }: { readonly steps: readonly MatchStep[]; readonly text: string }) {
  // each trim step is shown against the text it trimmed: the input, or the previous trim's result
  const befores = steps.map((_, i) => {
    const previous = steps
      .slice(0, i)
      .findLast((s) => (s.check === 'trim_start' || s.check === 'trim_end') && s.seen !== undefined)
    return previous?.seen ?? text
  })
  return (
    <ol className="ml-steps">
      {steps.map((step, i) => (
        <Step key={i} step={step} before={befores[i]!} />
      ))}
    </ol>
  )
}

/** A miss worth opening: the prefix matched but the suffix did not, or only non-ASCII case differs. */
function nearMiss(explanation: MatchExplanation): boolean {
  if (explanation.matched) return false
  const failure = firstFailure(explanation)
  if (!failure) return false
  if (reasonOf(failure) === 'non_ascii_case') return true
  return explanation.steps.some((s) => s.check === 'prefix' && s.passed)
}

function firstFailure(explanation: MatchExplanation): MatchStep | undefined {
  return explanation.steps.find((step) => !step.passed)
}

function CandidateList({
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
  const t = useT()
  return (
    <ol className="ml-candidates">
      {candidates.map((candidate, index) => {
        const failure = firstFailure(candidate.explanation)
        const isWinner = candidate.key === winner
        const verdict = candidate.explanation.matched
          ? unlisted
            ? t('registry.matcher.wouldMatch')
            : isWinner
              ? t('registry.matcher.winner')
              : t('registry.matcher.matched')
          : t('registry.matcher.noMatch')
        return (
          <li
            key={candidate.key}
            className={`ml-candidate${candidate.explanation.matched ? ' ml-candidate-match' : ''}${
              isWinner ? ' ml-candidate-winner' : ''
            }`}
            data-candidate={candidate.label}
          >
            <details open={isWinner || nearMiss(candidate.explanation)}>
              <summary>
                {numbered ? <span className="ml-pos">#{index + 1}</span> : null}
                <span className="ml-name">{candidate.label}</span>
                <span className="ml-verdict">{verdict}</span>
                {failure ? (
                  <span className="ml-failure">
                    {t(`registry.matcher.steps.${failure.check}`)}
                    {failure.reason
                      ? `: ${t(`registry.matcher.reasons.${reasonOf(failure)}`)}`
                      : ''}
                  </span>
                ) : null}
              </summary>
              <Steps steps={candidate.explanation.steps} text={text} />
            </details>
          </li>
        )
      })}
    </ol>
  )
}

/**
 * The matcher lab: which registered type recognizes a text, and why, step by step, for every
 * candidate; and how the message is classified (hidden, real user message, hook prompt, or the
 * developer side's prefix test).
 */
export function MatcherLab() {
  const t = useT()
  const registry = useVisualizerStore(selectRegistry)
  const [text, setText] = useState(MATCHER_PRESETS[0]!.text)
  const [role, setRole] = useState<Role>('user')
  const inputId = useId()
  const deferredText = useDeferredValue(text)
  const deferredRole = useDeferredValue(role)

  const analysis = useMemo(() => {
    const { text: matchText, reduced } = textForMatching(deferredText)
    const classification = classifyMessage(deferredRole, [matchText], registry)
    if (deferredRole === 'user') {
      const listed = userCandidates(registry, matchText)
      const winner = listed.find((c) => c.explanation.matched)?.key
      return {
        matchText,
        reduced,
        classification,
        listed,
        unlisted: unlistedUserCandidates(registry, matchText),
        winner,
      }
    }
    const listed = developerCandidates(registry, matchText)
    const winner = listed.find((c) => c.explanation.matched)?.key
    return { matchText, reduced, classification, listed, unlisted: [], winner }
  }, [deferredText, deferredRole, registry])

  const part = analysis.classification.parts[0]
  const developerType =
    deferredRole === 'developer' && part?.prefix !== undefined
      ? identifyDeveloperType(analysis.matchText, registry)
      : undefined
  let verdict: string
  if (deferredRole === 'developer')
    verdict =
      part?.prefix !== undefined
        ? t('registry.matcher.verdict.developer_contextual', {
            prefix: JSON.stringify(part.prefix) + (developerType ? ` (${developerType.name})` : ''),
          })
        : t('registry.matcher.verdict.developer_plain')
  else if (analysis.classification.kind === 'hook_prompt')
    verdict = t('registry.matcher.verdict.hook_prompt')
  else if (analysis.classification.kind === 'hidden')
    verdict = t('registry.matcher.verdict.hidden', { type: part?.typeName ?? '' })
  else verdict = t('registry.matcher.verdict.user_message')

  const loadPreset = (preset: MatcherPreset) => {
    setText(preset.text)
    setRole(preset.role)
  }
  const unlistedMatches = analysis.unlisted.filter((c) => c.explanation.matched)

  return (
    <EditorScreen
      className="ml-screen"
      titleId="ml-title"
      title={t('registry.matcher.title')}
      intro={t('registry.matcher.intro')}
    >
      <div className="ml-top">
        <div className="ed-panel ml-input">
          <div className="ed-field">
            <label htmlFor={inputId}>{t('registry.matcher.input')}</label>
            <textarea
              id={inputId}
              className="ed-textarea mono"
              rows={7}
              spellCheck={false}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <fieldset className="ml-role">
            <legend>{t('registry.matcher.role')}</legend>
            {(['user', 'developer'] as const).map((value) => (
              <label key={value} className="ed-check">
                <input
                  type="radio"
                  name={`${inputId}-role`}
                  value={value}
                  checked={role === value}
                  onChange={() => setRole(value)}
                />
                {t(`registry.roles.${value}`)}
              </label>
            ))}
          </fieldset>
          <p className="ed-muted ml-size">
            {t('registry.matcher.chars', {
              chars: text.length.toLocaleString('en'),
              bytes: utf8Length(text).toLocaleString('en'),
            })}
          </p>
          {analysis.reduced || text.length > DISPLAY_LIMIT ? (
            <p className="ml-capped" role="note">
              {t('registry.matcher.capped', {
                window: MATCH_WINDOW.toLocaleString('en'),
                shown: DISPLAY_LIMIT.toLocaleString('en'),
              })}
            </p>
          ) : null}
        </div>
        <nav className="ed-panel ml-presets" aria-labelledby={`${inputId}-presets`}>
          <h3 id={`${inputId}-presets`}>{t('registry.matcher.presets')}</h3>
          <p className="ed-muted">{t('registry.matcher.presetsHint')}</p>
          <ul>
            {MATCHER_PRESETS.map((preset) => (
              <li key={preset.id}>
                <button
                  type="button"
                  className="ed-btn ed-btn-small"
                  aria-pressed={text === preset.text && role === preset.role}
                  onClick={() => loadPreset(preset)}
                >
                  {t(`registry.matcher.presetsList.${preset.id}`)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <section className="ed-panel ml-seen" aria-labelledby={`${inputId}-seen`}>
        <h3 id={`${inputId}-seen`}>{t('registry.matcher.visible')}</h3>
        <pre className="ed-code-block ml-visible">
          <VisibleText
            text={text}
            limit={DISPLAY_LIMIT}
            flagNonAscii
            renderMore={(count) =>
              t('registry.matcher.moreHidden', { count: count.toLocaleString('en') })
            }
          />
        </pre>
      </section>

      <section
        className={`ed-panel ml-verdict-panel ml-verdict-${analysis.classification.kind}`}
        aria-labelledby={`${inputId}-verdict`}
        aria-live="polite"
      >
        <h3 id={`${inputId}-verdict`}>{t('registry.matcher.classification')}</h3>
        <p className="ml-verdict-text">{verdict}</p>
      </section>

      <section className="ed-panel" aria-labelledby={`${inputId}-candidates`}>
        <h3 id={`${inputId}-candidates`}>
          {deferredRole === 'user'
            ? t('registry.matcher.candidatesUser')
            : t('registry.matcher.candidatesDeveloper')}
        </h3>
        <p className="ed-muted">
          {deferredRole === 'user'
            ? t('registry.matcher.candidatesUserHint')
            : t('registry.matcher.candidatesDeveloperHint')}
        </p>
        <CandidateList
          candidates={analysis.listed}
          winner={analysis.winner}
          text={analysis.matchText}
          numbered
        />
        {analysis.unlisted.length > 0 ? (
          <details className="ml-unlisted" open={unlistedMatches.length > 0}>
            <summary>
              {t('registry.matcher.unlisted')} ({analysis.unlisted.length})
            </summary>
            <CandidateList
              candidates={analysis.unlisted}
              winner={undefined}
              text={analysis.matchText}
              numbered={false}
              unlisted
            />
          </details>
        ) : null}
      </section>
    </EditorScreen>
  )
}
