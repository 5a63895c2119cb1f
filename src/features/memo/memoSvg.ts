import type { Memo } from '../../view-models/export/memo.ts'
import { xmlChars } from '../../view-models/export/xml.ts'

const SVG_NS = 'http://www.w3.org/2000/svg'
const LINE = 16
const WIDTH = 900

function element(name: string, attributes: Record<string, string | number>): SVGElement {
  const node = document.createElementNS(SVG_NS, name)
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value))
  return node
}

/** A line of text, set as text (never parsed), cut where it would leave the picture. */
function textLine(content: string, y: number, size = 11): SVGElement {
  const text = element('text', { x: 12, y, 'font-size': size, fill: '#111' })
  text.textContent = content.length > 150 ? `${content.slice(0, 149)}…` : content
  return text
}

/**
 * The memo's charts as one SVG document: the memo's header, settings and assumptions in words,
 * then every chart on the page (the sweep's, the folder's) under its caption, one to a row, at
 * the size it is drawn.
 */
export function memoSvg(memo: Memo, page: HTMLElement | null): string {
  const header = [
    memo.meta.title,
    ...memo.meta.fields.map(([label, value]) => `${label}: ${value}`),
    ...memo.settings.map((line) => `${memo.settingsTitle}: ${line}`),
    ...memo.assumptions.map((line) => `${memo.assumptionsTitle}: ${line}`),
  ]
  const figures = [...(page?.querySelectorAll('figure') ?? [])].filter((f) =>
    f.querySelector('svg'),
  )
  let y = 12 + header.length * LINE + 8
  const placed = figures.map((figure) => {
    const svg = figure.querySelector('svg')!
    const box = svg.viewBox.baseVal
    const width = box && box.width > 0 ? box.width : 420
    const height = box && box.height > 0 ? box.height : 240
    const scale = Math.min(1, (WIDTH - 24) / width)
    const at = { y, width: width * scale, height: height * scale }
    y += LINE + at.height + 16
    return { svg, title: figure.querySelector('figcaption')?.textContent ?? '', at }
  })
  const root = element('svg', {
    xmlns: SVG_NS,
    width: WIDTH,
    height: y,
    viewBox: `0 0 ${WIDTH} ${y}`,
  })
  root.append(element('rect', { width: WIDTH, height: y, fill: '#fff' }))
  const title = element('title', {})
  title.textContent = memo.meta.title
  root.append(title)
  header.forEach((line, i) => root.append(textLine(line, 24 + i * LINE, i === 0 ? 14 : 11)))
  for (const { svg, title: caption, at } of placed) {
    root.append(textLine(caption, at.y + 12, 12))
    const copy = svg.cloneNode(true) as SVGSVGElement
    for (const guide of copy.querySelectorAll('.sw-guide')) guide.remove()
    const frame = { x: 12, y: at.y + LINE, width: at.width, height: at.height, color: '#111' }
    for (const [key, value] of Object.entries(frame)) copy.setAttribute(key, String(value))
    copy.removeAttribute('tabindex')
    root.append(copy)
  }
  // a scenario's name may hold what XML forbids (U+FFFF, controls): the file must still open
  return xmlChars(new XMLSerializer().serializeToString(root))
}
