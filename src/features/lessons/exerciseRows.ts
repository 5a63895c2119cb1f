import { clip, firstLine } from '../lane/labels.ts'
import type { RowAnswer, TableAnswer } from './content/exercise.ts'

/** A history item's row label: its first line of text (or parts, name, output, else its type). */
export function itemText(item: Readonly<Record<string, unknown>>): string {
  const text = typeof item['text'] === 'string' ? item['text'] : ''
  const parts = Array.isArray(item['parts']) ? item['parts'].join(' ') : ''
  const name = typeof item['name'] === 'string' ? item['name'] : ''
  const output = typeof item['output'] === 'string' ? item['output'] : ''
  return clip(firstLine(text || parts || name || output || String(item['type'])), 60)
}

/**
 * An exercise item's name in the reader's words (`ask1` is "first request"); the id itself when
 * the catalog names no such item. The id stays beside it on screen, as code.
 */
export function itemName(
  lt: (key: string) => string,
  hasKey: (key: string) => boolean,
  id: string,
) {
  const key = `exercise.itemNames.${id}`
  return hasKey(key) ? lt(key) : id
}

/** The table with one row's answer changed. */
export function withRow(table: TableAnswer, id: string, patch: Partial<RowAnswer>): TableAnswer {
  return { ...table, rows: { ...table.rows, [id]: { ...table.rows[id]!, ...patch } } }
}

/** The list with the entry at `index` replaced. */
export function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  return list.map((old, i) => (i === index ? value : old))
}
