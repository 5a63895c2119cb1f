import { useState } from 'react'
import { useT } from '../../i18n/useT.ts'

type Kind = 'svg' | 'png' | 'strip'
type Status =
  | { readonly kind: 'idle' }
  | { readonly kind: 'busy' }
  | { readonly kind: 'done'; readonly file: string }
  | { readonly kind: 'nothing' }
  | { readonly kind: 'failed'; readonly reason: string }

/** Strips of 2 to 12 steps; anything else typed is brought into that range. */
export function stripCount(value: string): number {
  const n = Math.trunc(Number(value))
  return Number.isFinite(n) ? Math.min(12, Math.max(2, n)) : 4
}

/** Waits (up to `ms`) for an element, polling each frame. */
function appeared(selector: string, ms: number): Promise<void> {
  const until = performance.now() + ms
  return new Promise((resolve) => {
    const look = () => {
      if (document.querySelector(selector) !== null || performance.now() > until) resolve()
      else requestAnimationFrame(look)
    }
    look()
  })
}

/**
 * Prints the view as a handout (`print.css`). The replacement table loads when it scrolls into
 * view, so it is brought into view first and printed drawn, not as an empty frame.
 */
async function printHandout(): Promise<void> {
  const placeholder = document.querySelector('.replacement-placeholder')
  if (placeholder !== null) {
    const y = window.scrollY
    placeholder.scrollIntoView({ block: 'nearest' })
    await appeared('.replacement-table', 3000)
    window.scrollTo(0, y)
  }
  window.print()
}

/**
 * "Slides and handouts": the view as PNG or SVG, a strip of steps as one image, and the print
 * layout. The export code loads on the first press, not with the menu.
 */
export function ExportMenu() {
  const t = useT()
  const [count, setCount] = useState('4')
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const run = async (kind: Kind) => {
    setStatus({ kind: 'busy' })
    try {
      const { exportView, NothingToExport } = await import('../export/exportView.ts')
      try {
        setStatus({ kind: 'done', file: await exportView(kind, stripCount(count)) })
      } catch (error) {
        if (error instanceof NothingToExport) setStatus({ kind: 'nothing' })
        else throw error
      }
    } catch (error) {
      setStatus({ kind: 'failed', reason: error instanceof Error ? error.message : String(error) })
    }
  }
  const busy = status.kind === 'busy'
  return (
    <fieldset className="view-menu-panels export-menu">
      <legend>{t('view.export.title')}</legend>
      <button
        type="button"
        className="view-menu-action"
        data-export="png"
        disabled={busy}
        onClick={() => void run('png')}
      >
        {t('view.export.png')}
      </button>
      <button
        type="button"
        className="view-menu-action"
        data-export="svg"
        disabled={busy}
        onClick={() => void run('svg')}
      >
        {t('view.export.svg')}
      </button>
      <div className="export-strip">
        <button
          type="button"
          className="view-menu-action"
          data-export="strip"
          disabled={busy}
          onClick={() => void run('strip')}
        >
          {t('view.export.strip')}
        </button>
        <label>
          {t('view.export.stripCount')}{' '}
          <input
            type="number"
            min={2}
            max={12}
            value={count}
            onChange={(e) => setCount(e.currentTarget.value)}
          />
        </label>
      </div>
      <button
        type="button"
        className="view-menu-action"
        data-print
        onClick={() => void printHandout()}
      >
        {t('view.export.print')}
      </button>
      <span role="status" className="share-view-status" data-export-status={status.kind}>
        {status.kind === 'done' && status.file}
        {status.kind === 'nothing' && t('view.export.nothing')}
        {status.kind === 'failed' && t('view.export.failed', { reason: status.reason })}
      </span>
    </fieldset>
  )
}
