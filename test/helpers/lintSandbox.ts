/**
 * A throwaway copy of the project's lint setting outside the work tree, for tests that need probe
 * files inside a layer of src/. Overrides in .oxlintrc.json match paths relative to the config's
 * folder, so a probe at <sandbox>/src/core/x.ts is judged as src/core/x.ts would be, while the real
 * src/ is never written (a crashed run used to leave probes behind for tsc and lint to trip on).
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))
const OXLINT = join(REPO_ROOT, 'node_modules', '.bin', 'oxlint')

export interface OxlintDiagnostic {
  readonly code: string
  readonly filename: string
  readonly message: string
  readonly labels?: readonly { readonly span: { readonly line: number } }[]
}

export interface OxlintRun {
  readonly status: number | null
  readonly output: string
  readonly diagnostics: readonly OxlintDiagnostic[]
}

/** Runs oxlint in `cwd` with extra arguments and parses its JSON report. */
export function runOxlintIn(cwd: string, args: readonly string[]): OxlintRun {
  const result = spawnSync(OXLINT, ['--format', 'json', ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 30_000,
  })
  if (result.error) throw result.error
  const report = JSON.parse(result.stdout) as { diagnostics?: OxlintDiagnostic[] }
  return {
    status: result.status,
    output: `${result.stdout}${result.stderr}`,
    diagnostics: report.diagnostics ?? [],
  }
}

export interface LintSandbox {
  readonly root: string
  /** Writes `source` at `path` (relative to the sandbox, e.g. `src/core/probe.ts`). */
  write(path: string, source: string): string
  /** oxlint with the project's config and --deny-warnings, as `npm run lint` runs it. */
  lint(paths: readonly string[]): OxlintRun
  dispose(): void
}

export function createLintSandbox(): LintSandbox {
  const root = mkdtempSync(join(tmpdir(), 'context-lab-lint-'))
  copyFileSync(join(REPO_ROOT, '.oxlintrc.json'), join(root, '.oxlintrc.json'))
  return {
    root,
    write(path, source) {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), source)
      return path
    },
    lint: (paths) => runOxlintIn(root, ['-c', '.oxlintrc.json', '--deny-warnings', ...paths]),
    dispose: () => rmSync(root, { recursive: true, force: true }),
  }
}
