/**
 * No Latin-script word in the Korean and Chinese catalogs but code identifiers and the
 * allowlist's few names (test/helpers/latinWords.ts). A failure lists `file key: word`, one a line.
 * The same rule runs over the screens in test/e2e/latinScan.e2e.ts.
 */
import { describe, expect, it } from 'vitest'
import { ko } from '../../../src/i18n/ko.ts'
import { zh } from '../../../src/i18n/zh.ts'
import { lessons as koLessons } from '../../../src/i18n/ko/lessons.ts'
import { lessons as zhLessons } from '../../../src/i18n/zh/lessons.ts'
import {
  formatLatinFindings,
  latinFindings,
  latinWords,
  type LatinFinding,
} from '../../helpers/latinWords.ts'

function leaves(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value)
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v)
  }
  return out
}

function catalogFindings(locale: string, catalog: Record<string, unknown>): LatinFinding[] {
  return Object.entries(catalog).flatMap(([section, node]) =>
    latinFindings(`src/i18n/${locale}/${section}.ts`, leaves(node, `${section}.`)),
  )
}

describe.each([
  ['ko', { ...ko, lessons: koLessons }],
  ['zh', { ...zh, lessons: zhLessons }],
])('the %s catalogs', (locale, catalog) => {
  it('have no Latin word outside code and the allowlist', () => {
    expect(formatLatinFindings(catalogFindings(locale, catalog))).toBe('')
  })
})

describe('a role name', () => {
  it('is refused in Korean and Chinese prose, but not as code or a secondary label', () => {
    const findings = latinFindings(
      'src/i18n/ko/x.ts',
      new Map([
        ['x.prose', 'developer 메시지와 user 메시지'],
        ['x.zh', '合并的 assistant 消息'],
        ['x.code', '`developer` 역할, {user} 자리, “system”'],
        ['x.label', '개발자(developer), 开发者（developer）'],
        ['x.tag', '<system-reminder>로 감싸요, user_instructions'],
      ]),
    )
    expect(formatLatinFindings(findings)).toBe(
      [
        'src/i18n/ko/x.ts x.prose: developer',
        'src/i18n/ko/x.ts x.prose: user',
        'src/i18n/ko/x.ts x.zh: assistant',
      ].join('\n'),
    )
    // the screens' scan still lets a screen show the protocol value
    expect(latinWords('role: developer')).toEqual(['role'])
  })
})

describe('a Latin word', () => {
  it('is found in prose, with its file and key', () => {
    const findings = latinFindings(
      'src/i18n/ko/grid.ts',
      new Map([['grid.x', 'world state를 봐요']]),
    )
    expect(formatLatinFindings(findings)).toBe(
      'src/i18n/ko/grid.ts grid.x: world\nsrc/i18n/ko/grid.ts grid.x: state',
    )
  })

  it('is found when written in capitals or with a hyphen', () => {
    expect(latinWords('롤오버 (ROLL-OVER) 와 live history')).toEqual([
      'ROLL-OVER',
      'live',
      'history',
    ])
  })

  it('is allowed as a code identifier, a key label or a listed name', () => {
    const text =
      '`run_turn`의 <turn_aborted>, /compact, AGENTS.md, TokenBudget, matches_text(), gpt-5, Ctrl+K, Context Lab의 Codex, developer, v2, 40 KB'
    expect(latinWords(text)).toEqual([])
  })
})
