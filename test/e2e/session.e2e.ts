import { createWriteStream, existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { sessionOfSize, sessionText, writeSession } from '../../scripts/syntheticRollout.ts'
import { startTrace } from './helpers/mainThread.ts'
import {
  legacySession,
  NO_SAMPLE,
  redactedSession,
  samplePath,
  sessionFile,
} from '../helpers/rolloutSamples.ts'
import { describeE2E, useE2E } from './helpers/browser.ts'
import { chooseLocale } from './helpers/locale.ts'
import { lookAtPart } from './helpers/reuse.ts'
import { lookAt, useSharedPage } from './helpers/sharedPage.ts'

// each check runs on a generated session, and on the public sample where it happens to be present
const LEGACY = [
  { name: 'a generated 0.58.0 session', file: () => sessionFile('legacy.jsonl', legacySession()) },
  { name: 'the public 0.58.0 sample (optional)', file: () => samplePath('v058'), optional: true },
]
const REDACTED = redactedSession()
const CATALOGS = [
  {
    name: 'a generated newest-era session, redacted',
    file: () => sessionFile('redacted.jsonl', REDACTED),
    compactions: REDACTED.compactions,
    version: REDACTED.version,
  },
  {
    name: 'the public 0.146–0.149 shape catalog (optional)',
    file: () => samplePath('catalog'),
    compactions: 6,
    version: '0.146.0',
    optional: true,
  },
]
const dir = mkdtempSync(join(tmpdir(), 'session-e2e-'))

/** The session screen in English: the shared page's starting view for most tests. */
async function englishSession(page: Page): Promise<void> {
  await chooseLocale(page, 'en')
  await openSession(page)
}

async function openSession(page: Page, tabName = 'Codex session'): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: tabName }).click()
  await page.locator('h2#session-title').waitFor()
}

async function writeLarge(bytes: number): Promise<string> {
  const file = join(dir, `large-${bytes}.jsonl`)
  if (existsSync(file)) return file
  const out = createWriteStream(file)
  let pending = ''
  writeSession(sessionOfSize(bytes), (line) => {
    pending += `${line}\n`
    if (pending.length > 1 << 20) {
      out.write(pending)
      pending = ''
    }
  })
  out.end(pending)
  await new Promise<void>((resolve) => out.on('finish', () => resolve()))
  return file
}

