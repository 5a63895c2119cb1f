import { beforeEach, describe, expect, it } from 'vitest'
import { decodeScenario, sharePayloadFromHash } from '../../../src/app/shareLink.ts'
import { addressDescribesScenario, viewLink } from '../../../src/app/shareView.ts'
import { getInitialState, useVisualizerStore } from '../../../src/store/index.ts'

const store = () => useVisualizerStore.getState()

describe('the shared view link', () => {
  beforeEach(() => useVisualizerStore.setState(getInitialState(), true))

  it('carries an edited scenario in the hash, and the bundled one not at all', async () => {
    expect(await viewLink(store(), 'http://app.test/?x=1')).not.toContain('#s=')
    const edited = { ...store().scenario, name: 'edited for the class' }
    store().editScenario(() => edited)
    expect(addressDescribesScenario(store(), 'http://app.test/')).toBe(false)
    const link = await viewLink(store(), 'http://app.test/?x=1')
    expect(new URL(link).searchParams.get('cell')).toBe('mid_turn.remote')
    const decoded = await decodeScenario(sharePayloadFromHash(new URL(link).hash)!)
    expect(decoded.ok && decoded.value.name).toBe('edited for the class')
  })
})
