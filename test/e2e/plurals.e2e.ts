import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deflateRawSync } from 'node:zlib'
import { expect, it } from 'vitest'
import { crc32Hex } from '../../src/app/checksum.ts'
import { FIRST_VIEW_STEP } from '../../src/store/playbackSlice.ts'
import { toBase64Url } from '../../src/app/shareLink.ts'
import { generatedScenario } from '../helpers/generatedHistory.ts'
import { era064 } from '../helpers/rolloutEras.ts'
import { describeE2E, useE2E } from './helpers/browser.ts'
import { chooseLocale } from './helpers/locale.ts'
import { moveTo } from './helpers/reuse.ts'
import { useSharedPage } from './helpers/sharedPage.ts'

// a 0.64 session with one turn and one compaction (generated, see rolloutEras.ts)
const FILE = join(mkdtempSync(join(tmpdir(), 'plurals-e2e-')), 'one-turn.jsonl')
writeFileSync(FILE, era064().text)

const ONE: Record<'en' | 'ko' | 'zh', readonly string[]> = {
  en: ['1 turn ·', '1 compaction ·'],
  ko: ['턴 1개', '압축 1번'],
  zh: ['1 轮', '1 次压缩'],
}

/** A share link's payload for a scenario, made as the app makes one (deflate-raw, CRC-32). */
function payloadOf(scenario: unknown): string {
  const json = Buffer.from(JSON.stringify(scenario))
  return `${toBase64Url(new Uint8Array(deflateRawSync(json)))}.${crc32Hex(json)}`
}

// a history of one user message, shared by link
const ONE_ITEM = payloadOf(generatedScenario(1))

describeE2E('counts in their plural forms (built app)', () => {
  const e2e = useE2E()
  // one page for the file (issue 35): it opens on the one-item history's link (the last test's
  // subject), and the session screen and the language are reached in-app, as a reader would
  const shared = useSharedPage(e2e, `?lang=en#s=${ONE_ITEM}`)

  for (const locale of ['en', 'ko', 'zh'] as const)
    it(`says "1 turn" and "1 compaction" in ${locale}`, async () => {
      await shared.use(async ({ page }) => {
        await moveTo(page, { tab: 'session' })
        await chooseLocale(page, locale)
        await page.getByTestId('session-file').setInputFiles(FILE)
        const overview = page.getByTestId('session-overview')
        // the overview of an earlier language may still be up: wait for this one's words
        await expect
          .poll(async () => {
            const text = (await overview.textContent()) ?? ''
            return ONE[locale].filter((phrase) => !text.includes(phrase))
          })
          .toEqual([])
        expect((await overview.textContent()) ?? '').not.toMatch(/\b1 (turns|compactions)\b/)
      })
    })

  it('explains a one-item history in the singular, in English', async () => {
    await shared.use(async ({ page }) => {
      // the grid at the step a fresh page opens on, whatever screen an earlier test left
      await moveTo(page, { tab: 'grid', step: String(FIRST_VIEW_STEP) })
      await chooseLocale(page, 'en')
      const first = page.locator('.trace-current .trace-explain')
      await first.waitFor()
      expect(await first.textContent()).toMatch(
        /^The live history holds 1 item \(about [\d,]+ tokens?\)/,
      )
      await page.getByRole('checkbox', { name: 'Explain every step' }).check()
      const steps = page.getByRole('list', { name: 'Trace steps' })
      await steps.getByText('1 candidate remains').waitFor()
      const text = (await steps.textContent()) ?? ''
      expect(text).toContain('0 items go (')
      expect(text).not.toMatch(/\b1 (items|candidates|messages)\b|\{\w+#/)
    })
  })
})
