import { BidiText } from '../../components/BidiText.tsx'
import { DIFFERENCE_CAUSES, type ContextPlace, type LaneStatus } from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { RoleKind } from '../lane/RoleKind.tsx'
import { StatusTag } from '../lane/StatusTag.tsx'
import type { ComparisonView, ItemView } from './protocol.ts'
import { statusClass } from '../../view-models/statuses.ts'
import { BehaviourNote, CompactionLabels, WorldFacts } from './CompactionLabels.tsx'
import { useCountT } from '../../i18n/useCountT.ts'
import { RedactionWarning } from './RedactionWarning.tsx'
import { groupedNumber } from '../../i18n/groupedNumber.ts'

type RecordedItem = ComparisonView['recorded'][number]

/** One item with its status: the lane's tag, role and kind, fragment type or text. */
function ItemRow({ item, status }: { readonly item: ItemView; readonly status: LaneStatus }) {
  return (
    <li className={`ses-item ${statusClass(status)}`} data-status={status}>
      <StatusTag status={status} />
      <RoleKind item={item} short className="ses-item-kind" />
      {item.fragmentType && <code className="ses-fragment">{item.fragmentType}</code>}
      <span className="ses-item-text">
        <BidiText text={item.text.slice(0, 240)} />
      </span>
    </li>
  )
}

/** A recorded item as the row shows it (recorded items carry no size of their own). */
const recordedView = (item: RecordedItem) => ({ ...item, chars: item.text.length }) as ItemView

/** What Codex recorded after the compaction; the items it cut folded away. */
function RecordedSide({
  recorded,
  label,
}: {
  readonly recorded: ComparisonView['recorded']
  readonly label: ComparisonView['summary']['label']
}) {
  const t = useT()
  const p = useCountT()
  const cut = recorded.filter((item) => item.status === 'cut')
  // the replay drops ghost snapshots (never model-visible); the evidence counts them, so say so
  const ghosts = label.implementationEvidence.find((e) => e.kind === 'ghost_snapshots')
  return (
    <section aria-label={t('session.compare.recorded')} data-testid="recorded">
      <h4>{t('session.compare.recorded')}</h4>
      <ol className="ses-items">
        {recorded
          .filter((item) => item.status !== 'cut')
          .map((item) => (
            <ItemRow key={item.id} item={recordedView(item)} status={item.status} />
          ))}
      </ol>
      {ghosts && (
        <p className="ses-muted" data-testid="recorded-ghosts">
          {t('session.compare.ghostSnapshots', {
            items: p('session.units.items', Number(ghosts.value)),
            line: ghosts.line,
          })}
        </p>
      )}
      {cut.length > 0 && (
        <details className="ses-cut" data-testid="recorded-cut">
          <summary>
            {t('session.compare.recordedCut', { items: p('session.units.items', cut.length) })}
          </summary>
          <ol className="ses-items">
            {cut.map((item) => (
              <ItemRow key={item.id} item={recordedView(item)} status="cut" />
            ))}
          </ol>
        </details>
      )}
    </section>
  )
}

/** What the core predicts for the matching cell. */
function PredictedSide({ view }: { readonly view: ComparisonView }) {
  const t = useT()
  const p = useCountT()
  const cellName = `${t(`grid.phases.${view.cell.phase}`)} · ${t(`grid.implementations.${view.cell.implementation}`)}`
  return (
    <section
      aria-label={t('session.compare.predicted', { cell: cellName })}
      data-testid="predicted"
    >
      <h4>{t('session.compare.predicted', { cell: cellName })}</h4>
      <BehaviourNote label={view.summary.label} />
      <ol className="ses-items">
        {view.predicted.map((item) => (
          <ItemRow key={item.id} item={item} status={item.status as LaneStatus} />
        ))}
      </ol>
      <p className="ses-muted">
        {t('session.compare.predictedCut', {
          items: p('session.units.items', view.predictedCut),
        })}
      </p>
    </section>
  )
}

