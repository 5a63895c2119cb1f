import { useState } from 'react'
import { clip, firstLine } from '../lane/labels.ts'
import { useT } from '../../i18n/useT.ts'
import {
  blankTable,
  checkTable,
  CONTEXT_ANSWERS,
  EXERCISE_CELLS,
  EXERCISE_FATES,
  exerciseItems,
  exerciseResult,
  SUMMARY_ANSWERS,
  type Mistake,
  type TableAnswer,
} from './content/exercise.ts'
import type { StageBinding } from './content/stage.ts'
import { FurtherCases } from './FurtherCases.tsx'
import { MistakeList } from './MistakeList.tsx'
import { Stage } from './Stage.tsx'
import { useLessonT } from './useLessonT.ts'
import { useStage } from './useStage.ts'

type Tables = readonly TableAnswer[]

function itemText(item: Readonly<Record<string, unknown>>): string {
  const text = typeof item['text'] === 'string' ? item['text'] : ''
  const parts = Array.isArray(item['parts']) ? item['parts'].join(' ') : ''
  const name = typeof item['name'] === 'string' ? item['name'] : ''
  const output = typeof item['output'] === 'string' ? item['output'] : ''
  return clip(firstLine(text || parts || name || output || String(item['type'])), 60)
}

interface TableFormProps {
  readonly table: TableAnswer
  readonly onChange: (table: TableAnswer) => void
}

/** The replacement table a reader fills in: one row per item of the mixed history. */
function TableForm({ table, onChange }: TableFormProps) {
  const lt = useLessonT()
  const setRow = (id: string, patch: Partial<TableAnswer['rows'][string]>) =>
    onChange({ ...table, rows: { ...table.rows, [id]: { ...table.rows[id]!, ...patch } } })
  return (
    <>
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
          {exerciseItems().map((item) => {
            const row = table.rows[item.id]!
            return (
              <tr key={item.id} data-row={item.id}>
                <th scope="row">
                  <code>{item.id}</code>
                </th>
                <td className="exercise-text">{itemText(item)}</td>
                <td>
                  <select
                    aria-label={lt('exercise.fateLabel', { id: item.id })}
                    value={row.fate}
                    onChange={(e) => setRow(item.id, { fate: e.target.value as typeof row.fate })}
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
                    aria-label={lt('exercise.positionLabel', { id: item.id })}
                    value={row.position}
                    disabled={row.fate === 'cut'}
                    onChange={(e) => setRow(item.id, { position: e.target.value })}
                  />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
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
    </>
  )
}

/**
 * The lesson's exercise: three replacement tables (mid-turn × remote, the empty window, pre-turn
 * × remote) checked against the core, then the "one step further" runs.
 */
export function Exercise() {
  const t = useT()
  const lt = useLessonT()
  const [active, setActive] = useState(0)
  const [tables, setTables] = useState<Tables>(() => EXERCISE_CELLS.map(blankTable))
  const [checked, setChecked] = useState<readonly (Mistake[] | null)[]>(() =>
    EXERCISE_CELLS.map(() => null),
  )
  // the stage starts on the loaded history: the table is filled in before the core shows it
  const [binding, setBinding] = useState<StageBinding>({
    scenario: 'mixed',
    cell: EXERCISE_CELLS[0],
    at: 'start',
  })
  useStage(binding)
  const choose = (index: number) => {
    setActive(index)
    setBinding({ scenario: 'mixed', cell: EXERCISE_CELLS[index]!, at: 'start' })
  }
  const mistakes = checked[active]
  const cellName = (index: number) => {
    const cell = EXERCISE_CELLS[index]!
    return t('grid.cells.name', {
      phase: t(`grid.phases.${cell.phase}`),
      implementation: t(`grid.implementations.${cell.implementation}`),
    })
  }
  return (
    <div className="lesson-view exercise" data-lesson="exercise">
      <article className="lesson-text">
        <h2>{lt('exercise.title')}</h2>
        <p>{lt('exercise.intro')}</p>
        <div className="exercise-tabs" role="tablist">
          {EXERCISE_CELLS.map((cell, index) => (
            <button
              key={`${cell.phase}.${cell.implementation}`}
              type="button"
              role="tab"
              aria-selected={active === index}
              data-exercise-cell={`${cell.phase}.${cell.implementation}`}
              className="lesson-button"
              onClick={() => choose(index)}
            >
              {lt('exercise.cellTab', { n: index + 1, cell: cellName(index) })}
              {checked[index]?.length === 0 ? ' ✓' : ''}
            </button>
          ))}
        </div>
        <TableForm
          key={active}
          table={tables[active]!}
          onChange={(table) => setTables(tables.map((old, i) => (i === active ? table : old)))}
        />
        <button
          type="button"
          className="lesson-button primary"
          onClick={() =>
            setChecked(
              checked.map((old, i) =>
                i === active ? checkTable(exerciseResult(i), tables[i]!) : old,
              ),
            )
          }
        >
          {lt('exercise.check')}
        </button>
        {mistakes && (
          <MistakeList
            mistakes={mistakes}
            onShow={(seq) =>
              setBinding({
                scenario: 'mixed',
                cell: EXERCISE_CELLS[active]!,
                at: seq ?? 'end',
                highlight: true,
              })
            }
          />
        )}
        <FurtherCases onRun={setBinding} />
      </article>
      <Stage scenario={binding.scenario} />
    </div>
  )
}
