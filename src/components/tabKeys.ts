import type { KeyboardEvent } from 'react'

/** Where a key moves the focus in a row of `count` tabs, from tab `at`; null for other keys. */
function tabIndexAfterKey(key: string, at: number, count: number): number | null {
  if (count === 0) return null
  if (key === 'ArrowRight') return (at + 1) % count
  if (key === 'ArrowLeft') return (at - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}

/**
 * A tab list's keyboard, as the ARIA tabs pattern has it: the arrows, Home and End move to a
 * tab and choose it (automatic activation: every tab here is cheap to show). Tab leaves the list,
 * as only the chosen tab is in the tab order (`tabIndex` 0, the others -1). The handled key is
 * default-prevented, so a page-wide arrow shortcut (a lesson's next step) leaves it alone.
 */
export function onTabListKeyDown(event: KeyboardEvent<HTMLElement>): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')]
  const at = tabs.findIndex((tab) => tab === event.target)
  if (at < 0) return
  const next = tabIndexAfterKey(event.key, at, tabs.length)
  if (next === null) return
  event.preventDefault()
  tabs[next]!.focus()
  tabs[next]!.click()
}
