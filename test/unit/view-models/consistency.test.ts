/**
 * One truth per fact: every screen that shows a number about a cell's run shows the one model's
 * (`cellRunOf`). Walks every bundled scenario and preset, a generated 500-item history (each
 * as it is, with every call failing, and with hooks that stop the turn) and generated session
 * files (the Codex eras, and the shape of a public sample whose texts are digests: generated,
 * never read from outside the repository), and reads each cell's numbers off every screen's
 * model: the grid's badge (its outcome and calls in words too), the lane's
 * counters at the last step, compare, the matrix and its CSV, the registry's impact, the
 * session's table, the folder sweep's run with its CSV rows, in English, Korean and Chinese. The
 * sweep runs only the histories it generates: its points are checked the same way on those.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  ALL_CELLS,
  DEFAULT_REGISTRY,
  parseScenario,
  readRollout,
  registryOf,
  runAllCells,
  type CompactionResult,
  type ScenarioFile,
} from '../../../src/core/index.ts'
import { compareValue } from '../../../src/features/compare/compareRows.ts'
import { matrixCsv, matrixValue } from '../../../src/features/compare/matrixText.ts'
import { callsText, outcomeText, summarizeCell } from '../../../src/features/grid/cellSummary.ts'
import { runOutcomeText } from '../../../src/features/grid/outcomeText.ts'
import { BUNDLED_SCENARIOS } from '../../../src/features/history-editor/scenarios.ts'
import { cellOutcome } from '../../../src/features/session/cellOutcome.ts'
import { folderText } from '../../../src/features/sweep/FolderSweep.tsx'
import { exportText } from '../../../src/features/sweep/sweepMeta.ts'
import { sessionWorker } from '../../helpers/inProcessWorker.ts'
import type { ComparisonView } from '../../../src/features/session/protocol.ts'
import { groupedNumber } from '../../../src/i18n/groupedNumber.ts'
import {
  LOCALES,
  loadSections,
  translate,
  type Locale,
  type Section,
  type TranslationKey,
} from '../../../src/i18n/index.ts'
import { en as catalog } from '../../../src/i18n/en.ts'
import { cellRunOf, type CellRun } from '../../../src/view-models/cellRun.ts'
import { compareColumn, failureResults } from '../../../src/view-models/compare/compareModel.ts'
import { matrixRows } from '../../../src/view-models/compare/matrixModel.ts'
import { scenarioImpact } from '../../../src/view-models/impact.ts'
import { countersOf, replayAt } from '../../../src/view-models/playback.ts'
import { folderCsv } from '../../../src/view-models/sweep/folderExport.ts'
import {
  folderCellRun,
  folderCompactions,
  folderTotals,
  type FolderCompaction,
} from '../../../src/view-models/sweep/folderSweep.ts'
import { DEFAULT_SWEEP, type SweepSettings } from '../../../src/view-models/sweep/settings.ts'
import { sweepCsv } from '../../../src/view-models/sweep/sweepExport.ts'
import {
  runSweep,
  sweepScenario,
  type CellPoint,
  type SweepPoint,
} from '../../../src/view-models/sweep/sweepRun.ts'
import { generatedScenario } from '../../helpers/generatedHistory.ts'
import { era064, era104, era118, localRebuilt } from '../../helpers/rolloutEras.ts'
import { redactedSession } from '../../helpers/rolloutSamples.ts'

const tFor =
  (locale: Locale) => (key: TranslationKey, vars?: Readonly<Record<string, string | number>>) =>
    translate(locale, key, vars)

function parsed(raw: unknown): ScenarioFile {
  const result = parseScenario(raw)
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.value
}

const files = readdirSync('public/scenarios').map((name) => ({
  name,
  scenario: parsed(JSON.parse(readFileSync(`public/scenarios/${name}`, 'utf8'))),
}))
const HISTORIES = [
  ...files,
  ...BUNDLED_SCENARIOS.map(({ id, scenario }) => ({
    name: `preset ${id}`,
    scenario: parsed(scenario),
  })),
  { name: 'generated 500 items', scenario: parsed(generatedScenario(500)) },
]
/** Each history as it is, with every call failing, and with a hook stopping the turn. */
const VARIANTS = HISTORIES.flatMap(({ name, scenario }) => [
  { name, scenario },
  {
    name: `${name}, every call failing`,
    scenario: {
      ...scenario,
      faults: { remote: 'http_500', local: 'stream_error', localRepeat: 1000 },
    } as ScenarioFile,
  },
  {
    name: `${name}, PreCompact stops`,
    scenario: { ...scenario, faults: { preCompactHook: 'stop' } } as ScenarioFile,
  },
  {
    name: `${name}, PostCompact stops`,
    scenario: { ...scenario, faults: { postCompactHook: 'stop' } } as ScenarioFile,
  },
])

