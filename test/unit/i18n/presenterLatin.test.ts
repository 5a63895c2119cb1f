/**
 * The presenter console's speaker notes in Korean and Chinese: no Latin word outside code spans
 * and the catalogs' allowlist, the same rule as the catalogs (latinScan.test.ts) and the glossary.
 */
import { describe, expect, it } from 'vitest'
import { catalogLeaves as leaves } from '../../helpers/catalogLeaves.ts'
import { formatLatinFindings, latinFindings } from '../../helpers/latinWords.ts'
import { glossaryFindings } from '../../helpers/glossaryChecks.ts'
import { presenterNotes as enNotes } from '../../../src/i18n/presenterNotes/en.ts'
import { presenterNotes as koNotes } from '../../../src/i18n/presenterNotes/ko.ts'
import { presenterNotes as zhNotes } from '../../../src/i18n/presenterNotes/zh.ts'

const NOTES = { en: leaves(enNotes), ko: leaves(koNotes), zh: leaves(zhNotes) }

describe.each(['ko', 'zh'] as const)('the %s speaker notes', (locale) => {
  it('are there to read', () => {
    expect(NOTES[locale].size).toBeGreaterThan(10)
  })

  it('have no Latin word outside code and the allowlist', () => {
    const where = `src/i18n/presenterNotes/${locale}.ts`
    expect(formatLatinFindings(latinFindings(where, NOTES[locale]))).toBe('')
  })
})

describe('the speaker notes', () => {
  it('follow the glossary', () => {
    const findings = glossaryFindings(NOTES).map(
      ({ locale, key, term }) => `${locale} ${key}: ${term}`,
    )
    expect(findings).toEqual([])
  })
})
