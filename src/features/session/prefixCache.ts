import {
  DEFAULT_REGISTRY,
  reconstructAt,
  registryOf,
  type FragmentRegistry,
  type Reconstruction,
  type RolloutLog,
  type ScenarioRegistry,
} from '../../core/index.ts'

/**
 * The session's history at a line, rebuilt once: the history view, the token view and "what if
 * full" all ask for the same line in a row (one click), and each rebuild replays the file's
 * prefix. The last line and registry asked are kept, and the registry a request names is parsed
 * once while it stays the same. It belongs to one open log and is dropped with it.
 */
export class PrefixCache {
  private readonly log: RolloutLog
  private last: { line: number; registry: FragmentRegistry; value: Reconstruction } | undefined
  private named: { key: string; registry: FragmentRegistry } | undefined

  constructor(log: RolloutLog) {
    this.log = log
  }

  /** The registry a request names (Codex's default when none), parsed once per distinct one. */
  registry(field: ScenarioRegistry | undefined): FragmentRegistry {
    if (!field) return DEFAULT_REGISTRY
    const key = JSON.stringify(field)
    if (this.named?.key !== key)
      this.named = {
        key,
        registry: registryOf({
          history: [],
          cell: { phase: 'mid_turn', implementation: 'remote' },
          registry: field,
        }),
      }
    return this.named.registry
  }

  /** The model-visible history at `line` with `registry`, rebuilt only when either changed. */
  at(line: number, registry: FragmentRegistry): Reconstruction {
    const last = this.last
    if (last && last.line === line && last.registry === registry) return last.value
    const value = reconstructAt(this.log, line, registry)
    this.last = { line, registry, value }
    return value
  }
}
