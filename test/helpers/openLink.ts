import { applyLinkBeforeFirstRender } from '../../src/app/viewLink.ts'

/** A value a link carried that the page refused: its field, the notice's code and the value shown. */
export interface Refused {
  readonly field: string
  readonly code: string
  readonly value: string
}

/**
 * Opens `search` (`?tab=…`) as a page load does, before the first render, and returns the values
 * it refused, in order, as the notices the page shows name them.
 */
export async function openLink(
  store: Parameters<typeof applyLinkBeforeFirstRender>[0],
  search: string,
): Promise<Refused[]> {
  const before = store.getState().notices.length
  await applyLinkBeforeFirstRender(store, `http://app.test/${search}`)
  return store
    .getState()
    .notices.slice(before)
    .map((notice) => ({
      field: String(notice.vars?.['field']),
      code: notice.code,
      value: String(notice.vars?.['value']),
    }))
}
