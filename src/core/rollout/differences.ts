import type { Phase } from '../compaction/types.ts'
import type { RecordedImplementation } from './labels.ts'
import type { CodexBehaviour } from './versions.ts'
import { hasPlaceholder } from './redaction.ts'
import { FRAGMENT_TYPE_SEPARATOR, fragmentTypesIn } from '../compaction/items.ts'
import type { ContextPlace } from './contextPlace.ts'
import { PIN_WORLD, type VersionWorld } from './versionWorld.ts'

/**
 * Why the history Codex recorded after a compaction differs from the one the core predicts. Each
 * difference gets one cause: the server's choice (unknowable from the client), a redaction that
 * removed the markers, a behaviour of the recording version that the pin no longer has, a section
 * the file does not record enough of to rebuild, or a port error (none of those explains it: the
 * port is wrong, or the rule is missing here).
 */

export interface Difference {
  /** `misplaced`: both sides hold the initial context, in different places (`contextPlace.ts`). */
  readonly kind: 'only_recorded' | 'only_predicted' | 'misplaced'
  readonly status: string
  /** the fragment type(s), ` + `-joined for a bundled message, or the item type. */
  readonly type: string
  readonly text: string
  /** a fragment type was recognised (context), not only the item's type. */
  readonly fragment?: boolean
  /** for `misplaced`: where each side holds the initial context. */
  readonly places?: { readonly recorded: ContextPlace; readonly predicted: ContextPlace }
}

export const DIFFERENCE_CAUSES = [
  'server_choice',
  'redaction',
  'version',
  'unrecorded',
  'port_error',
] as const
export type DifferenceCause = (typeof DIFFERENCE_CAUSES)[number]

export type DifferenceReason =
  /** the text is a placeholder (a hash, "[REDACTED]"): nothing to compare. */
  | 'redacted_text'
  /** the file is redacted: its context lost the markers the core recognises it by. */
  | 'markers_removed'
  /** the recorded side holds placeholders, one of which stands where this item would be. */
  | 'redacted_counterpart'
  /** the legacy endpoint's server chose which messages to return. */
  | 'server_retention'
  /** the server wrote the compaction item(s): how many is its choice. */
  | 'server_summary'
  /** recorded before #10574: the client added no initial context to the server's output. */
  | 'no_reinjection'
  /** recorded before #10574: context the legacy server returned, installed as it came. */
  | 'server_output_verbatim'
  /** recorded while remote compaction spliced it in at every timing (#10574 to #12252). */
  | 'reinjected_every_timing'
  /** recorded before #12252: a local compaction put the initial context first, at every timing. */
  | 'local_context_first'
  /** recorded before #12417: one message per section, where the prediction bundles them. */
  | 'sections_layout'
  /** the session never recorded this section: its Codex (version or settings) did not write it. */
  | 'section_not_in_session'
  /**
   * a section of the initial context the file recorded, but without the fields to rebuild it (a
   * compaction without replacement history, `resumeContext.ts`): the recorded side cannot say.
   */
  | 'unrecorded_fields'
  /** the initial context sits elsewhere than the port's insertion rule puts it. */
  | 'insertion_rule'
  | 'unexplained'

export interface ClassifiedDifference extends Difference {
  readonly cause: DifferenceCause
  readonly reason: DifferenceReason
}

export type DifferenceCounts = Record<DifferenceCause, number>

/** What the classification knows about the compaction besides the two histories. */
export interface DifferenceContext {
  readonly implementation: RecordedImplementation
  readonly phase: Phase
  readonly behaviour: CodexBehaviour
  /**
   * the Codex the prediction stands for (`versionWorld.ts`; the pin when absent): what it already
   * predicts of the recording version is no version difference any more.
   */
  readonly predictedAs?: VersionWorld
  /** `detectRedaction(log).redacted`. */
  readonly redacted: boolean
  /** injected context items the recorded replacement carries. */
  readonly recordedContext: number
  /** recorded items (not cut) whose text is a placeholder. */
  readonly recordedPlaceholders: number
  /** the fragment types of every context message the session recorded before the compaction. */
  readonly sessionTypes: ReadonlySet<string>
  /**
   * sections the recorded side's rebuild left out because the file does not state their fields
   * (`resumeContext.ts`); none when the compaction recorded its replacement history.
   */
  readonly unrecordedTypes?: ReadonlySet<string>
}

type Cause = Pick<ClassifiedDifference, 'cause' | 'reason'>

const typesOf = (d: Difference) => fragmentTypesIn(d.type)
const isRemote = (impl: RecordedImplementation) => impl === 'remote_legacy' || impl === 'remote_v2'

/** The recording version's remote initial context, when the prediction does not follow it. */
function unpredictedInitialContext(ctx: DifferenceContext) {
  const recorded = ctx.behaviour.remoteInitialContext
  if (!isRemote(ctx.implementation)) return undefined
  return recorded === (ctx.predictedAs ?? PIN_WORLD).remoteInitialContext ? undefined : recorded
}

