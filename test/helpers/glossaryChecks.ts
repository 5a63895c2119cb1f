/**
 * The glossary's checkers, which only tests run: a catalog that says a glossary term another way,
 * and a sentence that puts a timing's re-injection in the wrong turn. The glossary itself
 * (`GLOSSARY`, `TIMING_VOCABULARY`) is the app's, in `src/i18n/glossary.ts`.
 */
import type { Locale } from '../../src/i18n/index.ts'
import {
  GLOSSARY,
  secondaryLabel,
  TIMING_VOCABULARY,
  type GlossaryTerm,
  type GlossaryTermId,
} from '../../src/i18n/glossary.ts'
import { proseOf } from './latinWords.ts'

/** A place where a catalog says a glossary term another way. */
export interface GlossaryFinding {
  readonly locale: Locale
  readonly key: string
  readonly term: GlossaryTermId
  readonly text: string
  readonly expected: string
}

type Leaves = ReadonlyMap<string, string>
type Gloss = { readonly at: string; readonly text: string }

/**
 * Checks flattened catalogs (`dotted.key → text`) against the glossary: a label whose English is
 * exactly a term must be the term's form; no text may use an `avoid` rendering outside its code
 * spans, placeholders and quoted literals; a glossed term's screen says the term and its gloss.
 */
export function glossaryFindings(catalogs: Readonly<Record<Locale, Leaves>>): GlossaryFinding[] {
  const findings: GlossaryFinding[] = []
  const entries = Object.entries(GLOSSARY) as [GlossaryTermId, GlossaryTerm][]
  for (const [key, english] of catalogs.en) {
    const label = english.trim().toLowerCase()
    for (const [term, { forms, secondary }] of entries) {
      if (label !== forms.en) continue
      for (const locale of ['ko', 'zh'] as const) {
        const text = catalogs[locale].get(key)
        const allowed = [forms[locale], ...(secondary ? [secondaryLabel(locale, term)] : [])]
        if (text !== undefined && !allowed.includes(text.trim()))
          findings.push({ locale, key, term, text, expected: forms[locale] })
      }
    }
  }
  for (const locale of ['en', 'ko', 'zh'] as const)
    for (const [key, text] of catalogs[locale])
      for (const [term, entry] of entries)
        for (const pattern of entry.avoid?.[locale] ?? [])
          if (pattern.test(proseOf(text)))
            findings.push({ locale, key, term, text, expected: entry.forms[locale] })
  for (const [term, entry] of entries)
    for (const [locale, gloss] of Object.entries(entry.gloss ?? {}) as [Locale, Gloss][]) {
      // a set of catalogs without the gloss's section (the lessons alone) has nothing to check
      if (!catalogs.en.has(gloss.at)) continue
      const text = catalogs[locale].get(gloss.at) ?? ''
      if (!text.includes(entry.forms[locale]) || !text.includes(gloss.text))
        findings.push({ locale, key: gloss.at, term, text, expected: gloss.text })
    }
  return findings
}

/** A text that puts a timing's re-injection in the wrong turn. */
export interface TimingFinding {
  readonly key: string
  readonly clause: string
  readonly problem: 'pre_turn_next_turn' | 'manual_same_turn'
}

/** Sentences, and their parts between semicolons (each says one thing about the timings). */
function sentences(text: string): string[] {
  return text
    .split(/[.;!?\n。；！？]/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
}

type Mark = { readonly at: number; readonly kind: 'pre' | 'manual' | 'same' | 'next' }

function marks(locale: Locale, sentence: string): Mark[] {
  const v = TIMING_VOCABULARY
  const find = (pattern: RegExp, kind: Mark['kind']): Mark[] =>
    [...sentence.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))].map((m) => ({
      at: m.index,
      kind,
    }))
  return [
    ...find(v.preTurn.patterns[locale], 'pre'),
    ...find(v.manual.patterns[locale], 'manual'),
    ...find(v.sameTurn.patterns[locale], 'same'),
    ...find(v.nextTurn.patterns[locale], 'next'),
  ].sort((a, b) => a.at - b.at)
}

/**
 * Every sentence that gives pre-turn's re-injection to the next turn, or manual's to this same
 * turn, in a text about re-injecting the initial context. A turn word belongs to the timings
 * named since the previous turn word ("pre-turn and manual leave it to the next turn" gives both
 * to the next turn); a timing named again starts over. `lessonNote` keys are exempt: they quote the lesson's own, simpler wording
 * and say so.
 */
export function timingFindings(
  locale: Locale,
  texts: ReadonlyMap<string, string>,
): TimingFinding[] {
  const findings: TimingFinding[] = []
  for (const [key, text] of texts) {
    if (key.endsWith('lessonNote')) continue
    if (!TIMING_VOCABULARY.reinjection.patterns[locale].test(text)) continue
    for (const clause of sentences(text)) {
      let pending: Mark['kind'][] = []
      for (const mark of marks(locale, clause)) {
        if (mark.kind === 'pre' || mark.kind === 'manual') {
          // a timing named again starts its own statement ("pre-turn or manual …: pre-turn in …")
          pending = pending.includes(mark.kind) ? [mark.kind] : [...pending, mark.kind]
          continue
        }
        if (mark.kind === 'next' && pending.includes('pre'))
          findings.push({ key, clause, problem: 'pre_turn_next_turn' })
        if (mark.kind === 'same' && pending.includes('manual'))
          findings.push({ key, clause, problem: 'manual_same_turn' })
        pending = []
      }
    }
  }
  return findings
}
