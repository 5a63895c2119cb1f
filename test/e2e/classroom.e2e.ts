import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { en } from '../../src/i18n/en.ts'
import { ko } from '../../src/i18n/ko.ts'
import { describeE2E, openPage, useE2E, withPage } from './helpers/browser.ts'
import { settle } from './helpers/settle.ts'
import { passAnswerGate, screenPastGate } from './helpers/answerGate.ts'
import { CJK_PASS, lookAt, moveTo, useSharedPage } from './helpers/sharedPage.ts'
import { visit } from './helpers/visit.ts'

/** What a reader sees of the view, read from the page (not from the store). */
async function viewOf(page: Page) {
  return page.evaluate(() => {
    const texts = (selector: string) =>
      [...document.querySelectorAll(selector)].map((el) => el.textContent?.trim() ?? '')
    const app = document.querySelector<HTMLElement>('.app')
    const explain = document.querySelector<HTMLInputElement>('.trace-toggle input')
    return {
      tab: texts('.tab[aria-current="page"]'),
      lang: document.documentElement.lang,
      heading: texts('main h2').slice(0, 1),
      cell: document.querySelector<HTMLElement>('.grid-cell[aria-pressed="true"]')?.dataset.cell,
      step: document.querySelector<HTMLElement>('.playback-step')?.dataset.step,
      speed: texts('.speed [aria-pressed="true"], .speed [aria-checked="true"]'),
      explain: explain?.checked,
      compare: texts('[data-compare-column] h3'),
      compareStep: texts('.cmp-column-step'),
      agents: texts('.pe-compare-table thead th'),
      hidden: app?.dataset.hide,
      present: app?.classList.contains('app-present'),
      embed: app?.classList.contains('app-embed'),
      scenario: texts('.he-items strong').slice(0, 1),
      lesson: document.querySelector<HTMLElement>('.lesson-view')?.dataset.lesson,
      lessonStep: document.querySelector<HTMLElement>('.lesson-view')?.dataset.step,
    }
  })
}

/** Opens the View menu unless it is open. */
async function openMenu(page: Page): Promise<void> {
  const menu = page.locator('.view-menu').first()
  if (!(await menu.evaluate((el) => (el as HTMLDetailsElement).open)))
    await menu.locator('summary').click()
}

/** Clicks "Share this view" and returns the link it copied. */
async function shareLink(page: Page): Promise<string> {
  await openMenu(page)
  await page.locator('.share-view-button').first().click()
  await page.locator('.share-view-status').first().filter({ hasText: /\S/ }).waitFor()
  return page.evaluate(() => navigator.clipboard.readText())
}

/** Opens the link in a fresh browser context and waits for it to show `expected`. */
async function expectViewInFreshContext(
  e2e: { browser: import('playwright-core').Browser },
  screen: string,
  link: string,
  expected: Awaited<ReturnType<typeof viewOf>>,
): Promise<void> {
  return withPage(e2e.browser, link, async ({ page, errors }) => {
    await page.locator('main h2').first().waitFor()
    // the view the link names, once it has arrived (lazy screens, a scenario read from the
    // hash): waited for as a state, not as 500 ms without a request
    await expect.poll(() => viewOf(page), { timeout: 30_000, message: screen }).toEqual(expected)
    expect(errors).toEqual([])
  })
}

