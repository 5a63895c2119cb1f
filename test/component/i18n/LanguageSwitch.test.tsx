import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { App } from '../../../src/App.tsx'
import { LOCALE_STORAGE_KEY } from '../../../src/app/localePreference.ts'
import { getInitialState, useVisualizerStore } from '../../../src/store/index.ts'
import { TAB_NAMES } from '../../helpers/tabNames.ts'

/** Renders the whole app with a fresh store, as a page load would. */
function renderApp() {
  useVisualizerStore.setState(getInitialState(), true)
  const user = userEvent.setup()
  return { user, ...render(<App />) }
}

function tabNames(): string[] {
  const nav = screen.getByRole('navigation')
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '')
}

function browserLanguages(languages: readonly string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)
}

beforeEach(() => browserLanguages(['en-US', 'en']))

afterEach(() => {
  vi.restoreAllMocks()
  document.documentElement.lang = 'en'
  window.history.replaceState(null, '', '/')
})

describe('the language switch', () => {
  it('opens in English for an English browser, with a labelled switch', () => {
    renderApp()
    const select = screen.getByRole('combobox', { name: 'Language' })
    expect(select).toHaveValue('en')
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', '한국어', '中文'])
    // each language name is marked up in its own language
    expect(within(select).getByRole('option', { name: '한국어' })).toHaveAttribute('lang', 'ko')
    expect(within(select).getByRole('option', { name: '中文' })).toHaveAttribute('lang', 'zh-Hans')
    expect(tabNames()).toEqual(TAB_NAMES.en)
    expect(document.documentElement.lang).toBe('en')
    // nothing is remembered until the reader chooses
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull()
  })

  it('re-renders the tabs and the open screen in Korean, then in Chinese', async () => {
    const { user } = renderApp()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), '한국어')
    expect(tabNames()).toEqual(TAB_NAMES.ko)
    expect(
      screen.getByRole('heading', { level: 2, name: '같은 기록, 아홉 가지로 자르기' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: '언어' })).toHaveValue('ko')
    expect(document.documentElement.lang).toBe('ko')

    await user.selectOptions(screen.getByRole('combobox', { name: '언어' }), '中文')
    expect(tabNames()).toEqual(TAB_NAMES.zh)
    expect(
      screen.getByRole('heading', { level: 2, name: '同一段历史，九种裁法' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: '语言' })).toHaveValue('zh')
    expect(document.documentElement.lang).toBe('zh-Hans')

    await user.selectOptions(screen.getByRole('combobox', { name: '语言' }), 'English')
    expect(tabNames()).toEqual(TAB_NAMES.en)
    expect(document.documentElement.lang).toBe('en')
  })

  it('translates a screen opened after the switch', async () => {
    const { user } = renderApp()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ko')
    await user.click(screen.getByRole('link', { name: '프래그먼트 레지스트리' }))
    // the registry screen is a lazy chunk: its first import can be slow on a busy machine
    const heading = await screen.findByRole(
      'heading',
      { level: 2, name: '프래그먼트 레지스트리' },
      { timeout: 10_000 },
    )
    expect(heading).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '프래그먼트 레지스트리' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it('remembers the choice for the next visit', async () => {
    const first = renderApp()
    await first.user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'zh')
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('zh')
    first.unmount()
    document.documentElement.lang = 'en'

    renderApp()
    expect(tabNames()).toEqual(TAB_NAMES.zh)
    expect(screen.getByRole('combobox', { name: '语言' })).toHaveValue('zh')
    expect(document.documentElement.lang).toBe('zh-Hans')
  })

  it('switches all the same when storage refuses to keep the choice', async () => {
    const { user } = renderApp()
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ko')
    expect(setItem).toHaveBeenCalledWith(LOCALE_STORAGE_KEY, 'ko')
    expect(tabNames()).toEqual(TAB_NAMES.ko)
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull()
  })

  it('a stored choice wins over the browser languages', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en')
    browserLanguages(['ko-KR', 'ko'])
    renderApp()
    expect(tabNames()).toEqual(TAB_NAMES.en)
  })

  it.each([
    [['ko-KR', 'en-US'], 'ko', TAB_NAMES.ko],
    [['zh-CN'], 'zh-Hans', TAB_NAMES.zh],
    [['zh-TW', 'en'], 'zh-Hans', TAB_NAMES.zh],
    [['fr-FR', 'ko'], 'ko', TAB_NAMES.ko],
    [['de-DE', 'fr'], 'en', TAB_NAMES.en],
  ] as const)(
    'without a stored choice, browser languages %j open in %s',
    (languages, lang, tabs) => {
      browserLanguages(languages)
      renderApp()
      expect(tabNames()).toEqual(tabs)
      expect(document.documentElement.lang).toBe(lang)
    },
  )

  it('ignores a stored value that is not a language of the app', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr')
    browserLanguages(['zh-CN'])
    renderApp()
    expect(tabNames()).toEqual(TAB_NAMES.zh)
  })

  it('is a native select the keyboard reaches after the tabs', async () => {
    const { user } = renderApp()
    const select = screen.getByRole('combobox', { name: 'Language' })
    expect(select.tagName).toBe('SELECT')
    const tabs = within(screen.getByRole('navigation')).getAllByRole('link')
    tabs.at(-1)!.focus()
    await user.tab()
    expect(select).toHaveFocus()
  })
})
