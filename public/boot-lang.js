// The page's first decisions, before the body is parsed: the reader's language (see
// openingLocale, the same choice: src/app/localePreference.ts), what the first frame waits for,
// whether the build's prerendered first frame is shown, and when the app's entry runs. See
// index.html. A build ships it minified and names its files on this tag (vite.config.ts); the
// dev server names none. It never stops the app from starting: the entry runs whatever else fails.
{
  const files = document.currentScript?.dataset ?? {}
  const named = (key) => (typeof files[key] === 'string' ? files[key].split(' ') : [])
  const root = document.documentElement
  const data = root.dataset
  const camel = (word) => `${word[0].toUpperCase()}${word.slice(1)}`
  // the page parsed: the root is there to show a first frame in, and the entry may run
  const parsed = new Promise((resolve) => {
    if (document.readyState !== 'loading') resolve()
    else document.addEventListener('DOMContentLoaded', resolve, { once: true })
  })
  // the build's first frame, in the root (settles either way: the shell stays if it fails)
  let shown = Promise.resolve()
  try {
    const tags = { en: 'en', ko: 'ko', zh: 'zh-Hans' }
    const known = (value) => (Object.hasOwn(tags, value) ? value : undefined)
    const stored = () => {
      try {
        return localStorage.getItem('context-lab:locale')
      } catch {
        return null
      }
    }
    const query = new URLSearchParams(location.search)
    const linked = query.get('lang')
    const languages = navigator.languages?.length ? navigator.languages : [navigator.language]
    const locale =
      known(linked) ??
      known(stored()) ??
      languages.map((tag) => known(`${tag}`.trim().toLowerCase().split(/[-_]/)[0])).find(Boolean) ??
      'en'
    root.lang = tags[locale]
    data.boot = 'loading'

    // a first visit to the grid or the lessons, in a language the build drew them in
    // (vite.config.ts: prerenderFirstScreens): the page shows that screen at once, until the
    // app's first commit replaces it. Anything that changes the first frame rules it out: another
    // parameter (or one twice, or a value the app would refuse), a hash, or anything the app
    // stored in this browser but the language
    const tab = query.get('tab')
    const params = [...query.keys()]
    // what this browser holds, read once: saved work (restored before the first frame), and
    // anything stored but the language; storage that cannot be read counts as both
    let saved = true
    let storedWork = true
    try {
      const held = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i))
      saved = held.includes('context-lab:v1:scenario')
      storedWork = held.some(
        (key) => key?.startsWith('context-lab:') && key !== 'context-lab:locale',
      )
    } catch {}
    const screen = tab ?? 'grid'
    const frame = /^[a-z]+$/.test(screen)
      ? files[`firstFrame${camel(screen)}${camel(locale)}`]
      : null
    const plain =
      params.every((param) => param === 'lang' || param === 'tab') &&
      new Set(params).size === params.length &&
      (linked === null || known(linked) !== undefined) &&
      location.hash === '' &&
      !storedWork
    if (plain && typeof frame === 'string') {
      data.prerendered = `${screen}-${locale}`
      shown = fetch(frame)
        .then((response) => (response.ok ? response.text() : Promise.reject()))
        .then((markup) =>
          parsed.then(() => {
            // (no root: throws, and the shell stays)
            document
              .getElementById('root')
              .insertAdjacentHTML('beforeend', `<div class="prerendered" inert>${markup}</div>`)
            data.boot = 'prerendered'
          }),
        )
        // no first frame after all: the shell says "Loading…" again
        .catch(() => delete data.prerendered)
    }

    // what the first frame waits for, fetched now, while the main chunk loads and runs, not
    // once it asks: this language's first-screen words, the screen a link opens on (?tab=), and
    // the engine (with the saved-work module) when saved work or a shared scenario is restored
    // before the first frame, as persistenceNeededAtStart decides. The shown screen's own
    // styles hold the first paint, as the page's own stylesheet does
    const shared = new URLSearchParams(location.hash.replace(/^#/, '')).has('s')
    const wanted = new Set([
      ...named(`firstScreen${camel(locale)}`),
      ...(tab && /^[a-z]+$/.test(tab) ? named(`screen${camel(tab)}`) : []),
      ...(saved || shared ? named('savedWork') : []),
    ])
    for (const href of wanted) {
      const css = href.endsWith('.css')
      const link = Object.assign(document.createElement('link'), { crossOrigin: '', href })
      if (css && data.prerendered) Object.assign(link, { rel: 'stylesheet', blocking: 'render' })
      else Object.assign(link, css ? { rel: 'preload', as: 'style' } : { rel: 'modulepreload' })
      document.head.append(link)
    }
  } finally {
    // the app's entry (preloaded by its own tag): run once the page is parsed, as a module
    // script would be; with a first frame shown, once that frame is painted (a module script
    // runs before the browser paints), or at once in a page that draws no frame
    const entry = files.entry
    if (typeof entry === 'string') {
      // a key pressed before the app runs is kept on <html data-early-keys> (at most 20), for the
      // app to apply once its grid is drawn (captureEarlyKeys takes them and removes the
      // attribute, which ends the keeping)
      const kept = []
      data.earlyKeys = '[]'
      const keep = (event) => {
        if (data.earlyKeys === undefined) return removeEventListener('keydown', keep)
        if (event.ctrlKey || event.altKey || event.metaKey || kept.length >= 20) return
        kept.push({ key: event.key, shiftKey: event.shiftKey, repeat: event.repeat })
        data.earlyKeys = JSON.stringify(kept)
      }
      addEventListener('keydown', keep)
      // once: after the frame, or after a moment in a page that draws none
      let start = () => {
        start = () => {}
        import(entry).catch(() => (data.boot = 'failed'))
      }
      Promise.all([parsed, shown]).then(() => {
        if (data.boot !== 'prerendered' || document.visibilityState === 'hidden') return start()
        requestAnimationFrame(() => setTimeout(() => start()))
        setTimeout(() => start(), 100)
      })
    }
  }
}
