/**
 * The lessons' catalogs (loaded with the Lessons tab, apart from the main catalog): Korean and
 * Chinese have every English key, the same `{placeholders}` and the same `code` spans' count,
 * and no empty text.
 */
import { describe, expect, it } from 'vitest'
import { catalogLeaves as leaves } from '../../helpers/catalogLeaves.ts'
import { lessons as en } from '../../../src/i18n/en/lessons.ts'
import { lessons as ko } from '../../../src/i18n/ko/lessons.ts'
import { lessons as zh } from '../../../src/i18n/zh/lessons.ts'

// a count with its English plural forms (`{n#call|calls}`) is the same placeholder as `{n}`
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)(?:#[^}]*)?\}/g)].map((match) => match[1]!).sort()

describe.each([
  ['ko', ko],
  ['zh', zh],
])('the %s lessons catalog', (_, catalog) => {
  const source = leaves(en)
  const target = leaves(catalog)
  it('has exactly the English keys', () => {
    expect([...target.keys()]).toEqual([...source.keys()])
  })
  it('keeps every placeholder and fills every text', () => {
    for (const [key, text] of source) {
      const translated = target.get(key) ?? ''
      expect(placeholders(translated), key).toEqual(placeholders(text))
      expect(text === '' || translated.trim() !== '', key).toBe(true)
    }
  })
  it('translates the lesson text (not a copy of the English)', () => {
    const bodies = [...source].filter(([key]) => key.endsWith('.body'))
    expect(bodies.length).toBeGreaterThan(15)
    for (const [key, text] of bodies) expect(target.get(key), key).not.toBe(text)
  })
})
