import { describe, expect, it } from 'vitest'
import { parseScenario, runAllCells, type Cell } from '../../../../src/core/index.ts'
import lesson from '../../../../public/scenarios/lesson-mixed-history.json'
import { translate, type TranslationKey } from '../../../../src/i18n/index.ts'
import { compareMarkdown } from '../../../../src/features/compare/compareRows.ts'
import { matrixCsv, matrixMarkdown } from '../../../../src/features/compare/matrixText.ts'
import { embedSnippet } from '../../../../src/features/presenter/embedCode.ts'
import { compareColumns } from '../../../../src/view-models/compare/compareModel.ts'
import { matrixRows } from '../../../../src/view-models/compare/matrixModel.ts'
import { csvCell } from '../../../../src/view-models/export/csv.ts'
import { markdownTable, markdownText } from '../../../../src/view-models/export/markdown.ts'
import { escapeXml, xmlChars } from '../../../../src/view-models/export/xml.ts'
import { sweepCsv, sweepMarkdown } from '../../../../src/view-models/sweep/sweepExport.ts'
import { PROTOTYPE_NAMES } from '../../../helpers/hostileNames.ts'

/**
 * Every export built from hostile names and text: Markdown a renderer shows as text (no tag, no
 * link or image, no code span opened by the text), CSV a spreadsheet never runs as a formula,
 * and XML that still parses (U+FFFF, lone surrogates and control characters included).
 */

const HOSTILE = [
  ...PROTOTYPE_NAMES,
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<https://evil.example>',
  '[click](javascript:alert(1))',
  '![x](javascript:alert(1))',
  '[a]: javascript:alert(1)',
  '`code` and ``more``',
  'a|b\\|c',
  '=HYPERLINK("http://evil.example","x")',
  '+1+1',
  '-2+3',
  '@SUM(A1)',
  '\tTAB',
  '\rCR',
  'line\nbreak',
  '\uffff\ufffe\ud800x\udc00\u0001\u001b[2J',
  '&lt;b&gt; &amp;',
]

/** What a Markdown renderer would run or link in a text: a tag, a link, an image, a code span. */
function markdownDangers(markdown: string): string[] {
  const dangers: string[] = []
  if (/<[A-Za-z!/?]/.test(markdown)) dangers.push('a tag opener')
  if (/(^|[^\\])\]\(/.test(markdown)) dangers.push('an unescaped ](')
  if (/(^|[^\\])`/.test(markdown)) dangers.push('an unescaped backtick')
  if (/(^|[^\\])\[[^\]]*[^\\]\]:/.test(markdown)) dangers.push('a link definition')
  return dangers
}

// XML 1.0's Char production
const XML_CHARS = /^[\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]*$/u

/** The fields of an RFC 4180 document, quotes undone. */
function csvFields(csv: string): string[] {
  const fields: string[] = []
  const field = /"((?:[^"]|"")*)"|([^,\r\n]*)/gy
  let at = 0
  while (at < csv.length) {
    field.lastIndex = at
    const match = field.exec(csv)!
    fields.push(match[1] !== undefined ? match[1].replace(/""/g, '"') : match[2]!)
    at = field.lastIndex
    while (csv[at] === ',' || csv[at] === '\r' || csv[at] === '\n') at++
  }
  return fields
}

const formulaFields = (csv: string) =>
  csvFields(csv).filter((f) => /^[=+\-@\t\r]/.test(f) && !/^-?\d+(\.\d+)?$/.test(f))

const en = (key: TranslationKey, vars?: Readonly<Record<string, string | number>>) =>
  translate('en', key, vars)

const parsed = parseScenario(lesson)
if (!parsed.ok) throw new Error('fixture does not parse')
const results = runAllCells(parsed.value)
const CELLS: Cell[] = [
  { phase: 'pre_turn', implementation: 'remote' },
  { phase: 'manual', implementation: 'local' },
]

describe('every export of hostile text', () => {
  it.each(HOSTILE)('Markdown shows %j as text', (name) => {
    const scenario = { ...parsed.value, name }
    const rows = matrixRows(scenario, results)
    const input = { scenario, source: 'edit' as const, rows }
    const meta = {
      title: name,
      fields: [[name, name]] as const,
      caveats: [name],
      caveatsLabel: name,
    }
    const documents = [
      markdownText(name),
      markdownTable([[name], [name]]),
      matrixMarkdown(input, en),
      compareMarkdown(compareColumns(scenario, results, CELLS), en, meta),
      sweepMarkdown([], sweepMeta(name), sweepText(name)),
    ]
    for (const markdown of documents) expect(markdownDangers(markdown), markdown).toEqual([])
    // a table cell stays one cell on one line
    expect(markdownTable([['a'], [name]]).split('\n')).toHaveLength(3)
    expect(
      markdownTable([['a'], [name]])
        .split('\n')[2]!
        .match(/(^|[^\\])\|/g),
    ).toHaveLength(2)
  })

  it.each(HOSTILE)('CSV never starts a field of %j with a formula', (name) => {
    const scenario = { ...parsed.value, name }
    const input = { scenario, source: 'edit' as const, rows: matrixRows(scenario, results) }
    for (const csv of [
      csvCell(name),
      matrixCsv(input, en),
      sweepCsv([], sweepMeta(name), sweepText(name)),
    ])
      expect(formulaFields(csv)).toEqual([])
    // and the text comes back whole from its field
    expect(csvFields(csvCell(name))[0]!.replace(/^'/, '')).toBe(name)
  })

  it.each(HOSTILE)('XML and HTML of %j parse and carry no markup of their own', (name) => {
    const text = escapeXml(name)
    expect(XML_CHARS.test(text)).toBe(true)
    expect(text).not.toMatch(/[<>"]|&(?!(amp|lt|gt|quot);)/)
    const snippet = embedSnippet('https://lab.example/?tab=grid', { width: 1, height: 1 }, name)
    // the frame's two tags and the resizer's two: the name adds none
    expect(snippet.match(/</g)).toHaveLength(4)
  })

  it('replaces only what XML forbids, and keeps surrogate pairs', () => {
    expect(xmlChars('a\uffffb\ufffe\u0000\t\n\r')).toBe('a\ufffdb\ufffd\ufffd\t\n\r')
    expect(xmlChars('\ud83d\ude00 \ud83d x \ude00')).toBe('\ud83d\ude00 \ufffd x \ufffd')
    expect(xmlChars('<svg>한국어 中文</svg>')).toBe('<svg>한국어 中文</svg>')
  })
})

function sweepMeta(name: string) {
  return {
    scenario: name,
    source: name,
    commit: name,
    faults: name,
    settings: name,
    caveats: [name],
  }
}

function sweepText(name: string) {
  return {
    title: name,
    labels: {
      scenario: name,
      source: name,
      commit: name,
      faults: name,
      settings: name,
      caveats: name,
    },
    axis: name,
    cells: Array.from({ length: 9 }, () => name),
    metrics: {
      userTextKept: name,
      tokensAfter: name,
      modelCalls: name,
      serverCalls: name,
      completed: name,
      notTriggered: name,
      failed: name,
    },
    noValue: name,
    legend: name,
  }
}