describeE2E('session screen (built app)', () => {
  const e2e = useE2E()
  // one page for the file: each test opens its session file on the session screen, which
  // replaces the one shown before
  const shared = useSharedPage(e2e)

  it.for(LEGACY)(
    'opens $name: overview, chart, history at a line',
    async ({ file, optional }, ctx) => {
      const path = file()
      ctx.skip(optional === true && !existsSync(path), NO_SAMPLE)
      await shared.use(async ({ page, errors, blockedRequests }) => {
        await englishSession(page)
        await page.getByTestId('session-file').setInputFiles(path)
        const overview = page.getByTestId('session-overview')
        await overview.waitFor()
        expect(await overview.textContent()).toContain('Codex 0.58.0')
        expect(await overview.textContent()).toContain('1 turn ·')
        // the address cannot carry a local file, and the page says so where the file is shown
        expect(new URL(page.url()).hash).toBe('')
        expect(await overview.getByTestId('session-address-note').textContent()).toContain(
          'The address bar does not carry this file',
        )
        await page.getByTestId('history-view').waitFor()
        expect(await page.getByTestId('history-view').textContent()).toContain('EnvironmentContext')
        expect(await page.getByTestId('compaction-list').count()).toBe(0)
        await lookAt(page, optional ? 'session-real-0.58' : 'session-generated-0.58')
        expect(errors).toEqual([])
        expect(blockedRequests).toEqual([])
      })
    },
  )

  it.for(CATALOGS)(
    'opens $name: its compactions, recorded beside predicted',
    async ({ file, compactions, version, optional }, ctx) => {
      const path = file()
      ctx.skip(optional === true && !existsSync(path), NO_SAMPLE)
      await shared.use(async ({ page, errors, blockedRequests }) => {
        await englishSession(page)
        await page.getByTestId('session-file').setInputFiles(path)
        const detail = page.getByTestId('compaction-detail')
        await detail.waitFor()
        expect(await page.locator('[data-compaction]').count()).toBe(compactions)
        expect(await page.getByTestId('session-overview').textContent()).toContain(
          `Codex ${version}`,
        )
        expect(await detail.getByTestId('recorded').locator('li').count()).toBeGreaterThan(0)
        expect(await detail.getByTestId('predicted').locator('li').count()).toBeGreaterThan(0)
        const shot = optional ? 'session-catalog-compaction' : 'session-generated-compaction'
        await lookAtPart(detail, shot)
        expect(errors).toEqual([])
        expect(blockedRequests).toEqual([])
      })
    },
  )

  it('shows a compaction recorded beside predicted, and "use as scenario" reaches the grid', async () => {
    const file = join(dir, 'compactions.jsonl')
    writeFileSync(file, sessionText({ turns: 9, compactEvery: 4, compaction: 'remote' }))
    await shared.use(async ({ page, errors, blockedRequests }) => {
      await englishSession(page)
      await page.getByTestId('session-file').setInputFiles(file)
      const detail = page.getByTestId('compaction-detail')
      await detail.waitFor()
      expect(await page.locator('[data-compaction]').count()).toBe(2)
      const recorded = detail.getByTestId('recorded')
      const predicted = detail.getByTestId('predicted')
      expect(await recorded.locator('[data-status="summary"]').count()).toBe(1)
      expect(await recorded.locator('[data-status="cut"]').count()).toBeGreaterThan(0)
      expect(await predicted.locator('li').count()).toBeGreaterThan(0)
      const [r, p] = [await recorded.boundingBox(), await predicted.boundingBox()]
      // side by side: same row, recorded first
      expect(r && p && Math.abs(r.y - p.y) < 5 && r.x < p.x).toBe(true)
      // the page's one nine-cell table marks the recorded cell
      expect(await page.locator('.ses-cells td[data-marked]').getAttribute('data-cell')).toBe(
        'mid_turn.remote',
      )
      expect(
        await page.locator('[data-compaction-marks]').getAttribute('data-compaction-marks'),
      ).toBe('2')
      // the labels with the lines they came from, and the behaviour the prediction stands for
      expect(await detail.getByTestId('label-phase').textContent()).toContain('Timing: Mid-turn')
      expect(
        await detail.getByTestId('label-phase').locator('[data-line]').count(),
      ).toBeGreaterThan(1)
      expect(await detail.getByTestId('behaviour').textContent()).toContain(
        'Predicted as Codex 0.104.0 would',
      )
      expect(await detail.getByTestId('world').textContent()).toContain('workspace-write')
      await lookAtPart(detail.getByTestId('labels'), 'session-labels')
      await lookAtPart(detail.getByTestId('world'), 'session-world')
      await lookAtPart(detail, 'session-compaction-detail')
      await lookAtPart(page.getByTestId('context-chart'), 'session-chart')
      await lookAt(page, 'session-compaction-full')

      await page.getByTestId('use-as-scenario').click()
      // the scenario comes back from the worker, then the grid opens with the session's history
      await expect
        .poll(() => page.locator('nav [aria-current="page"]').textContent())
        .toBe('Compaction grid')
      await page
        .locator('#main')
        .getByText('Turn 2: fix the failing test', { exact: false })
        .first()
        .waitFor()
      await lookAt(page, 'session-as-scenario-grid')
      expect(errors).toEqual([])
      expect(blockedRequests).toEqual([])
    })
  })

  it('the page stays responsive while a large file loads (no main-thread task near a freeze)', async () => {
    const file = await writeLarge(100_000_000)
    const mb = statSync(file).size / 1e6
    await shared.use(async ({ page, errors }) => {
      await englishSession(page)
      const trace = await startTrace(page)
      const started = Date.now()
      await page.getByTestId('session-file').setInputFiles(file)
      await page.locator('progress').waitFor()
      await page.getByTestId('session-overview').waitFor({ timeout: 120_000 })
      await page.getByTestId('compaction-detail').waitFor({ timeout: 60_000 })
      const seconds = (Date.now() - started) / 1000
      const tasks = await trace.stop()
      const cpu = Math.max(0, ...tasks.map((t) => t.cpu))
      const wall = Math.max(0, ...tasks.map((t) => t.wall))
      console.log(
        `session e2e: ${mb.toFixed(0)} MB loaded in ${seconds.toFixed(1)} s; longest main-thread task ${cpu.toFixed(0)} ms CPU (${wall.toFixed(0)} ms wall)`,
      )
      // the bound for "nothing freezes the page", held to each task's CPU time (on a
      // shared machine a task's wall time also counts its wait for a core); parsing on the main
      // thread would be one task of seconds
      expect(cpu).toBeLessThanOrEqual(200)
      await lookAt(page, 'session-large')
      expect(errors).toEqual([])
    })
  }, 240_000)

  it('cancel stops a load at once', async () => {
    // a third of the responsiveness test's file: still seconds to read, so the click lands
    // mid-load, without handing the browser 100 MB (most of this test's time)
    const file = await writeLarge(30_000_000)
    await shared.use(async ({ page }) => {
      await englishSession(page)
      await page.getByTestId('session-file').setInputFiles(file)
      await page.locator('progress').waitFor()
      await page.getByRole('button', { name: 'Cancel' }).click()
      await page.getByText('was cancelled').waitFor()
      expect(await page.getByTestId('session-overview').count()).toBe(0)
    })
  }, 120_000)

  it('speaks Korean and Chinese', async () => {
    const file = join(dir, 'compactions-ko.jsonl')
    writeFileSync(file, sessionText({ turns: 5, compactEvery: 4, compaction: 'local' }))
    for (const [label, tab, name, heading, timing] of [
      ['한국어', 'Codex 세션', 'session-ko', '압축 1: 기록된 것과 예측한 것', '시점: 중간'],
      ['中文', 'Codex 会话', 'session-zh', '压缩 1：记录与预测', '时机：中途'],
    ] as const)
      await shared.use(async ({ page, errors }) => {
        // the header's switch, as a reader would (independent of the browser's languages)
        await page.getByRole('combobox').first().selectOption({ label })
        await openSession(page, tab)
        await page.getByTestId('session-file').setInputFiles(file)
        await page.getByTestId('compaction-detail').waitFor()
        // the machine has no CJK fonts, so the text is checked in the DOM as well as looked at
        expect(await page.locator('#ses-compare-title').textContent()).toBe(heading)
        expect(await page.getByTestId('label-phase').textContent()).toContain(timing)
        await lookAtPart(page.getByTestId('compaction-detail'), name)
        expect(errors).toEqual([])
      })
  })
})
