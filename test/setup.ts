import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { resetStore } from '../src/store/index.ts'

// findBy* and waitFor give up after 1 s by default: a lazy screen can take longer to appear when
// two vitest workers share 2 busy cores. Still failing when it never appears, only later.
configure({ asyncUtilTimeout: 5_000 })

// The component files share one jsdom page and one module graph per worker (`isolate: false` in
// vite.config.ts): each test leaves the page as a fresh one would be, so that no file depends on
// the files run before it in the same worker.
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  localStorage.clear()
  sessionStorage.clear()
  resetStore()
  window.history.replaceState(null, '', '/')
  document.title = ''
  document.documentElement.removeAttribute('lang')
  document.body.replaceChildren()
})
