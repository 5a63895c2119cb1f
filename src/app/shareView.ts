import type { VisualizerState } from '../store/index.ts'
import { DEFAULT_SCENARIO } from '../store/scenarioSlice.ts'
import { sharePayloadFromHash, shareUrl, withoutSharePayload } from './shareHash.ts'
import { queryFor } from './gridQuery.ts'
import { viewQueryFor } from './viewLink.ts'

/**
 * "Share this view" (the View menu's panel, which loads this with it): the link for what is on
 * screen, and whether the address bar already describes its scenario.
 */

/**
 * The longest link offered. Browsers keep far longer addresses (Chromium 2 MB), but links pass
 * through mail and chat tools that cut them from about 32,000 characters on; half of that leaves
 * room for the view's own parameters and for tools stricter than the common ones. Past it, the
 * page offers the scenario's file instead.
 */
export const MAX_LINK_CHARS = 16_384

/**
 * The full link for what is on screen: view, grid position, unless bundled the scenario, and the
 * exercise answers only when the student asks (`work`): answers the address bar happens to carry
 * (an opened link) are not passed on by default.
 */
export async function viewLink(
  state: VisualizerState,
  href: string,
  work: readonly unknown[] | null = null,
): Promise<string> {
  // loaded on use: a static import would add a chunk to the first screen's preload table
  const { hrefWithoutWork, hrefWithWork } = await import('./exerciseWork.ts')
  const link = await linkWithScenario(state, hrefWithoutWork(href))
  return work === null ? link : hrefWithWork(link, work)
}

async function linkWithScenario(state: VisualizerState, href: string): Promise<string> {
  const url = new URL(href)
  url.search = queryFor(state, viewQueryFor(state, url.search))
  const base = withoutSharePayload(url.toString())
  if (state.scenario === DEFAULT_SCENARIO) return base
  // the codec loads with the first link that carries a scenario
  const { encodeScenario } = await import('./shareLink.ts')
  return shareUrl(base, await encodeScenario(state.scenario))
}

/**
 * Whether the address bar describes the scenario on screen: the bundled one needs nothing, a
 * scenario opened from a link is in the hash until the first edit; anything else (saved work, an
 * edit, an import) is not in the address.
 */
export function addressDescribesScenario(
  state: Pick<VisualizerState, 'scenario' | 'scenarioOrigin'>,
  href: string,
): boolean {
  if (state.scenario === DEFAULT_SCENARIO) return true
  return state.scenarioOrigin === 'share' && sharePayloadFromHash(new URL(href).hash) !== undefined
}
