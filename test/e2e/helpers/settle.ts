import type { Page } from 'playwright-core'

/** In the page: whether it stayed still over two painted frames, once its animations ended. */
async function stillOverTwoFrames(): Promise<boolean> {
  await document.fonts.ready
  const running = document
    .getAnimations()
    .filter(
      (a) =>
        a.playState === 'running' &&
        Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)),
    )
  await Promise.all(running.map((a) => a.finished.catch(() => undefined)))
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
  // layout boxes (offsets ignore transforms: a spinning or sliding element is not a layout change)
  const boxes = () =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .slice(0, 2_000)
      .map((el) => `${el.offsetLeft},${el.offsetTop},${el.offsetWidth},${el.offsetHeight}`)
      .join(';')
  const before = boxes()
  await frame()
  await frame()
  return boxes() === before
}

/**
 * Waits until the page is still, instead of sleeping a fixed time: fonts loaded, every finite
 * CSS or Web Animations animation finished, and the layout boxes of the page's elements unchanged
 * over two painted frames (a screen drawn by a lazy chunk, a fade or a layout shift ends there).
 */
export async function settle(page: Page, timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout
  while (!(await page.evaluate(stillOverTwoFrames)))
    if (Date.now() > deadline) throw new Error(`the page kept moving for ${timeout} ms`)
}
