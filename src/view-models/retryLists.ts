import {
  REMOTE_FAULTS,
  isRetryable,
  shouldRetryWithCurrentModel,
} from '../core/compaction/transport.ts'
import type { RemoteFault } from '../core/compaction/types.ts'

/**
 * Which remote failures Codex sends again, and why: the one list every text that names them
 * reads (the lessons, the trace's explanations, the faults form, the peers row). It is derived
 * from the core's own predicates, so a sentence cannot list a fault the core does not retry.
 * It reads `transport.ts` alone, not the compaction paths, so a screen can show it cheaply.
 */
export interface RetryRules {
  readonly faults: readonly RemoteFault[]
  /** remote v2 (and the HTTP client) sends the same request again with the same model. */
  readonly sameModel: (fault: RemoteFault) => boolean
  /** the previous-model compaction tries once more with the current model. */
  readonly currentModel: (fault: RemoteFault) => boolean
}

export const CODEX_RETRY_RULES: RetryRules = {
  faults: REMOTE_FAULTS,
  sameModel: isRetryable,
  currentModel: shouldRetryWithCurrentModel,
}

export interface RetryLists {
  /** retried with the same model. */
  readonly sameModel: readonly RemoteFault[]
  /** retried once with the current model (after a model switch only). */
  readonly currentModel: readonly RemoteFault[]
  /** retried with the same model but never with the current one. */
  readonly sameModelOnly: readonly RemoteFault[]
  /** never sent again with the same model. */
  readonly notSameModel: readonly RemoteFault[]
}

/** The lists, each in the order of `rules.faults`. */
export function retryListsOf(rules: RetryRules = CODEX_RETRY_RULES): RetryLists {
  const where = (test: (fault: RemoteFault) => boolean) => rules.faults.filter(test)
  return {
    sameModel: where(rules.sameModel),
    currentModel: where(rules.currentModel),
    sameModelOnly: where((f) => rules.sameModel(f) && !rules.currentModel(f)),
    notSameModel: where((f) => !rules.sameModel(f)),
  }
}
