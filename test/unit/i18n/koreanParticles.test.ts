/**
 * Korean particles after a filled-in value: chosen by the value's last sound (es-hangul), with
 * digits and Latin letters read as a Korean reader says them. The catalogs write `{name:이/가}`.
 */
import { describe, expect, it } from 'vitest'
import { fillPlaceholders } from '../../../src/i18n/fill.ts'
import { isParticleOption, pickParticle } from '../../../src/i18n/koreanParticles.ts'
import { lessons as ko } from '../../../src/i18n/ko/lessons.ts'
import { translateLesson } from '../../../src/features/lessons/useLessonT.ts'

const pick = (value: string, option: string) =>
  isParticleOption(option) ? pickParticle(value, option) : undefined

describe('a Korean particle', () => {
  it('follows the last sound of Hangul, digits and Latin letters', () => {
    expect(fillPlaceholders('{v}{v:이/가}', { v: 'v1' }, pick)).toBe('v1이')
    expect(fillPlaceholders('{v}{v:이/가}', { v: 'v2' }, pick)).toBe('v2가')
    expect(fillPlaceholders('{v}{v:이/가}', { v: '10' }, pick)).toBe('10이')
    expect(fillPlaceholders('{v}{v:을/를}', { v: 'Codex' }, pick)).toBe('Codex를')
    expect(fillPlaceholders('{v}{v:으로/로}', { v: '/responses/compact' }, pick)).toBe(
      '/responses/compact로',
    )
    expect(fillPlaceholders('“{v}”{v:이라/라}고', { v: '전체 창' }, pick)).toBe('“전체 창”이라고')
    expect(fillPlaceholders('“{v}”{v:이라/라}고', { v: '요약 뒤' }, pick)).toBe('“요약 뒤”라고')
  })

  it('shows both forms when no picker is there, and unknown names stay visible', () => {
    expect(fillPlaceholders('{v}{v:이/가} {w}', { v: '창' })).toBe('창이(가) {w}')
  })

  it('replaces the catalogs’ “(이)라고”', () => {
    const text = JSON.stringify(ko)
    expect(text).not.toMatch(/\(이\)|\(을\)|을\(를\)|\(가\)/)
    const vowel = translateLesson('ko', 'question.wrong', { answer: '요약 뒤' })
    const consonant = translateLesson('ko', 'question.wrong', { answer: '마지막' })
    const digit = translateLesson('ko', 'question.wrong', { answer: '3' })
    expect(vowel).toContain('“요약 뒤”예요')
    expect(consonant).toContain('“마지막”이에요')
    expect(digit).toContain('“3”이에요')
  })
})

describe('the first screen in Korean', () => {
  it('has no particle after a value, so it never waits for the particle picker', async () => {
    const { FIRST_SCREEN_SECTIONS } = await import('../../../src/i18n/index.ts')
    const { ko: catalog } = await import('../../../src/i18n/ko.ts')
    const texts = (node: unknown): string[] =>
      typeof node === 'string' ? [node] : Object.values(node as object).flatMap(texts)
    const withParticles = FIRST_SCREEN_SECTIONS.flatMap((section) =>
      texts(catalog[section]).filter((text) => /\{\w+:[^}]+\}/.test(text)),
    )
    expect(FIRST_SCREEN_SECTIONS.length).toBeGreaterThan(0)
    expect(withParticles).toEqual([])
  })
})
