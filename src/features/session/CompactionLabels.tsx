import { BidiText } from '../../components/BidiText.tsx'
import type { CompactionLabel, Evidence, SessionWorld } from '../../core/index.ts'
import { WORLD_FIELDS } from '../../core/index.ts'
import { groupedNumber } from '../../i18n/groupedNumber.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { useSessionStore } from './sessionStore.ts'
import { useCountT } from '../../i18n/useCountT.ts'

/** One reason for a label: what the line shows, and where. */
function EvidenceRow({ evidence }: { readonly evidence: Evidence }) {
  const t = useT()
  const showHistory = useSessionStore((s) => s.showHistory)
  const registry = useVisualizerStore((s) => s.scenario.registry)
  const value =
    typeof evidence.value === 'number' ? groupedNumber(evidence.value) : (evidence.value ?? '')
  return (
    <li data-evidence={evidence.kind} data-line={evidence.line}>
      {/* the line opens the model-visible history there */}
      <button
        type="button"
        className="ses-evidence-where"
        onClick={() => showHistory(evidence.line, registry)}
      >
        {evidence.item === undefined
          ? t('session.labels.where', { line: evidence.line })
          : t('session.labels.whereItem', { line: evidence.line, item: evidence.item })}
      </button>{' '}
      <BidiText text={t(`session.labels.evidence.${evidence.kind}`, { value })} />
    </li>
  )
}

function LabelPart({
  title,
  inferred,
  evidence,
  testId,
}: {
  readonly title: string
  readonly inferred: boolean
  readonly evidence: readonly Evidence[]
  readonly testId: string
}) {
  const t = useT()
  return (
    <div data-testid={testId} data-inferred={inferred}>
      <h5>
        {title}{' '}
        <span className={inferred ? 'ses-inferred' : 'ses-read'}>
          ({inferred ? t('session.labels.inferred') : t('session.labels.read')})
        </span>
      </h5>
      <ul className="ses-evidence">
        {evidence.map((e, i) => (
          <EvidenceRow key={i} evidence={e} />
        ))}
      </ul>
    </div>
  )
}

/** The timing and implementation of a recorded compaction, each with the lines it came from. */
export function CompactionLabels({ label }: { readonly label: CompactionLabel }) {
  const t = useT()
  return (
    <section className="ses-labels" aria-labelledby="ses-labels-title" data-testid="labels">
      <h4 id="ses-labels-title">{t('session.labels.heading')}</h4>
      <LabelPart
        testId="label-phase"
        title={t('session.labels.timing', { label: t(`grid.phases.${label.phase}`) })}
        inferred={label.phaseInferred}
        evidence={label.phaseEvidence}
      />
      <LabelPart
        testId="label-implementation"
        title={t('session.labels.implementation', {
          label: t(`session.labels.implementations.${label.implementation}`),
        })}
        inferred={label.implementationInferred}
        evidence={label.implementationEvidence}
      />
    </section>
  )
}

/** Which Codex behaviour the prediction stands for ("as Codex 0.104.0 would"). */
export function BehaviourNote({ label }: { readonly label: CompactionLabel }) {
  const t = useT()
  const { behaviour } = label
  // a remote label read from the record's shape shows the endpoint; else it is the version's default
  const endpointShown = label.implementation.startsWith('remote_') && !label.implementationInferred
  const endpoint = t(`session.labels.endpoints.${behaviour.remoteCompactionV2 ? 'v2' : 'legacy'}`)
  return (
    <p className="ses-behaviour" data-testid="behaviour">
      {behaviour.version
        ? t('session.labels.behaviour', { version: behaviour.version, endpoint })
        : t('session.labels.behaviourPin', { endpoint })}
      {behaviour.version && <> {t('session.labels.followsVersion')}</>}
      {behaviour.inferred && !endpointShown && <> {t('session.labels.behaviourInferred')}</>}
      {!behaviour.sectionsBundled && <> {t('session.labels.layoutSections')}</>}
      {label.implementation.startsWith('remote_') &&
        behaviour.remoteInitialContext !== 'mid_turn' && (
          <> {t(`session.labels.remoteContext.${behaviour.remoteInitialContext}`)}</>
        )}
      {label.implementation === 'local' && behaviour.localInitialContext === 'first' && (
        <> {t('session.labels.localContext.localFirst')}</>
      )}
    </p>
  )
}

/** The world the file states just before the compaction; what it does not state is unknown. */
export function WorldFacts({
  world,
  assumed,
}: {
  readonly world: SessionWorld
  readonly assumed: readonly string[]
}) {
  const t = useT()
  const p = useCountT()
  const valueOf = (key: (typeof WORLD_FIELDS)[number]): string | undefined => {
    const known = world[key]
    if (!known) return undefined
    if (key === 'networkAccess')
      return t(`session.world.network.${known.value ? 'enabled' : 'restricted'}`)
    if (key === 'agentsMd' && world.agentsMd)
      return t('session.world.agentsMd', {
        directory: world.agentsMd.value.directory ?? '',
        characters: p('session.units.characters', world.agentsMd.value.text.length),
      })
    return String(known.value)
  }
  return (
    <section className="ses-world" aria-labelledby="ses-world-title" data-testid="world">
      <h4 id="ses-world-title">{t('session.world.heading')}</h4>
      <dl>
        {WORLD_FIELDS.map((key) => {
          const known = world[key]
          const value = valueOf(key)
          return (
            <div key={key} data-world={key} data-known={known !== undefined}>
              <dt>{t(`session.world.fields.${key}`)}</dt>
              <dd>
                {known && value !== undefined ? (
                  <>
                    <BidiText text={value} />{' '}
                    <span className="ses-muted">
                      {t('session.world.from', {
                        line: known.line,
                        source: t(`session.world.sources.${known.source}`),
                      })}
                    </span>
                  </>
                ) : (
                  <span className="ses-unknown">{t('session.world.unknown')}</span>
                )}
              </dd>
            </div>
          )
        })}
      </dl>
      {assumed.length > 0 && (
        <p className="ses-muted">
          {t('session.world.assumed', {
            fields: assumed
              .map((key) => t(`session.world.fields.${key as (typeof WORLD_FIELDS)[number]}`))
              .join(', '),
          })}
        </p>
      )}
    </section>
  )
}
