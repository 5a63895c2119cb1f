import type { LessonMessages } from '../en/lessons.ts'
import type { DeepStrings } from '../index.ts'

/** 수업: 안내 글, 먼저 예측하고 확인하는 질문, 실습. 수업 탭을 열 때만 불러와요. */
export const lessons: DeepStrings<LessonMessages> = {
  ui: {
    title: '수업',
    intro:
      '안내 수업 둘과 실습 하나. 단계마다 진짜 앱(아홉 칸, 레인, 논리 궤적)이 코어의 한 상태로 움직여요. 질문은 코어가 결과를 보여 주기 전에 먼저 예측하게 합니다.',
    choose: '수업 고르기',
    exerciseTab: '실습',
    stepOf: '{total}단계 중 {n}단계',
    pageOf: '{total}쪽 중 {n}쪽',
    back: '이전',
    next: '다음',
    finish: {
      fragments: '압축 수업으로',
      compaction: '실습으로',
    },
    printLesson: '이 수업 인쇄',
    printHint:
      '인쇄물은 단계마다 한 쪽씩, 질문은 정답 없이 담아요. 정답지에는 정답과 이유가 함께 있어요.',
    printKeyButton: '정답지 인쇄',
    slidePng: '슬라이드 (PNG)',
    slideSvg: '슬라이드 (SVG)',
    slideMore: '카드 {n}장 더',
    slideSaved: '{file} 저장함',
    slideFailed: '슬라이드를 만들지 못했어요: {reason}',
    printStudent: '학생용 인쇄물',
    printKey: '교사용 정답지',
    handoutAnswer: '정답: {answer}',
    keys: '키: ← → 또는 PageUp / PageDown으로 단계를 옮기고, Home으로 1단계에 가요(입력 칸 밖에서).',
    goals: '학습 목표',
    predictFirst: '먼저 예측해 보세요. 답을 확정하면 설명과 전체 무대가 열려요.',
    stageConcealed: '압축이 아무것도 정하기 전, 불러온 기록이에요.',
    goalsTaught: '이 단계가 가르치는 것',
    goalsContinued: '앞 단계에 이어 가르치는 것',
    stage: '이 단계의 앱',
    stageCell: '칸: {cell}',
    stageStep: '{total}걸음 중 {step}걸음',
    stageScenario: {
      mixed: '수업의 뒤섞인 기록',
      userInstructionsTrap: '레지스트리 편집: UserInstructions를 <user_instructions>로 매칭',
      agentsMd40k: '세계 편집: AGENTS.md가 약 40 KB',
      tokenBudget: '스위치: TokenBudget 켬',
      remoteTimeout: '장애: 원격 압축이 타임아웃',
      modelSwitch: '세계: 모델 전환(gpt-5 → gpt-5-codex), 첫 원격 호출이 거절됨',
    },
    pinSources: '고정된 코드에서 정하는 곳:',
    lessonNote: '이 수업이 따르는 원래 수업 자료는 다르게 말해요:',
    restoreNote:
      '수업은 자기 시나리오를 재생해요. 다른 화면에서 하던 작업은 이 탭을 떠나면 되돌아옵니다.',
    gate: {
      title: '수업 질문이 열려 있어요',
      body: '이 화면은 그 질문의 답을 보여 줘요(숫자, 레인, 궤적, 표 모두). 그래서 예측을 확정할 때까지 기다립니다.',
      back: '질문으로 돌아가기',
      show: '그래도 이 화면 보기',
    },
  },

  question: {
    label: '예측',
    commit: '답 확정',
    chooseFirst: '먼저 답을 고르세요.',
    hiddenUntilCommit: '답을 확정하면 무대가 결과를 보여 줘요.',
    revealed: '코어의 답: “{answer}”',
    correct: '맞아요.',
    wrong: '아쉬워요. 코어의 답은 “{answer}”{answer:이에요/예요}.',
    rule: '규칙',
    seeStep: '궤적 {seq}걸음 보기: {title}',
    retry: '다시 풀기',
    basisSource:
      '이 답은 코어가 실행하지 않는 Codex 소스에 관한 사실이에요. 근거는 명세에 있습니다.',
  },

  goals: {
    f_problem: '주입의 진짜 어려움을 말하기: 넣는 일이 아니라 나중에 다시 알아보는 일.',
    f_whyTypes: '주입이 왜 타입인지, 트레이트가 어디에 있고 왜 codex-core가 아닌지 설명하기.',
    f_fourQuestions: '모든 타입이 답하는 네 질문: 역할, 마커, 본문, 따로 한 메시지인지.',
    f_renderRule: '렌더 규칙 쓰기: 마커와 본문을 바로 잇고, 마커가 없으면 본문만.',
    f_twoCalls: '렌더하는 인스턴스 호출과 알아보는 타입 수준 호출을 구별하기.',
    f_markedOneShot:
      '어떤 타입은 마커가 있어야 하고, 어떤 타입은 알아보기를 포기하는지(일회성) 판단하기.',
    f_matchRule:
      '매칭 규칙: 공백 제거, 접두사, 공백 제거, 접미사, ASCII 대소문자만 무시, 둘 다 맞아야 함.',
    f_trap: 'UserInstructions 함정 피하기: 실제 마커는 프로토콜 상수와 달라요.',
    f_sorting: '조립이 무엇으로 나누는지: 역할, 마커 시작, requires_separate_message().',
    f_order: '출력 순서: 합친 개발자 → 따로 개발자 → 컨텍스트 user.',
    f_boundary: '경계 말하기: 타입은 추적 가능성을 주지 절제를 주지 않아요(한 번에 32 KiB도 통과).',
    f_dsh: 'DeepSeek 하네스의 런타임 대조와 비교하기: 장점, 비용, 무너지는 조건.',
    c_timingImplementation: '타이밍이 먼저, 구현은 나중: 아홉 칸이 입구 두 개를 나눠요.',
    c_remoteFilterSummary:
      '서버 대화 기록은 문앞에서 거르고, 요약과 초기 컨텍스트의 자리는 타이밍이 정해요.',
    c_emptyWindow: '빈 창도 압축이지만, 기억은 따라오지 않아요.',
    c_failures:
      '원격은 로컬로 넘어가지 않아요. 실패한 압축은 기록을 그대로 두고, 모델 전환 때 이전 모델로 하는 압축만 현재 모델로 한 번 더 해 볼 수 있어요.',
  },

  fragments: {
    title: '프래그먼트: 모든 주입에 타입을',
    summary:
      'Codex가 런타임 텍스트 하나하나를 왜 타입으로 만드는지, 그것으로 얻는 것과 얻지 못하는 것.',
    steps: {
      symptoms: {
        topic: '압축 뒤의 승인',
        title: '세 증상, 한 원인',
        body: '런타임 텍스트를 평범한 문자열로 모델 컨텍스트에 넣는 에이전트를 떠올려 보세요. 긴 세션에서 이상한 일이 셋 생겨요. 사용자가 `npm *`를 승인했는데, 압축 뒤 모델이 `npm test`를 돌려도 되는지 또 물어요. 승인 알림이 잘려 나갔고, 아무것도 되돌려 놓지 않았거든요. 압축 뒤 모델이 어디서 일하는지, 샌드박스가 쓸 수 있는지 잊어요. 포크한 세션에 옛 환경 블록이 새것 옆에 남아 규칙이 서로 부딪쳐요.\n\n셋 다 시작이 같아요. 런타임이 컨텍스트에 텍스트(승인, 작업 공간, 권한)를 넣었고, 나중에 기록만 남았을 때 그 텍스트를 사용자가 쓴 글과 구별할 방법이 없었어요. 넣기는 쉽고, 나중에 다시 알아보기가 어렵습니다.\n\nCodex도 같은 순간을 맞아요. 오른쪽에서 중간 × 원격이 수업의 뒤섞인 기록 항목마다 운명을 정하고 있어요. 사용자가 `npm *`를 승인할 때 기록된 일회성 알림 `approved`를 찾아보세요. Codex도 이 승인을 잊을까요?',
      },
      whyTypes: {
        topic: 'ContextualUserFragment가 선언된 곳',
        title: '주입은 타입이다',
        body: 'Codex의 답: 모든 주입은 타입이에요. 구조체가 트레이트 `ContextualUserFragment`를 구현하고, 타입이 자기 역할, 마커, 본문 쓰는 법을 알아요. 초기 컨텍스트를 만드는 함수는 프래그먼트를 타입의 필드로 나누고, 나중에 기록에서 숨겨야 하는 프래그먼트는 `CONTEXTUAL_USER_FRAGMENT_MATCHERS`에 매처도 올려야 해요. 다만 문은 좁을 뿐 꽉 닫혀 있지는 않아요. 이 함수는 개발자 구간을 평범한 문자열로 모으고, 날것의 `developer_instructions` 문자열도 그대로 넣어요. 타입이 아닌 텍스트도 그 길로는 모델에 닿을 수 있습니다.\n\n트레이트는 codex-core에 있지 않아요. 작은 별도 크레이트 `codex-context-fragments`에 있고, codex-core는 다시 내보낼 뿐이에요. 기록을 렌더하거나 읽는 쪽은 에이전트 전체를 끌어오지 않고 이 정의 하나에 기댈 수 있고, 주입을 더하려면 좁은 문 하나를 지나요: 새 파일, 트레이트, `core/src/context/mod.rs`에 한 줄.\n\n레인은 기록 항목마다 레지스트리가 그 텍스트에서 알아본 프래그먼트 타입을 보여 줘요.',
      },
      fourQuestions: {
        topic: '타입이 설명하는 것',
        title: '모든 타입이 답하는 네 질문',
        body: '프래그먼트 타입은 네 질문에 답해요. 어떤 역할로 기록되는가(사용자 또는 개발자), 어떤 시작·끝 마커로 감싸는가, 본문은 무엇인가, 따로 한 메시지여야 하는가(`requires_separate_message()`).\n\n패널은 코어가 쓰는 레지스트리에서 몇몇 Codex 타입의 네 답을 읽어 와요. 빠진 것이 있죠: 크기.',
      },
      renderRule: {
        topic: 'EnvironmentContext 렌더링',
        title: '렌더 규칙',
        body: '`render()`는 열두어 줄이에요. 마커와 본문을 꺼내고, 두 마커가 모두 비면 본문만 돌려줘요. 아니면 시작 마커, 본문, 끝 마커를 사이에 아무것도 없이 이어요. 줄바꿈을 더하지 않아요: 앞뒤 공백은 본문이 직접 가져요. 그다음 `into()`가 결과를 텍스트 항목 하나짜리 메시지로 감쌉니다.\n\n패널은 코어의 `renderFragment`로 실제 타입을 렌더해요: 마커가 있는 타입 하나, 출력이 본문 그대로인 마커 없는 타입 하나.',
      },
      twoCalls: {
        topic: '압축 뒤에 남은 텍스트',
        title: '렌더는 인스턴스로, 알아보기는 타입으로',
        body: '`markers(&self)`는 인스턴스에서 불러요: 객체를 들고 있으니 렌더하죠. `type_markers()`와 `matches_text()`는 `self` 없이 타입에서 불러요. 압축, 재개, 포크 뒤에는 객체가 없고 기록 속 텍스트만 남아요. 그때 물음은 이것이에요: 이 텍스트가 EnvironmentContext처럼 생겼나?\n\n그래서 매처 목록은 타입별 함수 목록이고, `Box<dyn ContextualUserFragment>`는 `matches_text`를 부를 수 없어요. 알아보려면 찾는 구체 타입을 이름으로 불러야 해요. 레인에서 거름망은 각 항목을 텍스트만 보고 정해요.',
      },
      markedOneShot: {
        topic: '다시 만난 승인 알림',
        title: '마커가 있는 타입, 일회성 타입',
        body: '나중에 알아봐야 하는 타입은 시작 마커와 끝 마커를 가져요. 일회성 알림은 일부러 그걸 포기해요. `type_markers()`가 빈 문자열 두 개라서 기본 `matches_text`는 늘 false예요. `ApprovedCommandPrefixSaved`가 그런 타입이에요.\n\n양 극단 모두 아파요. 전부 마커를 달면 일회성 알림도 압축마다 다시 알아보고 모델에 또 먹여요. 전부 빼면 압축된 기록이 사용자 말과 런타임 메모를 구별하지 못해, 포크가 만료된 환경을 사용자 입력으로 다시 보내요.\n\n그럼 나중에 `Approved command prefix saved:`를 알아보는 건 무엇일까요? 개발자 메시지 접두사 표(`CONTEXTUAL_DEVELOPER_PREFIXES`)가 그 첫 줄을 확인할 뿐이고, 그것도 롤백과 다듬기 판단에만 써요. 어떤 매처도 이 알림을 알아보지 못하고, 아무것도 알림을 다시 넣지 않아요. 그래도 승인 자체가 알림에만 있는 건 아니에요. 승인은 세션 권한의 일부이고, 승인 정책이 on-request(또는 granular)이면 초기 컨텍스트를 넣을 때마다 권한 설명이 `## Approved command prefixes` 아래에 다시 적어요.',
      },
      matchRule: {
        topic: '어떤 텍스트가 맞을까',
        title: '매칭 규칙',
        body: '`matches_marked_text(start, end, text)`는 짧고 엄격해요. 마커 하나라도 비면 매칭 실패. 앞 공백을 제거하고 시작 마커를 접두사로 비교, 뒤 공백을 제거하고 끝 마커를 접미사로 비교해요. 두 비교 모두 ASCII 대소문자만 무시해요. 둘 다 맞아야 해요: 시작만 맞는 텍스트는 매칭이 아니에요. 마커 사이에 무엇이 있는지는 보지 않아요.\n\n패널은 코어의 매처를 텍스트 셋에 한 단계씩 돌려요.',
      },
      trap: {
        topic: 'UserInstructions의 마커 바꾸기',
        title: 'UserInstructions 함정',
        body: 'AGENTS.md는 `# AGENTS.md instructions for /repo`, 빈 줄, `<INSTRUCTIONS>`, 본문, `</INSTRUCTIONS>`로 렌더돼요. 실제 마커는 `# AGENTS.md instructions`와 `</INSTRUCTIONS>`예요. `protocol.rs`의 다른 태그 상수 옆에 `USER_INSTRUCTIONS_OPEN_TAG = "<user_instructions>"`와 닫는 짝이 있는데, 아무도 쓰지 않아요.\n\n이 단계는 상수만 읽은 사람처럼 레지스트리를 고쳐요: UserInstructions가 이제 `<user_instructions>`로 매칭해요. 컴파일도 되고 오류도 없는데, 실제 AGENTS.md 텍스트를 더는 알아보지 못해요. 레인의 `agents`를 보세요. 방어책은 상수 이름이 아니라 실제 렌더 결과로 단언하는 테스트예요.',
      },
      sorting: {
        topic: 'TokenBudgetContext가 놓이는 곳',
        title: '타입 필드로 나누기',
        body: '첫 조립 `build_initial_context_with_world_state`는 프래그먼트를 타입의 세 필드로 나눠요: 역할, 마커의 시작, `requires_separate_message()`. 텍스트 안의 단어는 찾지 않아요. 문자열에 어떤 단어가 있는 건 우연이지 구조가 아니에요.\n\n패널은 현재 세계 상태를 코어가 조립한 결과를 메시지별로, 각 프래그먼트가 그 자리에 간 이유와 함께 보여 줘요. 레인에 새로 넣은 항목은 모두 한 타입으로 거슬러 올라가요.',
      },
      order: {
        topic: '조립된 메시지의 순서',
        title: '조립 순서',
        body: '출력 순서는 정해져 있어요: 합친 개발자 메시지 하나, 이어서 따로 개발자 메시지들, 그리고 컨텍스트 사용자 메시지 하나(멀티 에이전트 모드 블록이 있으면 그 바로 앞에, 관리 측 개발자 지시는 맨 마지막에 와요). 모델 전환 알림이 합친 메시지의 맨 앞, TokenBudget 창 정보가 따로 메시지들의 맨 앞이에요.\n\n`TokenBudgetContext`, `ImageResizeNotice`, `ManagedDeveloperInstructions`는 메시지 하나를 따로 써요. 압축과 롤백이 문자열을 쪼개지 않고 버리거나 보여 줄 수 있게요. 기준은 이거예요: 따로 다루고, 따로 버리고, 따로 보여 줄 내용인가? 그렇다면 따로 한 메시지로.\n\n레인에서 중간은 바로 이 초기 컨텍스트를 마지막 진짜 사용자 메시지 앞에 끼워 넣었어요.',
      },
      boundary: {
        topic: '아주 큰 AGENTS.md',
        title: '타입이 막지 못하는 것',
        body: '타입은 모든 주입을 추적할 수 있게 해요. 절제하게 만들지는 않아요. 이 단계는 AGENTS.md를 약 40 KB로 키워요. Codex는 그중 앞의 32 KiB만 읽어요(기본값 `project_doc_max_bytes`). 이 한도는 타입이 아니라 파일을 읽는 쪽의 것이에요. 레지스트리는 읽힌 만큼을 렌더하고 알아보며, 중간은 그 32 KiB를 매번 전부 다시 넣어요. 타입은 역할, 마커, 본문에 답했을 뿐, 크기는 아무도 묻지 않았어요. 마찬가지로 타입의 본문 안에서 `format!`은 여전히 어떤 문자열이든 만들 수 있어요.\n\n정확히 말하면: 타입은 추적 가능성을 책임지고, 절제는 책임지지 않아요.',
      },
      dsh: {
        topic: '다른 에이전트의 안전장치',
        title: '다른 답: 런타임 대조',
        body: 'DeepSeek Harness(DeepSeek 하네스)는 같은 물음에 다르게 답해요. 원칙은 “모델이 보는 것은 기록된 것”. 모델이 보는 입력마다 세션 이벤트가 있고, 메시지는 이벤트 로그의 투영일 뿐이에요. 모델 스트림에 건 불변식 검사가 로그에서 기대 메시지를 다시 만들어, 곧 보낼 메시지와 다르면 실패시켜요.\n\n장점: 조립 뒤에 메시지를 바꾸는 것처럼 런타임에만 생기는 어긋남을 잡아요. 비용: 주입을 더할 때의 마찰 대신 요청마다 검사를 해요. 무너지는 조건: 불변식 서비스를 끄면 관문이 사라져요. Codex는 프래그먼트 타입으로 컴파일 때 값을 치르고(조립 함수가 넣는 몇몇 평범한 문자열은 빼고), 본문 안의 동적 문자열은 막지 못해요. 둘 다 추적 가능성에 값을 치르고, 치르는 시점이 달라요.',
      },
    },
  },

  compaction: {
    title: '압축: 어디를 자르고 무엇을 남길까',
    summary: '타이밍과 구현, 원격 거름망, 요약과 초기 컨텍스트의 자리, 빈 창, 그리고 실패했을 때.',
    steps: {
      timing: {
        title: '타이밍이 먼저, 구현은 나중',
        body: '창이 차면 Codex는 “어떻게”보다 “언제”를 먼저 물어요. 타이밍은 `CompactionPhase`: 샘플 전(들어오는 사용자 메시지를 샘플하기 전), 중간(도구 호출 뒤, 샘플을 이어 가야 할 때), 수동(`/compact`, 독립 작업). 구현은 원격(v2 또는 옛 엔드포인트), 로컬(요약을 쓰는 샘플 한 번 더), 빈 창이에요.\n\n칸은 아홉이지만 함수가 아홉은 아니에요. 자동 타이밍은 `run_auto_compact`로, 수동은 `CompactTask`로 들어와요. 입구는 둘이고, 둘 다 같은 순서로 TokenBudget과 제공자를 물으며, 설치 지점은 하나예요. 궤적은 들어오는 사용자 메시지를 기록하기 전에 도는 샘플 전 검사를 보여 줘요.',
      },
      dispatch: {
        topic: '어떤 구현이 실행될까',
        title: '분배기 하나가 구현을 고른다',
        body: '분배기는 먼저 TokenBudget을 물어요. 켜져 있으면 제공자와 상관없이 모든 압축이 빈 창이 돼요. 아니면 제공자가 정해요: v2를 지원하고 플래그가 켜지면 원격 v2, 플래그가 꺼지면 옛 원격 엔드포인트, 지원하지 않으면 로컬.\n\n이 단계는 TokenBudget을 켜고, 무대는 분배기에서 멈춰요.',
      },
      filter: {
        topic: '압축이 넘겨주는 것',
        title: '원격 거름망',
        body: '서버에서 돌아온 대화 기록은 믿지 않아요. 옛 `/responses/compact` 경로에서는 설치하기 전에 응답이 완전한 일치인 `should_keep_compacted_history_item`을 지나요. 버림: 개발자 메시지, 사용자 내용이 아닌 사용자 역할 포장, 도구 호출과 출력, 압축 트리거. 남김: 진짜 사용자 메시지, 지속 훅 프롬프트, 어시스턴트 메시지, 압축 항목. 원격 v2는 대화 기록을 돌려받지 않고 압축 항목 하나만 받아, 나머지를 자기 요청에서 만들어요. 먼저 사용자, 개발자, 시스템 메시지와 조건에 맞는 에이전트 메시지만 후보로 남기고, 같은 남김 거름망이 그 후보를 판정하고, 살아남은 것이 최신부터 64 000 토큰 예산을 나눠요. (“조건에 맞는 에이전트 메시지”는 다른 에이전트가 보낸 메시지 중 최종 답도, 하위 에이전트의 진행 메시지도 아니고, 텍스트만이 아니라 직렬화한 항목 전체로 10 000 토큰을 넘지 않는 것이에요. 보통의 어시스턴트 메시지는 여기에 들지 않아, 후보를 고를 때 이미 버려져요.)\n\n그래서 낡은 개발자 지시가 Codex가 새로 그린 환경 위에 올라앉을 수 없어요. 레인은 거름망이 정한 것을 밝혀 줘요.',
      },
      summaryLast: {
        topic: '새 기록의 마지막 항목',
        title: '중간: 요약은 마지막에',
        body: '중간에는 같은 턴에서 샘플을 이어 가고, 모델은 요약이 기록의 마지막 항목인 상태로 훈련됐어요. 그래서 중간은 `InitialContextInjection::BeforeLastUserMessage`를 써요: 현재 권한과 환경을 마지막 진짜 사용자 메시지 앞에 끼워 넣고, 요약이나 압축 항목은 끝에 남아요. 진짜 사용자 메시지가 없으면 요약 앞에, 둘 다 없으면 마지막 압축 항목 앞에 넣어요.',
      },
      placement: {
        topic: '초기 컨텍스트와 교체 표',
        title: '샘플 전과 수동은 넣지 않는다',
        body: '샘플 전과 수동은 `DoNotInject`를 써요: 교체 기록에 초기 컨텍스트가 없고, 참조 컨텍스트 항목을 비워요. 다음에 턴이 컨텍스트를 기록할 때 참조가 없으니 초기 컨텍스트 전체를 넣어요. 두 타이밍은 그때가 언제인지가 달라요. 샘플 전은 일반 턴 안에서 돌기 때문에, 압축 직후 같은 턴이 그 턴의 첫 샘플 요청 전에 다시 넣어요. 레인은 이것을 “이번 턴에 다시 넣음” 아래에 보여 줘요. 수동 압축은 그 자체가 한 턴이라, 다음 일반 턴이 다시 넣어요: “다음 턴에 다시 넣음”. 어느 쪽이든 교체 표 자체에는 환경이 없어요.',
        lessonNote:
          '샘플 전과 수동 모두 다음 턴에 가서야 전체 컨텍스트를 다시 넣는다고 하고, `InitialContextInjection`에 붙은 Codex 주석도 그렇게 적어요. 수동은 그 말이 맞아요. 고정된 코드에서 샘플 전은 압축을 돌린 그 턴이 직접 다시 넣어요. 이 단계가 말하는 대로예요.',
      },
      emptyWindow: {
        topic: '빈 창이 남기는 것',
        title: '빈 창: 기억 없는 압축',
        body: 'TokenBudget이면 압축은 모델도 서버도 부르지 않아요: 요약도 없고, 넘어가는 사용자 메시지도 없어요. `start_new_context_window`가 현재 세계 상태로 초기 컨텍스트 전체를 만들어 새 창 전체로 설치하고, 참조 컨텍스트를 설정해요.\n\n그래서 샘플 전 × 빈 창의 표에는 초기 컨텍스트가 있고 샘플 전 × 원격에는 없어요. 빈 창은 `InitialContextInjection`에서 중간의 세계 상태를 가져올 뿐, 컨텍스트를 어디에 둘지는 정하지 않아요. 늘 새 창을 만들고, 새 창이 곧 초기 컨텍스트예요. 그래도 압축이에요: 훅이 돌고, PreCompact가 멈추면 창은 그대로예요.',
      },
      failures: {
        topic: '원격 호출이 시간 초과되면',
        title: '실패 규칙',
        body: '원격은 로컬로 넘어가지 않아요. 기본인 원격 v2 경로에서는 전송 오류({retriedSameModel})를 같은 모델로 다시 보내요. Codex 기본 제공자에서는 WebSocket으로 최대 {maxRetries}번 더 보내고, 그래도 실패하면 HTTPS로 바꿔 재시도 횟수를 새로 세며 다시 보내요. 이때 HTTP 클라이언트도 {resentByHttpClient}{resentByHttpClient:으로/로} 끝난 요청을 시도마다 최대 {requestMaxRetries}번 더 보내요(타임아웃이면 요청 {serverCalls}번). {notRetried}{notRetried:은/는} 다시 보내지 않아요. 마지막 호출도 실패하면 압축이 끝나고, 샘플 전과 중간에서는 턴도 함께 끝나요. 가득 찬 창의 샘플 전 압축, 중간, 수동은 모델 대체를 아예 넘기지 않아요. 로컬에는 “출력이 확정됐는지” 보는 규칙이 없어요. 창이 넘치면 요청에 항목이 둘 이상 남아 있는 동안 가장 오래된 항목을 지우고 다시, 세션 예산 오류는 바로 끝, 그 밖의 오류는 이미 출력이 왔든 아니든 제공자의 스트림 재시도 한도까지 다시 해요. PreCompact가 멈추면 바꾸기 전에, PostCompact가 멈추면 바꾼 뒤에 중단돼요.\n\n이 단계는 가득 찬 창에 원격 타임아웃을 줘요.',
      },
      modelSwitch: {
        topic: '모델을 바꾼 뒤',
        title: '모델 전환은 원격을 한 번 더 부를 수 있다',
        body: '대체 모델이 있는 경우는 하나예요. 지난 턴 뒤 모델이 바뀌었고 둘의 압축 방식이 다르면(압축 해시가 다르거나, 새 창이 더 작고 쓰는 토큰이 이미 현재 모델의 한도에 닿았으면), 샘플 전은 먼저 이전 모델로 압축해요. 그 원격 압축이 모델에 따라 다를 수 있는 오류(이 실습이 흉내 내는 장애 가운데 {retriedCurrentModel}, Codex에서는 5xx 같은 다른 예상 밖 상태와 흉내 내지 않는 몇 가지 오류도)로 실패하고, 인증이 Codex 백엔드이며 제공자가 OpenAI이고 두 모델이 다르면, 현재 모델로 한 번 더 시도해요. {retriedSameModelOnly}{retriedSameModelOnly:은/는} 이 목록에 없어요. 원격 v2는 그것을 같은 모델로 다시 보낸 뒤 포기해요.\n\n이 단계는 모델을 바꾸고 첫 원격 호출을 잘못된 요청으로 만들어요.',
      },
    },
  },

  questions: {
    f_problem: {
      prompt:
        '창이 차면 Codex는 압축해요. 기록을 더 짧은 기록으로 바꾸면서 항목 일부를 버려요. 무대는 그 방법 하나, 중간 × 원격을 돌려요. 사용자가 `npm *`을 승인할 때 저장된 알림, 곧 항목 `approved`는 어떻게 되나요?',
      options: {
        kept: '새 기록에 남아요.',
        reinjected: '알림은 잘리지만, 승인은 새로 넣은 권한 설명 안에 돌아와요.',
        cutForgotten: '잘리고, 아무것도 되돌려 놓지 않아요.',
      },
      explain:
        '거름망은 개발자 메시지를 버리니 일회성 알림은 잘려요. 그래도 승인까지 사라지지는 않아요. 중간은 새 권한 설명을 마지막 진짜 사용자 메시지 앞에 끼워 넣고, 그 설명이 승인된 접두사를 모두 `## Approved command prefixes` 아래에 적어요. `npm *`도 거기 있어요. 샘플 전과 수동 칸도 다음에 초기 컨텍스트를 넣을 때 같은 식으로 되돌려 놓아요: 샘플 전은 같은 턴에서 첫 샘플 요청 전에, 수동은 다음 일반 턴에서. “아무것도 되돌려 놓지 않는다”는 타입 없는 에이전트의 증상, 곧 수업 첫머리의 이야기이지 Codex의 동작이 아니에요.',
    },
    f_whyTypes: {
      prompt: '트레이트 `ContextualUserFragment`는 어디에 선언되어 있나요?',
      options: {
        insideCore: 'codex-core 안, 세션 코드 옆.',
        ownCrate: '작은 별도 크레이트 codex-context-fragments. codex-core는 다시 내보내요.',
        protocol: 'codex-protocol 안, 태그 상수 옆.',
      },
      explain:
        '트레이트는 `codex-context-fragments`에 있어서, 프래그먼트의 정의 하나를 codex-core 전체에 기대지 않고 나눠 쓸 수 있어요. codex-core는 `core/src/context/mod.rs`에서 다시 내보낼 뿐이에요.',
    },
    f_fourQuestions: {
      prompt: '다음 중 모든 프래그먼트 타입이 답하는 네 질문이 아닌 것은?',
      options: {
        role: '어떤 역할로 기록되는가.',
        markers: '어떤 시작·끝 마커로 감싸는가.',
        maxSize: '본문이 얼마나 커질 수 있는가.',
        separate: '따로 한 메시지가 필요한가.',
      },
      explain:
        '타입은 역할, 마커, 본문, requires_separate_message()에 답해요. 크기를 제한하는 것은 타입에 없어요. 이 수업이 다시 돌아오는 경계가 바로 그거예요.',
    },
    f_renderRule: {
      prompt: '이 EnvironmentContext에 대해 `render()`는 무엇을 만드나요?',
      options: {
        joined: '시작 마커, 본문, 끝 마커를 바로 이어서:',
        newlines: '공백을 제거한 본문 둘레에 마커를 각자 한 줄로:',
        bodyOnly: '본문만:',
      },
      explain:
        '렌더 규칙은 시작 마커, 본문, 끝 마커를 사이에 아무것도 없이 이어요. 줄바꿈은 본문이 가져와요. 두 마커가 모두 빈 타입만 본문만으로 렌더돼요.',
    },
    f_twoCalls: {
      prompt:
        '압축 뒤 기록에는 텍스트만 남아요. 어떤 호출이 “이게 EnvironmentContext인가?”를 여전히 물을 수 있나요?',
      options: {
        instance: 'EnvironmentContext 객체의 `markers(&self)`.',
        typeLevel: '`type_markers()`를 쓰는 `EnvironmentContext::matches_text(text)`.',
        render: '아무 프래그먼트나 `render()`해서 출력 비교.',
      },
      explain:
        '인스턴스 호출에는 객체가 필요한데, 압축 뒤에는 없어요. 알아보기는 타입 수준이에요: `type_markers()`와 `matches_text()`는 `self`를 받지 않고, 그래서 `dyn` 프래그먼트는 이들을 부를 수 없어요.',
    },
    f_markedOneShot: {
      prompt:
        '기록 뒤쪽에 텍스트 `Approved command prefix saved:\\nnpm *`가 있어요. ApprovedCommandPrefixSaved의 `matches_text`는 뭐라고 답하나요?',
      options: {
        matches: 'true: 텍스트가 타입 자신의 문구로 시작해요.',
        neverMatches: 'false: 일회성 타입(빈 마커)이라 매처가 절대 매칭하지 않아요.',
        matchesCaseFolded: 'true, 단 ASCII 대소문자를 접은 뒤에만.',
      },
      explain:
        '일회성 타입은 마커 둘이 비어 있고, matches_marked_text는 마커가 비면 언제나 false예요. 첫 줄을 아는 건 개발자 메시지 접두사 표뿐이고, 그것도 롤백과 다듬기용이에요.',
    },
    f_matchRule: {
      prompt: 'EnvironmentContext의 매처가 받아들이는 텍스트는?',
      options: {
        padded: '공백으로 둘러싸이고 마커 대소문자가 다른 것:',
        startOnly: '시작 마커는 있고 끝 마커는 없는 것:',
        quoted: '다른 말 뒤에 두 마커가 있는 것:',
      },
      explain:
        '공백을 제거한 뒤 시작 마커는 접두사, 끝 마커는 접미사로, ASCII 대소문자는 무시하고 비교해요. 둘 다 맞아야 해요. 끝이 없으면 실패, 시작 마커 앞에 다른 말이 있으면 실패.',
    },
    f_trap: {
      prompt:
        'UserInstructions가 이제 `<user_instructions>…</user_instructions>`로 매칭해요. 중간 × 원격에서 `agents`(실제 AGENTS.md 블록)는 어떻게 되나요?',
      options: {
        stillCut: '다른 컨텍스트 포장처럼 여전히 잘려요.',
        keptAsUser: '사용자가 쓴 것처럼 남아요. 새 사본 옆에.',
        error: '레지스트리가 오류로 변경을 거절해요.',
      },
      explain:
        '마커가 틀리면 실제 텍스트를 더는 알아보지 못해, 거름망은 진짜 사용자 메시지로 보고 남겨요. 새 초기 컨텍스트는 AGENTS.md를 또 넣고요. 오류는 없어요: 두 마커 모두 올바른 문자열이니까요.',
    },
    f_sorting: {
      prompt:
        'TokenBudget이 켜져 있을 때, 조립은 `TokenBudgetContext`(따로 한 메시지가 필요한 개발자 역할 타입)를 어디에 두나요?',
      options: {
        merged: '합친 개발자 메시지 안에.',
        ownMessage: '자기만의 개발자 메시지에.',
        userMessage: '컨텍스트 사용자 메시지 안에.',
      },
      explain:
        '`TokenBudget`이 켜져 있으면 조립기가 창 정보(`TokenBudgetContext`)를 별도 개발자 메시지 목록 맨 앞에 직접 넣어요. 그래서 개발자 메시지를 따로 받아요. 필드 규칙만으로는 그렇게 되지 않아요. 별도 메시지를 요구해도 시작 마커가 있는 개발자 역할 타입은 다른 것들과 합쳐지고, 마커가 없는 타입만 따로 나가요.',
    },
    f_order: {
      prompt: '`build_initial_context`는 메시지를 어떤 순서로 내보내나요?',
      options: {
        userMergedSeparate: '컨텍스트 사용자 → 합친 개발자 → 따로 개발자',
        mergedSeparateUser: '합친 개발자 → 따로 개발자 → 컨텍스트 사용자',
        separateMergedUser: '따로 개발자 → 합친 개발자 → 컨텍스트 사용자',
      },
      explain:
        '합친 개발자 메시지 하나가 먼저, 이어서 따로 개발자 메시지들, 마지막에 컨텍스트 사용자 메시지 하나.',
    },
    f_boundary: {
      prompt: 'AGENTS.md가 약 40 KB로 커졌어요. 중간 × 원격에서 레지스트리는 이걸 어떻게 하나요?',
      options: {
        rejected: '프래그먼트를 거절해요.',
        truncated: 'Codex가 읽은 만큼만 들어오고, 그게 매번 다시 들어가요.',
        injectedWhole: '40 KB 전부 렌더해서 다시 넣어요.',
      },
      explain:
        '타입은 역할, 마커, 본문에 답할 뿐 크기에는 답하지 않아요: 타입은 추적 가능성을 주지 절제를 주지 않아요. Codex는 AGENTS.md를 project_doc_max_bytes(기본 32 KiB)까지만 읽어서 뒤쪽 8 KB쯤은 아예 들어오지 않고, 읽힌 32 KiB가 매번 들어가요.',
    },
    f_dsh: {
      prompt: 'DeepSeek 하네스의 런타임 대조는 언제 모델 입력을 지키지 못하게 되나요?',
      options: {
        unmarked: '주입한 텍스트에 마커가 없을 때.',
        invariantsOff: '불변식 서비스를 껐을 때.',
        never: '절대 없음: 컴파일 때 검사하니까.',
      },
      explain:
        'DeepSeek 하네스는 요청마다 런타임에 세션 로그와 대조해요. 그 검사가 곧 관문이라, 불변식 서비스가 없으면 관문도 없어요. 마커는 여기에 아무 역할도 없어요.',
    },
    c_dispatch: {
      prompt: 'TokenBudget이 켜져 있어요. 샘플 전 × 원격은 어떤 경로를 타나요?',
      options: {
        remote_v2: '칸 이름대로 원격 v2.',
        local: '로컬.',
        empty_window: '빈 창.',
      },
      explain:
        '분배기는 TokenBudget을 먼저 물어요. 켜져 있으면 모든 압축이 빈 창이고, 원격과 로컬은 둘 다 건너뛰어요.',
    },
    c_survivors: {
      prompt: '중간 × 원격은 뒤섞인 기록의 어떤 항목을 넘기나요?',
      options: {
        realUser: '진짜 사용자 메시지만.',
        userAndAssistant: '사용자와 어시스턴트 메시지.',
        allButTools: '모든 메시지, 도구 호출과 출력만 빼고.',
      },
      explain:
        '원격 v2는 새 기록을 자기 요청에서 만들어요. 먼저 사용자, 개발자, 시스템 메시지만 후보로 남기고(보통의 어시스턴트 메시지는 조건에 맞는 에이전트 메시지가 아니에요), 남김 거름망이 개발자 메시지와 사용자 내용이 아닌 사용자 역할 포장을 버려요. 압축 항목 곁에 넘어가는 것은 진짜 사용자 메시지뿐이고, 도구와 추론은 거름망까지 오지도 않아요.',
    },
    c_summaryLast: {
      prompt: '중간 × 원격에서 새 기록의 마지막 항목은?',
      options: {
        summary: '압축 항목(요약).',
        initialContext: '새로 넣은 초기 컨텍스트.',
        lastUser: '마지막 진짜 사용자 메시지.',
      },
      explain:
        '중간은 BeforeLastUserMessage를 써요: 초기 컨텍스트를 마지막 진짜 사용자 메시지 앞에 넣어 요약이 마지막에 남게 해요. 모델이 훈련받은 배치예요.',
    },
    c_placement: {
      prompt: '샘플 전 × 원격의 교체 표에서 초기 컨텍스트는 어디에 있나요?',
      options: {
        beforeLastUser: '마지막 진짜 사용자 메시지 앞.',
        wholeWindow: '새 창 전체가 초기 컨텍스트.',
        notInTable: '표에 없음: 같은 턴이 첫 샘플 요청 전에 다시 넣어요.',
      },
      explain:
        '샘플 전은 DoNotInject를 써요: 교체 기록에 초기 컨텍스트가 없고 참조를 비워요. 샘플 전은 일반 턴 안에서 돌기 때문에, 압축 직후 같은 턴이 첫 샘플 요청 전에 초기 컨텍스트 전체를 다시 넣어요.',
    },
    c_emptyWindow: {
      prompt: '빈 창은 옛 기록에서 무엇을 남기나요?',
      options: {
        usersAndContext: '사용자 메시지와 초기 컨텍스트.',
        summaryOnly: '요약만.',
        onlyContext: '아무것도: 새 창은 현재 초기 컨텍스트뿐이에요.',
      },
      explain:
        'start_new_context_window는 초기 컨텍스트만 설치해요: 요약도, 사용자 메시지도 없어요. 기억 없는 압축이에요.',
    },
    c_failure: {
      prompt: '샘플 전 × 원격, 창이 가득 찼고 원격 호출이 타임아웃됐어요. 어떻게 되나요?',
      options: {
        fallsBackToLocal: '로컬로 넘어가 요약을 써요.',
        failsUnchanged: '원격 v2가 같은 모델로 다시 보낸 뒤 압축이 실패하고, 기록은 그대로예요.',
        failsAtOnce: '첫 타임아웃으로 압축이 끝나고, 기록은 그대로예요.',
      },
      explain:
        '타임아웃은 전송 오류라서, 원격 v2가 같은 모델로 WebSocket에서 최대 {maxRetries}번 더 보낸 뒤 HTTPS로 바꿔 재시도 횟수를 새로 세며 다시 시도하고, HTTP 클라이언트가 시도마다 최대 {requestMaxRetries}번 더 보내요(기본 제공자에서 요청 {serverCalls}번). 그것도 실패하면 압축이 실패하고 기록은 그대로 남아요. 가득 찬 창에는 대체 모델이 없고(모델 전환의 이전 모델 압축만 있어요), 원격은 로컬로 넘어가지 않아요.',
    },
    c_modelSwitch: {
      prompt:
        '모델이 바뀌었고 압축 방식이 달라요. 이전 모델 압축이 잘못된 요청을 받았어요. 샘플 전 × 원격은 원격을 몇 번 부르나요?',
      options: {
        oneCall: '한 번: 오류로 끝나요.',
        twoCalls: '두 번: 현재 모델로 한 번 다시 시도해요.',
        local: '한 번, 그리고 로컬로 넘어가요.',
      },
      explain:
        '이전 모델 압축만이 대체 모델이 있는 경우예요. 모델에 따라 다를 수 있는 오류({retriedCurrentModel} 등)는 Codex 백엔드 인증, OpenAI 제공자, 다른 모델일 때 현재 모델로 한 번 다시 시도해요. 잘못된 요청은 전송 오류가 아니라서 원격 v2가 먼저 되풀이하지 않아요: 호출은 {serverCalls}번이에요.',
    },
  },

  demos: {
    fourQuestions: {
      title: '타입별 네 답(레지스트리에서)',
      type: '타입',
      role: '역할',
      markers: '마커',
      body: '본문(예)',
      separate: '따로 한 메시지',
      yes: '예',
      no: '아니요',
      none: '(없음)',
    },
    render: {
      title: '코어가 실행한 render()',
      marked: '{type}: 마커 + 본문',
      unmarked: '{type}: 마커 없음, 본문만',
    },
    markedOneShot: {
      title: '마커가 있는 타입과 일회성 타입',
      marked: '마커 있음({n})',
      oneShot: '일회성({n})',
      prefixTable: '개발자 메시지 접두사 표에 있음(롤백 전용)',
    },
    match: {
      title: '코어가 실행한 matches_text(EnvironmentContext)',
      matched: '매칭',
      notMatched: '매칭 안 됨',
      checks: {
        markers_present: '타입의 시작 마커와 끝 마커가 비어 있지 않음',
        trim_start: '앞 공백 제거',
        prefix: '시작 마커가 접두사',
        trim_end: '뒤 공백 제거',
        suffix: '끝 마커가 접미사',
        custom_prefix: '맞춤 접두사',
        custom_suffix: '맞춤 접미사',
        custom_key: '맞춤 키',
      },
    },
    assembly: {
      title: '코어가 실행한 build_initial_context',
      buckets: {
        merged_developer: '합친 개발자 메시지',
        separate_developer: '따로 개발자 메시지',
        multi_agent_mode: '멀티 에이전트 모드',
        contextual_user: '컨텍스트 사용자 메시지',
        guardian_policy: '가디언 정책',
        managed_developer: '관리형 개발자 지시',
      },
    },
  },

  exercise: {
    title: '실습: 교체 표 세 장',
    intro:
      '뒤섞인 기록을 중간 × 원격, 빈 창, 샘플 전 × 원격으로 보내 보세요. 각각 교체 표를 채우세요: 항목마다 운명(남김, 줄임, 자름)과 새 위치, 요약이 마지막인지, 초기 컨텍스트가 표에 있는지와 어디에 있는지. 앱이 코어와 대조해 확인해요.',
    cellTab: '{n}. {cell}',
    item: '항목',
    text: '텍스트',
    fate: '운명',
    position: '새 위치(1부터)',
    positionLabel: '{name}({id})의 새 위치',
    fateLabel: '{name}({id})의 운명',
    // the exercise's items in the reader's words; the id stays beside them as code
    itemNames: {
      perm: '권한',
      agents: 'AGENTS.md 지침',
      env: '환경',
      ask1: '첫 요청',
      reply1: '첫 답',
      call1: '첫 도구 호출',
      out1: '첫 도구 출력',
      approved: '승인 알림',
      think1: '추론',
      aborted: '중단된 턴',
      ask2: '두 번째 요청',
      call2: '두 번째 도구 호출',
      out2: '두 번째 도구 출력',
      time: '현재 시각',
      reply2: '두 번째 답',
    },
    fates: { '': '—', kept: '남김', truncated: '줄임', cut: '자름' },
    summary: '요약은',
    summaryAnswers: {
      '': '—',
      last: '마지막 항목이에요',
      notLast: '있지만 마지막이 아니에요',
      none: '요약이 없어요',
    },
    context: '초기 컨텍스트는',
    contextAnswers: {
      '': '—',
      notInTable: '표에 없어요(압축 뒤 다시 넣어요: 샘플 전은 같은 턴, 수동은 다음 일반 턴)',
      beforeLastUser: '마지막 진짜 사용자 메시지 앞에 있어요',
      wholeWindow: '새 창 전체예요',
      end: '맨 끝에 있어요',
    },
    contextPosition: '초기 컨텍스트 첫 항목의 위치(새 기록에서, 1부터)',
    check: '내 표 확인',
    allRight: '정답: 이 표는 코어가 만든 것과 똑같아요.',
    mistakes: { one: '틀린 곳 {n}개:', other: '틀린 곳 {n}개:' },
    mistake: {
      fate: '{name} (`{id}`): 운명을 다시 보세요. 규칙: {rule}. {reason}',
      position:
        '{name} (`{id}`): 운명은 맞고 위치가 틀렸어요. 위치는 새로 넣은 항목과 요약을 포함해 새 기록을 1부터 세요.',
      summary:
        '요약: 그게 아니에요. 규칙: 요약의 자리는 타이밍을 따라요(중간은 마지막에 두고, 빈 창은 요약을 만들지 않아요).',
      initialContext:
        '초기 컨텍스트: 그게 아니에요. 규칙: {rule}. 중간은 마지막 진짜 사용자 메시지 앞에 끼워 넣고, 샘플 전은 같은 턴에서 첫 샘플 요청 전에 다시 넣고, 수동은 다음 일반 턴에 넣어요. 빈 창은 그것만으로 이루어져요.',
      contextPosition:
        '초기 컨텍스트: 놓인 자리는 맞고 첫 항목의 위치가 틀렸어요. 요약을 포함해 새 기록을 1부터 세요.',
    },
    answer: {
      fate: '답: {expected}.',
      position: '답: {expected}번째 자리.',
      summary: '답: 요약은 {expected}.',
      initialContext: '답: 초기 컨텍스트는 {expected}.',
      contextPosition: '답: 첫 항목은 {expected}번째 자리에 있어요.',
    },
    showAnswer: '답 보기',
    blanks: { one: '아직 빈칸이 {n}개 있어요.', other: '아직 빈칸이 {n}개 있어요.' },
    score: '{total}개 중 {right}개 맞음',
    scoreOverall: '표 세 장 전체: {total}개 중 {right}개 맞음',
    saved: '입력하는 대로 답이 이 브라우저에 저장돼요.',
    shareAnswers: '내 답이 담긴 링크 복사',
    shareCopied: '링크를 복사했어요. 링크를 열면 내 답이 담긴 실습이 열려요.',
    shareLoaded: '이 링크에 답이 담겨 있었어요. 빈칸만 그 답으로 채웠어요.',
    unsaved:
      '이 브라우저가 답을 저장하지 못했어요(저장 공간이 가득 찼거나 꺼져 있어요). 답은 이 페이지에만 있으니 닫기 전에 내려받으세요.',
    downloadAnswers: '답 내려받기',
    setAside:
      '손상됐거나 다른 버전에서 저장된 답을 읽지 못했어요. 손대지 않고 "{key}"에 보관했고, 표는 읽을 수 있는 것부터 시작해요.',
    unreadable:
      '손상됐거나 다른 버전에서 저장된 답을 읽지 못했고, 이 브라우저가 사본 보관도 거부했어요. 덮어쓰기 전에 내려받으세요.',
    downloadUnreadable: '읽지 못한 답 내려받기',
    mergedFromTab:
      '다른 탭에서 답을 바꿨어요. 링크로 받은 답은 그대로 두고, 다른 탭의 답은 빈칸에만 채웠어요.',
    blank: '빈칸',
    seeStep: '{seq}걸음',
    showCell: '이 칸을 무대에 보이기',
    further: {
      title: '한 단계 더',
      intro:
        '가득 찬 창에서 원격이 실패하면 왜 로컬로 넘어가지 않을까요? 모델 전환 샘플 전 압축은 왜 현재 모델로 한 번 더 시도할 수 있을까요? 두 경우를 돌려 보고 궤적을 읽어 보세요.',
      fullWindowFailure: '가득 찬 창, 원격 타임아웃(샘플 전 × 원격)',
      modelSwitchFallback: '모델 전환, 첫 원격 호출 거절(샘플 전 × 원격)',
      predict: '내 예측:',
      predictFirst: '먼저 결과를 예측해 보세요.',
      predicted: '내 예측: {outcome}.',
      run: '이 경우 돌리기',
      outcome: '결과: {outcome} · 서버 호출: {server} · 모델 호출: {model}',
      fullWindowFailureAnswer:
        'Codex는 요청을 보내기 전에 원격과 로컬 가운데 하나를 한 번만 골라요. `run_auto_compact`가 제공자가 무엇을 지원하는지 묻고, 원격 압축을 지원하는 제공자에게는 원격 작업만 돌려요. 그 작업의 오류는 그대로 턴으로 돌아가고, 그것을 받아서 대신 로컬 요약을 돌리는 분기는 없어요. 원격과 로컬은 첫째 시도와 둘째 시도가 아니라 한 번의 선택이에요. 그래서 원격 v2는 타임아웃을 같은 모델로 다시 보내고(WebSocket 호출 {websocketCalls}번, 이어서 HTTPS로 바꿔 그쪽 재시도까지: 기본 제공자에서 요청 {serverCalls}번), 그것마저 실패하면 압축과 턴이 끝나요. Codex에 있는 대체는 다른 모델로 바꾸는 것뿐이고, 가득 찬 창의 샘플 전 압축에는 그 대체 모델도 없어요.',
      modelSwitchFallbackAnswer:
        '이전 모델 압축은 대체할 수 있어요. 잘못된 요청은 모델에 따라 다를 수 있는 오류라서 현재 모델로 한 번 더 시도해요. 전송 계층은 잘못된 요청을 되풀이하지 않으니, 서버를 {serverCalls}번 부르고 압축이 완료돼요.',
    },
  },
}
