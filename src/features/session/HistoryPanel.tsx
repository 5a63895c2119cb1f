import { BidiText } from '../../components/BidiText.tsx'
import { useState } from 'react'
import { useT } from '../../i18n/useT.ts'
import { roleKindShort } from '../lane/labels.ts'
import type { HistoryView } from './protocol.ts'

const PAGE = 200

/** The reconstructed model-visible history at a line, each item with the fragment type the registry sees. */
export function HistoryPanel({ view }: { readonly view: HistoryView }) {
  const t = useT()
  const [shown, setShown] = useState(PAGE)
  const none = t('session.history.none')
  return (
    <section className="ses-history" aria-labelledby="ses-history-title" data-testid="history-view">
      <h3 id="ses-history-title">{t('session.history.heading', { line: view.line })}</h3>
      <p className="ses-muted">
        {t('session.history.facts', {
          total: view.total,
          previous: view.previousModel ?? none,
          reference: view.referenceModel ?? none,
          window: String(view.windowId),
        })}
      </p>
      <ol className="ses-items">
        {view.items.slice(0, shown).map((item) => (
          <li key={item.id} className="ses-item" data-fragment={item.fragmentType ?? ''}>
            <span className="ses-item-kind">{roleKindShort(item, t)}</span>
            {item.fragmentType ? (
              <code className="ses-fragment">{item.fragmentType}</code>
            ) : (
              <span className="ses-plain">{t('session.history.plain')}</span>
            )}
            <span className="ses-item-text">
              <BidiText text={item.text.slice(0, 300)} />
            </span>
            <span className="ses-chars">{t('session.history.chars', { chars: item.chars })}</span>
          </li>
        ))}
      </ol>
      {view.items.length > shown && (
        <button type="button" className="ses-button" onClick={() => setShown(shown + PAGE)}>
          {t('session.history.more', { count: Math.min(PAGE, view.items.length - shown) })}
        </button>
      )}
    </section>
  )
}
