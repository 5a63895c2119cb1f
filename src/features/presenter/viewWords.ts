import { loadSections } from '../../i18n/index.ts'
import { useVisualizerStore } from '../../store/index.ts'

/**
 * A module that shows the view modes' words (the `view` catalog section: the View menu's panel,
 * the presenter and embed bars), loaded with those words in the current language, so it never
 * draws before they are there. The first screen shows none of them, only the menu's button.
 */
export function withViewWords<T>(module: Promise<T>): Promise<T> {
  const words = loadSections(useVisualizerStore.getState().locale, ['view']).catch(() => {})
  return Promise.all([module, words]).then(([loaded]) => loaded)
}
