import { loadSections, whenShown, type Section } from '../i18n/index.ts'
import { useVisualizerStore } from '../store/index.ts'

/**
 * A lazily loaded module together with the catalog sections it shows, in the reader's current
 * language, so it never draws before its words. A section that fails to load does not stop the
 * module: it shows in English. Lost in English too, the module waits (its screen shows its
 * heading and progress, under the notice whose retry brings the words), never showing keys.
 */
export function withSections<T>(module: Promise<T>, sections: readonly Section[]): Promise<T> {
  const locale = useVisualizerStore.getState().locale
  const words = loadSections(locale, sections)
    .catch(() => {})
    .then(() => whenShown(locale, sections))
  return Promise.all([module, words]).then(([loaded]) => loaded)
}
