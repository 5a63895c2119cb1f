import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { FIRST_VIEW_STEP } from '../../src/store/playbackSlice.ts'
import { describeE2E, useE2E } from './helpers/browser.ts'
import { moveTo } from './helpers/reuse.ts'
import { lookAt, useSharedPage } from './helpers/sharedPage.ts'
import { CATALOGS, chooseLocale, type Lang } from './helpers/locale.ts'

/**
 * The preset with a two-part user message: one part an <environment_context> block, the other
 * the user's own words. The grid cuts the whole message; the lane card's details and the history
 * editor say which part matched and why that hides the user's text too.
 */

const PRESET = 'one-part-hides-the-message'

async function openTab(page: Page, lang: Lang, tab: 'grid' | 'history'): Promise<void> {
  await page.getByRole('link', { name: CATALOGS[lang].common.tabs[tab], exact: true }).click()
}

/** The parts list inside `scope`, as `index:match` per part. */
async function partsIn(page: Page, scope: string): Promise<string[]> {
  const parts = page.locator(`${scope} .message-part`)
  await parts.first().waitFor()
  return parts.evaluateAll((els) =>
    els.map(
      (el) => `${(el as HTMLElement).dataset.partIndex}:${(el as HTMLElement).dataset.match}`,
    ),
  )
}

describeE2E('the parts of a message', () => {
  const e2e = useE2E()

  // one page for the file (issue 35), the language chosen in the header: which language a
  // browser opens in is i18n.e2e.ts's subject, not this file's
  const shared = useSharedPage(e2e, '?lang=en', { viewport: { width: 1440, height: 900 } })

  it.each(['en', 'ko', 'zh'] as const)(
    'the preset shows which part hides the message (%s)',
    async (lang) => {
      const words = CATALOGS[lang]
      await shared.use(async ({ page }) => {
        // the grid's step a fresh page opens on (an earlier test played to the end), seen from
        // the history editor
        await moveTo(page, { tab: 'history', step: String(FIRST_VIEW_STEP) })
        await chooseLocale(page, lang)
        await page.locator('h2#he-title').waitFor()
        const name = `${words.registry.history.load}: ${words.presets[PRESET].name}`
        await page.getByRole('button', { name }).click()
        const row = 'li[data-item="mixed"]'
        await page.locator(`${row} .he-parts-count`).waitFor()
        expect(await page.locator(`${row} .he-parts-count`).textContent()).toBe(
          words.registry.parts.count.other.replace('{n}', '2'),
        )
        await page.locator(`${row} .he-actions button[aria-expanded]`).click()
        expect(await partsIn(page, row)).toEqual(['0:fragment', '1:none'])
        await expect
          .poll(() => page.locator(`${row} .message-parts-rule`).textContent())
          .toBe(words.registry.parts.rule.user)
        await lookAt(page, `message-parts-editor-${lang}`)

        await openTab(page, lang, 'grid')
        // before the replay every item is on the lane; open the two-part message
        const card = page.locator('[data-item-id="mixed"]')
        await card.locator('button.lane-card').click()
        expect(await partsIn(page, '[data-item-id="mixed"]')).toEqual(['0:fragment', '1:none'])
        const details = card.locator('.message-parts')
        await expect
          .poll(() => details.locator('.message-parts-rule').textContent())
          .toBe(words.registry.parts.rule.user)
        expect(await details.locator('.message-part-effect').allTextContents()).toEqual([
          words.registry.parts.hidesMessage,
          words.registry.parts.hiddenWith,
        ])
        await lookAt(page, `message-parts-lane-${lang}`)
        // at the end the cell has cut the whole message and kept the plain two-part one
        await page.getByRole('button', { name: words.grid.playback.last }).click()
        const present = (id: string) =>
          page.locator(`[data-item-id="${id}"]:not([data-exiting])`).count()
        await expect.poll(() => present('mixed')).toBe(0)
        expect(await page.locator('[data-item-id="plain"]').getAttribute('data-status')).toBe(
          'kept',
        )
      })
    },
    90_000,
  )
})
