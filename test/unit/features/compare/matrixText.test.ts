import { describe, expect, it } from 'vitest'
import { runAllCells } from '../../../../src/core/index.ts'
import { translate, type TranslationKey } from '../../../../src/i18n/index.ts'
import { percentOf } from '../../../../src/features/compare/compareRows.ts'
import { matrixCsv, matrixValue } from '../../../../src/features/compare/matrixText.ts'
import { matrixRows } from '../../../../src/view-models/compare/matrixModel.ts'
import { lessonWithLongRequest } from '../../../helpers/longRequest.ts'

const en = (key: TranslationKey, vars?: Readonly<Record<string, string | number>>) =>
  translate('en', key, vars)

const LONG = lessonWithLongRequest()

describe('the user text kept, as the matrix writes it', () => {
  it('is a percent to one decimal that never rounds a loss away, nor a last scrap', () => {
    expect(percentOf(1)).toBe('100.0')
    expect(percentOf(0)).toBe('0.0')
    expect(percentOf(0.74021)).toBe('74.0')
    expect(percentOf(0.99996)).toBe('99.9')
    expect(percentOf(0.00004)).toBe('0.1')
  })

  it('shows in the table and the CSV with the core’s share', () => {
    const rows = matrixRows(LONG, runAllCells(LONG))
    const local = rows.find((row) => row.column.cell.implementation === 'local')!
    expect(matrixValue('userText', local, en)).toBe(`${percentOf(local.column.userTextKept!)}%`)
    const lines = matrixCsv({ scenario: LONG, source: 'edit', rows }, en).split('\r\n')
    const head = lines.find((line) => line.startsWith('Cell,phase,'))!.split(',')
    const column = head.indexOf('user_text_kept')
    expect(column).toBeGreaterThan(head.indexOf('user_dropped'))
    const localLine = lines.find((line) => line.startsWith('Pre-turn × Local,'))!.split(',')
    expect(Number(localLine[column])).toBe(local.column.userTextKept)
    expect(local.column.userTextKept).toBeLessThan(1)
  })
})
