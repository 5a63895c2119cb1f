import { useEffect, useState } from 'react'

/** A presenter's stopwatch: elapsed seconds, running or paused, and reset to zero. */
export function useTimer(): {
  readonly seconds: number
  readonly running: boolean
  readonly toggle: () => void
  readonly reset: () => void
} {
  // time before the current run, and when the current run began (null while paused)
  const [banked, setBanked] = useState(0)
  const [since, setSince] = useState<number | null>(null)
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (since === null) return
    // read from the clock, not counted in ticks: a busy or hidden window loses no time
    const id = window.setInterval(() => setNow(Date.now()), 250)
    return () => window.clearInterval(id)
  }, [since])
  const seconds = Math.floor((banked + (since === null ? 0 : Math.max(0, now - since))) / 1000)
  return {
    seconds,
    running: since !== null,
    toggle: () => {
      const at = Date.now()
      setNow(at)
      if (since === null) setSince(at)
      else {
        setBanked((b) => b + (at - since))
        setSince(null)
      }
    },
    reset: () => {
      const at = Date.now()
      setBanked(0)
      setNow(at)
      setSince((s) => (s === null ? null : at))
    },
  }
}

/** 75 → "1:15", 3725 → "1:02:05". */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const two = (n: number) => String(n).padStart(2, '0')
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`
}
