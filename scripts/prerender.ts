/**
 * Drives the build's prerender (src/prerender.tsx) in Node: a DOM emulation (jsdom) stands in for
 * the browser, the app's modules load through Vite's own module runner with the project's config
 * (its virtual modules, its JSON), and each address is rendered as a first visit would render it.
 * It runs in a process of its own (`prerenderInChild`): the emulation's globals, and whatever the
 * app left scheduled on them, end with that process rather than in the build's.
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

/** A first-frame address the build prerenders, and the screen and language it opens on. */
export interface PrerenderAddress {
  readonly screen: string
  readonly locale: string
  /** Path and query, from the site's root. */
  readonly path: string
}

/** Each address's first frame, as HTML of the app's root element's children. */
export async function prerender(
  root: string,
  addresses: readonly PrerenderAddress[],
): Promise<string[]> {
  // loaded here, in the child: the build that imports this module to start it never needs it
  const { JSDOM } = await import('jsdom')
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: 'http://localhost/',
    pretendToBeVisual: true,
  })
  installGlobals(dom.window as unknown as Record<string, unknown>)
  const server = await createServer({
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  })
  try {
    const entry = (await server.ssrLoadModule('/src/prerender.tsx')) as {
      prerenderFirstFrame: (href: string) => Promise<string>
    }
    const pages: string[] = []
    for (const { path } of addresses) {
      const href = new URL(path, 'http://localhost/').href
      dom.reconfigure({ url: href })
      pages.push(await entry.prerenderFirstFrame(href))
    }
    return pages
  } finally {
    await server.close()
  }
}

/** The emulated window's names on `globalThis`, where Node has none of its own. */
function installGlobals(window: Record<string, unknown>): void {
  for (const key of Object.getOwnPropertyNames(window))
    if (!(key in globalThis))
      Object.defineProperty(globalThis, key, { configurable: true, get: () => window[key] })
}

/** `prerender` in a Node process of its own (through tsx, as the project's scripts run). */
export function prerenderInChild(root: string, addresses: readonly PrerenderAddress[]): string[] {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), root],
    { input: JSON.stringify(addresses), maxBuffer: 64 * 1024 * 1024, cwd: root },
  )
  return JSON.parse(out.toString('utf8')) as string[]
}

// run as a process: the addresses on stdin, the pages as JSON on stdout; exits once written,
// whatever the app left scheduled
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  const addresses = JSON.parse(Buffer.concat(chunks).toString('utf8')) as PrerenderAddress[]
  const pages = await prerender(process.argv[2]!, addresses)
  process.stdout.write(JSON.stringify(pages), () => process.exit(0))
}
