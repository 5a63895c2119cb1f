import { describe, expect, it } from 'vitest'
import {
  compareCompaction,
  PIN_WORLD,
  readRollout,
  summarizeSession,
  DEFAULT_REGISTRY,
  predictInWorld,
  type CompactionComparison,
  type CompactionResult,
  type VersionWorld,
} from '../../../../src/core/index.ts'
import {
  AGENTS_MD,
  ENV_NEW,
  PERMISSIONS_DANGER,
  era047,
  era064ServerContext,
  era077ServerContext,
  era098Local,
  era104,
  era117,
  era118,
  type EraFile,
} from '../../../helpers/rolloutEras.ts'

/**
 * The prediction follows the Codex that recorded the compaction (`versionWorld.ts`): for each era
 * a generated file whose replacement is what that era installed shows no difference; the same
 * file predicted as the pin (the version input ignored), or moved to the pin's era, shows the
 * version's difference again.
 */

function comparisons(text: string, versionWorld?: VersionWorld): CompactionComparison[] {
  const log = readRollout(text)
  const s = summarizeSession(log)
  return s.compactions.map((c) =>
    compareCompaction(log, c, {
      ...(s.contextWindow ? { contextWindow: s.contextWindow } : {}),
      ...(versionWorld ? { versionWorld } : {}),
    }),
  )
}

const first = (text: string, world?: VersionWorld) => comparisons(text, world)[0]!
const summaryOf = (c: CompactionComparison) =>
  c.differences.map((d) => [d.kind, d.type, d.cause, d.reason])
const msg = (role: string, ...texts: string[]) => ({
  type: 'message',
  role,
  content: texts.map((text) => ({
    type: role === 'assistant' ? 'output_text' : 'input_text',
    text,
  })),
})

/** The file with every compaction's replacement history rewritten by `edit`. */
function withReplacement(file: EraFile, edit: (items: unknown[]) => unknown[]): string {
  const lines = file.text.split('\n')
  for (const at of file.compactions) {
    const record = JSON.parse(lines[at - 1]!) as { payload: { replacement_history: unknown[] } }
    record.payload.replacement_history = edit(record.payload.replacement_history)
    lines[at - 1] = JSON.stringify(record)
  }
  return lines.join('\n')
}

/** The same file recorded on another day (every `session_meta` and line timestamp moved). */
const movedTo = (text: string, from: string, to: string) => text.replaceAll(from, to)

/**
 * 0.98 (between #10574 and #12252): a pre-turn remote compaction on the legacy endpoint, the
 * initial context spliced in before the last user message anyway, one message per section.
 */
function era098EveryTiming(): string {
  const moved = era117()
    .text.replaceAll('2026-04-02T08:00', '2026-02-10T08:00')
    .replace('"0.117.0"', '"0.98.0"')
  const file: EraFile = { text: moved, compactions: era117().compactions }
  return withReplacement(file, ([task, item]) => [
    msg('developer', PERMISSIONS_DANGER),
    msg('user', AGENTS_MD),
    msg('user', ENV_NEW),
    task,
    item,
  ])
}

/** 0.104 as the legacy server returned it without final answers: only the layout is that era's. */
function era104Sections(): string {
  return withReplacement(era104(), (items) =>
    items.filter((i) => (i as { role?: string }).role !== 'assistant'),
  )
}

