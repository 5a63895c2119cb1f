import { describe, expect, it } from 'vitest'
import { DEFAULT_WORLD_STATE } from '../../../../src/core/index.ts'
import {
  agentsMdInDirectory,
  agentsMdSwitched,
  agentsMdWithText,
  modelSwitchSwitched,
  modelSwitchWith,
  optionalText,
  worldOf,
} from '../../../../src/features/assembly/worldEdits.ts'

describe('world edits', () => {
  it('fills a partial world with the defaults, its own values winning', () => {
    expect(worldOf(undefined)).toEqual(DEFAULT_WORLD_STATE)
    expect(worldOf({ cwd: '/elsewhere' })).toEqual({ ...DEFAULT_WORLD_STATE, cwd: '/elsewhere' })
  })

  it('reads an empty optional text as absent', () => {
    expect(optionalText('')).toBeNull()
    expect(optionalText('friendly')).toBe('friendly')
  })

  it('drops the AGENTS.md directory when it is emptied and keeps it when the text changes', () => {
    const agentsMd = { directory: '/repo', text: 'Run npm test.' }
    expect(agentsMdInDirectory(agentsMd, '')).toEqual({ text: 'Run npm test.' })
    expect(agentsMdInDirectory(agentsMd, '/app')).toEqual({
      directory: '/app',
      text: 'Run npm test.',
    })
    expect(agentsMdWithText(agentsMd, 'Lint first.')).toEqual({
      directory: '/repo',
      text: 'Lint first.',
    })
    expect(agentsMdWithText({ text: 'a' }, 'b')).toEqual({ text: 'b' })
    expect(Object.keys(agentsMdWithText({ text: 'a' }, 'b'))).toEqual(['text'])
  })

  it('switches AGENTS.md and the model switch on with a starting value, off with null', () => {
    expect(agentsMdSwitched(true)).toEqual(DEFAULT_WORLD_STATE.agentsMd)
    expect(agentsMdSwitched(false)).toBeNull()
    expect(modelSwitchSwitched(true)?.previousModel).toBeTruthy()
    expect(modelSwitchSwitched(false)).toBeNull()
  })

  it('changes one model-switch field and keeps the other', () => {
    const modelSwitch = { previousModel: 'gpt-5.4', instructions: 'Larger window.' }
    expect(modelSwitchWith(modelSwitch, { previousModel: 'o3' })).toEqual({
      previousModel: 'o3',
      instructions: 'Larger window.',
    })
    expect(modelSwitchWith(null, { instructions: 'x' })).toEqual({
      previousModel: '',
      instructions: 'x',
    })
  })
})
