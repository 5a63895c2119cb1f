import type { HistoryItemType, MessageRole } from '../../core/index.ts'
import type { TranslationKey } from '../../i18n/index.ts'
import type { IconName } from '../../components/Icon.tsx'
import type { ShownStatus } from '../../view-models/statuses.ts'

type Translate = (key: TranslationKey, vars?: Readonly<Record<string, string | number>>) => string

/** The icon that travels with each status color (color is never the only cue). */
export const STATUS_ICONS: Readonly<Record<ShownStatus, IconName>> = {
  kept: 'kept',
  cut: 'cut',
  injected: 'injected',
  summary: 'summary',
  truncated: 'truncated',
  pending: 'pending',
  unchanged: 'unchanged',
}

/**
 * "user message", "tool call", "assistant message": the role (for messages) and the kind.
 * `roleWord` names the role instead of its plain word: a view's first mention passes the word
 * with its code name (개발자(developer), `useRoleMention`).
 */
export function roleKind(
  item: { readonly type: HistoryItemType; readonly role?: MessageRole | undefined },
  t: Translate,
  roleWord?: string,
): string {
  const kind = t(`grid.kinds.${item.type}`)
  if (item.role === undefined) return kind
  return t('grid.lane.roleKind', { role: roleWord ?? t(`grid.roles.${item.role}`), kind })
}

/** The same, with the kind abbreviated ("developer msg") for the narrow lane cards. */
export function roleKindShort(
  item: { readonly type: HistoryItemType; readonly role?: MessageRole | undefined },
  t: Translate,
  roleWord?: string,
): string {
  const kind = t(`grid.kindsShort.${item.type}`)
  if (item.role === undefined) return kind
  return t('grid.lane.roleKind', { role: roleWord ?? t(`grid.roles.${item.role}`), kind })
}

/**
 * The short label in its pieces: what names the item (the role of a message, or the kind) and the
 * noun a narrow card may leave out ("msg" after "developer": only messages have a role).
 */
export function roleKindShortPieces(
  item: { readonly type: HistoryItemType; readonly role?: MessageRole | undefined },
  t: Translate,
): { readonly lead: string; readonly noun: string; readonly tail: string } {
  const kind = t(`grid.kindsShort.${item.type}`)
  if (item.role === undefined) return { lead: kind, noun: '', tail: '' }
  const text = roleKindShort(item, t)
  const at = text.lastIndexOf(kind)
  if (at <= 0) return { lead: text, noun: '', tail: '' }
  return { lead: text.slice(0, at).trimEnd(), noun: kind, tail: text.slice(at + kind.length) }
}

/** The first non-empty line of a text, for one-line bodies. */
export function firstLine(text: string): string {
  for (const line of text.split('\n')) {
    const trimmed = line.trim()
    if (trimmed !== '') return trimmed
  }
  return ''
}

/** A text cut to `max` characters (by code point) with an ellipsis. */
export function clip(text: string, max: number): string {
  const chars = [...text]
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`
}
