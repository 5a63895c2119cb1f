import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { era064 } from '../helpers/rolloutEras.ts'
import { describeE2E, useE2E, withPage } from './helpers/browser.ts'

// a 0.64 session with one turn and one compaction (generated, see rolloutEras.ts)
const FILE = join(mkdtempSync(join(tmpdir(), 'plurals-e2e-')), 'one-turn.jsonl')
writeFileSync(FILE, era064().text)

const ONE: Record<'en' | 'ko' | 'zh', readonly string[]> = {
  en: ['1 turn ·', '1 compaction ·'],
  ko: ['턴 1개', '압축 1번'],
  zh: ['1 轮', '1 次压缩'],
}

describeE2E('counts in their plural forms (built app)', () => {
  const e2e = useE2E()

  for (const locale of ['en', 'ko', 'zh'] as const)
    it(`says "1 turn" and "1 compaction" in ${locale}`, async () => {
      await withPage(e2e.browser, `${e2e.url}?tab=session&lang=${locale}`, async ({ page }) => {
        await page.getByTestId('session-file').setInputFiles(FILE)
        const overview = page.getByTestId('session-overview')
        await overview.waitFor()
        const text = (await overview.textContent()) ?? ''
        for (const phrase of ONE[locale]) expect(text).toContain(phrase)
        expect(text).not.toMatch(/\b1 (turns|compactions)\b/)
      })
    })
})
