import { useState } from 'react'
import { MatcherKind, renderFragment, type FragmentType } from '../../core/index.ts'
import { VisibleText } from '../../components/VisibleText.tsx'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { selectRegistry } from '../../store/selectors.ts'
import { idFor } from './idFor.ts'
import { IssueMessages, fieldAria } from './IssueMessages.tsx'
import { escapeMarker, unescapeMarker } from './markerText.ts'
import { validateMarkers } from '../../view-models/validation.ts'

/**
 * The inline editor of a type's two markers. Changes are checked as they are typed; a warning
 * (legal in Codex, self-defeating) turns "Apply" into an explicit "Apply anyway".
 */
export function MarkerEditor({ type }: { readonly type: FragmentType }) {
  const t = useT()
  const registry = useVisualizerStore(selectRegistry)
  const setEditing = useVisualizerStore((state) => state.setRegistryEditing)
  const setTypeMarkers = useVisualizerStore((state) => state.setTypeMarkers)
  const [start, setStart] = useState(() => escapeMarker(type.startMarker))
  const [end, setEnd] = useState(() => escapeMarker(type.endMarker))
  const startMarker = unescapeMarker(start)
  const endMarker = unescapeMarker(end)
  const issues = validateMarkers({ startMarker, endMarker }, registry, type.name, type.matcher)
  const base = idFor(type.name)
  const startIssues = issues.filter((issue) => issue.field === 'startMarker')
  const endIssues = issues.filter((issue) => issue.field === 'endMarker')
  const unchanged = startMarker === type.startMarker && endMarker === type.endMarker
  const close = () => {
    setEditing(null)
    // hand focus back to the button that opened the editor
    requestAnimationFrame(() => document.getElementById(`${base}-edit`)?.focus())
  }
  const apply = () => {
    setTypeMarkers(type.name, startMarker, endMarker)
    close()
  }
  return (
    <div
      id={`${base}-editor`}
      className="rg-editor"
      role="group"
      aria-label={t('registry.markerEditor.title', { name: type.name })}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close()
      }}
    >
      <h4>{t('registry.markerEditor.title', { name: type.name })}</h4>
      <div className="rg-editor-fields">
        <div className="ed-field">
          <label htmlFor={`${base}-start`}>{t('registry.markerEditor.start')}</label>
          <input
            id={`${base}-start`}
            className="ed-input mono"
            value={start}
            // the editor opens on demand, so moving focus into it is expected
            // oxlint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            spellCheck={false}
            onChange={(event) => setStart(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && issues.length === 0 && !unchanged) apply()
            }}
            {...fieldAria(`${base}-start-issues`, startIssues)}
          />
          <IssueMessages id={`${base}-start-issues`} issues={startIssues} />
        </div>
        <div className="ed-field">
          <label htmlFor={`${base}-end`}>{t('registry.markerEditor.end')}</label>
          <input
            id={`${base}-end`}
            className="ed-input mono"
            value={end}
            spellCheck={false}
            onChange={(event) => setEnd(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && issues.length === 0 && !unchanged) apply()
            }}
            {...fieldAria(`${base}-end-issues`, endIssues)}
          />
          <IssueMessages id={`${base}-end-issues`} issues={endIssues} />
        </div>
        <div className="ed-field rg-editor-preview">
          <span className="ed-label">{t('registry.markerEditor.preview')}</span>
          <pre className="ed-code-block">
            <VisibleText
              text={renderFragment({ startMarker, endMarker }, type.exampleBody)}
              limit={600}
            />
          </pre>
        </div>
      </div>
      <p className="ed-muted rg-editor-hint">{t('registry.markerEditor.escapes')}</p>
      {type.matcher !== MatcherKind.Marked ? (
        <p className="rg-editor-note">{t('registry.markerEditor.customNote')}</p>
      ) : null}
      {issues.length > 0 ? (
        <p className="rg-editor-warning">{t('registry.markerEditor.warningsIntro')}</p>
      ) : null}
      <div className="ed-toolbar">
        <button
          type="button"
          className={issues.length > 0 ? 'ed-btn ed-btn-warn' : 'ed-btn ed-btn-primary'}
          disabled={unchanged}
          onClick={apply}
        >
          {issues.length > 0
            ? t('registry.markerEditor.applyAnyway')
            : t('registry.markerEditor.apply')}
        </button>
        <button type="button" className="ed-btn" onClick={close}>
          {t('registry.markerEditor.cancel')}
        </button>
      </div>
    </div>
  )
}
