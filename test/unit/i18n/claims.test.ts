/**
 * Every sentence about Codex is cited at the pin (src/i18n/claims.ts): each key of the sections
 * that speak about Codex (the lessons, the step explanations and fates, the grid's and the faults'
 * tooltips, compare, the replacement table, the peers page and its Codex row, the presets and the
 * bundled scenarios' descriptions) is either cited or classified as not a Codex claim, and each
 * citation names a file of the pinned tree's index (test/fixtures/pin/cited-symbols.tsv), at a
 * line no later than the file's last line.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PEERS } from '../../../src/features/peers/peerData.ts'
import { en } from '../../../src/i18n/en.ts'
import { lessons } from '../../../src/i18n/en/lessons.ts'
import {
  CLAIMS,
  NOT_CLAIMS,
  citationLabel,
  citationUrl,
  type PinCitation,
} from '../../../src/i18n/claims.ts'
import { classifyKey } from '../../helpers/claimChecks.ts'
import { pinFiles } from '../core/pin/pinSymbols.ts'

const ROOT = join(import.meta.dirname, '../../..')

function leaves(node: unknown, prefix: string): string[] {
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  )
}

/** The sections whose text speaks about Codex. */
const SECTIONS = [
  'steps',
  'fates',
  'rules',
  'grid',
  'compare',
  'matrix',
  'replacementTable',
  'faults',
  'faultsPanel',
  'peers',
  'presets',
  'sweep',
] as const

function keys(): string[] {
  const scenarios = readdirSync(join(ROOT, 'public/scenarios'))
    .filter((file) => file.endsWith('.json'))
    .filter((file) => {
      const scenario = JSON.parse(readFileSync(join(ROOT, 'public/scenarios', file), 'utf8')) as {
        description?: string
      }
      return scenario.description !== undefined
    })
    .map((file) => `scenarios.${file}.description`)
  const codex = PEERS.find((peer) => peer.id === 'codex')!
  const codexRow = Object.entries(codex.cells).flatMap(([dimension, cell]) =>
    cell.claims.map((_, i) => `peerData.codex.${dimension}.${i}`),
  )
  return [
    ...SECTIONS.flatMap((section) => leaves(en[section], `${section}.`)),
    ...leaves(lessons, 'lessons.'),
    ...scenarios,
    ...codexRow,
    'peerData.codex.gist',
  ]
}

/** The last line of each cited file of the pin, as the index gives it. */
const lastLines = pinFiles

/** Why a citation cannot be checked against the index, or undefined when it can. */
function citationProblem(citation: PinCitation, last: ReadonlyMap<string, number>) {
  const end = last.get(citation.file)
  if (end === undefined) return 'file not in the pin index'
  const [from, to] =
    typeof citation.line === 'number' ? [citation.line, citation.line] : citation.line
  if (!(Number.isInteger(from) && Number.isInteger(to) && from >= 1 && from <= to))
    return 'not a line or an ordered range'
  if (to > end) return `past the last line of the file (${end})`
  return undefined
}

describe('the claims table', () => {
  const all = keys()

  it('classifies every key of the sections about Codex', () => {
    expect(all.length).toBeGreaterThan(600)
    expect(all.filter((key) => classifyKey(key) === undefined)).toEqual([])
  })

  it('names only keys that exist', () => {
    const known = new Set(all)
    expect(Object.keys(CLAIMS).filter((key) => !known.has(key))).toEqual([])
    const exact = Object.keys(NOT_CLAIMS).filter((key) => !key.endsWith('.'))
    expect(exact.filter((key) => !known.has(key))).toEqual([])
    const prefixes = Object.keys(NOT_CLAIMS).filter((key) => key.endsWith('.'))
    expect(prefixes.filter((prefix) => !all.some((key) => key.startsWith(prefix)))).toEqual([])
  })

  it('cites every claim inside the pinned tree’s index', () => {
    const last = lastLines()
    expect(last.size).toBeGreaterThan(40)
    const problems = Object.entries(CLAIMS).flatMap(([key, citations]) => {
      if (citations.length === 0) return [`${key}: no citation`]
      return citations.flatMap((citation) => {
        const problem = citationProblem(citation, last)
        return problem ? [`${key}: ${citationLabel(citation)}: ${problem}`] : []
      })
    })
    expect(problems).toEqual([])
  })

  it('cites the sentences the pin audit found false, where the pin decides them', () => {
    const cites = (key: string, file: string) =>
      (CLAIMS[key] ?? []).some((citation) => citation.file === file)
    expect(
      cites('lessons.compaction.steps.modelSwitch.body', 'core/src/compact_model_fallback.rs'),
    ).toBe(true)
    expect(cites('lessons.compaction.steps.failures.body', 'core/src/compact_remote_v2.rs')).toBe(
      true,
    )
    expect(
      cites('lessons.questions.f_problem.explain', 'prompts/src/permissions_instructions.rs'),
    ).toBe(true)
    expect(cites('lessons.fragments.steps.whyTypes.body', 'core/src/session/mod.rs')).toBe(true)
    expect(cites('lessons.compaction.steps.placement.body', 'core/src/session/turn.rs')).toBe(true)
  })

  it('links a citation to openai/codex at the pin', () => {
    const citation = { file: 'core/src/compact_model_fallback.rs', line: [9, 20] as const }
    expect(citationLabel(citation)).toBe('core/src/compact_model_fallback.rs:9–20')
    expect(citationUrl(citation)).toBe(
      'https://github.com/openai/codex/blob/4f39251a010a8bd7d692d25fb33832ff06f1635a/codex-rs/core/src/compact_model_fallback.rs#L9-L20',
    )
  })
})

describe('the claims check', () => {
  it('refuses a file outside the pin and a line past its last symbol', () => {
    const last = lastLines()
    expect(citationProblem({ file: 'core/src/compact_remote.rs', line: 370 }, last)).toBeUndefined()
    expect(citationProblem({ file: 'core/src/no_such_file.rs', line: 1 }, last)).toMatch(/index/)
    expect(
      citationProblem({ file: 'core/src/compact_remote.rs', line: [370, 99_999] }, last),
    ).toMatch(/past the last/)
    expect(citationProblem({ file: 'core/src/compact_remote.rs', line: [397, 370] }, last)).toMatch(
      /ordered/,
    )
  })

  it('leaves a new key unclassified until the table names it', () => {
    expect(classifyKey('lessons.fragments.steps.brandNew.body')).toBeUndefined()
    expect(classifyKey('steps.brand_new_rule')).toBeUndefined()
    expect(classifyKey('grid.lane.title')).toEqual({ notAClaim: 'ui' })
    expect(classifyKey('lessons.questions.f_problem.prompt')).toEqual({ notAClaim: 'student' })
  })
})