describeE2E('classroom: presenter, embed, hidden panels, one link for the view', () => {
  const e2e = useE2E()
  // one page for the language switch and the phone (in that order: the phone is in Korean too);
  // the CJK pass runs only the phone, so its page opens where the phone test starts
  const shared = useSharedPage(
    e2e,
    CJK_PASS ? '?lang=ko&cell=pre_turn.empty_window' : '?cell=mid_turn.local',
    CJK_PASS ? { viewport: { width: 390, height: 844 } } : {},
  )

  // (English only: the CJK pass skips it)
  it.skipIf(CJK_PASS)(
    'presenter mode from the URL: lane text ≥ 22 px at 1920×1080, caption, keyboard only',
    async () => {
      await withPage(
        e2e.browser,
        `${e2e.url}?present=1&cell=mid_turn.remote&step=12`,
        async ({ page, errors, blockedRequests }) => {
          await page.locator('.lane-card-text').first().waitFor()
          await page.locator('[data-presenter-caption]').waitFor()
          const sizes = await page.evaluate(() => ({
            lane: parseFloat(getComputedStyle(document.querySelector('.lane-card-text')!).fontSize),
            trace: parseFloat(getComputedStyle(document.querySelector('.trace-title')!).fontSize),
            traceLink: parseFloat(
              getComputedStyle(document.querySelector('.trace-source')!).fontSize,
            ),
            caption: parseFloat(
              getComputedStyle(document.querySelector('.presenter-caption-text')!).fontSize,
            ),
            headerShown:
              getComputedStyle(document.querySelector('.app-header')!).display !== 'none',
            laneWidth: document.querySelector('.lane')!.getBoundingClientRect().width,
          }))
          expect(sizes.lane).toBeGreaterThanOrEqual(22)
          expect(sizes.trace).toBeGreaterThanOrEqual(22)
          expect(sizes.traceLink).toBeGreaterThanOrEqual(22)
          expect(sizes.caption).toBeGreaterThanOrEqual(22)
          expect(sizes.headerShown).toBe(false)
          // the lane uses the room: more than 40% of the width
          expect(sizes.laneWidth).toBeGreaterThan(1920 * 0.4)
          const caption = page.locator('[data-presenter-caption]')
          await expect.poll(() => caption.textContent()).toContain('Step 12 of')
          await page.keyboard.press('ArrowRight')
          await expect.poll(() => caption.textContent()).toContain('Step 13 of')
          await lookAt(page, 'presenter-1920x1080')
          await page.keyboard.press('Escape')
          await expect.poll(() => viewOf(page).then((v) => v.present)).toBe(false)
          expect(errors).toEqual([])
          expect(blockedRequests).toEqual([])
        },
        { viewport: { width: 1920, height: 1080 } },
      )
    },
  )

  // (English only: the CJK pass skips it)
  it.skipIf(CJK_PASS)(
    'presenter, embed and hidden panels from the View menu, each written to the address',
    async () => {
      await withPage(e2e.browser, e2e.url, async ({ page, errors }) => {
        await page.locator('.view-menu summary').click()
        await page.locator('[data-hide-panel="table"]').check()
        await page.locator('[data-hide-panel="trace"]').check()
        // hidden on the redraw after each check: waited for, not read the moment it returns
        await page.locator('.replacement').waitFor({ state: 'hidden' })
        await page.locator('.trace-panel').waitFor({ state: 'hidden' })
        await expect
          .poll(() => page.evaluate(() => location.search))
          .toContain('hide=table%2Ctrace')
        // the menu lives in the header, which embed mode hides: click, not check()
        await page.getByRole('checkbox', { name: 'Embed mode' }).click()
        await page.locator('.app-header').waitFor({ state: 'hidden' })
        // the embed bar (a lazy chunk) has drawn before its buttons are counted
        await page.locator('.embed-bar').waitFor()
        const open = page.getByRole('link', { name: 'Open in Context Lab (new tab)' })
        expect(await open.getAttribute('target')).toBe('_blank')
        expect(await open.getAttribute('href')).not.toContain('embed=1')
        // inside an embed the only way is the full app: no "leave embed mode" for students
        expect(await page.locator('.embed-bar button').count()).toBe(0)
        await expect.poll(() => page.evaluate(() => location.search)).toContain('embed=1')
        await page.goto(
          page
            .url()
            .replace(/([?&])embed=1(&|$)/, '$1')
            .replace(/[?&]$/, ''),
        )
        await page.locator('.app-header').waitFor()
        expect(await page.locator('.trace-panel').isVisible()).toBe(false)
        await page.locator('.view-menu summary').first().click()
        await page.getByRole('button', { name: 'Presenter mode' }).click()
        await page.locator('[data-presenter-caption]').waitFor()
        await expect.poll(() => page.evaluate(() => location.search)).toContain('present=1')
        expect(errors).toEqual([])
      })
    },
  )

  // (English only: the CJK pass skips it)
  it.skipIf(CJK_PASS)('embed and hide work from the URL alone', async () => {
    await withPage(e2e.browser, `${e2e.url}?embed=1&hide=table,legend`, async ({ page }) => {
      await page.locator('.embed-bar').waitFor()
      expect(await page.locator('.app-header').isVisible()).toBe(false)
      expect(await page.locator('.replacement').isVisible()).toBe(false)
      expect(await page.locator('.legend').isVisible()).toBe(false)
      expect(await page.locator('.lane').isVisible()).toBe(true)
      // the second address in the same page, as Back or Forward bring it (the app reads it in
      // its popstate handler, the code that reads a link), instead of a second page load
      expect(await visit(page, `${e2e.url}?hide=header`)).toBe('moved')
      await page.locator('.embed-bar').waitFor({ state: 'detached' })
      await page.locator('.view-dock summary').waitFor()
      expect(await page.locator('.app-header').isVisible()).toBe(false)
      expect(await page.locator('.replacement').isVisible()).toBe(true)
    })
  })

  // state, not glyph metrics: the CJK pass skips it
  it.skipIf(CJK_PASS)(
    'a link copied from every screen opens the same view in a fresh browser',
    async () => {
      const opened = await openPage(e2e.browser, `${e2e.url}?cell=pre_turn.local`)
      const { page } = opened
      await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'])
      try {
        // the grid at a late step, in Korean, every step explained, at 2×
        await page.locator('.playback-step').waitFor()
        await page.keyboard.press('End')
        await page.getByRole('combobox', { name: 'Language' }).selectOption('ko')
        // the screen is in Korean once the catalog has arrived (slower on a loaded machine):
        // a view recorded before that would expect English of the link
        await page.locator('.tabs .tab', { hasText: ko.common.tabs.grid }).first().waitFor()
        await page.locator('.trace-toggle input').check()
        const checks: { name: string; link: string; view: Awaited<ReturnType<typeof viewOf>> }[] =
          []
        const record = async (name: string) => {
          const view = await viewOf(page)
          checks.push({ name, link: await shareLink(page), view })
          await page.keyboard.press('Escape')
        }
        await record('grid')
        // compare: three cells stepping together at step 5
        await page.getByRole('link', { name: ko.common.tabs.compare, exact: true }).click()
        await page.getByRole('tab', { name: ko.matrix.tabs.side }).click()
        await page.locator('[data-compare-cell="manual.empty_window"]').check()
        await page.getByRole('radio', { name: ko.compare.mode.together }).check()
        for (let i = 0; i < 5; i++)
          await page.getByRole('button', { name: ko.grid.playback.stepForward }).click()
        await record('compare')
        // every other screen, and the Other agents comparison with three agents
        for (const tab of ['registry', 'matcher', 'assembly'] as const) {
          await page.getByRole('link', { name: ko.common.tabs[tab], exact: true }).click()
          await page.locator('main h2').first().waitFor()
          await record(tab)
        }
        await page.getByRole('link', { name: ko.common.tabs.peers, exact: true }).click()
        await page.getByRole('button', { name: ko.peers.compare.add }).click()
        await record('peers')
        // the Lessons tab, two steps into the compaction lesson
        await page.getByRole('link', { name: ko.common.tabs.lessons, exact: true }).click()
        await page.locator('.lessons-nav [data-section="compaction"]').click()
        await page.locator('.lesson-view[data-lesson="compaction"]').waitFor()
        await page.keyboard.press('ArrowRight')
        await page.keyboard.press('ArrowRight')
        await record('lessons')
        // a scenario loaded without a link: the address says so, the shared link carries it
        await page.getByRole('link', { name: ko.common.tabs.history, exact: true }).click()
        await page.locator('[data-answer-gate]').waitFor()
        await passAnswerGate(page)
        await page
          .getByRole('button', {
            name: `${ko.registry.history.load}: ${ko.presets['workspace-amnesia'].name}`,
          })
          .click()
        await openMenu(page)
        await page.locator('[data-stale-address]').waitFor()
        await record('history with a loaded scenario')

        for (const check of checks)
          await expectViewInFreshContext(e2e, check.name, check.link, check.view)
        expect(checks.find((c) => c.name.startsWith('history'))!.link).toContain('#s=')
        expect(checks.find((c) => c.name === 'grid')!.link).not.toContain('#s=')
      } finally {
        await opened.close()
      }
    },
    120_000,
  )

  // which words are shown, not how wide they are: the CJK pass skips it
  it.skipIf(CJK_PASS)(
    'a language switch at a late step leaves no English on any screen',
    async () => {
      // English phrases (labels of two words or more) that Korean says differently
      const leaves = (node: unknown, out: string[] = []): string[] => {
        for (const value of Object.values(node as Record<string, unknown>))
          if (typeof value === 'string') out.push(value)
          else leaves(value, out)
        return out
      }
      const koTexts = new Set(leaves(ko))
      const english = leaves(en).filter(
        (text) => / \S/.test(text) && text.length >= 6 && !/[{<]/.test(text) && !koTexts.has(text),
      )
      await shared.use(async ({ page, errors }) => {
        await page.locator('.playback-step').waitFor()
        await page.keyboard.press('End')
        await page.getByRole('combobox', { name: 'Language' }).selectOption('ko')
        for (const tab of Object.keys(ko.common.tabs) as (keyof typeof ko.common.tabs)[]) {
          await page.getByRole('link', { name: ko.common.tabs[tab], exact: true }).click()
          await page.locator('main h2').first().waitFor()
          await settle(page)
          // every element's own text: a stale label or header is the whole text of an element,
          // while Codex's model-facing text and cited sources may quote English inside sentences
          const own = await page.evaluate(() =>
            [...document.body.querySelectorAll('*')]
              .filter((el) => !el.closest('pre, code, textarea, script, style'))
              .map((el) =>
                [...el.childNodes]
                  .filter((node) => node.nodeType === Node.TEXT_NODE)
                  .map((node) => node.textContent ?? '')
                  .join('')
                  .trim(),
              )
              .filter((text) => text !== ''),
          )
          const text = new Set(own)
          const left = english.filter((phrase) => text.has(phrase))
          expect({ tab, left }).toEqual({ tab, left: [] })
        }
        expect(errors).toEqual([])
      })
    },
  )

  // the one test here whose result depends on the width of Korean glyphs: both passes run it
  it('fits a phone: 390×844 without clipped buttons, in Korean', async () => {
    await shared.use(async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      // in the default pass the page the language test left in Korean, moved in-app; in the CJK
      // pass (which skips that test) the page opened at this address
      await moveTo(page, `${e2e.url}?lang=ko&cell=pre_turn.empty_window`)
      // the lessons tab the last test visited may have left a question open: the grid waits
      // behind the answer gate, passed as a reader would
      await screenPastGate(page, '.cell-selectors')
      await page.locator('.cell-selectors').waitFor()
      const clipped = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.cell-selectors button, .view-menu summary')]
          .filter((el) => el.scrollWidth > el.clientWidth + 1)
          .map((el) => el.textContent),
      )
      expect(clipped).toEqual([])
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
      await lookAt(page, 'phone-grid-390x844-ko')
      await page.getByRole('link', { name: ko.common.tabs.peers, exact: true }).click()
      await page.locator('.pe-table').waitFor()
      await lookAt(page, 'phone-peers-390x844-ko')
    })
  })
})
