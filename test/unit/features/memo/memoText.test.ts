import { describe, expect, it } from 'vitest'
import { parseScenario, runAllCells, type ScenarioFile } from '../../../../src/core/index.ts'
import { translate, type Locale, type TranslationKey } from '../../../../src/i18n/index.ts'
import lesson from '../../../../public/scenarios/lesson-mixed-history.json'
import { buildMemo } from '../../../../src/features/memo/memoText.ts'
import { matrixRows, rowEstimate } from '../../../../src/view-models/compare/matrixModel.ts'
import { memoCsv, memoMarkdown } from '../../../../src/view-models/export/memo.ts'
import { DEFAULT_RATES } from '../../../../src/view-models/sweep/cost.ts'
import { DEFAULT_SWEEP } from '../../../../src/view-models/sweep/settings.ts'
import { runSweep } from '../../../../src/view-models/sweep/sweepRun.ts'
import { folderCompactions } from '../../../../src/view-models/sweep/folderSweep.ts'
import { readRollout } from '../../../../src/core/index.ts'
import { sessionText } from '../../../../scripts/syntheticRollout.ts'

const tr =
  (locale: Locale) => (key: TranslationKey, vars?: Readonly<Record<string, string | number>>) =>
    translate(locale, key, vars)

function scenarioOf(raw: unknown): ScenarioFile {
  const parsed = parseScenario(raw)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors.slice(0, 3)))
  return parsed.value
}

const LESSON = scenarioOf(lesson)
const FAULTED: ScenarioFile = {
  ...LESSON,
  faults: { remote: 'http_500' },
  features: { remoteCompactionV2: false },
}

/** The memo's settings, said in words. */
const settingSentences = (scenario: ScenarioFile, t: ReturnType<typeof tr>) =>
  buildMemo({ scenario, source: 'edit', rows: [], rates: DEFAULT_RATES }, t).settings

describe('the memo names settings in words', () => {
  it.each(['en', 'ko', 'zh'] as const)('never as raw keys (%s)', (locale) => {
    const lines = settingSentences(FAULTED, tr(locale))
    expect(lines).toHaveLength(2)
    const text = lines.join(' ')
    expect(text).not.toMatch(/faults\.|features\.|remoteCompactionV2|http_500|=/)
    expect(text).toContain('HTTP 500')
  })

  it('says in English what each one does', () => {
    expect(settingSentences(FAULTED, tr('en'))).toEqual([
      'The remote compaction call fails with: HTTP 500.',
      'Remote compaction v2 is off.',
    ])
    expect(settingSentences(LESSON, tr('en'))).toEqual([translate('en', 'memo.settingsNone')])
  })
})

describe('the memo’s numbers', () => {
  const rows = matrixRows(FAULTED, runAllCells(FAULTED))
  const text = sessionText({ turns: 7, compactEvery: 3, compaction: 'remote' })
  const folder = folderCompactions('a.jsonl', readRollout(text))
  const memo = buildMemo(
    { scenario: FAULTED, source: 'edit', rows, rates: DEFAULT_RATES, folder },
    tr('en'),
  )

  it('prices every matrix row as the matrix does', () => {
    const matrix = memo.sections.find((s) => s.id === 'matrix')!.tables[0]!.rows
    expect(matrix).toHaveLength(10)
    const column = matrix[0]!.indexOf(translate('en', 'matrix.columns.estimate'))
    rows.forEach((row, i) => {
      const { dollars, seconds } = rowEstimate(row, DEFAULT_RATES)
      expect(matrix[i + 1]![column]).toBe(`$${dollars.toFixed(4)} · ${seconds.toFixed(1)} s`)
    })
  })

  it('totals the folder per cell and writes the same cells to Markdown and CSV', () => {
    expect(folder.length).toBeGreaterThan(0)
    const totals = memo.sections.find((s) => s.id === 'folder')!.tables[0]!.rows
    const cut = folder.reduce((sum, r) => sum + r.cells[0]!.cut, 0)
    expect(totals[1]![4]).toBe(cut.toLocaleString('en-US'))
    const md = memoMarkdown(memo)
    const csv = memoCsv(memo)
    expect(md).toContain('The remote compaction call fails with: HTTP 500.')
    expect(md).not.toContain('faults.remote=')
    expect(csv).not.toContain('faults.remote=')
    for (const row of totals.slice(1)) expect(md).toContain(`| ${row.join(' | ')} |`)
    expect(csv.split('\r\n')).toContain(totals[1]!.join(','))
  })
})

describe('the memo states each fact once', () => {
  it.each(['en', 'ko', 'zh'] as const)('the cost formula, with a sweep too (%s)', (locale) => {
    const settings = { ...DEFAULT_SWEEP, histories: 2 }
    // the sweep's first point only
    const sweep = { settings, points: runSweep(settings, () => false) }
    const rows = matrixRows(LESSON, runAllCells(LESSON))
    const memo = buildMemo(
      { scenario: LESSON, source: 'edit', rows, rates: DEFAULT_RATES, sweep },
      tr(locale),
    )
    expect(memo.sections.map((s) => s.id)).toContain('sweep')
    const md = memoMarkdown(memo)
    // the formula's first sentence, as the matrix and the sweep's table both state it
    const formula = translate(locale, 'matrix.cost.formula').split(/[.。]/)[0]!
    expect(formula.length).toBeGreaterThan(10)
    expect(md.split(formula).length - 1).toBe(1)
    expect(md).toContain(translate(locale, 'sweep.cost.means'))
  })
})
