import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { describeE2E, useE2E, withPage } from './helpers/browser.ts'

/**
 * The first screen shows the bundled lesson from the core's precomputed traces: the engine (the
 * core's parser and nine cells, `src/store/engine.ts`) is not downloaded until something needs
 * it, here the first fault edit, which then runs on the real core and is saved like any edit.
 */

/** The script files the page has requested so far (file names only). */
function trackScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url().replace(/.*\//, ''))
  })
  return scripts
}

const isEngine = (file: string) => file.startsWith('engineModule-')

/**
 * Chunks the first screen does not show until asked: lane motion, fault fields and their words,
 * the edited notice, the steps' explanations past the first, the fate reasons.
 */
const LATER = /^(laneMotion|FaultsFields|faultsPanel|EditedNotice|steps|fates)-/
const loadedLater = (scripts: readonly string[]) =>
  scripts.filter((file) => LATER.test(file)).map((file) => file.replace(/-.*/, ''))

describeE2E('first screen', () => {
  const e2e = useE2E()

  it('loads no engine; the first fault edit loads it, the remote cells fail, a reload keeps it', async () => {
    await withPage(
      e2e.browser,
      'about:blank',
      async ({ page, errors, blockedRequests }) => {
        const scripts = trackScripts(page)
        await page.goto(e2e.url, { waitUntil: 'networkidle' })
        await page.waitForSelector("[data-cell='pre_turn.remote'][data-outcome='completed']")
        expect(scripts.length).toBeGreaterThan(0)
        expect(scripts.filter(isEngine)).toEqual([])

        await page.locator('.faults-panel summary').click()
        await page.selectOption("[data-fault='remote']", 'timeout')
        await page.waitForSelector("[data-cell='pre_turn.remote'][data-outcome='failed']")
        expect(scripts.filter(isEngine)).toHaveLength(1)
        expect(await page.getAttribute("[data-cell='pre_turn.local']", 'data-outcome')).toBe(
          'completed',
        )
        // persistence started with the engine, after that first edit, and still saved it
        await page.waitForTimeout(800)
        await page.reload({ waitUntil: 'networkidle' })
        await page.waitForSelector("[data-cell='pre_turn.remote'][data-outcome='failed']")
        expect(errors).toEqual([])
        expect(blockedRequests).toEqual([])
      },
      { allowedOrigin: new URL(e2e.url).origin },
    )
  })

  it('loads the lane motion on the first lane change, the fault fields on open, the fate reasons when shown', async () => {
    await withPage(
      e2e.browser,
      'about:blank',
      async ({ page, errors }) => {
        const scripts = trackScripts(page)
        await page.goto(e2e.url, { waitUntil: 'networkidle' })
        await page.waitForSelector("[data-cell='pre_turn.remote'][data-outcome='completed']")
        expect(loadedLater(scripts)).toEqual([])

        // the jump to the end changes the lane (cut cards leave, the summary enters)
        await page.keyboard.press('End')
        await expect.poll(() => loadedLater(scripts)).toContain('laneMotion')
        expect(loadedLater(scripts)).toContain('steps')
        await page.locator('.faults-panel summary').click()
        await page.locator("[data-fault='remote']").waitFor()
        expect(loadedLater(scripts)).toContain('FaultsFields')
        expect(loadedLater(scripts)).toContain('faultsPanel')
        expect(await page.locator('.faults-hint').textContent()).toMatch(/\w{4}/)

        // the replacement table says why each item was kept or cut: the reasons arrive with it
        await page.locator('.replacement').scrollIntoViewIfNeeded()
        const reason = page.locator('.table-reason').first()
        await expect.poll(() => reason.textContent()).toMatch(/^[A-Z].*\.$/)
        expect(loadedLater(scripts)).toContain('fates')
        expect(errors).toEqual([])
      },
      { allowedOrigin: new URL(e2e.url).origin },
    )
  })
})
