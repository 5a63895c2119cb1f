import { fillPlaceholders } from '../../i18n/fill.ts'
import type { Locale } from '../../i18n/index.ts'
import { defaultBudgetVars, retryTextVars } from '../../i18n/retryText.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import {
  reference,
  referenceLabel,
  type Claim,
  type PeerCell,
  type RefId,
  type Reliability,
} from './peerData.ts'

/** The reader's locale, for picking a phrase out of the data. */
export function useLocale(): Locale {
  return useVisualizerStore((state) => state.locale)
}

/**
 * A phrase of the agents' data: `backticks` mark a code name (an option, a mode, a type), shown
 * as code so a Korean or Chinese sentence reads as prose around it. Text only, never HTML.
 */
export function PeerText({ text }: { readonly text: string }) {
  return text
    .split('`')
    .map((part, index) =>
      index % 2 === 1 ? <code key={index}>{part}</code> : <Named key={index} text={part} />,
    )
}

// the products and makers the peers' texts name: names, kept as they are in every language
const PRODUCT_NAME =
  /(DeepSeek Harness|DSH|Claude Code|Codex|opencode|OpenHands|Aider|Cline|goose|Continue|Anthropic)/

/** Prose whose product names are each one untranslated element, the rest plain text. */
function Named({ text }: { readonly text: string }) {
  return text.split(PRODUCT_NAME).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} translate="no">
        {part}
      </span>
    ) : (
      part
    ),
  )
}

/** A glyph per level, so the level never rests on color alone (the label is always there too). */
export const RELIABILITY_GLYPH: Readonly<Record<Reliability, string>> = {
  src: '■',
  docs: '●',
  restored: '◇',
  secondary: '○',
  unverified: '?',
}

export function ReliabilityBadge({ level }: { readonly level: Reliability }) {
  const t = useT()
  return (
    <span
      className={`pe-rel pe-rel-${level}`}
      data-reliability={level}
      title={t(`peers.legend.${level}Hint`)}
    >
      <span className="pe-rel-glyph" aria-hidden="true">
        {RELIABILITY_GLYPH[level]}
      </span>
      {t(`peers.legend.${level}`)}
    </span>
  )
}

export const refAnchor = (id: RefId) => `pe-ref-${id}`

/** Moves the reader to a reference in the source list (no hash change: the hash carries share links). */
function showReference(id: RefId) {
  const target = document.getElementById(refAnchor(id))
  if (!target) return
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  if (typeof target.scrollIntoView === 'function')
    target.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' })
  target.focus({ preventScroll: true })
}

function RefButton({ id }: { readonly id: RefId }) {
  const t = useT()
  return (
    <button
      type="button"
      className="pe-ref"
      translate="no"
      aria-label={t('peers.sources.show', { id })}
      title={referenceLabel(reference(id))}
      onClick={() => showReference(id)}
    >
      {id}
    </button>
  )
}

/**
 * A claim's words; Codex's row names what it retries from the core's list (`retryTextVars`) and
 * how many times at the built-in provider's defaults (`defaultBudgetVars`).
 */
function claimText(claim: Claim, locale: Locale): string {
  const text = claim.text[locale]
  if (!text.includes('{')) return text
  return fillPlaceholders(
    text,
    { ...retryTextVars(locale), ...defaultBudgetVars() },
    undefined,
    locale,
  )
}

function ClaimLine({ claim }: { readonly claim: Claim }) {
  const locale = useLocale()
  return (
    <li className={`pe-claim pe-claim-${claim.reliability}`}>
      <span className="pe-claim-text">
        <PeerText text={claimText(claim, locale)} />
      </span>
      <span className="pe-note">
        <ReliabilityBadge level={claim.reliability} />
        {claim.refs.map((id) => (
          <RefButton key={id} id={id} />
        ))}
      </span>
    </li>
  )
}

/** One cell of an agent's answer: category tags, then each claim with its source note. */
export function CellView({ cell }: { readonly cell: PeerCell }) {
  const t = useT()
  return (
    <div className="pe-cell">
      {cell.tags && cell.tags.length > 0 ? (
        <ul className="pe-tags">
          {cell.tags.map((tag) => (
            <li key={tag} className={`pe-tag pe-tag-${tag}`}>
              {t(`peers.tags.${tag}`)}
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="pe-claims">
        {cell.claims.map((claim, i) => (
          <ClaimLine key={i} claim={claim} />
        ))}
      </ul>
    </div>
  )
}
