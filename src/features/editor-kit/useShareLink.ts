import { useState } from 'react'
import { encodeScenario, shareUrl } from '../../app/shareLink.ts'
import { useVisualizerStore } from '../../store/index.ts'

export type ShareState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'working' }
  | { readonly kind: 'ready'; readonly url: string; readonly copied: boolean }
  | { readonly kind: 'failed'; readonly message: string }

/**
 * "Copy share link": encodes the scenario with the selected cell into a link and tries the
 * clipboard; a refused clipboard still leaves the link to copy by hand.
 */
export function useShareLink() {
  const [share, setShare] = useState<ShareState>({ kind: 'idle' })
  const copyShareLink = async () => {
    setShare({ kind: 'working' })
    const { scenario, cell } = useVisualizerStore.getState()
    try {
      // the selected cell travels with the scenario
      const payload = await encodeScenario({ ...scenario, cell })
      const url = shareUrl(window.location.href, payload)
      let copied = false
      try {
        await navigator.clipboard.writeText(url)
        copied = true
      } catch {
        copied = false
      }
      setShare({ kind: 'ready', url, copied })
    } catch (error) {
      setShare({ kind: 'failed', message: error instanceof Error ? error.message : String(error) })
    }
  }
  return { share, copyShareLink }
}
