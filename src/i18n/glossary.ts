import type { Locale } from './index.ts'

/**
 * The lesson's vocabulary, one rendering per language. Every screen's catalog must use these
 * words (the glossary test reads all catalogs): a label whose English is a glossary term carries
 * the glossary's translation, and no text uses one of the `avoid` renderings. The Korean and
 * Chinese forms follow the lessons' own wording (Korean: 샘플 전 · 중간 · 수동, 남김 ·
 * 자름 · 새로 넣음, 요약, 다음 턴에 다시 넣음; Chinese: 下一轮, 注入). Codex's role names are said in
 * the reader's words (개발자 메시지, 开发者消息); the protocol value is shown only as code or as a
 * secondary label after them, 개발자(developer) or 开发者（developer） (`roleNamesInProse`).
 */
export interface GlossaryTerm {
  /** the term in each language, as a label (English in lower case). */
  readonly forms: Readonly<Record<Locale, string>>
  /** other renderings of the same term that would make the app say it two ways. */
  readonly avoid?: Partial<Readonly<Record<Locale, readonly RegExp[]>>>
  /** a label may add the English term as a secondary label: 개발자(developer), 开发者（developer） */
  readonly secondary?: true
  /** what a transliterated term means, said where the reader first meets it (a catalog key). */
  readonly gloss?: Partial<Readonly<Record<Locale, { readonly at: string; readonly text: string }>>>
}

// "turn" in Latin letters, but not inside code (run_turn, <turn_aborted>, turn.rs, TurnStarted)
const LATIN_TURN = /(?<![A-Za-z_<./-])turn(?![A-Za-z_>.])/i

/** A Latin word (and its plural) in prose, but not inside an identifier (`matches_text`, TokenBudget). */
function latin(word: string): RegExp {
  const first = `[${word[0]!.toLowerCase()}${word[0]!.toUpperCase()}]`
  return new RegExp(`(?<![A-Za-z_<./-])${first}${word.slice(1)}s?(?![A-Za-z_>.(])`)
}

