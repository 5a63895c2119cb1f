import { useCountT } from '../i18n/useCountT.ts'
import { useT } from '../i18n/useT.ts'
import type { MessagePart, MessageParts } from '../view-models/messageParts.ts'
import { VisibleText } from './VisibleText.tsx'
import './messageParts.css'

/** Characters of each part's text shown. */
const PART_TEXT_LIMIT = 600

type T = ReturnType<typeof useT>

function matchLabel(part: MessagePart, t: T): string {
  const { match } = part
  switch (match.kind) {
    case 'fragment':
      return t('registry.parts.matched.fragment', { type: match.typeName })
    case 'developer_prefix':
      return t('registry.parts.matched.developer_prefix', { prefix: match.prefix })
    case 'hook_prompt':
      return t('registry.parts.matched.hook_prompt')
    case 'none':
      return t('registry.parts.matched.none')
  }
}

/** What one part does to the whole message: hides it, or goes with the parts that do. */
function effectOf(part: MessagePart, model: MessageParts): 'hides' | 'hidden_with' | undefined {
  if (model.hiddenBy.length === 0) return undefined
  return model.hiddenBy.includes(part.index) ? 'hides' : 'hidden_with'
}

function PartRow({ part, model }: { readonly part: MessagePart; readonly model: MessageParts }) {
  const t = useT()
  const effect = effectOf(part, model)
  return (
    <li
      className={`message-part message-part-${part.match.kind}${effect ? ` message-part-${effect}` : ''}`}
      data-part-index={part.index}
      data-match={part.match.kind}
    >
      <span className="message-part-head">
        <strong className="message-part-label">
          {t('registry.parts.part', { n: part.index + 1 })}
        </strong>
        <span className="message-part-match">{matchLabel(part, t)}</span>
        {effect === 'hides' && (
          <span className="message-part-effect">{t('registry.parts.hidesMessage')}</span>
        )}
        {effect === 'hidden_with' && (
          <span className="message-part-effect">{t('registry.parts.hiddenWith')}</span>
        )}
      </span>
      <pre className="message-part-text">
        {part.text === '' ? (
          t('registry.parts.empty')
        ) : (
          <VisibleText text={part.text} limit={PART_TEXT_LIMIT} />
        )}
      </pre>
    </li>
  )
}

/** The one-sentence verdict for the whole message, when its role has one. */
function Verdict({ model }: { readonly model: MessageParts }) {
  const t = useT()
  const tc = useCountT()
  if (model.role !== 'user') return null
  let text: string
  if (model.hiddenBy.length > 0)
    text = tc('registry.parts.verdict.hiddenBy', model.hiddenBy.length, {
      list: model.hiddenBy.map((index) => index + 1).join(', '),
    })
  else if (model.turnItem === 'hook_prompt') text = t('registry.parts.verdict.hook_prompt')
  else text = t('registry.parts.verdict.user_message')
  return <p className="message-parts-verdict">{text}</p>
}

function ruleKey(role: string) {
  if (role === 'user') return 'registry.parts.rule.user' as const
  if (role === 'developer') return 'registry.parts.rule.developer' as const
  return 'registry.parts.rule.other' as const
}

/**
 * A message's content parts (`messagePartsOf`), each with the fragment type it matched (or none),
 * what that does to the whole message, and the rule behind it: two messages with the same text
 * can differ only in how it is split into parts. It takes the model, not the message, so this
 * chunk carries none of the core (the engine computes it).
 */
export function MessagePartsList({ model }: { readonly model: MessageParts }) {
  const t = useT()
  const tc = useCountT()
  const { role } = model
  return (
    <section className="message-parts" aria-label={t('registry.parts.title')}>
      <p className="message-parts-title">
        <strong>{t('registry.parts.title')}</strong> ·{' '}
        {tc('registry.parts.count', model.parts.length)}
      </p>
      <ol className="message-parts-list">
        {model.parts.map((part) => (
          <PartRow key={part.index} part={part} model={model} />
        ))}
      </ol>
      <Verdict model={model} />
      <p className="message-parts-rule">{t(ruleKey(role))}</p>
    </section>
  )
}
