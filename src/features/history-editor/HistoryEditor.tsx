import { BidiText } from '../../components/BidiText.tsx'
import { useState } from 'react'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { selectHistoryItems, selectRegistry } from '../../store/registrySelectors.ts'
import { EditorScreen } from '../editor-kit/EditorScreen.tsx'
import '../editor-kit/editorUi.css'
import { AddItemForm } from './AddItemForm.tsx'
import { HistoryFeedback } from './HistoryFeedback.tsx'
import { HistoryItemRow } from './HistoryItemRow.tsx'
import { HistoryList } from './HistoryList.tsx'
import './historyEditor.css'
import { ImportExport } from './ImportExport.tsx'
import { PresetList } from './PresetList.tsx'
import { bundledScenarioOf } from './scenarioName.ts'
import { useHistoryEdits } from './useHistoryEdits.ts'

/**
 * The history editor: the items every cell starts from, with add, remove, reorder (buttons, so
 * the keyboard can do everything) and in-place editing; the bundled scenarios; import/export.
 * Every change is validated by the store's edit action before it is applied.
 */
export function HistoryEditor() {
  const t = useT()
  const scenario = useVisualizerStore((state) => state.scenario)
  // a bundled scenario shows its name and description in the reader's language
  const bundled = bundledScenarioOf(scenario)
  const scenarioName = bundled ? t(`presets.${bundled.id}.name`) : scenario.name
  const scenarioDescription = bundled
    ? t(`presets.${bundled.id}.description`)
    : scenario.description
  const registry = useVisualizerStore(selectRegistry)
  // the items the parse that accepted this scenario made: not parsed again per render
  const items = useVisualizerStore(selectHistoryItems)
  const [editing, setEditing] = useState<string | null>(null)
  const edits = useHistoryEdits(items)
  const load = (next: typeof scenario, status?: string) => {
    setEditing(null)
    edits.load(next, status)
  }
  return (
    <EditorScreen
      className="he-screen"
      titleId="he-title"
      title={t('registry.history.title')}
      intro={t('registry.history.intro')}
    >
      <PresetList scenario={scenario} load={load} />
      <div className="he-layout ed-two-col">
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
          {scenarioDescription ? (
            // a paragraph is its own bidi paragraph: only the controls need marking
            <p className="he-description">
              <BidiText text={scenarioDescription} />
            </p>
          ) : null}
          <HistoryFeedback feedback={edits.feedback} />
          {items.length === 0 ? <p className="ed-muted">{t('registry.history.empty')}</p> : null}
          <HistoryList
            count={items.length}
            openIndex={editing === null ? -1 : items.findIndex((item) => item.id === editing)}
            labelledBy="he-items-title"
            renderRow={(index) => (
              // rows are keyed by position so editing an item's id keeps focus in its field
              <HistoryItemRow
                key={index}
                item={items[index]!}
                index={index}
                items={items}
                registry={registry}
                open={editing === items[index]!.id}
                setEditing={setEditing}
                edits={edits}
              />
            )}
          />
        </section>
        <div className="he-side">
          <AddItemForm
            items={items}
            registry={registry}
            onAdd={(added) => {
              edits.commit(
                [...items, ...added],
                t('registry.history.add.added', { id: added.map((i) => i.id).join(', ') }),
              )
            }}
          />
          <ImportExport scenario={scenario} onImport={(imported) => load(imported)} />
        </div>
      </div>
    </EditorScreen>
  )
}
