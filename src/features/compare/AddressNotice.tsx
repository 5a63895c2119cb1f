import { useState } from 'react'
import { downloadJson } from '../../app/download.ts'
import { addressDescribesScenario, viewLink } from '../../app/shareView.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { scenarioSource } from './matrixText.ts'

/**
 * The longest link offered. Browsers keep far longer addresses (Chromium 2 MB), but links pass
 * through mail and chat tools that cut them from about 32,000 characters on; half of that leaves
 * room for the view's own parameters and for tools stricter than the common ones.
 */
export const MAX_LINK_CHARS = 16_384

type LinkState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'copied' | 'failed'; readonly link: string }
  | { readonly kind: 'too_long'; readonly chars: number }

/**
 * Says on the page, not in a menu, when the address bar does not carry the scenario on screen
 * (an edit, a session file, saved work): opened elsewhere, the same address would show the
 * built-in history. Offers a link that carries it, compressed, or the file when too long.
 */
export function AddressNotice() {
  const t = useT()
  const scenario = useVisualizerStore((state) => state.scenario)
  const origin = useVisualizerStore((state) => state.scenarioOrigin)
  const [link, setLink] = useState<LinkState>({ kind: 'idle' })
  if (addressDescribesScenario({ scenario, scenarioOrigin: origin }, window.location.href))
    return null
  const source = t(`matrix.export.sources.${scenarioSource(scenario, origin)}`)
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
  const download = () => downloadJson(`${scenario.name ?? 'scenario'}.json`, scenario)
  return (
    <div className="mx-address" role="note" data-testid="address-notice">
      <p>{t('matrix.address.notInLink', { source })}</p>
      <div className="mx-address-actions">
        <button type="button" onClick={() => void copy()} data-action="copy-scenario-link">
          {t('matrix.address.copy')}
        </button>
        <button type="button" onClick={download} data-action="download-scenario">
          {t('matrix.address.download')}
        </button>
      </div>
      <p role="status" className="mx-address-status">
        {link.kind === 'copied' && t('matrix.address.copied')}
        {link.kind === 'failed' && t('matrix.address.failed')}
        {link.kind === 'too_long' &&
          t('matrix.address.tooLong', { n: link.chars, max: MAX_LINK_CHARS })}
      </p>
      {link.kind === 'failed' && (
        <textarea className="cmp-markdown" readOnly value={link.link} rows={3} />
      )}
    </div>
  )
}