/** A local compaction recorded before #12252 (context first) that the prediction does not follow. */
export function unpredictedLocalContextFirst(ctx: {
  readonly implementation: RecordedImplementation
  readonly behaviour: Partial<Pick<CodexBehaviour, 'localInitialContext'>>
  readonly predictedAs?: Partial<Pick<VersionWorld, 'localInitialContext'>>
}): boolean {
  return (
    ctx.implementation === 'local' &&
    ctx.behaviour.localInitialContext === 'first' &&
    (ctx.predictedAs ?? PIN_WORLD).localInitialContext !== 'first'
  )
}

function injectedCause(d: Difference, ctx: DifferenceContext): Cause | undefined {
  const era = unpredictedInitialContext(ctx)
  const predictedAs = ctx.predictedAs ?? PIN_WORLD
  if (d.kind === 'only_predicted') {
    if (ctx.redacted) return { cause: 'redaction', reason: 'markers_removed' }
    // the file recorded the section but not what it takes to rebuild it: nothing to compare
    if (d.fragment && typesOf(d).some((t) => ctx.unrecordedTypes?.has(t)))
      return { cause: 'unrecorded', reason: 'unrecorded_fields' }
    // before #10574 a remote compaction installed the server's output alone
    if (era === 'server_output') return { cause: 'version', reason: 'no_reinjection' }
    // predicted as that Codex: a context message of the request the server did not return
    if (isRemote(ctx.implementation) && predictedAs.remoteInitialContext === 'server_output')
      return { cause: 'server_choice', reason: 'server_retention' }
    if (d.fragment && typesOf(d).some((t) => !ctx.sessionTypes.has(t)))
      return { cause: 'version', reason: 'section_not_in_session' }
    if (d.fragment && ctx.behaviour.sectionsBundled !== predictedAs.sectionsBundled)
      return { cause: 'version', reason: 'sections_layout' }
    return undefined
  }
  // mid-turn the pin holds that context too: only its place differs (`classifyPosition`)
  if (d.fragment && ctx.phase !== 'mid_turn' && unpredictedLocalContextFirst(ctx))
    return { cause: 'version', reason: 'local_context_first' }
  // the server echoed the request's context messages and that client did not filter them
  if (d.fragment && era === 'server_output')
    return { cause: 'version', reason: 'server_output_verbatim' }
  if (d.fragment && ctx.phase !== 'mid_turn' && era === 'every_timing')
    return { cause: 'version', reason: 'reinjected_every_timing' }
  if (d.fragment && ctx.behaviour.sectionsBundled !== predictedAs.sectionsBundled)
    return { cause: 'version', reason: 'sections_layout' }
  // a message the legacy server returned that the history never held
  if (ctx.implementation === 'remote_legacy' && !d.fragment)
    return { cause: 'server_choice', reason: 'server_retention' }
  return undefined
}

/** The cause of one difference (`port_error` when nothing the file shows explains it). */
export function classifyDifference(d: Difference, ctx: DifferenceContext): Cause {
  if (hasPlaceholder(d.text)) return { cause: 'redaction', reason: 'redacted_text' }
  if (d.kind === 'only_predicted' && ctx.redacted && ctx.recordedPlaceholders > 0)
    return { cause: 'redaction', reason: 'redacted_counterpart' }
  if (d.status === 'summary' && isRemote(ctx.implementation))
    return { cause: 'server_choice', reason: 'server_summary' }
  if ((d.status === 'kept' || d.status === 'truncated') && ctx.implementation === 'remote_legacy')
    return { cause: 'server_choice', reason: 'server_retention' }
  if (d.status === 'kept' && ctx.redacted && d.kind === 'only_recorded')
    return { cause: 'redaction', reason: 'markers_removed' }
  if (d.status === 'injected') {
    const cause = injectedCause(d, ctx)
    if (cause) return cause
  }
  return { cause: 'port_error', reason: 'unexplained' }
}

/**
 * Every difference with its cause, and the counts. A recorded context message left over by a
 * section the session never wrote (its bundle differs by that section only) shares that cause.
 */
export function classifyDifferences(
  differences: readonly Difference[],
  ctx: DifferenceContext,
): { differences: ClassifiedDifference[]; counts: DifferenceCounts } {
  const classified = differences.map((d) => ({ ...d, ...classifyDifference(d, ctx) }))
  // what each predicted bundle would be without the sections the session never wrote
  const residues = classified
    .filter((d) => d.kind === 'only_predicted' && d.reason === 'section_not_in_session')
    .map((d) => sameTypes(typesOf(d).filter((t) => ctx.sessionTypes.has(t))))
  const out = classified.map((d): ClassifiedDifference => {
    if (d.cause !== 'port_error' || d.kind !== 'only_recorded' || d.status !== 'injected') return d
    const key = sameTypes(typesOf(d))
    return residues.includes(key) ? { ...d, cause: 'version', reason: 'section_not_in_session' } : d
  })
  return { differences: out, counts: countCauses(out) }
}

const sameTypes = (types: readonly string[]) =>
  [...new Set(types)].sort().join(FRAGMENT_TYPE_SEPARATOR)

/** How many differences each cause explains. */
export function countCauses(differences: readonly Pick<ClassifiedDifference, 'cause'>[]) {
  const counts: DifferenceCounts = {
    server_choice: 0,
    redaction: 0,
    version: 0,
    unrecorded: 0,
    port_error: 0,
  }
  for (const d of differences) counts[d.cause]++
  return counts
}
