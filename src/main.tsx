import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { applyLinkBeforeFirstRender, startViewLinkSync } from './app/viewLink.ts'
import { ErrorBoundary } from './components/ErrorBoundary.tsx'
import { renderScreenFailure } from './features/failure/ScreenFailure.tsx'
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

// a link's view (tab, language, cell, step, scenario…) is in the store before the first frame
void applyLinkBeforeFirstRender(useVisualizerStore, window.location.href)
  .catch(() => undefined)
  .finally(() => {
    startViewLinkSync(useVisualizerStore)
    render()
  })
