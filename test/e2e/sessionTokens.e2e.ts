import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { describeE2E, useE2E } from './helpers/browser.ts'
import { chooseLocale } from './helpers/locale.ts'
import { lookAtPart, moveTo } from './helpers/reuse.ts'
import { lookAt, useSharedPage } from './helpers/sharedPage.ts'

/**
 * The session screen's token views on the sample session (issue 20, parts 4–6): one click from
 * the empty screen, the token breakdown at a line, "what if the window were full here", the chart's
 * hover and click, in the three languages.
 */

const TEXT = {
  en: {
    sample: 'Try a sample session',
    whatIf: 'What if the window were full here',
    tools: 'tool outputs',
  },
  ko: {
    sample: '예시 세션 열어 보기',
    whatIf: '여기서 창이 가득 찼다면',
    tools: '도구 출력',
  },
  zh: {
    sample: '打开示例会话',
    whatIf: '假如窗口在这里已满',
    tools: '工具输出',
  },
} as const

async function openSample(page: Page, locale: keyof typeof TEXT): Promise<void> {
  await chooseLocale(page, locale)
  await moveTo(page, { tab: 'session' })
  await page.getByRole('button', { name: TEXT[locale].sample }).click()
  await page.getByTestId('session-overview').waitFor()
  await page.getByTestId('token-breakdown').waitFor()
}

describeE2E('session tokens (built app)', () => {
  const e2e = useE2E()
  // one page for the file: each test opens the sample again, in its language picked in-app
  const shared = useSharedPage(e2e, () => `${e2e.url}?tab=session&lang=en`)

  for (const locale of ['en', 'ko', 'zh'] as const)
    it(`opens the sample, breaks its tokens down and runs "what if full" in ${locale}`, async () => {
      await shared.use(async ({ page, errors, blockedRequests }) => {
        await openSample(page, locale)
        expect(await page.locator('[data-compaction]').count()).toBe(3)
        // opened at the first compaction: tool outputs dominate the history before it
        const biggest = page.getByTestId('token-biggest')
        expect(await biggest.getAttribute('data-kind')).toBe('tool_output')
        expect(await biggest.textContent()).toContain(TEXT[locale].tools)
        const recorded = Number(
          (await page.getByTestId('token-recorded').textContent())!.replace(/\D/g, ''),
        )
        expect(recorded).toBeGreaterThan(200_000)
        // the history scrolls inside its box, not as one long page
        const box = await page.getByTestId('history-scroller').boundingBox()
        expect(box!.height).toBeLessThanOrEqual(490)
        expect(
          Number(await page.locator('.stk-virtual').getAttribute('data-items')),
        ).toBeGreaterThan(await page.locator('.stk-row').count())
        await page.getByRole('button', { name: TEXT[locale].whatIf }).click()
        const table = page.locator('.stk-whatif')
        await table.waitFor()
        expect(await table.locator('[data-outcome]').count()).toBe(9)
        // at the limit every cell fires here; none is drawn as a failure
        expect(await table.locator('[data-outcome="failed-unchanged"]').count()).toBe(0)
        expect(await table.locator('[data-outcome="completed"]').count()).toBe(9)
        await page.getByTestId('firing-panel').scrollIntoViewIfNeeded()
        await lookAt(page, `session-tokens-${locale}`)
        await lookAtPart(page.getByTestId('firing-panel'), `session-tokens-firing-${locale}`)
        expect(errors).toEqual([])
        expect(blockedRequests).toEqual([])
      })
    })

  it('hovers a request on the chart and clicks it to show the history at its line', async () => {
    await shared.use(async ({ page, errors }) => {
      await openSample(page, 'en')
      const chart = page.getByTestId('context-chart')
      await chart.scrollIntoViewIfNeeded()
      const box = (await chart.boundingBox())!
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2)
      const hover = page.getByTestId('chart-hover')
      await hover.waitFor()
      const line = Number(await hover.getAttribute('data-line'))
      expect(line).toBeGreaterThan(1)
      expect(await hover.textContent()).toMatch(/line [\d,]+ · turn \d+ · [\d,]+ input tokens/)
      await lookAtPart(chart, 'session-tokens-chart-hover')
      await page.mouse.click(box.x + box.width * 0.3, box.y + box.height / 2)
      await page.waitForFunction(
        (n) => document.querySelector('#ses-history-title')?.textContent?.includes(String(n)),
        line,
      )
      expect(await page.getByTestId('history-line').inputValue()).toBe(String(line))
      expect(await page.getByTestId('firing-panel').textContent()).toContain(`line ${line}`)
      expect(errors).toEqual([])
    })
  })
})
