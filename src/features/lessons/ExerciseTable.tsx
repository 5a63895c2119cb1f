import type { ScenarioItem } from '../../core/index.ts'
import {
  CONTEXT_ANSWERS,
  EXERCISE_FATES,
  exerciseItems,
  SUMMARY_ANSWERS,
  type RowAnswer,
  type TableAnswer,
} from './content/exercise.ts'
import { itemName, itemText, withRow } from './exerciseRows.ts'
import { hasLessonKey, useLessonT } from './useLessonT.ts'

interface TableFormProps {
  readonly table: TableAnswer
  readonly onChange: (table: TableAnswer) => void
}

/** One item's row: its fate and, unless cut, its new position. */
function ItemRow({
  item,
  row,
  onChange,
}: {
  readonly item: ScenarioItem
  readonly row: RowAnswer
  readonly onChange: (patch: Partial<RowAnswer>) => void
}) {
  const lt = useLessonT()
  const label = { id: item.id, name: itemName(lt, hasLessonKey, item.id) }
  return (
    <tr data-row={item.id}>
      <th scope="row">
        {label.name} <code className="exercise-item-id">{item.id}</code>
      </th>
      <td className="exercise-text" translate="no">
        {itemText(item)}
      </td>
      <td>
        <select
          aria-label={lt('exercise.fateLabel', label)}
          value={row.fate}
          onChange={(e) => onChange({ fate: e.target.value as RowAnswer['fate'] })}
        >
          {(['', ...EXERCISE_FATES] as const).map((fate) => (
            <option key={fate} value={fate}>
              {lt(`exercise.fates.${fate}`)}
            </option>
          ))}
        </select>
      </td>
      <td>
        <input
          type="number"
          min={1}
          inputMode="numeric"
          className="exercise-position"
          aria-label={lt('exercise.positionLabel', label)}
          value={row.position}
          disabled={row.fate === 'cut'}
          onChange={(e) => onChange({ position: e.target.value })}
        />
      </td>
    </tr>
  )
}

/** Where the summary and the initial context land in the new history. */
function PlacementFields({ table, onChange }: TableFormProps) {
  const lt = useLessonT()
  return (
    <div className="exercise-extra">
      <label>
        {lt('exercise.summary')}{' '}
        <select
          value={table.summary}
          data-field="summary"
          onChange={(e) =>
            onChange({ ...table, summary: e.target.value as TableAnswer['summary'] })
          }
        >
          {(['', ...SUMMARY_ANSWERS] as const).map((a) => (
            <option key={a} value={a}>
              {lt(`exercise.summaryAnswers.${a}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {lt('exercise.context')}{' '}
        <select
          value={table.context}
          data-field="context"
          onChange={(e) =>
            onChange({ ...table, context: e.target.value as TableAnswer['context'] })
          }
        >
          {(['', ...CONTEXT_ANSWERS] as const).map((a) => (
            <option key={a} value={a}>
              {lt(`exercise.contextAnswers.${a}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {lt('exercise.contextPosition')}{' '}
        <input
          type="number"
          min={1}
          className="exercise-position"
          data-field="contextPosition"
          value={table.contextPosition}
          disabled={table.context === '' || table.context === 'notInTable'}
          onChange={(e) => onChange({ ...table, contextPosition: e.target.value })}
        />
      </label>
    </div>
  )
}

/** The replacement table a reader fills in: one row per item of the mixed history. */
export function ExerciseTable({ table, onChange }: TableFormProps) {
  const lt = useLessonT()
  return (
    <>
      <div className="table-scroll">
        <table className="exercise-table">
          <thead>
            <tr>
              <th scope="col">{lt('exercise.item')}</th>
              <th scope="col">{lt('exercise.text')}</th>
              <th scope="col">{lt('exercise.fate')}</th>
              <th scope="col">{lt('exercise.position')}</th>
            </tr>
          </thead>
          <tbody>
            {exerciseItems().map((item) => (
              <ItemRow
                key={item.id}
                item={item}
                row={table.rows[item.id]!}
                onChange={(patch) => onChange(withRow(table, item.id, patch))}
              />
            ))}
          </tbody>
        </table>
      </div>
      <PlacementFields table={table} onChange={onChange} />
    </>
  )
}
