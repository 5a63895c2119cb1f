/**
 * The order e2e files start in when vitest has no durations of its own (a fresh clone, as on CI:
 * its cache lives in `node_modules/.vite`). Vitest then starts the largest files first, and the
 * shortest files by lines are some of the slowest by time (a 2 MB hash, a 4 MB session): started
 * last, one of them ran alone on one worker while the other worker had nothing left (issue 35).
 * Here the files known to be slow start first, longest first, so the two workers end together.
 * With vitest's own cache (a second local run) its measured durations decide, as before.
 *
 * Only the order changes: every file still runs, and a stale list only costs some idle time.
 */
import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Seconds the slowest small e2e files took on the CI machine (the CI log's per-file times,
 * issue 35). Files not listed start after these, largest first, as vitest starts them. Update it
 * when a file's time changes a lot.
 */
export const SLOW_E2E_SECONDS: Readonly<Record<string, number>> = {
  'test/e2e/longHash.e2e.ts': 39,
  'test/e2e/a11y.e2e.ts': 29,
  'test/e2e/reveal.e2e.ts': 21,
  'test/e2e/sessionReload.e2e.ts': 18,
  'test/e2e/catalogRetry.e2e.ts': 12,
  'test/e2e/i18n.e2e.ts': 8,
  'test/e2e/hostileText.e2e.ts': 8,
  'test/e2e/keyboardShortcuts.e2e.ts': 8,
}

export class E2EFirstSlowest extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const root = this.ctx.config.root
    const key = (spec: TestSpecification) => relative(root, spec.moduleId).replaceAll('\\', '/')
    const e2e = sorted.filter((spec) => spec.project.name === 'e2e')
    const measured = e2e.every(
      (spec) => this.ctx.cache.getFileTestResults(`e2e:${key(spec)}`) !== undefined,
    )
    if (measured || e2e.length === 0) return sorted
    // stable: files of equal weight (the unlisted ones) keep vitest's order, largest first
    const weight = (spec: TestSpecification) => SLOW_E2E_SECONDS[key(spec)] ?? 0
    const reordered = [...e2e].sort((a, b) => weight(b) - weight(a))
    let next = 0
    return sorted.map((spec) => (spec.project.name === 'e2e' ? reordered[next++]! : spec))
  }
}
