import { expect, it } from 'vitest'
import { injectAxe, seriousViolations } from './helpers/axe.ts'
import { describeE2E, useE2E, withOpened } from './helpers/browser.ts'
import { chooseLocale } from './helpers/locale.ts'
import { openWithStorage } from './helpers/reuse.ts'
import { lookAt } from './helpers/sharedPage.ts'

const KEY = 'context-lab:v1:scenario'
const MARKER = 'CRASH-THE-CORE'

/** A saved scenario in the storage envelope. */
const saved = (scenario: unknown) => JSON.stringify({ version: 1, scenario })
const cell = { phase: 'mid_turn', implementation: 'remote' }

describeE2E('failures never blank the page', () => {
  const e2e = useE2E()

  it('a saved scenario that crashed the core before the parser checked it: reload shows the app', async () => {
    const value = saved({
      history: [{ id: 'u', type: 'message', role: 'user', text: 'hi' }],
      cell,
      world: { developerInstructions: {} },
    })
    // the saved work is there before the app first reads it, as after a reload
    await withOpened(await openWithStorage(e2e, e2e.url, { [KEY]: value }), async ({ page }) => {
      await page.getByRole('navigation', { name: 'Views' }).waitFor()
      await page.getByText('Your saved work is not a valid scenario').waitFor()
      expect(await page.getByText('world.developerInstructions').count()).toBeGreaterThan(0)
      // nothing deleted
      expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe(value)
    })
  })

  it('a saved scenario that makes the core throw is set aside on reload; a failing screen offers a way back', async () => {
    const crashing = {
      name: 'crashing',
      history: [{ id: 'boom', type: 'message', role: 'user', text: MARKER }],
      cell,
    }
    // a core bug triggered by one scenario, simulated: a text builtin throws on its marker; the
    // saved scenario and the bug are both there when the app first loads, as after a reload
    const opened = await openWithStorage(e2e, e2e.url, { [KEY]: saved(crashing) }, {}, ({ page }) =>
      page.addInitScript((marker) => {
        const startsWith = String.prototype.startsWith
        // oxlint-disable-next-line no-extend-native -- the simulated bug is exactly a broken builtin
        String.prototype.startsWith = function (this: string, ...args) {
          if (this.includes(marker)) throw new TypeError('text.slice is not a function')
          return startsWith.apply(this, args)
        }
      }, MARKER),
    )
    await withOpened(opened, async ({ page }) => {
      await page.getByText('Your saved work made Context Lab fail').waitFor()
      expect(await page.getByRole('button', { name: /^Mid-turn × Remote/ }).count()).toBe(1)

      // the same scenario pasted in the history editor: the screen fails, the page does not
      await page.getByRole('link', { name: 'History editor' }).click()
      await page.getByLabel('Or paste scenario JSON').fill(JSON.stringify(crashing))
      await page.getByRole('button', { name: 'Load pasted JSON' }).click()
      const failure = page.getByRole('alert', { name: 'This screen stopped working' })
      await failure.waitFor()
      expect(await failure.textContent()).toContain('text.slice is not a function')
      await lookAt(page, 'failure-screen-en')
      // the failure screen itself is accessible, and speaks the reader's language
      await injectAxe(page)
      expect(await seriousViolations(page)).toEqual([])
      for (const locale of ['ko', 'zh'] as const) {
        await chooseLocale(page, locale)
        await lookAt(page, `failure-screen-${locale}`)
      }
      expect(await page.locator('.screen-failure h2').textContent()).toBe('此视图停止工作了')
      await page.locator('.locale-switch select').selectOption('en')
      await page
        .getByRole('button', { name: 'Set this scenario aside and return to the lesson' })
        .click()
      await page.getByText(/The scenario was set aside under/).waitFor()
      expect(await page.getByRole('button', { name: /^Mid-turn × Remote/ }).count()).toBe(1)
      const aside = await page.evaluate((key) => localStorage.getItem(`${key}:set-aside`), KEY)
      expect(JSON.parse(aside!).scenario.name).toBe('crashing')
      await page.reload()
      await page.getByRole('button', { name: /^Mid-turn × Remote/ }).waitFor()
    })
  })
})
