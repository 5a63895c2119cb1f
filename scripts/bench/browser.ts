/**
 * What the browser benches share: the built app (built first when `src/`, `public/` or
 * `index.html` is newer), served by `vite preview` on a free port, and the Debian Chromium they
 * drive.
 */
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser } from 'playwright-core'
import { preview } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const DIST = join(ROOT, 'dist')

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile())
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs)
  return newest
}

export function ensureBuild(): void {
  const index = join(DIST, 'index.html')
  // the page is built from src/, index.html (the shell) and public/ (copied as they are)
  const sources = Math.max(
    newestMtime(join(ROOT, 'src')),
    newestMtime(join(ROOT, 'public')),
    statSync(join(ROOT, 'index.html')).mtimeMs,
  )
  if (existsSync(index) && statSync(index).mtimeMs > sources) return
  console.log('building dist/ …')
  execSync('npx vite build', { cwd: ROOT, stdio: 'inherit' })
}

export async function serve(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = await preview({
    root: ROOT,
    logLevel: 'warn',
    build: { outDir: DIST },
    preview: { port: 0, host: '127.0.0.1', strictPort: true, open: false },
  })
  const address = server.httpServer.address() as AddressInfo
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS],
  })
}
