/**
 * The rollout CLI's labels, evidence, behaviour and world, in the app's English wording (the
 * catalog in src/i18n/en/session.ts), with plural forms from Intl.PluralRules.
 */
import {
  contextItemsUpTo,
  reconstructAt,
  WORLD_FIELDS,
  worldFromFile,
  type CompactionSummary,
  type Evidence,
  type RolloutLog,
  type SessionWorld,
} from '../src/core/index.ts'
import { session } from '../src/i18n/en/session.ts'
import { fillPlaceholders } from '../src/i18n/fill.ts'
import { groupedNumber as grouped } from '../src/i18n/groupedNumber.ts'
import { pluralText } from '../src/i18n/plural.ts'

/** The app's placeholders, `{items#item|items}` counts included, in English. */
export const fill = (text: string, vars: Record<string, string | number>) =>
  fillPlaceholders(text, vars)

/** "1 turn", "2 turns", "12,345 lines". */
export function count(n: number, unit: keyof typeof session.units): string {
  return pluralText('en', session.units[unit], n)
}

function evidenceText(e: Evidence): string {
  const where =
    e.item === undefined
      ? fill(session.labels.where, { line: e.line })
      : fill(session.labels.whereItem, { line: e.line, item: e.item })
  const value = typeof e.value === 'number' ? grouped(e.value) : (e.value ?? '')
  return `${where}: ${fill(session.labels.evidence[e.kind], { value })}`
}

const mark = (inferred: boolean) => (inferred ? session.labels.inferred : session.labels.read)

/** The lines under a compaction: its two labels with evidence, and the behaviour predicted. */
export function labelLines(c: CompactionSummary): string[] {
  const l = c.label
  const lines = [
    `timing ${l.phase} (${mark(l.phaseInferred)})`,
    ...l.phaseEvidence.map((e) => `  ${evidenceText(e)}`),
    `implementation ${l.implementation} (${mark(l.implementationInferred)})`,
    ...l.implementationEvidence.map((e) => `  ${evidenceText(e)}`),
  ]
  const endpoint = session.labels.endpoints[l.behaviour.remoteCompactionV2 ? 'v2' : 'legacy']
  lines.push(
    l.behaviour.version
      ? fill(session.labels.behaviour, { version: l.behaviour.version, endpoint })
      : fill(session.labels.behaviourPin, { endpoint }),
  )
  if (!l.behaviour.sectionsBundled) lines.push(session.labels.layoutSections)
  const remoteContext = l.behaviour.remoteInitialContext
  if (l.implementation.startsWith('remote_') && remoteContext !== 'mid_turn')
    lines.push(session.labels.remoteContext[remoteContext])
  return lines
}

/** The world the file states at a line (the last one by default). */
export function worldAt(log: RolloutLog, line?: number): SessionWorld {
  const r = reconstructAt(log, line)
  return worldFromFile(contextItemsUpTo(log, r.line), r.turnContext, log.meta)
}

/** One line per world field: its value and where it came from, or unknown. */
export function worldLines(world: SessionWorld): string[] {
  return WORLD_FIELDS.map((key) => {
    const known = world[key]
    const name = session.world.fields[key]
    if (!known) return `${name}: ${session.world.unknown}`
    const value =
      key === 'networkAccess'
        ? session.world.network[known.value ? 'enabled' : 'restricted']
        : key === 'agentsMd' && world.agentsMd
          ? fill(session.world.agentsMd, {
              directory: world.agentsMd.value.directory ?? '',
              characters: count(world.agentsMd.value.text.length, 'characters'),
            })
          : String(known.value)
    const from = fill(session.world.from, {
      line: known.line,
      source: session.world.sources[known.source],
    })
    return `${name}: ${value} (${from})`
  })
}
