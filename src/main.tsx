import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { ErrorBoundary } from './components/ErrorBoundary.tsx'
import { renderScreenFailure } from './features/failure/ScreenFailure.tsx'
import { initialLocale } from './app/localePreference.ts'
import { FIRST_SCREEN_SECTIONS, loadSections } from './i18n/index.ts'
import './index.css'

// the first screen's strings in the reader's language, before the first paint
await loadSections(initialLocale(), FIRST_SCREEN_SECTIONS).catch(() => {})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* the last line of defence, if the header or the shell itself fails */}
    <ErrorBoundary fallback={renderScreenFailure}>
      <App />
    </ErrorBoundary>
  </StrictMode>,
)