beforeAll(async () => {
  for (const locale of LOCALES) await loadSections(locale, Object.keys(catalog) as Section[])
})

/** The counts every screen's own model shows for a cell, against the one model's. */
function expectScreensAgree(run: CellRun, result: CompactionResult, failed: CompactionResult) {
  const { counts } = run
  // the grid's badge
  expect(summarizeCell(result)).toMatchObject({
    outcome: run.outcome,
    cut: counts.cut,
    kept: counts.kept,
    injected: counts.injected,
    unchanged: counts.unchanged,
    historyChanged: run.historyChanged,
    modelCalls: run.calls.model,
    serverCalls: run.calls.server,
    retries: run.calls.retries,
  })
  // the lane's counters at the last step
  const lane = countersOf(replayAt(result, result.trace.length))
  expect({ ...lane, versionBefore: undefined, versionAfter: undefined }).toEqual({
    cut: counts.cut,
    kept: counts.kept,
    truncated: counts.truncated,
    injected: counts.injected,
    summary: counts.summary,
    unchanged: counts.unchanged,
    versionBefore: undefined,
    versionAfter: undefined,
  })
  expect(lane.versionAfter).toBe(run.versionAfter)
  // compare, side by side
  const column = compareColumn(result, failed)
  expect(column).toMatchObject({ ...counts, runOutcome: run.outcome })
  expect(column.tokensBefore).toBe(run.tokens.before)
  expect(column.tokensAfter).toBe(run.tokens.after)
  expect(column.userTextKept).toBe(run.userTextKept)
  expect([column.modelCalls, column.serverCalls]).toEqual([run.calls.model, run.calls.server])
  // the session's table
  expect(cellOutcome(result)).toMatchObject({
    runOutcome: run.outcome,
    historyChanged: run.historyChanged,
    kept: counts.kept,
    cut: counts.cut,
    injected: counts.injected,
    summary: counts.summary,
    unchanged: counts.unchanged,
  })
  // the vocabulary: a history left as it was keeps nothing; a completed run changed it
  expect(run.historyChanged ? 0 : counts.kept + counts.cut).toBe(0)
  expect(run.outcome !== 'completed' || run.historyChanged).toBe(true)
  expect(run.outcome === 'not-triggered' ? run.userTextKept : null).toBeNull()
  // every retry is one of the calls counted ("retried once" never stands beside 6 unexplained
  // calls), and the model fallback is one of the retries' reasons
  const sent = run.calls.model + run.calls.server
  expect(run.calls.retries === 0 || run.calls.retries < sent).toBe(true)
  expect(run.calls.fallback).toBe(run.calls.retryReasons.some((r) => r.kind === 'model_fallback'))
}

const byValue = (a: number, b: number) => a - b

/** The numbers a screen's text shows, grouped figures read whole, in order of value. */
const numbersIn = (text: string) =>
  (text.match(/\d[\d,]*/g) ?? []).map((n) => Number(n.replaceAll(',', ''))).sort(byValue)

