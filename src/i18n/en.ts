import { common } from './en/common.ts'

/**
 * The English catalog: the source of truth for every visible string. Each screen region owns a
 * section file under `en/`; other locales must satisfy `Messages`.
 */
export const en = {
  common,
} as const

export type Messages = typeof en
