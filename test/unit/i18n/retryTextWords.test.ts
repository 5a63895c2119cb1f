/**
 * The retry placeholders' words are built once per set of lists and language (each is seven
 * `Intl.ListFormat`s, filled into most lesson sentences), and never served for other lists.
 */
import { describe, expect, it } from 'vitest'
import { retryTextVars } from '../../../src/i18n/retryText.ts'
import { retryListsOf, type RetryLists } from '../../../src/view-models/retryLists.ts'

const codex = retryListsOf()
const narrower: RetryLists = { ...codex, sameModel: codex.sameModel.slice(0, 1) }

describe('retry words, built once', () => {
  it("Codex's words are the same object on each call, per language", () => {
    expect(retryTextVars('ko')).toBe(retryTextVars('ko'))
    expect(retryTextVars('en')).not.toBe(retryTextVars('ko'))
  })

  it("Codex's remembered words equal a fresh build from the same lists", () => {
    for (const locale of ['en', 'ko', 'zh'] as const)
      expect(retryTextVars(locale)).toEqual(retryTextVars(locale, retryListsOf()))
  })

  it('other lists get their own words, never the remembered ones', () => {
    expect(codex.sameModel.length).toBeGreaterThan(1)
    const words = retryTextVars('en', narrower)
    expect(words.retriedSameModel).not.toBe(retryTextVars('en').retriedSameModel)
    expect(retryTextVars('en', narrower)).toBe(words)
  })
})
