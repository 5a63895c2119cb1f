// the loading shell's language, before the body is parsed: see openingLocale (the same choice,
// src/app/localePreference.ts) and index.html. Shipped as written: kept short.
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
  // this language's first-screen words, fetched now, while the main chunk loads and runs, not
  // once it asks for them: a build names each language's chunk on this script's tag
  // (data-first-screen-en…, vite.config.ts: firstScreenPreload); the dev server names none
  const words =
    document.currentScript?.dataset?.[`firstScreen${locale[0].toUpperCase()}${locale[1]}`]
  if (words) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = words
    document.head.append(link)
  }
}
