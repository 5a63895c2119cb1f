/**
 * The Korean and Chinese catalogs against the English source of truth: the same keys, the same
 * `{placeholders}`, no empty strings, and no English sentence left untranslated. The types already
 * refuse a missing or extra key at build time; these tests also catch what types cannot see.
 */
import { describe, expect, it } from 'vitest'
import { catalogLeaves as leaves } from '../../helpers/catalogLeaves.ts'
import { CATALOGS } from '../../../src/i18n/catalogs.ts'
import { LOCALES, translate, type Locale } from '../../../src/i18n/index.ts'

/**
 * The `{name}` placeholders of a text, sorted, repeats kept; an English count with its noun,
 * `{name#item|items}`, is the `{name}` Korean and Chinese write (they do not inflect).
 */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)(?:#[^}]*)?\}/g)].map((match) => match[1]!).sort()
}

/**
 * Codex wording that stays in English on purpose: literal event text, Unicode character names and
 * the product name. Everything else in English must be an identifier.
 */
const KEPT_ENGLISH: readonly string[] = [
  'Error running remote compact task',
  'KELVIN SIGN',
  'Context Lab',
]

/** A list of Responses API roles, which are protocol values: "user·developer·system". */
const ROLE_LIST =
  /\b(?:user|developer|assistant|system)(?:\s*[·、,，]\s*(?:user|developer|assistant|system))+\b/g

/**
 * Removes what is code, not prose: placeholders, `<markers>`, role lists, snake_case, CamelCase,
 * SCREAMING_CASE, paths, calls, keys and the allowed phrases above.
 */
