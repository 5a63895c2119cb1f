import { describe, expect, it } from 'vitest'
import { parseScenario, runAllCells, type Cell } from '../../../../src/core/index.ts'
import lesson from '../../../../public/scenarios/lesson-mixed-history.json'
import { translate, type TranslationKey } from '../../../../src/i18n/index.ts'
import {
  COMPARE_ROWS,
  compareMarkdown,
  compareValue,
} from '../../../../src/features/compare/compareRows.ts'
import { compareColumns } from '../../../../src/view-models/compare/compareModel.ts'
import { matrixMeta } from '../../../../src/features/compare/matrixText.ts'
import { matrixRows } from '../../../../src/view-models/compare/matrixModel.ts'

const parsed = parseScenario(lesson)
if (!parsed.ok) throw new Error('fixture does not parse')
const scenario = parsed.value
const en = (key: TranslationKey, vars?: Readonly<Record<string, string | number>>) =>
  translate('en', key, vars)
const CELLS: Cell[] = [
  { phase: 'pre_turn', implementation: 'remote' },
  { phase: 'mid_turn', implementation: 'local' },
  { phase: 'manual', implementation: 'empty_window' },
]

describe('compare as Markdown', () => {
  const results = runAllCells(scenario)
  const rows = matrixRows(scenario, results).filter((row) =>
    CELLS.some(
      (c) =>
        c.phase === row.column.cell.phase && c.implementation === row.column.cell.implementation,
    ),
  )
  const meta = (t: typeof en) => matrixMeta({ scenario, source: 'default', rows }, t)
  const markdown = compareMarkdown(compareColumns(scenario, results, CELLS), en, meta(en))
  const lines = markdown.trim().split('\n')

  it('is one table: a header, a rule and one line per question', () => {
    const table = lines.filter((line) => line.startsWith('|'))
    expect(table).toHaveLength(2 + COMPARE_ROWS.length)
    expect(table[0]).toBe(
      '| Question | Pre-turn × Remote | Mid-turn × Local | Manual × Empty window |',
    )
    expect(table[1]).toBe('| --- | --- | --- | --- |')
    // every row has the same number of cells (no unescaped pipe slipped in)
    for (const line of table) expect(line.split(/(?<!\\)\|/).length).toBe(6)
  })

  it('is headed by the cells, the scenario, its source, the Codex commit and the caveats', () => {
    expect(lines[0]).toBe(
      '### Context Lab: Pre-turn × Remote · Mid-turn × Local · Manual × Empty window',
    )
    expect(lines).toContain('- Source: built-in lesson history')
    expect(lines).toContain('- Codex commit: 4f39251a010a8bd7d692d25fb33832ff06f1635a')
    expect(lines).toContain(
      '- Active faults and switches: none: every model and server call succeeds',
    )
    // one remote and one local cell: the server reply and the summary are simulated
    expect(markdown).toContain('- Server reply:')
    expect(markdown).toContain('- Summary length:')
  })

  it('carries the core’s numbers for each cell', () => {
    const [a, b, c] = [0, 4, 8].map((i) => results[i]!)
    expect(lines).toContain(`| Cut | ${a!.cut.length} | ${b!.cut.length} | ${c!.cut.length} |`)
    expect(lines).toContain(
      `| Model and server calls | ${a!.modelCalls} model · ${a!.serverCalls} server | ${b!.modelCalls} model · ${b!.serverCalls} server | ${c!.modelCalls} model · ${c!.serverCalls} server |`,
    )
    // the lesson's two requests: kept whole by remote and local, not carried by an empty window
    expect(lines).toContain('| User text kept | 100.0% | 100.0% | 0.0% |')
  })

  it('follows the language', () => {
    const koT = (key: TranslationKey, vars?: Readonly<Record<string, string | number>>) =>
      translate('ko', key, vars)
    const ko = compareMarkdown(compareColumns(scenario, results, CELLS), koT, meta(koT))
    expect(ko).toContain('| 물음 | 샘플 전 × 원격 |')
    expect(ko).not.toContain('Question')
  })
})

describe('the kept row of a failed cell', () => {
  it('says the items were left unchanged, not kept by a rule', () => {
    const failing = { ...scenario, faults: { remote: 'http_500' as const } }
    const results = runAllCells(failing)
    const [remote, local] = compareColumns(failing, results, [
      { phase: 'pre_turn', implementation: 'remote' },
      { phase: 'pre_turn', implementation: 'local' },
    ])
    expect(remote!.outcome).not.toBe('completed')
    expect(remote!.kept).toBe(0)
    expect(compareValue('kept', remote!, en)).toBe(
      `none: ${remote!.unchanged} items are unchanged, the history left as it was`,
    )
    // a cell that completed keeps its plain count
    expect(compareValue('kept', local!, en)).toBe(String(local!.kept))
  })
})

describe('the re-injection row', () => {
  const results = runAllCells(scenario)
  const cells: Cell[] = [
    { phase: 'pre_turn', implementation: 'remote' },
    { phase: 'manual', implementation: 'remote' },
    { phase: 'mid_turn', implementation: 'remote' },
  ]
  const [pre, manual, mid] = compareColumns(scenario, results, cells)

  it('says pre-turn re-injects in this same turn and manual in the next one', () => {
    // run_turn records the full context right after a pre-turn compaction (turn.rs:225); a
    // manual CompactTask is a turn of its own (tasks/compact.rs:28-85)
    const preText = compareValue('reinjection', pre!, en)
    expect(preText).toMatch(
      /^this turn, before its first sampling request: PermissionsInstructions/,
    )
    expect(preText).not.toMatch(/next/)
    expect(compareValue('reinjection', manual!, en)).toMatch(
      /^the next regular turn: PermissionsInstructions/,
    )
    expect(compareValue('reinjection', mid!, en)).toBe('nothing')
  })
})
