import { Suspense } from 'react'
import { BidiText } from '../../components/BidiText.tsx'
import { RoleName } from '../../components/RoleName.tsx'
import { itemText, type FragmentRegistry, type HistoryItem } from '../../core/index.ts'
import { VisibleText } from '../../components/VisibleText.tsx'
import { useCountT } from '../../i18n/useCountT.ts'
import { useT } from '../../i18n/useT.ts'
import { recognitionOf } from '../../view-models/impact.ts'
import { replaceItem } from '../../view-models/historyOps.ts'
import { LazyMessagePartsView } from '../lane/LazyMessagePartsView.ts'
import { ItemEditor } from './ItemEditor.tsx'
import type { useHistoryEdits } from './useHistoryEdits.ts'

/** Characters of an item's text the list shows. */
const PREVIEW_LIMIT = 280

type HistoryEdits = ReturnType<typeof useHistoryEdits>

/** One item of the history list: its id, role, recognition, preview, and the actions on it. */
export function HistoryItemRow({
  item,
  index,
  items,
  registry,
  open,
  setEditing,
  edits,
}: {
  readonly item: HistoryItem
  readonly index: number
  readonly items: readonly HistoryItem[]
  readonly registry: FragmentRegistry
  readonly open: boolean
  readonly setEditing: (id: string | null) => void
  readonly edits: HistoryEdits
}) {
  const text = itemText(item)
  return (
    <li
      className={`he-item he-item-${item.type === 'message' ? item.role : 'tool'}`}
      data-item={item.id}
    >
      <div className="he-item-row">
        <span className="he-index">{index + 1}</span>
        <div className="he-item-main">
          <ItemMeta item={item} registry={registry} />
          {text !== '' ? (
            <pre className="he-preview-text">
              <VisibleText text={text} limit={PREVIEW_LIMIT} />
            </pre>
          ) : null}
        </div>
        <ItemActions
          item={item}
          index={index}
          last={index === items.length - 1}
          open={open}
          setEditing={setEditing}
          edits={edits}
        />
      </div>
      {open ? (
        <ItemEditor
          item={item}
          items={items}
          onChange={(next, field) => {
            const applied = edits.commit(replaceItem(items, item.id, next), null, {
              coalesce: `history.${index}.${field}`,
            })
            if (applied && next.id !== item.id) setEditing(next.id)
          }}
        />
      ) : null}
      {open && item.type === 'message' ? (
        <Suspense>
          <LazyMessagePartsView role={item.role} parts={item.parts} />
        </Suspense>
      ) : null}
    </li>
  )
}

/** The item's id, its role or kind, how the registry recognizes it, and its call id. */
function ItemMeta({
  item,
  registry,
}: {
  readonly item: HistoryItem
  readonly registry: FragmentRegistry
}) {
  const t = useT()
  const tc = useCountT()
  const recognition = recognitionOf(item, registry)
  return (
    <div className="he-item-meta">
      <code className="he-id">
        <BidiText text={item.id} />
      </code>
      <span className={`ed-badge${item.type === 'message' ? ` ed-badge-${item.role}` : ''}`}>
        {item.type === 'message' ? (
          <RoleName role={item.role} />
        ) : (
          t(`registry.history.itemTypes.${item.type}`)
        )}
      </span>
      {recognition.kind !== 'not_a_message' ? (
        <span className={`he-recognition he-recognition-${recognition.kind}`}>
          {t(`registry.history.classification.${recognition.kind}`)}
          {recognition.names.length > 0
            ? ` · ${t('registry.history.recognizedAs', { type: recognition.names.join(' + ') })}`
            : ''}
        </span>
      ) : null}
      {/* a two-part message reads like a one-part one in the preview: say it has parts */}
      {item.type === 'message' && item.parts.length > 1 ? (
        <span className="he-parts-count">{tc('registry.parts.count', item.parts.length)}</span>
      ) : null}
      {'callId' in item ? <code className="he-call">{item.callId}</code> : null}
    </div>
  )
}

/** Move up, move down, edit (opens the fields in place) and remove, each naming the item. */
function ItemActions({
  item,
  index,
  last,
  open,
  setEditing,
  edits,
}: {
  readonly item: HistoryItem
  readonly index: number
  readonly last: boolean
  readonly open: boolean
  readonly setEditing: (id: string | null) => void
  readonly edits: HistoryEdits
}) {
  const t = useT()
  const remove = () => {
    if (open) setEditing(null)
    edits.remove(item)
  }
  return (
    <div className="he-actions">
      <button
        type="button"
        className="ed-btn ed-btn-small he-move"
        aria-label={t('registry.history.moveUpOf', { id: item.id })}
        disabled={index === 0}
        onClick={() => edits.move(item, -1)}
      >
        {t('registry.history.moveUp')}
      </button>
      <button
        type="button"
        className="ed-btn ed-btn-small he-move"
        aria-label={t('registry.history.moveDownOf', { id: item.id })}
        disabled={last}
        onClick={() => edits.move(item, 1)}
      >
        {t('registry.history.moveDown')}
      </button>
      <button
        type="button"
        className="ed-btn ed-btn-small"
        aria-label={t('registry.history.editOf', { id: item.id })}
        aria-expanded={open}
        onClick={() => setEditing(open ? null : item.id)}
        // reaching the button fetches the parts view: the click then draws it in its own frame
        onPointerEnter={LazyMessagePartsView.preload}
        onFocus={LazyMessagePartsView.preload}
      >
        {open ? t('registry.history.close') : t('registry.history.edit')}
      </button>
      <button
        type="button"
        className="ed-btn ed-btn-small ed-btn-danger"
        aria-label={t('registry.history.removeOf', { id: item.id })}
        onClick={remove}
      >
        {t('registry.history.remove')}
      </button>
    </div>
  )
}
