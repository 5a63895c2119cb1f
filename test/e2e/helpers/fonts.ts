/**
 * Which fonts the e2e browser sees. `E2E_FONTS` picks one of two passes:
 *
 * - `fresh` (the default, and what `npm test` runs): only DejaVu and Liberation, the fonts of a
 *   fresh Debian machine, through the fontconfig file `test/e2e/fonts/fresh.conf` given to
 *   Chromium as `FONTCONFIG_FILE`. Korean and Chinese text then has no font of its own, so a
 *   layout that works only with CJK metrics fails here, as it would for such a reader.
 * - `cjk` (`npm run test:e2e:cjk`, after `npm test` in `.ci/run`): the machine's own fonts, which
 *   must include a CJK font (`fonts-noto-cjk`), for the screenshots and the CJK layouts.
 *
 * {@link checkFonts} proves in the launched browser that the pass is the one asked for: a
 * Hangul and a Han glyph are drawn as missing (fresh) or by a real font (cjk).
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'

export type FontPass = 'fresh' | 'cjk'

/** The fontconfig file of the fresh pass. */
export const FRESH_FONTCONFIG = fileURLToPath(new URL('../fonts/fresh.conf', import.meta.url))

/** The pass `E2E_FONTS` asks for: `fresh` unless it says `cjk`. */
export function fontPass(): FontPass {
  const value = process.env.E2E_FONTS ?? 'fresh'
  if (value !== 'fresh' && value !== 'cjk')
    throw new Error(`E2E_FONTS must be "fresh" or "cjk", not "${value}"`)
  return value
}

/** The environment Chromium is launched with for `pass`. */
export function browserEnv(pass: FontPass = fontPass()): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [key, value] of Object.entries(process.env))
    if (value !== undefined && key !== 'FONTCONFIG_FILE') env[key] = value
  if (pass === 'fresh') env.FONTCONFIG_FILE = FRESH_FONTCONFIG
  else if (process.env.FONTCONFIG_FILE !== undefined)
    env.FONTCONFIG_FILE = process.env.FONTCONFIG_FILE
  return env
}

/** What the browser draws for Korean and Chinese: a real glyph or the missing-glyph box. */
export interface GlyphCoverage {
  readonly hangul: boolean
  readonly han: boolean
}

/**
 * Measures, in a blank page of `browser`, whether '한' and '中' have a font: a character no
 * font has (U+0378, unassigned) is drawn as the fallback font's missing-glyph box, and a
 * character without a font is drawn as the same box, at the same width, in both sans and serif.
 */
export async function glyphCoverage(browser: Browser): Promise<GlyphCoverage> {
  const page = await browser.newPage()
  try {
    return await page.evaluate(() => {
      const context = document.createElement('canvas').getContext('2d')!
      const covered = (text: string) =>
        ['48px sans-serif', '48px serif'].some((font) => {
          context.font = font
          const missing = context.measureText('\u0378').width
          return Math.abs(context.measureText(text).width - missing) > 0.5
        })
      return { hangul: covered('한'), han: covered('中') }
    })
  } finally {
    await page.close()
  }
}

/** The folders of the fresh machine's fonts. */
const FRESH_FOLDERS = /^\/usr\/share\/fonts\/truetype\/(dejavu|liberation2?)\//

/**
 * The font files fontconfig offers under {@link FRESH_FONTCONFIG} (as `fc-list` says), or
 * undefined where `fc-list` is not installed (the browser check still runs).
 */
export function freshFontFiles(): string[] | undefined {
  try {
    const listed = execFileSync('fc-list', ['--format', '%{file}\n'], {
      env: { ...process.env, FONTCONFIG_FILE: FRESH_FONTCONFIG },
      encoding: 'utf8',
    })
    return listed.split('\n').filter((line) => line !== '')
  } catch {
    return undefined
  }
}

/** Throws unless the browser's fonts are those of `pass`. */
export async function checkFonts(browser: Browser, pass: FontPass = fontPass()): Promise<void> {
  if (pass === 'fresh') {
    const stray = (freshFontFiles() ?? []).filter((file) => !FRESH_FOLDERS.test(file))
    if (stray.length > 0)
      throw new Error(`${FRESH_FONTCONFIG} offers fonts a fresh machine lacks: ${stray.join(', ')}`)
  }
  const coverage = await glyphCoverage(browser)
  const want = pass === 'cjk'
  if (coverage.hangul === want && coverage.han === want) return
  throw new Error(
    pass === 'fresh'
      ? `the fresh-fonts pass sees a CJK font (${JSON.stringify(coverage)}): ` +
          `is ${FRESH_FONTCONFIG} in use (FONTCONFIG_FILE)?`
      : `the CJK pass (E2E_FONTS=cjk) finds no CJK font (${JSON.stringify(coverage)}): ` +
          'install one (`apt-get install -y fonts-noto-cjk`)',
  )
}
