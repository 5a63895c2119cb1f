/**
 * A 2 MB hash (issue 38): the page shows, says the link was refused, and no task of its own
 * blocks the main thread for a second. The hash leaves the address before anything reads it, so
 * no address the page writes and no nav link carries it again.
 */
import { expect, it } from 'vitest'
import { MAX_HASH_CHARS } from '../../src/app/shareHash.ts'
import { describeE2E, useE2E } from './helpers/browser.ts'
import { startTrace } from './helpers/mainThread.ts'
import { useSharedPage } from './helpers/sharedPage.ts'

// under Chromium's 2 MiB limit on a URL: a longer one is not navigated to at all
const HASH_CHARS = 2_000_000

describeE2E('a 2 MB hash', () => {
  const e2e = useE2E()
  // one page for both links (issue 35): each link is a new document anyway, and the trace spans
  // that navigation only
  const shared = useSharedPage(e2e, '?lang=en')

  for (const key of ['s', 'zz'])
    it(`#${key}=… of 2 MB shows the app with a refusal, no task of its own over 1 s`, async () => {
      await shared.use(async ({ page }) => {
        await page.locator('h1').first().waitFor()
        const trace = await startTrace(page)
        // another query string: a new document, as when the link is opened
        // (the app has written `cell=` and more into the address it shows: never the same one)
        const link = `${e2e.url}?lang=en&tab=grid#${key}=${'A'.repeat(HASH_CHARS)}`
        await page.goto(link, { timeout: 240_000 })
        const notice = page.getByRole('alert').filter({ hasText: 'refused without being read' })
        await notice.waitFor({ timeout: 240_000 })
        const tasks = [...(await trace.stop())].sort((a, b) => b.cpu - a.cpu)
        console.log(
          `long hash e2e (#${key}=): longest main-thread tasks ${tasks
            .slice(0, 3)
            .map((t) => `${t.cpu.toFixed(0)} ms CPU (${t.wall.toFixed(0)} wall)`)
            .join(', ')}`,
        )
        const said = (await notice.innerText()).replace(/[,\s]/g, '')
        expect(said).toContain(String(MAX_HASH_CHARS))
        expect(await page.evaluate(() => window.location.hash)).toBe('')
        // the longest is Chromium's own commit of the 2 MB URL (`FrameLoader::CommitNavigation`,
        // about 2 s CPU here), before any script of the page; the page's own tasks come after
        expect(tasks[0]!.cpu).toBeLessThan(5_000)
        expect(tasks[1]?.cpu ?? 0).toBeLessThan(1_000)
        const navHrefs = await page
          .locator('nav a')
          .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href.length))
        expect(Math.max(0, ...navHrefs)).toBeLessThan(1_000)
      })
    }, 600_000)
})
