import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  lessonSlideSvg,
  MIN_FONT,
  SLIDE_HEIGHT,
  SLIDE_WIDTH,
  type LessonSlideParts,
  type SlideCard,
} from '../../../../src/features/export/lessonSlide.ts'
import { svgDocument } from '../../../../src/features/export/slide.ts'
import { svgToPng } from '../../../../src/app/download.ts'

/** A stand-in for a canvas: every character 0.6 of the font size wide (CJK 1.0). */
const style = {
  font: 'Noto Sans, sans-serif',
  measureAt: (size: number) => (text: string) =>
    [...text].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e80 ? size : size * 0.6), 0),
}

const card = (i: number): SlideCard => ({
  position: `#${i}`,
  kind: 'user message',
  body: `message ${i} `.repeat(30),
  statusLabel: i % 2 === 0 ? 'kept' : 'cut',
  color: '#0a7',
  background: '#efe',
  icon: 'M5 12.5l4.5 4.5L19 7.5',
})

const parts = (over: Partial<LessonSlideParts> = {}): LessonSlideParts => ({
  title: `Compaction · step 3 of 9 · ${'a very long lesson title '.repeat(10)}`,
  question: 'Which items does a local pre-turn compaction keep, and why are the others cut?',
  cards: Array.from({ length: 9 }, (_, i) => card(i + 1)),
  options: [
    'the user messages only',
    'everything but the tool calls',
    'the compaction item and the user messages',
  ],
  head: 'pre-turn · local · step 4 of 12',
  caption: 'Keep the user messages: the summary replaces the rest. '.repeat(4),
  more: (n) => `+${n} more`,
  ...over,
})

/** Every `<text>` of a document: its position, size and words. */
function texts(svg: string) {
  return [
    ...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/g),
  ].map((m) => ({ x: Number(m[1]), y: Number(m[2]), size: Number(m[3]), words: m[4]! }))
}

describe('a lesson slide', () => {
  const piece = lessonSlideSvg(parts(), style)
  const svg = svgDocument(piece, 'slide')

  it('is a 16:9 image of 1920×1080', () => {
    expect(svg).toContain(`viewBox="0 0 ${SLIDE_WIDTH} ${SLIDE_HEIGHT}"`)
    expect(SLIDE_WIDTH * 9).toBe(SLIDE_HEIGHT * 16)
  })

  it('holds the question as text, at least 24 px', () => {
    const shown = texts(svg)
      .filter(({ size }) => size >= 24)
      .map(({ words }) => words)
      .join(' ')
    expect(shown).toContain('Which items does a local pre-turn compaction keep')
  })

  it('has no text under 24 px', () => {
    const sizes = texts(svg).map(({ size }) => size)
    expect(sizes.length).toBeGreaterThan(20)
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(MIN_FONT)
  })

  it('puts nothing past the frame, the long title included', () => {
    for (const { x, y, size, words } of texts(svg)) {
      expect(x).toBeGreaterThanOrEqual(0)
      expect(x + style.measureAt(size)(words)).toBeLessThanOrEqual(SLIDE_WIDTH)
      expect(y).toBeLessThanOrEqual(SLIDE_HEIGHT)
    }
    expect(svg).toContain('a very long lesson title')
    expect(svg).toContain('…')
  })

  it('shows each card with its status icon and word', () => {
    expect(svg.match(/<path d="M5 12.5l4.5 4.5L19 7.5"/g)).toHaveLength(9)
    expect(svg).toContain('#9 user message')
  })

  it('says how many cards did not fit instead of shrinking them', () => {
    const many = svgDocument(
      lessonSlideSvg(parts({ cards: Array.from({ length: 60 }, (_, i) => card(i + 1)) }), style),
      'many',
    )
    const hidden = Number(/\+(\d+) more/.exec(many)?.[1])
    const drawn = many.match(/<path d=/g)?.length ?? 0
    expect(hidden).toBeGreaterThan(0)
    expect(drawn + hidden).toBe(60)
    expect(Math.min(...texts(many).map(({ size }) => size))).toBeGreaterThanOrEqual(MIN_FONT)
  })

  it('lays few cards in one column and many in up to three', () => {
    // each card's frame is the one rounded rectangle: its columns are its distinct left edges
    const columns = (count: number) => {
      const cards = Array.from({ length: count }, (_, i) => card(i + 1))
      const doc = svgDocument(lessonSlideSvg(parts({ cards }), style), 's')
      return new Set([...doc.matchAll(/<rect x="([\d.]+)"[^>]* rx="10"/g)].map((m) => m[1])).size
    }
    expect(columns(3)).toBe(1)
    expect(columns(9)).toBeGreaterThan(1)
    expect(columns(60)).toBe(3)
  })

  it('escapes what the page gave it', () => {
    const svg2 = svgDocument(lessonSlideSvg(parts({ question: '<b>&</b>' }), style), 's')
    expect(svg2).toContain('&lt;b&gt;&amp;&lt;/b&gt;')
  })
})

/**
 * The canvas `svgToPng` draws on, in a page of stand-ins: an image of `natural` size that decodes
 * at once, and a canvas that records its size and the scale it is drawn at.
 */
async function drawnCanvas(
  size: { width: number; height: number } | undefined,
  maxScale: number | undefined,
  natural = { width: 300, height: 200 },
) {
  const canvas = { width: 0, height: 0, scale: [] as number[] }
  vi.stubGlobal(
    'Image',
    class {
      src = ''
      naturalWidth = natural.width
      naturalHeight = natural.height
      decode = () => Promise.resolve()
    },
  )
  vi.stubGlobal('document', {
    createElement: () =>
      Object.assign(canvas, {
        getContext: () => ({
          scale: (x: number, y: number) => canvas.scale.push(x, y),
          drawImage: () => undefined,
        }),
        toBlob: (done: (blob: Blob) => void) => done(new Blob(['png'])),
      }),
  })
  await svgToPng('<svg/>', size, maxScale)
  return { width: canvas.width, height: canvas.height, scale: canvas.scale }
}

describe('a slide as PNG', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is drawn at 1920×1080, one pixel per unit', async () => {
    expect(await drawnCanvas({ width: SLIDE_WIDTH, height: SLIDE_HEIGHT }, 1)).toEqual({
      width: 1920,
      height: 1080,
      scale: [1, 1],
    })
  })

  it('keeps other images at twice their size, within the canvas limit', async () => {
    expect(await drawnCanvas({ width: 960, height: 1700 }, 2)).toMatchObject({
      width: 1920,
      height: 3400,
    })
    const tall = await drawnCanvas({ width: 960, height: 40000 }, undefined)
    expect(tall.height).toBeLessThanOrEqual(16000)
    expect(tall.height).toBeGreaterThan(15000)
    // without a size, the image's own
    expect(await drawnCanvas(undefined, undefined)).toMatchObject({ width: 600, height: 400 })
  })
})

describe('a lesson slide’s question', () => {
  it('shows its options under it, each marked, at 24 px or more', () => {
    const svg = svgDocument(lessonSlideSvg(parts(), style), 's')
    const lines = texts(svg).filter(({ words }) => words.includes('○'))
    expect(lines.map(({ words }) => words).join(' ')).toContain('○ everything but the tool calls')
    expect(Math.min(...lines.map(({ size }) => size))).toBeGreaterThanOrEqual(MIN_FONT)
  })
})