/** A CSV line's fields (quoted fields may hold commas and doubled quotes). */
function csvFields(line: string): string[] {
  const fields: string[] = []
  for (const match of line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)) {
    const raw = match[1]!
    fields.push(raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw)
  }
  return fields
}

/** The rows of a CSV table under the header row holding `column`, each as name → field. */
function csvTable(text: string, column: string): Map<string, string>[] {
  const lines = text.split('\r\n').filter((line) => line !== '')
  const headAt = lines.findIndex((line) => csvFields(line).includes(column))
  const head = csvFields(lines[headAt]!)
  return lines
    .slice(headAt + 1)
    .map((line) => new Map(csvFields(line).map((field, i) => [head[i]!, field])))
}

/** The sweep's tally of one run: a refused run is counted with the failed ones. */
const tallyOf = (run: CellRun) => ({
  completed: run.outcome === 'completed' ? 1 : 0,
  notTriggered: run.outcome === 'not-triggered' ? 1 : 0,
  failed: run.outcome === 'failed-unchanged' || run.outcome === 'refused' ? 1 : 0,
})

/** The sweep's cell on a point of one history, against the run model of that history's run. */
function expectSweepAgrees(run: CellRun, point: CellPoint) {
  expect(point).toMatchObject({
    ...tallyOf(run),
    userTextKept: run.userTextKept,
    tokensAfter: run.historyChanged ? run.tokens.after : null,
    modelCalls: run.calls.model,
    serverCalls: run.calls.server,
  })
  // a history that did not compact is never measured as kept
  expect(run.outcome === 'not-triggered' ? point.userTextKept : null).toBeNull()
}

/** The folder sweep's run against two other screens: the grid's cell and the core's counts. */
function expectFolderAgrees(run: CellRun, result: CompactionResult) {
  // not against a copy of its own fold of the run model
  const grid = summarizeCell(result)
  expect(folderCellRun(result)).toMatchObject({
    outcome: grid.outcome,
    kept: grid.kept,
    cut: grid.cut,
    injected: grid.injected,
    modelCalls: result.modelCalls,
    serverCalls: result.serverCalls,
    tokensAfter: run.historyChanged ? run.tokens.after : null,
  })
}

/** The sweep's CSV rows of a point of one history, in one language. */
function expectSweepRowsAgree(runs: readonly CellRun[], point: SweepPoint, locale: Locale) {
  const t = tFor(locale)
  const meta = { scenario: 's', source: 'o', commit: 'c', faults: 'f', settings: 'x', caveats: [] }
  const sweepRows = csvTable(sweepCsv([point], meta, exportText(t, DEFAULT_SWEEP)), 'cell')
  runs.forEach((run, index) => {
    const sweep = sweepRows[index]!
    const tally = tallyOf(run)
    expect(Number(sweep.get('completed'))).toBe(tally.completed)
    expect(Number(sweep.get('notTriggered'))).toBe(tally.notTriggered)
    expect(Number(sweep.get('failed'))).toBe(tally.failed)
    expect(sweep.get('userTextKept')).toBe(String(run.userTextKept ?? ''))
    expect(sweep.get('tokensAfter')).toBe(run.historyChanged ? String(run.tokens.after) : '')
    expect(Number(sweep.get('modelCalls'))).toBe(run.calls.model)
    expect(Number(sweep.get('serverCalls'))).toBe(run.calls.server)
  })
}

/** The folder sweep's CSV rows and totals of these nine runs, in one language. */
function expectFolderRowsAgree(
  runs: readonly CellRun[],
  folderRuns: readonly ReturnType<typeof folderCellRun>[],
  locale: Locale,
) {
  const folder: FolderCompaction = {
    path: 'a.jsonl',
    index: 0,
    line: 1,
    recordedCell: 0,
    recorded: { kept: 0, cut: 0, injected: 0, tokensAfter: 0 },
    cells: folderRuns,
  }
  const folderRows = csvTable(folderCsv([folder], folderText(tFor(locale))), 'recordedCell')
  const totals = folderTotals([folder])
  runs.forEach((run, index) => {
    const row = folderRows[index]!
    expect(row.get('outcome')).toBe(run.outcome)
    expect(['kept', 'cut', 'injected'].map((k) => Number(row.get(k)))).toEqual([
      run.counts.kept,
      run.counts.cut,
      run.counts.injected,
    ])
    expect(row.get('tokensAfter')).toBe(run.historyChanged ? String(run.tokens.after) : '')
    expect(totals[index]).toMatchObject({
      ...tallyOf(run),
      kept: run.counts.kept,
      cut: run.counts.cut,
    })
  })
}

