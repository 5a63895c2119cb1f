import { BidiText } from '../../components/BidiText.tsx'
import { useMemo, useState } from 'react'
import {
  callIdOf,
  itemText,
  parseScenario,
  toHistoryItems,
  toScenarioItem,
  type HistoryItem,
  type ScenarioError,
  type ScenarioFile,
} from '../../core/index.ts'
import { VisibleText } from '../../components/VisibleText.tsx'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { recognitionOf } from '../../view-models/impact.ts'
import { selectRegistry } from '../../store/selectors.ts'
import { EditorScreen } from '../editor-kit/EditorScreen.tsx'
import '../editor-kit/editorUi.css'
import { AddItemForm } from './AddItemForm.tsx'
import './historyEditor.css'
import { moveItem, pairedOutputs, removeItem, replaceItem } from '../../view-models/historyOps.ts'
import { ImportExport } from './ImportExport.tsx'
import { ItemEditor } from './ItemEditor.tsx'
import { BUNDLED_SCENARIOS } from './scenarios.ts'

/** Characters of an item's text the list shows. */
const PREVIEW_LIMIT = 280

type Feedback =
  | { readonly kind: 'status'; readonly text: string }
  | { readonly kind: 'error'; readonly text: string; readonly errors?: readonly ScenarioError[] }

/**
 * The history editor: the items every cell starts from, with add, remove, reorder (buttons, so
 * the keyboard can do everything) and in-place editing; the bundled scenarios; import/export.
 * Every change is validated with parseScenario before it is applied.
 */
