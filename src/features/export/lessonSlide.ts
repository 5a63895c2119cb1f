import type { SvgPiece } from './domToSvg.ts'
import type { SlideStyle } from './slide.ts'
import { escapeXml, fitLines, truncateToWidth } from './svgText.ts'

/**
 * A lesson step as one 16:9 slide for a projector: the step's title, its question, the stage's
 * cards as the student sees them (status icon and word, position, kind, text) and the caption,
 * drawn from data in a 1920×1080 frame. No text is smaller than 24 px, and every text is cut
 * with an ellipsis at the frame's edge rather than running past it.
 */

export const SLIDE_WIDTH = 1920
export const SLIDE_HEIGHT = 1080
/** the smallest font on a slide: legible from the back of a room at 1920 wide. */
export const MIN_FONT = 24

/** One lane card as the stage shows it. */
export interface SlideCard {
  /** the card's position label (`#3`) */
  readonly position: string
  /** what the item is (`user message`, `tool call`…), in the reader's words */
  readonly kind: string
  /** the recognized fragment's type, when the stage shows one */
  readonly fragment?: string | undefined
  readonly body: string
  /** the status's word, and its colours and icon (an SVG path on a 24×24 grid) */
  readonly statusLabel: string
  readonly color: string
  readonly background: string
  readonly icon: string
}

export interface LessonSlideParts {
  /** the lesson and step (`Compaction · step 3 of 9`) */
  readonly title: string
  /** the step's question, when it has one */
  readonly question?: string | undefined
  /** the question's options, as the student reads them */
  readonly options?: readonly string[] | undefined
  readonly cards: readonly SlideCard[]
  /** the stage's status line (scenario, cell, step) */
  readonly head: string
  /** what the stage shows at this step (the rule and why), or the invitation to predict */
  readonly caption: string
  /** the last card's words when not every card fits (`+4 more`) */
  readonly more: (hidden: number) => string
}

const PAD = 64
const TITLE = 30
const QUESTION = 42
const OPTION = 28
const HEAD = 28
const CAPTION = 28
const CARD_FONT = 26
const CARD_PAD = 14
const GAP = 16
const LINE = 1.3

interface Ctx {
  readonly family: string
  readonly style: SlideStyle
}

function text(
  ctx: Ctx,
  x: number,
  y: number,
  size: number,
  weight: number,
  fill: string,
  s: string,
) {
  return `<text x="${x}" y="${y}" font-family="${ctx.family}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(s)}</text>`
}

/** Lines of `s` fitted to `width`, at most `max`, the last cut with an ellipsis if more remain. */
function block(ctx: Ctx, s: string, width: number, size: number, weight: number, max: number) {
  const measure = ctx.style.measureAt(size, weight)
  const lines = fitLines(s, width, measure)
  if (lines.length <= max) return lines
  const kept = lines.slice(0, max)
  kept[max - 1] = truncateToWidth(`${kept[max - 1]} ${lines[max]}`, width, measure)
  return kept
}

function cardSvg(ctx: Ctx, card: SlideCard, x: number, y: number, w: number, h: number): string {
  const inner = w - 2 * CARD_PAD - 8
  const left = x + 8 + CARD_PAD
  const icon = CARD_FONT
  const bold = ctx.style.measureAt(CARD_FONT, 700)
  const plain = ctx.style.measureAt(CARD_FONT, 400)
  const status = truncateToWidth(card.statusLabel, inner / 2, bold)
  const statusWidth = bold(status)
  const head = truncateToWidth(
    `${card.position} ${card.kind}`,
    inner - icon - 8 - statusWidth - 16,
    plain,
  )
  const line = [card.fragment, card.body].filter((s) => s !== undefined && s !== '').join(' · ')
  const baseline1 = y + CARD_PAD + CARD_FONT
  const baseline2 = baseline1 + CARD_FONT * LINE
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${card.background}" stroke="${card.color}" stroke-width="2"/>` +
    `<rect x="${x}" y="${y}" width="8" height="${h}" fill="${card.color}"/>` +
    `<path d="${card.icon}" transform="translate(${left} ${baseline1 - icon * 0.85}) scale(${icon / 24})" fill="none" stroke="${card.color}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>` +
    text(ctx, left + icon + 8, baseline1, CARD_FONT, 700, card.color, status) +
    text(ctx, left + icon + 8 + statusWidth + 16, baseline1, CARD_FONT, 400, '#111827', head) +
    text(ctx, left, baseline2, CARD_FONT, 400, '#374151', truncateToWidth(line, inner, plain))
  )
}

