import { useDeferredValue, useId, useMemo, useState } from 'react'
import { VisibleText } from '../../components/VisibleText.tsx'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { selectRegistry } from '../../store/registrySelectors.ts'
import {
  analyzeMatch,
  type MatchAnalysis,
  type MatcherRole,
  type MatchVerdict,
} from '../../view-models/matcherLab.ts'
import { EditorScreen } from '../editor-kit/EditorScreen.tsx'
import '../editor-kit/editorUi.css'
import './matcherLab.css'
import { CandidateList } from './CandidateList.tsx'
import { DISPLAY_LIMIT, MatcherInput, MatcherPresets } from './MatcherInput.tsx'
import { MATCHER_PRESETS, type MatcherPreset } from './presets.ts'
import { textForMatching } from './matchText.ts'
import { groupedNumber } from '../../i18n/groupedNumber.ts'

/**
 * The lab's input and its analysis. The analysis follows deferred copies of the input, so typing
 * in a long text stays responsive.
 */
function useMatcherLab() {
  const registry = useVisualizerStore(selectRegistry)
  const [text, setText] = useState(MATCHER_PRESETS[0]!.text)
  const [role, setRole] = useState<MatcherRole>('user')
  const deferredText = useDeferredValue(text)
  const deferredRole = useDeferredValue(role)
  const analysis = useMemo(() => {
    const { text: matchText, reduced } = textForMatching(deferredText)
    return { matchText, reduced, ...analyzeMatch(deferredRole, matchText, registry) }
  }, [deferredText, deferredRole, registry])
  const loadPreset = (preset: MatcherPreset) => {
    setText(preset.text)
    setRole(preset.role)
  }
  return { text, setText, role, setRole, loadPreset, deferredRole, analysis }
}

function useVerdictText(verdict: MatchVerdict): string {
  const t = useT()
  switch (verdict.kind) {
    case 'developer_contextual':
      return t('registry.matcher.verdict.developer_contextual', { prefix: verdict.prefix })
    case 'hidden':
      return t('registry.matcher.verdict.hidden', { type: verdict.type })
    default:
      return t(`registry.matcher.verdict.${verdict.kind}`)
  }
}

/** The text as the matchers see it, invisible characters made visible. */
function VisibleInput({ text }: { readonly text: string }) {
  const t = useT()
  const headingId = useId()
  return (
    <section className="ed-panel ml-seen" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('registry.matcher.visible')}</h3>
      <pre className="ed-code-block ml-visible">
        <VisibleText
          text={text}
          limit={DISPLAY_LIMIT}
          flagNonAscii
          renderMore={(count) => t('registry.matcher.moreHidden', { count: groupedNumber(count) })}
        />
      </pre>
    </section>
  )
}

function VerdictPanel({ analysis }: { readonly analysis: MatchAnalysis }) {
  const t = useT()
  const headingId = useId()
  return (
    <section
      className={`ed-panel ml-verdict-panel ml-verdict-${analysis.classification.kind}`}
      aria-labelledby={headingId}
      aria-live="polite"
    >
      <h3 id={headingId}>{t('registry.matcher.classification')}</h3>
      <p className="ml-verdict-text">{useVerdictText(analysis.verdict)}</p>
    </section>
  )
}

/** Every candidate in Codex's order, then the user types it does not try (folded). */
function CandidatesPanel({
  role,
  analysis,
  text,
}: {
  readonly role: MatcherRole
  readonly analysis: MatchAnalysis
  readonly text: string
}) {
  const t = useT()
  const headingId = useId()
  const unlistedMatches = analysis.unlisted.filter((c) => c.explanation.matched)
  return (
    <section className="ed-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {role === 'user'
          ? t('registry.matcher.candidatesUser')
          : t('registry.matcher.candidatesDeveloper')}
      </h3>
      <p className="ed-muted">
        {role === 'user'
          ? t('registry.matcher.candidatesUserHint')
          : t('registry.matcher.candidatesDeveloperHint')}
      </p>
      <CandidateList candidates={analysis.listed} winner={analysis.winner} text={text} numbered />
      {analysis.unlisted.length > 0 ? (
        <details className="ml-unlisted" open={unlistedMatches.length > 0}>
          <summary>
            {t('registry.matcher.unlisted')} ({analysis.unlisted.length})
          </summary>
          <CandidateList
            candidates={analysis.unlisted}
            winner={undefined}
            text={text}
            numbered={false}
            unlisted
          />
        </details>
      ) : null}
    </section>
  )
}

/**
 * The matcher lab: which registered type recognizes a text, and why, step by step, for every
 * candidate; and how the message is classified (hidden, real user message, hook prompt, or the
 * developer side's prefix test).
 */
export function MatcherLab() {
  const t = useT()
  const { text, setText, role, setRole, loadPreset, deferredRole, analysis } = useMatcherLab()
  return (
    <EditorScreen
      className="ml-screen"
      titleId="ml-title"
      title={t('registry.matcher.title')}
      intro={t('registry.matcher.intro')}
    >
      <div className="ml-top ed-two-col">
        <MatcherInput
          text={text}
          role={role}
          reduced={analysis.reduced}
          onText={setText}
          onRole={setRole}
        />
        <MatcherPresets text={text} role={role} onLoad={loadPreset} />
      </div>
      <VisibleInput text={text} />
      <VerdictPanel analysis={analysis} />
      <CandidatesPanel role={deferredRole} analysis={analysis} text={analysis.matchText} />
    </EditorScreen>
  )
}
