import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { ErrorBoundary } from './components/ErrorBoundary.tsx'
import { renderScreenFailure } from './features/failure/ScreenFailure.tsx'
import './index.css'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* the last line of defence, if the header or the shell itself fails */}
    <ErrorBoundary fallback={renderScreenFailure}>
      <App />
    </ErrorBoundary>
  </StrictMode>,
)
