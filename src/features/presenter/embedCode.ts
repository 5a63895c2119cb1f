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
function embedHref(link: string): string {
  const url = new URL(link)
  url.searchParams.delete('present')
  url.searchParams.set('embed', '1')
  return url.toString()
}

/** What the embedded page posts to its host whenever its height changes (`useEmbedSize`). */
export const EMBED_SIZE_MESSAGE = 'context-lab-embed-size'

/** The embedded page's height as posted: whole pixels, within the frame's bounds. */
export function embedHeight(height: number): number {
  return clamp(height, MIN_HEIGHT, MAX_HEIGHT)
}

/**
 * The host's half of the resizing: a listener that sets the height of the frame that posted it,
 * only for a message from the app's origin, of the app's kind, and within the same bounds. The
 * only value written into it is the origin, as a JSON string with `<` escaped.
 */
function embedResizeScript(origin: string): string {
  const from = JSON.stringify(origin).replace(/</g, '\\u003c')
  return (
    `<script>addEventListener("message",function(e){var d=e.data;` +
    `if(e.origin!==${from}||!d||d.kind!=="${EMBED_SIZE_MESSAGE}")return;` +
    `var h=Math.ceil(Number(d.height));if(!(h>=${MIN_HEIGHT}))h=${MIN_HEIGHT};if(h>${MAX_HEIGHT})h=${MAX_HEIGHT};` +
    `document.querySelectorAll("iframe[data-context-lab]").forEach(function(f){` +
    `if(f.contentWindow===e.source)f.height=String(h)})})</script>`
  )
}

/**
 * The snippet a host page pastes: the frame, its size, a title for screen readers, then the
 * script that keeps the frame as tall as what the embed shows (a lesson before its answer is
 * shorter than after). The size given is the frame's first one, and the size it keeps on a host
 * that drops scripts.
 */
export function embedSnippet(link: string, size: ContentSize, title: string): string {
  const width = clamp(size.width, MIN_WIDTH, MAX_WIDTH)
  const height = embedHeight(size.height)
  const href = embedHref(link)
  return (
    `<iframe src="${escapeHtmlAttribute(href)}" width="${width}" height="${height}" ` +
    `title="${escapeHtmlAttribute(title)}" loading="lazy" style="border:0;max-width:100%" ` +
    `data-context-lab></iframe>\n${embedResizeScript(new URL(href).origin)}`
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
