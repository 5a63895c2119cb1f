/**
 * The presenter console in a second window: opened from presenter mode, it shows the projected
 * lesson step's speaker notes and the next step, follows the projected window, steps it with its
 * own buttons (BroadcastChannel between the two pages), speaks its language, and keeps a timer.
 */
import { expect, it } from 'vitest'
import { presenterNotes as en } from '../../src/i18n/presenterNotes/en.ts'
import { presenterNotes as ko } from '../../src/i18n/presenterNotes/ko.ts'
import { lessons as enLessons } from '../../src/i18n/en/lessons.ts'
import { describeE2E, useE2E, withPage } from './helpers/browser.ts'
import { lookAt } from './helpers/sharedPage.ts'

describeE2E('presenter console', () => {
  const e2e = useE2E()

  it('opens from presenter mode, follows the lesson and steps it', async () => {
    await withPage(
      e2e.browser,
      `${e2e.url}?present=1&tab=lessons&lesson=compaction.1`,
      async ({ page, context, errors, blockedRequests }) => {
        await page.locator('.lesson-view[data-step="dispatch"]').waitFor()
        const [popup] = await Promise.all([
          context.waitForEvent('page'),
          page.locator('.presenter-bar [data-open-console]').click(),
        ])
        const consoleErrors: string[] = []
        popup.on('pageerror', (error) => consoleErrors.push(error.message))
        await popup.locator('[data-console-step="compaction.dispatch"]').waitFor()
        expect(await popup.locator('[data-console-note]').textContent()).toBe(
          en.compaction.dispatch,
        )
        expect(await popup.locator('.pc-next').textContent()).toContain(
          enLessons.compaction.steps.filter.title,
        )
        // the projected window moves: the console follows
        await page.keyboard.press('ArrowRight')
        await popup.locator('[data-console-step="compaction.filter"]').waitFor()
        // the answer key is the console's alone (it loads the core to compute it)
        await popup.locator('[data-console-key]').waitFor()
        expect(await page.locator('[data-console-key]').count()).toBe(0)
        // the console's buttons move the projected window
        await popup.getByRole('button', { name: /Next step/ }).click()
        await page.locator('.lesson-view[data-step="summaryLast"]').waitFor()
        await popup.locator('[data-console-step="compaction.summaryLast"]').waitFor()
        await popup.getByRole('button', { name: /Previous step/ }).click()
        await page.locator('.lesson-view[data-step="filter"]').waitFor()
        // the timer runs from Start
        await popup.getByRole('button', { name: 'Start' }).click()
        // the clock leaves 0:00 once a second has passed
        await popup.locator('.pc-clock').filter({ hasNotText: '0:00' }).waitFor()
        await lookAt(popup, 'presenter-console-en')
        expect(errors).toEqual([])
        expect(consoleErrors).toEqual([])
        expect(blockedRequests).toEqual([])
      },
      { viewport: { width: 1280, height: 720 } },
    )
  })

  it('says which page of a paged step the projected window shows, and turns it', async () => {
    await withPage(
      e2e.browser,
      `${e2e.url}?present=1&lang=en&tab=lessons&lesson=compaction.2`,
      async ({ page, context, errors, blockedRequests }) => {
        // the step's question committed: in presenter mode its revealed text comes as pages
        await page.locator('.lesson-view[data-step="filter"]').waitFor()
        await page.locator('.lesson-option input').first().check()
        await page.locator('.lesson-question-actions button.primary').first().click()
        await page.locator('.lesson-view[data-paged]').waitFor()
        // the count may change as the stage fills in: the console says what the window says
        const projected = () =>
          page.evaluate(() => {
            const view = document.querySelector('.lesson-view')
            return `${view?.getAttribute('data-page')}/${view?.getAttribute('data-pages')}`
          })
        await expect
          .poll(async () => Number((await projected()).split('/')[1]), { timeout: 30_000 })
          .toBeGreaterThan(1)
        const popup = await context.newPage()
        const consoleErrors: string[] = []
        popup.on('pageerror', (error) => consoleErrors.push(error.message))
        await popup.goto(`${e2e.url}?console=1`)
        const shown = () =>
          popup.evaluate(
            () =>
              document.querySelector('[data-console-page]')?.getAttribute('data-console-page') ??
              null,
          )
        /** Waits for page `n` in the projected window and for the console to say the same. */
        const follows = async (n: number) => {
          await page.locator(`.lesson-view[data-page="${n}"]`).waitFor()
          await expect
            .poll(async () => (await shown()) === (await projected()), { timeout: 30_000 })
            .toBe(true)
          expect(await shown()).toMatch(new RegExp(`^${n}/`))
        }
        await follows(1)
        const of = (await projected()).split('/')[1]
        expect(await popup.locator('[data-console-page]').textContent()).toContain(
          `page 1 of ${of}`,
        )
        // the projected window turns a page: the console follows
        await page.keyboard.press('PageDown')
        await follows(2)
        // the console's own keys and buttons turn the projected window's pages, not its steps
        await popup.keyboard.press('PageUp')
        await follows(1)
        await popup.getByRole('button', { name: /Next step/ }).click()
        await follows(2)
        expect(await page.locator('.lesson-view').getAttribute('data-step')).toBe('filter')
        expect(errors).toEqual([])
        expect(consoleErrors).toEqual([])
        expect(blockedRequests).toEqual([])
      },
      { viewport: { width: 1280, height: 720 } },
    )
    // two windows, a commit and the core's engine: 46 s at a load of 20 on the 2-core machine
  }, 120_000)

  it('speaks the projected window’s language', async () => {
    await withPage(
      e2e.browser,
      `${e2e.url}?present=1&lang=ko&tab=lessons&lesson=fragments.7`,
      async ({ page, context }) => {
        await page.locator('.lesson-view[data-step="trap"]').waitFor()
        const popup = await context.newPage()
        await popup.goto(`${e2e.url}?console=1`)
        await popup.locator('[data-console-step="fragments.trap"]').waitFor()
        expect(await popup.locator('[data-console-note]').textContent()).toBe(ko.fragments.trap)
        await lookAt(popup, 'presenter-console-ko')
      },
    )
  })
})
