import type { Page } from 'playwright-core'
import { en } from '../../../src/i18n/en.ts'
import { ko } from '../../../src/i18n/ko.ts'
import { zh } from '../../../src/i18n/zh.ts'

/** The three catalogs, by the language switch's value. */
export const CATALOGS = { en, ko, zh } as const
export type Lang = keyof typeof CATALOGS

/**
 * Picks `lang` in the header's language switch and waits for its words: the switch shows the
 * choice at once, the screen in the last language until the new catalog has arrived (slower on
 * a loaded machine), and a check run in between would judge the wrong language.
 */
export async function chooseLocale(page: Page, lang: Lang): Promise<void> {
  await page.locator('.locale-switch select').selectOption(lang)
  await page.locator('.tabs .tab', { hasText: CATALOGS[lang].common.tabs.grid }).first().waitFor()
}
