import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { applyLinkBeforeFirstRender, startViewLinkSync } from './app/viewLink.ts'
import { ErrorBoundary } from './components/ErrorBoundary.tsx'
import { renderScreenFailure } from './features/failure/ScreenFailure.tsx'
import { captureEarlyKeys } from './features/playback/useKeyboardShortcuts.ts'
import { initialLocale, isLocale } from './app/localePreference.ts'
import { FIRST_SCREEN_SECTIONS, loadSections } from './i18n/index.ts'
import { STORAGE_KEY } from './app/persistence.ts'
import { loadEngine } from './store/engine.ts'
import { useVisualizerStore } from './store/index.ts'
import './index.css'

function render(): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      {/* the last line of defence, if the header or the shell itself fails */}
      <ErrorBoundary fallback={renderScreenFailure}>
        <App />
      </ErrorBoundary>
    </StrictMode>,
  )
}

/**
 * The language the page opens in: a link's `?lang=` (already applied), else the reader's stored
 * or browser choice; set before the view link is first written, so the address says it too.
 * Then the first screen's strings in that language.
 */
function openInPreferredLanguage(): Promise<void> {
  const fromLink = new URLSearchParams(window.location.search).get('lang')
  if (!isLocale(fromLink)) useVisualizerStore.getState().setLocale(initialLocale())
  return loadSections(useVisualizerStore.getState().locale, FIRST_SCREEN_SECTIONS)
}

/**
 * A returning reader's saved work is parsed and run by the engine (the core), so it loads before
 * the first render; a first visit shows the bundled lesson from precomputed results without it.
 */
function loadEngineForSavedWork(): Promise<unknown> {
  try {
    if (window.localStorage.getItem(STORAGE_KEY) !== null) return loadEngine()
  } catch {
    // storage disabled: persistence reports it; there is no saved work to open
  }
  return Promise.resolve()
}

// a key pressed before the first frame is applied once the grid is on screen
captureEarlyKeys()
// a link's view (tab, language, cell, step, scenario…) is in the store before the first frame
void applyLinkBeforeFirstRender(useVisualizerStore, window.location.href)
  .catch(() => undefined)
  .then(() => Promise.all([openInPreferredLanguage(), loadEngineForSavedWork()]))
  .catch(() => undefined)
  .finally(() => {
    startViewLinkSync(useVisualizerStore)
    render()
  })
