/**
 * Every count in a lesson sentence comes from the run its stage plays: a catalog text writes a
 * placeholder filled by `lessonFacts` (the one run model, `cellRunOf`), never a digit, and the
 * rendered sentence holds no number that is not one of that run's facts or a listed non-count.
 */
import { describe, expect, it } from 'vitest'
import { lessonFacts } from '../../../../src/features/lessons/content/facts.ts'
import { lessonResult } from '../../../../src/features/lessons/content/scenarios.ts'
import { BIG_AGENTS_MD } from '../../../../src/features/lessons/content/scenarios.ts'
import { cells } from '../../../../src/features/lessons/content/stage.ts'
import { translateLesson } from '../../../../src/features/lessons/useLessonT.ts'
import { LOCALES, type Locale } from '../../../../src/i18n/index.ts'
import { lessons as en } from '../../../../src/i18n/en/lessons.ts'
import { lessons as ko } from '../../../../src/i18n/ko/lessons.ts'
import { lessons as zh } from '../../../../src/i18n/zh/lessons.ts'
import { cellRunOf } from '../../../../src/view-models/cellRun.ts'

const KIB = 1024
const agentsBytes = new TextEncoder().encode(BIG_AGENTS_MD).length

/** Numbers a lesson may write as digits: none is a count of a run. Each says why. */
const NOT_COUNTS: readonly { readonly pattern: RegExp; readonly reason: string }[] = [
  { pattern: /\bv2\b/g, reason: 'remote v2 is the name of an API version' },
  { pattern: /gpt-5(?:-codex)?/g, reason: 'model names' },
  { pattern: /\b(?:404|500|5xx)\b/g, reason: 'HTTP statuses named as kinds of error' },
  { pattern: /\b64[\s\u00a0]000\b/g, reason: 'remote v2’s token budget for survivors, a constant' },
  { pattern: /\b10[\s\u00a0]000\b/g, reason: 'the eligible agent message limit, a constant' },
  { pattern: /\b32 KiB/g, reason: '`project_doc_max_bytes`’ default, a constant of the reader' },
  { pattern: /\b40 KB/g, reason: 'the size of the lesson’s AGENTS.md (checked below)' },
  { pattern: /\b8 KB/g, reason: 'what of that AGENTS.md lies past 32 KiB (checked below)' },
  {
    pattern: /\bstep 1\b|第 1 步|1단계|from 1\b|1부터|从 1 开始|从 1 数起/g,
    reason: 'ordinals: the first step, positions counted from 1',
  },
]

/**
 * Counts written as words ("two more calls", "세 번", "两次"), the way a hand-written count
 * hides from the digit scan. "once" / "한 번" / "一次" are left out: they name rules (the one
 * model fallback, one choice), not a run's tally.
 */
const COUNT_WORDS: Readonly<Record<Locale, RegExp>> = {
  en: /\b(?:(?:two|three|four|five|six|seven|eight|nine|ten)\s+(?:more\s+)?(?:calls?|requests?|times|attempts?|retries|items?)|twice|thrice)\b/gi,
  ko: /(?:두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s?(?:번|차례)(?!째)/g,
  zh: /(?<!第)[两二三四五六七八九十]\s?(?:次|个请求|个调用|项)/g,
}
/** Count words that state no run's tally, each with why. */
const NOT_COUNT_WORDS: readonly { readonly pattern: RegExp; readonly reason: string }[] = [
  { pattern: /两次比较/g, reason: 'the matcher’s two comparisons (prefix, suffix): its rule' },
]

/** The counts a text writes as words, but for the listed ones. */
function countWords(text: string, locale: Locale): string[] {
  let rest = text
  for (const { pattern } of NOT_COUNT_WORDS) rest = rest.replace(pattern, ' ')
  return rest.match(COUNT_WORDS[locale]) ?? []
}

/** The digits a text states that are not one of the listed non-counts. */
function strayNumbers(text: string): string[] {
  let rest = text
  for (const { pattern } of NOT_COUNTS) rest = rest.replace(pattern, ' ')
  return rest.match(/\d+(?:[\s\u00a0,.]\d{3})*/g) ?? []
}

function stringsOf(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]]
  return Object.entries(node as object).flatMap(([key, value]) =>
    stringsOf(value, path ? `${path}.${key}` : key),
  )
}

const CATALOGS = { en, ko, zh } as const
const TEXTS = LOCALES.flatMap((locale) =>
  stringsOf(CATALOGS[locale]).map(([key, text]) => ({ locale, key, text })),
)

