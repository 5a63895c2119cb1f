import { describe, expect, it } from 'vitest'
import {
  ALL_CELLS,
  fragmentTypesIn,
  isSummaryText,
  itemText,
  parseScenario,
  runAllCells,
  type HistoryItem,
  type ScenarioFile,
} from '../../../../src/core/index.ts'
import lesson from '../../../../public/scenarios/lesson-mixed-history.json'
import { cellRunOf } from '../../../../src/view-models/cellRun.ts'
import { runInput } from '../../../../src/view-models/runFacts.ts'
import {
  activeSettings,
  LOSS_KINDS,
  matrixCaveats,
  matrixRows,
  rowEstimate,
} from '../../../../src/view-models/compare/matrixModel.ts'
import { generatedScenario } from '../../../helpers/generatedHistory.ts'
import { lessonWithLongRequest } from '../../../helpers/longRequest.ts'

/** A person's own message: a user message of no fragment type, and not a compaction's summary. */
const isUserMessage = (item: HistoryItem, fragmentType: string | null) =>
  item.type === 'message' &&
  item.role === 'user' &&
  fragmentType === null &&
  !isSummaryText(itemText(item))

function scenarioOf(raw: unknown): ScenarioFile {
  const parsed = parseScenario(raw)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors.slice(0, 3)))
  return parsed.value
}

const LESSON = scenarioOf(lesson)
const FAULTED: ScenarioFile = { ...LESSON, faults: { remote: 'http_500' } }
const GENERATED = scenarioOf(generatedScenario(500, 7))

describe('the decision matrix', () => {
  it.each([
    ['the lesson', LESSON],
    ['the lesson under an HTTP 500', FAULTED],
    ['a generated 500-item history', GENERATED],
  ])('reads every number of %s from fresh runAllCells results', (_name, scenario) => {
    // the store's cached run and a fresh one are different objects with the same facts
    const rows = matrixRows(scenario, runAllCells(scenario))
    const fresh = runAllCells(scenario)
    expect(rows).toHaveLength(ALL_CELLS.length)
    rows.forEach((row, index) => {
      const result = fresh[index]!
      const input = runInput(result)!
      expect(row.column.cell).toEqual(ALL_CELLS[index])
      expect(row.column.outcome).toBe(result.outcome)
      expect(row.column.path).toBe(result.path)
      expect(row.column.modelCalls).toBe(result.modelCalls)
      expect(row.column.serverCalls).toBe(result.serverCalls)
      expect(row.column.tokensBefore).toBe(input.tokens)
      // every input item is lost or refreshed exactly when the core cut it
      const lostIds = LOSS_KINDS.flatMap((kind) => row.lost[kind].map((item) => item.id))
      const refreshedIds = row.refreshed.map((item) => item.id)
      expect(new Set([...lostIds, ...refreshedIds])).toEqual(
        new Set(
          input.history.filter((item) => result.cut.includes(item.id)).map((item) => item.id),
        ),
      )
      expect(row.lostTotal).toBe(lostIds.length)
      // refreshed: context whose fragment types the run injects again (a message of several
      // fragments is labelled "A + B", and brings back each of them)
      const injectedAgain = new Set(
        [
          ...result.items.filter((i) => i.status === 'injected'),
          ...result.nextTurnInjection,
        ].flatMap((i) => (i.fragmentType ? fragmentTypesIn(i.fragmentType) : [])),
      )
      expect(
        row.refreshed.every((item) => item.kind === 'context' && injectedAgain.has(item.type)),
      ).toBe(true)
      // the user's messages: kept + truncated + dropped is every real user message, and a
      // history left as it was kept and dropped none of them (they are unchanged)
      const users = input.history.filter((item, j) =>
        isUserMessage(item, input.fragmentTypes[j] ?? null),
      )
      const userIds = new Set(users.map((item) => item.id))
      expect(row.lost.user.every((item) => userIds.has(item.id))).toBe(true)
      expect(row.userKept + row.userTruncated + row.userDropped).toBe(
        row.unchanged ? 0 : users.length,
      )
      // the share of their text is the run model's (which the sweep reads too); without a new
      // history there is no share at all (never 100 %)
      expect(row.column.userTextKept).toBe(row.unchanged ? null : cellRunOf(result).userTextKept)
      const whole = row.userDropped === 0 && row.userTruncated === 0
      expect(row.unchanged || (row.column.userTextKept === 1) === whole).toBe(true)
    })
  })

  it('shows how much of a truncated request survives', () => {
    const long = lessonWithLongRequest()
    for (const row of matrixRows(long, runAllCells(long))) {
      if (row.column.cell.implementation !== 'local') continue
      expect([row.userKept, row.userTruncated, row.userDropped]).toEqual([0, 1, 1])
      expect(row.column.userTextKept).toBeGreaterThan(0.7)
      expect(row.column.userTextKept).toBeLessThan(0.75)
    }
  })

  it('counts context brought back inside a message of several fragments as refreshed', () => {
    // pre-turn × remote: the next turn brings back PermissionsInstructions and one message of
    // UserInstructions + EnvironmentContext; the lesson's three separate items all come back
    const row = matrixRows(LESSON, runAllCells(LESSON))[0]!
    expect(row.column.nextTurnInjects).toContain('UserInstructions + EnvironmentContext')
    expect(row.refreshed.map((item) => item.type).sort()).toEqual([
      'EnvironmentContext',
      'PermissionsInstructions',
      'UserInstructions',
    ])
    expect(row.lost.context.map((item) => item.type)).not.toContain('UserInstructions')
  })

  it('shows a compaction failed by an HTTP 500 as failed with the history unchanged', () => {
    const rows = matrixRows(FAULTED, runAllCells(FAULTED))
    const fresh = runAllCells(FAULTED)
    const remote = rows.filter((row) => row.column.cell.implementation === 'remote')
    expect(remote.length).toBe(3)
    remote.forEach((row) => {
      const result = fresh.find(
        (r) => r.cell.phase === row.column.cell.phase && r.cell.implementation === 'remote',
      )!
      expect(row.unchanged).toBe(
        result.outcome !== 'completed' && result.historyVersion === runInput(result)!.version,
      )
    })
    // the pin retries a 500 (run_remote_compaction_request_v2): more than one server call
    expect(remote.some((row) => row.unchanged)).toBe(true)
    expect(remote.every((row) => !row.unchanged || row.lostTotal === 0)).toBe(true)
    expect(Math.max(...remote.map((row) => row.column.serverCalls))).toBeGreaterThan(1)
    // without the fault no remote cell is left unchanged
    expect(matrixRows(LESSON, runAllCells(LESSON)).some((row) => row.unchanged)).toBe(false)
  })

  it('sorts a lost item by what it was', () => {
    const rows = matrixRows(GENERATED, runAllCells(GENERATED))
    const all = rows.flatMap((row) => LOSS_KINDS.flatMap((kind) => row.lost[kind]))
    expect(all.length).toBeGreaterThan(0)
    const typesOf = (kind: string) => new Set(all.filter((i) => i.kind === kind).map((i) => i.type))
    expect([...typesOf('tool')].every((type) => type.startsWith('function_call'))).toBe(true)
    expect([...typesOf('reasoning')]).toEqual(['reasoning'])
    const input = runInput(runAllCells(GENERATED)[0]!)!
    const first = input.history.find((item) => item.id === all[0]!.id)!
    expect(all[0]!.text).toBe(itemText(first).slice(0, 160))
  })

  it('names the active faults and switches, and the caveats of simulated numbers', () => {
    expect(activeSettings(LESSON)).toEqual([])
    expect(activeSettings({ ...FAULTED, features: { remoteCompactionV2: false } })).toEqual([
      'faults.remote=http_500',
      'features.remoteCompactionV2=false',
    ])
    const caveats = matrixCaveats(matrixRows(LESSON, runAllCells(LESSON)))
    // local cells summarize (a simulated answer), remote cells call a simulated server
    expect(caveats).toEqual(['summary', 'server'])
    const rows = matrixRows(LESSON, runAllCells(LESSON))
    expect(rows.filter((r) => r.caveats.includes('summary')).map((r) => r.column.path)).toEqual([
      'local',
      'local',
      'local',
    ])
  })
})

