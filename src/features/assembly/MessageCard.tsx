import type { AssembledMessage } from '../../core/index.ts'
import { RoleName } from '../../components/RoleName.tsx'
import { VisibleText } from '../../components/VisibleText.tsx'
import { useT } from '../../i18n/useT.ts'

type Fragment = AssembledMessage['fragments'][number]
type Reason = AssembledMessage['reasons'][number]

/** One fragment of a message: its type, why it landed here, and its text. */
function FragmentItem({
  fragment,
  reason,
}: {
  readonly fragment: Fragment
  readonly reason: Reason | undefined
}) {
  const t = useT()
  return (
    <li className="as-fragment" data-type={fragment.typeName}>
      <div className="as-fragment-head">
        <code className="as-type">{fragment.typeName}</code>
        {reason ? (
          <span className="as-reason">{t(`registry.assembly.reasons.${reason}`)}</span>
        ) : null}
      </div>
      {/* a long line scrolls inside: focusable, so the keyboard can scroll it, and named */}
      <pre
        className="ed-code-block as-text"
        tabIndex={0}
        aria-label={t('registry.assembly.textOf', { type: fragment.typeName })}
      >
        {fragment.text === '' ? (
          <span className="ed-muted">{t('registry.assembly.emptyBody')}</span>
        ) : (
          <VisibleText text={fragment.text} limit={1500} />
        )}
      </pre>
    </li>
  )
}

/** One message of the initial context, with its role, bucket and fragments. */
export function MessageCard({
  message,
  index,
  isNew,
}: {
  readonly message: AssembledMessage
  readonly index: number
  readonly isNew: boolean
}) {
  const t = useT()
  return (
    <li
      className={`as-message as-message-${message.role} as-bucket-${message.bucket}${isNew ? ' as-new' : ''}`}
      data-bucket={message.bucket}
    >
      <header className="as-message-head">
        <RoleName role={message.role} className={`ed-badge ed-badge-${message.role}`} />
        <h4>
          {t('registry.assembly.messageHeading', {
            index: index + 1,
            role: t(`grid.roles.${message.role}`),
            bucket: t(`registry.assembly.buckets.${message.bucket}`),
          })}
        </h4>
        {message.fragments.length > 1 ? (
          <span className="ed-muted">
            {t('registry.assembly.fragmentCount', { count: message.fragments.length })}
          </span>
        ) : null}
        {isNew ? (
          <span className="ed-badge ed-badge-warn">{t('registry.assembly.tokenBudgetNew')}</span>
        ) : null}
      </header>
      <ol className="as-fragments">
        {message.fragments.map((fragment, i) => (
          <FragmentItem
            key={`${fragment.typeName}-${i}`}
            fragment={fragment}
            reason={message.reasons[i]}
          />
        ))}
      </ol>
    </li>
  )
}
