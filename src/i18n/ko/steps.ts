import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/** 각 단계가 한 일을 쉬운 말로 (논리 궤적 패널, 낭독, 발표자 자막). */
export const steps: DeepStrings<Messages['steps']> = {
  pre_turn_check:
    '샘플 전: run_pre_sampling_compact는 run_turn 초반에 돌아요. 지난 턴 뒤에 끝난 훅의 결과를 기록한 직후, 들어온 사용자 메시지를 기록하기 전이에요. 그래서 압축은 그 메시지가 빠진 기록을 봅니다.',
  previous_model_check: {
    compHashChanged:
      '이전 모델({previousModel})과 현재 모델({currentModel})은 압축 방식이 달라요(압축 해시가 다름). 먼저 이전 모델로 압축합니다.',
    modelDownshift:
      '{previousModel} → {currentModel}: 창이 더 작은 모델로 옮기면 넘치므로, 먼저 압축합니다.',
    none: '모델이 바뀌었지만({previousModel} → {currentModel}) 압축 해시가 같고 창도 줄지 않아요. 추가 압축은 없습니다.',
    fallback:
      '이 원격 호출이 모델 탓일 수 있는 오류({retriedCurrentModel}, 또는 실습이 흉내 내지 않는 서버 과부하나 내부 서버 오류)로 끝나면, 현재 모델로 한 번 다시 시도해요. {retriedSameModelOnly}{retriedSameModelOnly:은/는} 해당하지 않아요.',
  },
  token_status: {
    reached:
      '사용 중인 토큰은 {activeTokens}개이고, 기준은 압축 한도 {scopeLimit}에 버퍼 {fallbackBufferTokens} 토큰을 더한 값이에요. 비교가 “크거나 같음”이므로 token_limit_reached는 true입니다.',
    fullReached:
      '사용 중인 토큰 {activeTokens}개가 쓸 수 있는 창 전체({fullLimit} 토큰)에 닿아서, token_limit_reached는 true입니다.',
    notReached:
      '사용 중인 토큰은 {activeTokens}개로, 압축 한도({scopeLimit} + {fallbackBufferTokens})와 쓸 수 있는 창({fullLimit})보다 작아요. token_limit_reached는 false입니다.',
    assumed: '시나리오에 토큰 수가 없어서, 사용량이 정확히 한도에 걸려 있다고 가정해요.',
    scopeTotal: '토큰 범위 “Total”: 쓰고 있는 토큰 전부를 압축 한도와 비교해요.',
    scopeBody:
      '토큰 범위 BodyAfterPrefix: {prefillInputTokens} 토큰짜리 앞부분 뒤의 {scopeTokens} 토큰만 압축 한도와 비교해요. 쓸 수 있는 창은 여전히 전부를 셉니다.',
    scopeBodyNoPrefill:
      '프리필 없는 토큰 범위 BodyAfterPrefix: 기준이 지금 쓰는 양이라 압축 한도에는 아무것도 세지 않고, 쓸 수 있는 창만 압축을 부를 수 있어요.',
  },
  mid_turn_roll_over: {
    rollOverLimit:
      '중간: 모델에게 아직 후속 요청이 필요하고 토큰 한도에 닿았으므로 should_roll_over는 true예요. 지금 압축하고, 같은 턴에서 샘플을 이어 갑니다.',
    rollOverNewWindow:
      '중간: 후속 요청이 필요하고 모델이 새 창을 요청했으므로(일회용 플래그는 이때 소비됨) should_roll_over는 true예요.',
    noFollowUp:
      '중간: 후속 요청이 필요 없으므로 더 따지지 않고 should_roll_over는 false예요(대기 중인 새 창 요청은 소비되지 않음). 필요하면 다음 턴의 샘플 전 확인이 압축합니다.',
    underLimit:
      '중간: 후속 요청은 필요하지만 한도에 닿지 않았고 새 창 요청도 없어요. 압축하지 않습니다.',
  },
  manual_compact_task:
    '수동 /compact: CompactTask가 실행 중인 턴을 대신해 독립된 한 턴(TurnStarted … TurnComplete)으로 돌아요. 이유는 user_requested입니다.',
  dispatch_token_budget: {
    on: 'TokenBudget 기능이 켜져 있어서, 제공자가 무엇을 할 수 있든 분배기는 빈 창 경로를 골라요. 이유: {reason}.',
    off: 'TokenBudget 기능이 꺼져 있어서(기본값), 경로는 제공자가 정해요. 이유: {reason}.',
  },
  dispatch_provider: {
    remote_v2:
      '제공자가 원격 압축 v2를 지원하고 RemoteCompactionV2 플래그가 켜져 있어요. 원격 v2: /responses로 compaction_trigger를 보냅니다.',
    remote_legacy:
      '제공자는 v2를 지원하지만 RemoteCompactionV2 플래그가 꺼져 있어요. 옛 /responses/compact 엔드포인트를 씁니다.',
    local: '제공자에게 원격 압축이 없어요(“Unsupported”). Codex가 로컬에서 요약을 직접 샘플합니다.',
    empty_window: '빈 창 경로를 골랐어요.',
  },
  pre_compact_hook: {
    continue: 'PreCompact 훅이 돌고, 압축을 계속하게 했어요.',
    stop: '{refusal}(TurnAborted). 기록은 손대지 않은 그대로입니다.',
  },
  post_compact_hook: {
    continue: 'PostCompact 훅이 설치 뒤에 돌고, 턴을 계속하게 했어요.',
    stop: '{refusal}(TurnAborted). 새 기록은 그대로 남아요.',
  },
  item_started: 'ItemStarted(ContextCompaction)를 보내요. 클라이언트는 압축이 시작됐음을 봅니다.',
  item_completed: 'ItemCompleted(ContextCompaction)를 보내요. 압축이 끝났습니다.',
  trim_function_outputs:
    '기본 지침과 요청 사본을 합치면 모델이 쓸 수 있는 창보다 커요. 끝쪽 도구 출력 {rewritten}개({ids})를 “truncated” 자리표시자로 바꿉니다. 바뀌는 것은 사본뿐이에요.',
  remote_request: {
    ok: '기록을 {endpoint}{endpoint:으로/로} 보내요. 모델은 {model}입니다.',
    fault: '기록을 {endpoint}{endpoint:으로/로} 보냈지만(모델 {model}) 호출이 실패해요: {fault}.',
    retried:
      '다시 시도할 수 있는 오류라서, 원격 v2는 요청을 최대 {maxRetries}번 더 보내요(스트림 재시도 한도와 2 중 작은 값: min(stream_max_retries, 2)). HTTPS에서는 HTTP 클라이언트도 {resentByHttpClient}{resentByHttpClient:으로/로} 끝난 요청을 시도마다 최대 {requestMaxRetries}번 더 보내요(요청 재시도 한도: request_max_retries). 요청 {calls}번이 모두 실패합니다.',
    fellBack:
      '요청은 WebSocket으로 시작했어요. {websocketCalls}번 호출한 뒤 재시도가 바닥나자 Codex는 경고를 보내고, 세션을 HTTPS로 바꾸고, 재시도 횟수를 처음부터 다시 세어 다시 보냈어요. HTTPS 요청은 {httpsCalls}번입니다.',
    retriedLegacy:
      '레거시 요청은 HTTP 클라이언트의 재시도 정책을 따라요. 요청이 {resentByHttpClient}{resentByHttpClient:으로/로} 끝나면 최대 {requestMaxRetries}번 더 보내요(요청 재시도 한도: request_max_retries). 요청 {calls}번이 모두 실패합니다.',
    empty: '요청이 비어 있어서 Codex는 {endpoint}에 아무것도 보내지 않아요.',
  },
  remote_error:
    '원격 압축이 실패했어요({error}). 로컬로 넘어가는 일은 없어요. “Error running remote compact task” 이벤트를 보내고, 압축 항목은 시작만 된 채 완료되지 않습니다.',
  model_fallback: {
    retrySucceeded: '이 오류({error})는 현재 모델로 한 번 다시 시도할 수 있고, 재시도가 성공해요.',
    retryFailed:
      '이 오류({error})는 현재 모델로 한 번 다시 시도할 수 있어요. 재시도도 실패해서 원래 오류를 돌려줍니다.',
    noFallback:
      '재시도 없음: {error}{error:은/는} 현재 모델로 다시 시도할 수 있는 오류지만, 대체 모델이 있는 것은 이전 모델로 하는 샘플 전 압축뿐이에요.',
    notRetryable:
      '현재 모델로 다시 시도하지 않아요. 실습이 흉내 내는 장애 가운데 그건 {retriedCurrentModel}(Codex에서는 몇 가지 더)에만 하는데, {error}{error:은/는} 여기에 들지 않아요.',
  },
  server_transcript: {
    realistic:
      '시뮬레이션 서버는 Codex 테스트가 옛 엔드포인트를 흉내 낸 모의 서버처럼 답해요: 항목 {items}개짜리 교체 대화 기록, 곧 요청의 사용자·개발자 메시지에 압축 항목 하나를 더한 것입니다. 실제 /responses/compact 서버는 어시스턴트 메시지 일부(최종 답)도 돌려줬어요. 시나리오 대화 기록으로 그 경우를 볼 수 있어요.',
    echo: '에코 응답(시나리오 스위치): 서버가 항목 {items}개짜리 교체 대화 기록을 돌려줘요. 보낸 요청 전체를 그대로 되돌리고 압축 항목 하나를 더한 것입니다. 남김 거름망은 바로 이런 경우를 위해 있어요.',
    scenario:
      '서버가 시나리오에 정해 둔 항목 {items}개짜리 교체 대화 기록을 돌려줘요. 거기서 빠진 항목은 사라집니다.',
    empty_request: '보낸 요청이 없으니 교체 대화 기록은 비어 있어요.',
  },
  should_keep:
    'should_keep_compacted_history_item이 서버가 돌려준 것을 걸러요. 개발자 메시지, 컨텍스트 포장, 도구 항목은 버리고, 진짜 사용자 메시지, 어시스턴트 메시지, 압축 항목은 남깁니다. 남김 {kept}, 자름 {cut}. 원격 v2에서는 사전 거름망의 후보만 판정하므로, 사전 거름망이 버린 어시스턴트 메시지는 버려진 채로 남아요. 레인은 이 걸음에서 결정을 표시하고, 결과는 뒤에서 설치합니다.',
  v2_prefilter:
    'v2는 사용자·개발자·시스템 메시지와 조건에 맞는 에이전트 메시지(다른 에이전트가 보낸 메시지 중 최종 답이 아니고 직렬화한 항목으로 10 000 토큰을 넘지 않는 것. 보통의 어시스턴트 메시지는 여기에 들지 않아요)만 후보로 삼아요. 항목 {dropped}개를 버리고(어시스턴트 메시지, 도구 호출과 출력, 추론, 옛 압축 항목) 후보 {candidates}개가 남습니다.',
  v2_retention:
    '보존할 메시지들이 {budget} 토큰 예산을 최신 것부터 나눠 써요. 남김 {retained}, 줄임 {truncated}, 남은 토큰 {remaining}.',
  v2_compaction_output: {
    valid: '서버가 압축 항목을 정확히 하나 스트리밍해요. 그 항목이 새 기록의 맨 끝에 놓입니다.',
    invalid:
      '서버가 압축 항목을 정확히 하나가 아니라 {compactionItems}개 돌려줬어요. 결과를 거부하고 압축은 실패합니다.',
  },
  local_prompt_clone: {
    default:
      '요약 프롬프트를 기록의 개인 사본(항목 {requestItems}개)에만 덧붙이고, 현재 기록에는 절대 넣지 않아요: “{prompt}”',
    custom:
      '사용자 정의 compact_prompt를 기록의 개인 사본(항목 {requestItems}개)에만 덧붙이고, 현재 기록에는 절대 넣지 않아요: “{prompt}”',
  },
  local_stream: {
    retry:
      '요청이 루프가 그대로 다시 보내는 오류로 실패했어요. 루프는 {notRetriedLocal}만 따로 처리하고 그 밖의 오류는 모두 다시 보내요(여기서 흉내 낸 오류: {retriedLocal}). 다시 연결합니다: {maxRetries}번 중 {retry}번째 시도. 이미 도착한 출력이 있어도 달라지지 않아요.',
    retriesExhausted: '요청이 또 실패했고, 재시도 {maxRetries}번을 모두 썼어요. 압축은 실패합니다.',
    windowFull:
      '요청이 창을 넘는데 항목이 하나뿐이라 더 뺄 것이 없어요. 창을 가득 찬 것으로 표시하고 압축은 실패합니다.',
    sessionBudget: '세션이 함께 쓰는 토큰 예산이 바닥났어요. 재시도 없이 바로 압축이 실패합니다.',
    interrupted: '{refusal}(TurnAborted). 오류를 그대로 돌려줄 뿐, 오류 이벤트도 재시도도 없어요.',
  },
  local_overflow_trim:
    '요청이 창을 넘고 항목이 둘 이상이에요. 가장 오래된 항목({removed})을 사본에서 빼고, 재시도 횟수를 처음부터 세며, 항목 {requestItems}개로 다시 요청합니다.',
  local_summary_output:
    '모델의 요약이 도착해 현재 기록 뒤에 덧붙어요. 덧붙이기일 뿐이라 기록 버전은 그대로입니다.',
  collect_user_messages:
    'collect_user_messages는 진짜 사용자 메시지만 모아요(포장도, 이전 요약도 제외). {collected}개를 모았고, 나머지 항목 {cut}개는 넘어가지 않습니다.',
  build_compacted_history:
    '사용자 메시지들이 {budget} 토큰 예산을 최신 것부터 나눠 써요. 남김 {kept}, 줄임 {truncated}, 버림 {dropped}.',
  summary_message:
    '요약이 사용자 메시지가 돼요. 요약 접두사에 모델이 쓴 글(약 {tokens} 토큰)을 붙인 것이고, 맨 끝에 놓입니다.',
  initial_context_injection: {
    do_not_inject:
      'DoNotInject (샘플 전과 수동): 새 기록에 초기 컨텍스트를 넣지 않아요. 샘플 전에는 압축 직후 같은 턴이 사용자 메시지 앞에 통째로 다시 넣고, 수동 압축 뒤에는 다음 일반 턴이 넣습니다.',
    before_last_user_message:
      'BeforeLastUserMessage (중간): 턴의 세계 상태로 초기 컨텍스트를 다시 만들어 끼워 넣어요. 그래야 요약이 마지막에 남습니다.',
  },
  insert_initial_context: {
    last_real_user:
      '초기 컨텍스트 메시지 {messages}개가 마지막 진짜 사용자 메시지({anchorId}) 앞, {position}번 자리에 들어가요.',
    last_summary:
      '진짜 사용자 메시지가 없어서, 초기 컨텍스트 메시지 {messages}개가 마지막 요약({anchorId}) 앞, {position}번 자리에 들어가요.',
    last_compaction:
      '사용자 메시지가 없어서, 초기 컨텍스트 메시지 {messages}개가 마지막 압축 항목({anchorId}) 앞, {position}번 자리에 들어가요.',
    append:
      '사용자 메시지도 압축 항목도 없어서, 초기 컨텍스트 메시지 {messages}개를 맨 뒤에 덧붙여요.',
    summaryLast:
      '마지막 항목은 여전히 {lastId}: 요약이 맨 끝에 남아, 모델이 훈련받은 배치 그대로입니다.',
  },
  notSimulated: {
    retainClientDeveloperMessages:
      '시뮬레이션하지 않음: RetainClientDeveloperMessages가 켜져 있으면 Codex는 여기서 클라이언트가 쓴 개발자 메시지도 최신 것부터 64 000 토큰 안에서 남겨요. 이 실험실의 항목에는 클라이언트 작성 표시가 없어서, 그 기능이 꺼진 것처럼 돌아갑니다.',
  },
  empty_window_install:
    '빈 창: 모델도, 서버도, 요약도 없어요. 창 {previousWindowId} 닫힘, 창 {currentWindowId} 열림. 새 창에는 초기 컨텍스트(메시지 {messages}개)만 담기고, 옛 기록은 아무것도 따라오지 않습니다. 그래서 샘플 전 빈 창에도 초기 컨텍스트가 있지만 샘플 전 원격에는 없어요: 빈 창은 InitialContextInjection을 중간의 세계 상태를 가져올 때만 읽고(DoNotInject면 새로 만들어요), 컨텍스트를 어디에 둘지 정하는 데는 쓰지 않아요. 새 창이 곧 초기 컨텍스트이기 때문이에요.',
  replace_history:
    'replace_compacted_history가 새 기록을 설치해요: 항목 {items}개. 항목 {cut}개는 사라집니다.',
  history_version:
    '기록 버전: {before} → {after}. 기록을 다시 쓰면 버전이 오르고, 덧붙이기로는 절대 오르지 않아요.',
  reference_context: {
    cleared:
      '기준 컨텍스트 항목을 비워요. 다음 일반 턴은 기준을 찾지 못해 초기 컨텍스트를 통째로 다시 넣습니다.',
    clearedSameTurn:
      '기준 컨텍스트 항목을 비워요. 압축 직후 이 같은 턴이 기준을 찾지 못해, 사용자 메시지 앞에 초기 컨텍스트를 통째로 다시 넣습니다.',
    set: '기준 컨텍스트 항목을 이번 턴의 컨텍스트로 정해요. 다음 턴은 바뀐 것만 넣습니다.',
    unchanged: '기준 컨텍스트 항목은 그대로예요.',
  },
  local_warning:
    '로컬 경로는 경고를 보내요. 스레드가 길고 압축이 되풀이되면 모델의 정확도가 떨어질 수 있습니다.',
  next_turn_reinjection: {
    same_turn:
      '기준이 비워졌기 때문에, 압축 직후 이 같은 턴이 초기 컨텍스트 전체(메시지 {messages}개)를 다시 넣어요. run_turn은 샘플 없이 곧바로 이 기록 뒤, 들어온 사용자 메시지 앞에 이를 기록합니다.',
    next_turn:
      '기준이 비워졌기 때문에, 다음 일반 턴은 이 기록 뒤이자 자기 사용자 메시지 앞에 초기 컨텍스트 전체(메시지 {messages}개)를 덧붙여요. 수동 압축은 독립된 한 턴이라 그 턴을 기다립니다.',
  },
  outcome: {
    completed: '끝: {path} 경로가 완료됐어요.',
    failed: '압축이 실패해 턴이 오류로 끝나요. 기록은 교체되지 않았습니다.',
    failedManual:
      '압축이 실패했어요. 수동 작업은 오류를 알리고 끝나며, 기록은 교체되지 않았습니다.',
    turn_aborted:
      '턴이 멈췄어요(TurnAborted). 왜 멈췄는지는 멈춘 단계가 말해 주고, 기록은 그 단계가 남긴 그대로입니다.',
    not_triggered: '이번에는 압축하지 않아요. 기록은 그대로입니다.',
  },
}
