import { describe, expect, it } from 'vitest'
import { parseScenario, type ScenarioFile } from '../../../../src/core/index.ts'
import { activeSwitches, hasModelSwitch } from '../../../../src/features/faults/activeSwitches.ts'
import {
  withFault,
  withModelSwitch,
  withoutFaults,
} from '../../../../src/features/faults/scenarioFaults.ts'
import base from '../../../../public/scenarios/lesson-mixed-history.json'

const scenario = base as unknown as ScenarioFile

describe('fault edits of a scenario', () => {
  it('set and clear one field, keeping the others, and stay valid scenario files', () => {
    const one = withFault(scenario, 'remote', 'http_500')
    const two = withFault(one, 'postCompactHook', 'stop')
    expect(two.faults).toEqual({ remote: 'http_500', postCompactHook: 'stop' })
    expect(parseScenario(JSON.parse(JSON.stringify(two))).ok).toBe(true)
    expect(withFault(two, 'remote', undefined).faults).toEqual({ postCompactHook: 'stop' })
    expect('faults' in withFault(one, 'remote', undefined)).toBe(false)
  })

  it('switch the model on and off without leaving traces in the file', () => {
    const on = withModelSwitch(scenario, true)
    expect(hasModelSwitch(on)).toBe(true)
    expect(activeSwitches(withFault(on, 'remote', 'timeout'))).toBe(2)
    const off = withModelSwitch(on, false)
    expect(hasModelSwitch(off)).toBe(false)
    expect(off).toEqual(scenario)
    expect(withoutFaults(withFault(on, 'local', 'context_window_exceeded'))).toEqual(scenario)
  })
})
