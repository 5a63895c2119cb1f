import { useCallback } from 'react'
import type { Locale } from '../../i18n/index.ts'
import { fillPlaceholders } from '../../i18n/fill.ts'
import { isParticleOption, pickParticle } from '../../i18n/koreanParticles.ts'
import { retryTextVars } from '../../i18n/retryText.ts'
import { lessons as en } from '../../i18n/en/lessons.ts'
import { lessons as ko } from '../../i18n/ko/lessons.ts'
import { lessons as zh } from '../../i18n/zh/lessons.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { lessonFacts } from './content/facts.ts'

/**
 * The lessons' own catalog. It is imported only by the Lessons screen, so its long text stays out
 * of the first screen's chunk; ko and zh must have the same shape as English (type-checked there).
 */
const CATALOGS = { en, ko, zh } as const

export type LessonTranslate = (
  key: string,
  vars?: Readonly<Record<string, string | number>>,
) => string

function lookUp(catalog: unknown, key: string): string | undefined {
  let node = catalog
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  return typeof node === 'string' ? node : undefined
}

/** Whether the lessons' English catalog has this key (an optional text, such as a lesson note). */
export function hasLessonKey(key: string): boolean {
  return lookUp(en, key) !== undefined
}

// the lessons load in their own chunk, so the Korean particle picker comes with them
function particle(value: string, option: string): string | undefined {
  return isParticleOption(option) ? pickParticle(value, option) : undefined
}

/**
 * Looks a dotted key up in a locale's lessons catalog (English as the fallback) and fills
 * `{name}`: the screen's values, the counts of the run the text describes (`lessonFacts`), so a
 * sentence's numbers are the stage's, and the core's lists of retried faults (`retryTextVars`).
 */
export function translateLesson(
  locale: Locale,
  key: string,
  vars?: Readonly<Record<string, string | number>>,
): string {
  const text = lookUp(CATALOGS[locale], key) ?? lookUp(en, key) ?? key
  if (!text.includes('{')) return text
  const facts = lessonFacts(key)
  return fillPlaceholders(text, { ...retryTextVars(locale), ...facts, ...vars }, particle)
}

/** The lessons' translate function for the current locale. */
export function useLessonT(): LessonTranslate {
  const locale = useVisualizerStore((state) => state.locale)
  return useCallback((key, vars) => translateLesson(locale, key, vars), [locale])
}