describe('the matrix’s cost', () => {
  it('counts every request’s history as sent and only a completed summary as received', () => {
    const results = runAllCells(FAULTED)
    const rows = matrixRows(FAULTED, results)
    rows.forEach((row, i) => {
      const result = results[i]!
      const history = runInput(result)?.tokens ?? 0
      const requests = result.modelCalls + result.serverCalls
      // a local request carries the summarization prompt on top of the history
      expect(row.tokens.sent).toBeGreaterThanOrEqual(requests * history)
    })
    const unfinished = rows.filter((_, i) => results[i]!.outcome !== 'completed')
    expect(unfinished.length).toBeGreaterThan(0)
    expect(unfinished.map((row) => row.tokens.received)).toEqual(unfinished.map(() => 0))
    const failedRemote = rows.find(
      (row) => row.column.cell.implementation === 'remote' && row.unchanged,
    )!
    expect(failedRemote.tokens.sent).toBeGreaterThan(0)
    expect(failedRemote.tokens.received).toBe(0)
  })

  it('prices a row with the sweep’s formula at the reader’s rates', () => {
    const row = matrixRows(LESSON, runAllCells(LESSON)).find(
      (r) => r.column.cell.implementation === 'local' && r.column.outcome === 'completed',
    )!
    const rates = {
      inputPerMillion: 2,
      outputPerMillion: 8,
      secondsPerCall: 0.5,
      inputTokensPerSecond: 1000,
      outputTokensPerSecond: 40,
    }
    const calls = row.column.modelCalls + row.column.serverCalls
    const { dollars, seconds } = rowEstimate(row, rates)
    expect(dollars).toBeCloseTo((row.tokens.sent * 2 + row.tokens.received * 8) / 1e6, 12)
    expect(seconds).toBeCloseTo(calls * 0.5 + row.tokens.sent / 1000 + row.tokens.received / 40, 12)
    expect(row.tokens.received).toBeGreaterThan(0)
  })
})
