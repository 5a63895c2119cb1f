import type { Locale } from './index.ts'

/**
 * The lesson's vocabulary, one rendering per language. Every screen's catalog must use these
 * words (the glossary test reads all catalogs): a label whose English is a glossary term carries
 * the glossary's translation, and no text uses one of the `avoid` renderings. The Korean and
 * Chinese forms follow the lessons in /work/shared/seeds (Korean: 샘플 전 · 중간 · 수동, 남김 ·
 * 자름 · 새로 넣음, 요약, 다음 턴에 다시 넣음; Chinese: 下一轮, 注入). Codex's role names are protocol
 * values and stay as they are in every language.
 */
export interface GlossaryTerm {
  /** the term in each language, as a label (English in lower case). */
  readonly forms: Readonly<Record<Locale, string>>
  /** other renderings of the same term that would make the app say it two ways. */
  readonly avoid?: Partial<Readonly<Record<Locale, readonly RegExp[]>>>
}

// "turn" in Latin letters, but not inside code (run_turn, <turn_aborted>, turn.rs, TurnStarted)
const LATIN_TURN = /(?<![A-Za-z_<./-])turn(?![A-Za-z_>.])/i

export const GLOSSARY = {
  pre_turn: {
    forms: { en: 'pre-turn', ko: '샘플 전', zh: '采样前' },
    avoid: { ko: [/턴 전/, /사전 턴/], zh: [/轮前/, /回合前/] },
  },
  mid_turn: {
    forms: { en: 'mid-turn', ko: '중간', zh: '中途' },
    avoid: { ko: [/턴 중간/, /중간 턴/], zh: [/轮次中/, /回合中/] },
  },
  manual: { forms: { en: 'manual', ko: '수동', zh: '手动' } },
  turn: {
    forms: { en: 'turn', ko: '턴', zh: '轮' },
    avoid: { ko: [LATIN_TURN, /라운드/], zh: [LATIN_TURN, /回合/] },
  },
  kept: {
    forms: { en: 'kept', ko: '남김', zh: '保留' },
    avoid: { ko: [/유지됨/], zh: [/留存/] },
  },
  cut: {
    forms: { en: 'cut', ko: '자름', zh: '裁掉' },
    avoid: { ko: [/잘림/], zh: [/剪掉/, /砍掉/] },
  },
  truncated: {
    forms: { en: 'truncated', ko: '줄임', zh: '截短' },
    avoid: { ko: [/절단/], zh: [/截断/] },
  },
  injected: {
    forms: { en: 'injected', ko: '새로 넣음', zh: '注入' },
    avoid: { ko: [/주입됨/], zh: [/注进/] },
  },
  summary: {
    forms: { en: 'summary', ko: '요약', zh: '摘要' },
    avoid: { ko: [/요약본/, /써머리/], zh: [/总结/] },
  },
  user: { forms: { en: 'user', ko: 'user', zh: 'user' } },
  assistant: { forms: { en: 'assistant', ko: 'assistant', zh: 'assistant' } },
  developer: { forms: { en: 'developer', ko: 'developer', zh: 'developer' } },
  system: { forms: { en: 'system', ko: 'system', zh: 'system' } },
} as const satisfies Record<string, GlossaryTerm>

export type GlossaryTermId = keyof typeof GLOSSARY

/** A place where a catalog says a glossary term another way. */
export interface GlossaryFinding {
  readonly locale: Locale
  readonly key: string
  readonly term: GlossaryTermId
  readonly text: string
  readonly expected: string
}

type Leaves = ReadonlyMap<string, string>

/**
 * Checks flattened catalogs (`dotted.key → text`) against the glossary: a label whose English is
 * exactly a term must be the term's form; no text may use an `avoid` rendering.
 */
export function glossaryFindings(catalogs: Readonly<Record<Locale, Leaves>>): GlossaryFinding[] {
  const findings: GlossaryFinding[] = []
  const entries = Object.entries(GLOSSARY) as [GlossaryTermId, GlossaryTerm][]
  for (const [key, english] of catalogs.en) {
    const label = english.trim().toLowerCase()
    for (const [term, { forms }] of entries) {
      if (label !== forms.en) continue
      for (const locale of ['ko', 'zh'] as const) {
        const text = catalogs[locale].get(key)
        if (text !== undefined && text.trim() !== forms[locale])
          findings.push({ locale, key, term, text, expected: forms[locale] })
      }
    }
  }
  for (const locale of ['ko', 'zh'] as const)
    for (const [key, text] of catalogs[locale])
      for (const [term, entry] of entries)
        for (const pattern of entry.avoid?.[locale] ?? [])
          if (pattern.test(text))
            findings.push({ locale, key, term, text, expected: entry.forms[locale] })
  return findings
}
