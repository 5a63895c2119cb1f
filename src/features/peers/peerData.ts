/**
 * How other coding agents answer the two questions the lab is about: how runtime context gets into
 * the window (and is recognised later), and what happens when the window fills.
 *
 * Agent facts are data, not UI strings, so they live here rather than in the i18n catalog. Every
 * phrase comes in English, Korean and Chinese; names, numbers, identifiers and paths are the same
 * in all three. Each claim carries how reliable its source is and the references it rests on
 * (the spec's §7 ids). Nothing here is fetched: links are plain anchors the reader may click.
 */
import type { Locale } from '../../i18n/index.ts'

/** One phrase in every locale of the app. */
export type Localized = Readonly<Record<Locale, string>>

const text = (en: string, ko: string, zh: string): Localized => ({ en, ko, zh })

/**
 * How a claim is known, as the spec marks it: the project's own source, official docs, Claude
 * Code's reconstructed source (third-party rebuilds), or a secondary write-up. `unverified` is for
 * what the sources consulted do not say.
 */
export type Reliability = 'src' | 'docs' | 'restored' | 'secondary' | 'unverified'
export const RELIABILITIES: readonly Reliability[] = [
  'src',
  'docs',
  'restored',
  'secondary',
  'unverified',
]

/** The questions the table compares, one column each. */
export type Dimension =
  | 'inject'
  | 'recognize'
  | 'trigger'
  | 'runs'
  | 'produces'
  | 'kept'
  | 'generation'
  | 'failure'
  | 'recursion'
  | 'hooks'

export type DimensionGroup = 'injection' | 'compaction' | 'recovery' | 'extension'

/** The column groups, in table order; every dimension is in exactly one. */
export const DIMENSION_GROUPS: Readonly<Record<DimensionGroup, readonly Dimension[]>> = {
  injection: ['inject', 'recognize'],
  compaction: ['trigger', 'runs', 'produces', 'kept'],
  recovery: ['generation', 'failure', 'recursion'],
  extension: ['hooks'],
}
export const GROUP_ORDER: readonly DimensionGroup[] = [
  'injection',
  'compaction',
  'recovery',
  'extension',
]
export const DIMENSIONS: readonly Dimension[] = GROUP_ORDER.flatMap((g) => DIMENSION_GROUPS[g])

/** Categories a PM can scan for: where the work happens and what comes out. */
export type Tag = 'server' | 'harnessModel' | 'modelFree' | 'summary' | 'trim' | 'newWindow'

// ---------------------------------------------------------------------------------------------
// References (repo @ commit : path : lines), as the spec's §7 lists them
// ---------------------------------------------------------------------------------------------

export type AgentId =
  | 'codex'
  | 'dsh'
  | 'claude-code'
  | 'opencode'
  | 'openhands'
  | 'aider'
  | 'cline'
  | 'goose'
  | 'continue'

interface ReferenceSpec {
  readonly agent: AgentId
  readonly reliability: Reliability
  /** `owner/name` on GitHub */
  readonly repo?: string
  /** the full commit when the spec gives it, else its abbreviation */
  readonly commit?: string
  readonly path?: string
  /** lines, or the symbols the reference points at */
  readonly lines?: string
  /** an explicit address (docs pages, issue lists) */
  readonly url?: string
  readonly note?: Localized
}

const CODEX_LESSON_COMMIT = '4f39251a010a8bd7d692d25fb33832ff06f1635a'
const DSH_COMMIT = 'b150a551b8d465e31e418e1b2eaf5e79bbb7d28e'
const OPENCODE_COMMIT = 'fd78ec63492f89beb0bcff15321ebbb23f214cc2'
const AIDER_COMMIT = '5dc9490bb35f9729ef2c95d00a19ccd30c26339c'
const CLINE_COMMIT = '21cb8d2525bcedf1f4b6890b27a74a14fe7451e4'

const codexLesson = (path: string, lines: string): ReferenceSpec => ({
  agent: 'codex',
  reliability: 'src',
  repo: 'openai/codex',
  commit: CODEX_LESSON_COMMIT,
  path: `codex-rs/core/src/${path}`,
  lines,
  note: text('cited by the lesson', '수업이 인용한 위치', '课程引用的位置'),
})

/** A place in the pinned Codex tree, read there (not through the lesson or the spec). */
const codexPin = (path: string, lines: string): ReferenceSpec => ({
  agent: 'codex',
  reliability: 'src',
  repo: 'openai/codex',
  commit: CODEX_LESSON_COMMIT,
  path: `codex-rs/${path}`,
  lines,
  note: text('read at the pinned commit', '고정된 커밋에서 읽음', '在固定的提交上读到'),
})

/**
 * A section of the lab's own notes on compaction or fragments, which paraphrase the primary Codex
 * sources. The notes are not part of the project, so the reference names the section, not a file.
 */
const codexSpec = (section: string, topic: string, notes = 'compaction'): ReferenceSpec => ({
  agent: 'codex',
  reliability: 'src',
  lines: `${notes} ${section} ${topic}`,
  note: text(
    'the lab’s spec, read from the primary sources',
    '이 실험실의 명세(1차 소스에서 읽음)',
    '本实验室的规格（依据一手源码整理）',
  ),
})

const dsh = (path: string, lines?: string): ReferenceSpec => ({
  agent: 'dsh',
  reliability: 'src',
  repo: 'deepseek-ai/deepseek-harness',
  commit: DSH_COMMIT,
  path,
  ...(lines === undefined ? {} : { lines }),
})

export const REFERENCES = {
  X1: {
    agent: 'codex',
    reliability: 'src',
    repo: 'openai/codex',
    commit: '5a8318fd079dde108203f1df4a5caa7e58b0e8f8',
    path: 'codex-rs/core/src/context/fragment.rs',
    lines: 'ContextualUserFragment, matches_text, render',
  },
  X2: {
    agent: 'codex',
    reliability: 'src',
    repo: 'openai/codex',
    commit: '43da282ae459a9cec58a4644d3edea0e0c92542f',
    path: 'codex-rs/core/src/context/contextual_user_message.rs',
    lines: 'CONTEXTUAL_USER_FRAGMENTS, is_contextual_user_fragment',
  },
  X3: {
    agent: 'codex',
    reliability: 'src',
    repo: 'openai/codex',
    commit: 'e06dd0e5d5694c24968bf49b62466cdedae04aaa',
    path: 'codex-rs/core/src/compact.rs',
    lines: 'SUMMARY_PREFIX, InitialContextInjection, run_compact_task_inner',
  },
  L1: codexLesson('session/context_window.rs', '74–91'),
  L2: codexLesson('session/turn.rs', '1178–1201'),
  L3: codexLesson('context_manager/history.rs', '298–302'),
  L4: codexLesson('compact_model_fallback.rs', '8–20'),
  L5: codexLesson('tasks/compact.rs', '19'),
  L6: codexLesson('compact_token_budget.rs', '21–25'),
  L7: codexLesson('compact.rs', '59–74'),
  P1: codexPin('core/src/compact_remote_v2.rs', 'run_remote_compaction_request_v2 350–398'),
  P2: codexPin('core/src/compact_model_fallback.rs', 'should_retry_with_current_model 9–20'),
  P3: codexPin('core/src/compact.rs', 'run_compact_task_inner_impl 291–344'),
  P4: codexPin('core/src/tasks/compact.rs', 'CompactTask::run 28–85'),
  F2: codexSpec('§2', 'the ContextualUserFragment trait', 'fragments'),
  F3: codexSpec('§3', 'the matcher', 'fragments'),
  S2: codexSpec('§2', 'phases and triggers'),
  S3: codexSpec('§3', 'the dispatcher'),
  S4: codexSpec('§4', 'the remote paths'),
  S5: codexSpec('§5', 'the local path'),
  S6: codexSpec('§6', 'real user message or wrapper'),
  S7: codexSpec('§7', 'initial-context injection'),
  S8: codexSpec('§8', 'replacement, versioning, events'),
  S9: codexSpec('§9', 'failure and retry'),
  S10: codexSpec('§10', 'the empty window'),
  S13: codexSpec('§13', 'differences from the lesson'),

  D4: dsh(
    'packages/compaction/compaction-basic/src/index.ts',
    '147–163, 167–177, 179–223, 256–332',
  ),
  D5: dsh('packages/core/session/src/surface.ts', '141, 362–372'),
  D6: dsh('packages/compaction/compaction-tool-result-pruner/README.md'),
  D7: dsh('packages/compaction/compaction-basic/README.md', '18–22, 32–41, 89–95, 147'),
  D8: dsh('packages/compaction/compaction/README.md', 'Surface contract, Blocking'),
  D9: dsh('packages/context/agent-instructions/README.md', '51, 53, 55'),
  D10: dsh('packages/hooks/hooks-codex/README.md', '93 (hooks-claude-code/README.md:89)'),

  'CC-docs1': {
    agent: 'claude-code',
    reliability: 'docs',
    url: 'https://code.claude.com/docs/en/context-window',
    lines: 'What survives compaction',
  },
  'CC-docs2': {
    agent: 'claude-code',
    reliability: 'docs',
    url: 'https://code.claude.com/docs/en/hooks#precompact',
    lines: 'PreCompact, SessionStart',
  },
  'CC-restored': {
    agent: 'claude-code',
    reliability: 'restored',
    path: 'restored-src/src/services/compact/autoCompact.ts, compact.ts',
    note: text(
      'third-party copies rebuilt from the npm package’s source maps; not published by Anthropic',
      'npm 패키지의 소스 맵(`source map`)으로 제삼자가 복원한 사본이며, Anthropic이 공개한 코드가 아님',
      '第三方根据 npm 包的源码映射（`source map`）重建的副本，并非 Anthropic 公开的代码',
    ),
  },
  'CC-secondary': {
    agent: 'claude-code',
    reliability: 'secondary',
    path: 'dev.to, “What survives /compact” (accessed 2026-10-19)',
    note: text(
      'quotes the docs table; other write-ups describe PostCompact',
      '문서 표를 인용함. 다른 글들이 PostCompact를 설명함',
      '转引了文档表格；另有文章介绍 PostCompact',
    ),
  },

  O1: {
    agent: 'opencode',
    reliability: 'src',
    repo: 'anomalyco/opencode',
    commit: OPENCODE_COMMIT,
    path: 'packages/opencode/src/session/compaction.ts',
    lines: 'isOverflow ≈32–48, prune ≈50–99, process, create',
  },
  O2: {
    agent: 'opencode',
    reliability: 'src',
    repo: 'anomalyco/opencode',
    path: 'packages/opencode/src/session/message-v2.ts',
    lines: 'filterCompacted',
  },
  O3: {
    agent: 'opencode',
    reliability: 'src',
    repo: 'anomalyco/opencode',
    path: 'packages/opencode/src/session/prompt.ts',
    lines: 'the loop’s overflow check, system array',
  },
  O4: {
    agent: 'opencode',
    reliability: 'src',
    repo: 'anomalyco/opencode',
    path: 'packages/opencode/src/session/processor.ts',
    lines: 'ContextOverflowError',
  },
  'I-oc': {
    agent: 'opencode',
    reliability: 'src',
    repo: 'anomalyco/opencode',
    lines: 'issues #27924, #16882, #13946; PRs #27919, #37584, #38102, #48828',
    url: 'https://github.com/anomalyco/opencode/issues/27924',
  },

  H1: {
    agent: 'openhands',
    reliability: 'src',
    repo: 'All-Hands-AI/OpenHands',
    commit: '396b2c9faab6dd078a5e8529afa959f329c94389',
    path: 'openhands/memory/condenser/impl/llm_summarizing_condenser.py',
    lines: 'get_condensation, should_condense',
  },
  H2: {
    agent: 'openhands',
    reliability: 'src',
    repo: 'All-Hands-AI/OpenHands',
    commit: '15443eaf',
    path: 'openhands/memory/view.py',
    lines: 'View.from_events',
  },
  H3: {
    agent: 'openhands',
    reliability: 'secondary',
    repo: 'All-Hands-AI/OpenHands',
    path: 'openhands/controller/agent_controller.py',
    note: text('seen through secondary excerpts', '2차 발췌로만 확인', '仅见于二手摘录'),
  },
  'I-oh': {
    agent: 'openhands',
    reliability: 'secondary',
    repo: 'OpenHands/OpenHands',
    lines: 'issues #10508, #11910, #10873; PR #7132',
    url: 'https://github.com/OpenHands/OpenHands/pull/7132',
  },

  A1: {
    agent: 'aider',
    reliability: 'src',
    repo: 'Aider-AI/aider',
    commit: AIDER_COMMIT,
    path: 'aider/history.py',
    lines: '7–13, 27–31, 33–96, 98–123',
  },
  A2: {
    agent: 'aider',
    reliability: 'src',
    repo: 'Aider-AI/aider',
    commit: AIDER_COMMIT,
    path: 'aider/models.py',
    lines: '356–358',
  },
  A3: {
    agent: 'aider',
    reliability: 'src',
    repo: 'Aider-AI/aider',
    commit: AIDER_COMMIT,
    path: 'aider/coders/base_coder.py',
    lines: '510–513, 1002–1038, 1226–1290, 1536–1546',
  },
  A4: {
    agent: 'aider',
    reliability: 'src',
    repo: 'Aider-AI/aider',
    commit: AIDER_COMMIT,
    path: 'aider/prompts.py',
    lines: '46–61',
  },

  CL1: {
    agent: 'cline',
    reliability: 'src',
    repo: 'cline/cline',
    commit: CLINE_COMMIT,
    path: 'sdk/packages/core/src/extensions/context/compaction.ts',
    lines: '44–51, 323, 435–497, 498–516',
  },
  CL2: {
    agent: 'cline',
    reliability: 'src',
    repo: 'cline/cline',
    commit: CLINE_COMMIT,
    path: 'sdk/packages/core/src/extensions/context/compaction-shared.ts',
    lines: '17–21, 204',
  },
  CL3: {
    agent: 'cline',
    reliability: 'src',
    repo: 'cline/cline',
    commit: CLINE_COMMIT,
    path: 'sdk/packages/core/src/extensions/context/agentic-compaction.ts',
    lines: 'runAgenticCompaction',
  },
  CL4: {
    agent: 'cline',
    reliability: 'src',
    repo: 'cline/cline',
    commit: '9ee618111d58630fea30b27439216448225458e0',
    path: 'src/core/context/context-management/ContextManager.ts',
    lines: '246–266, 299–315, 973–1053',
    note: text('the legacy ContextManager', '예전 ContextManager', '旧版 ContextManager'),
  },
  CL5: {
    agent: 'cline',
    reliability: 'src',
    repo: 'cline/cline',
    commit: CLINE_COMMIT,
    path: 'sdk/packages/core/src/hooks/hook-file-config.ts',
    lines: '26',
  },

  G1: {
    agent: 'goose',
    reliability: 'src',
    repo: 'block/goose',
    commit: '331a842972378d642bb39bd800a8514b25ae3a70',
    path: 'crates/goose/src/context_mgmt/mod.rs',
    lines: 'compact_messages, check_if_compaction_needed, do_compact',
  },
  G2: {
    agent: 'goose',
    reliability: 'secondary',
    repo: 'block/goose',
    path: 'crates/goose/src/agents/agent.rs',
    note: text('seen through code excerpts', '코드 발췌로만 확인', '仅见于代码摘录'),
  },
  'I-gs': {
    agent: 'goose',
    reliability: 'secondary',
    repo: 'aaif-goose/goose',
    lines: 'issues #8642, #10402, #5164, #11099',
    url: 'https://github.com/aaif-goose/goose/issues/11099',
  },

  CN1: {
    agent: 'continue',
    reliability: 'src',
    repo: 'continuedev/continue',
    commit: 'f6b44d7000c76f9a4f6af44516910bc429032b23',
    path: 'extensions/cli/src/compaction.ts',
    lines: 'compactChatHistory, getHistoryForLLM, shouldAutoCompact',
  },
} as const satisfies Record<string, ReferenceSpec>

