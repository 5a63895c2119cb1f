import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/** 항목이 유지·삭제·축약된 이유(FateReason)와 압축이 실행된 이유(CompactionReason). */
export const fates: DeepStrings<Messages['fates']> = {
  /** `CompactionReason` 분석 태그 */
  compactionReasons: {
    context_limit: '컨텍스트 한도',
    user_requested: '사용자 요청',
    comp_hash_changed: '압축 해시 변경',
    model_downshift: '더 작은 모델로 전환',
  },

  /** 항목을 남기거나 자르거나 줄인 이유 (FateReason) */
  reasons: {
    real_user_message: '진짜 사용자 메시지: 사용자 내용은 언제나 넘어가요.',
    summary_message: '요약 메시지: 압축이 만든 요약으로, 사용자 메시지로 보내요.',
    hook_prompt: '지속 훅 프롬프트: 사용자 내용처럼 남겨요.',
    contextual_wrapper:
      '컨텍스트 포장(AGENTS.md, 환경 컨텍스트, 턴 중단 알림…): 사용자가 쓴 글이 아니라 런타임 컨텍스트예요.',
    developer_message: '개발자 메시지: 낡았거나 중복된 지시는 버려요.',
    system_message: '시스템 메시지: 버려요.',
    assistant_message: '어시스턴트 메시지: 원격 압축 모델이 내보낼 수 있어서 남겨요.',
    agent_message: '다른 에이전트의 메시지: 남겨요.',
    descendant_progress_agent_message:
      '하위 에이전트가 보낸 진행 메시지(““Message Type: MESSAGE””, 작성자가 수신자 아래): 원격 v2는 보존하지 않아요.',
    final_answer_agent_message: '에이전트의 최종 답변: 보존하지 않아요.',
    oversized_agent_message:
      '직렬화한 항목으로 10 000 토큰이 넘는 에이전트 메시지: 보존하지 않아요.',
    compaction_item: '압축 항목: 남겨요.',
    tool_or_reasoning: '도구 호출, 도구 출력, 추론 항목: 이것들은 넘어가지 않아요.',
    compaction_trigger: '압축 트리거나 설정 갱신: 버려요.',
    not_in_server_transcript: '서버의 교체 대화 기록에 없어요.',
    server_item: '서버가 돌려준 항목이에요.',
    not_retained_by_v2:
      '사용자·개발자·시스템 메시지가 아니에요. 원격 v2는 이것을 보존하지 않아요(어시스턴트 메시지, 도구, 추론).',
    over_retention_budget:
      '남은 보존 예산에 들어가지 않아요(예산은 최신 것부터 채우고, 줄일 수 없는 메시지는 건너뛴 채 더 오래된 것을 계속 봐요).',
    truncated_to_budget: '남은 토큰 예산에 맞게 줄였어요.',
    over_user_message_budget:
      '사용자 메시지 예산 20 000 토큰이 허락하는 것보다 오래됐어요(최신 것부터 채움).',
    not_a_user_message: '사용자 메시지가 아니에요. 다시 쌓는 것은 진짜 사용자 메시지뿐입니다.',
    new_context_window: '새 컨텍스트 창이 시작돼요. 옛 창의 것은 아무것도 넘어가지 않습니다.',
    initial_context: '초기 컨텍스트: 현재 세계 상태로 새로 렌더했어요.',
    compaction_output: '압축 자체의 출력: 서버의 불투명한 체크포인트예요.',
    model_output: '모델의 날것 응답: 요약 메시지로 대체돼요.',
    attached_notice: '남긴 메시지에 딸린 알림: 그 메시지를 따라가요.',
    unchanged: '어떤 압축도 이것을 바꾸지 않았어요.',
  },
}
