import { downloadText } from '../../app/download.ts'
import { useId, useState } from 'react'
import { parseScenario, type ScenarioError, type ScenarioFile } from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { ScenarioErrorList } from '../editor-kit/ScenarioErrorList.tsx'

/** Files above this size are refused before they are read. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024

type Problem =
  | { readonly kind: 'json'; readonly message: string }
  | { readonly kind: 'invalid'; readonly errors: readonly ScenarioError[] }
  | { readonly kind: 'tooLarge'; readonly size: number }
  | { readonly kind: 'pasteTooLarge'; readonly size: number }
  | { readonly kind: 'readFailed' }
  | { readonly kind: 'exportFailed'; readonly message: string }

/** Parses scenario JSON text; never throws. */
export function readScenarioText(
  text: string,
):
  | { readonly ok: true; readonly value: ScenarioFile }
  | { readonly ok: false; readonly problem: Problem } {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (error) {
    return {
      ok: false,
      problem: { kind: 'json', message: error instanceof Error ? error.message : String(error) },
    }
  }
  const parsed = parseScenario(raw)
  return parsed.ok ? parsed : { ok: false, problem: { kind: 'invalid', errors: parsed.errors } }
}

function fileName(scenario: ScenarioFile): string {
  const slug = (scenario.name ?? 'scenario')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `${slug || 'scenario'}.json`
}

export interface ImportExportProps {
  readonly scenario: ScenarioFile
  /** installs a valid scenario (as an undoable edit). */
  readonly onImport: (scenario: ScenarioFile) => void
}

/**
 * Scenario files in the CLI's format: download the current one, open one from disk, or paste
 * one. Anything malformed is reported with parseScenario's field paths and changes nothing.
 */
export function ImportExport({ scenario, onImport }: ImportExportProps) {
  const t = useT()
  const base = useId()
  const [pasted, setPasted] = useState('')
  const [problem, setProblem] = useState<Problem | null>(null)
  const [status, setStatus] = useState('')

  const accept = (text: string) => {
    const result = readScenarioText(text)
    if (!result.ok) {
      setProblem(result.problem)
      setStatus('')
      return false
    }
    setProblem(null)
    onImport(result.value)
    setStatus(
      t('registry.history.io.imported', {
        name: result.value.name ?? t('registry.history.io.untitled'),
      }),
    )
    return true
  }

  const download = () => {
    let text: string
    try {
      text = `${JSON.stringify(scenario, null, 2)}\n`
    } catch (error) {
      // a parsed scenario always serializes; say so plainly if an edit ever made one that does not
      setProblem({ kind: 'exportFailed', message: error instanceof Error ? error.message : '' })
      return
    }
    downloadText(fileName(scenario), text)
  }

  const openFile = async (file: File) => {
    if (file.size > MAX_IMPORT_BYTES) {
      setProblem({ kind: 'tooLarge', size: file.size })
      return
    }
    let text: string
    try {
      text = await file.text()
    } catch {
      setProblem({ kind: 'readFailed' })
      return
    }
    accept(text)
  }

  return (
    <section className="ed-panel he-io" aria-labelledby={`${base}-title`}>
      <h3 id={`${base}-title`}>{t('registry.history.io.title')}</h3>
      <p className="ed-muted he-hint">{t('registry.history.io.intro')}</p>
      <div className="ed-toolbar">
        <button type="button" className="ed-btn" onClick={download}>
          {t('registry.history.io.export')}
        </button>
        <label className="ed-btn he-file">
          {t('registry.history.io.import')}
          <input
            type="file"
            accept="application/json,.json"
            className="visually-hidden"
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) void openFile(file)
            }}
          />
        </label>
      </div>
      <div className="ed-field">
        <label htmlFor={`${base}-paste`}>{t('registry.history.io.paste')}</label>
        <textarea
          id={`${base}-paste`}
          className="ed-textarea mono"
          rows={4}
          value={pasted}
          spellCheck={false}
          onChange={(event) => setPasted(event.target.value)}
          {...(problem
            ? { 'aria-invalid': true as const, 'aria-describedby': `${base}-problem` }
            : {})}
        />
      </div>
      <div className="ed-toolbar">
        <button
          type="button"
          className="ed-btn"
          disabled={pasted.trim() === ''}
          onClick={() => {
            // the same limit as a file: a pasted 50 MB history would freeze the tab just the same
            const size = new TextEncoder().encode(pasted).length
            if (size > MAX_IMPORT_BYTES) setProblem({ kind: 'pasteTooLarge', size })
            else if (accept(pasted)) setPasted('')
          }}
        >
          {t('registry.history.io.pasteLoad')}
        </button>
      </div>
      <p role="status" className="ed-status">
        {status}
      </p>
      {problem ? (
        <div id={`${base}-problem`} role="alert" className="he-problem">
          {problem.kind === 'json' ? (
            <p>{t('registry.history.io.badJson', { message: problem.message })}</p>
          ) : problem.kind === 'tooLarge' ? (
            <p>
              {t('registry.history.io.tooLarge', {
                size: problem.size.toLocaleString('en'),
                max: MAX_IMPORT_BYTES.toLocaleString('en'),
              })}
            </p>
          ) : problem.kind === 'pasteTooLarge' ? (
            <p>
              {t('registry.history.io.pasteTooLarge', {
                size: problem.size.toLocaleString('en'),
                max: MAX_IMPORT_BYTES.toLocaleString('en'),
              })}
            </p>
          ) : problem.kind === 'readFailed' ? (
            <p>{t('registry.history.io.readFailed')}</p>
          ) : problem.kind === 'exportFailed' ? (
            <p>{t('registry.history.io.exportFailed', { message: problem.message })}</p>
          ) : (
            <>
              <p>{t('registry.history.io.invalid')}</p>
              <ScenarioErrorList errors={problem.errors} limit={20} className="ed-error-list" />
            </>
          )}
        </div>
      ) : null}
    </section>
  )
}
