import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef } from 'react'
import { BidiText } from '../../components/BidiText.tsx'
import { groupedNumber } from '../../i18n/groupedNumber.ts'
import { useCountT } from '../../i18n/useCountT.ts'
import { useT } from '../../i18n/useT.ts'
import { RoleKind } from '../lane/RoleKind.tsx'
import type { HistoryView, ItemView } from './protocol.ts'

/** One row's height in pixels, estimated (rows are one line, clipped). */
const ROW = 34
/** The list's viewport (a long history scrolls inside it, never the whole page). */
const VIEWPORT = 480

/** The window id: a UUID, or Codex's count of compactions (`#0` for the first window). */
const windowName = (id: string | number) => (typeof id === 'number' ? `#${id}` : id)

function ItemRow({ item }: { readonly item: ItemView }) {
  const t = useT()
  return (
    <>
      <RoleKind item={item} short className="ses-item-kind" />
      {item.fragmentType ? (
        <code className="ses-fragment">{item.fragmentType}</code>
      ) : (
        <span className="ses-plain">{t('session.history.plain')}</span>
      )}
      <span className="ses-item-text">
        <BidiText text={item.text.slice(0, 300)} />
      </span>
      <span className="ses-chars">
        {t('sessionTokens.history.tokens', { tokens: groupedNumber(Math.ceil(item.chars / 4)) })}
      </span>
    </>
  )
}

/**
 * The reconstructed model-visible history at a line, each item with the fragment type the registry
 * sees. Only the rows in view are drawn: a history of thousands of items stays one short box.
 */
export function HistoryPanel({ view }: { readonly view: HistoryView }) {
  const t = useT()
  const tc = useCountT()
  const scroller = useRef<HTMLDivElement>(null)
  // the rows read the virtualizer each render; nothing below is memoized
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useVirtualizer({
    count: view.items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW,
    overscan: 8,
    // jsdom and the first paint have no layout: draw the first screenful
    initialRect: { width: 800, height: VIEWPORT },
  })
  const none = t('sessionTokens.history.none')
  // without layout (before the first measure, or in jsdom) the virtualizer sees no room: the
  // first screenful is drawn instead of nothing
  const virtual = virtualizer.getVirtualItems()
  const rows =
    virtual.length > 0 || view.items.length === 0
      ? virtual
      : view.items
          .slice(0, Math.ceil(VIEWPORT / ROW))
          .map((_, index) => ({ index, start: index * ROW }))
  return (
    <section className="ses-history" aria-labelledby="ses-history-title" data-testid="history-view">
      <h3 id="ses-history-title">{t('session.history.heading', { line: view.line })}</h3>
      <p className="ses-muted">
        {t('sessionTokens.history.facts', {
          items: tc('sessionTokens.units.items', view.total),
          previous: view.previousModel ?? none,
          reference: view.referenceModel ?? none,
          window: windowName(view.windowId),
        })}
      </p>
      <div
        ref={scroller}
        className="stk-scroller"
        style={{ maxHeight: VIEWPORT }}
        tabIndex={0}
        role="region"
        aria-label={t('sessionTokens.history.listLabel')}
        data-testid="history-scroller"
      >
        <ol
          className="ses-items stk-virtual"
          style={{ height: virtualizer.getTotalSize() }}
          data-items={view.items.length}
        >
          {rows.map((row) => {
            const item = view.items[row.index]!
            return (
              <li
                key={item.id}
                className="ses-item stk-row"
                data-fragment={item.fragmentType ?? ''}
                data-index={row.index}
                style={{ transform: `translateY(${row.start}px)`, height: ROW }}
                value={row.index + 1}
              >
                <ItemRow item={item} />
              </li>
            )
          })}
        </ol>
      </div>
    </section>
  )
}
