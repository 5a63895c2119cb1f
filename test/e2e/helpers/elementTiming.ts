import type { Page } from 'playwright-core'

/**
 * The identifiers of the elements painted so far (Element Timing, `elementtiming="…"`), or none
 * when nothing marked has been painted yet (a buffered observer then never calls back).
 */
export function paintedIdentifiers(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        setTimeout(() => resolve([]), 200)
        new PerformanceObserver((list) =>
          resolve(
            list
              .getEntries()
              .map((entry) => (entry as PerformanceEntry & { identifier: string }).identifier),
          ),
        ).observe({ type: 'element', buffered: true })
      }),
  )
}
