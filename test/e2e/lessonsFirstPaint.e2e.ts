import type { Route } from 'playwright-core'
import { expect, it } from 'vitest'
import { LESSONS } from '../../src/features/lessons/content/lessons.ts'
import { lessons as ko } from '../../src/i18n/ko/lessons.ts'
import { describeE2E, useE2E, withPage } from './helpers/browser.ts'

/**
 * The lessons screen paints its step's text before the engine (the core's parser and nine cells,
 * `src/store/engine.ts`) arrives: the engine's chunk is held at the network, and the step's real
 * title, in the reader's language, is painted (its Element Timing entry) with the stage's box
 * waiting beside it; released, the stage fills that box and the text column does not move.
 */

// a loaded 2-core machine: a cold start of the built app takes seconds there, not milliseconds
const ARRIVES = { timeout: 20_000 }

/** What the page's Element Timing observer saw of the step's title (`elementtiming="lesson"`). */
function paintedTitles(): Promise<string[]> {
  return new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      observer.disconnect()
      resolve(
        list
          .getEntries()
          .map(
            (entry) => entry as PerformanceEntry & { identifier: string; element: Element | null },
          )
          .filter((entry) => entry.identifier === 'lesson')
          // an element no longer in the page (the build's first frame, replaced) is null
          .map((entry) => entry.element?.textContent ?? ''),
      )
    }).observe({ type: 'element', buffered: true })
  })
}

describeE2E('the lessons paint before the engine', () => {
  const e2e = useE2E()

  it('shows the step’s title and text with the engine held back, then the stage in place', async () => {
    await withPage(
      e2e.browser,
      'about:blank',
      async ({ page, errors, blockedRequests }) => {
        await page.setViewportSize({ width: 1280, height: 720 })
        const held: Route[] = []
        let released = false
        await page.route(/\/engineModule-[^/]*\.js$/, async (route) => {
          if (released) await route.continue()
          else held.push(route)
        })
        await page.goto(`${e2e.url}?tab=lessons&lang=ko`)
        const first = LESSONS.fragments.steps[0]!
        const title = page.locator('#lesson-step-title')
        // the first step asks first: its title is the neutral topic, its text says to predict
        await expect
          .poll(() => title.textContent(), ARRIVES)
          .toBe(ko.fragments.steps[first.id as keyof typeof ko.fragments.steps].topic)
        await expect
          .poll(() => page.evaluate(paintedTitles), ARRIVES)
          .toContain(ko.fragments.steps[first.id as keyof typeof ko.fragments.steps].topic)
        expect(await page.locator('.lesson-predict-first').textContent()).toBe(ko.ui.predictFirst)
        // the question's prompt as the page writes it (code spans without their backticks)
        expect(await page.locator('.lesson-question-prompt').textContent()).toBe(
          ko.questions.f_problem.prompt.replaceAll('`', ''),
        )
        // the stage waits in its box: no run, no lane, nothing that answers the question
        const pending = page.locator('[data-stage-pending]')
        expect(await pending.count()).toBe(1)
        expect(await page.locator('[data-item-id], .lesson-stage[data-scenario]').count()).toBe(0)
        const stageBox = await pending.boundingBox()
        const textBox = await page.locator('.lesson-text').boundingBox()
        const navBox = await page.locator('.lesson-nav').boundingBox()

        released = true
        await Promise.all(held.map((route) => route.continue()))
        await page
          .locator(`.lesson-stage[data-scenario='${first.stage.scenario}']`)
          .waitFor(ARRIVES)
        await page.locator('[data-item-id]').first().waitFor(ARRIVES)
        expect(await pending.count()).toBe(0)
        // the stage filled the placeholder's place; the text column did not move
        const stage = await page.locator('.lesson-stage').boundingBox()
        expect({ x: stage?.x, y: stage?.y }).toEqual({ x: stageBox?.x, y: stageBox?.y })
        expect(await page.locator('.lesson-text').boundingBox()).toEqual(textBox)
        expect(await page.locator('.lesson-nav').boundingBox()).toEqual(navBox)
        expect(errors).toEqual([])
        expect(blockedRequests).toEqual([])
      },
      { allowedOrigin: new URL(e2e.url).origin },
    )
  })
  it('shows the screen’s failure when the engine cannot load', async () => {
    await withPage(
      e2e.browser,
      'about:blank',
      async ({ page, blockedRequests }) => {
        await page.route(/\/engineModule-[^/]*\.js$/, (route) => route.abort('failed'))
        await page.goto(`${e2e.url}?tab=lessons&lang=en`)
        // the stage cannot be run: the screen says so (with its retry), instead of a box that
        // waits for ever
        await page.locator('.screen-failure').waitFor(ARRIVES)
        expect(await page.locator('[data-stage-pending], [data-item-id]').count()).toBe(0)
        expect(blockedRequests).toEqual([])
      },
      { allowedOrigin: new URL(e2e.url).origin },
    )
  })
})