/** How many differences each cause explains; a cause with none is left out. */
function CauseCounts({ counts }: { readonly counts: ComparisonView['differenceCounts'] }) {
  const t = useT()
  const p = useCountT()
  return (
    <div data-testid="difference-causes">
      <h5>{t('session.compare.causesHeading')}</h5>
      <ul className="ses-causes">
        {DIFFERENCE_CAUSES.filter((cause) => counts[cause] > 0).map((cause) => (
          <li key={cause} data-cause={cause} data-count={counts[cause]}>
            <strong>
              {t('session.compare.causeCount', {
                cause: t(`session.compare.causes.${cause}`),
                differences: p('session.units.differences', counts[cause]),
              })}
            </strong>{' '}
            <span className="ses-muted">{t(`session.compare.causeExplain.${cause}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Where each side holds the initial context: the place Codex's insertion rule decides. */
function ContextPositionLine({
  position,
}: {
  readonly position: ComparisonView['contextPosition']
}) {
  const t = useT()
  const place = (p: ContextPlace) => t(`session.compare.places.${p}`)
  const recorded = place(position.recorded)
  const predicted = place(position.predicted)
  const text = !position.judged
    ? t('session.compare.contextPositionUnjudged', { recorded, predicted })
    : position.agrees
      ? t('session.compare.contextPositionSame', { place: recorded })
      : t('session.compare.contextPosition', { recorded, predicted })
  return (
    <p
      className="ses-muted"
      data-testid="context-position"
      data-judged={position.judged}
      data-agrees={position.agrees}
    >
      {text}
    </p>
  )
}

/** Where recorded and predicted differ (the first hundred), each with its cause. */
function Differences({ view }: { readonly view: ComparisonView }) {
  const t = useT()
  const { differences } = view
  return (
    <section aria-labelledby="ses-diff-title" data-testid="differences">
      <h4 id="ses-diff-title">{t('session.compare.differences')}</h4>
      <ContextPositionLine position={view.contextPosition} />
      {differences.length === 0 ? (
        <p>{t('session.compare.noDifferences')}</p>
      ) : (
        <>
          <CauseCounts counts={view.differenceCounts} />
          <ul className="ses-diffs">
            {differences.slice(0, 100).map((d, i) => (
              <li key={i} data-difference={d.kind} data-cause={d.cause}>
                <strong>{t(`session.compare.${d.kind}`)}</strong> ·{' '}
                <StatusTag status={d.status as LaneStatus} /> <code>{d.type}</code>{' '}
                <span className="ses-item-text">
                  <BidiText text={d.text.slice(0, 160)} />
                </span>{' '}
                <span className={`ses-cause ses-cause-${d.cause}`}>
                  {t('session.compare.causeReason', {
                    cause: t(`session.compare.causes.${d.cause}`),
                    reason: t(`session.compare.reasons.${d.reason}`),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="ses-muted">{t('session.compare.note')}</p>
    </section>
  )
}

/** A compaction: what Codex recorded beside what the core predicts, and the differences. */
export function CompactionDetail({ view }: { readonly view: ComparisonView }) {
  const t = useT()
  const p = useCountT()
  return (
    <section
      className="ses-compare"
      aria-labelledby="ses-compare-title"
      data-testid="compaction-detail"
    >
      <h3 id="ses-compare-title">{t('session.compare.heading', { n: view.summary.index + 1 })}</h3>
      <p className="ses-muted">
        {t('session.compare.before', { items: p('session.units.items', view.before) })}
      </p>
      <p className="ses-muted" data-testid="compare-tokens">
        {t('session.compare.tokensAfter', {
          recorded: groupedNumber(view.tokens.recorded),
          predicted: groupedNumber(view.tokens.predicted),
        })}
      </p>
      <RedactionWarning report={view.redaction} />
      <CompactionLabels label={view.summary.label} />
      <WorldFacts world={view.world} assumed={view.assumed} />
      <div className="ses-sides">
        <RecordedSide recorded={view.recorded} label={view.summary.label} />
        <PredictedSide view={view} />
      </div>
      <Differences view={view} />
    </section>
  )
}
