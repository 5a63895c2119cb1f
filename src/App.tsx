import { CODEX_COMMIT } from './core/index.ts'
import {
  lazy,
  Suspense,
  useEffect,
  type ComponentType,
  type ReactNode,
  type SyntheticEvent,
} from 'react'
import { CatalogNotice } from './components/CatalogNotice.tsx'
import { lazyPart, type LazyPart } from './components/lazyPart.tsx'
import { ErrorBoundary } from './components/ErrorBoundary.tsx'
import { RoleMentionsScope } from './components/RoleName.tsx'
import { renderLazyScreenFailure } from './features/failure/LazyScreenFailure.tsx'
import { LazyAddressNotice } from './features/address/LazyAddressNotice.tsx'
import { GridScreen } from './features/grid/GridScreen.tsx'
import { takeEarlyKeys } from './features/playback/useKeyboardShortcuts.ts'
import { LOCALES, type Section } from './i18n/index.ts'
import { HTML_LANG, isLocale, LOCALE_NAMES, useLocalePreference } from './app/localePreference.ts'
import { useT } from './i18n/useT.ts'
import { loadEngine } from './store/engine.ts'
import { useVisualizerStore } from './store/index.ts'
import { usePersistence } from './app/usePersistence.ts'
import { StoreLocale } from './app/StoreLocale.tsx'
import { TABS, type Tab } from './store/viewSlice.ts'
import { ViewMenu } from './features/presenter/ViewMenu.tsx'
import { withSections } from './app/withSections.ts'
import { isPlainClick } from './app/viewHistory.ts'
import { screenAddress } from './app/viewLink.ts'

// presenter mode's caption bar and embed mode's bar load (with their words) only when a class or a
// host page needs them; the notices about saved work and links only when there is one
const PresenterBar = lazyPart(() =>
  withSections(import('./features/presenter/PresenterBar.tsx'), ['view']).then(
    (m) => m.PresenterBar,
  ),
)
const EmbedBar = lazyPart(() =>
  withSections(import('./features/presenter/EmbedBar.tsx'), ['view']).then((m) => m.EmbedBar),
)
// the presenter console is a second window of its own (`?console=1`), loaded only there
// (its words load when first drawn)
const PresenterConsole = lazy(() => import('./features/presenter-console/PresenterConsole.tsx'))
const IS_CONSOLE = /[?&]console=1(&|$)/.test(window.location.search)
// what the other screens show while a lesson question is open (only ever after the lessons loaded)
const AnswerGate = lazyPart(() =>
  import('./features/lessons/AnswerGate.tsx').then((m) => m.AnswerGate),
)
const PersistenceNotice = lazyPart(() =>
  import('./features/editor-kit/PersistenceNotice.tsx').then((m) => m.PersistenceNotice),
)

/** A screen that loads when its tab opens, and a way to start loading it sooner. */

/**
 * A screen that loads when its tab opens, with its catalog sections in the current language and
 * the engine (the core's parser and nine cells: every screen but the grid edits or runs them).
 * `preload` starts the same load before the first render (a link that opens on this tab); the
 * screen then uses that request, not a second one. A screen that draws its own text first and
 * waits for the engine itself (`engine: 'own'`, the lessons) is not held back by it. Once loaded,
 * the screen is drawn directly (`lazyPart`), not through a loading state for a frame.
 */
function lazyScreen(
  load: () => Promise<ComponentType>,
  sections: readonly Section[],
  engine: 'with' | 'own' = 'with',
): LazyPart {
  return lazyPart(() =>
    Promise.all([
      withSections(load(), sections),
      engine === 'with' ? loadEngine() : undefined,
    ]).then(([Screen]) => Screen),
  )
}

const EDITOR_SECTIONS: readonly Section[] = [
  'grid',
  'rules',
  'steps',
  'fates',
  'registry',
  'presets',
]

