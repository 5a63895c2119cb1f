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
export function ViewMenuPanel() {
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
