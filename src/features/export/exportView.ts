import { downloadBlob, svgToPng } from '../../app/download.ts'
import { translate, type Locale } from '../../i18n/index.ts'
import { useVisualizerStore, type VisualizerState } from '../../store/index.ts'
import { selectAppliedStep, selectStep, selectStepCount } from '../../store/playbackSelectors.ts'
import { iconPath } from '../../components/Icon.tsx'
import { SHOWN_STATUSES, statusLabel, type ShownStatus } from '../../view-models/statuses.ts'
import { STATUS_ICONS } from '../lane/labels.ts'
import { explainStepText, loadExplanations } from '../trace-panel/explainStep.ts'
import { domToSvg, type SvgPiece } from './domToSvg.ts'
import { slideSvg, stripSvg, svgDocument, type LegendEntry, type SlideStyle } from './slide.ts'
import type { Measure } from './svgText.ts'
import { lessonSlideSvg, type SlideCard } from './lessonSlide.ts'
import './export.css'

/**
 * Slides and handouts: the open lane with its caption and legend as an SVG drawn from the page's
 * own geometry, the same as a PNG (that SVG drawn on a canvas), or a strip of steps as one image.
 * Loaded on the first export, never with the first screen.
 */

export class NothingToExport extends Error {}

/** A strip holds at most this many steps (a canvas has a size limit). */
const MAX_STRIP = 12

function measurer(): (font: string) => Measure {
  const context = document.createElement('canvas').getContext('2d')
  if (context === null) return () => (text) => text.length * 9
  return (font) => (text) => {
    context.font = font
    return context.measureText(text).width
  }
}

function caption(state: VisualizerState): { head: string; text: string } {
  const locale: Locale = state.locale
  const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) =>
    translate(locale, key, vars)
  const { phase, implementation } = state.cell
  const cell = t('grid.cells.name', {
    phase: t(`grid.phases.${phase}`),
    implementation: t(`grid.implementations.${implementation}`),
  })
  const head = t('view.caption', { k: selectStep(state), n: selectStepCount(state), cell })
  const lesson = document.getElementById('lesson-step-title')?.textContent?.trim()
  const step = selectAppliedStep(state)
  const text =
    step === undefined
      ? t('view.captionStart')
      : `${t(`rules.titles.${step.rule}`)}: ${explainStepText(step, t, locale)}`
  return { head: lesson ? `${lesson} · ${head}` : head, text }
}

