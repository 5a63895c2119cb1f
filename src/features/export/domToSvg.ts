import { escapeXml, truncateToWidth, type Measure } from './svgText.ts'

/**
 * A part of the page drawn again as SVG from its own geometry: every visible box with a fill or
 * a border as a rectangle, every visible run of text as text at the place, size, weight and
 * colour the page gave it (clipped with an ellipsis where the page clips it). Text stays text:
 * nothing of the page is copied as markup.
 */
export interface SvgPiece {
  readonly body: string
  readonly width: number
  readonly height: number
}

const round = (n: number) => Math.round(n * 10) / 10

const isPainted = (color: string) =>
  color !== '' && color !== 'transparent' && !/rgba\([^)]*,\s*0\)$/.test(color)

function boxOf(el: Element, origin: DOMRect): string {
  const style = getComputedStyle(el)
  const r = el.getBoundingClientRect()
  if (r.width < 1 || r.height < 1) return ''
  const top = parseFloat(style.borderTopWidth) || 0
  const left = parseFloat(style.borderLeftWidth) || 0
  const fill = isPainted(style.backgroundColor) ? style.backgroundColor : 'none'
  const stroke = top > 0 && isPainted(style.borderTopColor) ? style.borderTopColor : 'none'
  if (fill === 'none' && stroke === 'none' && left === 0) return ''
  const x = round(r.left - origin.left)
  const y = round(r.top - origin.top)
  const rx = parseFloat(style.borderTopLeftRadius) || 0
  let out =
    `<rect x="${x}" y="${y}" width="${round(r.width)}" height="${round(r.height)}" rx="${rx}" ` +
    `fill="${fill}" stroke="${stroke}" stroke-width="${top}"/>`
  // a thick left border (the lane cards' status bar) drawn as its own bar
  if (left > top + 1 && isPainted(style.borderLeftColor))
    out += `<rect x="${x}" y="${y}" width="${left}" height="${round(r.height)}" fill="${style.borderLeftColor}"/>`
  return out
}

function fontOf(style: CSSStyleDeclaration): string {
  return `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
}

function textOf(node: Text, origin: DOMRect, measureIn: (font: string) => Measure): string {
  const el = node.parentElement!
  const style = getComputedStyle(el)
  const range = document.createRange()
  range.selectNodeContents(node)
  const rects = [...range.getClientRects()].filter((r) => r.width >= 1 && r.height >= 1)
  if (rects.length === 0) return ''
  const measure = measureIn(fontOf(style))
  // the box that clips it, when the page shows it cut with an ellipsis
  const clip = el.getBoundingClientRect()
  const words = (node.textContent ?? '').replace(/\s+/g, ' ').trim()
  const lines =
    rects.length === 1
      ? [words]
      : splitAcross(
          words,
          rects.map((r) => r.width),
          measure,
        )
  const attributes =
    `font-family="${escapeXml(style.fontFamily)}" font-size="${style.fontSize}" ` +
    `font-weight="${style.fontWeight}" fill="${style.color}"` +
    (style.textDecorationLine.includes('line-through') ? ' text-decoration="line-through"' : '')
  return rects
    .map((r, i) => {
      const width = Math.min(r.width, clip.right - r.left)
      const text = truncateToWidth(lines[i] ?? '', Math.max(width, 1) + 1, measure)
      if (text === '' || text === '…') return ''
      const baseline = r.top + r.height * 0.78
      return `<text x="${round(r.left - origin.left)}" y="${round(baseline - origin.top)}" ${attributes}>${escapeXml(text)}</text>`
    })
    .join('')
}

/** The words of a wrapped run shared out over the line boxes the page drew. */
function splitAcross(text: string, widths: readonly number[], measure: Measure): string[] {
  const words = text.split(' ')
  const lines: string[] = []
  let i = 0
  for (const [n, width] of widths.entries()) {
    let line = ''
    const last = n === widths.length - 1
    while (i < words.length) {
      const next = line === '' ? words[i]! : `${line} ${words[i]}`
      if (!last && line !== '' && measure(next) > width + 1) break
      line = next
      i++
    }
    lines.push(line)
  }
  return lines
}

const skipped = (el: Element) =>
  el.closest('.visually-hidden, svg, button.lane-card-full, [data-export-skip]') !== null

/** `root` and what it draws, in its own coordinates. */
export function domToSvg(root: Element, measureIn: (font: string) => Measure): SvgPiece {
  const origin = root.getBoundingClientRect()
  const parts: string[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
  for (let node: Node | null = root; node !== null; node = walker.nextNode()) {
    if (node instanceof Element) {
      if (!skipped(node) && node.checkVisibility({ visibilityProperty: true }))
        parts.push(boxOf(node, origin))
    } else if (node instanceof Text && (node.textContent ?? '').trim() !== '') {
      const el = node.parentElement
      if (el !== null && !skipped(el) && el.checkVisibility({ visibilityProperty: true }))
        parts.push(textOf(node, origin, measureIn))
    }
  }
  // a scrolled or clipped root still gives all it holds: the image is as tall as its content
  let bottom = origin.bottom
  for (const el of root.querySelectorAll('*'))
    if (!skipped(el)) bottom = Math.max(bottom, el.getBoundingClientRect().bottom)
  return {
    body: parts.join(''),
    width: Math.ceil(origin.width),
    height: Math.ceil(bottom - origin.top + 4),
  }
}
