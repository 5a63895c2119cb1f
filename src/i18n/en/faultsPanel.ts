import { faultNames } from '../faultNames/en.ts'

/**
 * The faults panel's fields and the edited notice (features/faults): they load when the panel
 * first opens or the notice first shows, as a section of their own.
 */
export const faultsPanel = {
  hint: 'Make compaction fail, or switch the model since the last turn. These are part of the scenario: links, exports and the CLI carry them.',
  retryHint:
    'Remote v2 sends the same request again after {retriedSameModel}. After a model switch, the previous-model compaction tries once more with the current model after {retriedCurrentModel}.',
  fields: {
    remote: 'Remote call fails with',
    remoteFallback: 'Retry with the current model fails with',
    local: 'Local path fails with',
    preCompactHook: 'PreCompact hook answers',
    postCompactHook: 'PostCompact hook answers',
  },
  none: faultNames.none,
  values: faultNames.values,
  modelSwitch:
    'Model switched since the last turn (gpt-5 → current, another comp_hash): pre-turn compacts with the previous model first',
  reset: 'Turn every fault and switch off',
  edited: {
    registry:
      'The fragment registry differs from Codex’s defaults: every cell runs with the edited registry.',
    world:
      'The world (workspace, permissions, AGENTS.md…) differs from the lesson’s: the injected context is rendered from it.',
    both: 'The fragment registry and the world differ from the lesson’s defaults: every cell runs with them.',
    reset: 'Reset registry and world',
  },
} as const