/**
 * Sweeps of one history a point whose points compact, stay below the limit and fail: the sweep
 * runs only the histories it generates, so its reading is checked on those.
 */
const SWEEPS: readonly SweepSettings[] = [
  // a small window: every cell compacts with no faults, and fails with every call failing
  {
    ...DEFAULT_SWEEP,
    axis: 'faultRate',
    from: 0,
    to: 100,
    points: 2,
    histories: 1,
    length: 150,
    window: 20_000,
    autoLimit: 18_000,
  },
  // short histories: pre-turn and mid-turn stay below the limit
  { ...DEFAULT_SWEEP, from: 20, to: 40, points: 2, histories: 1 },
]

describe('one truth per fact: every screen reads the same run', () => {
  it.each(VARIANTS.map((v) => [v.name, v.scenario] as const))('%s', (_name, scenario) => {
    const results = runAllCells(scenario)
    const failed = failureResults(scenario)
    const rows = matrixRows(scenario, results)
    const registry = registryOf(scenario)
    const { registry: _edited, ...withDefault } = scenario
    const impact = scenarioImpact(scenario, registry, runAllCells(withDefault), results)
    const csv = new Map(
      LOCALES.map((locale) => [
        locale,
        matrixCsv({ scenario, source: 'edit', rows }, tFor(locale)).split('\r\n'),
      ]),
    )
    const folderRuns = results.map(folderCellRun)
    for (const locale of LOCALES) expectFolderRowsAgree(results.map(cellRunOf), folderRuns, locale)
    results.forEach((result, index) => {
      const run = cellRunOf(result)
      expectScreensAgree(run, result, failed[index]!)
      expectFolderAgrees(run, result)
      const row = rows[index]!
      expect(row.column.run).toBe(run)
      expect(row.unchanged).toBe(!run.historyChanged)
      // the registry's impact counts what the grid counts
      expect(impact.cells[index]!.after).toEqual({
        kept: run.counts.kept,
        cut: run.counts.cut,
        injected: run.counts.injected,
      })
      for (const locale of LOCALES) {
        const t = tFor(locale)
        // the same grouped figures in every language, on compare and on the matrix
        for (const text of [compareValue('tokens', row.column, t), matrixValue('tokens', row, t)]) {
          expect(text).toContain(groupedNumber(run.tokens.before))
          expect(text).toContain(groupedNumber(run.tokens.after))
        }
        expect(compareValue('cut', row.column, t)).toBe(String(run.counts.cut))
        // the outcome and the calls as the grid's cell, compare and the matrix write them
        const grid = summarizeCell(result)
        const outcome = runOutcomeText(run.outcome, run.refusal, t)
        expect(outcomeText(grid, t)).toBe(outcome)
        expect(compareValue('path', row.column, t)).toContain(outcome)
        expect(matrixValue('outcome', row, t)).toContain(outcome)
        const calls = [run.calls.model, run.calls.server]
        expect(numbersIn(callsText(grid, t))).toEqual(calls.filter((n) => n > 0).sort(byValue))
        expect(numbersIn(compareValue('calls', row.column, t))).toEqual([...calls].sort(byValue))
        expect(numbersIn(matrixValue('calls', row, t))).toEqual([...calls].sort(byValue))
        const kept = compareValue('kept', row.column, t)
        const keptShown = run.historyChanged
          ? kept === String(run.counts.kept)
          : kept.includes(groupedNumber(run.counts.unchanged))
        expect(keptShown, `kept reads ${kept}`).toBe(true)
        // the export's row
        const lines = csv.get(locale)!
        const headAt = lines.findIndex((line) => line.includes(',phase,implementation,'))
        const head = lines[headAt]!.split(',')
        const cells = lines[headAt + 1 + index]!.split(',')
        const at = (name: string) => cells[head.indexOf(name)]
        expect(at('outcome')).toBe(run.outcome)
        expect(at('history_unchanged')).toBe(run.historyChanged ? 'no' : 'yes')
        expect(Number(at('tokens_before'))).toBe(run.tokens.before)
        expect(Number(at('tokens_after'))).toBe(run.tokens.after)
        expect(Number(at('model_calls'))).toBe(run.calls.model)
        expect(Number(at('server_calls'))).toBe(run.calls.server)
        expect(at('user_text_kept')).toBe(run.userTextKept === null ? '' : String(run.userTextKept))
      }
    })
    expect(results).toHaveLength(ALL_CELLS.length)
  })
})

