import { MatcherKind, renderFragment, type FragmentType } from '../../core/index.ts'
import { VisibleText } from '../../components/VisibleText.tsx'
import { useT } from '../../i18n/useT.ts'
import type { Issue } from '../../view-models/validation.ts'
import { IssueMessages, fieldAria } from './IssueMessages.tsx'
import { useMarkerDraft, type MarkerDraft } from './useMarkerDraft.ts'

/** One marker's input with its issues; `side` names its ids (`…-start`, `…-end`). */
function MarkerField({
  draft,
  side,
  label,
  value,
  issues,
  onChange,
  autoFocus = false,
}: {
  readonly draft: MarkerDraft
  readonly side: 'start' | 'end'
  readonly label: string
  readonly value: string
  readonly issues: readonly Issue[]
  readonly onChange: (value: string) => void
  readonly autoFocus?: boolean
}) {
  const id = `${draft.base}-${side}`
  return (
    <div className="ed-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="ed-input mono"
        value={value}
        // the editor opens on demand, so moving focus into it is expected
        // oxlint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => draft.applyOnEnter(event.key)}
        {...fieldAria(`${id}-issues`, issues)}
      />
      <IssueMessages id={`${id}-issues`} issues={issues} />
    </div>
  )
}

/** The notes under the fields, and "Apply" (or "Apply anyway" after warnings) and "Cancel". */
function MarkerActions({
  draft,
  type,
}: {
  readonly draft: MarkerDraft
  readonly type: FragmentType
}) {
  const t = useT()
  const warned = draft.issues.length > 0
  return (
    <>
      <p className="ed-muted rg-editor-hint">{t('registry.markerEditor.escapes')}</p>
      {type.matcher !== MatcherKind.Marked ? (
        <p className="rg-editor-note">{t('registry.markerEditor.customNote')}</p>
      ) : null}
      {warned ? (
        <p className="rg-editor-warning">{t('registry.markerEditor.warningsIntro')}</p>
      ) : null}
      <div className="ed-toolbar">
        <button
          type="button"
          className={warned ? 'ed-btn ed-btn-warn' : 'ed-btn ed-btn-primary'}
          disabled={draft.unchanged}
          onClick={draft.apply}
        >
          {warned ? t('registry.markerEditor.applyAnyway') : t('registry.markerEditor.apply')}
        </button>
        <button type="button" className="ed-btn" onClick={draft.close}>
          {t('registry.markerEditor.cancel')}
        </button>
      </div>
    </>
  )
}

/**
 * The inline editor of a type's two markers. Changes are checked as they are typed; a warning
 * (legal in Codex, self-defeating) turns "Apply" into an explicit "Apply anyway".
 */
export function MarkerEditor({ type }: { readonly type: FragmentType }) {
  const t = useT()
  const draft = useMarkerDraft(type)
  return (
    <div
      id={`${draft.base}-editor`}
      className="rg-editor"
      role="group"
      aria-label={t('registry.markerEditor.title', { name: type.name })}
      onKeyDown={(event) => {
        if (event.key === 'Escape') draft.close()
      }}
    >
      <h4>{t('registry.markerEditor.title', { name: type.name })}</h4>
      <div className="rg-editor-fields">
        <MarkerField
          draft={draft}
          side="start"
          label={t('registry.markerEditor.start')}
          value={draft.start}
          issues={draft.startIssues}
          onChange={draft.setStart}
          autoFocus
        />
        <MarkerField
          draft={draft}
          side="end"
          label={t('registry.markerEditor.end')}
          value={draft.end}
          issues={draft.endIssues}
          onChange={draft.setEnd}
        />
        <div className="ed-field rg-editor-preview">
          <span className="ed-label">{t('registry.markerEditor.preview')}</span>
          <pre className="ed-code-block">
            <VisibleText
              text={renderFragment(
                { startMarker: draft.startMarker, endMarker: draft.endMarker },
                type.exampleBody,
              )}
              limit={600}
            />
          </pre>
        </div>
      </div>
      <MarkerActions draft={draft} type={type} />
    </div>
  )
}
