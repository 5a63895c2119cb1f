/**
 * The e2e project's `globalSetup` (vite.config.ts): one preview server and one Chromium for the
 * whole run, instead of one of each per file (about 1.5 s of start-up and shut-down for each of
 * 30-odd files on a 2-core machine). Each suite's {@link useE2E} connects to this browser and
 * every page still gets a fresh browser context of its own (`openPage`), so no cookie, storage
 * or route is shared between tests.
 *
 * What a suite needs reaches it through `provide`/`inject` as {@link SharedE2E}. A failure here
 * (no `dist/`, the wrong fonts) is handed over as `error` rather than thrown, so each suite fails
 * in its `beforeAll` with that message, as when every suite started its own; without Chromium
 * nothing starts and `describeE2E` skips (or, in CI, fails) as before.
 */
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import {
  browserAvailable,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  startPreview,
  type PreviewHandle,
} from './browser.ts'
import { browserEnv, checkFonts } from './fonts.ts'

/** What the global setup hands each e2e file. */
export interface SharedE2E {
  /** the app URL on the shared preview server */
  readonly url?: string
  /** the shared Chromium's playwright endpoint (`chromium.connect`) */
  readonly wsEndpoint?: string
  /** why the server or the browser could not be used */
  readonly error?: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: SharedE2E
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let server: PreviewHandle | undefined
  let browserServer: Awaited<ReturnType<typeof chromium.launchServer>> | undefined
  const teardown = async () => {
    await browserServer?.close()
    await server?.close()
  }
  if (!browserAvailable()) {
    project.provide('e2e', {})
    return teardown
  }
  try {
    server = await startPreview()
    browserServer = await chromium.launchServer({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_ARGS],
      env: browserEnv(),
    })
    const wsEndpoint = browserServer.wsEndpoint()
    // the fonts are those of the pass asked for, once for the browser every suite uses
    const probe = await chromium.connect(wsEndpoint)
    try {
      await checkFonts(probe)
    } finally {
      await probe.close()
    }
    project.provide('e2e', { url: server.url, wsEndpoint })
  } catch (error) {
    project.provide('e2e', { error: error instanceof Error ? error.message : String(error) })
  }
  return teardown
}
