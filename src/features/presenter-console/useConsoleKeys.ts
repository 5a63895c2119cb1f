import { useEffect } from 'react'
import type { ConsoleKey } from './consoleChannel.ts'

const KEYS: Readonly<Record<string, ConsoleKey>> = {
  ArrowLeft: 'ArrowLeft',
  PageUp: 'ArrowLeft',
  ArrowRight: 'ArrowRight',
  PageDown: 'ArrowRight',
  Home: 'Home',
}

/**
 * The console's own keys step the projected window: ← / PageUp back, → / PageDown forward (a
 * clicker sends those), Home to step 1. Keys typed into a form control stay there.
 */
export function useConsoleKeys(send: (key: ConsoleKey) => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
      const target = event.target
      if (target instanceof HTMLElement && ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName))
        return
      const key = KEYS[event.key]
      if (key === undefined) return
      event.preventDefault()
      send(key)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [send, enabled])
}
