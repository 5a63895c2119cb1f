import { useEffect, useRef, type RefObject } from 'react'

/**
 * Moves focus to `target` (or its first element matching `selector`) whenever `key` changes, but
 * not on the first render: opening a screen must not steal focus, while a step change or a
 * commit that removes the focused button would otherwise drop a keyboard reader at the page top.
 */
export function useFocusOnChange(
  key: unknown,
  target: RefObject<HTMLElement | null>,
  selector?: string,
): void {
  const previous = useRef(key)
  useEffect(() => {
    if (Object.is(previous.current, key)) return
    previous.current = key
    const root = target.current
    const element = selector === undefined ? root : root?.querySelector<HTMLElement>(selector)
    element?.focus({ preventScroll: false })
  }, [key, target, selector])
}
