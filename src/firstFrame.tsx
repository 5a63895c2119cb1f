import { StrictMode, type ReactElement } from 'react'
import { App, preloadScreen } from './App.tsx'
import { ErrorBoundary } from './components/ErrorBoundary.tsx'
import { AddressNoticePart } from './features/address/LazyAddressNotice.tsx'
import { EditedNoticePart } from './features/faults/LazyEditedNotice.tsx'
import { renderLazyScreenFailure } from './features/failure/LazyScreenFailure.tsx'
import { HTML_LANG, openingLocale } from './app/localePreference.ts'
import { applyLinkBeforeFirstRender, settlePendingStep, type OpenedLink } from './app/viewLink.ts'
import { FIRST_SCREEN_SECTIONS, loadSections, sectionsShown } from './i18n/index.ts'
import { loadExplanations } from './features/trace-panel/explainStep.ts'
import { loadPersistence, persistenceNeededAtStart } from './app/usePersistence.ts'
import { loadEngine } from './store/engine.ts'
import { useVisualizerStore } from './store/index.ts'
import { FIRST_VIEW_STEP } from './store/playbackSlice.ts'

/** The page's whole tree: what the browser mounts (main.tsx) and the build prerenders. */
export function appTree(): ReactElement {
  return (
    <StrictMode>
      {/* the last line of defence, if the header or the shell itself fails */}
      <ErrorBoundary fallback={renderLazyScreenFailure}>
        <App />
      </ErrorBoundary>
    </StrictMode>
  )
}

/**
 * The language the page opens in: a link's `?lang=` (already applied), else the reader's stored
 * or browser choice; set before the view link is first written, so the address says it too.
 * Then the first screen's strings in that language (the steps' explanations from the second step
 * on).
 */
function openInPreferredLanguage(): Promise<unknown> {
  useVisualizerStore.getState().setLocale(openingLocale())
  const { locale, step, explainAll, tab } = useVisualizerStore.getState()
  // a link to another screen than the grid: its code and words load beside the first screen's,
  // and the first frame waits for them (the shell says "Loading…" meanwhile)
  const screen = preloadScreen(tab)
  // the shell (index.html) says "Loading…" in the reader's language already (public/boot-lang.js,
  // which decides as openingLocale does); set again for a page where that script did not run.
  // A page showing the build's prerendered screen (boot-lang.js: "prerendered") keeps showing it
  const root = document.documentElement
  root.lang = HTML_LANG[locale]
  if (root.dataset['boot'] !== 'prerendered') root.dataset['boot'] = 'loading'
  // a link opened past the first step, or with every step explained, shows the steps' words at once
  return Promise.all([
    loadSections(locale, FIRST_SCREEN_SECTIONS),
    step > FIRST_VIEW_STEP || explainAll ? loadExplanations(locale) : undefined,
    screen,
  ])
}

/**
 * A returning reader's saved work, or a shared link, is restored by persistence and run by the
 * engine (the core): both load before the first render, and saved work is opened then, so the
 * first frame draws it rather than the lesson it replaces (a shared link is decoded with the
 * link, before this). A first visit shows the bundled lesson from precomputed results and loads
 * neither.
 */
async function openSavedWorkFirst(): Promise<void> {
  if (!persistenceNeededAtStart()) return
  // not the lesson: the notices about it are drawn in the first frame, not pushed in above the
  // grid after it
  const [, persistence] = await Promise.all([
    loadEngine(),
    loadPersistence(),
    AddressNoticePart.preload(),
    EditedNoticePart.preload(),
  ])
  persistence.openSavedWork(useVisualizerStore)
}

/** What the first frame of `href` needs, in the store: the link's view, the words, saved work. */
export interface FirstFrame {
  /** The link as applied (undefined when it could not be read). */
  readonly opened: OpenedLink | undefined
  /** False when the first screen's words could not be loaded in any language. */
  readonly wordsShown: boolean
}

/** Everything the first frame of `href` shows, put in the store (the same in a build's prerender). */
export async function openFirstFrame(href: string): Promise<FirstFrame> {
  // a link's view (tab, language, cell, step, scenario…) is in the store before the first frame
  const link = await applyLinkBeforeFirstRender(useVisualizerStore, href).catch(() => undefined)
  const scenario = useVisualizerStore.getState().scenario
  // both settled, whatever failed: saved work is never opened under a frame already drawn
  await Promise.allSettled([openInPreferredLanguage(), openSavedWorkFirst()])
  // the link's step may be one the saved work's trace has
  const opened = link && settlePendingStep(useVisualizerStore, link, scenario)
  const wordsShown = sectionsShown(useVisualizerStore.getState().locale, FIRST_SCREEN_SECTIONS)
  return { opened, wordsShown }
}
