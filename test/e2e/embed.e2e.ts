/**
 * The copied embed code on a host page of another origin: the snippet's script keeps the frame
 * as tall as what the embedded app shows, so a lesson step pasted at its answered height does
 * not leave the open question in a frame with a blank lower half, and the frame grows once the
 * question is committed (the step's answer, its verdict and the stage below it).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { embedHeight, embedSnippet } from '../../src/features/presenter/embedCode.ts'
import { describeE2E, openPage, useE2E, withOpened } from './helpers/browser.ts'

/**
 * A host page on another origin than the app's (another port of the same machine: a page on the
 * public internet may not frame a loopback address), serving only the given page.
 */
async function startHost(page: () => string): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(page())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, server }
}

/** How long a height may take to settle on a loaded machine (polled, not slept). */
const POLL = 30_000

/** The frame's height on the host page and the embedded app's own height, in CSS pixels. */
async function heights(page: Page) {
  const frame = page.locator('iframe[data-context-lab]')
  const app = page.frameLocator('iframe[data-context-lab]').locator('.app')
  const [framed, content] = await Promise.all([
    frame.evaluate((el) => el.getBoundingClientRect().height),
    app.evaluate((el) => el.getBoundingClientRect().height),
  ])
  return { framed, content }
}

/**
 * Waits until the frame is as tall as the app inside it, as the snippet's script sets it (whole
 * pixels, within the frame's bounds).
 */
async function fitted(page: Page): Promise<{ framed: number; content: number }> {
  // a state to wait for (the page posts after a frame, the host resizes on the message)
  await expect
    .poll(
      async () => {
        const { framed, content } = await heights(page)
        return Math.abs(framed - embedHeight(content))
      },
      { timeout: POLL },
    )
    .toBeLessThanOrEqual(1)
  return heights(page)
}

describeE2E('embed code on another origin', () => {
  const e2e = useE2E()
  let snippet = ''
  let host: { url: string; server: Server } | undefined
  beforeAll(async () => {
    host = await startHost(
      () => `<!doctype html><title>Host</title><h1>A class page</h1>${snippet}`,
    )
  })
  afterAll(() => host?.server.close())

  it('keeps its frame as tall as the embedded view, before and after a commit', async () => {
    const origin = new URL(e2e.url).origin
    const link = `${e2e.url}?lang=en&tab=lessons&lesson=compaction.2`
    // pasted while the answered step was on screen: taller than the open question
    snippet = embedSnippet(link, { width: 1440, height: 1894 }, 'Context Lab')
    const opened = await openPage(e2e.browser, 'about:blank', {
      allowedOrigin: origin,
      viewport: { width: 1600, height: 900 },
    })
    await withOpened(opened, async ({ page, context, errors, blockedRequests }) => {
      // the host page's own origin is let through (the app's requests are still checked)
      await context.route(`${host!.url}**`, (route) => route.continue())
      await page.goto(host!.url)
      expect(new URL(page.url()).origin).not.toBe(origin)
      const app = page.frameLocator('iframe[data-context-lab]')
      await app.locator('.lesson-view[data-step="filter"] .lesson-option input').first().waitFor()
      // the open question: the frame shrinks to it, no blank lower part is left
      const open = await fitted(page)
      expect(open.framed).toBeLessThan(1894 * 0.9)
      await app.locator('.lesson-option input').first().check()
      await app.locator('.lesson-question-actions button.primary').first().click()
      await app.locator('.lesson-feedback').waitFor()
      // committed: the frame grows with the answer, and again fits what the app shows
      await expect
        .poll(async () => (await heights(page)).content, { timeout: POLL })
        .toBeGreaterThan(open.content)
      const answered = await fitted(page)
      expect(answered.framed).toBeGreaterThan(open.framed)
      expect(answered.content / answered.framed).toBeGreaterThan(0.99)
      expect(errors).toEqual([])
      expect(blockedRequests).toEqual([])
    })
    // the host page and the app in its frame: 31-35 s at a load of 25-50 on the 2-core machine
  }, 120_000)
})
