import type { HistoryItemType, MessageRole } from '../../core/index.ts'
import { useRoleMention } from '../../components/RoleName.tsx'
import { useT } from '../../i18n/useT.ts'
import { roleKind, roleKindShort } from './labels.ts'

interface Item {
  readonly type: HistoryItemType
  readonly role?: MessageRole | undefined
}

interface RoleKindProps {
  readonly item: Item
  /** the abbreviated kind ("developer msg") of the narrow cards and rows */
  readonly short?: boolean
  readonly className: string
}

/** A message's "{role} {kind}": the view's first mention of its role adds the code name. */
function MessageRoleKind({
  item,
  role,
  short,
  className,
}: RoleKindProps & { readonly role: MessageRole }) {
  const t = useT()
  const [word, ref] = useRoleMention<HTMLSpanElement>(role)
  return (
    <span ref={ref} className={className} data-role-kind={role}>
      {short ? roleKindShort(item, t, word) : roleKind(item, t, word)}
    </span>
  )
}

/**
 * An item's role and kind as the lane names it ("developer msg", "tool call"), for the rows and
 * cards of the other views (compare, session, replacement table): in Korean and Chinese the
 * first message of each role on the view says its code name too, 개발자(developer) 메시지.
 */
export function RoleKind({ item, short = false, className }: RoleKindProps) {
  const t = useT()
  if (item.role !== undefined)
    return <MessageRoleKind item={item} role={item.role} short={short} className={className} />
  return <span className={className}>{short ? roleKindShort(item, t) : roleKind(item, t)}</span>
}