function withoutCode(text: string): string {
  // a removed piece leaves a break, so the words on either side never join into one run
  const BREAK = ' ¤ '
  let rest = text
  for (const phrase of KEPT_ENGLISH) rest = rest.split(phrase).join(BREAK)
  return (
    rest
      .replace(/\{\w+(?:#[^}]*)?\}/g, BREAK)
      .replace(/<[^<>]*>/g, BREAK)
      .replace(ROLE_LIST, BREAK)
      // any token with code punctuation in it: a_b, a/b, a.b, a::b, f(x), a=b, #1, +1, U+0085, \n
      .replace(/\S*[_/\\.:()=#+"'][^\s,;，；。、]*/g, (token) =>
        /^[A-Za-z]+[.:,;]?$/.test(token) ? token : BREAK,
      )
      // CamelCase and ALLCAPS identifiers (TokenBudget, PreCompact, HTTP)
      .replace(/\b[A-Za-z]*[a-z][A-Z]\w*\b|\b[A-Z]{2,}\w*\b/g, BREAK)
      // the end of a sentence ends a run too
      .replace(/[.!?:;。！？：；](?=\s|$)/g, BREAK)
  )
}

/** Runs of three or more plain English words in a row, after code is removed. */
function englishRuns(text: string): string[] {
  const tokens = withoutCode(text).split(/[\s,;:.!?·…“”"()（）「」：，。；、！？—–→↓]+/)
  const runs: string[] = []
  let run: string[] = []
  const flush = () => {
    if (run.length >= 3) runs.push(run.join(' '))
    run = []
  }
  for (const token of tokens) {
    if (token === '') continue
    if (/^[A-Za-z][A-Za-z'’-]*$/.test(token)) run.push(token)
    else flush()
  }
  flush()
  return runs
}

/**
 * Keys whose text stays as in English in every locale because it is a Codex term the lessons use
 * untranslated: role names, sandbox and approval values, hook names, "world state", "body".
 */
const SAME_AS_ENGLISH: readonly RegExp[] = [
  /^common\.appName$/,
  /\.roles\./,
  /\.(sandboxModes|approvalPolicies)\./,
  /^rules\.titles\.(pre|post)_compact_hook$/,
  /^registry\.(impact\.hookPrompt|history\.classification\.hook_prompt)$/,
  /^registry\.matcher\.presetsList\.hook$/,
  /^registry\.assembly\.world$/,
  /^registry\.(form\.step3|history\.add\.fragmentBody)$/,
]

/** Whether a text has an English word in it once code is removed. */
const hasProse = (text: string) =>
  withoutCode(text)
    .split(/[^A-Za-z'’-]+/)
    .some((word) => /^[A-Za-z]{2,}/.test(word))

const en = leaves(CATALOGS.en)
const TRANSLATIONS = LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en')

/** The script each translation is written in: Hangul for Korean, Han for Chinese. */
const SCRIPT: Record<Exclude<Locale, 'en'>, RegExp> = {
  ko: /\p{Script=Hangul}/u,
  zh: /\p{Script=Han}/u,
}

describe('the catalogs', () => {
  it('has English, Korean and Chinese', () => {
    expect(LOCALES).toEqual(['en', 'ko', 'zh'])
    expect(en.size).toBeGreaterThan(500)
  })

  it('English itself has no untranslatable leftovers the checks below would misread', () => {
    // the checker must see English prose as prose, or the Korean and Chinese checks prove nothing
    expect(englishRuns(CATALOGS.en.grid.intro).length).toBeGreaterThan(0)
    expect(englishRuns('should_keep_compacted_history_item filters')).toEqual([])
    expect(englishRuns('user·developer·system 메시지')).toEqual([])
    expect(englishRuns('TokenBudget: 새 창, 요약 없음.')).toEqual([])
    expect(englishRuns('the summary stays last')).toEqual(['the summary stays last'])
    expect(englishRuns('Contains {char}. Codex compares markers byte')).toEqual([
      'Codex compares markers byte',
    ])
  })

  describe.each(TRANSLATIONS)('%s', (locale) => {
    const catalog = leaves(CATALOGS[locale])

    it('has exactly the English keys, in the same order', () => {
      expect([...catalog.keys()]).toEqual([...en.keys()])
    })

    it('keeps every {placeholder} of the English string', () => {
      const mismatches = [...en]
        .filter(([key, text]) => {
          const translated = catalog.get(key) ?? ''
          return placeholders(translated).join() !== placeholders(text).join()
        })
        .map(([key]) => key)
      expect(mismatches).toEqual([])
    })

    it('has no empty string where English has text', () => {
      const empty = [...en]
        .filter(([key, text]) => (catalog.get(key) === '') !== (text === ''))
        .map(([key]) => key)
      expect(empty).toEqual([])
    })

    it('leaves no English sentence untranslated', () => {
      const leftovers = [...catalog]
        .flatMap(([key, text]) => englishRuns(text).map((run) => `${key}: ${run}`))
        .filter(Boolean)
      expect(leftovers).toEqual([])
    })

    it('writes every English sentence in its own script', () => {
      // a string that is prose in English (three words or more) must come back in Hangul or Han
      const untranslated = [...en]
        .filter(([, text]) => englishRuns(text).length > 0)
        .filter(([key]) => !SCRIPT[locale].test(catalog.get(key) ?? ''))
        .map(([key]) => key)
      expect(untranslated).toEqual([])
    })

    it('leaves a string as in English only when it is code or a kept Codex term', () => {
      const unchanged = [...en]
        .filter(([key, text]) => catalog.get(key) === text && hasProse(text))
        .map(([key]) => key)
        .filter((key) => !SAME_AS_ENGLISH.some((pattern) => pattern.test(key)))
      expect(unchanged).toEqual([])
    })

    it('keeps Codex identifiers and markers that the English string names', () => {
      // markers, snake_case names and CamelCase types are code: a translation must not lose them
      const identifier =
        /<\/?[\w.-]+[^<>]*>|\b[a-z]+(?:_[a-z0-9]+)+\b|\b[A-Z][a-z]+(?:[A-Z][a-z0-9]*)+\b/g
      const lost = [...en].flatMap(([key, text]) => {
        const translated = catalog.get(key) ?? ''
        return [...text.matchAll(identifier)]
          .map((match) => match[0])
          .filter((name) => !translated.includes(name))
          .map((name) => `${key}: ${name}`)
      })
      expect(lost).toEqual([])
    })

    it('translates through translate() with placeholders filled', () => {
      const text = translate(locale, 'grid.cells.name', {
        phase: translate(locale, 'grid.phases.mid_turn'),
        implementation: translate(locale, 'grid.implementations.remote'),
      })
      expect(text).toBe(locale === 'ko' ? '중간 × 원격' : '中途 × 远程')
      expect(text).not.toMatch(/\{\w+\}/)
    })
  })

  it('uses the lesson terms for the status legend and the nine cells', () => {
    // the students read these words in the lesson; the screen must say the same
    expect(CATALOGS.ko.grid.status).toMatchObject({
      kept: '남김',
      cut: '자름',
      injected: '새로 넣음',
    })
    expect(CATALOGS.ko.grid.phases).toEqual({
      pre_turn: '샘플 전',
      mid_turn: '중간',
      manual: '수동',
    })
    expect(CATALOGS.ko.grid.implementations).toEqual({
      remote: '원격',
      local: '로컬',
      empty_window: '빈 창',
    })
    expect(CATALOGS.ko.grid.trace.title).toBe('논리 궤적')
    expect(CATALOGS.zh.grid.status).toMatchObject({ kept: '保留', cut: '裁掉', injected: '注入' })
    expect(CATALOGS.zh.registry.cells).toMatchObject({ marked: '有标', oneShot: '一次性' })
  })
})
