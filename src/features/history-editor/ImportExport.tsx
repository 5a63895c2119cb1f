import { useId } from 'react'
import type { ScenarioFile } from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { ScenarioErrorList } from '../editor-kit/ScenarioErrorList.tsx'
import { MAX_IMPORT_BYTES, useScenarioImport, type ImportProblem } from './useScenarioImport.ts'
import { groupedNumber } from '../../i18n/groupedNumber.ts'

export { MAX_IMPORT_BYTES, readScenarioText } from './useScenarioImport.ts'

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
  const io = useScenarioImport(scenario, onImport)
  return (
    <section className="ed-panel he-io" aria-labelledby={`${base}-title`}>
      <h3 id={`${base}-title`}>{t('registry.history.io.title')}</h3>
      <p className="ed-muted he-hint">{t('registry.history.io.intro')}</p>
      <div className="ed-toolbar">
        <button type="button" className="ed-btn" onClick={io.download}>
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
              if (file) void io.openFile(file)
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
          value={io.pasted}
          spellCheck={false}
          onChange={(event) => io.setPasted(event.target.value)}
          onPaste={(event) => {
            if (io.refusePaste(event.clipboardData.getData('text'))) event.preventDefault()
          }}
          {...(io.problem
            ? { 'aria-invalid': true as const, 'aria-describedby': `${base}-problem` }
            : {})}
        />
      </div>
      <div className="ed-toolbar">
        <button
          type="button"
          className="ed-btn"
          disabled={io.pasted.trim() === ''}
          onClick={io.loadPasted}
        >
          {t('registry.history.io.pasteLoad')}
        </button>
      </div>
      <p role="status" className="ed-status">
        {io.status}
      </p>
      {io.problem ? (
        <div id={`${base}-problem`} role="alert" className="he-problem">
          <ProblemText problem={io.problem} />
        </div>
      ) : null}
    </section>
  )
}

/** What went wrong, in words (and the parser's field errors for an invalid scenario). */
function ProblemText({ problem }: { readonly problem: ImportProblem }) {
  const t = useT()
  const sizes = (size: number) => ({
    size: groupedNumber(size),
    max: groupedNumber(MAX_IMPORT_BYTES),
  })
  switch (problem.kind) {
    case 'json':
      return <p>{t('registry.history.io.badJson', { message: problem.message })}</p>
    case 'tooLarge':
      return <p>{t('registry.history.io.tooLarge', sizes(problem.size))}</p>
    case 'pasteTooLarge':
      return <p>{t('registry.history.io.pasteTooLarge', sizes(problem.size))}</p>
    case 'readFailed':
      return <p>{t('registry.history.io.readFailed')}</p>
    case 'exportFailed':
      return <p>{t('registry.history.io.exportFailed', { message: problem.message })}</p>
    case 'invalid':
      return (
        <>
          <p>{t('registry.history.io.invalid')}</p>
          <ScenarioErrorList errors={problem.errors} limit={20} className="ed-error-list" />
        </>
      )
  }
}
