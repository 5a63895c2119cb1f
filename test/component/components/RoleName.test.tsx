/**
 * A role is named in the reader's words, and each view's first mention of it carries the code
 * name as a secondary label (개발자(developer), 开发者（developer）): the mention first in the
 * document, wherever the screens draw it, and the next one once that one is gone.
 */
import { act, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { RoleMentionsScope, RoleName } from '../../../src/components/RoleName.tsx'
import type { MessageRole } from '../../../src/core/index.ts'
import { AssemblyView } from '../../../src/features/assembly/AssemblyView.tsx'
import { HistoryEditor } from '../../../src/features/history-editor/HistoryEditor.tsx'
import { RegistryScreen } from '../../../src/features/registry/RegistryScreen.tsx'
import { secondaryLabel } from '../../../src/i18n/glossary.ts'
import type { Locale } from '../../../src/i18n/index.ts'
import { LocaleContext } from '../../../src/i18n/useT.ts'
import { getInitialState, useVisualizerStore } from '../../../src/store/index.ts'
import { StoreLocale } from '../../../src/app/StoreLocale.tsx'
import { HistoryLane } from '../../../src/features/lane/HistoryLane.tsx'
import { ReplacementTable } from '../../../src/features/replacement-table/ReplacementTable.tsx'
import { CompareCards } from '../../../src/features/compare/CompareCards.tsx'
import type { LaneCard } from '../../../src/core/index.ts'
import { HistoryPanel } from '../../../src/features/session/HistoryPanel.tsx'

const named = (root: ParentNode = document) =>
  [...root.querySelectorAll('[data-role-name]')].map((el) => el.textContent)

function inLocale(locale: Locale, children: ReactNode) {
  return (
    <LocaleContext value={locale}>
      <RoleMentionsScope>{children}</RoleMentionsScope>
    </LocaleContext>
  )
}

const roles = (list: readonly MessageRole[]) =>
  list.map((role, i) => <RoleName key={`${role}${i}`} role={role} />)

describe('RoleName', () => {
  it('adds the code name to each role’s first mention only, in Korean and Chinese', () => {
    const list: MessageRole[] = ['developer', 'user', 'developer', 'user', 'assistant']
    const ko = render(inLocale('ko', roles(list)))
    expect(named()).toEqual([
      '개발자(developer)',
      '사용자(user)',
      '개발자',
      '사용자',
      '어시스턴트(assistant)',
    ])
    ko.unmount()
    render(inLocale('zh', roles(list)))
    expect(named()).toEqual([
      '开发者（developer）',
      '用户（user）',
      '开发者',
      '用户',
      '助手（assistant）',
    ])
  })

  it('spells the secondary label as the glossary does', () => {
    const all = ['user', 'developer', 'assistant', 'system'] as const
    for (const locale of ['ko', 'zh'] as const) {
      const { unmount } = render(inLocale(locale, roles(all)))
      expect(named()).toEqual(all.map((role) => secondaryLabel(locale, role)))
      unmount()
    }
  })

  it('says the code name alone in English, where it is the word', () => {
    render(inLocale('en', roles(['developer', 'developer'])))
    expect(named()).toEqual(['developer', 'developer'])
  })

  it('goes by the page’s order, and moves the label when the first mention goes', () => {
    // the later element mounts first: the one above it in the page still takes the label
    const view = (first: boolean) => (
      <ul>
        {first && (
          <li>
            <RoleName role="developer" />
          </li>
        )}
        <li>
          <RoleName role="developer" />
        </li>
      </ul>
    )
    const { rerender } = render(inLocale('ko', view(false)))
    expect(named()).toEqual(['개발자(developer)'])
    rerender(inLocale('ko', view(true)))
    expect(named()).toEqual(['개발자(developer)', '개발자'])
    rerender(inLocale('ko', view(false)))
    expect(named()).toEqual(['개발자(developer)'])
  })

  it('counts each view apart', () => {
    render(
      <LocaleContext value="zh">
        <RoleMentionsScope>
          <div data-view="a">{roles(['user', 'user'])}</div>
        </RoleMentionsScope>
        <RoleMentionsScope>
          <div data-view="b">{roles(['user'])}</div>
        </RoleMentionsScope>
      </LocaleContext>,
    )
    expect(named(document.querySelector('[data-view="a"]')!)).toEqual(['用户（user）', '用户'])
    expect(named(document.querySelector('[data-view="b"]')!)).toEqual(['用户（user）'])
  })
})

describe('the screens’ role names', () => {
  const inScreen = (locale: Locale, screen: ReactNode) => {
    useVisualizerStore.setState(getInitialState(), true)
    useVisualizerStore.getState().setLocale(locale)
    return render(<RoleMentionsScope>{screen}</RoleMentionsScope>, { wrapper: StoreLocale })
  }

  it('history editor in Korean: one badge of each role says its code name, the first', () => {
    inScreen('ko', <HistoryEditor />)
    const badges = named()
    expect(badges.filter((text) => text === '사용자(user)')).toHaveLength(1)
    expect(badges.filter((text) => text === '개발자(developer)')).toHaveLength(1)
    expect(badges.indexOf('사용자(user)')).toBe(badges.findIndex((t) => t?.startsWith('사용자')))
    expect(badges.indexOf('개발자(developer)')).toBe(
      badges.findIndex((t) => t?.startsWith('개발자')),
    )
    expect(badges.filter((text) => text === '사용자').length).toBeGreaterThan(0)
  })

  it('assembly in Chinese: the first card of a role says its code name, its heading the word', () => {
    inScreen('zh', <AssemblyView />)
    const cards = [...document.querySelectorAll('li[data-bucket]')]
    const [developer, user] = cards.map((card) => card.querySelector('[data-role-name]')!)
    expect(developer).toHaveTextContent(/^开发者（developer）$/)
    expect(user).toHaveTextContent(/^用户（user）$/)
    expect(cards[0]!.querySelector('h4')!.textContent).not.toContain('developer')
  })

  it('registry in Korean: the explainer’s badges name the roles first, the cells after', () => {
    inScreen('ko', <RegistryScreen />)
    expect(named()).toEqual(['사용자(user)', '개발자(developer)'])
    // a cell that does not apply says the word alone
    const reasons = [...document.querySelectorAll('.rg-na .visually-hidden')].map(
      (el) => el.textContent ?? '',
    )
    expect(reasons.filter((text) => /\((user|developer)\)/.test(text))).toEqual([])
  })

  /** The role word alone: the glossary's secondary label without its code name. */
  const word = (locale: 'ko' | 'zh', role: MessageRole) =>
    secondaryLabel(locale, role).replace(/[(（][a-z]+[)）]$/, '')

  /**
   * Each element's text, and the role its text should name: the first of each role must say
   * the glossary's secondary label, the later ones the word alone.
   */
  const expectFirstMentions = (
    locale: 'ko' | 'zh',
    mentions: readonly { readonly role: MessageRole; readonly text: string }[],
    spell: (name: string) => string = (name) => name,
  ) => {
    const seen = new Set<MessageRole>()
    const expected = mentions.map(({ role }) => {
      const first = !seen.has(role)
      seen.add(role)
      return spell(first ? secondaryLabel(locale, role) : word(locale, role))
    })
    expect(mentions.map(({ text }) => text)).toEqual(expected)
    expect(seen.size).toBeGreaterThan(1)
    expect(mentions.length).toBeGreaterThan(seen.size)
  }

  it.each(['ko', 'zh'] as const)(
    'lane in %s: the first card of each role says its code name, the later ones the word',
    (locale) => {
      inScreen(locale, <HistoryLane />)
      const cards = [...document.querySelectorAll('li[data-item-id] .lane-card-kind')]
      const leads = cards.flatMap((kind) => {
        const lead = kind.querySelector<HTMLElement>('.lane-card-kind-lead[data-role-name]')
        return lead === null ? [] : [{ kind, lead }]
      })
      expectFirstMentions(
        locale,
        leads.map(({ kind, lead }) => ({
          role: lead.dataset.roleName as MessageRole,
          // the code name is a piece of its own, after the word: a narrow card wraps it away
          text: `${lead.textContent}${kind.querySelector('.lane-card-kind-code')?.textContent ?? ''}`,
        })),
      )
      // what a screen reader hears says the same as the card shows
      for (const { kind } of leads) {
        const shown = [...kind.querySelectorAll('.lane-card-kind-pieces > *')]
        const heard = kind.querySelector('.visually-hidden')!.textContent!.replace(/\s/g, '')
        expect(heard).toBe(shown.map((piece) => piece.textContent).join(''))
      }
    },
  )

  const kindMentions = () =>
    [...document.querySelectorAll<HTMLElement>('[data-role-kind]')].map((el) => ({
      role: el.dataset.roleKind as MessageRole,
      text: el.textContent ?? '',
    }))

  it('replacement table in Korean: the first row of each role says its code name, sorted too', async () => {
    inScreen('ko', <ReplacementTable />)
    expectFirstMentions('ko', kindMentions(), (name) => `${name} 메시지`)
    // sorted by the place before, last first: the memoized rows move without a render
    const before = document.querySelector<HTMLButtonElement>('th button')!
    await act(async () => before.click())
    await act(async () => before.click())
    expectFirstMentions('ko', kindMentions(), (name) => `${name} 메시지`)
  })

  it('compare cards in Chinese: the first card of each role says its code name', () => {
    const card = (n: number, role: MessageRole) =>
      ({ id: `c${n}`, type: 'message', role, text: `card ${n}`, status: 'kept' }) as LaneCard
    const order: MessageRole[] = ['developer', 'user', 'developer', 'user', 'user']
    inScreen('zh', <CompareCards lane={order.map((role, n) => card(n, role))} label="lane" />)
    expectFirstMentions('zh', kindMentions(), (name) => `${name}消息`)
  })

  it('session history rows in Korean: the first row of each role says its code name', () => {
    const order: MessageRole[] = ['developer', 'user', 'user', 'developer', 'assistant']
    const items = order.map((role, i) => ({
      id: `i${i}`,
      type: 'message' as const,
      role,
      text: `item ${i}`,
      chars: 40,
    }))
    const view = {
      line: 7,
      items,
      total: items.length,
      previousModel: null,
      referenceModel: null,
      windowId: 0,
    }
    inScreen('ko', <HistoryPanel view={view} />)
    expectFirstMentions('ko', kindMentions(), (name) => `${name} 메시지`)
  })
})
