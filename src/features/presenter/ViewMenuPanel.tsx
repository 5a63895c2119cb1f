import { useEffect, type RefObject } from 'react'
import { HIDEABLE_PANELS, type HideablePanel } from '../../store/classroomSlice.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { ConsoleButton } from './ConsoleButton.tsx'
import { CopyEmbed } from './CopyEmbed.tsx'
import { ExportMenu } from './ExportMenu.tsx'
import { ShareView } from './ShareView.tsx'

const PANEL_TITLES = {
  table: 'grid.table.title',
  trace: 'grid.trace.title',
  legend: 'grid.legend.title',
  header: 'view.header',
} as const satisfies Record<HideablePanel, string>

/** Enters presenter mode, in fullscreen where the browser allows it (the layout works without). */
function enterPresenter(): void {
  useVisualizerStore.getState().setPresent(true)
  document.documentElement.requestFullscreen?.().catch(() => undefined)
}

/**
 * The View menu's panel: presenter and embed modes, panels to hide, and "Share this view".
 * Everything here is also a link parameter (`?present=1`, `?embed=1`, `?hide=…`).
 */
export function ViewMenuPanel({
  menu,
  open,
}: {
  /** the menu the panel is in, which closes as a menu does while it is open */
  readonly menu: RefObject<HTMLDetailsElement | null>
  readonly open: boolean
}) {
  useLightDismiss(menu, open)
  const t = useT()
  const hidden = useVisualizerStore((state) => state.hidden)
  const togglePanel = useVisualizerStore((state) => state.togglePanel)
  const embed = useVisualizerStore((state) => state.embed)
  const setEmbed = useVisualizerStore((state) => state.setEmbed)
  return (
    <div className="view-menu-panel">
      <ShareView />
      <button type="button" className="view-menu-action" onClick={enterPresenter}>
        {t('view.present')}
      </button>
      <p className="view-menu-hint">{t('view.presentHint')}</p>
      <ConsoleButton className="view-menu-action" />
      <p className="view-menu-hint">{t('view.console.openHint')}</p>
      <label className="view-menu-check">
        <input
          type="checkbox"
          checked={embed}
          onChange={(event) => setEmbed(event.currentTarget.checked)}
        />
        {t('view.embed')}
      </label>
      <p className="view-menu-hint">{t('view.embedHint')}</p>
      <CopyEmbed />
      <ExportMenu />
      <fieldset className="view-menu-panels">
        <legend>{t('view.hide')}</legend>
        {HIDEABLE_PANELS.map((panel) => (
          <label key={panel} className="view-menu-check">
            <input
              type="checkbox"
              checked={hidden.includes(panel)}
              data-hide-panel={panel}
              onChange={() => togglePanel(panel)}
            />
            {t(PANEL_TITLES[panel])}
          </label>
        ))}
      </fieldset>
    </div>
  )
}

/**
 * While the menu is open its panel covers the page under it, so it closes as a menu does: on
 * Escape (focus back on its button when it was inside), on a press outside it, and when the
 * keyboard focus moves out of it. A panel left open would take the clicks meant for the page.
 */
function useLightDismiss(ref: RefObject<HTMLDetailsElement | null>, open: boolean): void {
  useEffect(() => {
    const details = ref.current
    if (!open || details === null) return
    const outside = (target: EventTarget | null) =>
      target instanceof Node && !details.contains(target)
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const focusInside = details.contains(document.activeElement)
      details.open = false
      if (focusInside) details.querySelector('summary')?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (outside(event.target)) details.open = false
    }
    const onFocus = (event: FocusEvent) => {
      if (outside(event.target)) details.open = false
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('focusin', onFocus)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('focusin', onFocus)
    }
  }, [ref, open])
}
