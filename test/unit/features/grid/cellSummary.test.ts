import { describe, expect, it } from 'vitest'
import { summarizeCell } from '../../../../src/features/grid/cellSummary.ts'
import { FC, FCO, U, run } from '../../../helpers/scenario.ts'

const history = [U('u1', 'fix the cart'), FC('f1', 'c1'), FCO('o1', 'c1')]

describe('a cell at a glance', () => {
  it('tells "did not fire" apart from a failure', () => {
    // below the limit the pre-turn check does not fire
    const quiet = run(
      { history, turn: { activeTokens: 10 } },
      { phase: 'pre_turn', implementation: 'remote' },
    )
    expect(quiet.outcome).toBe('not_triggered')
    expect(summarizeCell(quiet)).toMatchObject({ notFired: true, failed: false })
    const done = run({ history }, { phase: 'manual', implementation: 'local' })
    expect(done.outcome).toBe('completed')
    expect(summarizeCell(done)).toMatchObject({ notFired: false, failed: false })
  })
})
