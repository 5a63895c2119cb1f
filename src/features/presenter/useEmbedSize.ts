import { useEffect, type RefObject } from 'react'
import { EMBED_SIZE_MESSAGE, embedHeight } from './embedCode.ts'

/** Where the height goes: the host page's window (a test gives its own). */
export interface EmbedHost {
  postMessage(message: unknown, targetOrigin: string): void
}

/**
 * In embed mode, tells the host page how tall the app is, whenever that changes: the copied
 * snippet's script sets its frame to it, so the first state (a question still open) is not shown
 * in the frame sized for the answered one. The height of `.app` (which is as tall as its content
 * in embed mode, see viewModes.css) is all it posts, so any origin may hear it.
 */
export function useEmbedSize(
  inside: RefObject<HTMLElement | null>,
  host: EmbedHost | null = window.parent === window ? null : window.parent,
): void {
  useEffect(() => {
    const app = inside.current?.closest<HTMLElement>('.app')
    if (host === null || app === null || app === undefined) return
    let last = 0
    let frame = 0
    const post = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const height = embedHeight(app.getBoundingClientRect().height)
        if (height === last) return
        last = height
        host.postMessage({ kind: EMBED_SIZE_MESSAGE, height }, '*')
      })
    }
    post()
    // the app's box changes size with what it shows; a browser without ResizeObserver (or a
    // test page) posts on content changes instead
    const watch =
      typeof ResizeObserver === 'undefined' ? new MutationObserver(post) : new ResizeObserver(post)
    if (watch instanceof MutationObserver)
      watch.observe(app, { childList: true, subtree: true, characterData: true })
    else watch.observe(app)
    return () => {
      cancelAnimationFrame(frame)
      watch.disconnect()
    }
  }, [inside, host])
}
