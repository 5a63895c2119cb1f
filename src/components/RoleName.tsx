import {
  createContext,
  use,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react'
import { MESSAGE_ROLES, type MessageRole } from '../core/index.ts'
import type { Locale } from '../i18n/index.ts'
import { LocaleContext, useT, type Translate } from '../i18n/useT.ts'

/** One place a role is named, and how to tell it whether it is its role's first on the view. */
interface Mention {
  readonly role: MessageRole
  readonly element: Element
  readonly show: (first: boolean) => void
}

/**
 * The role names one view shows, in the order of the page: the first of each role carries the
 * code name as a secondary label (개발자(developer)), the others the reader's word alone. Every
 * mention registers its element; whichever comes first in the document is told so, and the one
 * that was first before is told it no longer is (a row added above it, a card closed).
 */
export interface RoleMentions {
  /** registers a mention; returns its removal */
  add(mention: Mention): () => void
  /** finds a role's first mention again (its elements may have moved) */
  settle(role: MessageRole): void
}

const precedes = (a: Element, b: Element) =>
  (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0

function createRoleMentions(): RoleMentions {
  const mentions = new Set<Mention>()
  const firsts = new Map<MessageRole, Mention>()
  const settle = (role: MessageRole) => {
    let first: Mention | undefined
    for (const mention of mentions)
      if (
        mention.role === role &&
        mention.element.isConnected &&
        (first === undefined || precedes(mention.element, first.element))
      )
        first = mention
    const was = firsts.get(role)
    if (was === first) return
    was?.show(false)
    if (first === undefined) firsts.delete(role)
    else {
      firsts.set(role, first)
      first.show(true)
    }
  }
  return {
    add(mention) {
      mentions.add(mention)
      settle(mention.role)
      return () => {
        mentions.delete(mention)
        if (firsts.get(mention.role) === mention) firsts.delete(mention.role)
        settle(mention.role)
      }
    },
    settle,
  }
}

/**
 * The view whose role names count together. Outside any (a component tested alone), the whole
 * document is one view.
 */
const MentionsContext = createContext<RoleMentions>(createRoleMentions())

/** A view of its own: the first role name inside it carries the code name again. */
export function RoleMentionsScope({ children }: { readonly children: ReactNode }) {
  const [mentions] = useState(createRoleMentions)
  return <MentionsContext value={mentions}>{children}</MentionsContext>
}

/**
 * A role in the reader's words (사용자, 开发者): the same word as the lane's (`grid.roles`). In
 * Korean and Chinese, `first` adds the code name as a secondary label, 개발자(developer) or
 * 开发者（developer）, as the glossary spells it; English's word is the code
 * name already.
 */
function roleLabel(t: Translate, locale: Locale, role: MessageRole, first: boolean): string {
  const name = t(`grid.roles.${role}`)
  if (!first || locale === 'en') return name
  return locale === 'ko' ? `${name}(${role})` : `${name}（${role}）`
}

/**
 * A role named on a view: the label to show and the ref of the element that shows it (its place
 * in the document decides whether it is the role's first mention on the view).
 */
export function useRoleMention<T extends Element>(
  role: MessageRole,
): readonly [string, RefObject<T | null>] {
  const t = useT()
  const locale = use(LocaleContext)
  const mentions = use(MentionsContext)
  const ref = useRef<T>(null)
  const [first, setFirst] = useState(false)
  useLayoutEffect(() => {
    const element = ref.current
    if (element === null) return
    return mentions.add({ role, element, show: setFirst })
  }, [mentions, role])
  // a re-render may come with the element moved (rows sorted, an item added above)
  useLayoutEffect(() => mentions.settle(role))
  return [roleLabel(t, locale, role, first), ref]
}

/**
 * For a list whose rows move without re-rendering (a table sorted, its rows memoized): finds each
 * role's first mention again after every render of the list.
 */
export function useSettleRoleMentions(): void {
  const mentions = use(MentionsContext)
  useLayoutEffect(() => {
    for (const role of MESSAGE_ROLES) mentions.settle(role)
  })
}

/** A role's name as text, the first on its view with the code name as a secondary label. */
export function RoleName({
  role,
  className,
}: {
  readonly role: MessageRole
  readonly className?: string
}) {
  const [label, ref] = useRoleMention<HTMLSpanElement>(role)
  return (
    <span ref={ref} className={className} data-role-name={role}>
      {label}
    </span>
  )
}
