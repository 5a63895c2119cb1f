import { createHash } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { era104, era117, redacted } from '../helpers/rolloutEras.ts'
import { describeE2E, useE2E } from './helpers/browser.ts'
import { chooseLocale } from './helpers/locale.ts'
import { lookAtPart } from './helpers/reuse.ts'
import { useSharedPage } from './helpers/sharedPage.ts'
import { startTrace } from './helpers/mainThread.ts'

/** Why recorded and predicted differ, on the session screen (issue 20 part 2), in three languages. */

const dir = mkdtempSync(join(tmpdir(), 'session-diff-e2e-'))
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

function write(name: string, text: string): string {
  const file = join(dir, name)
  writeFileSync(file, text)
  return file
}

async function openFile(page: Page, file: string, tab = 'Codex session'): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: tab }).click()
  await page.locator('h2#session-title').waitFor()
  await page.getByTestId('session-file').setInputFiles(file)
  await page.getByTestId('compaction-detail').waitFor()
}

describeE2E('session screen: why recorded and predicted differ', () => {
  const e2e = useE2E()
  // one page for the file: each test opens its file on the session screen, which replaces the
  // one shown before, in the language it reads
  const shared = useSharedPage(e2e)

  it('0.104: the 15 final answers are the legacy server’s choice, no port error', async () => {
    const file = write('era104.jsonl', era104().text)
    await shared.use(async ({ page, errors, blockedRequests }) => {
      await chooseLocale(page, 'en')
      await openFile(page, file)
      const detail = page.getByTestId('compaction-detail')
      const causes = detail.getByTestId('difference-causes')
      expect(await causes.locator('[data-cause]').count()).toBe(1)
      expect(await causes.locator('[data-cause="server_choice"]').getAttribute('data-count')).toBe(
        '15',
      )
      expect(await causes.textContent()).toContain('the server’s choice: 15 differences')
      expect(await detail.locator('li[data-cause="port_error"]').count()).toBe(0)
      const behaviour = await detail.getByTestId('behaviour').textContent()
      expect(behaviour).toContain('Predicted as Codex 0.104.0 would')
      expect(behaviour).toContain('one message per section')
      expect(await page.getByTestId('redaction-warning').count()).toBe(0)
      await lookAtPart(detail.getByTestId('differences'), 'session-diff-causes')
      await lookAtPart(detail, 'session-diff-detail')
      expect(errors).toEqual([])
      expect(blockedRequests).toEqual([])
    })
  })

  it('a redacted file is named, on the overview and at its compaction', async () => {
    const file = write('redacted.jsonl', redacted(era117(), sha256).text)
    await shared.use(async ({ page, errors }) => {
      await chooseLocale(page, 'en')
      await openFile(page, file)
      const warnings = page.getByTestId('redaction-warning')
      expect(await warnings.count()).toBe(2)
      expect(await warnings.first().textContent()).toContain('This file was redacted')
      expect(await warnings.first().textContent()).toContain('6 message parts')
      const detail = page.getByTestId('compaction-detail')
      expect(await detail.locator('[data-cause="redaction"]').count()).toBeGreaterThan(0)
      expect(await detail.locator('li[data-cause="port_error"]').count()).toBe(0)
      await lookAtPart(page.getByTestId('session-overview'), 'session-redacted')
      expect(errors).toEqual([])
    })
  })

  it('speaks Korean and Chinese', async () => {
    const file = write('era104-i18n.jsonl', era104().text)
    for (const [label, tab, name, cause] of [
      ['한국어', 'Codex 세션', 'session-diff-ko', '서버의 선택: 차이 15개'],
      ['中文', 'Codex 会话', 'session-diff-zh', '服务器的选择：15 处差异'],
    ] as const)
      await shared.use(async ({ page, errors }) => {
        await page.getByRole('combobox').first().selectOption({ label })
        await openFile(page, file, tab)
        const causes = page.getByTestId('difference-causes')
        expect(await causes.textContent()).toContain(cause)
        await lookAtPart(page.getByTestId('compaction-detail'), name)
        await lookAtPart(page.getByTestId('behaviour'), `${name}-behaviour`)
        await lookAtPart(causes, `${name}-causes`)
        await lookAtPart(page.locator('li[data-cause]').first(), `${name}-row`)
        expect(errors).toEqual([])
      })
  })

  it('a broken file: each bad line named, the rest loaded, the page never blocked', async () => {
    const lines = era104().text.trimEnd().split('\n')
    // a malformed line, a binary one and a cut-off last line around a readable session
    lines.splice(5, 0, '{"timestamp":"2026-02-20T08:00:00Z","type":"response_item","payload":')
    lines.splice(9, 0, '\u0000\u0001\u00ff\ufffdPK\u0003\u0004')
    const file = write('broken.jsonl', `${lines.join('\n')}\n{"timestamp":"2026-02-20T08:0`)
    await shared.use(async ({ page, errors }) => {
      await chooseLocale(page, 'en')
      const trace = await startTrace(page)
      await openFile(page, file)
      const issues = await page.getByTestId('session-issues').textContent()
      expect(issues).toContain('line 6')
      expect(issues).toContain('line 10')
      expect(await page.getByTestId('session-overview').textContent()).toContain(
        'ends in the middle of a line',
      )
      expect(await page.locator('[data-compaction]').count()).toBe(1)
      // held to each task's CPU time, as every freeze check is: on two shared cores a task's wall
      // time also counts its wait for a core (a 210 ms wall-time task failed a parallel run)
      const longest = Math.max(0, ...(await trace.stop()).map((task) => task.cpu))
      expect(longest).toBeLessThanOrEqual(200)
      await lookAtPart(page.getByTestId('session-overview'), 'session-broken')
      expect(errors).toEqual([])
    })
  })
})
