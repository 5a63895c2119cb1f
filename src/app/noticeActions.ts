import type { StoreApi } from 'zustand'
import { useVisualizerStore, type VisualizerState } from '../store/index.ts'
import { whenEngine } from '../store/engine.ts'
import type { NoticeAction } from '../store/scenarioSlice.ts'
import { downloadJson, downloadText } from './download.ts'
import { readSavedValue, resolveSaveConflict, STORAGE_VERSION } from './persistence.ts'

/** A stored value, or null when storage is gone or refuses. */
function storedValue(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

/** A file name for a storage key: `context-lab-v1-scenario-backup.json`. */
function fileNameFor(key: string): string {
  return `${key.replace(/[^a-z0-9]+/gi, '-').replace(/^-+|-+$/g, '')}.json`
}

/**
 * What a notice's buttons do: download a stored value or the current scenario, or restore saved
 * work kept aside (as an edit, so undo brings back what it replaced).
 */
export function runNoticeAction(
  action: NoticeAction,
  store: StoreApi<VisualizerState> = useVisualizerStore,
): void {
  switch (action.kind) {
    case 'downloadCurrent':
      downloadJson('context-lab-scenario.json', {
        version: STORAGE_VERSION,
        scenario: store.getState().scenario,
      })
      return
    case 'downloadKey': {
      const raw = storedValue(action.key)
      if (raw !== null) downloadText(fileNameFor(action.key), raw)
      return
    }
    case 'keepBoth':
      // with storage full the other tab's work is downloaded before this tab's is saved
      resolveSaveConflict(store, 'keepBoth', (raw) => {
        downloadText('context-lab-other-tab-scenario.json', raw)
        return true
      })
      return
    case 'reloadSaved':
    case 'overwriteSaved':
      resolveSaveConflict(store, action.kind)
      return
    case 'restoreKey': {
      const raw = storedValue(action.key)
      whenEngine(() => {
        const read = readSavedValue(raw)
        if (read.kind === 'ok') store.getState().editScenario(() => read.scenario)
      })
      return
    }
  }
}