// the grid is the first screen; the others load when their tab opens, from the same origin
const SCREENS: Record<Tab, ComponentType | LazyPart> = {
  grid: GridScreen,
  // the lessons' long text loads with their tab (the screen loads its own sections); the step's
  // text paints first, the stage (which runs the engine) after it (`useStage.ts`)
  lessons: lazyScreen(
    () => import('./features/lessons/LessonsScreen.tsx').then((m) => m.LessonsScreen),
    [],
    'own',
  ),
  compare: lazyScreen(
    () => import('./features/compare/CompareScreen.tsx').then((m) => m.CompareScreen),
    ['grid', 'rules', 'steps', 'fates', 'compare', 'matrix', 'address', 'presets'],
  ),
  registry: lazyScreen(
    () => import('./features/registry/RegistryScreen.tsx').then((m) => m.RegistryScreen),
    EDITOR_SECTIONS,
  ),
  matcher: lazyScreen(
    () => import('./features/matcher-lab/MatcherLab.tsx').then((m) => m.MatcherLab),
    EDITOR_SECTIONS,
  ),
  assembly: lazyScreen(
    () => import('./features/assembly/AssemblyView.tsx').then((m) => m.AssemblyView),
    EDITOR_SECTIONS,
  ),
  history: lazyScreen(
    () => import('./features/history-editor/HistoryEditor.tsx').then((m) => m.HistoryEditor),
    EDITOR_SECTIONS,
  ),
  peers: lazyScreen(
    () => import('./features/peers/PeersScreen.tsx').then((m) => m.PeersScreen),
    ['peers'],
  ),
  session: lazyScreen(
    () => import('./features/session/SessionScreen.tsx').then((m) => m.SessionScreen),
    ['grid', 'rules', 'steps', 'fates', 'session', 'sessionTokens', 'sessionFolder'],
  ),
}

/**
 * Starts loading the screen a link opens on (its code, words and the engine), beside the first
 * screen's words, instead of after the first render: on a slow machine the two waits overlap.
 * Resolves once it is loaded or has failed (its error boundary then says so), so the first frame
 * can draw that screen rather than its loading state (the shell says "Loading…" meanwhile);
 * undefined for the grid, which is in the first chunk.
 */
export function preloadScreen(tab: Tab): Promise<void> | undefined {
  return (SCREENS[tab] as Partial<LazyPart>).preload?.()
}

/** The page, with the store's locale given to every translated string in it. */
export function App() {
  return (
    <StoreLocale>
      {IS_CONSOLE ? (
        <Suspense>
          <PresenterConsole />
        </Suspense>
      ) : (
        <Page />
      )}
    </StoreLocale>
  )
}

/** Header, view tabs, the open view, footer; presenter, embed and hidden panels around them. */
function Page() {
  // saved work and share links must load whatever tab opens first
  usePersistence()
  // keys pressed while loading belong to the grid (which took them first, if it opened)
  useEffect(() => void takeEarlyKeys(), [])
  const present = useVisualizerStore((state) => state.present)
  const embed = useVisualizerStore((state) => state.embed)
  const hidden = useVisualizerStore((state) => state.hidden)
  // presenter, embed and hidden panels are drawn by viewModes.css from these attributes
  const headerHidden = present || embed || hidden.includes('header')
  return (
    <div
      className={`app${present ? ' app-present' : ''}${embed ? ' app-embed' : ''}`}
      data-hide={hidden.length > 0 ? hidden.join(' ') : undefined}
    >
      {embed && (
        <Suspense>
          <EmbedBar />
        </Suspense>
      )}
      {headerHidden && !embed && !present && (
        <div className="view-dock">
          <ViewMenu />
        </div>
      )}
      {present && (
        <Suspense>
          <PresenterBar />
        </Suspense>
      )}
      <Header viewMenu={!headerHidden} />
      <OpenScreen />
      <Footer />
    </div>
  )
}

/** The brand, the view tabs, the language switch and (unless docked) the View menu. */
function Header({ viewMenu }: { readonly viewMenu: boolean }) {
  const t = useT()
  const tab = useVisualizerStore((state) => state.tab)
  const setTab = useVisualizerStore((state) => state.setTab)
  return (
    <header className="app-header">
      <div className="brand">
        <h1>{t('common.appName')}</h1>
        <p className="tagline">{t('common.tagline')}</p>
      </div>
      <nav className="tabs" aria-label={t('common.nav.label')}>
        {TABS.map((id) => (
          <ScreenLink key={id} tab={id} current={tab === id} onOpen={setTab}>
            {t(`common.tabs.${id}` as const)}
          </ScreenLink>
        ))}
      </nav>
      <LocaleSwitch />
      {viewMenu && <ViewMenu />}
    </header>
  )
}

