import { useEffect } from 'react'
import { ALL_CELLS } from '../../core/index.ts'
import type { EarlyKey } from '../../store/earlyKeysSlice.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { selectStep, selectStepCount } from '../../store/playbackSelectors.ts'
import { selectCurrentResult } from '../../store/selectors.ts'
import { nextChange } from './timelineMarks.ts'

const TEXT_INPUT_TYPES: ReadonlySet<string> = new Set([
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
function isTypingTarget(target: EventTarget | null, key: string): boolean {
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

/** What a shortcut needs of a key press (also what is kept of a press made while loading). */
export type ShortcutKey = EarlyKey

/** A press the shortcuts may take: no Ctrl, Alt or Meta, not already handled, not typed text. */
function isShortcutEvent(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return false
  return !isTypingTarget(event.target, event.key)
}

/**
 * Applies one presenter key to the store: Space play/pause, ← → step (with Shift: to the next
 * lane change), Home End, 1–9 pick a cell (row-major: 1–3 pre-turn, 4–6 mid-turn, 7–9 manual).
 * True when the key is a shortcut.
 */
function applyShortcut({ key, shiftKey, repeat }: ShortcutKey): boolean {
  const store = useVisualizerStore.getState()
  switch (key) {
    case ' ':
    case 'Spacebar':
      if (!repeat) store.togglePlay()
      return true
    case 'ArrowRight':
    case 'ArrowLeft': {
      const back = key === 'ArrowLeft'
      // Shift: jump to the next (previous) step that changes the lane
      if (shiftKey)
        store.seek(nextChange(selectCurrentResult(store).trace, selectStep(store), back ? -1 : 1))
      else if (back) store.stepBack()
      else store.stepForward()
      return true
    }
    case 'Home':
      store.seek(0)
      return true
    case 'End':
      store.seek(selectStepCount(store))
      return true
    default: {
      const cell = shiftKey || !/^[1-9]$/.test(key) ? undefined : ALL_CELLS[Number(key) - 1]
      if (cell) store.chooseCell(cell)
      return cell !== undefined
    }
  }
}

/**
 * Keeps the key presses made before the grid is on screen, in the store (`earlyKeys`). The page
 * draws nothing until the first screen's strings have loaded (0.1–0.3 s after the load event),
 * and a key pressed then used to be lost: the shortcuts listen only once the grid has mounted.
 * Call once at startup; listening stops when the keys are taken or the store is reset.
 */
export function captureEarlyKeys(): void {
  const store = useVisualizerStore
  if (store.getState().earlyKeys !== undefined) return
  store.getState().setEarlyKeys(keysFromBoot())
  const onKeyDown = (event: KeyboardEvent) => {
    const { earlyKeys, setEarlyKeys } = store.getState()
    if (earlyKeys && isShortcutEvent(event))
      setEarlyKeys([
        ...earlyKeys,
        { key: event.key, shiftKey: event.shiftKey, repeat: event.repeat },
      ])
  }
  window.addEventListener('keydown', onKeyDown)
  const unsubscribe = store.subscribe((state) => {
    if (state.earlyKeys !== undefined) return
    window.removeEventListener('keydown', onKeyDown)
    unsubscribe()
  })
}

/** At most this many presses are kept before the app runs (as public/boot-lang.js keeps them). */
const BOOT_KEYS_MAX = 20

/**
 * The presses public/boot-lang.js kept before the app ran (`<html data-early-keys>`, JSON), taken:
 * the attribute is removed, which ends that keeping. Anything but a list of presses is none.
 */
function keysFromBoot(): EarlyKey[] {
  const root = document.documentElement
  const text = root.dataset['earlyKeys']
  delete root.dataset['earlyKeys']
  if (text === undefined || text.length > 4096) return []
  try {
    const kept: unknown = JSON.parse(text)
    if (!Array.isArray(kept)) return []
    return kept.slice(0, BOOT_KEYS_MAX).filter(isEarlyKey)
  } catch {
    return []
  }
}

function isEarlyKey(value: unknown): value is EarlyKey {
  if (typeof value !== 'object' || value === null) return false
  const { key, shiftKey, repeat } = value as Record<string, unknown>
  return (
    typeof key === 'string' &&
    key.length <= 32 &&
    typeof shiftKey === 'boolean' &&
    typeof repeat === 'boolean'
  )
}

/** The presses kept since startup, once: capture stops here. */
export function takeEarlyKeys(): readonly ShortcutKey[] {
  const { earlyKeys = [], setEarlyKeys } = useVisualizerStore.getState()
  setEarlyKeys(undefined)
  return earlyKeys
}

/**
 * The presenter keys on the grid screen (see {@link applyShortcut}). Ignored while typing and
 * with Ctrl, Alt or Meta. Keys pressed while the page was loading are applied on mount.
 */
export function useKeyboardShortcuts(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // preventDefault also stops a focused button from being clicked by Space
      if (isShortcutEvent(event) && applyShortcut(event)) event.preventDefault()
    }
    // a focused button is clicked by Space on key up in some browsers: keep that from happening
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.ctrlKey || event.altKey || event.metaKey) return
      if (!isTypingTarget(event.target, event.key)) event.preventDefault()
    }
    window.addEventListener('keydown', onKeyDown)
    window.addEventListener('keyup', onKeyUp)
    const pending = takeEarlyKeys()
    // after this commit's other effects (the link's ?step=, saved work): the press acts on the
    // state the reader then sees
    if (pending.length > 0) queueMicrotask(() => pending.forEach((key) => applyShortcut(key)))
    return () => {
      window.removeEventListener('keydown', onKeyDown)
      window.removeEventListener('keyup', onKeyUp)
    }
  }, [])
}
