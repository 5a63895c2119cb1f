import type { SweepPoint } from '../../view-models/sweep/sweepRun.ts'
import type { SweepSettings } from '../../view-models/sweep/settings.ts'

/**
 * The messages between the sweep panel and its worker (`sweep.worker.ts`): the page sends the
 * settings once, the worker answers each point as it is done (a few numbers per cell, so the
 * page's share of a message is tiny), then `done`, or the error the core threw. Cancelling ends
 * the worker itself: its loop never waits for messages.
 */
export type SweepRequest = { readonly settings: SweepSettings }

export type SweepAnswer =
  | { readonly type: 'point'; readonly point: SweepPoint; readonly total: number }
  | { readonly type: 'done' }
  | { readonly type: 'error'; readonly message: string }