function legend(state: VisualizerState): LegendEntry[] {
  const root = getComputedStyle(document.querySelector('.app') ?? document.documentElement)
  return SHOWN_STATUSES.map((status) => ({
    label: translate(state.locale, statusLabel(status)),
    color: root.getPropertyValue(`--${status}`).trim() || '#333',
    background: root.getPropertyValue(`--${status}-bg`).trim() || '#fff',
  }))
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/** Waits for the lane's motion to settle (capped: an endless animation must not hang it). */
async function settled(): Promise<void> {
  await frame()
  const motions = document.getAnimations().map((a) => a.finished.catch(() => undefined))
  await Promise.race([Promise.all(motions), new Promise((r) => setTimeout(r, 1500))])
  await frame()
}

/** The open lane, its caption and the legend, as one slide. */
async function captureSlide(style: SlideStyle, measureIn: (font: string) => Measure) {
  const lane = document.querySelector('.app-main .lane')
  if (lane === null) throw new NothingToExport()
  const app = document.querySelector('.app')
  app?.classList.add('export-capture')
  try {
    await settled()
    const state = useVisualizerStore.getState()
    const { head, text } = caption(state)
    const piece = domToSvg(lane, measureIn)
    return slideSvg({ head, text, lane: piece, legend: legend(state) }, style)
  } finally {
    app?.classList.remove('export-capture')
  }
}

function slideStyle(measureIn: (font: string) => Measure): SlideStyle {
  const font = getComputedStyle(document.body).fontFamily
  return { font, measureAt: (size, weight) => measureIn(`${weight} ${size}px ${font}`) }
}

/** Steps `from`…`from + count − 1` (as far as the trace goes), then back to where it was. */
async function captureStrip(count: number): Promise<SvgPiece> {
  const measureIn = measurer()
  const style = slideStyle(measureIn)
  const store = useVisualizerStore
  const from = selectStep(store.getState())
  const last = Math.min(selectStepCount(store.getState()), from + Math.max(1, count) - 1)
  const slides: SvgPiece[] = []
  try {
    for (let k = from; k <= last; k++) {
      store.getState().seek(k)
      slides.push(await captureSlide(style, measureIn))
    }
  } finally {
    store.getState().seek(from)
  }
  return stripSvg(slides)
}

async function capture(kind: ExportKind, count: number): Promise<SvgPiece> {
  await loadExplanations(useVisualizerStore.getState().locale).catch(() => undefined)
  if (kind === 'strip') return captureStrip(Math.min(MAX_STRIP, count))
  const measureIn = measurer()
  return captureSlide(slideStyle(measureIn), measureIn)
}

export type ExportKind = 'svg' | 'png' | 'strip'

/** Makes the image and saves it; `count` is the strip's number of steps. Returns the file name. */
export async function exportView(kind: ExportKind, count = 4): Promise<string> {
  const state = useVisualizerStore.getState()
  const piece = await capture(kind, count)
  const svg = svgDocument(piece, caption(state).head)
  const base = `context-lab-${state.tab}-step-${selectStep(state)}${kind === 'strip' ? `-x${count}` : ''}`
  if (kind === 'svg') {
    downloadBlob(`${base}.svg`, new Blob([svg], { type: 'image/svg+xml' }))
    return `${base}.svg`
  }
  downloadBlob(`${base}.png`, await svgToPng(svg, piece))
  return `${base}.png`
}

const flat = (node: Node | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? ''
const textIn = (root: ParentNode, selector: string) => flat(root.querySelector(selector))

/** The stage's cards as the student sees them: position, kind, type, text and status. */
function stageCards(stage: Element, locale: Locale): SlideCard[] {
  const root = getComputedStyle(document.querySelector('.app') ?? document.documentElement)
  const known = new Set<string>(SHOWN_STATUSES)
  return [...stage.querySelectorAll('.lane-item')].map((item) => {
    const raw = item.getAttribute('data-status') ?? 'pending'
    const status = (known.has(raw) ? raw : 'pending') as ShownStatus
    const fragment = textIn(item, '.lane-card-fragment')
    return {
      position: textIn(item, '.lane-card-pos'),
      kind: textIn(item, '.lane-card-kind .visually-hidden'),
      fragment: fragment === '' ? undefined : fragment,
      body: textIn(item, '.lane-card-text'),
      statusLabel: translate(locale, statusLabel(status)),
      color: root.getPropertyValue(`--${status}`).trim() || '#333',
      background: root.getPropertyValue(`--${status}-bg`).trim() || '#fff',
      icon: iconPath(STATUS_ICONS[status]),
    }
  })
}

/** The lesson's own words a slide needs, in the reader's language (the lessons' catalog). */
export interface LessonSlideWords {
  /** the last card's words when not every card fits */
  readonly more: (hidden: number) => string
}

/**
 * The open lesson step as a 16:9 slide (1920×1080): its title, question, stage and caption. While
 * the question is open the caption is the stage's own invitation to predict, never the rule.
 */
export async function exportLessonSlide(
  format: 'svg' | 'png',
  words: LessonSlideWords,
): Promise<string> {
  const view = document.querySelector('.lesson-view')
  const stage = view?.querySelector('.lesson-stage')
  if (!view || !stage) throw new NothingToExport()
  const state = useVisualizerStore.getState()
  await loadExplanations(state.locale).catch(() => undefined)
  await settled()
  const concealed = view.hasAttribute('data-concealed')
  const title = [textIn(view, '#lesson-step-title'), textIn(view, '.lesson-progress')]
    .filter(Boolean)
    .join(' · ')
  const parts = {
    title,
    question: textIn(view, '.lesson-question-prompt'),
    options: [...view.querySelectorAll('.lesson-option')].map(flat),
    cards: stageCards(stage, state.locale),
    // the status line's parts (scenario; cell and step) are spans with no space between them
    head: [...stage.querySelectorAll('.lesson-stage-status > span')]
      .map(flat)
      .filter(Boolean)
      .join(' · '),
    caption: concealed ? textIn(view, '.lesson-predict-first') : caption(state).text,
    more: words.more,
  }
  const piece = lessonSlideSvg(parts, slideStyle(measurer()))
  const svg = svgDocument(piece, title)
  const base = `context-lab-lesson-${view.getAttribute('data-lesson') ?? 'step'}-${view.getAttribute('data-step') ?? ''}`
  if (format === 'svg') {
    downloadBlob(`${base}.svg`, new Blob([svg], { type: 'image/svg+xml' }))
    return `${base}.svg`
  }
  // a slide is drawn at its own projector size, one pixel per unit
  downloadBlob(`${base}.png`, await svgToPng(svg, piece, 1))
  return `${base}.png`
}