describe('server_output (before #10574, 143daadb3): the server’s reply as it came', () => {
  it('0.64 mid-turn: the context the server returned, no permissions added: no difference', () => {
    const c = first(era064ServerContext().text)
    expect(c.differences).toEqual([])
    expect(c.versionWorld.remoteInitialContext).toBe('server_output')
    // the predicted replacement is the request's context and user message, then the item
    expect(c.predicted.items.map((i) => [i.status, i.fragmentType ?? i.type])).toEqual([
      ['injected', 'UserInstructions'],
      ['injected', 'EnvironmentContext'],
      ['kept', 'message'],
      ['summary', 'compaction'],
    ])
  })

  it('0.64 predicted as the pin: the version explains every difference', () => {
    const c = first(era064ServerContext().text, PIN_WORLD)
    expect(c.differences.length).toBeGreaterThan(0)
    expect(c.differenceCounts.port_error).toBe(0)
    expect(new Set(c.differences.map((d) => d.reason))).toEqual(
      new Set(['no_reinjection', 'server_output_verbatim']),
    )
  })

  it('0.77 pre-turn: the environment the server returned is predicted, not explained', () => {
    expect(first(era077ServerContext().text).differences).toEqual([])
    expect(summaryOf(first(era077ServerContext().text, PIN_WORLD))).toEqual([
      ['only_recorded', 'EnvironmentContext', 'version', 'server_output_verbatim'],
    ])
  })

  it('the same files recorded in the pin’s era show the difference again', () => {
    const c64 = first(movedTo(era064ServerContext().text, '2025-11-28T', '2026-03-10T'))
    expect(c64.versionWorld.remoteInitialContext).toBe('mid_turn')
    expect(c64.differences.map((d) => d.kind)).toContain('only_recorded')
    const c77 = first(movedTo(era077ServerContext().text, '2026-01-10T', '2026-03-10T'))
    expect(summaryOf(c77)).toEqual([
      ['only_recorded', 'EnvironmentContext', 'port_error', 'unexplained'],
    ])
  })

  it('a context message the server did not return is the server’s choice, not a port error', () => {
    // the request held AGENTS.md and the environment; this server returned neither
    const file = withReplacement(era064ServerContext(), (items) => items.slice(2))
    const c = first(file)
    expect(summaryOf(c)).toEqual([
      ['only_predicted', 'UserInstructions', 'server_choice', 'server_retention'],
      ['only_predicted', 'EnvironmentContext', 'server_choice', 'server_retention'],
    ])
  })
})

describe('every_timing (#10574 to #12252, bb0ac5be7): context before the last user message', () => {
  it('0.98 pre-turn: the initial context before the last user message: no difference', () => {
    const c = first(era098EveryTiming())
    expect(c.differences).toEqual([])
    expect(c.summary.label.phase).toBe('pre_turn')
    expect(c.versionWorld.remoteInitialContext).toBe('every_timing')
    expect(c.contextPosition).toMatchObject({ recorded: 'before_last_user', agrees: true })
  })

  it('predicted as the pin, or recorded after #12252: the reinjection is a difference again', () => {
    const pin = first(era098EveryTiming(), PIN_WORLD)
    expect(pin.differences.length).toBeGreaterThan(0)
    expect(pin.differenceCounts.port_error).toBe(0)
    expect(pin.differences.map((d) => d.reason)).toContain('reinjected_every_timing')
    const later = first(movedTo(era098EveryTiming(), '2026-02-10T', '2026-03-10T'))
    expect(later.versionWorld.remoteInitialContext).toBe('mid_turn')
    expect(later.differences.filter((d) => d.kind === 'only_recorded').length).toBeGreaterThan(0)
  })
})

/** A prediction's items as status and kind, and the shape of a local compaction, context first. */
const predictedShape = (c: CompactionComparison) =>
  c.predicted.items.map((i) => [i.status, i.fragmentType ?? i.type])
const CONTEXT_FIRST = [
  ['injected', 'PermissionsInstructions'],
  ['injected', 'UserInstructions'],
  ['injected', 'EnvironmentContext'],
  ['kept', 'message'],
  ['kept', 'message'],
  ['summary', 'CompactionSummary'],
]

describe('local, context first (before #12252, bb0ac5be7): at every timing', () => {
  it('0.98 mid-turn and manual: the context first, then the users and the summary: no difference', () => {
    const all = comparisons(era098Local().text)
    expect(all.map((c) => [c.summary.label.phase, c.summary.label.implementation])).toEqual([
      ['mid_turn', 'local'],
      ['manual', 'local'],
    ])
    expect(all.map((c) => c.versionWorld.localInitialContext)).toEqual(['first', 'first'])
    expect(all.map((c) => c.differences)).toEqual([[], []])
    expect(all.map(predictedShape)).toEqual([CONTEXT_FIRST, CONTEXT_FIRST])
    expect(all[0]!.contextPosition).toMatchObject({ recorded: 'before_earlier_user', agrees: true })
  })

  it('predicted as the pin: the version explains every difference', () => {
    const [mid, manual] = comparisons(era098Local().text, PIN_WORLD)
    // mid-turn the pin holds the context too, before the last user message: misplaced
    expect(mid!.differenceCounts.port_error).toBe(0)
    expect(summaryOf(mid!).filter(([kind]) => kind === 'misplaced')).toEqual([
      ['misplaced', 'PermissionsInstructions', 'version', 'local_context_first'],
    ])
    // manual the pin installs none: each recorded section is the version's
    expect(summaryOf(manual!)).toEqual([
      ['only_recorded', 'PermissionsInstructions', 'version', 'local_context_first'],
      ['only_recorded', 'UserInstructions', 'version', 'local_context_first'],
      ['only_recorded', 'EnvironmentContext', 'version', 'local_context_first'],
    ])
  })

  it('recorded after #12252 the same file shows the context first as a port error', () => {
    const later = comparisons(movedTo(era098Local().text, '2026-02-10T', '2026-03-10T'))
    expect(later.map((c) => c.versionWorld.localInitialContext)).toEqual(['mid_turn', 'mid_turn'])
    expect(later.every((c) => c.differenceCounts.port_error > 0)).toBe(true)
  })

  it('that era in the pin’s shape is a difference now', () => {
    const [, manual] = comparisons(era098Local({ contextFirst: false }).text)
    expect(summaryOf(manual!).map(([kind, type]) => [kind, type])).toEqual([
      ['only_predicted', 'PermissionsInstructions'],
      ['only_predicted', 'UserInstructions'],
      ['only_predicted', 'EnvironmentContext'],
    ])
  })
})

