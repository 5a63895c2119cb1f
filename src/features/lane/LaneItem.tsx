import { BidiText } from '../../components/BidiText.tsx'
import { motion, useIsPresent, useReducedMotionConfig } from 'framer-motion'
import type { Ref } from 'react'
import { RULE_SOURCES, sourceLabel, type LaneCard } from '../../core/index.ts'
import { Tooltip } from '../../components/Tooltip.tsx'
import { useT } from '../../i18n/useT.ts'
import { clip, firstLine, roleKind, roleKindShort } from './labels.ts'
import { StatusTag } from './StatusTag.tsx'
import { cardTransition } from './motion.ts'

export interface LaneItemProps {
  readonly card: LaneCard
  /** 1-based position on the lane. */
  readonly position: number
  readonly expanded: boolean
  readonly onToggle: () => void
  /** the step hovered in the trace panel decides or adds this item. */
  readonly highlighted?: boolean
  /** a ghost of the next turn's re-injection, not part of the history. */
  readonly ghost?: boolean
  /** set by AnimatePresence (popLayout measures the exiting element through it). */
  readonly ref?: Ref<HTMLLIElement>
}

const FULL_TEXT_MAX = 1200

/** Why the card has its status: the rule, the reason, and where the rule lives. */
function Decision({ card }: { readonly card: LaneCard }) {
  const t = useT()
  if (card.rule === undefined)
    return <span className="lane-decision">{t('grid.lane.undecided')}</span>
  return (
    <span className="lane-decision">
      <strong>
        {t('grid.lane.decidedBy', {
          status: t(`grid.status.${card.status}`),
          rule: t(`rules.titles.${card.rule}`),
        })}
      </strong>
      {card.reason !== undefined && <> · {t(`rules.reasons.${card.reason}`)}</>}{' '}
      <span className="lane-decision-source">
        {t('grid.lane.source', { label: sourceLabel(RULE_SOURCES[card.rule].source) })}
      </span>
    </span>
  )
}

/**
 * One history item on the lane. Its layout animates when items around it leave or enter; its
 * status color changes in place. Hover or focus shows the decision; a click expands the full text.
 */
export function LaneItem({
  card,
  position,
  expanded,
  onToggle,
  highlighted = false,
  ghost = false,
  ref,
}: LaneItemProps) {
  const t = useT()
  const isPresent = useIsPresent()
  // with reduced motion, cards only fade: no scaling in or out
  const still = useReducedMotionConfig() === true
  const descriptionId = `lane-why-${ghost ? 'next-' : ''}${card.id}`
  const body = firstLine(card.text)
  const kind = roleKind(card, t)
  const fullText = clip(card.text, FULL_TEXT_MAX)
  return (
    <motion.li
      ref={ref}
      layout
      layoutId={card.id}
      className={`lane-item status-${card.status}${expanded ? ' expanded' : ''}${ghost ? ' ghost' : ''}${highlighted ? ' highlighted' : ''}`}
      initial={still ? { opacity: 0 } : { opacity: 0, scale: 0.92 }}
      animate={still ? { opacity: 1 } : { opacity: 1, scale: 1 }}
      exit={still ? { opacity: 0 } : { opacity: 0, scale: 0.85 }}
      transition={cardTransition}
      {...(ghost
        ? { 'data-next-turn-id': card.id }
        : { 'data-item-id': card.id, 'data-status': card.status })}
      data-exiting={isPresent ? undefined : 'true'}
      aria-hidden={isPresent ? undefined : true}
    >
      <Tooltip
        content={
          <div className="lane-tip">
            <Decision card={card} />
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
          onClick={onToggle}
        >
          <span className="lane-card-head">
            <span className="lane-card-pos">
              {ghost
                ? t('grid.lane.nextTurnPosition', { n: position })
                : t('grid.lane.position', { n: position })}
            </span>
            <StatusTag status={card.status} />
          </span>
          <span className="lane-card-kind">
            <span aria-hidden="true">{roleKindShort(card, t)}</span>
            <span className="visually-hidden">{kind}</span>
          </span>
          <span className="lane-card-line">
            {card.fragmentType !== undefined && (
              <span className="lane-card-fragment">{card.fragmentType}</span>
            )}
            <span className="lane-card-text">
              {body === '' ? t('grid.lane.noBody') : <BidiText text={body} />}
            </span>
          </span>
        </button>
      </Tooltip>
      <span id={descriptionId} className="visually-hidden">
        <Decision card={card} />
      </span>
      {expanded && (
        <div className="lane-card-full">
          <Decision card={card} />
          <pre className="lane-card-full-text">
            {fullText === '' ? t('grid.lane.noBody') : <BidiText text={fullText} />}
          </pre>
        </div>
      )}
    </motion.li>
  )
}
