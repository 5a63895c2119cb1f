import { describe, expect, it } from 'vitest'
import {
  groupVisible,
  shownGroups,
  withGroupShown,
} from '../../../../src/features/peers/columnGroups.ts'
import { GROUP_ORDER } from '../../../../src/features/peers/peerData.ts'

describe('column groups', () => {
  it('shows a group while any of its columns is not hidden', () => {
    expect(shownGroups({})).toEqual(GROUP_ORDER)
    expect(groupVisible({ inject: false }, 'injection')).toBe(true)
    expect(groupVisible({ inject: false, recognize: false }, 'injection')).toBe(false)
  })

  it('hides and shows every column of one group, leaving the others alone', () => {
    const hidden = withGroupShown({ hooks: false }, 'injection', false)
    expect(hidden).toEqual({ hooks: false, inject: false, recognize: false })
    expect(shownGroups(hidden)).toEqual(['compaction', 'recovery'])
    expect(withGroupShown(hidden, 'injection', true)).toMatchObject({
      inject: true,
      recognize: true,
    })
  })
})
