import type { Dialog, Page, Worker } from 'playwright-core'
import { expect, it } from 'vitest'
import { mixedHistory } from '../../scripts/mixedHistory.ts'
import { IMPACT_ON_PAGE_MAX_ITEMS } from '../../src/view-models/impact.ts'
import { describeE2E, useE2E } from './helpers/browser.ts'
import { chooseLocale } from './helpers/locale.ts'
import { openWithStorage, reloadWithSaved } from './helpers/reuse.ts'
import { quiet, trackRequests } from './helpers/quiet.ts'
import { lookAt, useSharedPage } from './helpers/sharedPage.ts'
import { settle } from './helpers/settle.ts'

const STORAGE_KEY = 'context-lab:v1:scenario'
const LESSON_CELL = { phase: 'mid_turn', implementation: 'remote' }

// each screen's heading: screens other than the grid load lazily, so wait until it is there
const SCREEN_HEADINGS: Readonly<Record<string, string>> = {
  'Compaction grid': 'grid-title',
  'Fragment registry': 'rg-title',
  'Matcher lab': 'ml-title',
  Assembly: 'as-title',
  'History editor': 'he-title',
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name }).click()
  const heading = SCREEN_HEADINGS[name]
  if (heading) await page.locator(`h2#${heading}`).waitFor()
}

/** The grid's counts for a cell, as its buttons show them. */
async function gridCounts(page: Page, cell: string): Promise<{ cut: string; kept: string }> {
  await openTab(page, 'Compaction grid')
  const button = page.locator(`button[data-cell='${cell}']`)
  await button.waitFor()
  return {
    cut: (await button.locator('.count-cut').textContent())?.trim() ?? '',
    kept: (await button.locator('.count-kept').textContent())?.trim() ?? '',
  }
}

async function impactCell(page: Page, cell: string): Promise<string> {
  return (await page.locator(`[data-cell='${cell}']`).first().textContent()) ?? ''
}

async function emptyEnvironmentMarkers(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Edit markers of EnvironmentContext' }).click()
  const editor = page.getByRole('group', { name: 'Markers of EnvironmentContext' })
  await editor.getByLabel('Start marker').fill('')
  await editor.getByLabel('End marker').fill('')
  await editor.getByRole('button', { name: 'Apply anyway' }).click()
}

/**
 * Brings the shared page back to Codex's default registry in-app (the reset button, as a reader
 * would), on the registry tab, instead of a fresh profile and a full load.
 */
async function defaultRegistry(page: Page): Promise<void> {
  await openTab(page, 'Fragment registry')
  const isDefault = page.getByText("Codex's default registry", { exact: true })
  if ((await isDefault.count()) === 0)
    await page.getByRole('button', { name: "Reset to Codex's defaults" }).click()
  await isDefault.waitFor()
}

/** Creates a share link through the toolbar and returns it. */
async function copyShareLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy share link' }).first().click()
  const input = page.getByLabel('Share link')
  await input.waitFor()
  return input.inputValue()
}

