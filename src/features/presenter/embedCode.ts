/**
 * "Copy embed code": an iframe for a host page, opening this view in embed mode, sized to what
 * the view draws (so the host page shows it without a scroll bar of its own, as far as it can).
 */

import { escapeHtmlAttribute } from '../../view-models/export/xml.ts'

/** The narrowest and widest frame offered: a phone column, a wide slide. */
const MIN_WIDTH = 360
const MAX_WIDTH = 1600
const MIN_HEIGHT = 320
const MAX_HEIGHT = 2400

export interface ContentSize {
  readonly width: number
  readonly height: number
}

const clamp = (value: number, low: number, high: number) =>
  Math.min(high, Math.max(low, Math.ceil(Number.isFinite(value) ? value : low)))

/** The link with `embed=1` (and presenter mode off: a host page shows the normal layout). */
export function embedHref(link: string): string {
  const url = new URL(link)
  url.searchParams.delete('present')
  url.searchParams.set('embed', '1')
  return url.toString()
}

/** The snippet a host page pastes: the frame, its size, a title for screen readers. */
export function embedSnippet(link: string, size: ContentSize, title: string): string {
  const width = clamp(size.width, MIN_WIDTH, MAX_WIDTH)
  const height = clamp(size.height, MIN_HEIGHT, MAX_HEIGHT)
  return (
    `<iframe src="${escapeHtmlAttribute(embedHref(link))}" width="${width}" height="${height}" ` +
    `title="${escapeHtmlAttribute(title)}" loading="lazy" style="border:0;max-width:100%"></iframe>`
  )
}

/**
 * What the open screen takes: its content's full width and height, plus the embed bar's row
 * (the header and footer are not drawn in embed mode).
 */
export function measureContent(doc: Document): ContentSize {
  const main = doc.querySelector<HTMLElement>('.app-main')
  const EMBED_BAR = 48
  if (main === null) return { width: MIN_WIDTH, height: MIN_HEIGHT }
  return { width: main.scrollWidth, height: main.scrollHeight + EMBED_BAR }
}
