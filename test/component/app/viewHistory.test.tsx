import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { App } from '../../../src/App.tsx'
import { URL_WRITE_DELAY_MS } from '../../../src/app/deferredWrite.ts'
import { isPlainClick, screenOfAddress } from '../../../src/app/viewHistory.ts'
import {
  applyLinkBeforeFirstRender,
  screenAddress,
  startViewLinkSync,
} from '../../../src/app/viewLink.ts'
import { useVisualizerStore } from '../../../src/store/index.ts'
import { resetPage, store } from '../grid/setup.tsx'

const query = () => new URLSearchParams(window.location.search)
const MID_REMOTE = { phase: 'mid_turn', implementation: 'remote' } as const
const MANUAL_LOCAL = { phase: 'manual', implementation: 'local' } as const

let stop: () => void = () => {}

/** Opens a page on `search` as `main.tsx` does: the link read, the address's writer started. */
async function openPage(search = ''): Promise<void> {
  resetPage(search)
  const opened = await applyLinkBeforeFirstRender(useVisualizerStore, window.location.href)
  stop = startViewLinkSync(useVisualizerStore, opened)
}

/** Back or Forward as the browser does it: the address moves, then `popstate` (in a task). */
function travel(delta: number): void {
  act(() => {
    window.history.go(delta)
    // the traversal's task, then the task a return from the Lessons screen waits for
    vi.advanceTimersByTime(1)
    vi.advanceTimersByTime(1)
  })
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
afterEach(() => {
  stop()
  stop = () => {}
  vi.useRealTimers()
})

describe('the browser history of the view', () => {
  beforeEach(() => openPage())

  it('has an entry per screen: steps, cells, speeds, panels, the language and edits replace it', () => {
    const before = window.history.length
    store().seek(4)
    store().selectCell(MANUAL_LOCAL)
    store().setSpeed(2)
    store().togglePanel('trace')
    store().setLocale('ko')
    store().editScenario((scenario) => ({ ...scenario, turn: { activeTokens: 10 } }))
    vi.runAllTimers()
    expect(window.history.length).toBe(before)
    expect(query().get('cell')).toBe('manual.local')
    store().setTab('registry')
    store().setTab('peers')
    // the same screen again is no new entry
    store().setTab('peers')
    expect(window.history.length).toBe(before + 2)
    expect(query().get('tab')).toBe('peers')
  })

  it('Back and Forward give each screen back as it was left, the language as it is now', () => {
    store().seek(4)
    // left before the step was written: the old entry still gets it
    store().setTab('compare')
    store().togglePanel('trace')
    store().setTab('peers')
    store().setLocale('zh')
    travel(-1)
    expect(store()).toMatchObject({ tab: 'compare', hidden: ['trace'], locale: 'zh' })
    expect(query().get('lang')).toBe('zh')
    travel(-1)
    expect(store()).toMatchObject({ tab: 'grid', step: 4, hidden: [], locale: 'zh' })
    expect(query().get('tab')).toBe('grid')
    travel(1)
    expect(store()).toMatchObject({ tab: 'compare', hidden: ['trace'] })
    travel(1)
    expect(store().tab).toBe('peers')
  })

  it('has an entry per lesson step; Back walks the steps back to the screen before', () => {
    store().seek(3)
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS)
    const before = window.history.length
    store().setTab('lessons')
    // the lesson's stage plays its own cell and step there
    store().selectCell(MANUAL_LOCAL)
    store().seek(2)
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS)
    store().setLessonPosition({ section: 'fragments', step: 1 })
    store().setLessonPosition({ section: 'fragments', step: 2 })
    store().setLessonPosition({ section: 'compaction', step: 0 })
    expect(window.history.length).toBe(before + 4)
    expect(query().get('lesson')).toBe('compaction.0')
    travel(-1)
    expect(store().lessonPosition).toEqual({ section: 'fragments', step: 2 })
    travel(-2)
    // the screen as first opened: no step chosen yet
    expect(store()).toMatchObject({ tab: 'lessons', lessonPosition: null })
    // the stage's cell is not taken from a lesson entry
    expect(store().cell).toEqual(MANUAL_LOCAL)
    travel(-1)
    expect(store()).toMatchObject({ tab: 'grid', cell: MID_REMOTE, step: 3 })
    expect(query().get('step')).toBe('3')
    travel(3)
    expect(store()).toMatchObject({
      tab: 'lessons',
      lessonPosition: { section: 'fragments', step: 2 },
    })
  })

  it('an entry left by Back before its step was written shows that step on Forward', () => {
    store().seek(2)
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS)
    store().setTab('registry')
    store().setTab('grid')
    store().seek(6)
    // Back at once: the step 6 is not in the address yet
    travel(-1)
    expect(store()).toMatchObject({ tab: 'registry', step: 2 })
    travel(1)
    expect(store()).toMatchObject({ tab: 'grid', step: 6 })
    expect(query().get('step')).toBe('6')
  })

  it('a move of the hash alone (a pasted share link) changes nothing in the view', () => {
    store().seek(5)
    const { pathname, search } = window.location
    window.history.pushState(null, '', `${pathname}${search}#s=abc`)
    travel(-1)
    // the step not yet written is kept, not reset to the address's
    expect(store().step).toBe(5)
    travel(1)
    expect(store().step).toBe(5)
  })
})

