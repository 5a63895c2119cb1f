import type { StoreApi } from 'zustand'
import type { ScenarioFile } from '../core/index.ts'
import type { VisualizerState } from '../store/index.ts'
import {
  browserEnv,
  keepAside,
  readSavedValue,
  withoutRevision,
  scenarioFailure,
  STORAGE_KEY,
  STORAGE_VERSION,
  type PersistenceEnv,
} from './persistence.ts'
import { DEFAULT_SCENARIO } from '../store/scenarioSlice.ts'
import { sharePayloadFromHash, withoutSharePayload } from './shareHash.ts'
import { downloadJson } from './download.ts'
import { SET_ASIDE_SUFFIX } from './savedWorkKey.ts'

/**
 * Setting a failing scenario aside: it is copied under `…:set-aside[:n]` (never deleted, so it can
 * be recovered or reported), and the page returns to the lesson so it is usable again.
 */

export { SET_ASIDE_SUFFIX }

/** The storage calls setting aside needs. */
export type AsideStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The saved-work envelope of a scenario, as written under the storage key. */
function envelopeText(scenario: ScenarioFile): string {
  return JSON.stringify({ version: STORAGE_VERSION, scenario })
}

/** What setting aside touches in the browser, injectable for tests. */
export type AsideEnv = Pick<PersistenceEnv, 'getHref' | 'replaceHref'> & {
  readonly storage: AsideStorage | null
}

function asideEnv(): AsideEnv {
  const { getHref, replaceHref } = browserEnv()
  let storage: AsideStorage | null = null
  try {
    // reading the property itself throws when storage is disabled
    storage = window.localStorage
  } catch {
    storage = null
  }
  return { storage, getHref, replaceHref }
}

export type SetAsideResult =
  { readonly kind: 'kept'; readonly key: string } | { readonly kind: 'downloaded' }

/**
 * Sets the current scenario aside and returns to the lesson (or to saved work, when that is a
 * different scenario that runs). When storage refuses, the scenario is downloaded instead, so
 * it is never just dropped.
 */
export function setAsideAndReturn(
  store: StoreApi<VisualizerState>,
  env: AsideEnv = asideEnv(),
  download: (name: string, value: unknown) => void = downloadJson,
): SetAsideResult {
  const { scenario } = store.getState()
  const text = envelopeText(scenario)
  const storage = env.storage
  const key = storage ? keepAside(storage, `${STORAGE_KEY}${SET_ASIDE_SUFFIX}`, text) : undefined
  let saved: ScenarioFile | undefined
  if (storage && key) {
    try {
      // the failing scenario is now kept aside: saved work must not bring it back on reload
      const raw = storage.getItem(STORAGE_KEY)
      if (raw !== null && withoutRevision(raw) === text) storage.removeItem(STORAGE_KEY)
      const read = readSavedValue(storage.getItem(STORAGE_KEY))
      if (read.kind === 'ok' && !scenarioFailure(read.scenario)) saved = read.scenario
    } catch {
      // storage went away meanwhile: the copy aside is what matters
    }
  } else download('context-lab-set-aside.json', { version: STORAGE_VERSION, scenario })
  const href = env.getHref()
  if (sharePayloadFromHash(new URL(href).hash) !== undefined)
    env.replaceHref(withoutSharePayload(href))
  const state = store.getState()
  if (saved) state.loadScenario(saved, 'saved')
  else state.loadScenario(DEFAULT_SCENARIO, 'default')
  state.setTab('grid')
  state.pushNotice({
    kind: 'info',
    code: key ? 'scenarioSetAside' : 'scenarioDownloaded',
    ...(key ? { vars: { key } } : {}),
  })
  return key ? { kind: 'kept', key } : { kind: 'downloaded' }
}
