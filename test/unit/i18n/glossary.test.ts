/**
 * One glossary per language: every catalog says pre-turn, mid-turn, turn, kept, cut, injected,
 * summary and the role names the same way. Runs in CI with the unit tests.
 */
import { describe, expect, it } from 'vitest'
import { catalogLeaves as leaves } from '../../helpers/catalogLeaves.ts'
import { en } from '../../../src/i18n/en.ts'
import { ko } from '../../../src/i18n/ko.ts'
import { zh } from '../../../src/i18n/zh.ts'
import { GLOSSARY, secondaryLabel } from '../../../src/i18n/glossary.ts'
import { glossaryFindings } from '../../helpers/glossaryChecks.ts'
import { lessons as enLessons } from '../../../src/i18n/en/lessons.ts'
import { lessons as koLessons } from '../../../src/i18n/ko/lessons.ts'
import { lessons as zhLessons } from '../../../src/i18n/zh/lessons.ts'

const CATALOGS = { en: leaves(en), ko: leaves(ko), zh: leaves(zh) }

describe('the glossary', () => {
  it('is followed by every catalog', () => {
    expect(glossaryFindings(CATALOGS)).toEqual([])
  })

  it('is followed by the lessons’ catalogs too', () => {
    const lessons = {
      en: leaves(enLessons, 'lessons.'),
      ko: leaves(koLessons, 'lessons.'),
      zh: leaves(zhLessons, 'lessons.'),
    }
    expect(glossaryFindings(lessons)).toEqual([])
  })

  it('is what the grid labels say', () => {
    // the labels the lesson's widget shows, straight from the catalogs
    expect(ko.grid.status.kept).toBe(GLOSSARY.kept.forms.ko)
    expect(zh.grid.status.cut).toBe(GLOSSARY.cut.forms.zh)
    expect(ko.grid.phases.pre_turn).toBe(GLOSSARY.pre_turn.forms.ko)
    expect(zh.grid.phases.mid_turn).toBe(GLOSSARY.mid_turn.forms.zh)
    expect(zh.grid.roles.developer).toBe(GLOSSARY.developer.forms.zh)
  })

  it('says a role in the reader’s words, with the code name only as a secondary label', () => {
    expect(ko.registry.roles.developer).toBe(secondaryLabel('ko', 'developer'))
    expect(zh.registry.roles.assistant).toBe('助手（assistant）')
    const ko2 = new Map(CATALOGS.ko).set('registry.roles.user', 'user')
    const zh2 = new Map(CATALOGS.zh).set('lessons.z', '一条 assistant 消息')
    const findings = glossaryFindings({ en: CATALOGS.en, ko: ko2, zh: zh2 })
    expect(findings.map(({ locale, key, term }) => `${locale} ${key} ${term}`)).toEqual([
      'ko registry.roles.user user',
      'zh lessons.z assistant_message',
    ])
  })

  it('fails on a term translated two ways', () => {
    const ko2 = new Map(CATALOGS.ko).set('grid.counters.kept', '유지')
    const zh2 = new Map(CATALOGS.zh).set('grid.trace.hint', '下一个 turn 会重新注入。')
    const findings = glossaryFindings({ en: CATALOGS.en, ko: ko2, zh: zh2 })
    expect(findings).toContainEqual(
      expect.objectContaining({ locale: 'ko', key: 'grid.counters.kept', term: 'kept' }),
    )
    expect(findings).toContainEqual(
      expect.objectContaining({ locale: 'zh', key: 'grid.trace.hint', term: 'turn' }),
    )
  })

  it('fails on the terms Chinese and Korean said two or three ways', () => {
    const en2 = new Map(CATALOGS.en).set('registry.x', 'function call')
    const zh2 = new Map(CATALOGS.zh)
      .set('registry.history.itemTypes.function_call', '函数调用')
      .set('lessons.x', '分派器先问 TokenBudget')
      .set('registry.y', '用户 matcher 列表')
    const ko2 = new Map(CATALOGS.ko).set('grid.y', 'marker가 없는 타입')
    const findings = glossaryFindings({ en: en2, ko: ko2, zh: zh2 })
    const terms = findings.map(({ locale, term }) => `${locale} ${term}`)
    expect(terms).toEqual(
      expect.arrayContaining([
        'en tool_call',
        'zh tool_call',
        'zh dispatcher',
        'zh matcher',
        'ko marker',
      ]),
    )
  })

  it('fails on the assistant’s messages named another way', () => {
    const zh2 = new Map(CATALOGS.zh)
      .set('matrix.kinds.assistant', '助手回复')
      .set('lessons.a', '普通的 assistant 回复不在其中')
    const ko2 = new Map(CATALOGS.ko)
      .set('matrix.kinds.assistant', '어시스턴트 답변')
      .set('fates.b', '(assistant 응답, 도구, 추론)')
    const findings = glossaryFindings({ ...CATALOGS, ko: ko2, zh: zh2 })
    const where = findings
      .filter(({ term }) => term === 'assistant_message')
      .map(({ locale, key }) => `${locale} ${key}`)
    expect(where.sort()).toEqual([
      'ko fates.b',
      'ko matrix.kinds.assistant',
      'zh lessons.a',
      'zh matrix.kinds.assistant',
    ])
  })

  it('fails on a bare code name in Korean or Chinese prose, not on one after its words', () => {
    const ko2 = new Map(CATALOGS.ko)
      .set('faultsPanel.a', '모델 전환(다른 comp_hash)')
      .set('steps.b', '최대 2번 더 보내요(min(stream_max_retries, 2)).')
      .set('steps.c', '압축 해시(comp_hash)가 달라요')
    const zh2 = new Map(CATALOGS.zh).set('steps.d', '最多 4 次（request_max_retries）')
    const where = glossaryFindings({ ...CATALOGS, ko: ko2, zh: zh2 })
      .filter(({ term }) => term === 'comp_hash' || term === 'retry_limits')
      .map(({ locale, key }) => `${locale} ${key}`)
    expect(where.sort()).toEqual(['ko faultsPanel.a', 'ko steps.b', 'zh steps.d'])
  })

  it('fails on the approval policy, the cell and the fallback said two ways', () => {
    const zh2 = new Map(CATALOGS.zh)
      .set('lessons.a', '批准策略没有变')
      .set('presets.b', '九个单元格')
      .set('lessons.c', '没有 fallback 模型')
    const ko2 = new Map(CATALOGS.ko).set('faults.d', '폴백이 없어요').set('grid.e', '셀 하나')
    const terms = glossaryFindings({ ...CATALOGS, ko: ko2, zh: zh2 }).map(
      ({ locale, term }) => `${locale} ${term}`,
    )
    expect(terms.sort()).toEqual([
      'ko cell',
      'ko fallback',
      'zh approval_policy',
      'zh cell',
      'zh fallback',
    ])
  })

  it('leaves code spans and placeholders alone', () => {
    const ko2 = new Map(CATALOGS.ko).set('x', '`marker` 자리 {tokens} 토큰')
    expect(glossaryFindings({ ...CATALOGS, ko: ko2 })).toEqual([])
  })

  it('leaves code that contains "turn" alone', () => {
    const zh2 = new Map(CATALOGS.zh).set('x', 'run_turn、<turn_aborted>、turn.rs、TurnStarted')
    expect(glossaryFindings({ ...CATALOGS, zh: zh2 })).toEqual([])
  })
})

describe('a transliterated term', () => {
  it('is glossed in Korean where its screen opens', () => {
    const registry = GLOSSARY.fragment_registry.gloss.ko
    expect(CATALOGS.ko.get(registry.at)).toContain(`${GLOSSARY.fragment_registry.forms.ko}는`)
    expect(CATALOGS.ko.get(registry.at)).toContain(registry.text)
  })

  it('fails when the gloss is taken out of its screen', () => {
    const ko2 = new Map(CATALOGS.ko)
      .set('registry.intro', '프래그먼트 레지스트리예요.')
      .set('registry.matcher.intro', '텍스트를 입력하세요.')
    const terms = glossaryFindings({ ...CATALOGS, ko: ko2 }).map(({ term }) => term)
    expect(terms.sort()).toEqual(['fragment_registry', 'matcher_lab'])
  })
})
