/**
 * How long the view stays still before the address is written. `replaceState` costs a millisecond
 * or two of main-thread work (the state is serialized, the browser told): stepping through a
 * lesson should not pay it in every step's frame, only once the reader stops.
 */
export const URL_WRITE_DELAY_MS = 400

export interface DeferredWrite {
  /** (re)starts the wait: each change pushes the write back. */
  readonly schedule: () => void
  /** drops a pending write (playback owns the address until it pauses). */
  readonly cancel: () => void
  /** does a pending write now (the sync stops, the page hides): nothing is lost. */
  readonly flush: () => void
  /** whether a write is waiting. */
  readonly pending: () => boolean
}

/** One pending write of the address, done once the view has been still for `delayMs`. */
export function deferredWrite(write: () => void, delayMs = URL_WRITE_DELAY_MS): DeferredWrite {
  let timer: ReturnType<typeof setTimeout> | undefined
  const cancel = () => {
    clearTimeout(timer)
    timer = undefined
    window.removeEventListener('pagehide', flush)
  }
  function flush() {
    if (timer === undefined) return
    cancel()
    write()
  }
  const schedule = () => {
    if (timer === undefined) window.addEventListener('pagehide', flush)
    clearTimeout(timer)
    timer = setTimeout(flush, delayMs)
  }
  return { schedule, cancel, flush, pending: () => timer !== undefined }
}