export type RefId = keyof typeof REFERENCES
export type Reference = ReferenceSpec & { readonly id: RefId }

export function reference(id: RefId): Reference {
  return { id, ...(REFERENCES[id] as ReferenceSpec) }
}

const FULL_COMMIT = /^[0-9a-f]{40}$/

/** `repo @ short : path : lines` (the parts a reference has), as plain text. */
export function referenceLabel(ref: ReferenceSpec): string {
  const head =
    ref.repo === undefined
      ? undefined
      : ref.commit === undefined
        ? ref.repo
        : `${ref.repo} @ ${ref.commit.slice(0, 8)}`
  const where =
    ref.path ?? (ref.repo === undefined ? ref.url?.replace(/^https:\/\//, '') : undefined)
  return [head, where, ref.lines].filter((part) => part !== undefined).join(' : ')
}

/**
 * Where the reference can be read: its explicit address, or the file on GitHub at its full
 * commit (with a line anchor when the lines are one number or one range). Undefined when the
 * spec pins no commit or the code is not public.
 */
export function referenceUrl(ref: ReferenceSpec): string | undefined {
  if (ref.url !== undefined) return ref.url
  if (ref.repo === undefined || ref.path === undefined || ref.commit === undefined) return undefined
  if (!FULL_COMMIT.test(ref.commit)) return undefined
  const range = /^(\d+)(?:–(\d+))?$/.exec(ref.lines ?? '')
  const anchor =
    range === null ? '' : range[2] === undefined ? `#L${range[1]}` : `#L${range[1]}-L${range[2]}`
  return `https://github.com/${ref.repo}/blob/${ref.commit}/${ref.path}${anchor}`
}

// ---------------------------------------------------------------------------------------------
// The agents
// ---------------------------------------------------------------------------------------------

/** One statement in a cell, with how it is known and what it rests on. */
export interface Claim {
  readonly text: Localized
  readonly reliability: Reliability
  readonly refs: readonly RefId[]
}

export interface PeerCell {
  readonly claims: readonly Claim[]
  readonly tags?: readonly Tag[]
}

export interface Peer {
  readonly id: AgentId
  readonly name: string
  /** what the row was read from */
  readonly basis: Localized
  /** the agent's answer in one line, for the side-by-side view */
  readonly gist: Localized
  readonly cells: Readonly<Record<Dimension, PeerCell>>
}

const claim = (
  reliability: Reliability,
  refs: readonly RefId[],
  en: string,
  ko: string,
  zh: string,
): Claim => ({ text: text(en, ko, zh), reliability, refs })

const cell = (...claims: Claim[]): PeerCell => ({ claims })
const tagged = (tags: readonly Tag[], ...claims: Claim[]): PeerCell => ({ claims, tags })

const codex: Peer = {
  id: 'codex',
  name: 'Codex',
  basis: text(
    'openai/codex at the pinned commit 4f39251a: each claim checked in the pinned tree (a pin reference) or against the lab’s compaction spec (section cited)',
    'openai/codex 고정 커밋 4f39251a: 주장마다 고정된 트리에서 확인했거나(고정 트리 참조), 이 실험실의 압축 명세와 맞춰 보고 절을 적었어요',
    'openai/codex 固定提交 4f39251a：每条说法都在固定的源码树里核对过（固定源码树引用），或与本实验室的压缩规格核对并注明章节',
  ),
  gist: text(
    'Typed text markers; remote v2 compaction by default (one opaque compaction item); history_version counts every rewrite',
    '타입 있는 텍스트 마커, 기본은 원격 v2 압축(불투명한 압축 항목 하나), history_version은 모든 다시 쓰기를 셈',
    '有类型的文本标记；默认远程 v2 压缩（一条不透明的压缩条目）；history_version 记录每一次改写',
  ),
  cells: {
    inject: cell(
      claim(
        'src',
        ['X1', 'F2'],
        'Each injection is a typed ContextualUserFragment: START_MARKER + body + END_MARKER, sent as a user or developer message',
        '주입마다 타입이 있는 ContextualUserFragment예요. START_MARKER + 본문 + END_MARKER를 사용자 또는 개발자 메시지로 보냅니다',
        '每种注入都是一个有类型的 ContextualUserFragment：START_MARKER + 正文 + END_MARKER，作为用户或开发者消息发出',
      ),
    ),
    recognize: cell(
      claim(
        'src',
        ['X1', 'X2', 'X3', 'F3', 'S6'],
        'By text: matches_text checks the trimmed prefix and suffix, ASCII case-insensitive, against the CONTEXTUAL_USER_FRAGMENT_MATCHERS list; one contextual part hides the whole message; summaries by SUMMARY_PREFIX',
        '텍스트로 알아봐요. matches_text가 공백을 떼어 낸 앞뒤를 ASCII 대소문자 구분 없이 CONTEXTUAL_USER_FRAGMENT_MATCHERS 목록과 맞춰 보고, 컨텍스트 부분이 하나라도 있으면 메시지 전체가 숨어요. 요약은 SUMMARY_PREFIX로 알아봅니다',
        '靠文本认回：matches_text 把去掉首尾空白后的头尾与 CONTEXTUAL_USER_FRAGMENT_MATCHERS 列表比对，ASCII 大小写不敏感；只要有一个上下文部分，整条消息都算包装；摘要靠 SUMMARY_PREFIX 认出',
      ),
    ),
    trigger: cell(
      claim(
        'src',
        ['L1', 'S2'],
        'token_limit_reached (>=, against the compact limit plus a fallback buffer, or the usable window), checked before sampling (pre-turn, after a previous-model check for a changed comp hash or a smaller window) and mid-turn only when a follow-up is needed; or a manual /compact',
        'token_limit_reached(>=, 압축 한도 + 여유 버퍼 또는 쓸 수 있는 창과 비교)를 샘플 전(이전 모델 확인 뒤: 압축 해시가 바뀌었거나 창이 작아졌는지)과, 후속 샘플이 필요할 때만 중간에 확인해요. 또는 수동 /compact',
        '检查 token_limit_reached（>=，对比压缩上限加余量缓冲，或可用窗口）：采样前（先做上一个模型的检查：压缩哈希变了或窗口变小）以及只在需要后续采样时的中途；或手动 /compact',
      ),
    ),
    runs: tagged(
      ['server', 'harnessModel', 'modelFree'],
      claim(
        'src',
        ['L2', 'S3'],
        'One dispatcher: TokenBudget (off by default) → an empty window, no model; else a provider with V2 remote compaction → remote v2 (RemoteCompactionV2, on by default: a compaction_trigger over /responses), or the legacy /responses/compact with the flag off; a provider without it → local, one more sample writes the summary. A remote failure never falls back to local',
        '분배기 하나가 골라요. TokenBudget(기본 꺼짐)이면 빈 창, 모델 없음. 아니면 V2 원격 압축을 지원하는 제공자는 원격 v2(RemoteCompactionV2, 기본 켜짐: /responses에 compaction_trigger), 플래그가 꺼지면 옛 /responses/compact. 지원하지 않는 제공자는 로컬로, 한 번 더 샘플해 요약을 써요. 원격이 실패해도 로컬로 넘어가지 않습니다',
        '由一个分发器决定：TokenBudget（默认关闭）→ 空窗口，不调用模型；否则支持 V2 远程压缩的提供方 → 远程 v2（RemoteCompactionV2，默认开启：在 /responses 上发 compaction_trigger），标志关闭时走旧的 /responses/compact；不支持的提供方 → 本地，多采样一次来写摘要。远程失败绝不退回本地',
      ),
    ),
    produces: tagged(
      ['summary', 'newWindow'],
      claim(
        'src',
        ['S4'],
        'Default (remote v2): a replacement history of the retained user messages plus exactly one opaque Compaction item from the server (encrypted_content), last; there is no readable summary',
        '기본(원격 v2): 남긴 사용자 메시지 + 서버가 준 불투명한 `Compaction` 항목 정확히 하나(encrypted_content)를 마지막에 둔 교체 기록이에요. 읽을 수 있는 요약은 없어요',
        '默认（远程 v2）：一份替换历史，即保留的用户消息，加上服务器给的恰好一条不透明 `Compaction` 条目（encrypted_content），放在最后；没有可读的摘要',
      ),
      claim(
        'src',
        ['X3', 'L6', 'S5', 'S10'],
        'Local: the kept user messages plus one user summary message, SUMMARY_PREFIX + summary (replace_compacted_history). TokenBudget: a new window holding only the initial context, no summary',
        '로컬: 남긴 사용자 메시지 + 사용자 요약 메시지 하나, SUMMARY_PREFIX + 요약(replace_compacted_history). TokenBudget: 초기 컨텍스트만 든 새 창, 요약 없음',
        '本地：保留的用户消息 + 一条用户摘要消息，SUMMARY_PREFIX + 摘要（replace_compacted_history）。TokenBudget：只装初始上下文的新窗口，没有摘要',
      ),
    ),
    kept: cell(
      claim(
        'src',
        ['S4'],
        'Remote v2 (default): real user messages, hook prompts and eligible agent messages, newest first within 64k tokens (RETAINED_MESSAGE_TOKEN_BUDGET); assistant replies, tool items and old Compaction items go. Legacy remote: what should_keep_compacted_history_item keeps of the server’s reply',
        '원격 v2(기본): 진짜 사용자 메시지, 훅 프롬프트, 자격 있는 에이전트 메시지를 최신 것부터 64k 토큰(RETAINED_MESSAGE_TOKEN_BUDGET) 안에서 남겨요. 어시스턴트 메시지, 도구 항목, 옛 `Compaction` 항목은 빠져요. 옛 원격: 서버 응답 중 should_keep_compacted_history_item이 남기는 것',
        '远程 v2（默认）：真实用户消息、钩子提示和符合条件的智能体消息，从最新的开始，在 64k 词元（RETAINED_MESSAGE_TOKEN_BUDGET）内保留；助手消息、工具条目和旧的 `Compaction` 条目都去掉。旧远程：服务器回复中 should_keep_compacted_history_item 留下的部分',
      ),
      claim(
        'src',
        ['X3', 'S5', 'S13'],
        'Local: real user messages newest first within 20k tokens (COMPACT_USER_MESSAGE_MAX_TOKENS), stopping at the first one that must be shortened, then the summary. Ghost snapshots are no longer re-appended in this generation',
        '로컬: 진짜 사용자 메시지를 최신 것부터 20k 토큰(COMPACT_USER_MESSAGE_MAX_TOKENS) 안에서 남기다가, 줄여야 하는 첫 메시지에서 멈추고 요약을 붙여요. 이 세대에서는 고스트 스냅샷(`GhostSnapshot`)을 다시 붙이지 않아요',
        '本地：真实用户消息从最新的开始，在 20k 词元（COMPACT_USER_MESSAGE_MAX_TOKENS）内保留，遇到第一条需要截短的就停，然后是摘要。这一代不再重新附上 幽灵快照（`GhostSnapshot`）',
      ),
      claim(
        'src',
        ['L7', 'S7'],
        'Contextual fragments are dropped and the initial context comes back fresh: mid-turn before the last real user message; pre-turn by the same turn right after the compaction, before its user message; after a manual /compact, by the next regular turn',
        '컨텍스트 프래그먼트는 버리고 초기 컨텍스트를 새로 넣어요. 중간에서는 마지막 진짜 사용자 메시지 앞에, 샘플 전에는 압축 직후 같은 턴이 사용자 메시지 앞에, 수동 /compact 뒤에는 다음 일반 턴이 넣습니다',
        '上下文片段被丢掉，初始上下文重新注入：中途压缩放在最后一条真实用户消息之前；采样前由同一轮次在压缩一结束、用户消息之前注入；手动 /compact 之后由下一个常规轮次注入',
      ),
    ),
    generation: cell(
      claim(
        'src',
        ['L3', 'S8'],
        'history_version goes up by one on any rewrite of the history: installing a compacted history (every path, the empty window included) and a rollback (replace_annotated); appends never move it. RolloutItem::Compacted is persisted',
        'history_version은 기록을 다시 쓸 때마다 하나 올라요. 압축된 기록 설치(빈 창을 포함한 모든 경로)와 rollback(replace_annotated) 모두요. 추가는 건드리지 않습니다. RolloutItem::Compacted가 저장돼요',
        'history_version 在历史每次被改写时加一：装入压缩后的历史（所有路径，包括空窗口）以及回滚（replace_annotated）；追加不动它。RolloutItem::Compacted 会被持久化',
      ),
    ),
    failure: cell(
      claim(
        'src',
        ['P1', 'P2', 'L4'],
        'Remote v2 retries a transport error ({retriedSameModel}) with the same model: on Codex’s built-in provider up to {maxRetries#more call|more calls} over a WebSocket, then over HTTPS with a fresh retry budget, where the HTTP client also resends a request that ends in {resentByHttpClient} up to {requestMaxRetries#more time|more times}; then the error ends the compaction. Only the previous-model pre-turn compactions try the current model once, on an error should_retry_with_current_model accepts (InvalidRequest, any UnexpectedStatus, InternalServerError, ServerOverloaded, ContextWindowExceeded, UsageLimitReached, RetryLimit); never on {retriedSameModelOnly}',
        '원격 v2는 전송 오류({retriedSameModel})를 같은 모델로 다시 보내요. Codex 기본 제공자에서는 WebSocket으로 최대 {maxRetries}번 더, 그다음 HTTPS로 재시도 횟수를 새로 세며 보내고, HTTP 클라이언트도 실패한 요청({resentByHttpClient})을 최대 {requestMaxRetries}번 더 보내요. 그래도 실패하면 압축이 끝나요. 이전 모델로 하는 샘플 전 압축만, should_retry_with_current_model이 받아들이는 오류(InvalidRequest, 모든 UnexpectedStatus, InternalServerError, ServerOverloaded, ContextWindowExceeded, UsageLimitReached, RetryLimit)일 때 현재 모델로 한 번 더 시도해요. {retriedSameModelOnly}에는 하지 않아요',
        '远程 v2 对传输错误（{retriedSameModel}）用同一个模型重试：在 Codex 内置提供方上先通过 WebSocket 最多再调用 {maxRetries} 次，再改用 HTTPS 并重置重试次数，HTTP 客户端还会对遇到{resentByHttpClient}的请求最多再发 {requestMaxRetries} 次；仍失败时，错误结束压缩。只有用上一个模型做的采样前压缩，在 should_retry_with_current_model 接受的错误（InvalidRequest、任何 UnexpectedStatus、InternalServerError、ServerOverloaded、ContextWindowExceeded、UsageLimitReached、RetryLimit）上改用当前模型再试一次；{retriedSameModelOnly}从不如此',
      ),
      claim(
        'src',
        ['P3', 'X3', 'S5'],
        'Local: window exceeded → drop the oldest item of the request copy and try again while more than one is left; a session budget error fails at once; any other error backs off and retries up to stream_max_retries, whatever output already arrived. No consecutive-failure counter',
        '로컬: 창이 넘치면 항목이 둘 이상 남아 있는 동안 요청 사본에서 가장 오래된 항목을 지우고 다시 쳐요. 세션 예산 오류는 바로 실패. 그 밖의 오류는 이미 출력이 왔든 아니든 물러났다가 stream_max_retries까지 재시도. 연속 실패 카운터는 없어요',
        '本地：窗口超限 → 只要还剩不止一条，就删掉请求副本里最旧的一条再试；会话预算错误立即失败；其他错误不管已经有没有输出，都退避重试，最多 stream_max_retries 次。没有连续失败计数器',
      ),
    ),
    recursion: cell(
      claim(
        'src',
        ['P4', 'P3', 'L5', 'S2'],
        'The manual CompactTask replaces the running turn and runs as a turn of its own, so it needs no label; a local overflow trims rather than compacting again',
        '수동 CompactTask는 돌던 턴을 대신해 독립된 한 턴으로 돌아 라벨이 필요 없어요. 로컬 초과는 다시 압축하지 않고 잘라 냅니다',
        '手动 CompactTask 取代正在运行的轮次，自成一个轮次运行，所以不需要标签；本地超限时裁剪，而不是再压缩一次',
      ),
    ),
    hooks: cell(
      claim(
        'src',
        ['S8', 'S9'],
        'PreCompact / PostCompact around every path: a PreCompact stop aborts the turn before any change, a PostCompact stop after the new history is installed',
        '모든 경로를 PreCompact / PostCompact가 감싸요. PreCompact가 멈추면 아무것도 바뀌기 전에, PostCompact가 멈추면 새 기록을 설치한 뒤에 턴이 중단됩니다',
        '每条路径都包在 PreCompact / PostCompact 之间：PreCompact 叫停时，轮次在任何改动之前中止；PostCompact 叫停时，在新历史装入之后中止',
      ),
      claim(
        'secondary',
        ['D10'],
        'PreCompact / PostCompact, per DSH’s hooks-codex README, which cites the official hook reference',
        'PreCompact / PostCompact. DSH의 `hooks-codex` README가 공식 훅 문서를 인용한 내용이에요',
        'PreCompact / PostCompact，据 DSH 的 `hooks-codex` README 转引官方钩子文档',
      ),
    ),
  },
}

const deepseekHarness: Peer = {
  id: 'dsh',
  name: 'DeepSeek Harness (DSH)',
  basis: text(
    'deepseek-ai/deepseek-harness @ b150a551 (0.1.1-rc.2)',
    'deepseek-ai/deepseek-harness @ b150a551 (0.1.1-rc.2)',
    'deepseek-ai/deepseek-harness @ b150a551（0.1.1-rc.2）',
  ),
  gist: text(
    'Event log with typed sources; a model-free prune first; replaceGeneration as retry permission',
    '이벤트 로그 + 타입 있는 출처(`source`), 모델 없는 가지치기(`prune`)가 먼저, replaceGeneration이 재시도 허가',
    '事件日志 + 有类型的来源（`source`）；先做不调模型的修剪（`prune`）；replaceGeneration 作为重试许可',
  ),
  cells: {
    inject: cell(
      claim(
        'src',
        ['D9'],
        'Durable user/message events framed with <system-reminder>; the text hides no marker, the event carries a typed source (agent-instructions)',
        '<system-reminder>로 감싼 지속 `user/message` 이벤트예요. 텍스트에는 숨은 마커가 없고, 이벤트가 타입 있는 출처(`source`: `agent-instructions`)를 가집니다',
        '用 <system-reminder> 包裹的持久 `user/message` 事件；文本里没有隐藏标记，由事件携带有类型的来源（`source`：`agent-instructions`）',
      ),
    ),
    recognize: cell(
      claim(
        'src',
        ['D8', 'D9'],
        'By metadata, not text: the event source (agent-instructions, compactCheckpointSource(id)), checked with isCompactCheckpointSource()',
        '텍스트가 아니라 메타데이터로 알아봐요. 이벤트 출처(`source`: `agent-instructions`, compactCheckpointSource(id))를 isCompactCheckpointSource()로 확인합니다',
        '靠元数据而不是文本：事件的来源（`source`：`agent-instructions`、compactCheckpointSource(id)），用 isCompactCheckpointSource() 判断',
      ),
    ),
    trigger: cell(
      claim(
        'src',
        ['D4', 'D7'],
        'Pressure at agent/pre-step ≥ floor(window × 0.8); a provider-confirmed overflow at agent/request-error; /compact',
        '`agent/pre-step`에서 압력 ≥ `floor`(창 × 0.8), `agent/request-error`에서 제공자가 확인한 넘침, 그리고 /compact',
        '`agent/pre-step` 处压力 ≥ `floor`(窗口 × 0.8)；`agent/request-error` 处提供方确认的超限；/compact',
      ),
    ),
    runs: tagged(
      ['modelFree', 'harnessModel'],
      claim(
        'src',
        ['D4', 'D6', 'D7'],
        'Prune: no model. Summary: a direct ctx.llm.stream() one-shot from the harness that replays the prefix for cache reuse. No server compaction endpoint',
        '가지치기(`prune`)는 모델을 부르지 않아요. 요약은 DSH가 직접 부르는 ctx.llm.stream() 단발 호출로, 캐시를 살리려고 접두부를 그대로 다시 보냅니다. 서버 압축 엔드포인트는 없어요',
        '修剪（`prune`）不调用模型。摘要是 DSH 直接发起的一次 ctx.llm.stream() 调用，重放前缀以复用缓存。没有服务器端压缩接口',
      ),
    ),
    produces: tagged(
      ['trim', 'summary'],
      claim(
        'src',
        ['D4', 'D6', 'D8'],
        'Prune first (a long tool result → head + marker + tail) and measure again; only if still over, one <compacted-summary> user/message replaces the span in place',
        '먼저 가지치기(`prune`: 긴 도구 결과 → 앞 + 마커 + 뒤)하고 다시 재요. 그래도 넘을 때만 <compacted-summary> `user/message` 하나가 그 구간을 제자리에서 바꿉니다',
        '先修剪（`prune`：过长的工具结果 → 头 + 标记 + 尾），再量一次；仍然超过阈值时，才由一条 <compacted-summary> `user/message` 原地替换那一段',
      ),
    ),
    kept: cell(
      claim(
        'src',
        ['D4', 'D7', 'D8'],
        'The recent tail verbatim (retainRatio 0.16); the system prompt, tools and session prefix are never compacted; the append-only log keeps everything',
        '최근 꼬리는 그대로(retainRatio 0.16). 시스템 프롬프트, 도구, 세션 접두부는 압축하지 않고, 추가 전용 로그가 모두 보관해요',
        '最近的尾部原样保留（retainRatio 0.16）；系统提示词、工具和会话前缀 从不压缩；只追加的日志保存一切',
      ),
    ),
    generation: cell(
      claim(
        'src',
        ['D5'],
        'surface.replaceGeneration: +1 only when a replace plan commits (a prune counts), never on append; deriveMessages() is keyed on it',
        'surface.replaceGeneration은 `replace` 계획이 커밋될 때만 +1(가지치기도 포함), `append`로는 안 올라요. deriveMessages()가 이 값을 키로 씁니다',
        'surface.replaceGeneration 只在 `replace` 计划提交时 +1（修剪也算），`append` 不加；deriveMessages() 以它为键',
      ),
    ),
    failure: cell(
      claim(
        'src',
        ['D4'],
        'An overflow is retried only if replaceGeneration advanced, even when the summary then threw; at most maxOverflowRetries (1), reset on idle or a reply',
        '넘침은 replaceGeneration이 나아갔을 때만 재시도해요. 이어진 요약이 던져도 마찬가지예요. 최대 maxOverflowRetries(1)번, 유휴 상태가 되거나 응답이 오면 초기화',
        '只有 replaceGeneration 前进了才重试超限，即使随后的摘要抛错也一样；最多 maxOverflowRetries（1）次，空闲或收到回复时清零',
      ),
    ),
    recursion: cell(
      claim(
        'src',
        ['D8'],
        'The summary is a direct one-shot, not a loop step, so agent/pre-step is never re-entered; an unmatched compaction/start is a durable lock',
        '요약은 루프 단계가 아닌 직접 단발 호출이라 `agent/pre-step`에 다시 들어가지 않아요. 짝 없는 `compaction/start`가 지속 잠금이에요',
        '摘要是一次直接调用而非循环步骤，不会重新进入 `agent/pre-step`；未配对的 `compaction/start` 就是持久锁',
      ),
    ),
    hooks: cell(
      claim(
        'src',
        ['D4', 'D10'],
        'agent/pre-step, agent/request-error, llm/stream, compaction/* events, a summarize() override; its Claude Code and Codex bridges skip PreCompact/PostCompact',
        '`agent/pre-step`, `agent/request-error`, `llm/stream`, `compaction/*` 이벤트, summarize() 재정의. Claude Code와 Codex용 훅 다리는 PreCompact/PostCompact를 지원하지 않아요',
        '`agent/pre-step`、`agent/request-error`、`llm/stream`、`compaction/*` 事件、覆写 summarize()；它的 Claude Code 与 Codex 钩子桥不支持 PreCompact/PostCompact',
      ),
    ),
  },
}

const claudeCode: Peer = {
  id: 'claude-code',
  name: 'Claude Code',
  basis: text(
    'code.claude.com docs, plus third-party reconstructed source',
    'code.claude.com 문서와 제삼자가 복원한 소스',
    'code.claude.com 文档，加上第三方重建的源码',
  ),
  gist: text(
    'Summarises by default; a querySource label blocks recursion; a breaker after 3 failures (reconstructed source)',
    '기본은 요약, querySource 라벨로 재귀를 막고, 3번 실패하면 회로 차단(복원 소스)',
    '默认做摘要；用 querySource 标签挡递归；失败 3 次熔断（重建源码）',
  ),
  cells: {
    inject: cell(
      claim(
        'docs',
        ['CC-docs1'],
        'Root CLAUDE.md, unscoped rules and auto memory are loaded from disk; path-scoped rules and nested CLAUDE.md arrive when a matching file is read',
        '루트 CLAUDE.md, 범위 없는 규칙, 자동 메모리를 디스크에서 읽어요. `paths` 규칙과 하위 CLAUDE.md는 맞는 파일을 읽을 때 들어옵니다',
        '根目录 CLAUDE.md、无范围规则和自动记忆从磁盘读入；带 `paths` 的规则和嵌套 CLAUDE.md 在读到匹配文件时才进来',
      ),
    ),
    recognize: cell(
      claim('unverified', [], 'Not documented officially', '공식 문서에 없어요', '官方文档未说明'),
      claim(
        'secondary',
        ['D9'],
        'DSH calls its own <system-reminder> framing “the familiar system-reminder pattern”',
        'DSH는 자기 <system-reminder> 포장을 “익숙한 `system-reminder` 패턴”이라 불러요',
        'DSH 把自己的 <system-reminder> 包裹称为“熟悉的 `system-reminder` 模式”',
      ),
    ),
    trigger: cell(
      claim(
        'docs',
        ['CC-docs1'],
        'Automatically as the window nears its limit, or /compact [focus]',
        '창이 한도에 가까워지면 자동으로, 또는 `/compact [focus]`',
        '窗口接近上限时自动触发，或 `/compact [focus]`',
      ),
      claim(
        'restored',
        ['CC-restored'],
        'Threshold = window − 20k summary reserve − 13k buffer (AUTOCOMPACT_BUFFER_TOKENS)',
        '문턱 = 창 − 요약 예비 20k − 버퍼 13k(AUTOCOMPACT_BUFFER_TOKENS)',
        '阈值 = 窗口 − 20k 摘要预留 − 13k 缓冲（AUTOCOMPACT_BUFFER_TOKENS）',
      ),
    ),
    runs: tagged(
      ['harnessModel'],
      claim(
        'docs',
        ['CC-docs1'],
        'A model call summarises the conversation',
        '모델을 한 번 더 불러 대화를 요약해요',
        '再调用一次模型为对话写摘要',
      ),
      claim(
        'restored',
        ['CC-restored'],
        'compactConversation is a forked summarisation call; an experimental session-memory path is tried first',
        'compactConversation은 분기(`fork`)된 요약 호출이에요. 실험적인 `session-memory` 경로를 먼저 시도합니다',
        'compactConversation 是一次分叉出的摘要调用；先尝试实验性的 `session-memory` 路径',
      ),
    ),
    produces: tagged(
      ['summary', 'trim'],
      claim(
        'docs',
        ['CC-docs1'],
        'The conversation is replaced by a structured summary',
        '대화를 구조화된 요약으로 바꿔요',
        '对话被替换为一份结构化摘要',
      ),
      claim(
        'restored',
        ['CC-restored'],
        'A “microcompact” clears old tool results',
        '“microcompact”가 오래된 도구 결과를 비워요',
        '“microcompact”清掉旧的工具结果',
      ),
    ),
    kept: cell(
      claim(
        'docs',
        ['CC-docs1'],
        'System prompt and output style unchanged; root CLAUDE.md, unscoped rules and auto memory re-read from disk; invoked skills re-injected (≤ 5k tokens each, 25k in all); path-scoped rules lost until a matching file is read',
        '시스템 프롬프트와 출력 스타일은 그대로. 루트 CLAUDE.md, 범위 없는 규칙, 자동 메모리는 디스크에서 다시 읽고, 호출한 스킬도 다시 넣어요(하나에 5k 토큰, 합계 25k까지). `paths` 규칙은 맞는 파일을 다시 읽기 전까지 사라져요',
        '系统提示词和输出风格不变；根目录 CLAUDE.md、无范围规则和自动记忆从磁盘重新读入；已调用的技能 重新注入（每个 ≤ 5k 词元，合计 25k）；带 `paths` 的规则在重新读到匹配文件前丢失',
      ),
      claim(
        'secondary',
        ['CC-secondary'],
        'The plan file and up to 5 recently edited files come back (a file over 5k tokens as a path only)',
        '계획 파일과 최근 고친 파일 최대 5개가 돌아와요(5k 토큰이 넘는 파일은 경로만)',
        '计划文件和最多 5 个最近修改的文件会回来（超过 5k 词元的文件只回来路径）',
      ),
    ),
    generation: cell(
      claim(
        'unverified',
        [],
        'Not documented in the sources consulted',
        '참고한 자료에 나오지 않아요',
        '所查资料中没有说明',
      ),
    ),
    failure: cell(
      claim(
        'restored',
        ['CC-restored', 'I-oc'],
        'A circuit breaker after 3 consecutive failures (MAX_CONSECUTIVE_AUTOCOMPACT_FAILURES); its comment cites telemetry with sessions of up to 3,272 failures in a row',
        '연속 실패 3번이면 회로를 끊어요(MAX_CONSECUTIVE_AUTOCOMPACT_FAILURES). 주석은 연속 실패가 3,272번까지 간 세션을 본 원격 측정을 적어 두었어요',
        '连续失败 3 次后熔断（MAX_CONSECUTIVE_AUTOCOMPACT_FAILURES）；注释引用的遥测显示有会话连续失败多达 3,272 次',
      ),
    ),
    recursion: cell(
      claim(
        'restored',
        ['CC-restored'],
        'shouldAutoCompact returns false at once when querySource is session_memory or compact: forked agents that would otherwise deadlock',
        'querySource가 session_memory나 `compact`면 shouldAutoCompact가 바로 false를 돌려요. 분기된 에이전트라 다시 치면 교착하기 때문이에요',
        'querySource 为 session_memory 或 `compact` 时，shouldAutoCompact 立即返回 false：它们是分叉出的智能体，再触发会死锁',
      ),
    ),
    hooks: cell(
      claim(
        'docs',
        ['CC-docs2'],
        'PreCompact (matcher manual or auto; input trigger, custom_instructions); SessionStart with source compact',
        'PreCompact(매처는 `manual` 또는 `auto`, 입력은 `trigger`와 custom_instructions), `source`가 `compact`인 SessionStart',
        'PreCompact（匹配器为 `manual` 或 `auto`；输入含 `trigger`、custom_instructions）；`source` 为 `compact` 的 SessionStart',
      ),
      claim(
        'secondary',
        ['CC-secondary'],
        'PostCompact in newer versions',
        '새 버전에는 PostCompact도 있어요',
        '较新版本还有 PostCompact',
      ),
    ),
  },
}

const opencode: Peer = {
  id: 'opencode',
  name: 'opencode',
  basis: text(
    'anomalyco/opencode (formerly sst/opencode) @ fd78ec63',
    'anomalyco/opencode(옛 sst/opencode) @ fd78ec63',
    'anomalyco/opencode（原 sst/opencode）@ fd78ec63',
  ),
  gist: text(
    'Environment lives in the system prompt, never in history; prune, then summarise',
    '환경은 기록이 아닌 시스템 프롬프트에, 가지치기(`prune`) 다음 요약',
    '环境放在系统提示词而不是历史里；先修剪（`prune`）再摘要',
  ),
  cells: {
    inject: cell(
      claim(
        'src',
        ['O3'],
        'Environment and AGENTS.md are rebuilt into the system array on every loop step, so they never sit in history',
        '환경과 AGENTS.md를 루프 단계마다 시스템 배열에 새로 만들어서, 기록에 들어가지 않아요',
        '环境和 AGENTS.md 在每个循环步骤都重建到系统数组里，所以从不进历史',
      ),
    ),
    recognize: cell(
      claim(
        'src',
        ['O1', 'O2', 'O3'],
        'Typed parts: type "compaction", summary: true, synthetic: true, time.compacted; queued user messages are wrapped in <system-reminder>',
        '타입 있는 파트(`part`): `type "compaction"`, `summary: true`, `synthetic: true`, time.compacted. 대기 중인 사용자 메시지는 <system-reminder>로 감싸요',
        '有类型的部分（`part`）：`type "compaction"`、`summary: true`、`synthetic: true`、time.compacted；排队的用户消息用 <system-reminder> 包裹',
      ),
    ),
    trigger: cell(
      claim(
        'src',
        ['O1', 'O3', 'O4'],
        'After each step: tokens ≥ input limit − reserved (default min(20k, max output)); a provider ContextOverflowError; manual',
        '단계마다: 토큰 ≥ 입력 한도 − 예약분(`reserved`, 기본 min(20k, 최대 출력)), 제공자의 ContextOverflowError, 수동',
        '每步之后：词元 ≥ 输入上限 − 预留量（`reserved`，默认 min(20k, 最大输出)）；提供方的 ContextOverflowError；手动',
      ),
    ),
    runs: tagged(
      ['modelFree', 'harnessModel'],
      claim(
        'src',
        ['O1'],
        'Prune: no model. Summary: the hidden compaction agent (optionally its own model), with no tools and an empty system',
        '가지치기(`prune`)는 모델 없이. 요약은 숨은 `compaction` 에이전트(모델을 따로 둘 수 있음)가 도구 없이, 빈 시스템으로 써요',
        '修剪（`prune`）不调模型。摘要由隐藏的 `compaction` 智能体来写（可单独指定模型），不带工具，系统为空',
      ),
    ),
    produces: tagged(
      ['trim', 'summary'],
      claim(
        'src',
        ['O1', 'O2'],
        'Prune: old tool outputs → “[Old tool result content cleared]” (only if ≥ 20k tokens are freed). Summary: a compaction user part + an assistant summary message',
        '가지치기(`prune`): 오래된 도구 출력 → “[Old tool result content cleared]”(20k 토큰 이상 비울 때만). 요약: `compaction` 사용자 파트 + 어시스턴트 요약 메시지',
        '修剪（`prune`）：旧工具输出 → “[Old tool result content cleared]”（至少能腾出 20k 词元才做）。摘要：一个 `compaction` 用户部分 + 一条助手摘要消息',
      ),
    ),
    kept: cell(
      claim(
        'src',
        ['O1', 'O2'],
        'Prune protects the last 2 user turns, the newest 40k tokens of tool output and skill outputs; after a summary the prompt holds only the summary and what follows',
        '가지치기는 마지막 사용자 턴 2개, 최신 도구 출력 40k 토큰, 스킬 출력을 지켜요. 요약 뒤 프롬프트에는 요약과 그 뒤 메시지만 남아요',
        '修剪保护最后 2 个用户轮次、最新 40k 词元的工具输出和技能输出；摘要之后，提示里只剩摘要及其后的消息',
      ),
    ),
    generation: cell(
      claim(
        'src',
        ['O2'],
        'No counter: the boundary is the parentID link from the finished summary to its compaction request (filterCompacted)',
        '카운터가 없어요. 경계는 끝난 요약과 그 압축 요청을 잇는 parentID입니다(filterCompacted)',
        '没有计数器：边界是已完成摘要指向其压缩请求的 parentID 链接（filterCompacted）',
      ),
    ),
    failure: cell(
      claim(
        'src',
        ['O1', 'I-oc'],
        'At fd78ec63 a summary error stops the loop; no breaker in that version (loop reports: #27924, PR #37584, PR #38102)',
        'fd78ec63에서는 요약 오류가 루프를 멈춰요. 그 버전에는 회로 차단이 없어요(루프 보고: #27924, PR #37584, PR #38102)',
        '在 fd78ec63 版本，摘要出错就停止循环；该版本没有熔断（循环问题：#27924、PR #37584、PR #38102）',
      ),
    ),
    recursion: cell(
      claim(
        'src',
        ['O3'],
        'The overflow check skips summary messages (lastFinished.summary !== true)',
        '넘침 검사가 요약 메시지는 건너뛰어요(lastFinished.summary !== true)',
        '超限检查跳过摘要消息（lastFinished.summary !== true）',
      ),
    ),
    hooks: cell(
      claim(
        'src',
        ['O1'],
        'Plugin hooks experimental.session.compacting and experimental.chat.messages.transform; bus event session.compacted; config compaction.{auto, prune, reserved}',
        '플러그인 훅 experimental.session.compacting, experimental.chat.messages.transform, 버스 이벤트 session.compacted, 설정 `compaction.{auto, prune, reserved}`',
        '插件钩子 experimental.session.compacting 与 experimental.chat.messages.transform；总线事件 session.compacted；配置 `compaction.{auto, prune, reserved}`',
      ),
    ),
  },
}

const openhands: Peer = {
  id: 'openhands',
  name: 'OpenHands',
  basis: text(
    'All-Hands-AI/OpenHands (now OpenHands/OpenHands), V0 condenser @ 396b2c9f',
    'All-Hands-AI/OpenHands(지금은 OpenHands/OpenHands), V0 응축기(`condenser`) @ 396b2c9f',
    'All-Hands-AI/OpenHands（现为 OpenHands/OpenHands），V0 浓缩器（`condenser`）@ 396b2c9f',
  ),
  gist: text(
    'Never deletes an event: condensation is itself an event and the view is recomputed',
    '이벤트를 지우지 않아요. 응축도 이벤트이고, 뷰를 다시 계산해요',
    '从不删除事件：浓缩本身就是一个事件，视图重新计算',
  ),
  cells: {
    inject: cell(
      claim(
        'src',
        ['H1', 'H2'],
        'Typed events in an append-only stream (workspace facts as a RecallObservation); nothing is re-injected explicitly',
        '추가 전용 스트림의 타입 있는 이벤트(작업 공간 정보는 RecallObservation). 따로 다시 넣지는 않아요',
        '只追加事件流里的有类型事件（工作区信息是 RecallObservation）；不会显式重新注入',
      ),
    ),
    recognize: cell(
      claim(
        'src',
        ['H1', 'H2'],
        'Typed events: CondensationAction, AgentCondensationObservation, RecallObservation',
        '타입 있는 이벤트: CondensationAction, AgentCondensationObservation, RecallObservation',
        '有类型的事件：CondensationAction、AgentCondensationObservation、RecallObservation',
      ),
    ),
    trigger: cell(
      claim(
        'src',
        ['H1'],
        'More than max_size events (default 100), or an unhandled condensation request in the view',
        '이벤트가 max_size(기본 100)를 넘거나, 뷰에 처리 안 된 응축 요청이 있을 때',
        '事件数超过 max_size（默认 100），或视图里有未处理的浓缩请求',
      ),
      claim(
        'secondary',
        ['H3'],
        'The request is raised on ContextWindowExceededError when enable_history_truncation is set',
        '그 요청은 enable_history_truncation이 켜져 있을 때 ContextWindowExceededError에서 나와요',
        '开启 enable_history_truncation 时，该请求在 ContextWindowExceededError 时发出',
      ),
    ),
    runs: tagged(
      ['harnessModel'],
      claim(
        'src',
        ['H1'],
        'A separate condenser LLM call, with prompt caching off',
        '별도의 응축기 LLM 호출, 프롬프트 캐시는 꺼요',
        '单独的浓缩器 LLM 调用，关闭提示缓存',
      ),
    ),
    produces: tagged(
      ['summary'],
      claim(
        'src',
        ['H1', 'H2'],
        'A CondensationAction event; the view inserts the summary at summary_offset; no event is ever deleted',
        'CondensationAction 이벤트. 뷰가 summary_offset 자리에 요약을 끼우고, 이벤트는 절대 지우지 않아요',
        '一个 CondensationAction 事件；视图在 summary_offset 处插入摘要；事件从不删除',
      ),
    ),
    kept: cell(
      claim(
        'src',
        ['H1'],
        'The first keep_first events (default 1) and a recent tail; the middle is summarised, and the workspace survives only if keep_first covers it',
        '처음 keep_first개 이벤트(기본 1)와 최근 꼬리. 가운데를 요약하고, 작업 공간은 keep_first가 덮을 때만 살아남아요',
        '最前面 keep_first 个事件（默认 1）和最近的尾部；中间被写成摘要，工作区信息只有在 keep_first 覆盖到时才保留',
      ),
    ),
    generation: cell(
      claim(
        'src',
        ['H2'],
        'The event stream itself: the newest CondensationAction with a summary wins when the view is rebuilt',
        '이벤트 스트림 자체예요. 뷰를 다시 만들 때 요약이 있는 최신 CondensationAction이 이깁니다',
        '就是事件流本身：重建视图时，带摘要的最新 CondensationAction 生效',
      ),
    ),
    failure: cell(
      claim(
        'secondary',
        ['H3', 'I-oh'],
        'Without truncation enabled → LLMContextWindowExceedError; in headless mode a stuck detector stops after 3 repeated condensations (PR #7132)',
        '잘라내기가 꺼져 있으면 LLMContextWindowExceedError. 헤드리스 모드에서는 응축이 3번 되풀이되면 멈춤 감지기가 세워요(PR #7132)',
        '未开启截短 → LLMContextWindowExceedError；无界面（`headless`）模式下，卡住检测器在浓缩重复 3 次后停止（PR #7132）',
      ),
    ),
    recursion: cell(
      claim(
        'src',
        ['H1'],
        'The condenser calls llm.completion directly, not the agent',
        '응축기는 에이전트가 아니라 llm.completion을 직접 불러요',
        '浓缩器直接调用 llm.completion，不经过智能体',
      ),
    ),
    hooks: cell(
      claim(
        'src',
        ['H1'],
        'A condenser registry and config; condensers can be chained (masking, recent events, structured summary …)',
        '응축기 레지스트리와 설정. 응축기를 이어 붙일 수 있어요(가리기, 최근 이벤트, 구조화 요약 …)',
        '浓缩器注册表与配置；可把多个浓缩器串成流水线（遮蔽、最近事件、结构化摘要……）',
      ),
    ),
  },
}

const aider: Peer = {
  id: 'aider',
  name: 'Aider',
  basis: text(
    'Aider-AI/aider @ 5dc9490b',
    'Aider-AI/aider @ 5dc9490b',
    'Aider-AI/aider @ 5dc9490b',
  ),
  gist: text(
    'The simplest: the workspace is rebuilt for every request, only the chat is summarised',
    '가장 단순해요. 작업 공간은 요청마다 새로 만들고, 대화만 요약',
    '最简单：工作区每次请求重建，只为聊天写摘要',
  ),
  cells: {
    inject: cell(
      claim(
        'src',
        ['A3'],
        'System prompt, repo map and file contents live outside the chat history and are rebuilt for every request (format_chat_chunks)',
        '시스템 프롬프트, 저장소 지도(`repo map`), 파일 내용은 대화 기록 밖에 있고 요청마다 새로 만들어요(format_chat_chunks)',
        '系统提示词、仓库地图（`repo map`）和文件内容都在聊天历史之外，每次请求重新拼装（format_chat_chunks）',
      ),
    ),
    recognize: cell(
      claim(
        'src',
        ['A1', 'A4'],
        'Nothing to recognise: the summary is plain text in a user turn',
        '알아볼 것이 없어요. 요약은 사용자 턴의 평범한 텍스트예요',
        '无需认回：摘要就是用户轮次里的普通文本',
      ),
    ),
    trigger: cell(
      claim(
        'src',
        ['A2', 'A3'],
        'After each exchange, when finished messages exceed max_chat_history_tokens = clamp(max_input / 16, 1k, 8k); also on history restore',
        '주고받기가 끝날 때마다, 끝난 메시지가 max_chat_history_tokens = clamp(max_input / 16, 1k, 8k)를 넘으면. 기록을 복원할 때도',
        '每轮交互后，已完成消息超过 max_chat_history_tokens = clamp(max_input / 16, 1k, 8k) 时；恢复历史时也会',
      ),
    ),
    runs: tagged(
      ['harnessModel'],
      claim(
        'src',
        ['A1', 'A3'],
        'The weak model first, the main model as fallback, in a background thread',
        '약한 모델 먼저, 안 되면 주 모델. 백그라운드 스레드에서 돌아요',
        '先用弱模型，失败再用主模型，在后台线程中运行',
      ),
    ),
    produces: tagged(
      ['summary'],
      claim(
        'src',
        ['A1', 'A4'],
        'The head is summarised (recursively, depth ≤ 3) into a user message followed by an assistant “Ok.”',
        '앞부분을 요약해(재귀, 깊이 3까지) 사용자 메시지로 두고, 뒤에 어시스턴트 “Ok.”를 붙여요',
        '把前段写成摘要（递归，深度 ≤ 3），成为一条用户消息，后面跟一条助手 “Ok.”',
      ),
    ),
    kept: cell(
      claim(
        'src',
        ['A1', 'A3'],
        'The tail, up to half the budget; workspace content is never in history, so it is never lost',
        '예산 절반까지의 꼬리. 작업 공간 내용은 기록에 없으니 잃지도 않아요',
        '尾部，最多占预算的一半；工作区内容从不在历史里，所以不会丢',
      ),
    ),
    generation: cell(
      claim(
        'src',
        ['A3'],
        'None; a summary is discarded if the history changed while it was being written',
        '없어요. 요약을 쓰는 사이 기록이 바뀌면 그 요약은 버려요',
        '没有；摘要生成期间历史若有变化，该摘要作废',
      ),
    ),
    failure: cell(
      claim(
        'src',
        ['A1', 'A3'],
        'Each model is tried, then ValueError and the history stays as it is; a window overflow is shown as an error with no automatic recovery',
        '모델마다 시도한 뒤 ValueError, 기록은 그대로예요. 창 넘침은 오류로 보여 주고 자동 복구는 없어요',
        '逐个模型尝试，然后抛 ValueError，历史保持原样；窗口超限只报错，不自动恢复',
      ),
    ),
    recursion: cell(
      claim(
        'src',
        ['A1'],
        'A plain simple_send_with_retries call outside the coder loop',
        '`coder` 루프 밖의 평범한 simple_send_with_retries 호출',
        '`coder` 循环之外的一次普通 simple_send_with_retries 调用',
      ),
    ),
    hooks: cell(
      claim(
        'src',
        ['A2'],
        'None; command-line flags choose the model and the token budget',
        '없어요. 명령줄 플래그로 모델과 토큰 예산을 정해요',
        '没有；用命令行参数选择模型和 词元预算',
      ),
    ),
  },
}

const cline: Peer = {
  id: 'cline',
  name: 'Cline',
  basis: text(
    'cline/cline SDK @ 21cb8d25; legacy ContextManager @ 9ee61811',
    'cline/cline SDK @ 21cb8d25, 예전 ContextManager @ 9ee61811',
    'cline/cline SDK @ 21cb8d25；旧版 ContextManager @ 9ee61811',
  ),
  gist: text(
    'Moved from rule-based truncation to an LLM summary, keeping the rules as the fallback',
    '규칙 기반 잘라내기에서 LLM 요약으로 옮겼고, 규칙은 대비책으로 남겼어요',
    '从基于规则的截短改为 LLM 摘要，规则保留为后备',
  ),
  cells: {
    inject: cell(
      claim(
        'src',
        ['CL1'],
        'System prompt and tools are separate inputs to prepareTurn; compaction rewrites only the messages',
        '시스템 프롬프트와 도구는 prepareTurn에 따로 들어가고, 압축은 메시지만 다시 써요',
        '系统提示词和工具作为独立输入传给 prepareTurn；压缩只改写消息列表',
      ),
    ),
    recognize: cell(
      claim(
        'src',
        ['CL2', 'CL4'],
        'metadata.kind = "compaction_summary"; <SYSTEM_NOTICE> text in basic mode; the legacy “[NOTE] … removed” notice',
        'metadata.kind = "compaction_summary", `basic` 모드에서는 <SYSTEM_NOTICE> 텍스트, 예전 버전은 “[NOTE] … removed” 알림',
        'metadata.kind = "compaction_summary"；`basic` 模式下是 <SYSTEM_NOTICE> 文本；旧版是 “[NOTE] … removed” 提示',
      ),
    ),
    trigger: cell(
      claim(
        'src',
        ['CL1', 'CL2'],
        'Before each request at ≥ 0.9 × the effective max input; manual /compact; forced overflow recovery after a provider window error',
        '요청마다 유효 최대 입력의 0.9배 이상이면, 수동 /compact, 제공자 창 오류 뒤 강제 넘침 복구',
        '每次请求前，达到有效最大输入的 0.9 倍；手动 /compact；提供方报窗口错误后强制超限恢复',
      ),
    ),
    runs: tagged(
      ['harnessModel', 'modelFree'],
      claim(
        'src',
        ['CL1', 'CL3'],
        'agentic: an LLM summary (the summariser can be configured apart); basic: rule-based, no model',
        '`agentic`: LLM 요약(요약 모델을 따로 설정 가능). `basic`: 규칙 기반, 모델 없음',
        '`agentic`：LLM 摘要（摘要模型可单独配置）；`basic`：基于规则，不调模型',
      ),
    ),
    produces: tagged(
      ['summary', 'trim'],
      claim(
        'src',
        ['CL2', 'CL3'],
        'agentic: one head message holding the summary (earlier summaries folded in); basic: the middle is dropped and <SYSTEM_NOTICE> blocks stand in for it',
        '`agentic`: 요약을 담은 머리 메시지 하나(이전 요약을 접어 넣음). `basic`: 가운데를 버리고 <SYSTEM_NOTICE> 블록으로 대신해요',
        '`agentic`：一条承载摘要的开头消息（之前的摘要并入其中）；`basic`：丢掉中段，用 <SYSTEM_NOTICE> 块代替',
      ),
    ),
    kept: cell(
      claim(
        'src',
        ['CL1', 'CL2'],
        'agentic: the last ~20k tokens verbatim; basic: recent messages and a few recent assistant texts',
        '`agentic`: 마지막 약 20k 토큰을 그대로. `basic`: 최근 메시지와 최근 어시스턴트 텍스트 몇 개',
        '`agentic`：最后约 20k 词元 原样保留；`basic`：最近的消息和几段最近的助手文本',
      ),
    ),
    generation: cell(
      claim(
        'src',
        ['CL2'],
        'Summary metadata (userRunSpan, file operations); no counter',
        '요약 메타데이터(userRunSpan, 파일 작업), 카운터 없음',
        '摘要元数据（userRunSpan、文件操作），没有计数器',
      ),
    ),
    failure: cell(
      claim(
        'src',
        ['CL1'],
        'agentic fails → falls back to basic; overflow recovery never needs another LLM call: one retry, only if the result is strictly smaller',
        '`agentic`이 실패하면 `basic`으로 내려가요. 넘침 복구는 LLM을 다시 부르지 않고, 결과가 확실히 작을 때만 한 번 재시도',
        '`agentic` 失败 → 退回 `basic`；超限恢复从不依赖再调一次 LLM：只重试一次，且结果必须严格变小',
      ),
    ),
    recursion: cell(
      claim(
        'src',
        ['CL3'],
        'The summariser is a direct handler call, not an agent turn',
        '요약기는 에이전트 턴이 아니라 직접 부르는 처리 함수예요',
        '摘要器是直接调用的处理函数，不是智能体轮次',
      ),
    ),
    hooks: cell(
      claim(
        'src',
        ['CL5'],
        'A PreCompact hook file, the plugin beforeModel hook, a custom compaction.compact, summariser config',
        'PreCompact 훅 파일, 플러그인 beforeModel 훅, 사용자 정의 compaction.compact, 요약기 설정',
        'PreCompact 钩子文件、插件 beforeModel 钩子、自定义 compaction.compact、摘要器配置',
      ),
    ),
  },
}

const goose: Peer = {
  id: 'goose',
  name: 'goose',
  basis: text(
    '`block/goose` (now `aaif-goose/goose`) @ 331a8429',
    '`block/goose`(지금은 `aaif-goose/goose`) @ 331a8429',
    '`block/goose`（现为 `aaif-goose/goose`）@ 331a8429',
  ),
  gist: text(
    'Keeps the whole transcript; per-message flags hide the compacted part from the model',
    '전체 기록을 남기고, 메시지 플래그로 압축된 부분을 모델에게서 숨겨요',
    '保留完整记录；用逐条消息的标志对模型隐藏被压缩的部分',
  ),
  cells: {
    inject: cell(
      claim(
        'src',
        ['G1'],
        'The system prompt is not part of the Conversation, so compaction never touches it (inferred)',
        '시스템 프롬프트는 `Conversation`에 속하지 않아 압축이 건드리지 않아요(추론)',
        '系统提示词不属于 `Conversation`，所以压缩碰不到它（推断）',
      ),
    ),
    recognize: cell(
      claim(
        'src',
        ['G1'],
        'Per-message flags: MessageMetadata { agent_visible, user_visible }',
        '메시지마다 플래그: MessageMetadata { agent_visible, user_visible }',
        '每条消息上的标志：MessageMetadata { agent_visible, user_visible }',
      ),
    ),
    trigger: cell(
      claim(
        'src',
        ['G1'],
        'Usage ratio > GOOSE_AUTO_COMPACT_THRESHOLD (default 0.8); ContextLengthExceeded; /compact',
        '사용률 > GOOSE_AUTO_COMPACT_THRESHOLD(기본 0.8), ContextLengthExceeded, /compact',
        '使用率 > GOOSE_AUTO_COMPACT_THRESHOLD（默认 0.8）；ContextLengthExceeded；/compact',
      ),
      claim(
        'secondary',
        ['I-gs'],
        'Checked once per reply(), not between agent turns (#11099)',
        'reply()마다 한 번 확인하고, 에이전트 턴 사이에는 보지 않아요(#11099)',
        '每次 reply() 只检查一次，智能体轮次之间不检查（#11099）',
      ),
    ),
    runs: tagged(
      ['harnessModel'],
      claim(
        'src',
        ['G1'],
        'provider.complete_fast with the compaction.md template',
        'compaction.md 템플릿으로 provider.complete_fast 호출',
        '用 compaction.md 模板调用 provider.complete_fast',
      ),
    ),
    produces: tagged(
      ['summary'],
      claim(
        'src',
        ['G1'],
        'Originals hidden from the model but kept for the user; an agent-only summary plus an assistant note to carry on without mentioning it',
        '원본은 모델에게서 숨기되 사용자에게는 남겨요. 에이전트 전용 요약과, 요약 얘기 없이 이어 가라는 어시스턴트 메시지',
        '原消息对模型隐藏、对用户保留；加一条只给智能体的摘要和一条助手续写提示（不要提到摘要）',
      ),
    ),
    kept: cell(
      claim(
        'src',
        ['G1'],
        'Everything stays stored and visible to the user; the last user text is appended again',
        '모두 저장되고 사용자에게 보여요. 마지막 사용자 텍스트를 다시 붙여요',
        '全部保存且对用户可见；最后一段用户文本再追加一次',
      ),
    ),
    generation: cell(
      claim(
        'src',
        ['G1'],
        'Per-message visibility metadata; no counter',
        '메시지별 가시성 메타데이터, 카운터 없음',
        '每条消息的可见性元数据，没有计数器',
      ),
    ),
    failure: cell(
      claim(
        'src',
        ['G1'],
        'If the summariser itself overflows, tool responses are removed in steps (0 → 100 %)',
        '요약기 자체가 넘치면 도구 응답을 단계적으로(0 → 100 %) 빼요',
        '摘要器自身超限时，分步移除工具响应（0 → 100 %）',
      ),
      claim(
        'secondary',
        ['G2'],
        'compaction_attempts ≥ 2 → “Unable to continue”',
        'compaction_attempts ≥ 2면 “Unable to continue”',
        'compaction_attempts ≥ 2 → “Unable to continue”',
      ),
    ),
    recursion: cell(
      claim(
        'src',
        ['G1'],
        'complete_fast runs outside the reply loop',
        'complete_fast는 `reply` 루프 밖에서 돌아요',
        'complete_fast 在 `reply` 循环之外运行',
      ),
    ),
    hooks: cell(
      claim(
        'src',
        ['G1'],
        'GOOSE_AUTO_COMPACT_THRESHOLD and /compact only',
        'GOOSE_AUTO_COMPACT_THRESHOLD와 /compact뿐',
        '只有 GOOSE_AUTO_COMPACT_THRESHOLD 和 /compact',
      ),
    ),
  },
}

const continueDev: Peer = {
  id: 'continue',
  name: 'Continue',
  basis: text(
    'continuedev/continue CLI (cn) @ f6b44d70; IDE-side pruning not verified',
    'continuedev/continue CLI(cn) @ f6b44d70, IDE 쪽 가지치기는 확인 안 됨',
    'continuedev/continue CLI（`cn`）@ f6b44d70；IDE 端的裁剪未核实',
  ),
  gist: text(
    'A summary marker on one assistant message; the CLI sends history from there on',
    '어시스턴트 메시지 하나에 요약 표시, CLI는 거기부터 기록을 보내요',
    '在一条助手消息上做摘要标记；CLI 从那里开始发送历史',
  ),
  cells: {
    inject: cell(
      claim(
        'src',
        ['CN1'],
        'The system message stays at index 0 and is never summarised',
        '시스템 메시지는 0번 자리에 남고 요약되지 않아요',
        '系统消息留在索引 0，从不被写进摘要',
      ),
    ),
    recognize: cell(
      claim(
        'src',
        ['CN1'],
        'A typed field, conversationSummary, on an assistant message',
        '어시스턴트 메시지의 타입 있는 필드 conversationSummary',
        '助手消息上的有类型字段 conversationSummary',
      ),
    ),
    trigger: cell(
      claim(
        'src',
        ['CN1'],
        'Input (history + system + tools) ≥ limit − maxTokens − buffer, where buffer = min(max(maxTokens, 0.2 × (limit − maxTokens)), 15k)',
        '입력(기록 + 시스템 + 도구) ≥ 한도 − maxTokens − 버퍼, 버퍼 = min(max(maxTokens, 0.2 × (한도 − maxTokens)), 15k)',
        '输入（历史 + 系统 + 工具）≥ 上限 − maxTokens − 缓冲，缓冲 = min(max(maxTokens, 0.2 × (上限 − maxTokens)), 15k)',
      ),
    ),
    runs: tagged(
      ['harnessModel'],
      claim(
        'src',
        ['CN1'],
        'The same model, with COMPACTION_PROMPT appended as a user turn',
        '같은 모델에 COMPACTION_PROMPT를 사용자 턴으로 붙여 보내요',
        '同一个模型，把 COMPACTION_PROMPT 作为用户轮次追加',
      ),
    ),
    produces: tagged(
      ['summary'],
      claim(
        'src',
        ['CN1'],
        'An assistant message carrying conversationSummary; later requests send system + messages from that index on',
        'conversationSummary를 가진 어시스턴트 메시지. 이후 요청은 시스템 + 그 자리부터의 메시지를 보내요',
        '一条带 conversationSummary 的助手消息；之后的请求发送系统 + 从该位置起的消息',
      ),
    ),
    kept: cell(
      claim(
        'src',
        ['CN1'],
        'For the model: the system message and everything from the summary on; the session keeps the full history',
        '모델에게는 시스템 메시지와 요약부터의 메시지만. 세션은 전체 기록을 보관해요',
        '对模型：系统消息和摘要起的消息；会话保存完整历史',
      ),
    ),
    generation: cell(
      claim(
        'src',
        ['CN1'],
        'findCompactionIndex: the first item with conversationSummary',
        'findCompactionIndex: conversationSummary가 있는 첫 항목',
        'findCompactionIndex：第一个带 conversationSummary 的条目',
      ),
    ),
    failure: cell(
      claim(
        'src',
        ['CN1'],
        'Errors are logged and rethrown; trimming the summariser’s input stops when it cannot shrink further (no endless loop)',
        '오류는 기록하고 다시 던져요. 요약기 입력 줄이기는 더 못 줄이면 멈춰요(무한 루프 없음)',
        '错误记录后重新抛出；给摘要器输入做裁剪时，缩不动就停（不会无限循环）',
      ),
    ),
    recursion: cell(
      claim(
        'src',
        ['CN1'],
        'A direct stream call',
        '직접 부르는 스트림(`stream`) 호출',
        '一次直接的流式（`stream`）调用',
      ),
    ),
    hooks: cell(claim('src', ['CN1'], '/compact only', '/compact뿐', '只有 /compact')),
  },
}

/** The agents in the spec's order: Codex first. */
export const PEERS: readonly Peer[] = [
  codex,
  deepseekHarness,
  claudeCode,
  opencode,
  openhands,
  aider,
  cline,
  goose,
  continueDev,
]

export function peerById(id: AgentId): Peer {
  const peer = PEERS.find((p) => p.id === id)
  if (!peer) throw new Error(`no peer ${id}`)
  return peer
}

/** The references the table cites, grouped by agent in table order, each listed once. */
export function citedReferences(): readonly { agent: Peer; refs: readonly Reference[] }[] {
  const cited = new Set<RefId>()
  for (const peer of PEERS)
    for (const dimension of DIMENSIONS)
      for (const c of peer.cells[dimension].claims) for (const id of c.refs) cited.add(id)
  const ids = (Object.keys(REFERENCES) as RefId[]).filter((id) => cited.has(id))
  return PEERS.map((agent) => ({
    agent,
    refs: ids.map(reference).filter((ref) => ref.agent === agent.id),
  })).filter((group) => group.refs.length > 0)
}

// ---------------------------------------------------------------------------------------------
// Users' complaints (issue trackers)
// ---------------------------------------------------------------------------------------------

export interface IssueRef {
  readonly repo: string
  readonly number: number
  readonly kind: 'issue' | 'pull'
  /** the issue's own title, quoted as filed */
  readonly title?: string
}

export interface Complaint {
  readonly id: string
  readonly title: Localized
  readonly issues: readonly IssueRef[]
  readonly teaches: Localized
}

const issue = (repo: string, number: number, title?: string): IssueRef => ({
  repo,
  number,
  kind: 'issue',
  ...(title === undefined ? {} : { title }),
})
const pull = (repo: string, number: number): IssueRef => ({ repo, number, kind: 'pull' })

export function issueUrl(ref: IssueRef): string {
  return `https://github.com/${ref.repo}/${ref.kind === 'pull' ? 'pull' : 'issues'}/${ref.number}`
}

export function issueLabel(ref: IssueRef): string {
  return `${ref.repo} ${ref.kind === 'pull' ? 'PR ' : ''}#${ref.number}`
}

export const COMPLAINTS: readonly Complaint[] = [
  {
    id: 'forgets',
    title: text(
      'Forgets instructions or the workspace after compaction',
      '압축 뒤 지시나 작업 공간을 잊어요',
      '压缩后忘了指令或工作区',
    ),
    issues: [
      issue('anthropics/claude-code', 4017, '/compact causes Claude Code to ignore CLAUDE.md'),
      issue('anthropics/claude-code', 19471),
      issue('anthropics/claude-code', 24572, 'Re-read CLAUDE.md after context compaction'),
    ],
    teaches: text(
      'Text put into history once disappears when that history is summarised. Claude Code now re-reads the root CLAUDE.md from disk, but nested and path-scoped rules still drop out. Codex and DSH re-inject on purpose; opencode and Aider keep it out of history altogether.',
      '기록에 한 번만 넣은 글은 그 기록을 요약하면 사라져요. Claude Code는 이제 루트 CLAUDE.md를 디스크에서 다시 읽지만, 하위 규칙과 `paths` 규칙은 여전히 빠집니다. Codex와 DSH는 일부러 다시 넣고, opencode와 Aider는 아예 기록 밖에 둬요.',
      '只往历史里注入过一次的文字，历史一被写成摘要就没了。Claude Code 现在会从磁盘重读根目录 CLAUDE.md，但嵌套规则和带 `paths` 的规则仍会掉。Codex 和 DSH 有意重新注入；opencode 和 Aider 干脆不放进历史。',
    ),
  },
  {
    id: 'loops',
    title: text(
      'Compaction loops that burn quota',
      '압축이 돌고 돌며 할당량을 태워요',
      '压缩死循环，白烧额度',
    ),
    issues: [
      issue('anthropics/claude-code', 6541, 'compact-lose-context-compact cycle'),
      issue(
        'anomalyco/opencode',
        27924,
        'infinite compaction loop when compression fails to reduce context',
      ),
      pull('anomalyco/opencode', 37584),
      issue('OpenHands/OpenHands', 10873, 'CONDENSATION_REQUEST loop after switching models'),
      issue('aaif-goose/goose', 10402),
    ],
    teaches: text(
      'A compaction that fails to shrink the window can fire again and again. Claude Code stops after 3 failures, goose after 2 attempts, and DSH retries an overflow only when replaceGeneration has moved.',
      '창을 줄이지 못한 압축은 계속 다시 돌 수 있어요. Claude Code는 3번 실패하면, goose는 2번 시도하면 멈추고, DSH는 replaceGeneration이 움직였을 때만 넘침을 재시도합니다.',
      '没能把窗口压下去的压缩会一遍又一遍地触发。Claude Code 失败 3 次就停，goose 尝试 2 次就停，DSH 只在 replaceGeneration 前进时才重试超限。',
    ),
  },
  {
    id: 'redoes',
    title: text(
      'Re-does work that was already finished',
      '이미 끝낸 일을 다시 해요',
      '把做完的事又做一遍',
    ),
    issues: [
      issue(
        'OpenHands/OpenHands',
        11910,
        'Old instructions re-executed after conversation condensation (dangerous behavior)',
      ),
      issue('openai/codex', 6077, 'Compacting resurfaces completed tasks'),
      issue('OpenHands/OpenHands', 10508),
    ],
    teaches: text(
      'A summary can lose which tasks are done. OpenHands answered by adding task-tracking sections (TASK_TRACKING, COMPLETED, PENDING) to its summary prompt.',
      '요약이 어떤 일이 끝났는지를 빠뜨릴 수 있어요. OpenHands는 요약 프롬프트에 작업 추적 칸(TASK_TRACKING, `COMPLETED`, `PENDING`)을 넣어 대응했습니다.',
      '摘要可能丢掉“哪些任务已完成”。OpenHands 的对策是在摘要提示里加任务跟踪栏目（TASK_TRACKING、`COMPLETED`、`PENDING`）。',
    ),
  },
  {
    id: 'settings',
    title: text(
      'Settings ignored, or no way to turn it off',
      '설정이 무시되거나 끌 방법이 없어요',
      '设置被无视，或者关不掉',
    ),
    issues: [issue('anomalyco/opencode', 16882), issue('anthropics/claude-code', 42817)],
    teaches: text(
      'Pressure and overflow are two separate triggers: switching one off (opencode’s compaction.auto: false) can leave the other live. A visualiser should show both paths.',
      '압력과 넘침은 서로 다른 두 방아쇠예요. 하나를 꺼도(opencode의 compaction.auto: false) 다른 하나는 살아 있을 수 있으니, 두 경로를 모두 보여 줘야 해요.',
      '压力和超限是两个独立的触发点：关掉一个（opencode 的 compaction.auto: false），另一个可能还在。可视化要把两条路径都画出来。',
    ),
  },
  {
    id: 'overflows',
    title: text('Compaction itself overflows', '압축 자체가 넘쳐요', '压缩本身超限'),
    issues: [
      issue('anthropics/claude-code', 7692, 'Compact fails when context window nearly full'),
      issue(
        'aaif-goose/goose',
        8642,
        'Failed to compact: context limit exceeded even after removing all tool responses',
      ),
    ],
    teaches: text(
      'The summary call needs room too. Projects reserve headroom (Claude Code’s 20k summary reserve, opencode’s reserved), trim while compacting (Codex’s local path drops the oldest item, goose removes tool responses step by step), or recover without a model (Cline’s basic fallback, DSH’s prune first).',
      '요약 호출에도 자리가 필요해요. 여유를 떼어 두거나(Claude Code의 요약 예비 20k, opencode의 예약분 `reserved`), 압축하면서 잘라 내거나(Codex의 로컬 경로는 가장 오래된 항목을, goose는 도구 응답을 단계적으로), 모델 없이 복구합니다(Cline의 `basic` 대비책, DSH의 가지치기 먼저).',
      '摘要调用本身也要空间。各家要么预留余量（Claude Code 的 20k 摘要预留、opencode 的预留量 `reserved`），要么边压缩边裁剪（Codex 的本地路径删最旧的一条，goose 分步移除工具响应），要么不靠模型恢复（Cline 的 `basic` 后备、DSH 的先修剪）。',
    ),
  },
  {
    id: 'empty',
    title: text(
      'The summary comes back empty, silently',
      '요약이 조용히 비어 버려요',
      '摘要悄无声息地变空',
    ),
    issues: [
      issue(
        'openai/codex',
        36642,
        'Auto-compaction silently discards all conversation history since 0.145.0',
      ),
    ],
    teaches: text(
      'replacement_history held only the re-injected static context: no summary, no user request. When the summary fails, only the re-injected fragments survive, which makes a useful Codex counterpoint for the lesson.',
      'replacement_history에는 다시 넣은 고정 컨텍스트만 있고, 요약도 사용자 요청도 없었어요. 요약이 실패하면 다시 넣은 프래그먼트만 살아남는다는 점에서 수업의 Codex 쪽 반례로 쓰기 좋습니다.',
      'replacement_history 里只剩重新注入的静态上下文，没有摘要，也没有用户请求。摘要失败时只有重新注入的片段活下来，正好作为课上 Codex 一侧的反例。',
    ),
  },
]
