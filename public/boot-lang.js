// index.html's first script, run before the page's body is parsed (a classic script: the CSP
// allows no inline one): the loading shell's language, decided as the app decides it
// (openingLocale in src/app/localePreference.ts; test/unit/app/bootLang.test.ts holds the two to
// agreeing). A link's ?lang=, else the choice stored in this browser, else the first of the
// browser's languages the app speaks, else English; <html lang> and data-boot then show the
// shell's words in that language only (index.css), so an English reader's first layout needs no
// CJK font. Without this script the shell shows every language until main.tsx knows.
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
}