const CARD_HEIGHT = 2 * CARD_PAD + CARD_FONT * (1 + LINE) + 8

/** The columns and rows that show the most cards in the stage, the fewest columns first. */
function cardGrid(count: number, height: number): { columns: number; rows: number } {
  const rows = Math.max(1, Math.floor((height + GAP) / (CARD_HEIGHT + GAP)))
  const columns = Math.min(3, Math.max(1, Math.ceil(count / rows)))
  return { columns, rows }
}

function stageSvg(ctx: Ctx, parts: LessonSlideParts, top: number, height: number): string {
  const { cards } = parts
  if (cards.length === 0) return ''
  const { columns, rows } = cardGrid(cards.length, height)
  const room = columns * rows
  const shown = cards.length > room ? cards.slice(0, room - 1) : cards
  const width = (SLIDE_WIDTH - 2 * PAD - (columns - 1) * GAP) / columns
  // cards run down each column, as the lane does
  const at = (i: number) => ({
    x: PAD + Math.floor(i / rows) * (width + GAP),
    y: top + (i % rows) * (CARD_HEIGHT + GAP),
  })
  const out = shown.map((card, i) => cardSvg(ctx, card, at(i).x, at(i).y, width, CARD_HEIGHT))
  if (shown.length < cards.length) {
    const { x, y } = at(shown.length)
    out.push(
      `<rect x="${x}" y="${y}" width="${width}" height="${CARD_HEIGHT}" rx="10" fill="#f3f4f6" stroke="#6b7280" stroke-width="2" stroke-dasharray="8 6"/>`,
      text(
        ctx,
        x + CARD_PAD + 8,
        y + CARD_PAD + CARD_FONT,
        CARD_FONT,
        700,
        '#374151',
        parts.more(cards.length - shown.length),
      ),
    )
  }
  return out.join('')
}

/** The whole slide, 1920×1080, as the body of an SVG with its size. */
export function lessonSlideSvg(parts: LessonSlideParts, style: SlideStyle): SvgPiece {
  const ctx: Ctx = { family: escapeXml(style.font), style }
  const width = SLIDE_WIDTH - 2 * PAD
  const out = [`<rect width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}" fill="#ffffff"/>`]
  let y = PAD + TITLE
  const title = truncateToWidth(parts.title, width, style.measureAt(TITLE, 700))
  out.push(text(ctx, PAD, y, TITLE, 700, '#1d3f99', title))
  y += TITLE * 0.6
  if (parts.question !== undefined && parts.question !== '') {
    const lines = block(ctx, parts.question, width, QUESTION, 700, 3)
    for (const line of lines) {
      y += QUESTION * LINE
      out.push(text(ctx, PAD, y, QUESTION, 700, '#111827', line))
    }
  }
  if (parts.options !== undefined && parts.options.length > 0) {
    const all = parts.options.map((option) => `○ ${option}`).join('\u2003')
    y += 8
    for (const line of block(ctx, all, width, OPTION, 400, 2)) {
      y += OPTION * LINE
      out.push(text(ctx, PAD, y, OPTION, 400, '#374151', line))
    }
  }
  const caption = block(ctx, parts.caption, width, CAPTION, 400, 3)
  const captionTop = SLIDE_HEIGHT - PAD - HEAD * LINE - caption.length * CAPTION * LINE
  const stageTop = y + 32
  out.push(stageSvg(ctx, parts, stageTop, captionTop - 24 - stageTop))
  let cy = captionTop + HEAD
  out.push(
    `<rect x="${PAD}" y="${captionTop - 16}" width="${width}" height="2" fill="#c7cdd8"/>`,
    text(
      ctx,
      PAD,
      cy,
      HEAD,
      700,
      '#1d3f99',
      truncateToWidth(parts.head, width, style.measureAt(HEAD, 700)),
    ),
  )
  for (const line of caption) {
    cy += CAPTION * LINE
    out.push(text(ctx, PAD, cy, CAPTION, 400, '#111827', line))
  }
  return { body: out.join(''), width: SLIDE_WIDTH, height: SLIDE_HEIGHT }
}
