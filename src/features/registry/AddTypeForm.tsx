import type { FragmentRegistry, FragmentType } from '../../core/index.ts'
import { VisibleText } from '../../components/VisibleText.tsx'
import { useT } from '../../i18n/useT.ts'
import {
  BodyFieldset,
  RecognitionFieldset,
  RegistrationFieldset,
  RoleFieldset,
  SeparateFieldset,
} from './addTypeFieldsets.tsx'
import { useAddTypeDraft, type AddTypeDraft } from './useAddTypeDraft.ts'

export interface AddTypeFormProps {
  readonly registry: FragmentRegistry
  readonly onAdd: (type: FragmentType, register: boolean) => void
  readonly onCancel: () => void
}

/**
 * The add-type form, one fieldset per question of the lesson's checklist: role; markers or the
 * deliberate choice to give up recognition; body; separate message; registration in the table
 * the role asks for. Errors block; warnings need an explicit "Add anyway".
 */
export function AddTypeForm({ registry, onAdd, onCancel }: AddTypeFormProps) {
  const t = useT()
  const form = useAddTypeDraft(registry, onAdd)
  return (
    <form
      className="ed-panel rg-form"
      aria-labelledby={form.titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        form.submit(false)
      }}
    >
      <h3 id={form.titleId}>{t('registry.form.title')}</h3>
      <p className="ed-muted">{t('registry.form.intro')}</p>
      <div className="rg-form-grid ed-two-col">
        <div className="rg-form-steps">
          <RoleFieldset form={form} />
          <RecognitionFieldset form={form} />
          <BodyFieldset form={form} />
          <SeparateFieldset form={form} />
          <RegistrationFieldset form={form} />
        </div>
        <div className="rg-form-side">
          <DraftPreview form={form} />
          <SubmitBar form={form} onCancel={onCancel} />
        </div>
      </div>
    </form>
  )
}

/** The rendered example and whether it is recognized as its own type. */
function DraftPreview({ form }: { readonly form: AddTypeDraft }) {
  const t = useT()
  return (
    <div className="rg-form-preview">
      <span className="ed-label">{t('registry.form.preview')}</span>
      <pre className="ed-code-block">
        <VisibleText text={form.rendered} limit={1200} />
      </pre>
      <p className="rg-self-check">
        <strong>{t('registry.form.selfCheck')}</strong>{' '}
        {form.selfMatch
          ? form.registers
            ? t('registry.form.selfYes')
            : t('registry.form.selfNotListed')
          : t('registry.form.selfNo')}
      </p>
    </div>
  )
}

/** The outcome of a submit, and "Add" (or "Add anyway" after warnings) and "Cancel". */
function SubmitBar({
  form,
  onCancel,
}: {
  readonly form: AddTypeDraft
  readonly onCancel: () => void
}) {
  const t = useT()
  const { submitted, blocked, warned } = form
  return (
    <>
      {submitted && blocked ? (
        <p className="rg-form-status" role="alert">
          {t('registry.form.hasErrors')}
        </p>
      ) : null}
      {submitted && warned ? (
        <p className="rg-form-status" role="alert">
          {t('registry.form.hasWarnings')}
        </p>
      ) : null}
      <div className="ed-toolbar">
        {submitted && warned ? (
          <button type="button" className="ed-btn ed-btn-warn" onClick={() => form.submit(true)}>
            {t('registry.form.submitAnyway')}
          </button>
        ) : (
          <button type="submit" className="ed-btn ed-btn-primary">
            {t('registry.form.submit')}
          </button>
        )}
        <button type="button" className="ed-btn" onClick={onCancel}>
          {t('registry.form.cancel')}
        </button>
      </div>
    </>
  )
}
