import { useState } from 'react'
import { downloadText } from '../../app/download.ts'
import { parseScenario, type ScenarioError, type ScenarioFile } from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'

/** Files above this size are refused before they are read. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024

export type ImportProblem =
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
  | { readonly ok: false; readonly problem: ImportProblem } {
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

/** The download's file name: the scenario's name as a slug. */
function scenarioFileName(scenario: ScenarioFile): string {
  const slug = (scenario.name ?? 'scenario')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `${slug || 'scenario'}.json`
}

/**
 * Import and export of scenario files: the pasted text, the last problem (anything malformed or
 * too large changes nothing) and the status line after a successful import.
 */
export function useScenarioImport(
  scenario: ScenarioFile,
  onImport: (scenario: ScenarioFile) => void,
) {
  const t = useT()
  const [pasted, setPasted] = useState('')
  const [problem, setProblem] = useState<ImportProblem | null>(null)
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
    const name = result.value.name ?? t('registry.history.io.untitled')
    setStatus(t('registry.history.io.imported', { name }))
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
    downloadText(scenarioFileName(scenario), text)
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

  const loadPasted = () => {
    // the same limit as a file: a pasted 50 MB history would freeze the tab just the same
    const size = new TextEncoder().encode(pasted).length
    if (size > MAX_IMPORT_BYTES) setProblem({ kind: 'pasteTooLarge', size })
    else if (accept(pasted)) setPasted('')
  }

  /**
   * Measured before the text reaches the field: a 10 MB paste laid out in a text area blocks the
   * page for seconds. Characters are counted first (never more than UTF-8 bytes); the bytes are
   * counted only for the refusal's message. True when the paste was refused.
   */
  const refusePaste = (text: string): boolean => {
    if (pasted.length + text.length <= MAX_IMPORT_BYTES) return false
    const size = new TextEncoder().encode(pasted + text).length
    if (size <= MAX_IMPORT_BYTES) return false
    setProblem({ kind: 'pasteTooLarge', size })
    return true
  }

  return { pasted, setPasted, problem, status, download, openFile, loadPasted, refusePaste }
}
