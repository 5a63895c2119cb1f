/**
 * A step that comes as pages (presenter mode after a commit): the projected window reports the
 * page it shows, and the console says "page k of n" and follows each turn; its arrow keys turn
 * the pages in the projected window (the lesson's own keys do: they move a page first).
 */
import { render, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CONSOLE_CHANNEL } from '../../../src/features/presenter-console/consoleChannel.ts'
import { PresenterConsole } from '../../../src/features/presenter-console/PresenterConsole.tsx'
import { useProjectedSync } from '../../../src/features/presenter-console/useProjectedSync.ts'
import { lessons as ko } from '../../../src/i18n/ko/lessons.ts'
import { getInitialState, useVisualizerStore } from '../../../src/store/index.ts'

beforeEach(() => useVisualizerStore.setState(getInitialState(), true))
afterEach(() => useVisualizerStore.setState(getInitialState(), true))

const position = (page?: { at: number; of: number }) => ({
  kind: 'position',
  tab: 'lessons',
  locale: 'ko',
  lesson: { section: 'compaction', step: 2, ...(page === undefined ? {} : { page }) },
  gridStep: 0,
  gridSteps: 19,
})

const pageText = (n: number, total: number) =>
  ko.ui.pageOf.replace('{n}', String(n)).replace('{total}', String(total))

function Projected() {
  useProjectedSync()
  return null
}

describe('the console on a paged step', () => {
  it('says which page the room sees, and follows every turn', async () => {
    const heard: unknown[] = []
    const projected = new BroadcastChannel(CONSOLE_CHANNEL)
    projected.onmessage = (event) => heard.push(event.data)
    render(<PresenterConsole />)
    await waitFor(() => expect(heard).toContainEqual({ kind: 'hello' }))
    const shown = () => document.querySelector('[data-console-page]')?.textContent
    projected.postMessage(position({ at: 0, of: 3 }))
    await waitFor(() => expect(shown()).toBe(` · ${pageText(1, 3)}`))
    projected.postMessage(position({ at: 2, of: 3 }))
    await waitFor(() => expect(shown()).toBe(` · ${pageText(3, 3)}`))
    // a step that is not paged (or is one page) says no page
    projected.postMessage(position())
    await waitFor(() => expect(document.querySelector('[data-console-page]')).toBeNull())
    projected.close()
  })

  it('hears the page the projected window shows, as it turns', async () => {
    const heard: unknown[] = []
    const console = new BroadcastChannel(CONSOLE_CHANNEL)
    // the step's place is what this test is about (the grid's step is the store's own)
    console.onmessage = (event) => heard.push((event.data as { lesson: unknown }).lesson)
    useVisualizerStore.setState({ tab: 'lessons', locale: 'ko' })
    useVisualizerStore.getState().setLessonPosition({ section: 'compaction', step: 2 })
    useVisualizerStore.getState().setLessonPage({ at: 0, of: 3 })
    render(<Projected />)
    await waitFor(() => expect(heard).toContainEqual(position({ at: 0, of: 3 }).lesson))
    useVisualizerStore.getState().setLessonPage({ at: 1, of: 3 })
    await waitFor(() => expect(heard).toContainEqual(position({ at: 1, of: 3 }).lesson))
    useVisualizerStore.getState().setLessonPage(null)
    await waitFor(() => expect(heard.at(-1)).toEqual(position().lesson))
    console.close()
  })
})
