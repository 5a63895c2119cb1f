import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LOCALES, translate } from '../../../src/i18n/index.ts'
import {
  isCarried,
  ITEM_FATES,
  LANE_STATUSES,
  SHOWN_STATUSES,
  shownStatus,
  STATUS_STYLES,
  statusClass,
  statusLabel,
} from '../../../src/view-models/statuses.ts'

const css = readFileSync(new URL('../../../src/index.css', import.meta.url), 'utf8')

/** The declarations of one rule of index.css, as "property: value" lines. */
function declarations(selector: string): string[] {
  const match = new RegExp(`(^|\\n)${selector.replace('.', '\\.')} \\{([^}]*)\\}`).exec(css)
  return (match?.[2] ?? '')
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean)
}

describe('the status vocabulary', () => {
  it('styles every lane status once, in legend order', () => {
    expect(Object.keys(STATUS_STYLES).sort()).toEqual([...SHOWN_STATUSES].sort())
    expect(new Set(LANE_STATUSES).size).toBe(LANE_STATUSES.length)
  })

  it("maps each status's class to its own colour tokens in index.css, and the tokens exist", () => {
    for (const status of SHOWN_STATUSES) {
      const style = STATUS_STYLES[status]
      expect(statusClass(status)).toBe(`status-${status}`)
      expect(declarations(`.${style.className}`)).toEqual([
        `--status: var(${style.color})`,
        `--status-bg: var(${style.background})`,
      ])
      expect(declarations(':root').some((line) => line.startsWith(`${style.color}:`))).toBe(true)
      expect(declarations(':root').some((line) => line.startsWith(`${style.background}:`))).toBe(
        true,
      )
    }
  })

  it('has a word for every status in every language', () => {
    for (const locale of LOCALES) {
      for (const status of SHOWN_STATUSES) {
        const word = translate(locale, statusLabel(status))
        expect(word, `${locale} ${status}`).not.toBe(statusLabel(status))
        expect(word.length).toBeGreaterThan(0)
      }
    }
    expect(translate('ko', statusLabel('cut'))).toBe('자름')
  })

  it('carries kept and truncated items over, nothing else', () => {
    expect(LANE_STATUSES.filter((status) => isCarried(status))).toEqual(['kept', 'truncated'])
    expect(isCarried(undefined)).toBe(false)
    expect(ITEM_FATES.filter((fate) => fate !== 'cut').every((fate) => isCarried(fate))).toBe(true)
  })

  it('reads an item a failed run left in place as "unchanged", not "kept"', () => {
    expect(shownStatus({ status: 'kept', reason: 'unchanged' })).toBe('unchanged')
    expect(shownStatus({ status: 'kept', reason: 'real_user_message' })).toBe('kept')
    expect(shownStatus({ status: 'cut', reason: 'developer_message' })).toBe('cut')
    expect(translate('en', statusLabel('unchanged'))).toBe('unchanged')
  })
})
