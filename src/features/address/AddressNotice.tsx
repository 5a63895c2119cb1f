import { useState } from 'react'
import { downloadJson } from '../../app/download.ts'
import { addressDescribesScenario, MAX_LINK_CHARS, viewLink } from '../../app/shareView.ts'
import { groupedNumber } from '../../i18n/groupedNumber.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { scenarioSource } from './scenarioSource.ts'
import './address.css'

type LinkState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'copied' | 'failed'; readonly link: string }
  | { readonly kind: 'too_long'; readonly chars: number }

/**
 * Says on the page, not in a menu, when the address bar does not carry the scenario on screen
 * (an edit, a session file, saved work): opened elsewhere, the same address would show the
 * built-in history. Offers a link that carries it, compressed, or the file when too long. Every
 * screen that shows the scenario has it, under the header (`LazyAddressNotice.tsx`).
 */
export function AddressNotice() {
  const t = useT()
  // a string, not the scenario: an edit that leaves the source as it was draws nothing again
  const from = useVisualizerStore((state) =>
    addressDescribesScenario(state, window.location.href)
      ? null
      : scenarioSource(state.scenario, state.scenarioOrigin),
  )
  const [link, setLink] = useState<LinkState>({ kind: 'idle' })
  if (from === null) return null
  const source = t(`address.sources.${from}`)
  const copy = async () => {
    const url = await viewLink(useVisualizerStore.getState(), window.location.href)
    if (url.length > MAX_LINK_CHARS) return setLink({ kind: 'too_long', chars: url.length })
    try {
      await navigator.clipboard.writeText(url)
      setLink({ kind: 'copied', link: url })
    } catch {
      setLink({ kind: 'failed', link: url })
    }
  }
  const download = () => {
    const { scenario } = useVisualizerStore.getState()
    downloadJson(`${scenario.name ?? 'scenario'}.json`, scenario)
  }
  return (
    <div className="address-notice" role="note" data-testid="address-notice">
      <p>{t('address.notInLink', { source })}</p>
      <div className="address-notice-actions">
        <button type="button" onClick={() => void copy()} data-action="copy-scenario-link">
          {t('address.copy')}
        </button>
        <button type="button" onClick={download} data-action="download-scenario">
          {t('address.download')}
        </button>
      </div>
      <p role="status" className="address-notice-status">
        {link.kind === 'copied' && t('address.copied')}
        {link.kind === 'failed' && t('address.failed')}
        {link.kind === 'too_long' &&
          t('address.tooLong', {
            n: groupedNumber(link.chars),
            max: groupedNumber(MAX_LINK_CHARS),
          })}
      </p>
      {link.kind === 'failed' && (
        <textarea className="cmp-markdown" readOnly value={link.link} rows={3} />
      )}
    </div>
  )
}