describe('one truth per fact: the sweep reads the run model of each history it runs', () => {
  it('on sweeps whose runs compact, stay below the limit and fail', () => {
    const outcomes = new Set<string>()
    for (const settings of SWEEPS)
      runSweep(settings).forEach((point, p) => {
        const runs = runAllCells(parsed(sweepScenario(settings, p, 0))).map(cellRunOf)
        for (const locale of LOCALES) expectSweepRowsAgree(runs, point, locale)
        runs.forEach((run, index) => {
          outcomes.add(run.outcome)
          expectSweepAgrees(run, point.cells[index]!)
        })
      })
    expect([...outcomes]).toEqual(
      expect.arrayContaining(['completed', 'not-triggered', 'failed-unchanged']),
    )
  })
})

/** The worker's engine, in-process: the loaded session, and a request's answer. */
async function engineFor(text: string) {
  const engine = sessionWorker()
  const loaded = await engine.handle({
    type: 'open',
    source: new Blob([text]),
    name: 'synthetic.jsonl',
  })
  return { loaded, ask: engine.handle }
}

describe('a session’s nine cells are the grid’s', () => {
  it.each([
    ['0.64.0', era064()],
    ['0.104.0', era104()],
    ['0.118.0', era118()],
    ['local rebuilt', localRebuilt()],
    ['public-sample shape, texts as digests', redactedSession()],
  ])('%s: the table and "open in the grid" show the same numbers', async (_name, file) => {
    const { loaded, ask } = await engineFor(file.text)
    const compactions = loaded.summary.compactions
    expect(compactions.length).toBeGreaterThan(0)
    for (let index = 0; index < compactions.length; index++) {
      const view: ComparisonView = await ask({ type: 'compaction', index })
      const reply = await ask({
        type: 'scenario',
        line: compactions[index]!.line - 1,
        redact: false,
        cell: view.cell,
        compaction: index,
      })
      // what the grid runs after "open in the grid": the scenario, parsed as the page parses it
      const grid = runAllCells(parsed(reply.scenario)).map(cellOutcome)
      expect(grid).toEqual(view.cells)
      expect(view.cells.map((c) => c.cell)).toEqual(ALL_CELLS)
      // "what if the window were full here", the table's other switch, opens its own scenario
      // the folder sweep runs the same compaction through the same nine cells
      const folder = folderCompactions('synthetic.jsonl', readRollout(file.text))[index]!
      expect(folder.cells.map((c) => [c.outcome, c.kept, c.cut, c.injected])).toEqual(
        view.cells.map((c) => [c.runOutcome, c.kept, c.cut, c.injected]),
      )
      const line = compactions[index]!.line - 1
      const full = await ask({ type: 'whatIfFull', line })
      expect(runAllCells(parsed(full.scenario)).map(cellOutcome)).toEqual(full.cells)
    }
    expect(DEFAULT_REGISTRY).toBeDefined()
  })
})
