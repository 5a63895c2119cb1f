import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { sessionText } from '../../scripts/syntheticRollout.ts'
import { readRollout } from '../../src/core/index.ts'
import { groupedNumber } from '../../src/i18n/groupedNumber.ts'
import { meanTokensAfter } from '../../src/view-models/sweep/folderExport.ts'
import {
  folderCompactions,
  folderTotals,
  type FolderCompaction,
} from '../../src/view-models/sweep/folderSweep.ts'
import type { Page } from 'playwright-core'
import { describeE2E, downloadedBytes, useE2E } from './helpers/browser.ts'
import { chooseLocale, type Lang } from './helpers/locale.ts'
import { moveTo } from './helpers/reuse.ts'
import { lookAt, useSharedPage } from './helpers/sharedPage.ts'

const NO_VALUE = { en: 'no compaction', ko: '압축 없음', zh: '未压缩' } as const

const root = mkdtempSync(join(tmpdir(), 'folder-sweep-e2e-'))

/** Three sessions (remote, local, legacy), each with compactions, and a file that is no rollout. */
function folder(): { dir: string; rows: FolderCompaction[] } {
  const dir = join(root, 'sessions')
  mkdirSync(dir, { recursive: true })
  const kinds = ['remote', 'local', 'legacy'] as const
  const rows: FolderCompaction[] = []
  kinds.forEach((compaction, i) => {
    const name = `rollout-${i}.jsonl`
    writeFileSync(join(dir, name), sessionText({ turns: 7, compactEvery: 3, compaction }))
    rows.push(...folderCompactions(name, readRollout(readFileSync(join(dir, name), 'utf8'))))
  })
  writeFileSync(join(dir, 'notes.txt'), 'not a rollout')
  return { dir, rows }
}

/**
 * The shared page on a sweep panel that has read no folder, in `lang`: away and back, so the
 * panel mounts afresh and each test's run is its own.
 */
async function freshFolderSweep(page: Page, lang: Lang): Promise<void> {
  await chooseLocale(page, lang)
  await moveTo(page, { tab: 'grid' })
  await page.locator('#main .grid-cell').first().waitFor()
  await moveTo(page, { tab: 'compare', ctab: 'sweep' })
  await page.locator('[data-folder-sweep]').waitFor()
  expect(await page.locator('[data-folder-sweep-status="done"]').count()).toBe(0)
}

describeE2E('a folder of sessions as the sweep (built app)', () => {
  const e2e = useE2E()
  // one page for the file, the language picked in-app
  const shared = useSharedPage(e2e, () => `${e2e.url}?tab=compare&ctab=sweep&lang=en`)
  const { dir, rows } = folder()
  const totals = folderTotals(rows)

  for (const lang of ['en', 'ko', 'zh'] as const)
    it(`runs every recorded compaction through the nine cells (${lang})`, async () => {
      await shared.use(async ({ page, errors, blockedRequests }) => {
        await freshFolderSweep(page, lang)
        await page.locator('[data-folder-sweep-input]').setInputFiles(dir)
        await page.locator('[data-folder-sweep-status="done"]').waitFor({ timeout: 60_000 })
        expect(rows.length).toBeGreaterThan(3)
        expect(await page.locator('[data-folder-compactions] tbody tr').count()).toBe(rows.length)
        // each cell's mean tokens after and its recorded count, as the core computes them
        for (let c = 0; c < 9; c++) {
          const row = page.locator(`[data-folder-cell="${c}"]`)
          const mean = meanTokensAfter(totals[c]!)
          const tokens = await row.locator('[data-folder-tokens]').textContent()
          expect(tokens).toBe(mean === null ? NO_VALUE[lang] : groupedNumber(mean))
          expect(await row.getAttribute('data-recorded')).toBe(
            totals[c]!.recorded > 0 ? 'true' : null,
          )
          const cells = await row.locator('td').allTextContents()
          expect(cells.slice(3, 8)).toEqual(
            [
              totals[c]!.kept,
              totals[c]!.cut,
              totals[c]!.injected,
              totals[c]!.modelCalls,
              totals[c]!.serverCalls,
            ].map(groupedNumber),
          )
        }
        await lookAt(page, `folder-sweep-${lang}`)
        expect(errors).toEqual([])
        expect(blockedRequests).toEqual([])
      })
    }, 120_000)

  it('exports a row per compaction and cell, the recorded cell flagged', async () => {
    await shared.use(async ({ page, errors }) => {
      await freshFolderSweep(page, 'en')
      await page.locator('[data-folder-sweep-input]').setInputFiles(dir)
      await page.locator('[data-folder-sweep-status="done"]').waitFor({ timeout: 60_000 })
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.click('[data-folder-sweep-export="csv"]'),
      ])
      const csv = (await downloadedBytes(download)).toString('utf8')
      const data = csv.split('\r\n').filter((line) => line.startsWith('rollout-'))
      expect(data).toHaveLength(rows.length * 9)
      expect(data.filter((line) => line.split(',')[5] === '1')).toHaveLength(rows.length)
      expect(errors).toEqual([])
    })
  }, 120_000)
})
