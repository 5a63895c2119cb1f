import { loadSections, type Section } from '../i18n/index.ts'
import { useVisualizerStore } from '../store/index.ts'

/**
 * A lazily loaded module together with the catalog sections it shows, in the reader's current
 * language, so it never draws before its words. A section that fails to load does not stop the
 * module: `translate` asks for it again when its words are drawn.
 */
export function withSections<T>(module: Promise<T>, sections: readonly Section[]): Promise<T> {
  const words = loadSections(useVisualizerStore.getState().locale, sections).catch(() => {})
  return Promise.all([module, words]).then(([loaded]) => loaded)
}
