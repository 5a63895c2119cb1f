/**
 * The embed keeps its frame as tall as what it shows: the embedded page posts its height when it
 * changes, and the snippet's script sets the frame that posted it, for the app's origin only.
 */
import { render, waitFor } from '@testing-library/react'
import { useRef } from 'react'
import { describe, expect, it } from 'vitest'
import { EMBED_SIZE_MESSAGE, embedSnippet } from '../../../src/features/presenter/embedCode.ts'
import { useEmbedSize, type EmbedHost } from '../../../src/features/presenter/useEmbedSize.ts'

function Embedded({ host, lines }: { readonly host: EmbedHost; readonly lines: number }) {
  const bar = useRef<HTMLDivElement>(null)
  useEmbedSize(bar, host)
  return (
    <div className="app app-embed">
      <div ref={bar} />
      {Array.from({ length: lines }, (_, n) => (
        <p key={n}>line {n}</p>
      ))}
    </div>
  )
}

describe('the embed’s height', () => {
  it('is posted when the app’s content changes, once per height', async () => {
    const posted: unknown[] = []
    const host: EmbedHost = { postMessage: (message) => posted.push(message) }
    // jsdom lays nothing out: the app is as tall as 100 px a line
    const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'getBoundingClientRect')
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      return { height: this.querySelectorAll('p').length * 100 } as DOMRect
    }
    try {
      const { rerender } = render(<Embedded host={host} lines={5} />)
      await waitFor(() => expect(posted).toEqual([{ kind: EMBED_SIZE_MESSAGE, height: 500 }]))
      rerender(<Embedded host={host} lines={9} />)
      await waitFor(() => expect(posted.at(-1)).toEqual({ kind: EMBED_SIZE_MESSAGE, height: 900 }))
      rerender(<Embedded host={host} lines={4} />)
      await waitFor(() => expect(posted.at(-1)).toEqual({ kind: EMBED_SIZE_MESSAGE, height: 400 }))
      expect(posted).toHaveLength(3)
    } finally {
      if (height) Object.defineProperty(HTMLElement.prototype, 'getBoundingClientRect', height)
    }
  })
})

describe('the host page’s script', () => {
  function hostWith(origin: string) {
    const frame = document.createElement('iframe')
    frame.setAttribute('data-context-lab', '')
    frame.height = '700'
    document.body.append(frame)
    // the script a snippet for a link to the app at `origin` carries
    const snippet = embedSnippet(`${origin}/?tab=grid`, { width: 800, height: 600 }, 'Context Lab')
    const script = /<script>([\s\S]*)<\/script>$/.exec(snippet)![1]!
    // the snippet's script, run as the host page would
    new Function(script)()
    const send = (data: unknown, from = origin, source = frame.contentWindow) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin: from, source }))
    return { frame, send }
  }

  it('sizes the frame that posted, within bounds, and only for the app', () => {
    const { frame, send } = hostWith('https://lab.example')
    send({ kind: EMBED_SIZE_MESSAGE, height: 412.3 })
    expect(frame.height).toBe('413')
    send({ kind: EMBED_SIZE_MESSAGE, height: 50 })
    expect(frame.height).toBe('320')
    send({ kind: EMBED_SIZE_MESSAGE, height: 'x' })
    expect(frame.height).toBe('320')
    send({ kind: EMBED_SIZE_MESSAGE, height: 1e9 })
    expect(frame.height).toBe('2400')
    // another origin, another kind or another window moves nothing
    send({ kind: EMBED_SIZE_MESSAGE, height: 600 }, 'https://evil.example')
    send({ kind: 'other', height: 600 })
    send({ kind: EMBED_SIZE_MESSAGE, height: 600 }, 'https://lab.example', window)
    expect(frame.height).toBe('2400')
    frame.remove()
  })
})
