import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  ALL_CELLS,
  parseScenario,
  runAllCells,
  type CompactionResult,
  type ScenarioFile,
} from '../../../src/core/index.ts'

function load(name: string): ScenarioFile {
  const parsed = parseScenario(JSON.parse(readFileSync(`public/scenarios/${name}.json`, 'utf8')))
  if (!parsed.ok) throw new Error(`${name}: ${JSON.stringify(parsed.errors)}`)
  return parsed.value
}

const label = (r: CompactionResult) => `${r.cell.phase} × ${r.cell.implementation}`
const hasEnvironment = (texts: readonly string[]) =>
  texts.some((text) => text.includes('<environment_context>'))

// the three failures the lessons open with, each shown through the core
describe('the lesson scenarios', () => {
  it('every bundled scenario is valid and runs in all nine cells', () => {
    for (const name of [
      'lesson-mixed-history',
      'approved-prefix-forgotten',
      'workspace-amnesia',
      'forked-expired-environment',
    ])
      expect(runAllCells(load(name)).map((r) => r.outcome)).toEqual(
        ALL_CELLS.map(() => 'completed'),
      )
  })

  it('an approved prefix: the one-shot notice is cut, the approval returns with the permissions', () => {
    // prompts/src/permissions_instructions.rs:264-267, 439-442: the fresh permissions text lists
    // the approved prefixes wherever the initial context is injected
    const results = runAllCells(load('approved-prefix-forgotten'))
    for (const result of results) {
      expect(result.cut, label(result)).toContain('approved')
      const kept = result.items.filter((item) => item.status !== 'injected')
      expect(kept.map((item) => item.text).join('\n'), label(result)).not.toContain(
        'Approved command prefix saved:',
      )
      const injected = [
        ...result.items.filter((item) => item.status === 'injected'),
        ...result.nextTurnInjection,
      ]
        .map((item) => item.text)
        .join('\n')
      expect(injected, label(result)).toContain('## Approved command prefixes')
      expect(injected, label(result)).toContain('- ["npm"]')
    }
  })

  it('pre-turn and manual compactions leave the workspace out until the next turn re-injects it', () => {
    const results = runAllCells(load('workspace-amnesia'))
    const injects = (r: CompactionResult) =>
      r.cell.phase === 'mid_turn' || r.cell.implementation === 'empty_window'
    // mid-turn splices a fresh environment in; the empty window installs one
    for (const result of results.filter(injects)) {
      expect(hasEnvironment(result.items.map((item) => item.text)), label(result)).toBe(true)
      expect(result.referenceContext).toBe('set')
    }
    const leaveOut = results.filter((r) => !injects(r))
    expect(leaveOut.map(label)).toEqual([
      'pre_turn × remote',
      'pre_turn × local',
      'manual × remote',
      'manual × local',
    ])
    for (const result of leaveOut) {
      expect(result.cut, label(result)).toEqual(expect.arrayContaining(['env', 'perm']))
      expect(hasEnvironment(result.items.map((item) => item.text)), label(result)).toBe(false)
      expect(result.referenceContext).toBe('cleared')
      expect(hasEnvironment(result.nextTurnInjection.map((item) => item.text))).toBe(true)
      expect(result.badges).toContain(
        result.cell.phase === 'pre_turn' ? 'reinjected_same_turn' : 'reinjected_next_turn',
      )
    }
  })

  it('without markers, a forked expired environment block is kept as if the user typed it', () => {
    const unmarked = load('forked-expired-environment')
    const { registry: _registry, ...marked } = unmarked
    const keptAsUser = (results: CompactionResult[]) =>
      results
        .filter((r) => r.cell.implementation !== 'empty_window')
        .map((r) => r.items.find((item) => item.id === 'old-env')?.reason ?? 'cut')
    expect(keptAsUser(runAllCells(unmarked))).toEqual(Array(6).fill('real_user_message'))
    expect(keptAsUser(runAllCells(marked as ScenarioFile))).toEqual(Array(6).fill('cut'))
    // mid-turn keeps the expired block beside the fresh one, which now renders without markers too
    const midRemote = runAllCells(unmarked)[3]!
    expect(midRemote.items.filter((item) => item.text.includes('<cwd>')).map((i) => i.id)).toEqual([
      'old-env',
      'ic-2',
    ])
    expect(midRemote.items.find((item) => item.id === 'ic-2')?.text).not.toContain(
      '<environment_context>',
    )
  })
})
