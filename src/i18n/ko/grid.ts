import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/** 압축 아홉 칸 화면의 문자열 (칸, 레인, 재생, 논리 궤적, 교체 표, 카운터). */
export const grid: DeepStrings<Messages['grid']> = {
  title: '같은 기록, 아홉 가지로 자르기',
  intro:
    '타이밍과 구현을 고른 뒤 궤적을 재생하세요. 화면에서 바뀌는 것 하나하나가 압축 코어의 결정 하나예요.',

  phases: {
    pre_turn: '샘플 전',
    mid_turn: '중간',
    manual: '수동',
  },
  phaseHints: {
    pre_turn: '샘플하기 전. 같은 턴이 사용자 메시지 앞에 컨텍스트를 다시 넣어요.',
    mid_turn: '샘플을 이어 가야 하므로, 구현이 요약을 만든다면 그 요약이 마지막에 남아야 해요.',
    manual: '/compact가 독립된 한 턴으로 돌아요.',
  },
  implementations: {
    remote: '원격',
    local: '로컬',
    empty_window: '빈 창',
  },
  implementationHints: {
    remote: '서버가 압축해요. v2는 최근 메시지에 압축 항목 하나를 붙여요.',
    local: 'Codex가 요약을 직접 샘플해요.',
    empty_window: 'TokenBudget: 새 창, 요약 없음.',
  },
  paths: {
    remote_v2: '원격 v2',
    remote_legacy: '옛 원격',
    local: '로컬',
    empty_window: '빈 창',
    none: '경로 없음',
  },
  outcomes: {
    completed: '완료',
    failed: '실패',
    turn_aborted: '턴 중단',
    not_triggered: '발동 안 함',
  },
  runOutcomes: {
    completed: '완료',
    'failed-unchanged': '실패, 기록 그대로',
    'not-triggered': '발동 안 함',
    refused: '거부, 턴 멈춤',
  },
  refusals: {
    pre_compact_hook: 'PreCompact 훅이 무엇이든 바뀌기 전에 턴을 멈췄어요',
    post_compact_hook: 'PostCompact 훅이 새 기록을 설치한 뒤에 턴을 멈췄어요',
    interrupted: '요약 요청이 중단됐어요',
  },
  refusedBecause: '{outcome}({reason})',

  selectors: {
    timing: '타이밍',
    implementation: '구현',
  },

  cells: {
    label: '아홉 칸',
    hint: '칸을 누르거나 1–9 키를 누르세요.',
    name: '{phase} × {implementation}',
    summary:
      '{name} (키 {key}): {path}, {outcome}. 자름 {cut}, 남김 {kept}, 새로 넣음 {injected}. 버전 {before} → {after}. {calls}.',
    version: 'v{before}→{after}',
    modelCalls: { one: '모델 호출 {n}회', other: '모델 호출 {n}회' },
    serverCalls: { one: '서버 호출 {n}회', other: '서버 호출 {n}회' },
    callsShort: { model: '모델 {n}', server: '서버 {n}', retries: '재시도 {n}' },
    summaryUnchanged:
      '{name} (키 {key}): {path}, {outcome}. 항목 {unchanged}개가 전과 같아요. 버전 {before} → {after}. {calls}.',
    unchangedShort: '= 그대로 {n}',
    noCalls: '모델·서버 호출 없음',
    callsBoth: '{model}, {server}',
    legacyReply: {
      realistic: '실제 같은 응답',
      echo: '에코 응답',
      scenario: '시나리오 대화 기록',
    },
  },

  status: {
    pending: '대기',
    unchanged: '그대로',
    kept: '남김',
    cut: '자름',
    injected: '새로 넣음',
    summary: '요약',
    truncated: '줄임',
  },
  statusHints: {
    pending: '아직 정해지지 않음',
    unchanged: '그대로 남음: 압축이 기록을 바꾸지 않았어요',
    kept: '그대로 넘어감',
    cut: '지워짐',
    injected: '새로 추가됨',
    summary: '요약 또는 압축 항목',
    truncated: '넘어가되 짧아짐',
  },
  legend: {
    title: '범례',
    notTriggered: '발동 안 함',
    notTriggeredHint: '이 칸의 트리거가 발동하지 않았어요: 아무것도 실행되지 않아 잴 것이 없어요',
  },

  counters: {
    label: '카운터',
    cut: '자름',
    kept: '남김',
    injected: '새로 넣음',
    version: '버전',
    versionValue: '{before} → {after}',
    truncated: '{n}개 줄임',
    unchanged: '그대로',
    unknown: '–',
  },

  badges: {
    label: '수업 배지',
    filter_applied: '거름망 적용',
    summary_last: '요약이 마지막',
    reinjected_same_turn: '이번 턴에 다시 넣음',
    reinjected_next_turn: '다음 턴에 다시 넣음',
    empty_window: '빈 창',
    hints: {
      filter_applied:
        'should_keep이 런타임 포장과 도구 항목을 걸러 냈어요. 옛 경로에서는 서버 응답에서, v2에서는 요청의 메시지에서요.',
      summary_last: '초기 컨텍스트는 마지막 사용자 메시지 앞에 들어가고, 요약이 맨 끝에 남았어요.',
      reinjected_same_turn:
        '새 기록에는 아무것도 넣지 않았어요. 압축 직후 이 같은 턴이 사용자 메시지를 기록하기 전에 전체 컨텍스트를 다시 넣습니다.',
      reinjected_next_turn:
        '지금은 아무것도 넣지 않았어요. 수동 압축은 독립된 한 턴이라, 다음 일반 턴이 전체 컨텍스트를 다시 넣습니다.',
      empty_window: '초기 컨텍스트만 든 새 창이에요. 요약도 기억도 따라오지 않습니다.',
    },
  },

  lane: {
    title: '기록 레인',
    listLabel: '기록 항목, 순서대로',
    empty:
      '아직 재생한 것이 없어요. 재생(Space)을 누르거나 한 단계 앞으로(→) 가서 기록을 불러오세요.',
    position: '#{n}',
    roleKind: '{role} {kind}',
    noBody: '(비어 있음)',
    decidedBy: '{status} · 결정: {rule}',
    undecided: '아직 정해지지 않음: 뒤의 단계가 정합니다.',
    source: '규칙 소스: {label}',
    nextTurn: '다음 턴에 다시 넣음',
    nextTurnHint:
      '이 기록에 속하지 않아요. 다음 일반 턴이 자기 사용자 메시지 앞에 이 항목들을 덧붙입니다.',
    nextTurnPosition: '+{n}',
    sameTurn: '이번 턴에 다시 넣음',
    sameTurnHint:
      '새 기록에 속하지 않아요. 압축 직후 이 같은 턴이 사용자 메시지를 기록하기 전에 이 항목들을 덧붙입니다.',
  },

  /** 레인 카드의 짧은 종류 이름 (화면 낭독기는 전체 이름을 읽음) */
  kindsShort: {
    message: '메시지',
    function_call: '도구 호출',
    function_call_output: '도구 출력',
    custom_tool_call: '도구 호출',
    custom_tool_call_output: '도구 출력',
    reasoning: '추론',
    agent_message: '에이전트 메시지',
    compaction: '압축',
    context_compaction: '압축',
    compaction_trigger: '트리거',
    other: '기타',
  },

  roles: {
    user: '사용자',
    assistant: '어시스턴트',
    developer: '개발자',
    system: '시스템',
  },
  kinds: {
    message: '메시지',
    function_call: '도구 호출',
    function_call_output: '도구 출력',
    custom_tool_call: '사용자 정의 도구 호출',
    custom_tool_call_output: '사용자 정의 도구 출력',
    reasoning: '추론',
    agent_message: '에이전트 메시지',
    compaction: '압축 항목',
    context_compaction: '컨텍스트 압축',
    compaction_trigger: '압축 트리거',
    other: '기타 항목',
  },

  playback: {
    label: '재생',
    play: '재생',
    pause: '일시 정지',
    stepBack: '이전 단계',
    stepForward: '다음 단계',
    first: '시작으로',
    last: '마지막 단계',
    restart: '처음부터',
    speed: '속도',
    speedValue: '{speed}×',
    timeline: '타임라인',
    stepOf: '단계 {k} / {n}',
    start: '시작 (단계 1 이전)',
    keys: 'Space 재생/정지 · ← → 단계 이동 · Shift+← → 다음 변화 · Home End · 1–9 칸',
    keysLabel: '단축키',
    announce: '단계 {k} / {n}: {title}. {text}',
    announceStart: '시작 (단계 1 이전), 전체 {n}단계: 아직 재생한 것이 없어요.',
  },

  trace: {
    title: '논리 궤적',
    hint: '단계를 누르면 그 단계로 이동해요. 각 링크는 openai/codex {commit} 시점에서 그 단계를 결정하는 함수와 그 안의 줄을 엽니다.',
    listLabel: '궤적 단계',
    seek: '{seq}단계로 이동: {title}',
    source: 'openai/codex {commit}에서 이 단계를 결정하는 함수 열기: {label} (새 탭)',
    lesson: '수업: {citation}',
    explainAll: '모든 단계 설명 보기',
    start: '시작 (단계 1 이전): 아직 아무것도 적용하지 않았어요.',
  },

  table: {
    title: '교체 표',
  },
}
