// the loading shell's language, before the body is parsed: see openingLocale (the same choice,
// src/app/localePreference.ts) and index.html. A build ships it minified (vite.config.ts).
{
  const tags = { en: 'en', ko: 'ko', zh: 'zh-Hans' }
  const known = (value) => (Object.hasOwn(tags, value) ? value : undefined)
  const stored = () => {
    try {
      return localStorage.getItem('context-lab:locale')
    } catch {
      return null
    }
  }
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language]
  const locale =
    known(new URLSearchParams(location.search).get('lang')) ??
    known(stored()) ??
    languages.map((tag) => known(`${tag}`.trim().toLowerCase().split(/[-_]/)[0])).find(Boolean) ??
    'en'
  document.documentElement.lang = tags[locale]
  document.documentElement.dataset.boot = 'loading'
  // what the first frame waits for, fetched now, while the main chunk loads and runs, not once
  // it asks: this language's first-screen words, the screen a link opens on (?tab=), and the
  // engine (with the saved-work module) when saved work or a shared scenario is restored before
  // the first frame, as persistenceNeededAtStart decides. A build names the files on this
  // script's tag (vite.config.ts: bootPreload); the dev server names none
  const files = document.currentScript?.dataset ?? {}
  const named = (key) => (typeof files[key] === 'string' ? files[key].split(' ') : [])
  const camel = (word) => `${word[0].toUpperCase()}${word.slice(1)}`
  const tab = new URLSearchParams(location.search).get('tab')
  let saved = true
  try {
    saved = localStorage.getItem('context-lab:v1:scenario') !== null
  } catch {}
  const shared = new URLSearchParams(location.hash.replace(/^#/, '')).has('s')
  const wanted = new Set([
    ...named(`firstScreen${camel(locale)}`),
    ...(tab && /^[a-z]+$/.test(tab) ? named(`screen${camel(tab)}`) : []),
    ...(saved || shared ? named('savedWork') : []),
  ])
  for (const href of wanted) {
    const link = document.createElement('link')
    if (href.endsWith('.css')) Object.assign(link, { rel: 'preload', as: 'style' })
    else link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
}
