import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { sessionOfSize, writeSession } from '../../scripts/syntheticRollout.ts'
import { describeE2E, useE2E, withPage } from './helpers/browser.ts'

// a folder of one 4 MB session (generated)
const dir = join(mkdtempSync(join(tmpdir(), 'session-reload-e2e-')), 'sessions')
mkdirSync(dir, { recursive: true })
let text = ''
writeSession(sessionOfSize(4_000_000), (line) => {
  text += `${line}\n`
})
writeFileSync(join(dir, 'rollout-big.jsonl'), text)

describeE2E('a folder’s session: reopened without a second read, and a reload', () => {
  const e2e = useE2E()

  it('opens the row from what the folder read, then says after a reload what was not kept', async () => {
    await withPage(e2e.browser, `${e2e.url}?tab=session&lang=en`, async ({ page, errors }) => {
      await page.getByTestId('folder-input').setInputFiles(dir)
      await page.getByTestId('folder-done').waitFor({ timeout: 60_000 })
      const started = Date.now()
      await page.getByRole('button', { name: /Open rollout-big\.jsonl/ }).click()
      await page.getByTestId('session-overview').waitFor({ timeout: 30_000 })
      const ms = Date.now() - started
      // printed, not asserted: the machine is shared, wall time includes waiting for a core
      console.log(`4 MB session from the folder: overview after ${ms} ms`)
      expect(await page.getByTestId('session-overview').textContent()).toContain(
        'rollout-big.jsonl',
      )
      await page.reload()
      const notice = page.getByTestId('session-not-kept')
      await notice.waitFor()
      const said = (await notice.textContent()) ?? ''
      expect(said).toContain('Not kept after the reload')
      expect(said).toContain('sessions')
      expect(said).toContain('rollout-big.jsonl')
      await notice.getByRole('button', { name: 'Dismiss' }).click()
      await page.reload()
      await page.getByTestId('session-file').waitFor()
      expect(await page.getByTestId('session-not-kept').count()).toBe(0)
      expect(errors).toEqual([])
    })
  })
})
