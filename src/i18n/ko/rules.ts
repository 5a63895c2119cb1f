import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/**
 * 코어의 궤적 규칙과 항목 운명에 대한 설명. 논리 궤적 패널, 레인 카드 상세, 교체 표가 함께 씁니다.
 * `{name}` 자리표시자에는 단계의 매개변수가 들어갑니다.
 */
export const rules: DeepStrings<Messages['rules']> = {
  /** RuleId마다 짧은 이름 (논리 궤적 패널의 단계 제목) */
  titles: {
    input_history: '입력 기록',
    token_status: '토큰 확인',
    pre_turn_check: '샘플 전 확인',
    previous_model_check: '이전 모델 확인',
    mid_turn_roll_over: '중간 롤오버',
    manual_compact_task: '수동 /compact',
    dispatch_token_budget: '분배기: TokenBudget?',
    dispatch_provider: '분배기: 제공자',
    pre_compact_hook: 'PreCompact 훅',
    post_compact_hook: 'PostCompact 훅',
    item_started: '압축 항목 시작',
    item_completed: '압축 항목 완료',
    trim_function_outputs: '도구 출력 줄이기',
    remote_request: '원격 요청',
    remote_error: '원격 오류',
    model_fallback: '모델 대체 재시도',
    server_transcript: '서버 대화 기록',
    should_keep: '남김 거름망 (should_keep)',
    v2_prefilter: 'v2 보존 사전 거름망',
    v2_retention: 'v2 보존 예산',
    v2_compaction_output: 'v2 압축 출력',
    local_prompt_clone: '사본에 프롬프트 붙이기',
    local_stream: '로컬 스트림',
    local_overflow_trim: '넘침: 가장 오래된 항목 빼기',
    local_summary_output: '모델 요약 도착',
    collect_user_messages: '사용자 메시지 모으기',
    build_compacted_history: '예산 안에서 다시 쌓기',
    summary_message: '요약 메시지',
    initial_context_injection: '초기 컨텍스트 주입',
    insert_initial_context: '초기 컨텍스트 끼워 넣기',
    empty_window_install: '새 빈 창',
    replace_history: '새 기록 설치',
    history_version: '기록 버전',
    reference_context: '기준 컨텍스트',
    local_warning: '정확도 경고',
    next_turn_reinjection: '전체 컨텍스트 다시 넣기',
    outcome: '결과',
  },

  /** 각 단계가 한 일을 쉬운 말로; 변형은 단계의 매개변수로 고름 */
  steps: {
    input_history:
      '현재 기록에 항목 {items}개(약 {tokens} 토큰)가 있고, 기록 버전은 {version}번입니다. 아직 아무것도 정해지지 않았습니다.',
  },
}
