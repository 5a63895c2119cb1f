import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { describeE2E, useE2E, withPage } from './helpers/browser.ts'
import { holdScripts } from './helpers/holdScripts.ts'

/** The playback counter's step, or undefined while the grid is not on screen. */
const stepOn = (page: Page) =>
  page.evaluate(
    () => document.querySelector<HTMLElement>('#root > .app output.playback-step')?.dataset.step,
  )

/**
 * Opens the app with the first screen's catalog chunk (one per language, `firstScreen-….js`, from
 * `src/i18n/<locale>/firstScreen.ts`) held back until the key is pressed, so the page has loaded but drawn nothing
 * yet (what a slow machine shows for 0.1–0.3 s), and presses `key` then.
 */
async function pressWhileLoading(
  page: Page,
  url: string,
  key: string,
  drawn = 'output.playback-step',
): Promise<void> {
  // the catalog's chunk is held until the key has been pressed, then let through
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/firstScreen-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(url, { waitUntil: 'load' })
  await pressBeforeTheApp(page, key, release, drawn)
}

/**
 * Presses `key` while the app has drawn nothing (the grid's shortcut listener neither): the page
 * shows index.html's shell, or the build's prerendered first frame (inert), and no live screen.
 * Then lets the held chunk through and waits for the live screen's `drawn`.
 */
async function pressBeforeTheApp(
  page: Page,
  key: string,
  release: () => void,
  drawn: string,
): Promise<void> {
  const shown = await page
    .locator('#root > :not(script)')
    .evaluateAll((nodes) => nodes.map((node) => node.className))
  expect(shown[0]).toBe('boot-shell')
  expect(shown.slice(1).every((name) => name === 'prerendered')).toBe(true)
  await page.keyboard.press(key)
  release()
  await page.locator(`#root > .app ${drawn}`).first().waitFor()
}

describeE2E('keyboard shortcuts right after load', () => {
  const e2e = useE2E()

  it('a step key pressed before the grid is drawn is applied once it is', async () => {
    const origin = new URL(e2e.url).origin
    await withPage(
      e2e.browser,
      'about:blank',
      async ({ page, errors, blockedRequests }) => {
        await pressWhileLoading(page, e2e.url, 'ArrowRight')
        // the grid opens at step 1; the press moves it to step 2
        await expect.poll(() => stepOn(page)).toBe('2')
        await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe('2')
        expect(errors).toEqual([])
        expect(blockedRequests).toEqual([])
      },
      { allowedOrigin: origin },
    )
  })

  it("keys pressed on the prerendered grid, before the app's code has run, are applied", async () => {
    const origin = new URL(e2e.url).origin
    await withPage(
      e2e.browser,
      'about:blank',
      async ({ page, errors }) => {
        // the main chunk is held: the page shows the build's first frame, and nothing runs it
        const { release } = await holdScripts(page, /^first-screen-[\w-]+\.js$/)
        await page.goto(e2e.url, { waitUntil: 'domcontentloaded' })
        await page.locator('.prerendered output.playback-step').waitFor()
        await page.keyboard.press('7')
        await pressBeforeTheApp(page, 'ArrowRight', release, 'output.playback-step')
        await expect.poll(() => new URL(page.url()).searchParams.get('cell')).toBe('manual.remote')
        await expect.poll(() => stepOn(page)).toBe('2')
        expect(await page.locator('html').getAttribute('data-early-keys')).toBeNull()
        expect(errors).toEqual([])
      },
      { allowedOrigin: origin },
    )
  })

  it('a cell key pressed while loading picks that cell', async () => {
    const origin = new URL(e2e.url).origin
    await withPage(
      e2e.browser,
      'about:blank',
      async ({ page, errors }) => {
        await pressWhileLoading(page, e2e.url, '7')
        await expect.poll(() => new URL(page.url()).searchParams.get('cell')).toBe('manual.remote')
        expect(errors).toEqual([])
      },
      { allowedOrigin: origin },
    )
  })

  it('a key pressed while another screen loads is not replayed when the grid opens later', async () => {
    const origin = new URL(e2e.url).origin
    await withPage(
      e2e.browser,
      'about:blank',
      async ({ page, errors }) => {
        await pressWhileLoading(page, `${e2e.url}?tab=peers`, 'ArrowRight', 'main h2')
        await page.getByRole('link', { name: 'Compaction grid' }).click()
        await page.locator('output.playback-step').waitFor()
        expect(await stepOn(page)).toBe('1')
        expect(errors).toEqual([])
      },
      { allowedOrigin: origin },
    )
  })
})
