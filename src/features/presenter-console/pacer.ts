/**
 * Messages from the channel are applied at the page's pace, not the sender's: any page of the
 * same origin can post thousands in a burst, and each one applied at once is a render. A pacer
 * applies at most one per frame and holds only a few waiting; the rest are dropped.
 */

/** Keys waiting beyond this are dropped: a speaker presses a few a second, never hundreds. */
export const MAX_PENDING_KEYS = 4

type Schedule = (run: () => void) => unknown

/** One step key per frame, at most `MAX_PENDING_KEYS` waiting. */
export function keyPacer<K>(apply: (key: K) => void, schedule: Schedule) {
  const pending: K[] = []
  let scheduled = false
  const flush = () => {
    scheduled = false
    const key = pending.shift()
    if (key !== undefined) apply(key)
    if (pending.length > 0) {
      scheduled = true
      schedule(flush)
    }
  }
  return (key: K): void => {
    if (pending.length >= MAX_PENDING_KEYS) return
    pending.push(key)
    if (!scheduled) {
      scheduled = true
      schedule(flush)
    }
  }
}

/** Only the newest value, applied once per frame (a burst of positions is one render). */
export function latestPacer<V>(apply: (value: V) => void, schedule: Schedule) {
  let latest: { value: V } | null = null
  return (value: V): void => {
    const waiting = latest !== null
    latest = { value }
    if (waiting) return
    schedule(() => {
      const last = latest
      latest = null
      if (last !== null) apply(last.value)
    })
  }
}

/** The browser's frame, or a timer where there is none (jsdom, a hidden window's fallback). */
export const nextFrame: Schedule = (run) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(run) : setTimeout(run, 16)
