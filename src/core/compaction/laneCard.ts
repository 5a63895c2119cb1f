import { itemText, type HistoryItem } from '../history.ts'
import type { FateReason, LaneCard, LaneStatus, RuleId } from './types.ts'

// apart from items.ts (which needs the registry) so that replay, and the first screen, need none

/** A lane card whose fragment type is already known (replay builds the loaded lane with it). */
export function laneCardOf(
  item: HistoryItem,
  status: LaneStatus,
  fragmentType: string | undefined,
  rule?: RuleId,
  reason?: FateReason,
): LaneCard {
  const card: { -readonly [K in keyof LaneCard]: LaneCard[K] } = {
    id: item.id,
    type: item.type,
    text: itemText(item),
    status,
  }
  if (item.type === 'message') {
    card.role = item.role
    if (item.parts.length > 1) card.parts = item.parts
  }
  if (rule !== undefined) card.rule = rule
  if (reason !== undefined) card.reason = reason
  if (fragmentType !== undefined) card.fragmentType = fragmentType
  return card
}
