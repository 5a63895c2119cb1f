import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

/** axe-core's browser bundle, from node_modules (never fetched from a CDN). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

export interface Violation {
  readonly id: string
  readonly impact: string
  readonly nodes: readonly string[]
}

/**
 * Loads axe into the page. Evaluated through the DevTools protocol, so the page's own CSP
 * (`script-src 'self'`, which refuses inline script tags) stays on while it is checked.
 */
export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(AXE_SOURCE)
}

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[]
}

/** The serious and critical axe violations on the page as it is now (axe must be injected). */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResult> } }
    ).axe
    const { violations } = await axe.run(document, { resultTypes: ['violations'] })
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      }))
  })
}
