import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, expect, it } from 'vitest'
import { sessionText } from '../../scripts/syntheticRollout.ts'
import lesson from '../../public/scenarios/lesson-mixed-history.json'
import { parseScenario, readRollout, runAllCells } from '../../src/core/index.ts'
import {
  loadSections,
  LOCALES,
  translate,
  type Section,
  type TranslationKey,
} from '../../src/i18n/index.ts'
import { en } from '../../src/i18n/en.ts'
import { buildMemo } from '../../src/features/memo/memoText.ts'
import { matrixRows } from '../../src/view-models/compare/matrixModel.ts'
import { memoMarkdown } from '../../src/view-models/export/memo.ts'
import { DEFAULT_RATES } from '../../src/view-models/sweep/cost.ts'
import {
  folderCompactions,
  type FolderCompaction,
} from '../../src/view-models/sweep/folderSweep.ts'
import { DEFAULT_SWEEP, type SweepSettings } from '../../src/view-models/sweep/settings.ts'
import { encodeSweep } from '../../src/view-models/sweep/sweepLink.ts'
import { runSweep } from '../../src/view-models/sweep/sweepRun.ts'
import { describeE2E, downloadedBytes, useE2E } from './helpers/browser.ts'
import { chooseLocale } from './helpers/locale.ts'
import { moveTo } from './helpers/reuse.ts'
import { lookAt, useSharedPage } from './helpers/sharedPage.ts'

/**
 * The memo page built in the browser from a generated folder and a small sweep, in en, ko and
 * zh: every table cell it shows, and its Markdown, equal the memo built in Node from the same
 * inputs through the core; its settings are sentences, never `field=value` keys.
 */

const root = mkdtempSync(join(tmpdir(), 'memo-e2e-'))

function folder(): { dir: string; rows: FolderCompaction[] } {
  const dir = join(root, 'sessions')
  mkdirSync(dir, { recursive: true })
  const rows: FolderCompaction[] = []
  ;(['remote', 'local'] as const).forEach((compaction, i) => {
    const name = `rollout-${i}.jsonl`
    writeFileSync(join(dir, name), sessionText({ turns: 7, compactEvery: 3, compaction }))
    rows.push(...folderCompactions(name, readRollout(readFileSync(join(dir, name), 'utf8'))))
  })
  return { dir, rows }
}

// a small window, so every cell compacts at the second point
const SETTINGS: SweepSettings = {
  ...DEFAULT_SWEEP,
  from: 20,
  to: 120,
  points: 2,
  histories: 2,
  window: 20_000,
  autoLimit: 18_000,
}

describeE2E('the memo page (built app)', () => {
  const e2e = useE2E()
  // one page for the three languages: each test picks its language in-app, then opens the memo
  // afresh (away and back) so that it reads the sweep's link and a folder of its own
  const sweepParam = encodeSweep(SETTINGS)
  const shared = useSharedPage(
    e2e,
    () => `${e2e.url}?tab=compare&ctab=memo&lang=en&sweep=${encodeURIComponent(sweepParam)}`,
  )
  // the memo is built in Node too, in every language: every catalog section at once
  beforeAll(() =>
    Promise.all(LOCALES.map((locale) => loadSections(locale, Object.keys(en) as Section[]))),
  )
  const { dir, rows: folderRows } = folder()
  const parsed = parseScenario(lesson)
  if (!parsed.ok) throw new Error('the lesson scenario does not parse')
  const scenario = parsed.value
  const rows = matrixRows(scenario, runAllCells(scenario))
  const points = runSweep(SETTINGS)

  for (const lang of ['en', 'ko', 'zh'] as const)
    it(`shows the core's numbers in every table (${lang})`, async () => {
      const t = (key: TranslationKey, vars?: Readonly<Record<string, string | number>>) =>
        translate(lang, key, vars)
      const memo = buildMemo(
        {
          scenario,
          source: 'default',
          rows,
          rates: DEFAULT_RATES,
          sweep: { settings: SETTINGS, points },
          folder: folderRows,
        },
        t,
      )
      expect(memo.sections.map((s) => s.id)).toEqual(['matrix', 'sweep', 'folder'])
      await shared.use(async ({ page, errors, blockedRequests }) => {
        await chooseLocale(page, lang)
        await moveTo(page, { tab: 'grid' })
        await page.locator('#main .grid-cell').first().waitFor()
        await moveTo(page, { tab: 'compare', ctab: 'memo', sweep: sweepParam })
        await page.locator('[data-testid="memo-page"]').waitFor({ timeout: 60_000 })
        expect(await page.locator('[data-memo-table="folder-0"]').count()).toBe(0)
        await page.locator('[data-memo-folder-input]').setInputFiles(dir)
        await page.locator('[data-memo-table="folder-0"]').waitFor({ timeout: 90_000 })
        await page.locator('[data-memo-table="sweep-0"]').waitFor({ timeout: 90_000 })
        for (const section of memo.sections)
          for (const [i, table] of section.tables.entries()) {
            const shown = await page
              .locator(`[data-memo-table="${section.id}-${i}"] tr`)
              .evaluateAll((trs) =>
                trs.map((tr) => [...tr.children].map((cell) => cell.textContent ?? '')),
              )
            expect(shown, `${section.id}-${i}`).toEqual(table.rows)
          }
        const settings = await page.locator('[data-memo-list="settings"] li').allTextContents()
        expect(settings).toEqual(memo.settings)
        const text = (await page.locator('[data-testid="memo-page"]').textContent()) ?? ''
        expect(text).not.toMatch(/\b(faults|features|provider)\.[a-zA-Z]+=/)
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.click('[data-memo-action="markdown"]'),
        ])
        expect((await downloadedBytes(download)).toString('utf8')).toBe(memoMarkdown(memo))
        await lookAt(page, `memo-${lang}`)
        expect(errors).toEqual([])
        expect(blockedRequests).toEqual([])
      })
    }, 240_000)
})
