import { useEffect } from 'react'
import { useVisualizerStore } from '../../store/index.ts'
import { STEP_INTERVAL_MS } from '../../store/playbackSlice.ts'
import { selectStep, selectStepCount } from '../../store/playbackSelectors.ts'

/**
 * Autoplay: while playing, advances one trace step per interval (shorter at higher speeds) and
 * stops at the last step. This hook holds the app's only timer.
 */
export function useAutoplay(): void {
  const playing = useVisualizerStore((state) => state.playing)
  const speed = useVisualizerStore((state) => state.speed)
  const step = useVisualizerStore(selectStep)
  const total = useVisualizerStore(selectStepCount)
  const advance = useVisualizerStore((state) => state.advance)
  const pause = useVisualizerStore((state) => state.pause)

  useEffect(() => {
    if (!playing) return
    if (step >= total) {
      pause()
      return
    }
    const timer = window.setTimeout(advance, STEP_INTERVAL_MS / speed)
    return () => window.clearTimeout(timer)
  }, [playing, step, total, speed, advance, pause])
}