export function HistoryEditor() {
  const t = useT()
  const scenario = useVisualizerStore((state) => state.scenario)
  // a bundled scenario shows its name and description in the reader's language
  const bundled = BUNDLED_SCENARIOS.find(({ scenario: preset }) => preset.name === scenario.name)
  const scenarioName = bundled ? t(`presets.${bundled.id}.name`) : scenario.name
  const scenarioDescription = bundled
    ? t(`presets.${bundled.id}.description`)
    : scenario.description
  const setScenario = useVisualizerStore((state) => state.setScenario)
  const selectCell = useVisualizerStore((state) => state.selectCell)
  const registry = useVisualizerStore(selectRegistry)
  const items = useMemo(() => toHistoryItems(scenario.history), [scenario.history])
  const [editing, setEditing] = useState<string | null>(null)
  const [feedback, setFeedback] = useState<Feedback | null>(null)

  /** Applies a new history if the scenario stays valid; otherwise says why and changes nothing. */
  const commit = (
    next: readonly HistoryItem[],
    status: string | null,
    coalesce?: string,
  ): boolean => {
    const current = useVisualizerStore.getState().scenario
    const candidate: ScenarioFile = { ...current, history: next.map(toScenarioItem) }
    const parsed = parseScenario(candidate)
    if (!parsed.ok) {
      setFeedback({ kind: 'error', text: t('registry.history.invalid'), errors: parsed.errors })
      return false
    }
    setScenario(candidate, coalesce === undefined ? {} : { coalesce })
    if (status !== null) setFeedback({ kind: 'status', text: status })
    return true
  }

  const load = (next: ScenarioFile) => {
    setEditing(null)
    setScenario(next)
    selectCell(next.cell)
  }

  const move = (item: HistoryItem, delta: -1 | 1) => {
    const index = items.findIndex((candidate) => candidate.id === item.id)
    const next = moveItem(items, item.id, delta)
    const candidate: ScenarioFile = { ...scenario, history: next.map(toScenarioItem) }
    if (!parseScenario(candidate).ok) {
      // a swap of a valid history only breaks it by putting an output before its call
      const neighbor = items[index + delta]
      const callId = callIdOf(item) ?? (neighbor ? callIdOf(neighbor) : undefined) ?? ''
      setFeedback({ kind: 'error', text: t('registry.history.outputBeforeCall', { callId }) })
      return
    }
    commit(next, t('registry.history.moved', { id: item.id, position: index + delta + 1 }))
  }

  const remove = (item: HistoryItem) => {
    const outputs = pairedOutputs(items, item)
    const { items: next } = removeItem(items, item.id)
    if (editing === item.id) setEditing(null)
    commit(
      next,
      outputs.length > 0
        ? t('registry.history.removedPair', {
            id: item.id,
            other: outputs.map((o) => o.id).join(', '),
          })
        : t('registry.history.removed', { id: item.id }),
    )
  }

  return (
    <EditorScreen
      className="he-screen"
      titleId="he-title"
      title={t('registry.history.title')}
      intro={t('registry.history.intro')}
    >
      <section className="ed-panel he-presets" aria-labelledby="he-presets-title">
        <h3 id="he-presets-title">{t('registry.history.presets')}</h3>
        <p className="ed-muted he-hint">{t('registry.history.presetsHint')}</p>
        <ul>
          {BUNDLED_SCENARIOS.map(({ id, scenario: preset }) => (
            <li
              key={id}
              className={scenario.name === preset.name ? 'he-preset-current' : undefined}
            >
              <div>
                <strong>{t(`presets.${id}.name`)}</strong>
                <p className="ed-muted he-description">{t(`presets.${id}.description`)}</p>
              </div>
              <button
                type="button"
                className="ed-btn ed-btn-small"
                aria-label={`${t('registry.history.load')}: ${t(`presets.${id}.name`)}`}
                onClick={() => {
                  load(preset)
                  setFeedback({
                    kind: 'status',
                    text: t('registry.history.loaded', { name: t(`presets.${id}.name`) }),
                  })
                }}
              >
                {t('registry.history.load')}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <div className="he-layout">
        <section className="ed-panel he-items" aria-labelledby="he-items-title">
          <header className="he-items-head">
            <h3 id="he-items-title">{t('registry.history.items', { count: items.length })}</h3>
            {scenarioName ? (
              <span className="ed-muted">
                {t('registry.history.current')}:{' '}
                <strong>
                  <BidiText text={scenarioName} />
                </strong>
              </span>
            ) : null}
          </header>
          {scenarioDescription ? <p className="he-description">{scenarioDescription}</p> : null}
          <div role="status" className="ed-status">
            {feedback?.kind === 'status' ? feedback.text : null}
          </div>
          {feedback?.kind === 'error' ? (
            <div role="alert" className="he-problem">
              <p>{feedback.text}</p>
              {feedback.errors ? (
                <ul className="ed-error-list">
                  {feedback.errors.slice(0, 10).map((error, i) => (
                    <li key={i}>
                      <code>{error.path}</code>: {error.message}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          {items.length === 0 ? <p className="ed-muted">{t('registry.history.empty')}</p> : null}
          <ol className="he-list">
            {items.map((item, index) => {
              const recognition = recognitionOf(item, registry)
              const open = editing === item.id
              const text = itemText(item)
              return (
                // rows are keyed by position so editing an item's id keeps focus in its field
                // oxlint-disable-next-line react/no-array-index-key
                <li
                  key={index}
                  className={`he-item he-item-${item.type === 'message' ? item.role : 'tool'}`}
                  data-item={item.id}
                >
                  <div className="he-item-row">
                    <span className="he-index">{index + 1}</span>
                    <div className="he-item-main">
                      <div className="he-item-meta">
                        <code className="he-id">
                          <BidiText text={item.id} />
                        </code>
                        <span
                          className={`ed-badge${item.type === 'message' ? ` ed-badge-${item.role}` : ''}`}
                        >
                          {item.type === 'message'
                            ? t(`registry.roles.${item.role}`)
                            : t(`registry.history.itemTypes.${item.type}`)}
                        </span>
                        {recognition.kind !== 'not_a_message' ? (
                          <span className={`he-recognition he-recognition-${recognition.kind}`}>
                            {t(`registry.history.classification.${recognition.kind}`)}
                            {recognition.names.length > 0
                              ? ` · ${t('registry.history.recognizedAs', { type: recognition.names.join(' + ') })}`
                              : ''}
                          </span>
                        ) : null}
                        {'callId' in item ? <code className="he-call">{item.callId}</code> : null}
                      </div>
                      {text !== '' ? (
                        <pre className="he-preview-text">
                          <VisibleText text={text} limit={PREVIEW_LIMIT} />
                        </pre>
                      ) : null}
                    </div>
                    <div className="he-actions">
                      <button
                        type="button"
                        className="ed-btn ed-btn-small he-move"
                        aria-label={t('registry.history.moveUpOf', { id: item.id })}
                        disabled={index === 0}
                        onClick={() => move(item, -1)}
                      >
                        {t('registry.history.moveUp')}
                      </button>
                      <button
                        type="button"
                        className="ed-btn ed-btn-small he-move"
                        aria-label={t('registry.history.moveDownOf', { id: item.id })}
                        disabled={index === items.length - 1}
                        onClick={() => move(item, 1)}
                      >
                        {t('registry.history.moveDown')}
                      </button>
                      <button
                        type="button"
                        className="ed-btn ed-btn-small"
                        aria-label={t('registry.history.editOf', { id: item.id })}
                        aria-expanded={open}
                        onClick={() => setEditing(open ? null : item.id)}
                      >
                        {open ? t('registry.history.close') : t('registry.history.edit')}
                      </button>
                      <button
                        type="button"
                        className="ed-btn ed-btn-small ed-btn-danger"
                        aria-label={t('registry.history.removeOf', { id: item.id })}
                        onClick={() => remove(item)}
                      >
                        {t('registry.history.remove')}
                      </button>
                    </div>
                  </div>
                  {open ? (
                    <ItemEditor
                      item={item}
                      items={items}
                      onChange={(next, field) => {
                        const applied = commit(
                          replaceItem(items, item.id, next),
                          null,
                          `history.${index}.${field}`,
                        )
                        if (applied && next.id !== item.id) setEditing(next.id)
                      }}
                    />
                  ) : null}
                </li>
              )
            })}
          </ol>
        </section>

        <div className="he-side">
          <AddItemForm
            items={items}
            registry={registry}
            onAdd={(added) => {
              commit(
                [...items, ...added],
                t('registry.history.add.added', { id: added.map((i) => i.id).join(', ') }),
              )
            }}
          />
          <ImportExport
            scenario={scenario}
            onImport={(imported) => {
              load(imported)
            }}
          />
        </div>
      </div>
    </EditorScreen>
  )
}