describe('every count in a lesson sentence comes from the run', () => {
  it('finds a stray count, and leaves the listed non-counts alone', () => {
    expect(strayNumbers('a timeout costs 18 requests')).toEqual(['18'])
    expect(strayNumbers('remote v2 retries a 5xx; 32 KiB of a 40 KB file')).toEqual([])
    expect(strayNumbers('a 64 000-token budget, 3 calls')).toEqual(['3'])
  })

  it('writes no count as digits in any catalog text: counts are placeholders', () => {
    const stray = TEXTS.flatMap(({ locale, key, text }) =>
      strayNumbers(text).map((n) => `${locale} ${key}: ${n}`),
    )
    expect(stray).toEqual([])
  })

  it('finds a count written as a word, in en, ko and zh', () => {
    expect(countWords('up to two more calls, then the server is called twice', 'en')).toEqual([
      'two more calls',
      'twice',
    ])
    expect(countWords('retries once with the current model: one case', 'en')).toEqual([])
    expect(countWords('최대 두 번 더 보내고, 두 번째 요청', 'ko')).toEqual(['두 번'])
    expect(countWords('最多再调用两次，第二次工具调用，两次比较', 'zh')).toEqual(['两次'])
  })

  it('writes no run’s count as a word either: a question’s options may guess', () => {
    const words = TEXTS.filter(({ key }) => !/\.options\./.test(key)).flatMap(
      ({ locale, key, text }) => countWords(text, locale).map((w) => `${locale} ${key}: ${w}`),
    )
    expect(words).toEqual([])
  })

  it('states the transport’s retries and WebSocket calls as the stage’s run records them', () => {
    const facts = lessonFacts('questions.c_failure.explain')!
    expect(facts.maxRetries).toBeGreaterThan(0)
    expect(facts.websocketCalls).toBe(facts.maxRetries! + 1)
    for (const [key, fact] of [
      ['compaction.steps.failures.body', 'requestMaxRetries'],
      ['questions.c_failure.explain', 'maxRetries'],
      ['exercise.further.fullWindowFailureAnswer', 'websocketCalls'],
      ['exercise.further.modelSwitchFallbackAnswer', 'serverCalls'],
      ['questions.c_modelSwitch.explain', 'serverCalls'],
    ] as const)
      for (const locale of LOCALES) {
        const value = lessonFacts(key)![fact]
        expect(value, `${key} ${fact}`).toBeGreaterThan(0)
        expect(translateLesson(locale, key), `${locale} ${key}`).toContain(String(value))
        // the catalog text holds the placeholder, not the figure
        const raw = TEXTS.find((t) => t.locale === locale && t.key === key)!.text
        expect(raw).toMatch(new RegExp(`\\{${fact}[}#]`))
      }
  })

  it('renders every sentence with only its run’s facts as numbers, in en, ko and zh', () => {
    let filled = 0
    for (const { locale, key, text } of TEXTS) {
      const rendered = translateLesson(locale, key)
      const facts = lessonFacts(key)
      const allowed = new Set(Object.values(facts ?? {}).map(String))
      expect(
        strayNumbers(rendered).filter((n) => !allowed.has(n)),
        `${locale} ${key}`,
      ).toEqual([])
      // a fact's placeholder is always filled: its text describes a run
      for (const name of Object.keys(lessonFacts('compaction.steps.failures.body')!))
        expect(rendered.includes(`{${name}}`), `${locale} ${key}`).toBe(false)
      if (rendered !== text) filled++
    }
    expect(filled).toBeGreaterThanOrEqual(9)
  })

  it('states the timeout’s requests as the stage’s run counts them', () => {
    const run = cellRunOf(lessonResult('remoteTimeout', cells.preRemote))
    const calls = run.calls.server
    expect(calls).toBeGreaterThan(1)
    for (const key of [
      'compaction.steps.failures.body',
      'questions.c_failure.explain',
      'exercise.further.fullWindowFailureAnswer',
    ]) {
      // the key's facts are that run's
      expect(lessonFacts(key)).toMatchObject({
        serverCalls: calls,
        modelCalls: run.calls.model,
        retries: run.calls.retries,
        kept: run.counts.kept,
      })
      for (const locale of LOCALES) expect(translateLesson(locale, key)).toContain(String(calls))
    }
  })

  it('keeps the listed sizes true of the lesson’s scenario', () => {
    // "about 40 KB", of which what lies past the 32 KiB read is "about 8 KB"
    expect(Math.round(agentsBytes / KIB)).toBe(40)
    expect(Math.round((agentsBytes - 32 * KIB) / KIB)).toBe(8)
    expect(NOT_COUNTS.every((entry) => entry.reason.length > 0)).toBe(true)
  })
})
