import type { SvgPiece } from './domToSvg.ts'
import { escapeXml, fitLines, type Measure } from './svgText.ts'

/** One swatch of the legend: a status's colours and its word. */
export interface LegendEntry {
  readonly label: string
  readonly color: string
  readonly background: string
}

/** What one image of the view shows: a caption over the lane, a legend under it. */
export interface SlideParts {
  /** the caption's heading line (step, cell) */
  readonly head: string
  /** the caption's text (the rule and its explanation) */
  readonly text: string
  readonly lane: SvgPiece
  readonly legend: readonly LegendEntry[]
}

export interface SlideStyle {
  readonly font: string
  /** measures a text in the caption's font at a size */
  readonly measureAt: (size: number, weight: number) => Measure
}

const PAD = 16
const HEAD = 22
const TEXT = 18
const LEGEND = 16

function captionSvg(parts: SlideParts, width: number, style: SlideStyle): SvgPiece {
  const family = escapeXml(style.font)
  const lines = fitLines(parts.text, width - 2 * PAD, style.measureAt(TEXT, 400))
  let y = PAD + HEAD
  const out = [
    `<text x="${PAD}" y="${y}" font-family="${family}" font-size="${HEAD}" font-weight="700" fill="#1d3f99">${escapeXml(parts.head)}</text>`,
  ]
  for (const line of lines) {
    y += TEXT * 1.35
    out.push(
      `<text x="${PAD}" y="${y}" font-family="${family}" font-size="${TEXT}" fill="#111827">${escapeXml(line)}</text>`,
    )
  }
  return { body: out.join(''), width, height: y + PAD / 2 }
}

function legendSvg(entries: readonly LegendEntry[], width: number, style: SlideStyle): SvgPiece {
  const family = escapeXml(style.font)
  const measure = style.measureAt(LEGEND, 600)
  const out: string[] = []
  let x = PAD
  let y = PAD / 2
  for (const entry of entries) {
    const w = measure(entry.label) + 20
    if (x + w > width - PAD && x > PAD) {
      x = PAD
      y += LEGEND * 2
    }
    out.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${LEGEND * 1.6}" rx="${LEGEND * 0.8}" fill="${entry.background}" stroke="${entry.color}" stroke-width="1.5"/>`,
      `<text x="${x + 10}" y="${y + LEGEND * 1.15}" font-family="${family}" font-size="${LEGEND}" font-weight="600" fill="${entry.color}">${escapeXml(entry.label)}</text>`,
    )
    x += w + 8
  }
  return { body: out.join(''), width, height: y + LEGEND * 1.6 + PAD / 2 }
}

/** One slide: caption, lane and legend stacked, as the body of an SVG, with its size. */
export function slideSvg(parts: SlideParts, style: SlideStyle): SvgPiece {
  const width = Math.max(parts.lane.width, 480)
  const caption = captionSvg(parts, width, style)
  const legend = legendSvg(parts.legend, width, style)
  const laneY = caption.height
  const legendY = laneY + parts.lane.height
  const body =
    `<rect width="${width}" height="${legendY + legend.height}" fill="#ffffff"/>` +
    caption.body +
    `<g transform="translate(0 ${laneY})">${parts.lane.body}</g>` +
    `<g transform="translate(0 ${legendY})">${legend.body}</g>`
  return { body, width, height: legendY + legend.height }
}

/** Slides one under another, with a rule between them: a strip of steps as one image. */
export function stripSvg(slides: readonly SvgPiece[]): SvgPiece {
  const width = Math.max(0, ...slides.map((s) => s.width))
  let y = 0
  const parts: string[] = []
  for (const [i, slide] of slides.entries()) {
    if (i > 0) {
      parts.push(`<rect y="${y}" width="${width}" height="4" fill="#4a5563"/>`)
      y += 4
    }
    parts.push(`<g transform="translate(0 ${y})">${slide.body}</g>`)
    y += slide.height
  }
  return { body: parts.join(''), width, height: y }
}

/** A whole SVG document of a piece. */
export function svgDocument(piece: SvgPiece, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${piece.width}" height="${piece.height}" ` +
    `viewBox="0 0 ${piece.width} ${piece.height}" role="img"><title>${escapeXml(title)}</title>` +
    `${piece.body}</svg>`
  )
}