/** The address a nav link opens: the view as it is now, on that screen. */
const addressOf = (tab: Tab) => screenAddress(useVisualizerStore.getState(), tab)

/**
 * A nav item: a real link to its screen's address, so a middle click, Ctrl+click or "Open in new
 * tab" opens that screen in a new page. A plain click stays in the page: the store switches the
 * screen and the address's writer pushes the history entry (`src/app/viewLink.ts`). The address
 * is read when the link is about to be used (pointer, focus, context menu), not on every step.
 */
function ScreenLink({
  tab,
  current,
  onOpen,
  children,
}: {
  readonly tab: Tab
  readonly current: boolean
  readonly onOpen: (tab: Tab) => void
  readonly children: ReactNode
}) {
  // the pointer or the focus on a link says where the reader is going: its screen starts loading
  const refresh = (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = addressOf(tab)
    void preloadScreen(tab)
  }
  return (
    <a
      className="tab"
      href={addressOf(tab)}
      aria-current={current ? 'page' : undefined}
      onPointerDown={refresh}
      onFocus={refresh}
      onContextMenu={refresh}
      onMouseEnter={refresh}
      onClick={(event) => {
        if (!isPlainClick(event)) return refresh(event)
        event.preventDefault()
        onOpen(tab)
      }}
    >
      {children}
    </a>
  )
}

/** The header's language switch (the choice is remembered; see `localePreference.ts`). */
function LocaleSwitch() {
  const t = useT()
  const { locale, chooseLocale } = useLocalePreference()
  return (
    <label className="locale-switch">
      <span className="locale-label">{t('common.locale.label')}</span>
      <select
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) chooseLocale(event.target.value)
        }}
      >
        {LOCALES.map((id) => (
          <option key={id} value={id} lang={HTML_LANG[id]}>
            {LOCALE_NAMES[id]}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The open tab's screen, under the saved-work notices. */
function OpenScreen() {
  const tab = useVisualizerStore((state) => state.tab)
  // an open lesson question hides every screen that could answer it (lessonGateSlice.ts)
  const gated = useVisualizerStore((state) => state.answerHidden && state.tab !== 'lessons')
  const Screen = gated ? AnswerGate : SCREENS[tab]
  return (
    <main className="app-main" id="main">
      <CatalogNotice />
      <Notices />
      <LazyAddressNotice />
      {/* one boundary per screen (keyed by tab): a failing screen never blanks the page; each
          screen names a role's code name again at its first mention (RoleName.tsx) */}
      <ErrorBoundary key={tab} fallback={renderLazyScreenFailure}>
        <RoleMentionsScope>
          <Suspense fallback={<ScreenLoading tab={tab} />}>
            <Screen />
          </Suspense>
        </RoleMentionsScope>
      </ErrorBoundary>
    </main>
  )
}

/**
 * A lazy screen while its code and words load: its name (the tab's, from the first screen's
 * words) drawn as its heading, and a progress bar, so a slow network or a school laptop never
 * shows an empty page. Not an `h2`: the screen's own heading is the one to navigate by.
 */
function ScreenLoading({ tab }: { readonly tab: Tab }) {
  const t = useT()
  return (
    <section className="screen-loading" aria-busy="true">
      <p className="screen-loading-title">{t(`common.tabs.${tab}` as const)}</p>
      <progress aria-label={t('common.loading')} />
    </section>
  )
}

/** The notices about saved work and share links, when there are any. */
function Notices() {
  const any = useVisualizerStore((state) => state.notices.length > 0)
  if (!any) return null
  return (
    <Suspense>
      <PersistenceNotice />
    </Suspense>
  )
}

function Footer() {
  const t = useT()
  return (
    <footer className="app-footer">
      <span>{t('common.footer.commit', { commit: CODEX_COMMIT.slice(0, 10) })}</span>
      <span>{t('common.footer.offline')}</span>
    </footer>
  )
}
