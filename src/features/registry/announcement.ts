import type { TranslationKey } from '../../i18n/index.ts'
import type { RegistryAnnouncement } from '../../store/registryEditorSlice.ts'
import type { EditNote } from '../../view-models/registryEdits.ts'

type Translate = (key: TranslationKey, vars?: Readonly<Record<string, string | number>>) => string
type Wording<U extends { readonly kind: string }> = {
  readonly [K in U['kind']]: (t: Translate, what: Extract<U, { kind: K }>) => string
}

const onOff = (t: Translate, on: boolean) =>
  on ? t('registry.announce.on') : t('registry.announce.off')

/** The sentence announced after each registry edit, keyed by what the store recorded. */
const ANNOUNCEMENTS: Wording<RegistryAnnouncement> = {
  role: (t, a) => t('registry.announce.role', { name: a.name, role: t(`grid.roles.${a.role}`) }),
  separate: (t, a) => t('registry.announce.separate', { name: a.name, state: onOff(t, a.on) }),
  userMatcher: (t, a) =>
    a.on
      ? t('registry.announce.userMatcherOn', { name: a.name, position: a.position })
      : t('registry.announce.userMatcherOff', { name: a.name }),
  prefix: (t, a) =>
    t(a.on ? 'registry.announce.prefixOn' : 'registry.announce.prefixOff', {
      prefix: JSON.stringify(a.prefix),
    }),
  markers: (t, a) => t('registry.announce.markers', { name: a.name }),
  deleted: (t, a) => t('registry.announce.deleted', { name: a.name }),
  added: (t, a) => t('registry.announce.added', { name: a.name }),
  reset: (t) => t('registry.screen.resetDone'),
  refused: (t, a) => t('registry.announce.refused', { count: a.count }),
}

/** The side effects an edit had on the two tables, in words. */
const NOTES: Wording<EditNote> = {
  left_user_matchers: (t, n) => t('registry.announce.leftUserMatchers', { name: n.name }),
  left_developer_prefixes: (t, n) =>
    t('registry.announce.leftDeveloperPrefixes', { prefix: n.prefix }),
  prefix_renamed: (t, n) =>
    t('registry.announce.prefixRenamed', {
      from: JSON.stringify(n.from),
      to: JSON.stringify(n.to),
    }),
  prefix_shared: (t, n) =>
    t('registry.announce.prefixShared', {
      prefix: JSON.stringify(n.prefix),
      others: n.others.join(', '),
    }),
}

function word<U extends { readonly kind: string }>(table: Wording<U>, t: Translate, what: U) {
  return (table[what.kind as U['kind']] as (t: Translate, what: U) => string)(t, what)
}

/** The whole status line for an edit: what changed, then its side effects. */
export function announcementText(
  t: Translate,
  announcement: { readonly what: RegistryAnnouncement; readonly notes: readonly EditNote[] },
): string {
  return [
    word(ANNOUNCEMENTS, t, announcement.what),
    ...announcement.notes.map((note) => word(NOTES, t, note)),
  ].join(' ')
}
