import { Fragment, memo, Suspense, type Ref } from 'react'
import { BidiText } from '../../components/BidiText.tsx'
import {
  ruleSource,
  sourceLabel,
  type CompactionPath,
  type LaneCard,
  type MessageRole,
  type Phase,
} from '../../core/index.ts'
import { Tooltip } from '../../components/Tooltip.tsx'
import { useT } from '../../i18n/useT.ts'
import { useRoleMention } from '../../components/RoleName.tsx'
import { clip, firstLine, roleKind, roleKindShortPieces } from './labels.ts'
import { LazyCardDetails } from './LazyCardDetails.ts'
import { StatusTag } from './StatusTag.tsx'
import { shownStatus, statusClass, statusLabel } from '../../view-models/statuses.ts'

export interface LaneItemProps {
  readonly card: LaneCard
  /**
   * Where the cell decides its steps (its timing, and the path once the dispatcher chose one):
   * two primitives the lane reads once for every card, so a card re-renders only when the cell
   * or the path changes, and a step runs no selector per card.
   */
  readonly phase: Phase
  readonly path: CompactionPath | null
  /** 1-based position on the lane. */
  readonly position: number
  /** 1..n of how many items the whole lane has, when only a window of it is drawn. */
  readonly setSize?: number
  readonly expanded: boolean
  /** called with the card's id: one stable function serves every card. */
  readonly onToggle: (id: string) => void
  /** the step hovered in the trace panel decides or adds this item. */
  readonly highlighted?: boolean
  /** a ghost of the re-injection after the compaction (this turn's or the next's), not history. */
  readonly ghost?: boolean
}

const FULL_TEXT_MAX = 1200

/**
 * A fragment type's name with a line break allowed between its words
 * (`Permissions|Instructions`): where the card is too narrow for it (the projector layout lets
 * the chip wrap) it breaks there, never inside a word.
 */
function TypeName({ name }: { readonly name: string }) {
  return name.split(/(?<=[a-z])(?=[A-Z])/).map((piece, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {piece}
    </Fragment>
  ))
}

/**
 * The card's "{role} {kind}" in its pieces. What does not fit wraps onto a line the kind does
 * not show: first the noun, then the role's code name (a view's first mention of a role adds it,
 * 개발자(developer)), so a narrow card reads "개발자", and nothing is cut in the middle.
 * `roleWord` is the role as this view's mentions name it.
 */
function KindPieces({
  card,
  roleWord,
  ref,
}: {
  readonly card: LaneCard
  readonly roleWord?: string
  readonly ref?: Ref<HTMLSpanElement>
}) {
  const t = useT()
  const short = roleKindShortPieces(card, t)
  // the code name is what the first mention's word adds after the plain word
  const word = card.role === undefined ? '' : t(`grid.roles.${card.role}`)
  const code =
    roleWord !== undefined && roleWord.startsWith(word) && short.lead.endsWith(word)
      ? roleWord.slice(word.length)
      : ''
  return (
    <span ref={ref} className="lane-card-kind">
      <span className="lane-card-kind-pieces" aria-hidden="true">
        <span
          className="lane-card-kind-lead"
          {...(card.role === undefined ? {} : { 'data-role-name': card.role })}
        >
          {short.lead}
        </span>
        {code !== '' && <span className="lane-card-kind-code">{code}</span>}
        {short.noun !== '' && (
          <span className="lane-card-kind-noun">
            {short.noun}
            {short.tail}
          </span>
        )}
      </span>
      <span className="visually-hidden">{roleKind(card, t, roleWord)}</span>
    </span>
  )
}

/** A message's kind: the lane's first card of each role says its code name (개발자(developer)). */
function MessageKind({ card, role }: { readonly card: LaneCard; readonly role: MessageRole }) {
  const [word, ref] = useRoleMention<HTMLSpanElement>(role)
  return <KindPieces card={card} roleWord={word} ref={ref} />
}

function LaneCardKind({ card }: { readonly card: LaneCard }) {
  return card.role === undefined ? (
    <KindPieces card={card} />
  ) : (
    <MessageKind card={card} role={card.role} />
  )
}