describe('no replacement history (before #12252): rebuilt as that Codex’s resume did', () => {
  const recordedShape = (c: CompactionComparison) =>
    c.recorded.filter((r) => r.status !== 'cut').map((r) => [r.status, r.fragmentType ?? r.type])

  it('0.98 mid-turn and manual: the file’s context first on both sides: no difference', () => {
    // compact.rs at 143daadb3, 203: no replacement history; codex.rs 2006–2017: the resume
    // rebuilt on build_initial_context, so the recorded side starts with the context too
    const all = comparisons(era098Local({ replacement: false }).text)
    expect(all.map((c) => [c.summary.label.phase, c.summary.label.implementation])).toEqual([
      ['mid_turn', 'local'],
      ['manual', 'local'],
    ])
    expect(all.map((c) => c.versionWorld.localInitialContext)).toEqual(['first', 'first'])
    expect(all.map(recordedShape)).toEqual([CONTEXT_FIRST, CONTEXT_FIRST])
    expect(all.map((c) => c.differences)).toEqual([[], []])
    expect(all.map((c) => c.unrecorded)).toEqual([[], []])
    expect(all[0]!.contextPosition).toMatchObject({ recorded: 'before_earlier_user', agrees: true })
  })

  it('the rebuilt context is the core’s rendering of the file’s world', () => {
    const [c] = comparisons(era098Local({ replacement: false }).text)
    const injected = c!.recorded.filter((r) => r.status === 'injected').map((r) => r.text)
    const predicted = c!.predicted.items.filter((i) => i.status === 'injected').map((i) => i.text)
    expect(injected).toEqual(predicted)
    // the world the file states, not the scenario's defaults
    expect(injected[0]).toContain('danger-full-access')
    expect(injected[1]).toContain('Use pnpm, never npm.')
    expect(injected[2]).toContain('/home/dev/shop')
  })

  it('predicted as the pin: the version explains every difference', () => {
    const [mid, manual] = comparisons(era098Local({ replacement: false }).text, PIN_WORLD)
    expect(mid!.differenceCounts.port_error).toBe(0)
    expect(mid!.differences.map((d) => d.reason)).toContain('local_context_first')
    expect(summaryOf(manual!)).toEqual([
      ['only_recorded', 'PermissionsInstructions', 'version', 'local_context_first'],
      ['only_recorded', 'UserInstructions', 'version', 'local_context_first'],
      ['only_recorded', 'EnvironmentContext', 'version', 'local_context_first'],
    ])
  })

  it('0.47 (before #8961): its own sections first, no permissions on either side', () => {
    // build_initial_context at 5346cc422 (codex.rs 722–733): AGENTS.md and the environment
    const [own] = comparisons(era047().text)
    expect(own!.versionWorld.localInitialContext).toBe('first')
    expect(own!.versionWorld.permissionsSection).toBe(false)
    expect(recordedShape(own!)).toEqual([
      ['injected', 'EnvironmentContext'],
      ['kept', 'message'],
      ['summary', 'message'],
    ])
    expect(own!.differences).toEqual([])
    expect(predictedShape(own!)).toEqual([
      ['injected', 'EnvironmentContext'],
      ['kept', 'message'],
      ['summary', 'CompactionSummary'],
    ])
    // as the pin: no context at a manual compaction, and permissions the session never wrote
    const [pin] = comparisons(era047().text, PIN_WORLD)
    expect(summaryOf(pin!)).toEqual([
      ['only_recorded', 'EnvironmentContext', 'version', 'local_context_first'],
    ])
    expect(
      first(era047().text, { ...PIN_WORLD, localInitialContext: 'first' }).differences,
    ).toEqual([
      {
        kind: 'only_predicted',
        status: 'injected',
        type: 'PermissionsInstructions',
        text: expect.stringContaining('<permissions instructions>') as unknown as string,
        fragment: true,
        cause: 'version',
        reason: 'section_not_in_session',
      },
    ])
  })

  it('a section whose fields the file does not record is that, not a port error', () => {
    // no approval policy anywhere: not in the turn context, the permissions text or the environment
    const text = era098Local({ replacement: false })
      .text.replaceAll('"approval_policy":"never",', '')
      .replaceAll('Approval policy is currently never.', '')
      .replaceAll('<approval_policy>never</approval_policy>', '')
    const all = comparisons(text)
    for (const c of all) {
      expect(c.unrecorded).toEqual([
        { type: 'PermissionsInstructions', fields: ['approvalPolicy'] },
      ])
      expect(c.recorded.map((r) => r.fragmentType)).not.toContain('PermissionsInstructions')
      expect(summaryOf(c)).toEqual([
        ['only_predicted', 'PermissionsInstructions', 'unrecorded', 'unrecorded_fields'],
      ])
    }
  })

  it('recorded after #12252 the same file has no era to explain its context', () => {
    // the rebuild and the prediction are the pin's: no context at the manual compaction
    const later = comparisons(
      movedTo(era098Local({ replacement: false }).text, '2026-02-10T', '2026-03-10T'),
    )
    expect(later.map((c) => c.versionWorld.localInitialContext)).toEqual(['mid_turn', 'mid_turn'])
    expect(later[1]!.recorded.filter((r) => r.status === 'injected')).toEqual([])
  })
})

