import { expect, it } from 'vitest'
import { TAB_NAMES } from '../helpers/tabNames.ts'
import { describeE2E, useE2E, withPage } from './helpers/browser.ts'
import { CJK_PASS, lookAt } from './helpers/sharedPage.ts'

/** A state waited for, not a time: a loaded machine draws a language or a run's end late. */
const WAIT = { timeout: 30_000 }

// Which words each language shows, not how wide its glyphs are: the CJK font pass
// (`test:e2e:cjk:built`) leaves this file out, and skips it when run by hand.
describeE2E('languages (built app)', () => {
  const e2e = useE2E()

  it.skipIf(CJK_PASS)(
    'switches to 한국어 from the header, keeps it across a reload, with no errors',
    async () => {
      await withPage(e2e.browser, e2e.url, async ({ page, errors, blockedRequests }) => {
        const tabs = page.getByRole('navigation').getByRole('link')
        await expect.poll(() => tabs.allTextContents(), WAIT).toContain('Compaction grid')

        await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: '한국어' })
        await expect.poll(() => tabs.allTextContents(), WAIT).toEqual(TAB_NAMES.ko)
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko')
        await page
          .getByRole('heading', { level: 2, name: '같은 기록, 아홉 가지로 자르기' })
          .waitFor()

        // the registry screen loads lazily, and in Korean
        await page.getByRole('link', { name: '프래그먼트 레지스트리' }).click()
        await page.getByRole('heading', { level: 2, name: '프래그먼트 레지스트리' }).waitFor()

        await page.reload()
        await expect.poll(() => tabs.allTextContents(), WAIT).toEqual(TAB_NAMES.ko)
        expect(await page.getByRole('combobox', { name: '언어' }).inputValue()).toBe('ko')
        await lookAt(page, 'i18n-ko-registry-1280x720')
        expect(errors).toEqual([])
        // no web font or anything else is fetched for Korean
        expect(blockedRequests).toEqual([])
      })
    },
  )

  it.skipIf(CJK_PASS)(
    'opens in Chinese for a Chinese browser, with html lang zh-Hans',
    async () => {
      await withPage(
        e2e.browser,
        e2e.url,
        async ({ page, errors, blockedRequests }) => {
          const tabs = page.getByRole('navigation').getByRole('link')
          await expect.poll(() => tabs.allTextContents(), WAIT).toEqual(TAB_NAMES.zh)
          expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans')
          await page.getByRole('heading', { level: 2, name: '同一段历史，九种裁法' }).waitFor()
          // play the selected cell to its end: every trace step explains itself in Chinese
          await page.keyboard.press('End')
          await expect
            .poll(() => page.getByText('完成：远程 v2 路径已走完。').count(), WAIT)
            .toBeGreaterThan(0)
          await lookAt(page, 'i18n-zh-grid-1280x720')
          expect(errors).toEqual([])
          expect(blockedRequests).toEqual([])
        },
        { locale: 'zh-CN' },
      )
    },
  )
})
