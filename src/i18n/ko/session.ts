import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/** Codex 세션 화면: 실제 rollout 파일을 코어로 다시 돌려 봐요. */
export const session: DeepStrings<Messages['session']> = {
  notKept: {
    body: '새로 고침 뒤에는 남아 있지 않아요. 브라우저는 페이지가 열려 있는 동안에만 파일을 읽게 해 줘서, 열어 두었던 것이 사라졌어요. 다시 열어 주세요:',
    dismiss: '닫기',
  },
  title: 'Codex 세션',
  intro:
    'Codex 롤아웃 파일(~/.codex/sessions/…/rollout-….jsonl 또는 .jsonl.zst)을 열면 압축을 코어로 볼 수 있어요. Codex가 기록한 것, 각 칸이 했을 일, 어느 줄에서든 모델이 보는 기록까지요. 파일은 브라우저 안에서만 읽고, 어디에도 보내지 않아요.',
  pick: '롤아웃 파일 열기',
  drop: '또는 이 상자에 끌어다 놓기',
  dropLabel: '롤아웃 파일을 여기에 놓으세요',
  loading: '{name} 읽는 중: {total} MB 중 {done} MB, {lines}줄',
  progressLabel: '파일 읽는 중',
  cancel: '취소',
  cancelled: '{name} 읽기를 취소했어요.',
  failed: '{name}{name:을/를} 읽지 못했어요: {message}',
  overview: {
    heading: '세션',
    version: 'Codex 버전 {version}',
    unknownVersion: 'Codex 버전 모름',
    notInAddress:
      '주소창에는 이 파일이 담겨 있지 않아요. 다른 곳에서 열면 이 화면은 비어 있어요. 세션을 공유하려면 파일을 그대로 보내거나, 기록 하나를 아홉 칸으로 가져가서(압축을 아홉 칸에서 열거나 한 줄을 시나리오로 써서) 그곳에서 주는 링크를 보내 주세요.',
    counts: '{turns} · {requests} · {compactions} · {lines}',
    eras: '줄 형식: {eras}',
    counted:
      '세기만 하고 보관하지 않음: 암호화된 항목 {encrypted}개({encryptedChars}자), 이미지 {images}개({imageChars}자).',
    skipped: '건너뛴 모르는 유형: {list}',
    issues: '{lines}{lines:을/를} 읽지 못했어요. 나머지는 읽었어요:',
    issue: '{line}번째 줄: {message}',
    stopped: '{line}번째 줄에서 읽기를 멈췄어요: {limit}. 그 앞까지 읽은 내용을 여기 보여 줘요.',
    truncated: '파일이 줄 중간에서 끝나요(잘렸거나 아직 쓰는 중). 그 앞은 모두 읽었어요.',
  },
  limits: {
    line_chars: '한 줄이 {max}자보다 길어요(줄 길이 한도)',
    blank_run: '빈 줄이 {max}개 넘게 이어져요(빈 줄 한도)',
    text_bytes: '압축을 푼 텍스트가 {max}바이트를 넘어요(크기 한도)',
    zstd_window: 'zstd 프레임이 {max}바이트가 넘는 윈도를 요구해요(zstd 윈도 한도)',
  },
  eras: {
    legacy: '봉투 이전',
    envelope: '봉투',
    newest: '최신 (순번, 창 ID)',
  },
  chart: {
    heading: '요청마다의 컨텍스트',
    label: '요청마다 보낸 token(last_token_usage.input_tokens)과 컨텍스트 창, 압축마다 표시',
    window: '창 {tokens}',
    compaction: '압축 {n}: 토큰 {before} → {after}',
    flagged: {
      one: '말이 안 되는 토큰 수 {count}개는 그리지 않고 표시만 해요:',
      other: '말이 안 되는 토큰 수 {count}개는 그리지 않고 표시만 해요:',
    },
    flaggedItem: '{line}번째 줄: {value} ({reason})',
    none: '이 파일에는 토큰 수가 없어요.',
  },
  anomalies: {
    not_a_number: '숫자가 아님',
    over_window: '창보다 큼',
    zero_last_usage: '모두 0',
  },
  compactions: {
    heading: '압축',
    none: '이 세션에는 압축이 없어요. 그래도 어느 줄에서든 기록을 열고 시나리오로 쓸 수 있어요.',
    item: '#{n} · {line}번째 줄 · {turnNo}번째 턴 · {phase} · {implementation}',
    tokens: '토큰 {before} → {after}',
    items: '항목 {before} → {after}',
    noReplacement: 'replacement_history 없음: 사용자 메시지와 요약으로 다시 만듦',
    unknown: '?',
    inferred: '{label} (추정)',
  },
  units: {
    turns: { one: '턴 {count}개', other: '턴 {count}개' },
    requests: { one: '요청 {count}개', other: '요청 {count}개' },
    compactions: { one: '압축 {count}번', other: '압축 {count}번' },
    lines: { one: '{count}줄', other: '{count}줄' },
    items: { one: '항목 {count}개', other: '항목 {count}개' },
    characters: { one: '{count}자', other: '{count}자' },
    differences: { one: '차이 {count}개', other: '차이 {count}개' },
    parts: { one: '메시지 부분 {count}개', other: '메시지 부분 {count}개' },
  },
  labels: {
    heading: '파일이 보여 주는 것',
    timing: '시점: {label}',
    implementation: '구현: {label}',
    inferred: '추정',
    read: '파일에서 읽음',
    where: '{line}번째 줄',
    whereItem: '{line}번째 줄, {item}번째 항목',
    implementations: {
      local: '로컬',
      remote_legacy: '원격, 예전 /responses/compact',
      remote_v2: '원격 v2',
      empty_window: '빈 창',
    },
    evidence: {
      task_started: 'task_started: 압축이 일어난 턴이 여기서 시작됨',
      task_complete: 'task_complete: 그 턴이 여기서 끝남',
      no_user_message: '그 턴에 사용자 메시지가 없음: 압축 작업은 따로 한 턴을 차지해요',
      user_message_before: '그 턴의 사용자 메시지가 앞에 있음',
      user_message_after: '그 턴의 사용자 메시지가 뒤에 있음',
      no_sampling_before: '그 턴에서 앞선 요청이 없음',
      tool_output_before: '바로 앞에 같은 턴의 도구 출력이 있음',
      model_output_before: '바로 앞에 같은 턴의 모델 출력이 있음',
      between_turns: '앞 턴이 여기서 끝남: 턴과 턴 사이에 일어났어요',
      no_lifecycle_events: '파일에 task_started 줄이 없어서 시점은 추정이에요',
      compact_marker: '압축 작업 마커',
      tokens_below_limit: '앞선 토큰 {value}개: 창의 75 % 미만이라 자동 압축이 일어나지 않는 구간',
      tokens_near_limit: '앞선 토큰 {value}개: 자동 압축 한도 근처',
      no_replacement_history:
        'replacement_history 없음: Codex가 사용자 메시지와 요약으로 기록을 다시 만들어요',
      summary_message: '요약 글이 메시지 필드에 있음',
      summary_item: '교체 기록이 요약 메시지로 끝남',
      compaction_item: '교체 기록이 {value} 항목으로 끝남',
      context_window_item: '교체 기록에 <context_window> 개발자 메시지가 있음',
      no_compaction_item: '끝에 압축 항목이 없음',
      assistant_kept: '남긴 어시스턴트 메시지: {value}개 (원격 v2는 남기지 않아요)',
      ghost_snapshots: '남긴 ghost_snapshot 항목: {value}개 (원격 v2는 메시지만 남겨요)',
      recording_version: 'Codex {value}{value:이/가} 기록함',
      recorded_on: '{value}에 기록됨',
      version_unknown: '파일에 Codex 버전이 없음',
    },
    behaviour:
      'Codex {version}{version:이라/라}면 했을 대로 예측했어요. 원격 칸은 {endpoint}{endpoint:을/를} 써요.',
    behaviourPin:
      '고정된 Codex(pin)라면 했을 대로 예측했어요(파일에 버전이 없음). 원격 칸은 {endpoint}{endpoint:을/를} 써요.',
    followsVersion:
      '예측은 고정된 Codex(pin)가 아니라 그 버전을 따라요. 엔드포인트, 원격 압축과 로컬 압축이 초기 컨텍스트를 넣은 자리와 그 배치까지요. 아래 차이는 예측할 수 없는 것들이에요.',
    behaviourInferred: '이 엔드포인트는 그 버전의 기본값이고, 파일이 보여 주는 것은 아니에요.',
    endpoints: {
      legacy: '예전 /responses/compact 엔드포인트',
      v2: '원격 압축 v2',
    },
    layoutSections:
      '초기 컨텍스트은 그 버전이 하던 대로 구역마다 메시지 하나씩 배치했어요(2026-02-26, #12417부터 개발자 메시지 하나와 사용자 메시지 하나로 묶였어요).',
    remoteContext: {
      server_output:
        '그 버전의 원격 압축은 서버 출력을 받은 그대로 설치했어요(2026-02-06, #10574 전까지). 레거시 서버가 돌려준 컨텍스트는 요청에 있던 자리에 남고, Codex는 아무것도 더하지 않았어요.',
      every_timing:
        '그 버전의 원격 압축은 시점과 상관없이 마지막 사용자 메시지 앞에 초기 컨텍스트를 넣었어요(2026-02-06부터 2026-02-20까지, #10574에서 #12252까지). 그 뒤로는 중간 압축에서만 넣어요.',
    },
    localContext: {
      localFirst:
        '그 버전의 로컬 압축은 시점과 상관없이 초기 컨텍스트 전체를 맨 앞에 넣었어요(2026-02-20, #12252 전까지). 그 뒤로는 중간 압축에서만 마지막 사용자 메시지 앞에 넣어요.',
    },
  },
  world: {
    heading: '파일이 말하는 환경',
    unknown: '모름: 파일에 나오지 않음',
    from: '{line}번째 줄, {source}',
    fields: {
      cwd: '작업 디렉터리',
      sandboxMode: '샌드박스',
      approvalPolicy: '승인 정책',
      networkAccess: '네트워크',
      agentsMd: 'AGENTS.md',
      currentDate: '날짜',
      timezone: '시간대',
    },
    sources: {
      turn_context: 'turn_context',
      environment_context: '<environment_context>',
      permissions: '권한 안내',
      agents_md: 'AGENTS.md 메시지',
      session_meta: 'session_meta',
    },
    network: { enabled: '켜짐', restricted: '제한됨' },
    agentsMd: '{directory} ({characters})',
    assumed: '파일에 없어서 코어가 기본값으로 칸을 돌렸어요: {fields}.',
  },
  compare: {
    heading: '압축 {n}: 기록된 것과 예측한 것',
    loading: '바로 앞 기록으로 코어를 돌리는 중…',
    before: '바로 앞의 기록: {items}.',
    tokensAfter:
      '압축 뒤 기록의 토큰 추정: 기록된 쪽 {recorded} · 예측 {predicted}(둘 다 같은 추정, 항목마다 약 4바이트당 토큰 1개. 매 요청에 함께 가는 기본 지침과 도구 정의, 항목마다 붙는 JSON 틀, 토크나이저의 실제 셈은 빠져 있어요).',
    recorded: 'Codex가 기록한 것',
    predicted: '코어의 예측: {cell}',
    recordedCut: '{items} 자름 (펼쳐 보기)',
    predictedCut: '{items} 자름',
    differences: '차이',
    noDifferences: '없어요. 코어가 Codex가 기록한 대로 예측해요.',
    only_recorded: '기록에만 있음',
    only_predicted: '예측에만 있음',
    misplaced: '초기 컨텍스트의 위치가 다름',
    contextPosition: '초기 컨텍스트: 기록에서는 {recorded}, 예측에서는 {predicted}.',
    contextPositionSame: '초기 컨텍스트: 양쪽 모두 {place}.',
    contextPositionUnjudged:
      '초기 컨텍스트: 여기서는 위치를 판단할 수 없어요 (기록: {recorded}, 예측: {predicted}).',
    places: {
      none: '교체 기록에 없음',
      before_last_user: '마지막 사용자 메시지 앞',
      before_earlier_user: '더 앞선 사용자 메시지 앞',
      before_summary: '요약 앞',
      before_compaction: '압축 항목 앞',
      before_other: '다른 항목 앞',
      end: '맨 끝',
    },
    cells: '같은 기록 위의 아홉 칸',
    cellRow: '남김 {kept} · 자름 {cut} · 새로 넣음 {injected} · 요약 {summary}',
    matching: '기록된 칸',
    ghostSnapshots:
      '함께 기록됨: ghost_snapshot {items}(줄 {line}). /undo를 위해 남겨 두고 모델에는 보내지 않아서 위 목록에는 없어요.',
    noEmptyWindowPath:
      '그 버전에는 없음: 빈 창 경로는 2026-06-23(#29743)에 들어왔어요. 이 칸은 고정 버전의 결과예요',
    openGrid: '이 기록을 아홉 칸에서 열기',
    note: '남긴 항목은 글자 그대로, 새로 넣은 항목은 프래그먼트 유형으로, 요약은 개수로 비교해요. 코어는 턴 컨텍스트로 환경을 그리고 서버와 모델은 흉내 내요.',
    causesHeading: '차이가 난 까닭',
    causeCount: '{cause}: {differences}',
    causeReason: '{cause}: {reason}',
    causes: {
      server_choice: '서버의 선택',
      redaction: '가림 처리',
      version: '버전 차이',
      unrecorded: '파일에 없음',
      port_error: '이식 오류',
    },
    causeExplain: {
      server_choice: '무엇을 돌려줄지는 서버가 정해요. 클라이언트 쪽에서는 알 길이 없어요',
      redaction: '파일의 글이 바뀌면서 마커도 함께 사라졌어요',
      version: '파일을 기록한 Codex가 여기서는 고정된 버전과 다르게 동작했어요',
      unrecorded:
        '이걸 다시 만드는 데 필요한 내용을 파일이 기록하지 않았어요. 여기서는 어느 쪽도 확인할 수 없어요',
      port_error:
        '파일이 보여 주는 어떤 것으로도 설명되지 않아요. 이식이나 그 규칙 가운데 하나가 틀렸어요',
    },
    reasons: {
      redacted_text: '글이 자리표시자예요(해시값이나 가림 표시)',
      markers_removed: '가림 처리 때문에 파일의 컨텍스트가 마커를 잃었어요',
      redacted_counterpart: '짝이 될 기록 항목이 자리표시자예요',
      server_retention: '어떤 메시지를 돌려줄지 예전 서버가 골랐어요',
      server_summary: '압축 항목은 서버가 써요',
      no_reinjection:
        '2026-02-06(#10574, 143daadb3) 전에 기록됨: Codex가 서버 출력에 초기 컨텍스트를 더하지 않았어요',
      server_output_verbatim:
        '2026-02-06(#10574, 143daadb3) 전에 기록됨: 레거시 서버가 요청에 있던 이 컨텍스트 메시지를 돌려줬고, Codex는 그 출력을 그대로 설치했어요',
      reinjected_every_timing:
        '2026-02-06부터 2026-02-20 사이(#10574에서 #12252까지)에 기록됨: 원격 압축이 시점과 상관없이 초기 컨텍스트를 넣었어요',
      local_context_first:
        '2026-02-20 이전(#12252, bb0ac5be7)에 기록됨: 로컬 압축이 시점과 상관없이 초기 컨텍스트를 맨 앞에 넣었어요',
      sections_layout:
        '2026-02-26 전에 기록됨(#12417, 07aefffb1): 그 버전은 구역마다 메시지 하나씩 썼는데, 이 예측은 하나로 묶어요',
      section_not_in_session:
        '이 세션은 이 구역을 한 번도 기록하지 않았어요. 그 Codex(버전이나 설정)가 쓰지 않은 거예요',
      unrecorded_fields:
        '그 Codex는 교체 기록을 남기지 않았어요. 파일에 이 구역은 있지만 다시 만들 필드(샌드박스, 승인, 네트워크, cwd)는 없어요',
      insertion_rule:
        'Codex는 마지막 실제 사용자 메시지 앞에, 없으면 요약 앞에, 그것도 없으면 압축 항목 앞에 넣어요 (compact.rs:581). 포트의 삽입 규칙이 의심돼요',
      unexplained: '파일이 보여 주는 어떤 것으로도 설명되지 않아요',
    },
  },
  redaction: {
    heading: '가림 처리된 파일이에요',
    body: '{parts}이 자리표시자(해시값이나 가림 표시)이고, 처음 나온 곳은 {lines}번째 줄이에요. 글과 함께 마커도 사라져서, 여기서는 새로 넣은 컨텍스트가 사용자 글처럼 보여요. 그래서 시점 표시와 비교가 그것을 알아보지 못해요. 그 때문에 생긴 차이는 가림 처리로 셌어요.',
  },
  history: {
    heading: '{line}번째 줄에서 모델이 보는 기록',
    lineLabel: '줄',
    show: '보기',
    facts: '항목 {total}개 · 이전 모델 {previous} · 기준 컨텍스트 {reference} · 창 {window}',
    none: '없음',
    more: '{count}개 더 보기',
    chars: '{chars}자',
    plain: '프래그먼트 아님',
  },
  scenario: {
    heading: '시나리오로 쓰기',
    explain:
      '{line}번째 줄의 기록, 그 턴 컨텍스트의 환경, 지금 레지스트리가 아홉 칸, 편집기, 공유 링크의 시나리오가 돼요.',
    redact: '먼저 가리기: 글은 모두 길이로 바꾸고 구조와 프래그먼트 마커는 남겨요',
    use: '시나리오로 쓰기',
    done: '시나리오로 불러왔어요: 항목 {count}개.',
    dropped: '호출이 없는 도구 출력 {count}개는 뺐어요.',
    failed: '시나리오를 만들지 못했어요: {message}',
  },
}
