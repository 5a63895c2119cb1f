import { memo } from 'react'
import type { TranslationKey } from '../../i18n/index.ts'
import { useT } from '../../i18n/useT.ts'
import {
  SWEEP_AXES,
  SWITCH_AXES,
  type SecondAxis,
  type SweepAxis,
} from '../../view-models/sweep/settings.ts'
import { AXIS_FIELD, AXIS_RANGES, type NumberField, type SweepDraft } from './sweepDraft.ts'

interface FormProps {
  readonly draft: SweepDraft
  readonly onChange: (draft: SweepDraft) => void
}

function NumberInput({
  draft,
  onChange,
  field,
  label,
}: FormProps & { readonly field: NumberField; readonly label: TranslationKey }) {
  const t = useT()
  return (
    <label className="sw-field">
      <span>{t(label)}</span>
      <input
        type="text"
        inputMode="numeric"
        value={draft.values[field]}
        data-sweep-field={field}
        onChange={(event) =>
          onChange({ ...draft, values: { ...draft.values, [field]: event.target.value } })
        }
      />
    </label>
  )
}

function AxisPicker({ draft, onChange }: FormProps) {
  const t = useT()
  const pick = (axis: SweepAxis) => {
    const [from, to] = AXIS_RANGES[axis]
    const axis2 = draft.axis2 === axis ? 'none' : draft.axis2
    onChange({
      ...draft,
      axis,
      axis2,
      values: { ...draft.values, from: String(from), to: String(to) },
    })
  }
  return (
    <label className="sw-field">
      <span>{t('sweep.form.axis')}</span>
      <select
        value={draft.axis}
        data-sweep-field="axis"
        onChange={(event) => pick(event.target.value as SweepAxis)}
      >
        {SWEEP_AXES.map((axis) => (
          <option key={axis} value={axis}>
            {t(`sweep.axes.${axis}`)}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The optional second input: its own range, and none of the first input's value. */
function SecondPicker({ draft, onChange }: FormProps) {
  const t = useT()
  const pick = (axis2: SecondAxis) => {
    const [from2, to2] = axis2 === 'none' ? [0, 1] : AXIS_RANGES[axis2]
    const values = { ...draft.values, from2: String(from2), to2: String(to2) }
    onChange({ ...draft, axis2, values })
  }
  const ranged = draft.axis2 !== 'none' && !SWITCH_AXES.includes(draft.axis2)
  return (
    <div className="sw-row">
      <label className="sw-field">
        <span>{t('sweep.form.axis2')}</span>
        <select
          value={draft.axis2}
          data-sweep-field="axis2"
          onChange={(event) => pick(event.target.value as SecondAxis)}
        >
          <option value="none">{t('sweep.form.none')}</option>
          {SWEEP_AXES.filter((axis) => axis !== draft.axis).map((axis) => (
            <option key={axis} value={axis}>
              {t(`sweep.axes.${axis}`)}
            </option>
          ))}
        </select>
      </label>
      {ranged && (
        <NumberInput draft={draft} onChange={onChange} field="from2" label="sweep.form.from2" />
      )}
      {ranged && (
        <NumberInput draft={draft} onChange={onChange} field="to2" label="sweep.form.to2" />
      )}
      {ranged && (
        <NumberInput draft={draft} onChange={onChange} field="points2" label="sweep.form.points2" />
      )}
    </div>
  )
}

function Switches({ draft, onChange }: FormProps) {
  const t = useT()
  return (
    <>
      {draft.axis !== 'v2' && draft.axis2 !== 'v2' && (
        <label className="sw-check">
          <input
            type="checkbox"
            checked={draft.v2}
            data-sweep-field="v2"
            onChange={(event) => onChange({ ...draft, v2: event.target.checked })}
          />
          {t('sweep.form.v2')}
        </label>
      )}
      {draft.axis !== 'provider' && draft.axis2 !== 'provider' && (
        <label className="sw-check">
          <input
            type="checkbox"
            checked={draft.providerSupported}
            data-sweep-field="provider"
            onChange={(event) => onChange({ ...draft, providerSupported: event.target.checked })}
          />
          {t('sweep.form.provider')}
        </label>
      )}
    </>
  )
}

const FIXED: readonly [NumberField, TranslationKey][] = [
  ['histories', 'sweep.form.histories'],
  ['seed', 'sweep.form.seed'],
  ['length', 'sweep.form.length'],
  ['window', 'sweep.form.window'],
  ['autoLimit', 'sweep.form.autoLimit'],
  ['faultRate', 'sweep.form.faultRate'],
]

/** The sweep's settings: the varied input and its range, then every fixed input. */
export const SweepForm = memo(function SweepForm(props: FormProps) {
  const t = useT()
  const { axis } = props.draft
  const ranged = !SWITCH_AXES.includes(axis)
  return (
    <fieldset className="sw-form">
      <legend>{t('sweep.form.label')}</legend>
      <div className="sw-row">
        <AxisPicker {...props} />
        {ranged && <NumberInput {...props} field="from" label="sweep.form.from" />}
        {ranged && <NumberInput {...props} field="to" label="sweep.form.to" />}
        {ranged && <NumberInput {...props} field="points" label="sweep.form.points" />}
      </div>
      <SecondPicker {...props} />
      <div className="sw-row">
        {FIXED.filter(
          ([field]) =>
            AXIS_FIELD[axis] !== field &&
            (props.draft.axis2 === 'none' || AXIS_FIELD[props.draft.axis2] !== field),
        ).map(([field, label]) => (
          <NumberInput key={field} {...props} field={field} label={label} />
        ))}
      </div>
      <fieldset className="sw-mix">
        <legend>{t('sweep.form.mix')}</legend>
        <NumberInput {...props} field="toolOutput" label="sweep.form.toolOutput" />
        <NumberInput {...props} field="userText" label="sweep.form.userText" />
        <NumberInput {...props} field="reasoning" label="sweep.form.reasoning" />
      </fieldset>
      <div className="sw-row">
        <Switches {...props} />
      </div>
    </fieldset>
  )
})
