import { useEffect } from 'react'
import { ALL_CELLS } from '../../core/index.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { selectStep, selectStepCount } from '../../store/playbackSelectors.ts'
import { selectCurrentResult } from '../../store/selectors.ts'
import { nextChange } from './timelineMarks.ts'

const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'url',
  'tel',
  'password',
  'number',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
])

/** True when the key belongs to what the user is typing in (or to a control that uses it). */
export function isTypingTarget(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  if (target instanceof HTMLInputElement) {
    // a slider moves itself with the arrows, Home and End
    if (target.type === 'range') return key !== ' '
    return TEXT_INPUT_TYPES.has(target.type) || target.type === ''
  }
  return false
}

/**
 * The presenter keys: Space play/pause, ← → step (with Shift: to the next lane change), Home End, 1–9 pick a cell (row-major:
 * 1–3 pre-turn, 4–6 mid-turn, 7–9 manual). Ignored while typing and with Ctrl, Alt or Meta.
 */
export function useKeyboardShortcuts(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return
      if (isTypingTarget(event.target, event.key)) return
      const store = useVisualizerStore.getState()
      switch (event.key) {
        case ' ':
        case 'Spacebar':
          // also stops a focused button from being clicked by the same key
          event.preventDefault()
          if (!event.repeat) store.togglePlay()
          return
        case 'ArrowRight':
        case 'ArrowLeft': {
          event.preventDefault()
          const back = event.key === 'ArrowLeft'
          // Shift: jump to the next (previous) step that changes the lane
          if (event.shiftKey)
            store.seek(
              nextChange(selectCurrentResult(store).trace, selectStep(store), back ? -1 : 1),
            )
          else if (back) store.stepBack()
          else store.stepForward()
          return
        }
        case 'Home':
          event.preventDefault()
          store.seek(0)
          return
        case 'End':
          event.preventDefault()
          store.seek(selectStepCount(store))
          return
        default: {
          if (event.shiftKey) return
          const digit = /^[1-9]$/.test(event.key) ? Number(event.key) : 0
          const cell = ALL_CELLS[digit - 1]
          if (digit > 0 && cell) {
            event.preventDefault()
            store.chooseCell(cell)
          }
        }
      }
    }
    // a focused button is clicked by Space on key up in some browsers: keep that from happening
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.ctrlKey || event.altKey || event.metaKey) return
      if (!isTypingTarget(event.target, event.key)) event.preventDefault()
    }
    window.addEventListener('keydown', onKeyDown)
    window.addEventListener('keyup', onKeyUp)
    return () => {
      window.removeEventListener('keydown', onKeyDown)
      window.removeEventListener('keyup', onKeyUp)
    }
  }, [])
}