describe('sections (before #12417, 07aefffb1): one message per section', () => {
  it('0.104 mid-turn: its sections before the last user message: no difference', () => {
    const c = first(era104Sections())
    expect(c.differences).toEqual([])
    expect(c.versionWorld.sectionsBundled).toBe(false)
  })

  it('predicted as the pin: the layout is the version’s difference', () => {
    const c = first(era104Sections(), PIN_WORLD)
    expect(c.differenceCounts.port_error).toBe(0)
    expect(c.differences.map((d) => d.reason)).toContain('sections_layout')
  })
})

describe('the endpoint and the empty-window path follow the version too', () => {
  it('0.118 (2026-04-09): legacy endpoint, no empty-window path; as the pin: v2', () => {
    const [c] = comparisons(era118().text)
    expect(c!.predicted.path).toBe('remote_legacy')
    expect(c!.scenario.features?.remoteCompactionV2).toBe(false)
    // the session screen marks the empty-window cells as not in that version
    expect(c!.versionWorld.emptyWindow).toBe(false)
    const [pin] = comparisons(era118().text, PIN_WORLD)
    expect(pin!.predicted.path).toBe('remote_v2')
  })

  it('every_timing with no real user message left: the context goes at the end', () => {
    // compact.rs at 143daadb3, 265–274: before the last real user message, else appended
    const item = (id: string, type: string, status: string, role?: string) =>
      ({ id, type, status, text: id, rule: 'outcome', ...(role ? { role } : {}) }) as const
    const result = {
      path: 'remote_legacy',
      outcome: 'completed',
      items: [item('compaction-1', 'compaction', 'summary')],
      nextTurnInjection: [item('next-turn-1', 'message', 'injected', 'developer')],
    } as unknown as CompactionResult
    const world = { ...PIN_WORLD, remoteInitialContext: 'every_timing' } as const
    const registry = DEFAULT_REGISTRY
    expect(predictInWorld(result, [], world, registry).items.map((i) => i.id)).toEqual([
      'compaction-1',
      'next-turn-1',
    ])
    expect(predictInWorld(result, [], PIN_WORLD, registry)).toBe(result)
  })
})

describe('mid_turn (since #12252): the pin', () => {
  it('0.118 mid-turn and manual: no difference, the same as the pin’s prediction', () => {
    const all = comparisons(era118().text)
    const pin = comparisons(era118().text, PIN_WORLD)
    expect(all.map((c) => c.differences)).toEqual([[], []])
    expect(all.map((c) => c.versionWorld.remoteInitialContext)).toEqual(['mid_turn', 'mid_turn'])
    expect(pin.map((c) => c.predicted.items.map((i) => i.fragmentType ?? i.type))).toEqual(
      all.map((c) => c.predicted.items.map((i) => i.fragmentType ?? i.type)),
    )
  })
})
