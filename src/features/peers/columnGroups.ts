import type { ColumnVisibilityState } from '@tanstack/react-table'
import { DIMENSION_GROUPS, GROUP_ORDER, type DimensionGroup } from './peerData.ts'

/** A group is shown while any of its columns is (a column is visible unless set to false). */
export function groupVisible(visibility: ColumnVisibilityState, group: DimensionGroup): boolean {
  return DIMENSION_GROUPS[group].some((dimension) => visibility[dimension] !== false)
}

/** The groups shown, in the table's order. */
export function shownGroups(visibility: ColumnVisibilityState): readonly DimensionGroup[] {
  return GROUP_ORDER.filter((group) => groupVisible(visibility, group))
}

/** The visibility with every column of `group` shown or hidden. */
export function withGroupShown(
  visibility: ColumnVisibilityState,
  group: DimensionGroup,
  show: boolean,
): ColumnVisibilityState {
  return {
    ...visibility,
    ...Object.fromEntries(DIMENSION_GROUPS[group].map((dimension) => [dimension, show])),
  }
}
