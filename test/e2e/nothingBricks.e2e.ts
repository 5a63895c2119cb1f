/**
 * What only the browser shows of issue 38: every export of a scenario with hostile names and
 * text (U+FFFF, `<img onerror>`, link syntax) downloads, parses and runs nothing, the PNGs of the
 * lane, the strip and the matrix are files; a flood on the presenter channel neither stops nor
 * freezes a window; a lesson named after a prototype member stops no screen.
 */
import { deflateRawSync } from 'node:zlib'
import type { Download, Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { crc32Hex } from '../../src/app/checksum.ts'
import { toBase64Url } from '../../src/app/shareLink.ts'
import { CONSOLE_CHANNEL } from '../../src/features/presenter-console/consoleChannel.ts'
import { describeE2E, downloadedBytes, useE2E, withPage } from './helpers/browser.ts'
import { startTrace } from './helpers/mainThread.ts'
import { moveTo } from './helpers/sharedPage.ts'

const HOSTILE = '<img src=x onerror=alert(1)> [a](javascript:alert(1)) \uffff =SUM(1)'

const scenario = {
  name: HOSTILE,
  history: [
    { id: 'u1', type: 'message', role: 'user', text: `fix the test ${HOSTILE}` },
    { id: 'a1', type: 'message', role: 'assistant', text: `done \uffff\ufffe` },
    { id: 'u2', type: 'message', role: 'user', text: `and now ${HOSTILE}` },
  ],
  cell: { phase: 'mid_turn', implementation: 'local' },
}

function payloadOf(value: unknown): string {
  const json = Buffer.from(JSON.stringify(value))
  return `${toBase64Url(new Uint8Array(deflateRawSync(json)))}.${crc32Hex(json)}`
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download') as Promise<Download>, click()])
  return downloadedBytes(file)
}

function expectPng(bytes: Buffer): void {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  expect(bytes.readUInt32BE(16)).toBeGreaterThan(100)
  expect(bytes.length).toBeGreaterThan(2_000)
}

/** Whether the page's own XML parser reads an SVG, and what in it could run. */
async function svgProblems(page: Page, svg: string): Promise<string[]> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml')
    const problems: string[] = []
    if (doc.querySelector('parsererror')) problems.push('does not parse')
    if (doc.querySelector('script, foreignObject, image, a, [onerror]')) problems.push('markup')
    return problems
  }, svg)
}

describeE2E('nothing bricks it', () => {
  const e2e = useE2E()

  it('exports the lane, strip and matrix of a hostile scenario as files that parse', async () => {
    const url = `${e2e.url}?cell=mid_turn.local&lang=en#s=${payloadOf(scenario)}`
    await withPage(e2e.browser, url, async ({ page, errors }) => {
      await page.locator('.lane-card-text').first().waitFor()
      const menu = async (kind: string) => {
        const details = page.locator('.view-menu').first()
        if (!(await details.evaluate((el) => (el as HTMLDetailsElement).open)))
          await details.locator('summary').click()
        await page.locator(`[data-export="${kind}"]`).click()
      }
      const laneSvg = (await downloaded(page, () => menu('svg'))).toString('utf8')
      expect(await svgProblems(page, laneSvg)).toEqual([])
      expect(laneSvg).not.toContain('\uffff')
      expectPng(await downloaded(page, () => menu('png')))
      expectPng(await downloaded(page, () => menu('strip')))

      // the same shared scenario on another screen: moved to in-app, as the reader's Back would
      await moveTo(page, `${e2e.url}?tab=compare&lang=en#s=${payloadOf(scenario)}`)
      await page.waitForSelector("[data-testid='matrix-table'] tbody tr")
      const button = (action: string) => () => page.locator(`[data-action='${action}']`).click()
      const matrixSvg = (await downloaded(page, button('export-svg'))).toString('utf8')
      expect(await svgProblems(page, matrixSvg)).toEqual([])
      expectPng(await downloaded(page, button('export-png')))
      const markdown = (await downloaded(page, button('export-markdown'))).toString('utf8')
      expect(markdown).toContain('&lt;img src=x onerror=alert(1)&gt;')
      expect(markdown).not.toMatch(/<[a-z]|[^\\]\]\(/i)
      const csv = (await downloaded(page, button('export-csv'))).toString('utf8')
      expect(csv).not.toMatch(/(^|,)"?[=+@]/m)
      expect(errors).toEqual([])
    })
  }, 120_000)

  it('a flood and forged messages on the presenter channel stop and freeze nothing', async () => {
    const context = await e2e.browser.newContext()
    try {
      const consolePage = await context.newPage()
      await consolePage.goto(`${e2e.url}?console=1&lang=en`)
      const projected = await context.newPage()
      await projected.goto(`${e2e.url}?tab=lessons&present=1&lesson=constructor.0&lang=en`)
      await projected.locator('[data-step-start]').first().waitFor()
      // the projected window counts the messages it was sent: a channel made after the app's
      // gets each message after the app's handler has run, so its count says how far the app
      // has read the flood. Its main-thread tasks are traced for their CPU time, which a loaded
      // machine does not inflate as it does the wall time between timer ticks.
      await projected.evaluate((channelName) => {
        const w = window as unknown as { received: number }
        w.received = 0
        new BroadcastChannel(channelName).onmessage = () => (w.received += 1)
      }, CONSOLE_CHANNEL)
      const trace = await startTrace(projected)
      const names = Object.getOwnPropertyNames(Object.prototype)
      await consolePage.evaluate((sections) => {
        const channel = new BroadcastChannel('context-lab-presenter')
        for (const name of sections)
          channel.postMessage({
            kind: 'position',
            tab: 'lessons',
            locale: 'en',
            lesson: { section: name, step: 0 },
            gridStep: 0,
            gridSteps: 1,
          })
        channel.postMessage({
          kind: 'position',
          tab: 'grid',
          locale: 'en',
          lesson: null,
          gridStep: 99_999_999,
          gridSteps: -5,
        })
        for (let i = 0; i < 2_000; i++) channel.postMessage({ kind: 'key', key: 'ArrowRight' })
      }, names)
      // every message read (the lesson names, the forged position, 2,000 keys), then a painted
      // frame, so the work they caused is in the trace too
      await projected.waitForFunction(
        (total) => (window as unknown as { received: number }).received >= total,
        names.length + 1 + 2_000,
        { timeout: 60_000 },
      )
      await projected.evaluate(() => new Promise((done) => requestAnimationFrame(done)))
      const tasks = await trace.stop()
      expect(tasks.length).toBeGreaterThan(0)
      expect(Math.max(...tasks.map((task) => task.cpu))).toBeLessThan(1_000)
      for (const page of [consolePage, projected]) {
        const text = await page.locator('body').innerText()
        expect(text).not.toContain('stopped working')
        expect(text).not.toContain('99,999,999')
      }
      // the flood moved the lesson by a few steps at most, not 2,000
      expect(await projected.locator('[data-step-start]').count()).toBeGreaterThan(0)
    } finally {
      await context.close()
    }
  }, 120_000)
})
