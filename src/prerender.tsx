/**
 * The build's prerender (vite.config.ts: prerenderFirstScreens, driven by scripts/prerender.ts in
 * a DOM emulation): the first frame of an address as the browser's own first render draws it,
 * through the same steps (openFirstFrame) and the same tree (appTree), for a first visit (no saved
 * work, nothing stored). The page shows it until the app's first commit replaces it.
 */
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { appTree, openFirstFrame } from './firstFrame.tsx'
import { startViewLinkSync } from './app/viewLink.ts'
import { resetStore, useVisualizerStore } from './store/index.ts'

export async function prerenderFirstFrame(href: string): Promise<string> {
  resetStore()
  const { opened, wordsShown } = await openFirstFrame(href)
  if (!wordsShown) throw new Error(`prerender of ${href}: the first screen's words did not load`)
  // the address as the app writes it before its first frame (the tabs' links are made from it)
  const stopLinkSync = startViewLinkSync(useVisualizerStore, opened)
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  try {
    flushSync(() => root.render(appTree()))
    formStateAsAttributes(container)
    return container.innerHTML
  } finally {
    stopLinkSync()
    root.unmount()
    container.remove()
  }
}

/**
 * React sets a form control's state as a property (a select's value, a box's checked), which
 * HTML does not carry: written as attributes, the page parses the controls as they were drawn.
 */
function formStateAsAttributes(root: HTMLElement): void {
  for (const option of root.querySelectorAll('option'))
    option.toggleAttribute('selected', option.selected)
  for (const input of root.querySelectorAll('input')) {
    if (input.type === 'checkbox' || input.type === 'radio')
      input.toggleAttribute('checked', input.checked)
    else input.setAttribute('value', input.value)
  }
  for (const area of root.querySelectorAll('textarea')) area.textContent = area.value
}
