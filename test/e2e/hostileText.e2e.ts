import { expect, it } from 'vitest'
import { describeE2E, useE2E, withOpened } from './helpers/browser.ts'
import { openWithStorage } from './helpers/reuse.ts'
import { lookAt } from './helpers/sharedPage.ts'
import { settle } from './helpers/settle.ts'
import { passAnswerGate } from './helpers/answerGate.ts'

const KEY = 'context-lab:v1:scenario'
const RLO = '\u202e'

/** Text that tries to break the layout or lie about itself, in every place user text shows. */
const hostile = {
  name: `invoice${RLO}txt.exe`,
  history: [
    { id: 'long', type: 'message', role: 'user', text: `long ${'W'.repeat(30_000)} end` },
    { id: `id${RLO}cba`, type: 'message', role: 'user', text: `open evil${RLO}exe.txt please` },
    { id: 'a1', type: 'message', role: 'assistant', text: 'ok' },
  ],
  cell: { phase: 'mid_turn', implementation: 'remote' },
  registry: {
    edits: {
      update: { EnvironmentContext: { startMarker: `<${'M'.repeat(3_000)}>` } },
      add: [
        {
          // a type's name is a Rust identifier (refused otherwise): the override rides its marker
          name: 'EvilType',
          role: 'user',
          startMarker: `<evil${RLO}${'N'.repeat(3_000)}`,
          endMarker: '>',
        },
      ],
    },
  },
}

describeE2E('text that cannot break or lie', () => {
  const e2e = useE2E()

  it('keeps every screen within the window and shows bidi controls as marks', async () => {
    // saved work that holds the hostile scenario, there before the app first reads it
    const opened = await openWithStorage(e2e, e2e.url, {
      [KEY]: JSON.stringify({ version: 1, scenario: hostile }),
    })
    await withOpened(opened, async ({ page, errors }) => {
      await page.locator('h1').first().waitFor()
      const tabs = page.locator('nav.tabs a')
      const widths: Record<string, number> = {}
      for (let i = 0; i < (await tabs.count()); i++) {
        await tabs.nth(i).click()
        await passAnswerGate(page)
        await settle(page)
        const name = (await tabs.nth(i).textContent()) ?? String(i)
        widths[name] = await page.evaluate(() => document.documentElement.scrollWidth)
        if (name === 'History editor') await lookAt(page, 'hostile-text-history-editor')
      }
      for (const width of Object.values(widths)) expect(width).toBeLessThanOrEqual(1280)
      // the override is shown, never obeyed: on the lane, in the registry, in the history editor
      // each screen is counted once it has drawn (a lazy chunk, a redraw after the click), not
      // the moment the click returns
      await tabs.first().click()
      await passAnswerGate(page)
      const laneMark = page.locator('.lane-card-text .vt-special', { hasText: 'RLO' })
      await laneMark.first().waitFor()
      expect(await laneMark.count()).toBe(1)
      await lookAt(page, 'hostile-text-grid')
      await page.getByRole('link', { name: 'Fragment registry' }).click()
      const marks = page.locator('main .vt-special', { hasText: 'RLO' })
      await marks.first().waitFor()
      expect(await marks.count()).toBeGreaterThanOrEqual(1)
      await page.getByRole('link', { name: 'History editor' }).click()
      const idMark = page.locator('.he-id .vt-special', { hasText: 'RLO' })
      await idMark.first().waitFor()
      expect(await idMark.count()).toBe(1)
      expect(await page.getByText(RLO).count()).toBe(0)
      expect(errors).toEqual([])
    })
  })
})