/**
 * Why the card has its status: the rule, the reason, and where the rule lives. The deciding
 * source is the cell's (mid-turn and manual decide "unchanged" elsewhere than pre-turn) and the
 * path's once the dispatcher chose one.
 */
function Decision({
  card,
  phase,
  path,
}: {
  readonly card: LaneCard
  readonly phase: Phase
  readonly path: CompactionPath | null
}) {
  const t = useT()
  if (card.rule === undefined)
    return <span className="lane-decision">{t('grid.lane.undecided')}</span>
  return (
    <span className="lane-decision">
      <strong>
        {t('grid.lane.decidedBy', {
          status: t(statusLabel(shownStatus(card))),
          rule: t(`rules.titles.${card.rule}`),
        })}
      </strong>
      {card.reason !== undefined && <> · {t(`fates.reasons.${card.reason}`)}</>}{' '}
      <span className="lane-decision-source">
        {t('grid.lane.source', {
          label: sourceLabel(ruleSource(card.rule, { phase, path }).source),
        })}
      </span>
    </span>
  )
}

/**
 * One history item on the lane. Status changes, moves, entries and exits are animated by the
 * lane (`useLaneMotion`). Memoized: a step re-renders only
 * the cards whose replayed card, place or highlight changed. Hover or focus shows the decision; a
 * click expands the full text.
 */
export const LaneItem = memo(function LaneItem({
  card,
  phase,
  path,
  position,
  setSize,
  expanded,
  onToggle,
  highlighted = false,
  ghost = false,
}: LaneItemProps) {
  const t = useT()
  const descriptionId = `lane-why-${ghost ? 'next-' : ''}${card.id}`
  const body = firstLine(card.text)
  const fullText = clip(card.text, FULL_TEXT_MAX)
  return (
    <li
      className={`lane-item ${statusClass(shownStatus(card))}${expanded ? ' expanded' : ''}${ghost ? ' ghost' : ''}${highlighted ? ' highlighted' : ''}`}
      {...(setSize !== undefined ? { 'aria-posinset': position, 'aria-setsize': setSize } : {})}
      {...(ghost
        ? { 'data-next-turn-id': card.id }
        : { 'data-item-id': card.id, 'data-status': shownStatus(card) })}
    >
      {/* the tip goes beside the cards, never over the neighbours the reader compares */}
      <Tooltip
        keepClear=".lane-list"
        content={
          <div className="lane-tip">
            <Decision card={card} phase={phase} path={path} />
            <pre className="lane-tip-text">
              {fullText === '' ? t('grid.lane.noBody') : <BidiText text={fullText} />}
            </pre>
          </div>
        }
      >
        <button
          type="button"
          className="lane-card"
          aria-expanded={expanded}
          aria-describedby={descriptionId}
          onClick={() => onToggle(card.id)}
          // reaching a card fetches its details: the click then draws them in its own frame
          onPointerEnter={LazyCardDetails.preload}
          onFocus={LazyCardDetails.preload}
        >
          <span className="lane-card-head">
            <span className="lane-card-pos">
              {ghost
                ? t('grid.lane.nextTurnPosition', { n: position })
                : t('grid.lane.position', { n: position })}
            </span>
            <StatusTag status={shownStatus(card)} />
          </span>
          <LaneCardKind card={card} />
          <span className="lane-card-line">
            {card.fragmentType !== undefined && (
              // a type's name is an identifier: one word to a translator, whatever its breaks
              <span className="lane-card-fragment" translate="no">
                <TypeName name={card.fragmentType} />
              </span>
            )}
            <span className="lane-card-text" translate="no">
              {body === '' ? t('grid.lane.noBody') : <BidiText text={body} />}
            </span>
          </span>
        </button>
      </Tooltip>
      <span id={descriptionId} className="visually-hidden">
        <Decision card={card} phase={phase} path={path} />
      </span>
      {expanded && (
        <div className="lane-card-full">
          <Decision card={card} phase={phase} path={path} />
          <pre className="lane-card-full-text">
            {fullText === '' ? t('grid.lane.noBody') : <BidiText text={fullText} />}
          </pre>
          <Suspense>
            <LazyCardDetails card={card} />
          </Suspense>
        </div>
      )}
    </li>
  )
})
