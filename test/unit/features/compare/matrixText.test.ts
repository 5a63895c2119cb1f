import { beforeAll, describe, expect, it } from 'vitest'
import { parseScenario, runAllCells, type ScenarioFile } from '../../../../src/core/index.ts'
import { BUNDLED_SCENARIOS } from '../../../../src/features/history-editor/scenarios.ts'
import { ko as koCatalog } from '../../../../src/i18n/ko.ts'
import { zh as zhCatalog } from '../../../../src/i18n/zh.ts'
import {
  loadSections,
  translate,
  type Locale,
  type TranslationKey,
} from '../../../../src/i18n/index.ts'
import { percentOf } from '../../../../src/features/compare/compareRows.ts'
import {
  matrixCsv,
  matrixMarkdown,
  matrixValue,
} from '../../../../src/features/compare/matrixText.ts'
import { matrixRows } from '../../../../src/view-models/compare/matrixModel.ts'
import { lessonWithLongRequest } from '../../../helpers/longRequest.ts'

const en = (key: TranslationKey, vars?: Readonly<Record<string, string | number>>) =>
  translate('en', key, vars)

const LONG = lessonWithLongRequest()

describe('the user text kept, as the matrix writes it', () => {
  it('is a percent to one decimal that never rounds a loss away, nor a last scrap', () => {
    expect(percentOf(1)).toBe('100.0')
    expect(percentOf(0)).toBe('0.0')
    expect(percentOf(0.74021)).toBe('74.0')
    expect(percentOf(0.99996)).toBe('99.9')
    expect(percentOf(0.00004)).toBe('0.1')
  })

  it('shows in the table and the CSV with the core’s share', () => {
    const rows = matrixRows(LONG, runAllCells(LONG))
    const local = rows.find((row) => row.column.cell.implementation === 'local')!
    expect(matrixValue('userText', local, en)).toBe(`${percentOf(local.column.userTextKept!)}%`)
    const lines = matrixCsv({ scenario: LONG, source: 'edit', rows }, en).split('\r\n')
    const head = lines.find((line) => line.startsWith('Cell,phase,'))!.split(',')
    const column = head.indexOf('user_text_kept')
    expect(column).toBeGreaterThan(head.indexOf('user_dropped'))
    const localLine = lines.find((line) => line.startsWith('Pre-turn × Local,'))!.split(',')
    expect(Number(localLine[column])).toBe(local.column.userTextKept)
    expect(local.column.userTextKept).toBeLessThan(1)
  })
})

describe('the export header names the scenario in the reader’s language', () => {
  const CATALOG = { ko: koCatalog, zh: zhCatalog }
  const tFor =
    (locale: Locale) => (key: TranslationKey, vars?: Readonly<Record<string, string | number>>) =>
      translate(locale, key, vars)
  beforeAll(async () => {
    for (const locale of ['ko', 'zh'] as const)
      await loadSections(locale, ['matrix', 'presets', 'grid', 'compare', 'address'])
  })
  const parsed = (raw: unknown): ScenarioFile => {
    const result = parseScenario(raw)
    if (!result.ok) throw new Error(JSON.stringify(result.errors))
    return result.value
  }
  /** The Markdown's heading line and the CSV's "Scenario" field. */
  function header(scenario: ScenarioFile, locale: Locale) {
    const t = tFor(locale)
    const input = {
      scenario,
      source: 'edit' as const,
      rows: matrixRows(scenario, runAllCells(scenario)),
    }
    const heading = matrixMarkdown(input, t).split('\n')[0]!
    const csv = matrixCsv(input, t).split('\r\n')
    const field = csv.find((line) => line.startsWith(`${t('matrix.export.scenario')},`))!
    return { heading, field: field.slice(field.indexOf(',') + 1) }
  }

  it.each(['ko', 'zh'] as const)('%s: a bundled scenario by its translated name', (locale) => {
    for (const { id, scenario } of BUNDLED_SCENARIOS) {
      const name = CATALOG[locale].presets[id].name
      const shown = header(parsed(scenario), locale)
      expect(shown.heading).toContain(name)
      expect(shown.field.replace(/^"|"$/g, '')).toBe(name)
      // the file's English name is gone from the header
      expect(shown.heading).not.toContain(scenario.name!)
    }
  })

  it.each(['ko', 'zh'] as const)('%s: a session’s scenario in the reader’s words', (locale) => {
    const base = parsed(BUNDLED_SCENARIOS[0]!.scenario)
    const cases = [
      ['Codex session at line 570', 'atLine', { line: 570 }],
      ['Codex session at line 42, window full', 'atLineFull', { line: 42 }],
      ['Codex session, compaction 2 (line 570)', 'compaction', { n: 2, line: 570 }],
      ['Codex session', 'plain', {}],
    ] as const
    for (const [english, key, vars] of cases) {
      const shown = header({ ...base, name: english }, locale)
      const words = tFor(locale)(`matrix.export.sessionNames.${key}`, vars)
      expect(shown.heading).toContain(words)
      expect(shown.heading).not.toContain('Codex session')
    }
    // a name of the reader's own stays as they wrote it
    expect(header({ ...base, name: 'my cart bug' }, locale).heading).toContain('my cart bug')
  })
})
