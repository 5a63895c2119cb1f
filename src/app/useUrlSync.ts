import { useEffect } from 'react'
import { useVisualizerStore } from '../store/index.ts'
import { startUrlSync } from './urlSync.ts'

/** Keeps `?cell=…&step=…&speed=…` and the store in step while the grid screen is open. */
export function useUrlSync(): void {
  useEffect(() => startUrlSync(useVisualizerStore), [])
}
