/**
 * End-to-end helpers: serve the built app with Vite's `preview()`, drive it with playwright-core
 * and the system Chromium, and collect what a page must never do (throw, log errors, or reach
 * outside its own origin).
 *
 * `npm run test:e2e` builds `dist/` first (`vite build && vitest run --project e2e`); the helpers
 * only serve it. A typical suite:
 *
 * @example
 * ```ts
 * import { expect, it } from 'vitest'
 * import { describeE2E, useE2E, withPage } from './helpers/browser.ts'
 *
 * describeE2E('scenario player', () => {
 *   const e2e = useE2E()
 *
 *   it('loads without errors', async () => {
 *     await withPage(e2e.browser, e2e.url, async ({ page, errors, blockedRequests }) => {
 *       await page.waitForSelector('h1')
 *       expect(errors).toEqual([])
 *       expect(blockedRequests).toEqual([])
 *     })
 *   })
 * })
 * ```
 */
import { accessSync, constants, existsSync, mkdirSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Download,
  type Page,
} from 'playwright-core'
import { preview } from 'vite'
import { afterAll, beforeAll, describe, expect, inject } from 'vitest'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.ts'
import { browserEnv, checkFonts } from './fonts.ts'
import type { SharedE2E } from './globalSetup.ts'

export { CHROMIUM_ARGS, CHROMIUM_PATH }

/** The repository root (this file lives in `test/e2e/helpers/`). */
export const ROOT = fileURLToPath(new URL('../../..', import.meta.url))

/** Where the built app is served from. */
export const DIST_DIR = join(ROOT, 'dist')

/** Where screenshots go (ignored by git, prettier and oxlint). */
export const RESULTS_DIR = join(ROOT, 'test-results')

/** True when `CI` is set to anything but an explicit "false"/"0". */
export function isCI(): boolean {
  const value = process.env.CI
  return value !== undefined && value !== '' && value !== 'false' && value !== '0'
}

/** Whether a Chromium executable exists at {@link CHROMIUM_PATH}. */
export function browserAvailable(): boolean {
  try {
    accessSync(CHROMIUM_PATH, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/**
 * `describe` for browser suites. Without Chromium the suite is skipped with a loud warning on a
 * developer machine, but in CI (`CI` set) a missing browser is an error and this throws, so the
 * run fails instead of passing with nothing tested.
 */
export function describeE2E(name: string, fn: () => void): void {
  const available = browserAvailable()
  if (!available) {
    const reason =
      `Chromium not found at ${CHROMIUM_PATH} (set CHROMIUM_PATH, or install it: ` +
      '`apt-get install -y chromium`; never `npx playwright install`).'
    if (isCI()) throw new Error(`e2e suite "${name}" cannot run in CI: ${reason}`)
    const bar = '!'.repeat(78)
    console.warn(`\n${bar}\n!! SKIPPING e2e suite "${name}": ${reason}\n${bar}\n`)
  }
  // a wrapper passes its caller's title and body through, which the vitest lint rules cannot see
  // oxlint-disable-next-line vitest/valid-title, vitest/valid-describe-callback
  describe.skipIf(!available)(name, fn)
}

/** A running preview server. */
export interface PreviewHandle {
  /** the page URL, e.g. `http://127.0.0.1:41234/` */
  readonly url: string
  /** the only origin a page may request from, e.g. `http://127.0.0.1:41234` */
  readonly origin: string
  close(): Promise<void>
}

/**
 * Serves the built `dist/` with Vite's `preview()` on a free port of 127.0.0.1.
 * Throws when `dist/index.html` is missing: build first (`npx vite build`).
 */
export async function startPreview(): Promise<PreviewHandle> {
  if (!existsSync(join(DIST_DIR, 'index.html')))
    throw new Error(`no build in ${DIST_DIR}: run \`npx vite build\` (npm run test:e2e does)`)
  const server = await preview({
    root: ROOT,
    logLevel: 'warn',
    build: { outDir: DIST_DIR },
    preview: { port: 0, host: '127.0.0.1', strictPort: true, open: false },
  })
  // port 0 lets the OS pick; read the port it picked from the socket itself
  const address = server.httpServer.address() as AddressInfo | string | null
  const url =
    server.resolvedUrls?.local[0] ??
    (address !== null && typeof address === 'object'
      ? `http://127.0.0.1:${address.port}/`
      : undefined)
  if (url === undefined) {
    await server.close()
    throw new Error('the preview server is not listening')
  }
  return { url, origin: new URL(url).origin, close: () => server.close() }
}

/**
 * Launches the system Chromium headless with {@link CHROMIUM_ARGS} and the fonts of the pass
 * `E2E_FONTS` asks for (`./fonts.ts`: DejaVu and Liberation only, unless `cjk`), and checks that
 * the browser does see those fonts.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS],
    env: browserEnv(),
  })
  try {
    await checkFonts(browser)
  } catch (error) {
    await browser.close()
    throw error
  }
  return browser
}

export interface OpenPageOptions {
  /** default 1280×720 */
  readonly viewport?: { readonly width: number; readonly height: number }
  /** emulate `prefers-reduced-motion` */
  readonly reducedMotion?: 'reduce' | 'no-preference'
  /** the browser locale, e.g. `de-DE` */
  readonly locale?: string
  /** the origin requests may go to; default: the origin of the URL being opened */
  readonly allowedOrigin?: string
  /** navigation wait; default `load` */
  readonly waitUntil?: 'load' | 'domcontentloaded' | 'networkidle'
  /**
   * install Playwright's fake clock before the page loads (autoplay then runs when the test says),
   * instead of loading the page a second time after installing it
   */
  readonly fakeClock?: boolean
}

/**
 * Full page loads in this file so far. Each costs the 2-core CI machine about 3 s of CPU
 * (renderer, browser and GPU processes), the largest part of the e2e suite's time: with
 * `E2E_COUNT_LOADS=1` each file prints its count when it ends, to find the suites to slim.
 */
const loadCount = { value: 0 }

/** A page in its own fresh browser context, with what it did wrong so far. */
export interface OpenedPage {
  readonly page: Page
  readonly context: BrowserContext
  /** uncaught exceptions (`pageerror: …`) and console errors (`console.error: …`), in order */
  readonly errors: string[]
  /** every URL the page tried to reach outside the allowed origin (all were aborted) */
  readonly blockedRequests: string[]
  /** closes the context (and with it the page) */
  close(): Promise<void>
}

/**
 * Opens `url` in a fresh context. Listeners are attached before navigation, so errors thrown
 * while the app boots are caught too. Every request to another origin is aborted and recorded:
 * the app must make no outside requests, so tests assert `blockedRequests` is empty.
 */
export async function openPage(
  browser: Browser,
  url: string,
  options: OpenPageOptions = {},
): Promise<OpenedPage> {
  const allowedOrigin = options.allowedOrigin ?? new URL(url).origin
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 720 },
    // a service worker could fetch behind the router's back
    serviceWorkers: 'block',
    ...(options.reducedMotion !== undefined ? { reducedMotion: options.reducedMotion } : {}),
    ...(options.locale !== undefined ? { locale: options.locale } : {}),
  })
  const errors: string[] = []
  const blockedRequests: string[] = []

  await context.route('**/*', async (route) => {
    const requested = route.request().url()
    if (originOf(requested) === allowedOrigin) {
      await route.continue()
      return
    }
    blockedRequests.push(requested)
    await route.abort('blockedbyclient')
  })
  await context.routeWebSocket(
    (wsUrl) => wsUrl.origin.replace(/^ws/, 'http') !== allowedOrigin,
    (ws) => {
      // not connecting to a server means the socket never leaves the browser
      blockedRequests.push(ws.url())
      void ws.close()
    },
  )

  const page = await context.newPage()
  page.on('load', () => loadCount.value++)
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`)
  })
  if (options.fakeClock === true) await page.clock.install()
  await page.goto(url, { waitUntil: options.waitUntil ?? 'load' })
  return { page, context, errors, blockedRequests, close: () => context.close() }
}

function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return url
  }
}

/**
 * The bytes of a finished download. Through the shared browser (a `chromium.connect`
 * connection) `download.path()` throws, so the file is read from its stream; a failed or
 * cancelled download throws here too.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Saves a full-page screenshot to `test-results/<name>.png` and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(RESULTS_DIR, { recursive: true })
  const path = join(RESULTS_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`)
  await page.screenshot({ path, fullPage: true })
  return path
}