describeE2E('registry, matcher lab, assembly and history editor (built app)', () => {
  const e2e = useE2E()
  // one page for the file: the tests that edit the registry reset it first, the ones about
  // saved state write it and reload, the one about a fresh profile opens its own
  const shared = useSharedPage(e2e)

  it('shows the registry as a first screen, and the other editors, without errors or outside requests', async () => {
    await shared.use(async ({ page, errors, blockedRequests }) => {
      trackRequests(page)
      await openTab(page, 'Fragment registry')
      await page.getByRole('heading', { name: 'Fragment registry', level: 2 }).waitFor()
      expect(await page.locator('tr[data-type]').count()).toBeGreaterThan(40)
      await lookAt(page, 'registry-screen')
      await openTab(page, 'Matcher lab')
      await page.getByRole('button', { name: 'KELVIN SIGN in <skill>' }).click()
      await page.getByText('equal only under full Unicode case folding').first().waitFor()
      await lookAt(page, 'matcher-lab')
      await openTab(page, 'Assembly')
      await page.getByLabel('TokenBudget on (preview)').check()
      await page.getByText('added by TokenBudget').waitFor()
      await lookAt(page, 'assembly-view')
      await openTab(page, 'History editor')
      await page.getByRole('button', { name: 'Edit env' }).click()
      await lookAt(page, 'history-editor')
      // every chunk the screens asked for has arrived (an error or outside request would be in)
      await quiet(page)
      expect(errors).toEqual([])
      expect(blockedRequests).toEqual([])
    })
  })

  it('the registry table keeps its columns in line and its table roles; rows off screen are not rendered', async () => {
    await shared.use(async ({ page, errors }) => {
      await openTab(page, 'Fragment registry')
      await page.locator('tr[data-type]').first().waitFor()
      // every row's cells start where the header's cells start, in every row drawn so far
      const misaligned = await page.evaluate(() => {
        const lefts = (row: Element) =>
          [...row.children].map((cell) => Math.round(cell.getBoundingClientRect().left))
        const header = lefts(document.querySelector('.rg-table thead tr')!)
        return [...document.querySelectorAll('.rg-table tr[data-type]')]
          .filter((row) => row.checkVisibility({ contentVisibilityAuto: true }))
          .filter((row) => lefts(row).join() !== header.join())
          .map((row) => row.getAttribute('data-type'))
      })
      expect(misaligned).toEqual([])
      // the columns are set, not measured: no header or cell is wider than its column, in any
      // language, at a phone's width (the table scrolls sideways there) and at a laptop's
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        for (const lang of ['en', 'ko', 'zh'] as const) {
          await chooseLocale(page, lang)
          const overflowing = await page.evaluate(() => {
            const rows = [...document.querySelectorAll<HTMLElement>('.rg-table tr')]
            for (const row of rows) row.style.contentVisibility = 'visible'
            const wide = [...document.querySelectorAll('.rg-table th, .rg-table td')]
              .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
              .map((cell) => `${cell.closest('tr')!.getAttribute('data-type')} ${cell.className}`)
            for (const row of rows) row.style.contentVisibility = ''
            return wide
          })
          expect(overflowing, `${lang} at ${width} px`).toEqual([])
        }
      }
      await page.locator('.locale-switch select').selectOption('en')
      await page.setViewportSize({ width: 1280, height: 720 })
      // drawn as grids, the elements are still a table with rows, headers and cells
      const table = page.getByRole('table', { name: 'Fragment types' })
      expect(await table.getByRole('columnheader').count()).toBe(8)
      expect(await table.getByRole('row').count()).toBeGreaterThan(40)
      expect(await table.getByRole('cell').count()).toBeGreaterThanOrEqual(44 * 8)
      // the last row is far below the first screen: skipped by layout and paint until scrolled to
      const last = page.locator('.rg-table tr[data-type]').last()
      const rendered = () =>
        last.evaluate((row) =>
          row.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
        )
      expect(await rendered()).toBe(false)
      await last.scrollIntoViewIfNeeded()
      await expect.poll(rendered).toBe(true)
      expect(errors).toEqual([])
    })
  })

  it('a checkbox edit and its undoing leave the table where it was: the box stays under the pointer', async () => {
    await shared.use(async ({ page, errors }) => {
      await defaultRegistry(page)
      const box = page.locator('tr[data-type="UserInstructions"] .rg-membership input')
      const top = () => box.evaluate((input) => input.getBoundingClientRect().top + window.scrollY)
      // the first edit makes the scenario an edited one: the address notice appears above all
      await box.click()
      await page.getByTestId('address-notice').waitFor()
      const edited = await top()
      const undo = page.getByRole('button', { name: 'Undo', exact: true })
      await undo.click() // Codex's default registry again
      expect(await page.getByText("Codex's default registry", { exact: true }).count()).toBe(1)
      expect(await top()).toBe(edited)
      await page.getByRole('button', { name: 'Redo', exact: true }).click()
      expect(await page.getByText('Edited: differs from Codex’s default').count()).toBe(1)
      expect(await top()).toBe(edited)
      expect(errors).toEqual([])
    })
  })

  it('removing EnvironmentContext markers changes the mid-turn cells in the impact panel and the grid; reset restores them', async () => {
    await shared.use(async ({ page, errors }) => {
      await defaultRegistry(page)
      const before = await gridCounts(page, 'mid_turn.remote')
      await openTab(page, 'Fragment registry')
      const impactBefore = await impactCell(page, 'mid_turn:remote')
      await emptyEnvironmentMarkers(page)
      // the impact panel follows the scenario as a deferred value: wait for it to catch up
      await expect.poll(() => impactCell(page, 'mid_turn:remote')).toContain('kept 2 → 3')
      expect(await impactCell(page, 'mid_turn:local')).toContain('cut')
      expect(await page.locator('[data-item="env"]').textContent()).toContain(
        'compaction keeps it as if the user had typed it',
      )
      await lookAt(page, 'registry-impact')
      const after = await gridCounts(page, 'mid_turn.remote')
      expect(after).not.toEqual(before)
      expect(Number(after.kept)).toBe(Number(before.kept) + 1)
      expect(Number(after.cut)).toBe(Number(before.cut) - 1)
      await openTab(page, 'Fragment registry')
      await page.getByRole('button', { name: "Reset to Codex's defaults" }).click()
      await expect.poll(() => impactCell(page, 'mid_turn:remote')).toBe(impactBefore)
      expect(await gridCounts(page, 'mid_turn.remote')).toEqual(before)
      expect(errors).toEqual([])
    })
  })

  it('a lesson-size edit shows its impact in the same update, with no worker', async () => {
    await shared.use(async ({ page, errors }) => {
      const workers: string[] = []
      const onWorker = (worker: Worker) => workers.push(worker.url())
      page.on('worker', onWorker)
      await defaultRegistry(page)
      const before = await impactCell(page, 'mid_turn:remote')
      // every state the panel shows, with the checkbox on screen at that moment
      const states = await page.evaluate(async () => {
        const seen: string[][] = []
        const section = document.querySelector('section.rg-impact')!
        const input = document.querySelector<HTMLInputElement>(
          'tr[data-type="EnvironmentContext"] .rg-membership input',
        )!
        const record = () =>
          seen.push([
            section.getAttribute('aria-busy') ?? '',
            String(input.checked),
            section.querySelector("[data-cell='mid_turn:remote']")?.textContent ?? '',
          ])
        new MutationObserver(record).observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        })
        // every state until the new impact is shown: it is the last change the click makes
        const shown = new Promise<void>((resolve) =>
          new MutationObserver(() => {
            const cell = section.querySelector("[data-cell='mid_turn:remote']")?.textContent ?? ''
            if (cell.includes('kept 2 → 3')) resolve()
          }).observe(document.body, { subtree: true, childList: true, characterData: true }),
        )
        input.click()
        await shown
        return seen
      })
      expect(states.length).toBeGreaterThan(0)
      // the box and the impact change together: the panel never shows the old impact as current
      expect(states.every(([busy, checked]) => busy === 'false' && checked === 'false')).toBe(true)
      expect(states.every(([, , cell]) => cell !== before && cell!.includes('kept 2 → 3'))).toBe(
        true,
      )
      expect(workers.some((url) => url.includes('impactWorker'))).toBe(false)
      page.off('worker', onWorker)
      expect(errors).toEqual([])
    })
  })

  it('a share link reopens the same state in a fresh browser profile, without touching its saved work', async () => {
    let link = ''
    await shared.use(async ({ page, errors }) => {
      await defaultRegistry(page)
      await emptyEnvironmentMarkers(page)
      await openTab(page, 'Compaction grid')
      await page.locator("button[data-cell='manual.local']").click()
      await openTab(page, 'Fragment registry')
      link = await copyShareLink(page)
      expect(errors).toEqual([])
    })
    expect(link).toMatch(/#s=[A-Za-z0-9_-]+\.[0-9a-f]{8}$/)

    // a fresh profile with saved work of its own opens the link: one load of the app
    const fresh = await openWithStorage(e2e, link, {
      [STORAGE_KEY]: JSON.stringify({
        version: 1,
        scenario: {
          name: 'other work',
          cell: { phase: 'pre_turn', implementation: 'remote' },
          history: [],
        },
      }),
    })
    try {
      const { page, errors, blockedRequests } = fresh
      await page.getByText('You are looking at a shared scenario').waitFor()
      // the link names the tab it was copied on (the registry); the cell is on the grid
      await openTab(page, 'Compaction grid')
      expect(
        await page.locator("button[data-cell='manual.local']").getAttribute('aria-pressed'),
      ).toBe('true')
      await openTab(page, 'Fragment registry')
      expect(await page.locator('tr[data-type="EnvironmentContext"]').textContent()).toContain(
        'one-shot',
      )
      const saved = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)
      expect(JSON.parse(saved!).scenario.name).toBe('other work')
      expect(errors).toEqual([])
      expect(blockedRequests).toEqual([])
    } finally {
      await fresh.close()
    }
  })

  it('a custom type added through the form recognizes a history item and changes what a cell keeps', async () => {
    await shared.use(async ({ page, errors }) => {
      await defaultRegistry(page)
      await openTab(page, 'History editor')
      const add = page.getByRole('form', { name: 'Add an item' })
      await add.getByLabel('Kind').selectOption('user')
      await add
        .getByLabel('Text')
        .fill('<ticket_context>\nJIRA-42: flaky login test\n</ticket_context>')
      await add.getByRole('button', { name: 'Add', exact: true }).click()
      await page.locator('li[data-item="user"]').getByText('real user message').waitFor()
      const before = await gridCounts(page, 'mid_turn.remote')

      await openTab(page, 'Fragment registry')
      await page.getByRole('button', { name: 'Add a fragment type' }).click()
      const form = page.getByRole('form', { name: 'Add a fragment type' })
      await form.getByLabel('Start marker', { exact: true }).fill('<ticket_context>')
      await form.getByLabel('End marker', { exact: true }).fill('</ticket_context>')
      await form.getByLabel('Struct name').fill('TicketContext')
      await form.getByLabel('Content kind').fill('tickets.context')
      await lookAt(page, 'registry-add-type')
      await form.getByRole('button', { name: 'Add type' }).click()
      const item = page.locator('[data-item="user"]')
      await item.waitFor()
      expect(await item.textContent()).toContain('user (not recognized → TicketContext)')
      expect(await item.textContent()).toContain('kept → cut in:')

      const after = await gridCounts(page, 'mid_turn.remote')
      expect(Number(after.kept)).toBe(Number(before.kept) - 1)
      await openTab(page, 'History editor')
      expect(await page.locator('li[data-item="user"]').textContent()).toContain(
        'recognized as TicketContext',
      )
      expect(errors).toEqual([])
    })
  })

  it('a malformed import shows parseScenario errors and changes nothing; hostile text stays text', async () => {
    await shared.use(async ({ page, errors }) => {
      const dialogs: string[] = []
      const onDialog = (dialog: Dialog) => {
        dialogs.push(dialog.message())
        void dialog.dismiss()
      }
      page.on('dialog', onDialog)
      await defaultRegistry(page)
      await openTab(page, 'History editor')
      const itemsBefore = await page.locator('li[data-item]').count()
      await page
        .getByLabel('Or paste scenario JSON')
        .fill('{"cell":{"phase":"later"},"history":[{"id":"x"}]}')
      await page.getByRole('button', { name: 'Load pasted JSON' }).click()
      const alert = page.getByRole('alert').filter({ hasText: 'This is not a valid scenario' })
      await alert.waitFor()
      expect(await alert.textContent()).toContain('cell.phase')
      expect(await alert.textContent()).toContain('history[0]')
      expect(await page.locator('li[data-item]').count()).toBe(itemsBefore)

      await page.locator('input[type="file"]').setInputFiles({
        name: 'broken.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{ not json'),
      })
      await page.getByRole('alert').filter({ hasText: 'This is not JSON' }).waitFor()

      const hostile = '<img src=x onerror=alert(1)>'
      const add = page.getByRole('form', { name: 'Add an item' })
      await add.getByLabel('Kind').selectOption('user')
      await add.getByLabel('Text').fill(hostile)
      await add.getByRole('button', { name: 'Add', exact: true }).click()
      await openTab(page, 'Matcher lab')
      await page.getByLabel('Text to match').fill(hostile)
      await openTab(page, 'Fragment registry')
      await page.getByRole('button', { name: 'Add a fragment type' }).click()
      await page
        .getByRole('form', { name: 'Add a fragment type' })
        .getByLabel('Start marker', { exact: true })
        .fill(hostile)
      await openTab(page, 'Compaction grid')
      await page.locator('.grid-cell').first().waitFor()
      await settle(page)
      expect(dialogs).toEqual([])
      expect(await page.locator('img[src="x"]').count()).toBe(0)
      page.off('dialog', onDialog)
      expect(errors).toEqual([])
    })
  })

  it('a long history: the impact arrives from a worker; an older answer shows only marked as updating', async () => {
    await shared.use(async ({ page, errors, blockedRequests }) => {
      const workers: string[] = []
      page.on('worker', (worker) => workers.push(worker.url()))
      // saved work one item longer than the page computes itself
      const history = mixedHistory(IMPACT_ON_PAGE_MAX_ITEMS + 1, 7)
      await reloadWithSaved(page, {
        [STORAGE_KEY]: JSON.stringify({ version: 1, scenario: { history, cell: LESSON_CELL } }),
      })
      await openTab(page, 'Fragment registry')
      const panel = page.locator('section.rg-impact')
      const box = (type: string) => page.locator(`tr[data-type="${type}"] .rg-membership input`)
      // both listed (the defaults), then EnvironmentContext alone taken out, then both
      const expected: Record<string, string> = {
        'true,true': await impactCell(page, 'mid_turn:remote'),
      }
      await box('EnvironmentContext').click()
      await expect.poll(() => panel.getAttribute('aria-busy')).toBe('false')
      await expect.poll(() => impactCell(page, 'mid_turn:remote')).not.toBe(expected['true,true'])
      expected['true,false'] = await impactCell(page, 'mid_turn:remote')
      await box('UserInstructions').click()
      await expect.poll(() => impactCell(page, 'mid_turn:remote')).not.toBe(expected['true,false'])
      await expect.poll(() => panel.getAttribute('aria-busy')).toBe('false')
      expected['false,false'] = await impactCell(page, 'mid_turn:remote')
      expect(new Set(Object.values(expected)).size).toBe(3)
      expect(workers.some((url) => url.includes('impactWorker'))).toBe(true)

      // two quick edits back to the defaults, the second made while the first is computing;
      // every state the panel shows is recorded with the checkboxes on screen at that moment
      await page.evaluate(async () => {
        const w = window as unknown as { impactStates: string[][] }
        w.impactStates = []
        const section = document.querySelector('section.rg-impact')!
        const input = (type: string) =>
          document.querySelector<HTMLInputElement>(`tr[data-type="${type}"] .rg-membership input`)!
        new MutationObserver(() =>
          w.impactStates.push([
            section.getAttribute('aria-busy') ?? '',
            `${input('UserInstructions').checked},${input('EnvironmentContext').checked}`,
            section.querySelector("[data-cell='mid_turn:remote']")?.textContent ?? '',
          ]),
        ).observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        })
        input('UserInstructions').click()
        // one turn of the event loop between the clicks (a message, not a timer)
        await new Promise((resolve) => {
          const channel = new MessageChannel()
          channel.port1.onmessage = resolve
          channel.port2.postMessage(null)
        })
        input('EnvironmentContext').click()
      })
      await expect.poll(() => panel.getAttribute('aria-busy')).toBe('false')
      await expect.poll(() => impactCell(page, 'mid_turn:remote')).toBe(expected['true,true'])
      const states = await page.evaluate(
        () => (window as unknown as { impactStates: string[][] }).impactStates,
      )
      // the first edit's answer arrived after the second edit: shown, but as updating
      expect(
        states.some(
          ([busy, boxes, cell]) =>
            busy === 'true' && boxes === 'true,true' && cell === expected['true,false'],
        ),
      ).toBe(true)
      // whenever the panel says it is current, its impact is the one of the checkboxes on screen
      const shownAsCurrent = states.filter(([busy]) => busy === 'false')
      expect(shownAsCurrent.length).toBeGreaterThan(0)
      expect(shownAsCurrent).toEqual(
        shownAsCurrent.map(([busy, boxes]) => [busy, boxes, expected[boxes!]]),
      )
      await lookAt(page, 'registry-impact-after-quick-edits')
      expect(errors).toEqual([])
      expect(blockedRequests).toEqual([])
    })
  })

  it('saves edits across a reload, and undoes them with the keyboard', async () => {
    await shared.use(async ({ page, errors }) => {
      await defaultRegistry(page)
      await page
        .getByRole('checkbox', { name: 'List TurnAborted in the contextual-user matcher list' })
        .uncheck()
      await page.waitForFunction(
        // the saved registry lists the matchers without TurnAborted (an earlier save of this
        // page may list them without another type)
        (key) => {
          const listed = /"contextualUserMatchers":\[([^\]]*)\]/.exec(
            localStorage.getItem(key) ?? '',
          )
          return listed !== null && !listed[1]!.includes('"TurnAborted"')
        },
        STORAGE_KEY,
      )
      await page.reload()
      await openTab(page, 'Fragment registry')
      const box = page.getByRole('checkbox', {
        name: 'List TurnAborted in the contextual-user matcher list',
      })
      expect(await box.isChecked()).toBe(false)
      await page
        .getByRole('checkbox', {
          name: 'List EnvironmentContext in the contextual-user matcher list',
        })
        .uncheck()
      await page.locator('body').click({ position: { x: 5, y: 5 } })
      await page.keyboard.press('Control+z')
      expect(
        await page
          .getByRole('checkbox', {
            name: 'List EnvironmentContext in the contextual-user matcher list',
          })
          .isChecked(),
      ).toBe(true)
      await page.keyboard.press('Control+Shift+z')
      expect(
        await page
          .getByRole('checkbox', {
            name: 'List EnvironmentContext in the contextual-user matcher list',
          })
          .isChecked(),
      ).toBe(false)
      expect(errors).toEqual([])
    })
  })

  it('corrupt saved state and a tampered link each show a dismissible alert and lose nothing', async () => {
    await shared.use(async ({ page, errors }) => {
      await reloadWithSaved(page, {
        [STORAGE_KEY]: '{"version":1,"scenario":{"histo',
        [`${STORAGE_KEY}:corrupt`]: null,
      })
      const alert = page.getByRole('alert').filter({ hasText: 'Your saved work could not be read' })
      await alert.waitFor()
      expect(
        await page.evaluate((key) => localStorage.getItem(`${key}:corrupt`), STORAGE_KEY),
      ).toBe('{"version":1,"scenario":{"histo')
      await alert.getByRole('button', { name: 'Dismiss' }).click()
      expect(await alert.count()).toBe(0)

      await reloadWithSaved(page, {
        [STORAGE_KEY]: JSON.stringify({ version: 99, scenario: {} }),
      })
      await page
        .getByRole('alert')
        .filter({ hasText: 'different version of Context Lab' })
        .waitFor()

      // one load of the tampered link (the address differs before the hash: not a same-page move)
      await page.goto(`${e2e.url}#s=AAAAthis-is-not-a-scenario`)
      await page
        .getByRole('alert')
        .filter({ hasText: 'This share link is broken or was altered' })
        .waitFor()
      await lookAt(page, 'registry-broken-link')
      expect(
        await page.evaluate((key) => localStorage.getItem(`${key}:corrupt`), STORAGE_KEY),
      ).toBe('{"version":1,"scenario":{"histo')
      expect(errors).toEqual([])
    })
  })
})
