import { createRoot } from 'react-dom/client'
import { startViewLinkSync } from './app/viewLink.ts'
import { appTree, openFirstFrame } from './firstFrame.tsx'
import { captureEarlyKeys } from './features/playback/useKeyboardShortcuts.ts'
import { useVisualizerStore } from './store/index.ts'
import './index.css'

/** The link's view, the language and any saved work in the store, then the first frame. */
async function openPage(): Promise<void> {
  const { opened, wordsShown } = await openFirstFrame(window.location.href)
  // the first screen's words lost in English too (each fetched twice): the shell stays, saying
  // so in its own words with a link that loads the page again (index.html), never showing keys
  if (!wordsShown) {
    document.documentElement.dataset['boot'] = 'failed'
    return
  }
  // the address's one writer, given the link's step that saved work may make valid
  startViewLinkSync(useVisualizerStore, opened)
  // React replaces the shell, or the build's prerendered screen, on its first commit
  createRoot(document.getElementById('root')!).render(appTree())
}

// a key pressed before the first frame is applied once the grid is on screen
captureEarlyKeys()
void openPage()