/**
 * Opens a page, runs `fn` with it and always closes it. When `fn` throws (a failed expectation
 * included), a screenshot named after the current test is saved to `test-results/` first
 * (tldraw's `only-on-failure`).
 */
export async function withPage<T>(
  browser: Browser,
  url: string,
  fn: (opened: OpenedPage) => Promise<T>,
  options: OpenPageOptions = {},
): Promise<T> {
  return withOpened(await openPage(browser, url, options), fn)
}

/**
 * Runs `fn` with a page already open and always closes it; when `fn` throws, a screenshot named
 * after the test is saved first ({@link screenshotFailure}).
 */
export async function withOpened<T>(
  opened: OpenedPage,
  fn: (opened: OpenedPage) => Promise<T>,
): Promise<T> {
  try {
    return await fn(opened)
  } catch (error) {
    await screenshotFailure(opened.page)
    throw error
  } finally {
    await opened.close()
  }
}

/** Saves `test-results/failed-<test name>.png`; a failed screenshot never hides the failure. */
export async function screenshotFailure(page: Page): Promise<void> {
  const testName = expect.getState().currentTestName ?? 'unnamed-test'
  await screenshot(page, `failed-${testName}`).catch(() => undefined)
}

/** What {@link useE2E} provides once `beforeAll` has run. */
export interface E2EEnvironment {
  readonly browser: Browser
  /** the app URL on the preview server */
  readonly url: string
}

/**
 * Call at the top of a {@link describeE2E} body. In the e2e project the preview server and
 * Chromium are started once for the whole run (`./globalSetup.ts`); `beforeAll` connects to that
 * browser and `afterAll` disconnects (the browser keeps running for the next file). Every page is
 * still opened in a fresh context of its own (`openPage`). Run outside that project (no shared
 * browser provided), it starts a preview server and a browser of its own and stops both.
 * Read the fields inside tests, not at collection time.
 */
export function useE2E(): E2EEnvironment {
  let browser: Browser | undefined
  let server: PreviewHandle | undefined
  let url: string | undefined
  beforeAll(async () => {
    const shared = inject('e2e') as SharedE2E | undefined
    if (shared?.error !== undefined) throw new Error(shared.error)
    if (shared?.wsEndpoint !== undefined && shared.url !== undefined) {
      browser = await chromium.connect(shared.wsEndpoint)
      url = shared.url
      return
    }
    server = await startPreview()
    url = server.url
    browser = await launchBrowser()
  })
  afterAll(async () => {
    if (process.env.E2E_COUNT_LOADS === '1')
      console.log(`[e2e page loads] ${expect.getState().testPath ?? '?'}: ${loadCount.value}`)
    // for a connected browser, close() disconnects and closes the contexts this file opened
    await browser?.close()
    await server?.close()
  })
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started: use it inside a test`)
    return value
  }
  return {
    get browser() {
      return started(browser, 'the browser')
    },
    get url() {
      return started(url, 'the preview server')
    },
  }
}
