/**
 * One timing vocabulary (pin.md point 12): pre-turn re-injects the initial context in the same
 * turn, before that turn's first sampling request; manual in the next regular turn; mid-turn
 * inside the replacement. Every catalog (the main one and the lessons'), the scenario
 * descriptions and the peers' Codex row must say so, in every language.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PEERS } from '../../../src/features/peers/peerData.ts'
import { CATALOGS } from '../../../src/i18n/catalogs.ts'
import { lessons as enLessons } from '../../../src/i18n/en/lessons.ts'
import { TIMING_VOCABULARY } from '../../../src/i18n/glossary.ts'
import { timingFindings } from '../../helpers/glossaryChecks.ts'
import type { Locale } from '../../../src/i18n/index.ts'
import { LOCALES } from '../../../src/i18n/index.ts'
import { lessons as koLessons } from '../../../src/i18n/ko/lessons.ts'
import { lessons as zhLessons } from '../../../src/i18n/zh/lessons.ts'

function leaves(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value)
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v)
  }
  return out
}

const LESSONS = { en: enLessons, ko: koLessons, zh: zhLessons }
const SCENARIOS = join(import.meta.dirname, '../../../public/scenarios')

/** The scenario files' English names and descriptions (the CLI prints them). */
function scenarioTexts(): Map<string, string> {
  const out = new Map<string, string>()
  for (const file of readdirSync(SCENARIOS).filter((name) => name.endsWith('.json'))) {
    const scenario = JSON.parse(readFileSync(join(SCENARIOS, file), 'utf8')) as {
      description?: string
    }
    if (scenario.description) out.set(`scenarios.${file}.description`, scenario.description)
  }
  return out
}

/** Every text a reader of this locale sees about Codex, by key. */
function texts(locale: Locale): Map<string, string> {
  const out = new Map([
    ...leaves(CATALOGS[locale]),
    ...leaves(LESSONS[locale], 'lessons.'),
    ...(locale === 'en' ? scenarioTexts() : []),
  ])
  for (const peer of PEERS)
    for (const [dimension, cell] of Object.entries(peer.cells))
      cell.claims.forEach((claim, i) =>
        out.set(`peerData.${peer.id}.${dimension}.${i}`, claim.text[locale]),
      )
  return out
}

/** Texts that speak only of one timing's re-injection, without naming the timing. */
const PRE_TURN_KEYS = [
  'grid.lane.sameTurn',
  'grid.lane.sameTurnHint',
  'grid.badges.reinjected_same_turn',
  'grid.badges.hints.reinjected_same_turn',
  'replacementTable.sameTurn',
  'compare.values.sameTurnItems',
  'steps.reference_context.clearedSameTurn',
  'steps.next_turn_reinjection.same_turn',
  'lessons.questions.c_placement.options.notInTable',
]
const MANUAL_KEYS = [
  'grid.lane.nextTurn',
  'grid.lane.nextTurnHint',
  'grid.badges.reinjected_next_turn',
  'grid.badges.hints.reinjected_next_turn',
  'replacementTable.nextTurn',
  'compare.values.nextTurnItems',
  'steps.reference_context.cleared',
  'steps.next_turn_reinjection.next_turn',
]

describe.each(LOCALES)('the timing vocabulary in %s', (locale) => {
  const all = texts(locale)
  const same = TIMING_VOCABULARY.sameTurn.patterns[locale]
  const next = TIMING_VOCABULARY.nextTurn.patterns[locale]

  it('never puts pre-turn’s re-injection in the next turn, nor manual’s in this one', () => {
    expect(timingFindings(locale, all)).toEqual([])
  })

  it('says “this same turn” wherever only pre-turn re-injects', () => {
    for (const key of PRE_TURN_KEYS) {
      const text = all.get(key)
      expect(text, key).toBeDefined()
      expect(text, key).toMatch(same)
      expect(text, key).not.toMatch(next)
    }
  })

  it('says “the next turn” wherever only manual re-injects', () => {
    for (const key of MANUAL_KEYS) {
      const text = all.get(key)
      expect(text, key).toBeDefined()
      expect(text, key).toMatch(next)
      expect(text, key).not.toMatch(same)
    }
  })

  it('gives both timings where a text speaks of pre-turn and manual re-injection together', () => {
    const both = [...all].filter(
      ([, text]) =>
        TIMING_VOCABULARY.preTurn.patterns[locale].test(text) &&
        TIMING_VOCABULARY.manual.patterns[locale].test(text) &&
        /DoNotInject|notInTable/.test(text + ' ') &&
        TIMING_VOCABULARY.reinjection.patterns[locale].test(text),
    )
    for (const [key, text] of both) {
      expect(text, key).toMatch(same)
      expect(text, key).toMatch(next)
    }
  })
})

describe('the timing check', () => {
  it('finds a pre-turn re-injection put in the next turn, in every language', () => {
    const wrong: Record<Locale, string> = {
      en: 'Pre-turn and manual leave the initial context to the next turn.',
      ko: '샘플 전과 수동은 초기 컨텍스트를 다음 턴에 다시 넣어요.',
      zh: '采样前和手动交给下一轮重新注入初始上下文。',
    }
    for (const locale of LOCALES)
      expect(timingFindings(locale, new Map([['x', wrong[locale]]])), locale).toEqual([
        expect.objectContaining({ key: 'x', problem: 'pre_turn_next_turn' }),
      ])
  })

  it('finds a manual re-injection put in this turn, and accepts the two said apart', () => {
    const wrongManual = new Map([['x', 'After a manual /compact, this turn re-injects it.']])
    expect(timingFindings('en', wrongManual)).toEqual([
      expect.objectContaining({ problem: 'manual_same_turn' }),
    ])
    const right = new Map([
      ['y', 'The initial context returns: pre-turn in the same turn; manual in the next turn.'],
    ])
    expect(timingFindings('en', right)).toEqual([])
  })
})