export const GLOSSARY = {
  pre_turn: {
    forms: { en: 'pre-turn', ko: '샘플 전', zh: '采样前' },
    avoid: { ko: [/턴 전/, /사전 턴/], zh: [/轮前/, /回合前/] },
  },
  mid_turn: {
    forms: { en: 'mid-turn', ko: '중간', zh: '中途' },
    avoid: { ko: [/턴 중간/, /중간 턴/], zh: [/轮次中/, /回合中/] },
  },
  manual: { forms: { en: 'manual', ko: '수동', zh: '手动' } },
  turn: {
    forms: { en: 'turn', ko: '턴', zh: '轮' },
    // 백그라운드 (background) is not a round
    avoid: { ko: [LATIN_TURN, /(?<!백그)라운드/], zh: [LATIN_TURN, /回合/] },
  },
  kept: {
    forms: { en: 'kept', ko: '남김', zh: '保留' },
    avoid: { ko: [/유지됨/], zh: [/留存/] },
  },
  cut: {
    forms: { en: 'cut', ko: '자름', zh: '裁掉' },
    avoid: { ko: [/잘림/], zh: [/剪掉/, /砍掉/] },
  },
  truncated: {
    forms: { en: 'truncated', ko: '줄임', zh: '截短' },
    avoid: { ko: [/절단/], zh: [/截断/] },
  },
  injected: {
    forms: { en: 'injected', ko: '새로 넣음', zh: '注入' },
    avoid: { ko: [/주입됨/], zh: [/注进/] },
  },
  summary: {
    forms: { en: 'summary', ko: '요약', zh: '摘要' },
    avoid: { ko: [/요약본/, /써머리/], zh: [/总结/] },
  },
  marker: {
    forms: { en: 'marker', ko: '마커', zh: '标记' },
    avoid: { ko: [latin('marker'), /표지/], zh: [latin('marker')] },
  },
  fragment: {
    forms: { en: 'fragment', ko: '프래그먼트', zh: '片段' },
    avoid: { ko: [latin('fragment'), /조각/], zh: [latin('fragment')] },
  },
  body: {
    forms: { en: 'body', ko: '본문', zh: '正文' },
    avoid: { ko: [latin('body')], zh: [latin('body')] },
  },
  matcher: {
    forms: { en: 'matcher', ko: '매처', zh: '匹配器' },
    avoid: { ko: [latin('matcher')], zh: [latin('matcher')] },
  },
  token: {
    forms: { en: 'token', ko: '토큰', zh: '词元' },
    avoid: { ko: [latin('token')], zh: [latin('token'), /令牌/] },
  },
  hook: {
    forms: { en: 'hook', ko: '훅', zh: '钩子' },
    avoid: { ko: [latin('hook')], zh: [latin('hook')] },
  },
  agent: {
    forms: { en: 'agent', ko: '에이전트', zh: '智能体' },
    avoid: { ko: [latin('agent')], zh: [latin('agent'), /代理/] },
  },
  world_state: {
    forms: { en: 'world state', ko: '세계 상태', zh: '世界状态' },
    avoid: { ko: [/world state/i], zh: [/world state/i] },
  },
  transcript: {
    forms: { en: 'transcript', ko: '대화 기록', zh: '对话记录' },
    avoid: { ko: [latin('transcript')], zh: [latin('transcript'), /转录/] },
  },
  tool_call: {
    forms: { en: 'tool call', ko: '도구 호출', zh: '工具调用' },
    avoid: { en: [/\bfunction calls?\b/i], ko: [/함수 호출/], zh: [/函数调用/] },
  },
  tool_output: {
    forms: { en: 'tool output', ko: '도구 출력', zh: '工具输出' },
    avoid: { en: [/\bfunction outputs?\b/i], ko: [/함수 출력/], zh: [/函数输出/] },
  },
  dispatcher: {
    forms: { en: 'dispatcher', ko: '분배기', zh: '分发器' },
    avoid: { ko: [/디스패처/, /분기기/], zh: [/分派器/, /派发器/, /调度器/] },
  },
  grid: {
    forms: { en: 'grid', ko: '아홉 칸', zh: '九宫格' },
    avoid: { ko: [/격자/, /그리드/], zh: [/网格/] },
  },
  lesson: {
    forms: { en: 'lesson', ko: '수업', zh: '课程' },
    avoid: { ko: [/강의/] },
  },
  context: {
    forms: { en: 'context', ko: '컨텍스트', zh: '上下文' },
    avoid: { ko: [/맥락/], zh: [/语境/, /脉络/] },
  },
  // a loanword in Korean gets its meaning where its screen opens; Chinese uses native words
  fragment_registry: {
    forms: { en: 'fragment registry', ko: '프래그먼트 레지스트리', zh: '片段注册表' },
    gloss: { ko: { at: 'registry.intro', text: '프래그먼트 타입을 모두 올려 둔 등록부' } },
  },
  matcher_lab: {
    forms: { en: 'matcher lab', ko: '매처 실험실', zh: '匹配器实验室' },
    gloss: {
      ko: {
        at: 'registry.matcher.intro',
        text: '글을 보고 어느 프래그먼트 타입인지 알아보는 규칙',
      },
    },
  },
  approval_policy: {
    forms: { en: 'approval policy', ko: '승인 정책', zh: '审批策略' },
    avoid: { zh: [/批准策略/] },
  },
  cell: {
    forms: { en: 'cell', ko: '칸', zh: '格子' },
    avoid: { ko: [/셀(?![프러])/], zh: [/单元格/] },
  },
  fallback: {
    forms: { en: 'fallback', ko: '모델 대체', zh: '回退' },
    avoid: { ko: [/폴백/, latin('fallback')], zh: [latin('fallback'), /降级/, /兜底/] },
  },
  // one name for the model's own messages, in the reader's words (the role name is code)
  assistant_message: {
    forms: { en: 'assistant message', ko: '어시스턴트 메시지', zh: '助手消息' },
    avoid: {
      ko: [/어시스턴트 ?(응답|답변)/, /assistant (메시지|응답|답변)/],
      zh: [/助理/, /助手 ?(回复|回答|答复)/, /assistant ?(消息|回复|回答|答复)/],
    },
  },
  // a code name in Korean or Chinese prose comes after the words that say what it is
  comp_hash: {
    forms: { en: 'compaction hash', ko: '압축 해시', zh: '压缩哈希' },
    avoid: { ko: [/(?<!압축 해시\()comp_hash(?!_)/], zh: [/(?<!压缩哈希（)comp_hash(?!_)/] },
  },
  retry_limits: {
    forms: { en: 'retry limit', ko: '재시도 한도', zh: '重试上限' },
    avoid: {
      ko: [/(?<!값: )min\(stream_max_retries/, /(?<!한도: )request_max_retries/],
      zh: [/(?<!较小者：)min\(stream_max_retries/, /(?<!上限：)request_max_retries/],
    },
  },
  // Codex's roles: the reader's word, the protocol value only as code or a secondary label
  user: { forms: { en: 'user', ko: '사용자', zh: '用户' }, secondary: true },
  assistant: { forms: { en: 'assistant', ko: '어시스턴트', zh: '助手' }, secondary: true },
  developer: { forms: { en: 'developer', ko: '개발자', zh: '开发者' }, secondary: true },
  system: { forms: { en: 'system', ko: '시스템', zh: '系统' }, secondary: true },
} as const satisfies Record<string, GlossaryTerm>

export type GlossaryTermId = keyof typeof GLOSSARY

/** A term's label with its English name after it, as Korean and Chinese write a code name. */
export function secondaryLabel(locale: 'ko' | 'zh', term: GlossaryTermId): string {
  const { forms } = GLOSSARY[term]
  return locale === 'ko' ? `${forms.ko}(${forms.en})` : `${forms.zh}（${forms.en}）`
}

/**
 * When the initial context comes back after a compaction, in each language: pre-turn in the
 * same turn (before that turn's first sampling request), manual in the next regular turn,
 * mid-turn inside the replacement (pin.md point 12). `sameTurn` and `nextTurn` are the words
 * a text may use for the two moments; the other patterns find the texts that speak of them.
 */
export const TIMING_VOCABULARY = {
  sameTurn: {
    forms: { en: 'the same turn', ko: '같은 턴', zh: '同一轮' },
    patterns: { en: /\b(same|this) turn\b/i, ko: /(같은|이번) 턴/, zh: /同一轮|本轮/ },
  },
  nextTurn: {
    forms: { en: 'the next regular turn', ko: '다음 일반 턴', zh: '下一个常规轮次' },
    patterns: {
      en: /\bnext (regular )?turn\b|\bturn that follows\b/i,
      ko: /다음 (일반 )?턴|뒤따르는 (일반 )?턴/,
      zh: /下一(个)?(常规|普通)?(轮|turn)|接下来的(常规|普通)?(轮|turn)/,
    },
  },
  preTurn: { patterns: { en: /\bpre-turn\b/i, ko: /샘플 전/, zh: /采样前/ } },
  manual: { patterns: { en: /\bmanual\b|\/compact\b/i, ko: /수동/, zh: /手动/ } },
  reinjection: {
    patterns: {
      en: /\bre-?inject|\binitial context\b/i,
      ko: /다시 넣|초기 컨텍스트/,
      zh: /重新注入|初始上下文/,
    },
  },
} as const satisfies Record<
  string,
  { forms?: Readonly<Record<Locale, string>>; patterns: Readonly<Record<Locale, RegExp>> }
>
