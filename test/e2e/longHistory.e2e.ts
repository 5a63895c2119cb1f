import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { describeE2E, ROOT, useE2E } from './helpers/browser.ts'
import { moveTo } from './helpers/reuse.ts'
import { lookAt, useSharedPage } from './helpers/sharedPage.ts'

const SIZE = 3000
const STORAGE_KEY = 'context-lab:v1:scenario'
const lesson = JSON.parse(
  readFileSync(join(ROOT, 'public/scenarios/lesson-mixed-history.json'), 'utf8'),
) as Record<string, unknown>

/** A long scenario file: user, assistant and injected developer messages, calls and outputs. */
function longFile(size: number): Buffer {
  const history: object[] = []
  for (let n = 0; history.length < size; n++) {
    const id = `h${n}`
    if (n % 4 === 0) history.push({ id, type: 'message', role: 'user', text: `Fix test ${n}.` })
    else if (n % 4 === 1)
      history.push({
        id,
        type: 'message',
        role: 'developer',
        text: '<permissions instructions>ro</permissions instructions>',
      })
    else if (n % 4 === 2 && history.length + 2 <= size) {
      history.push({ id, type: 'function_call', name: 'shell', callId: `c${n}`, arguments: '{}' })
      history.push({ id: `${id}o`, type: 'function_call_output', callId: `c${n}`, output: 'ok' })
    } else history.push({ id, type: 'message', role: 'assistant', text: 'Running tests.' })
  }
  const cell = { phase: 'mid_turn', implementation: 'remote' }
  return Buffer.from(JSON.stringify({ name: 'Long session', history, cell }))
}

async function importFile(page: Page, buffer: Buffer): Promise<void> {
  const input = page.locator('.he-io input[type=file]')
  await input.waitFor({ state: 'attached' })
  await input.setInputFiles({ name: 'long.json', mimeType: 'application/json', buffer })
  await page.getByText('Imported "Long session".').waitFor()
}

describeE2E('long histories', () => {
  const e2e = useE2E()
  // one page for the file (issue 35): the second test's reloads are what it is about, the
  // first load is shared. The shared page checks errors and outside requests after each test.
  const shared = useSharedPage(e2e, '?tab=history&lang=en')

  it('imports a long history from a file: the editor draws only the rows in view, the grid shows all of it', async () => {
    await shared.use(async ({ page }) => {
      await moveTo(page, { tab: 'history' })
      await importFile(page, longFile(SIZE))
      await page.getByRole('heading', { name: `Items (${SIZE})` }).waitFor()
      const drawn = await page.locator('li.he-item').count()
      expect(drawn).toBeGreaterThan(3)
      expect(drawn).toBeLessThan(80)
      // the last item is one scroll away, numbered in the whole list
      await page.locator('.he-list-scroll').evaluate((box) => (box.scrollTop = box.scrollHeight))
      const last = page.locator('li.he-item').last()
      await expect.poll(() => last.getAttribute('aria-posinset')).toBe(String(SIZE))
      expect(await last.isVisible()).toBe(true)
      await lookAt(page, 'long-history-editor-end')
      // the grid runs the nine cells on all of it
      await page.getByRole('link', { name: 'Compaction grid' }).click()
      await page.locator('output.playback-step').waitFor()
      await page.keyboard.press('End')
      const counted = async () =>
        page.$$eval("[data-counter='cut'], [data-counter='kept']", (els) =>
          els.reduce((sum, el) => sum + Number((el as HTMLElement).dataset.value), 0),
        )
      await expect.poll(counted).toBe(SIZE)
    })
  })

  it('when storage is full, the import is not saved, the notice says so, and saved work survives a reload', async () => {
    await shared.use(async ({ page }) => {
      // the reload below opens the editor again
      await moveTo(page, { tab: 'history' })
      const saved = JSON.stringify({ version: 1, scenario: { ...lesson, name: 'My saved work' } })
      await page.evaluate(
        ([key, value]) => {
          const write = () => {
            try {
              localStorage.setItem(key!, value!)
            } catch {
              // the same value again in a full storage: it is there already
            }
          }
          // written again after the app's own flush of a pending save when the page hides (an
          // earlier test's import in the shared page), as the reload below must find it
          localStorage.clear()
          write()
          addEventListener('pagehide', write)
          // fill the rest of the quota, down to a kilobyte
          for (let chunk = 1 << 20, i = 0; chunk >= 1024;)
            try {
              localStorage.setItem(`filler-${i++}`, 'x'.repeat(chunk))
            } catch {
              chunk >>= 1
            }
        },
        [STORAGE_KEY, saved],
      )
      await page.reload()
      await page.getByText('My saved work').first().waitFor()
      await importFile(page, longFile(SIZE))
      const notice = page.getByRole('alert').filter({ hasText: 'could not be saved' })
      await notice.waitFor()
      expect(await notice.textContent()).toContain('Your saved work is untouched')
      expect(
        await notice.getByRole('button', { name: 'Download the current scenario' }).count(),
      ).toBe(1)
      // nothing saved was overwritten, and a reload shows it
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(saved)
      await page.reload()
      await page.getByText('My saved work').first().waitFor()
      expect(await page.locator('li.he-item').count()).toBe((lesson['history'] as []).length)
    })
  })
})
