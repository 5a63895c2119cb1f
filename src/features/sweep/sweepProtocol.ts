import type { SweepPoint } from '../../view-models/sweep/sweepRun.ts'
import type { SweepSettings } from '../../view-models/sweep/settings.ts'

/**
 * The sweep panel's call to its worker (`sweep.worker.ts`) over the app's one worker RPC
 * (`src/app/workerRpc.ts`): the page sends the settings once, the worker reports each point as
 * progress as it is done (a few numbers per cell, so the page's share of a message is tiny),
 * then its result, or the error the core threw. Cancelling ends the worker itself: its loop
 * never waits for messages.
 */
export type SweepRequest = { readonly settings: SweepSettings }

/** One point done, of `total`. */
export type SweepProgress = { readonly point: SweepPoint; readonly total: number }

/** The sweep ran to its end (the points came as progress). */
export type SweepResult = { readonly points: number }