describe('the screen addresses', () => {
  it('reads the entry of an address as the link reader reads it', () => {
    expect(screenOfAddress('')).toBe('grid')
    expect(screenOfAddress('?tab=nowhere')).toBe('grid')
    expect(screenOfAddress('?tab=registry&lesson=fragments.2')).toBe('registry')
    expect(screenOfAddress('?tab=lessons&lesson=fragments.2')).toBe('lessons:fragments.2')
    expect(screenOfAddress('?tab=lessons&lesson=../x')).toBe('lessons:')
  })

  it("gives another screen's address with the view as it is now", async () => {
    await openPage('?lang=ko&other=kept#s=abc')
    store().seek(4)
    const url = new URL(screenAddress(store(), 'peers'), 'http://x')
    expect(url.searchParams.get('tab')).toBe('peers')
    expect(url.searchParams.get('step')).toBe('4')
    expect(url.searchParams.get('lang')).toBe('ko')
    expect(url.searchParams.get('other')).toBe('kept')
    expect(url.hash).toBe('#s=abc')
  })

  it('leaves a click with a key or another button to the browser', () => {
    const click = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false }
    expect(isPlainClick({ ...click, defaultPrevented: false })).toBe(true)
    for (const other of [{ button: 1 }, { ctrlKey: true }, { metaKey: true }, { shiftKey: true }])
      expect(isPlainClick({ ...click, ...other, defaultPrevented: false })).toBe(false)
  })
})

describe('the nav items', () => {
  beforeEach(() => openPage())

  it('are links to their screens; a plain click opens the screen in the page', () => {
    render(<App />)
    const nav = screen.getByRole('navigation', { name: 'Views' })
    const links = within(nav).getAllByRole('link')
    expect(links).toHaveLength(9)
    const peers = within(nav).getByRole('link', { name: 'Other agents' })
    expect(new URL(peers.getAttribute('href')!, 'http://x').searchParams.get('tab')).toBe('peers')
    const before = window.history.length
    const plain = fireEvent.click(peers)
    // the click was the page's: the browser does not follow the link
    expect(plain).toBe(false)
    expect(store().tab).toBe('peers')
    expect(window.history.length).toBe(before + 1)
    expect(peers).toHaveAttribute('aria-current', 'page')
  })

  it('leave a Ctrl+click or a middle click to the browser, with the address up to date', () => {
    render(<App />)
    const registry = screen.getByRole('link', { name: 'Fragment registry' })
    act(() => store().seek(5))
    fireEvent.pointerDown(registry)
    expect(new URL(registry.getAttribute('href')!, 'http://x').searchParams.get('step')).toBe('5')
    // jsdom does not navigate: the default action is only not prevented
    const followed = fireEvent.click(registry, { ctrlKey: true })
    expect(followed).toBe(true)
    expect(fireEvent.click(registry, { button: 1 })).toBe(true)
    expect(store().tab).toBe('grid')
  })
})
