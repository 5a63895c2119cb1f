import {
  parseScenario,
  remembered,
  type Cell,
  type CompactionResult,
  type ScenarioFile,
} from '../../../core/index.ts'
import { loadedEngine, loadEngine } from '../../../store/engine.ts'
import { cellIndex } from '../../../store/selectors.ts'
import mixedHistory from '../../../../public/scenarios/lesson-mixed-history.json'
import modelSwitchFallback from '../../../../public/scenarios/model-switch-fallback.json'
import remoteFailureFullWindow from '../../../../public/scenarios/remote-failure-full-window.json'

/**
 * The scenarios lesson steps play: the lesson's mixed history, and the few changes a step makes
 * to the registry, the world, the switches or the faults. Each is one object per page, so the
 * engine's one cache of cell runs runs each cell once per scenario.
 */
export const LESSON_SCENARIOS = [
  'mixed',
  'userInstructionsTrap',
  'agentsMd40k',
  'tokenBudget',
  'remoteTimeout',
  'modelSwitch',
] as const
export type LessonScenarioId = (typeof LESSON_SCENARIOS)[number]

const base = mixedHistory as unknown as ScenarioFile

/**
 * AGENTS.md at about 40 KB: Codex reads its first 32 KiB, and a registered type lets all of that
 * through every round.
 */
export const BIG_AGENTS_MD =
  'Run npm test before every commit. Keep the public API stable.\n'.repeat(660)

const PATCHES: Readonly<Record<LessonScenarioId, Partial<ScenarioFile>>> = {
  mixed: {},
  // matching UserInstructions with the unused protocol constants instead of its real markers
  userInstructionsTrap: {
    registry: {
      edits: {
        update: {
          UserInstructions: {
            startMarker: '<user_instructions>',
            endMarker: '</user_instructions>',
          },
        },
      },
    },
  },
  agentsMd40k: { world: { agentsMd: { directory: '/repo', text: BIG_AGENTS_MD } } },
  tokenBudget: { features: { tokenBudget: true } },
  // "one step further", as the scenario files the CLI runs: a full window whose remote call times
  // out, and a model switch whose previous-model compaction is rejected once
  remoteTimeout: remoteFailureFullWindow as unknown as Partial<ScenarioFile>,
  modelSwitch: modelSwitchFallback as unknown as Partial<ScenarioFile>,
}

// each scenario parsed once per page, remembered by its patch (one constant object per id): an
// identity memo of a pure function, so every step of a lesson plays the same scenario object
const parsed = new WeakMap<Partial<ScenarioFile>, ScenarioFile>()

/** The scenario a lesson step plays (validated like any scenario file). */
export function lessonScenario(id: LessonScenarioId): ScenarioFile {
  return remembered(parsed, PATCHES[id], (patch) => {
    const result = parseScenario({ ...base, ...patch })
    if (!result.ok) throw new Error(`lesson scenario ${id}: ${JSON.stringify(result.errors)}`)
    return result.value
  })
}

/**
 * One cell's result for a lesson scenario, from the engine's one cache of cell runs. The lessons
 * screen paints before the engine loads (`App.tsx`): read during a render before then (a text with
 * a count, the exercise), it suspends that render until the engine is there (the request is the
 * one `loadEngine` shares), so only what needs a run waits for it.
 */
export function lessonResult(id: LessonScenarioId, cell: Cell): CompactionResult {
  const engine = loadedEngine()
  if (!engine) throw loadEngine()
  return engine.runsFor(lessonScenario(id)).cell(cellIndex(cell))
}
