import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { MotionConfig } from 'framer-motion'
import { App } from './App.tsx'
import { ErrorBoundary } from './components/ErrorBoundary.tsx'
import { renderScreenFailure } from './features/failure/ScreenFailure.tsx'
import './index.css'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* "user": follow prefers-reduced-motion, so steps change without movement */}
    <MotionConfig reducedMotion="user">
      {/* the last line of defence, if the header or the shell itself fails */}
      <ErrorBoundary fallback={renderScreenFailure}>
        <App />
      </ErrorBoundary>
    </MotionConfig>
  </StrictMode>,
)
