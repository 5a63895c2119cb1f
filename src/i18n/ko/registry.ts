import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/** 레지스트리 편집기, matcher 실험실, 조립 화면, 기록 편집기, 공유의 문자열. */
export const registry: DeepStrings<Messages['registry']> = {
  title: '프래그먼트 레지스트리',
  intro:
    '프래그먼트 레지스트리는 프래그먼트 타입을 모두 올려 둔 등록부예요. Codex가 컨텍스트에 넣는 글 토막은 모두 타입이 있는 프래그먼트예요. 역할 하나, 시작 마커와 끝 마커, 본문, 그리고 단독 메시지가 필요한지를 타입이 정합니다. 마커만 있다고 나중에 알아볼 수 있는 것은 아니에요. 사용자 역할 타입은 컨텍스트 사용자 메시지 매처 목록에도 올라 있어야 하고, 개발자 역할 타입은 개발자 메시지 접두사 표에 접두사가 있어야 합니다.',
  introEdit:
    '아무 행이나 고치면 압축 아홉 칸이 모두 바로 다시 돌아요. 아래 영향 패널, 아홉 칸 화면, 논리 궤적이 함께 바뀝니다.',
  explainer: {
    title: '나중에 글을 어떻게 알아보나',
    user: '컨텍스트 사용자 메시지 매처 목록의 타입에 순서대로 물어요. 공백을 제거한 텍스트를 시작 마커와 끝 마커로 감싸는 첫 타입이 이기고, 메시지 전체가 런타임 컨텍스트로 숨겨집니다.',
    developer:
      '개발자 텍스트는 공백을 제거한 앞부분만 개발자 메시지 접두사 표의 항목과 하나씩 비교하고, ASCII 대소문자는 가리지 않아요. 끝은 확인하지 않습니다.',
    oneShot:
      '마커가 없는 타입은 일부러 식별을 포기한 것이에요. 나중에 그 텍스트는 같은 역할의 다른 글과 똑같이 다뤄집니다.',
  },
  stats: {
    types: { one: '프래그먼트 타입 {count}개', other: '프래그먼트 타입 {count}개' },
    matchers: {
      one: '컨텍스트 사용자 메시지 매처 {count}개',
      other: '컨텍스트 사용자 메시지 매처 {count}개',
    },
    prefixes: { one: '개발자 메시지 접두사 {count}개', other: '개발자 메시지 접두사 {count}개' },
    default: 'Codex 기본 레지스트리',
    edited: '편집됨: Codex 기본값과 다름',
  },
  roles: {
    user: '사용자(user)',
    developer: '개발자(developer)',
    assistant: '어시스턴트(assistant)',
    system: '시스템(system)',
  },
  cellName: '{phase} · {implementation}',
  empty: '(비어 있음)',
  toolbar: {
    label: '시나리오 작업',
    undo: '되돌리기',
    redo: '다시 실행',
    undoHint: '마지막 편집 되돌리기 (Ctrl+Z 또는 Cmd+Z)',
    redoHint: '다시 실행 (Shift+Ctrl+Z 또는 Shift+Cmd+Z)',
    share: '공유 링크 복사',
    shareWorking: '링크 준비 중…',
    shareCopied:
      '공유 링크를 복사했어요. 레지스트리, 기록, 세계 상태, 선택한 칸까지 시나리오 전체가 들어 있습니다.',
    shareManual: '브라우저가 복사를 허용하지 않았어요. 링크를 선택해 직접 복사하세요:',
    shareLinkLabel: '공유 링크',
    shareFailed: '공유 링크를 만들지 못했어요: {message}',
    shareSize: '{chars}자',
  },
  notices: {
    label: '알림',
    dismiss: '닫기',
    rootPath: '(파일 전체)',
    savedCorrupt:
      '저장된 작업을 읽을 수 없었어요(올바른 JSON이 아님). 되살릴 수 있도록 "{key}" 아래에 손대지 않고 보관했고, 페이지는 기본 시나리오로 시작했습니다.',
    savedWrongVersion:
      '저장된 작업은 다른 버전의 Context Lab(버전 "{version}")이 쓴 것이라 불러오지 않았어요. "{key}" 아래에 보관했고, 페이지는 기본 시나리오로 시작했습니다.',
    savedInvalid:
      '저장된 작업이 올바른 시나리오가 아니라서 불러오지 않았어요. "{key}" 아래에 보관했고, 페이지는 기본 시나리오로 시작했습니다. 문제:',
    shareBroken:
      '이 공유 링크는 깨졌거나 바뀌었어요. 풀어도 시나리오가 나오지 않습니다. 아무것도 바꾸지 않았고, 지금 보이는 것은 {fallback}입니다.',
    shareInvalid:
      '이 공유 링크는 풀리지만 올바른 시나리오가 아니어서 열지 않았어요. 지금 보이는 것은 {fallback}입니다. 문제:',
    shareTooLarge:
      '이 공유 링크는 풀면 {bytes}바이트를 넘어서 거부했어요. 지금 보이는 것은 {fallback}입니다.',
    linkValueUnknown:
      '이 링크의 “{field}” 값은 적용하지 않았어요. “{value}”은(는) 이 페이지에 없는 값이에요. 링크의 나머지는 적용했어요.',
    linkValueMalformed:
      '이 링크의 “{field}” 값은 적용하지 않았어요. “{value}”은(는) 이 페이지가 쓰는 형식이 아니에요. 링크의 나머지는 적용했어요.',
    linkValueOutOfRange:
      '이 링크의 “{field}” 값은 적용하지 않았어요. “{value}”은(는) {min}–{max} 범위를 벗어나요. 링크의 나머지는 적용했어요.',
    shareTooLong:
      '이 공유 링크는 {chars}자로, 시나리오 링크가 가질 수 있는 {max}자를 넘어서 읽지 않고 거부했어요. 지금 보이는 것은 {fallback}입니다.',
    shareChecksum:
      '이 공유 링크는 전달되는 도중에 손상됐어요. 체크섬이 풀어낸 내용과 맞지 않습니다(복사할 때 글자가 바뀌었거나 빠졌거나 더해졌어요). 아무것도 바꾸지 않았고, 지금 보이는 것은 {fallback}입니다. 링크를 다시 받으세요.',
    shareUnchecked:
      '이 공유 링크는 링크에 체크섬을 넣기 전에 만들어져서, 만든 그대로 도착했는지 확인할 수 없어요. 시나리오 형식의 검사는 모두 통과해서 열었으니, 기대한 내용과 같은지 확인하세요. 여기서 무언가를 고치기 전까지 내 저장 작업은 그대로입니다.',
    savedElsewhere:
      '이 탭을 연 뒤에 다른 탭이 더 새로운 작업을 저장했어요. 여기서 저장하면 그 작업을 덮어쓰게 되므로 이 탭은 저장하지 않았어요. 다른 탭의 작업을 다시 불러오거나(이 탭의 변경은 버려져요), 둘 다 남기거나(다른 탭의 작업을 사본으로 따로 두고 이 탭의 작업을 저장해요), 덮어쓰세요.',
    savedKeptBoth:
      '다른 탭의 작업을 "{key}" 아래에 따로 두었고(아무것도 지우지 않았어요), 이 탭의 작업을 저장했어요.',
    savedKeptBothFile:
      '이 브라우저의 저장 공간이 가득 차서 다른 탭의 작업을 따로 둘 수 없었어요. 대신 파일로 내려받았고, 이 탭의 작업을 저장했어요.',
    shareLoaded:
      '공유받은 시나리오를 보고 있어요. 여기서 무언가를 고치기 전까지 내 저장 작업은 그대로입니다.',
    storageUnavailable:
      '이 브라우저는 여기서 로컬 저장소를 쓰지 못하게 해서, 새로 고치면 편집 내용이 사라져요. 남기려면 "공유 링크 복사"를 쓰거나 시나리오를 내보내세요.',
    saveFailed:
      '마지막 변경을 이 브라우저에 저장하지 못했어요(저장소가 가득 찼거나 막혔음). 저장된 작업은 그대로라서, 새로 고치면 이 변경이 아니라 그것(저장된 것이 없으면 기본 시나리오)이 보여요. 남기려면 지금 시나리오를 내려받으세요.',
    savedCrashed:
      '저장된 작업 때문에 Context Lab이 실패해서({message}) 열지 않았어요. "{key}" 아래에 보관했고, 페이지는 기본 시나리오로 시작했습니다.',
    shareCrashed:
      '이 공유 링크의 시나리오 때문에 Context Lab이 실패해서({message}) 열지 않았어요. 대신 {fallback}{fallback:을/를} 보여 줍니다.',
    scenarioSetAside:
      '시나리오를 이 브라우저의 "{key}" 아래에 따로 보관했고(지운 것 없음), 수업으로 돌아왔어요.',
    scenarioDownloaded:
      '이 브라우저가 시나리오를 저장해 주지 않아 파일로 내려받았고, 수업으로 돌아왔어요.',
    savedNotObject:
      '저장된 작업이 올바른 JSON이지만 시나리오 객체가 아니라서 불러오지 않았어요. "{key}" 아래에 보관했고, 페이지는 기본 시나리오로 시작했습니다.',
    savedVersionType:
      '저장된 작업의 버전이 숫자가 아니라서("{version}") 불러오지 않았어요. "{key}" 아래에 보관했고, 페이지는 기본 시나리오로 시작했습니다.',
    savedNotCopied:
      '저장소가 가득 차서 따로 복사해 두지 못했어요. 그래서 그 자리에 그대로 두고, 어떤 편집도 그 위에 저장하지 않습니다. 사본을 남기려면 내려받은 뒤 공간을 비우세요.',
    saveBlocked:
      '편집이 저장되지 않고 있어요. 저장하면 따로 복사해 두지 못한 이전 저장 작업을 덮어쓰게 됩니다(저장소가 가득 참). 남기려면 지금 시나리오나 이전 작업을 내려받으세요.',
    savedBackedUp:
      '이 공유 시나리오를 그 자리에 저장하기 전에, 내 저장 작업을 "{key}" 아래에 따로 복사해 두었어요.',
    actions: {
      downloadKey: '내려받기',
      downloadCurrent: '지금 시나리오 내려받기',
      restoreKey: '내 저장 작업 되돌리기',
      reloadSaved: '다른 탭의 작업 다시 불러오기',
      keepBoth: '둘 다 남기기',
      overwriteSaved: '덮어쓰기',
    },
    fallback: {
      saved: '저장된 작업',
      default: '기본 시나리오',
    },
  },
  screen: {
    reset: 'Codex 기본값으로 되돌리기',
    resetDone:
      '레지스트리를 Codex 기본값으로 되돌렸어요. 되돌리기를 누르면 편집 내용이 돌아옵니다.',
    addType: '프래그먼트 타입 추가',
    search: '타입 거르기',
    searchPlaceholder: '이름, 마커 또는 내용 종류',
    roleFilter: '역할',
    allRoles: '모든 역할',
    showing: '타입 {total}개 중 {shown}개 표시',
    tableCaption:
      '프래그먼트 타입. 마커의 공백을 눈에 보이게 표시합니다: ⏎는 줄바꿈, ·는 가장자리의 공백.',
    orphans: '이 카탈로그의 어떤 타입에도 연결되지 않은 접두사 표 항목:',
    noMatches: '조건에 맞는 타입이 없어요.',
    tableTitle: '프래그먼트 타입',
  },
  columns: {
    type: '타입',
    role: '역할',
    markers: '마커',
    recognition: '식별',
    separate: '단독 메시지',
    userMatchers: '컨텍스트 사용자 메시지 매처',
    developerPrefixes: '개발자 메시지 접두사',
    actions: '작업',
  },
  cells: {
    start: '시작',
    end: '끝',
    editMarkers: '마커 편집',
    editMarkersOf: '{name}의 마커 편집',
    roleOf: '{name}의 역할',
    separateOf: '{name}: 단독 메시지 필요',
    userMatcherOf: '컨텍스트 사용자 메시지 매처 목록에 {name} 올리기',
    prefixOf: '개발자 메시지 접두사 표에 {name}의 접두사 올리기',
    position: '#{position} / {total}',
    notListed: '목록에 없음',
    notApplicable: '{role} 타입에만 해당',
    deleteOf: '{name} 삭제',
    delete: '삭제',
    custom: '사용자 정의',
    pinName: '고정 커밋의 이름: {name} (여기서는 옛 이름을 키로 씀)',
    edited: '편집됨',
    marked: '표시 있음',
    oneShot: '일회성',
    oneShotHint: '마커 없음: 매칭 안 됨',
    customMatcher: '사용자 정의 매처',
    customMatcherHint: 'matches_text 재정의: {matcher}',
    prefixValue: '접두사',
    noPrefix: '접두사 없음 (표시 없음)',
    prefixIsStart: '시작 마커 그대로',
    sourceLink: '소스',
    listAnyway: '그래도 올리기',
    warnings: '경고: {count}',
  },
  matcherKinds: {
    marked: '기본 표시 매처',
    additional_context_user: '<external_{key}>…</external_{key}>, 대소문자 구분',
    internal_model_context: '<codex_internal_context source="…">, 또는 옛 <goal_context>',
    legacy_unified_exec_warning: 'unified_exec 프로세스 한도 경고로 시작',
    legacy_apply_patch_warning: 'apply_patch 경고로 시작하고 끝남',
    legacy_model_mismatch_warning: '모델 불일치 경고로 시작',
  },
  markerEditor: {
    title: '{name}의 마커',
    start: '시작 마커',
    end: '끝 마커',
    escapes: '줄바꿈은 \\n, 탭은 \\t로 입력하세요.',
    preview: '렌더 결과',
    customNote:
      '이 타입은 matches_text를 재정의해요. 마커를 바꿔도 렌더링만 달라지고, 무엇을 알아보는지는 그대로입니다.',
    apply: '적용',
    applyAnyway: '그래도 적용',
    cancel: '취소',
    warningsIntro:
      'Codex에서는 허용되지만 스스로 발목을 잡는 설정이에요. 경고를 읽은 뒤 그래도 적용하거나 고치세요.',
  },
  announce: {
    markers: '{name}: 마커를 바꿨어요.',
    role: '{name}: 이제 역할은 {role}입니다.',
    separate: '{name}: 단독 메시지 {state}.',
    on: '켬',
    off: '끔',
    userMatcherOn: '{name}: 컨텍스트 사용자 메시지 매처 목록 #{position}에 추가했어요.',
    userMatcherOff: '{name}: 컨텍스트 사용자 메시지 매처 목록에서 뺐어요.',
    prefixOn: '접두사 {prefix}: 개발자 메시지 접두사 표에 추가했어요.',
    prefixOff: '접두사 {prefix}: 개발자 메시지 접두사 표에서 뺐어요.',
    deleted: '{name}: 삭제하고 두 표에서 모두 뺐어요. 되돌리기로 되살릴 수 있습니다.',
    added: '{name}: 추가했어요.',
    refused: '편집을 적용하지 않았어요. 시나리오가 유효하지 않게 돼요(문제 {count}개).',
    leftUserMatchers:
      '{name}: 더 이상 사용자 역할 타입이 아니라서 컨텍스트 사용자 메시지 매처 목록에서 뺐어요.',
    leftDeveloperPrefixes:
      '접두사 {prefix}: 개발자 메시지 접두사 표에서 뺐어요. 빈 접두사는 모든 개발자 메시지에 매칭되기 때문이에요.',
    prefixRenamed: '개발자 메시지 접두사 표 항목이 바뀌었어요: {from} → {to}',
    prefixShared:
      '접두사 {prefix}{prefix:을/를} 함께 쓰는 타입: {others}. 이 타입들도 영향을 받아요.',
  },
  issues: {
    nameEmpty: '타입 이름을 정하세요. 매처 목록은 구조체 이름으로 타입을 가리킵니다.',
    nameDuplicate: '같은 이름의 타입이 이미 있어요: {name}. 이름은 겹치면 안 됩니다.',
    nameInvalid: 'Rust 구조체 이름을 쓰세요. 글자, 숫자, 밑줄만 쓰고 숫자로 시작하면 안 됩니다.',
    nameReserved:
      '이 이름은 JavaScript에서 예약되어 있어요(__proto__, constructor, prototype). 다른 구조체 이름을 쓰세요.',
    markersMissing:
      '표시 있는 타입에는 시작 마커와 끝 마커가 모두 필요해요. 일부러 식별을 포기하려면 2단계에서 일회성을 고르세요.',
    halfMarked:
      '반쪽 표시: 마커 하나가 비어 있으면 이 타입은 절대 알아볼 수 없어요. 기본 매처는 어느 쪽이든 마커가 비어 있으면 곧바로 false를 돌려주고, 나머지 마커는 렌더링에만 쓰입니다.',
    nonAscii:
      '{char} 문자가 들어 있어요. Codex는 마커를 UTF-8 바이트 단위로 비교하고 대소문자는 ASCII 글자만 접기 때문에, ASCII가 아닌 문자는 정확히 같아야 해요(켈빈 기호는 글자 k가 아닙니다).',
    edgeWhitespace:
      '공백으로 시작하거나 끝나요({side}). 매처는 비교 전에 텍스트의 공백을 제거하므로, 그쪽 가장자리에 공백이 있는 마커는 절대 매칭되지 않습니다.',
    duplicateStart:
      '시작 마커가 {other}의 것과 같아요. 조립은 시작 마커로 프래그먼트를 구분하고 매처 목록은 처음 매칭된 타입으로 답하므로, 두 타입이 뒤섞입니다.',
    bodyTooLarge:
      '본문이 {size}자인데, 여기서 한도는 {max}자예요. 타입은 모양을 책임질 뿐 크기는 책임지지 않아요. 이만큼 큰 주입은 매 턴 넣을 것이 아니라 리뷰에서 걸러야 합니다.',
    prefixEmpty:
      '빈 개발자 메시지 접두사는 모든 개발자 메시지에 매칭되므로 받지 않아요. 먼저 타입에 시작 마커나 명시적인 접두사를 주세요.',
    oneShotListed:
      '이 타입은 마커가 없어서 매처가 언제나 false를 돌려줘요. 목록에 올려도 달라지는 것이 없습니다.',
    warning: '경고',
    error: '오류',
  },
  form: {
    title: '프래그먼트 타입 추가',
    intro:
      '글을 모델 컨텍스트에 보내기 전에, 먼저 타입으로 정의하세요. 아래 체크리스트의 각 단계는 Codex의 모든 프래그먼트가 답해야 하는 질문이에요.',
    step1: '1. 역할: 누가 말하나요?',
    step1Hint:
      '사용자와 개발자 프래그먼트는 나중에 알아볼 수 있지만, 어시스턴트 프래그먼트는 절대 알아보지 못해요.',
    step2: '2. 마커를 달거나, 일부러 식별을 포기하기',
    marked: '표시 있음: 시작 마커와 끝 마커가 있어 압축 뒤에도 다시 알아봄',
    oneShot: '일회성: 마커가 없어 나중에 절대 알아보지 못함 (승인 알림처럼)',
    start: '시작 마커',
    end: '끝 마커',
    step3: '3. 본문',
    name: '구조체 이름',
    contentKind: '내용 종류 (Codex 필드가 아닌 자체 태그)',
    body: '본문 예시',
    bodyHint: '공백과 줄바꿈은 본문이 직접 가져요. 마커와 본문은 구분자 없이 그대로 이어 붙습니다.',
    bodySize: '{size} / {max}자',
    step4: '4. 단독 메시지가 필요한가요?',
    separate: '단독 메시지 필요 (requires_separate_message)',
    step5: '5. 매칭 표에 등록하기',
    registerUser: 'CONTEXTUAL_USER_FRAGMENT_MATCHERS에 올리기 (맨 끝)',
    registerDeveloper: 'CONTEXTUAL_DEVELOPER_PREFIXES에 접두사 추가 (맨 끝)',
    registerAssistant:
      '어시스턴트 프래그먼트에는 표가 없어요. 매처 목록도 접두사 표도 어시스턴트 쪽은 보지 않습니다.',
    developerPrefix: '올릴 접두사 (일회성 타입에는 시작 마커가 없음)',
    preview: '렌더 예시',
    selfCheck: '렌더 예시가 자기 타입에 매칭되나요?',
    selfYes: '예: 타입이 자기 렌더 결과를 알아봅니다.',
    selfNo: '아니요: 자기 렌더 결과조차 알아보지 못해요.',
    selfNotListed: '매칭은 되지만 타입이 등록되지 않아서, Codex가 물어볼 일이 없어요.',
    submit: '타입 추가',
    submitAnyway: '그래도 추가',
    cancel: '취소',
    hasErrors: '위에 표시된 오류부터 고치세요.',
    hasWarnings: '위에 경고가 있어요. 그래도 추가하거나 타입을 고치세요.',
  },
  impact: {
    title: '압축에 미치는 영향',
    updating: '업데이트 중…',
    intro: '같은 기록을 아홉 칸 모두에서, Codex 기본 레지스트리와 내 레지스트리로 각각 압축합니다.',
    unchanged:
      '레지스트리가 Codex 기본값이라 아직 비교할 것이 없어요. EnvironmentContext의 마커를 비워 보세요.',
    grid: '칸마다 남김·자름 기록 항목 수, 기본 → 내 것',
    kept: '남김 {before} → {after}',
    cut: '자름 {before} → {after}',
    keptSame: '남김 {count}',
    cutSame: '자름 {count}',
    injected: '새로 넣음 {before} → {after}',
    changed: '바뀜',
    same: '같음',
    itemsTitle: '분류나 남김 여부가 달라진 기록 항목',
    noItems: '이 시나리오에서는 분류나 남김 여부가 달라진 기록 항목이 없어요.',
    notRecognized: '알아보지 못함',
    realUser: '진짜 사용자 메시지',
    hookPrompt: '훅 프롬프트',
    plainDeveloper: '일반 개발자 텍스트',
    agentMessage: '에이전트 메시지',
    system: '시스템 메시지',
    notAMessage: '메시지 아님',
    fateLine: '{before} → {after} (해당 칸: {cells})',
    fates: {
      absent: '없음',
    },
    consequences: {
      unrecognized_now_kept:
        '이제 이 {what}{what:을/를} 알아보지 못해요. 그래서 압축은 사용자가 직접 입력한 글처럼 남기고, 화면도 사용자 메시지로 보여 줍니다.',
      unrecognized:
        '이제 이 {what}{what:을/를} 알아보지 못해요. 화면은 사용자 메시지로 보여 줍니다.',
      recognized_now_cut:
        '이제 런타임 컨텍스트로 알아봐요. 화면은 숨기고, 압축은 사용자 글로 남기는 대신 잘라 냅니다.',
      recognized: '이제 런타임 컨텍스트로 알아보므로 화면이 숨겨요.',
      retyped:
        '여전히 숨겨지지만, 이제 다른 타입이 가져가요(목록에서 처음 매칭된 타입이 이깁니다).',
      developer_unrecognized:
        '이제 어떤 개발자 메시지 접두사도 매칭되지 않아서, 롤백은 이를 지속 개발자 텍스트로 다뤄요. 압축은 어느 쪽이든 개발자 메시지를 버립니다.',
      developer_recognized:
        '이제 개발자 메시지 접두사가 매칭되어 컨텍스트 개발자 텍스트로 칩니다. 압축은 어느 쪽이든 개발자 메시지를 버려요.',
      developer_retyped: '이제 다른 개발자 메시지 접두사가 매칭돼요.',
      recognition_changed: '분류가 바뀌었어요.',
      fate_only: '분류는 그대로지만, 칸마다의 결과가 바뀌었어요.',
    },
    block: '블록',
    text: '텍스트',
  },
  matcher: {
    title: '매처 실험실',
    intro:
      '매처 실험실은 매처(글을 보고 어느 프래그먼트 타입인지 알아보는 규칙)를 직접 시험해 보는 곳이에요. 텍스트를 입력하거나 붙여 넣고, 등록된 어떤 타입이 알아보는지 한 단계씩 보세요: 공백 제거, 접두사, 다시 공백 제거, 접미사, ASCII만 대소문자 접기, 그리고 사용자 정의 매처.',
    input: '매칭할 텍스트',
    role: '메시지 역할',
    presets: '예제',
    presetsHint: '예제마다 텍스트와 역할을 함께 불러와요.',
    visible: '매처가 보는 것 (보이지 않는 문자를 드러냄)',
    chars: '{chars}자, UTF-8 {bytes}바이트',
    capped:
      '긴 텍스트: 매칭은 앞뒤 {window}자씩만 읽고(매처는 양 끝만 봄), 화면에는 처음 {shown}자만 보여요.',
    moreHidden: '… 보이지 않는 {count}자 더 있음',
    classification: '메시지 분류',
    verdict: {
      hidden:
        '숨김: {type} 타입이 이 부분을 알아봐요. 화면은 메시지 전체를 숨기고, 압축은 런타임 컨텍스트로 다룹니다.',
      user_message:
        '진짜 사용자 메시지: 등록된 어떤 매처도 알아보지 못하므로, 화면이 보여 주고 압축이 남겨요.',
      hook_prompt:
        '훅 프롬프트: <hook_prompt hook_run_id="…">에서 파싱됨. 훅 프롬프트로 보여 주고 남겨요.',
      developer_contextual:
        '컨텍스트 개발자 텍스트: 접두사 {prefix} 일치 (접두사만 보고 끝은 확인하지 않음).',
      developer_plain:
        '일반 개발자 텍스트: 개발자 메시지 접두사 표의 어떤 접두사도 맞지 않아요. 개발자 메시지는 어느 쪽이든 화면 항목이 되지 않습니다.',
    },
    candidatesUser: '컨텍스트 사용자 메시지 매처, 목록 순서대로',
    candidatesUserHint:
      'Codex는 목록에 있는 타입에 순서대로 묻고, 처음 매칭된 타입이 이겨요. 목록에 없는 타입에는 묻지 않습니다.',
    candidatesDeveloper: '개발자 메시지 접두사 표, 순서대로',
    candidatesDeveloperHint:
      '개발자 쪽은 공백을 제거한 앞부분만 각 접두사와 비교하고, ASCII 대소문자는 가리지 않아요.',
    unlisted: '매처 목록에 없는 사용자 역할 타입 (묻지 않음)',
    wouldMatch: '매칭되겠지만 목록에 없음',
    matched: '매칭',
    noMatch: '매칭 안 됨',
    winner: '첫 매칭: 이김',
    steps: {
      markers_present: '타입의 시작 마커와 끝 마커가 비어 있지 않음',
      trim_start: '앞쪽 공백 제거 (유니코드 White_Space)',
      prefix: '접두사 비교',
      trim_end: '뒤쪽 공백 제거',
      suffix: '접미사 비교',
      custom_prefix: '사용자 정의 검사: 접두사 (대소문자 구분)',
      custom_suffix: '사용자 정의 검사: 접미사 (대소문자 구분)',
      custom_key: '사용자 정의 검사: 키',
    },
    trimmed: '{count}개 제거:',
    trimmedNone: '제거할 공백 없음',
    stepFailedMarkers: '마커 하나가 비어 있어서 기본 매처가 곧바로 false를 돌려줘요.',
    seen: '실제',
    expected: '기대',
    reasons: {
      too_short: '텍스트가 마커보다 짧음',
      not_char_boundary: '마커 길이가 멀티바이트 문자 한가운데에서 끝남',
      differs: '바이트가 다름',
      non_ascii_case:
        '완전한 유니코드 대소문자 접기에서만 같음: Codex는 ASCII 글자만 접으므로 실패',
    },
    pass: '통과',
    fail: '실패',
    prefixOnly: '접두사',
    presetsList: {
      trap: '함정: <user_instructions>',
      agents: 'Codex가 렌더한 그대로의 AGENTS.md',
      kelvin: '<skill> 속 켈빈 기호',
      bom: '맨 앞 U+FEFF (제거 안 됨)',
      nel: '맨 앞 U+0085 (다음 줄) (제거됨)',
      permissionsUnderscore: '개발자: <permissions_instructions>',
      permissions: '개발자: <permissions instructions>',
      approved: '개발자: 승인된 명령 접두사',
      upperSkill: '대문자 <SKILL>, 앞뒤 여백 있음',
      hook: '훅 프롬프트',
      halfOpen: '끝이 없는 <turn_aborted>',
      plain: '일반 사용자 텍스트',
    },
  },
  assembly: {
    title: '초기 컨텍스트 조립',
    intro:
      'Codex가 초기 컨텍스트를 만들 때 세계 상태의 프래그먼트를 메시지로 나누는 방식이에요. 합친 개발자 메시지 하나(모델 전환이 맨 앞), 단독 개발자 메시지들, 멀티 에이전트 모드, 컨텍스트 사용자 메시지 하나, 가디언 리뷰어의 개발자 지시, 그리고 언제나 맨 끝에 오는 관리 개발자 지시. 각 섹션은 그냥 문자열이라 턴의 개발자 지시도 타입 없이 들어가고, 사용자 역할 텍스트는 목록에 있는 매처가 알아볼 때만 나중에 숨겨져요.',
    world: '세계 상태',
    worldHint: '편집은 시나리오에 저장되므로, 압축 칸들도 같은 컨텍스트를 넣어요.',
    cwd: '작업 디렉터리 (cwd)',
    sandbox: '샌드박스 모드',
    approval: '승인 정책',
    network: '네트워크 접근',
    agentsMd: 'AGENTS.md',
    agentsMdOn: 'AGENTS.md 파일이 있음',
    agentsMdDir: '찾은 디렉터리',
    agentsMdText: 'AGENTS.md 내용',
    modelSwitch: '모델 전환',
    modelSwitchOn: '직전 턴 이후 모델이 바뀜',
    previousModel: '이전 모델',
    modelSwitchInstructions: '모델 지시',
    personality: '성격 (비우면 끔)',
    multiAgentMode: '멀티 에이전트 모드 텍스트 (비우면 없음)',
    usageHint: '멀티 에이전트 사용 힌트 (비우면 없음)',
    managed: '관리 개발자 지시 (비우면 없음)',
    developerInstructions: '개발자 지시 (비우면 없음)',
    guardian: '가디언 리뷰어 세션: 개발자 지시가 따로 개발자 메시지 하나가 됨',
    tokenBudget: 'TokenBudget 켬 (미리 보기)',
    tokenBudgetHint:
      '미리 보기일 뿐이에요. 아홉 칸 화면에서는 빈 창 열이 이미 TokenBudget을 켜고, 나머지 열은 끈 채로 둡니다.',
    tokenBudgetDiff:
      'TokenBudget이 켜지면 창 정체 한 줄(<context_window>)이 첫 번째 단독 개발자 메시지가 돼요.',
    tokenBudgetNew: 'TokenBudget이 추가함',
    messages: '초기 컨텍스트, Codex가 내보내는 순서대로',
    messageHeading: '{index}. {bucket}',
    fragmentCount: '프래그먼트 {count}개',
    textOf: '{type}의 텍스트',
    emptyBody: '(비어 있음)',
    sizeRefused: '거부됨: {size}자로 한도 {max}자를 넘어요.',
    buckets: {
      merged_developer: '합친 개발자 메시지',
      separate_developer: '단독 개발자 메시지',
      multi_agent_mode: '멀티 에이전트 모드',
      contextual_user: '컨텍스트 사용자 메시지',
      guardian_policy: '가디언 리뷰어의 개발자 지시',
      managed_developer: '관리 개발자 지시 (언제나 맨 끝)',
    },
    reasons: {
      developer_instructions:
        '턴의 developer_instructions 문자열을 그대로 넣음(프래그먼트 타입 없음): 이보다 앞서는 건 모델 전환뿐',
      model_switch_first: '시작 마커 <model_switch>: 합친 메시지의 0번 자리에 끼워 넣음',
      token_budget_window: 'TokenBudget 켬: 창 정체가 단독 목록에 가장 먼저 들어감',
      held_multi_agent_mode: '시작 마커 <multi_agent_mode>: 따로 잡아 두었다가 단독으로 내보냄',
      held_managed_last: '시작 마커 <managed_developer_instructions>: 맨 끝까지 잡아 둠',
      multi_agent_role_separate: '시작 마커 <multi_agent_role>: 언제나 단독',
      unmarked_separate: '단독 메시지가 필요하고 시작 마커가 비어 있음',
      merged_developer: '나머지 개발자 프래그먼트는 모두 합쳐짐 (표시 있고 단독을 요구해도)',
      contextual_user: '사용자 역할: 컨텍스트 사용자 메시지에 합류',
      contextual_user_unlisted:
        '사용자 역할: 컨텍스트 사용자 메시지에 합류하지만 목록의 어떤 매처도 알아보지 못해서, 나중에는 진짜 사용자 메시지로 읽힘',
      guardian_policy:
        '가디언 리뷰어 세션: developer_instructions 문자열이 그대로 개발자 메시지 하나가 됨',
      dropped_role: '사용자나 개발자가 아닌 역할은 버림',
    },
    sandboxModes: {
      'read-only': 'read-only',
      'workspace-write': 'workspace-write',
      'danger-full-access': 'danger-full-access',
    },
    approvalPolicies: {
      untrusted: 'untrusted',
      'on-failure': 'on-failure',
      'on-request': 'on-request',
      never: 'never',
    },
  },
  history: {
    title: '기록 편집기',
    intro:
      '모든 압축 칸이 출발하는 기록이에요. 항목을 추가, 삭제, 재배열, 편집할 수 있고, 바꿀 때마다 아홉 칸이 모두 다시 돌아요.',
    presets: '시나리오',
    presetsHint:
      '시나리오를 불러오면 기록, 레지스트리, 세계 상태가 바뀌어요 (되돌리기로 내 것을 되찾을 수 있음).',
    load: '불러오기',
    loaded: '불러옴: "{name}".',
    current: '현재 시나리오',
    items: '항목 ({count})',
    empty: '기록이 비어 있어요. 아래에서 항목을 추가하세요.',
    moveUp: '↑',
    moveDown: '↓',
    moveUpOf: '{id} 위로 이동',
    moveDownOf: '{id} 아래로 이동',
    remove: '삭제',
    removeOf: '{id} 삭제',
    edit: '편집',
    editOf: '{id} 편집',
    close: '완료',
    removedPair: '삭제함: {id}, 그리고 짝인 {other}.',
    removed: '삭제함: {id}.',
    moved: '{id}: {position}번 자리로 옮겼어요.',
    outputBeforeCall: '출력은 자기 호출({callId}) 뒤에 있어야 해요. 그 이동은 적용하지 않았습니다.',
    recognizedAs: '알아본 타입: {type}',
    classification: {
      hidden: '숨김 (런타임 컨텍스트)',
      user_message: '진짜 사용자 메시지',
      hook_prompt: '훅 프롬프트',
      contextual_developer: '컨텍스트 개발자 텍스트',
      plain_developer: '개발자 메시지 접두사 표에 없는 개발자 텍스트',
      agent_message: '에이전트 메시지',
      system: '시스템 메시지',
      not_a_message: '',
    },
    itemTypes: {
      message: '메시지',
      function_call: '도구 호출',
      function_call_output: '도구 출력',
      custom_tool_call: '사용자 정의 도구 호출',
      custom_tool_call_output: '사용자 정의 도구 출력',
      reasoning: '추론',
      agent_message: '에이전트 메시지',
      compaction: '압축',
      context_compaction: '컨텍스트 압축',
      compaction_trigger: '압축 트리거',
      other: '기타',
    },
    fields: {
      id: 'ID',
      role: '역할',
      part: '부분 {index}',
      addPart: '부분 추가',
      removePart: '부분 {index} 삭제',
      name: '도구 이름',
      callId: '호출 ID',
      arguments: '인자',
      input: '입력',
      output: '출력',
      text: '텍스트',
      encryptedContent: '암호화된 내용',
      noFields: '이 항목에는 ID 말고 다른 필드가 없어요.',
    },
    idEmpty: 'ID가 필요해요.',
    idDuplicate: '이미 다른 항목이 쓰는 ID예요: {id}',
    callIdEmpty: '호출 ID가 필요해요.',
    callIdLinked: '호출 ID를 바꾸면 짝인 출력의 호출 ID도 함께 바뀌어요.',
    add: {
      title: '항목 추가',
      kind: '종류',
      submit: '추가',
      added: '추가함: {id}.',
      kinds: {
        user: '사용자 메시지',
        assistant: '어시스턴트 메시지',
        developer: '개발자 메시지',
        system: '시스템 메시지',
        function: '도구 호출 + 출력',
        custom: '사용자 정의 도구 호출 + 출력',
        reasoning: '추론',
        agent_message: '에이전트 메시지',
        compaction: '압축',
        context_compaction: '컨텍스트 압축',
        compaction_trigger: '압축 트리거',
        fragment: '등록된 프래그먼트와 그 본문',
      },
      fragmentType: '프래그먼트 타입',
      fragmentBody: '본문',
      fragmentPreview: '{role} 메시지로 렌더됨',
      fragmentOneShot:
        '이 타입은 일회성이에요. 렌더 결과는 본문 그대로이고, 나중에 알아보지 못합니다.',
      text: '텍스트',
    },
    io: {
      title: '가져오기와 내보내기',
      intro: '시나리오 파일은 명령줄 도구의 JSON 형식을 써요.',
      export: '시나리오 JSON 내려받기',
      import: '시나리오 파일 열기…',
      paste: '또는 시나리오 JSON 붙여 넣기',
      pasteLoad: '붙여 넣은 JSON 불러오기',
      imported: '가져옴: "{name}".',
      badJson: 'JSON이 아니에요: {message}. 아무것도 바꾸지 않았습니다.',
      invalid: '올바른 시나리오가 아니라서 아무것도 바꾸지 않았어요. 문제:',
      tooLarge:
        '파일이 {size}바이트예요. {max}바이트가 넘는 파일은 받지 않아요. 아무것도 바꾸지 않았습니다.',
      pasteTooLarge:
        '붙여 넣은 텍스트가 {size}바이트예요. 파일과 마찬가지로 {max}바이트를 넘으면 받지 않습니다. 바뀐 것은 없어요.',
      exportFailed:
        '이 시나리오를 JSON으로 쓰지 못해서({message}) 아무것도 내려받지 않았어요. 작업은 그대로입니다.',
      readFailed: '파일을 읽지 못했어요. 아무것도 바꾸지 않았습니다.',
      untitled: '이름 없는 시나리오',
    },
    invalid: '이 편집은 시나리오를 무효로 만들어서 적용하지 않았어요:',
  },
  // a message's content parts and what each matched (lane card details, history rows)
  parts: {
    title: '이 메시지의 부분',
    count: { one: '콘텐츠 부분 {n}개', other: '콘텐츠 부분 {n}개' },
    part: '{n}번째 부분',
    matched: {
      fragment: '{type} 타입과 일치',
      hook_prompt: '훅 프롬프트',
      developer_prefix: '일치하는 개발자 메시지 접두사: {prefix}',
      none: '일치하는 프래그먼트 타입 없음',
    },
    hidesMessage: '메시지 전체를 숨김',
    hiddenWith: '함께 숨겨짐',
    empty: '(빈 부분)',
    rule: {
      user: '일치하는 부분이 하나만 있어도 메시지 전체가 숨겨지고, 사용자가 쓴 텍스트도 함께 숨겨져요. 화면은 그 메시지를 전혀 보여 주지 않고, 압축도 사용자 텍스트로 남기지 않습니다.',
      developer:
        '개발자 부분은 하나씩 따로 개발자 메시지 접두사 표와 비교돼요. 개발자 메시지는 어느 쪽이든 화면 항목이 되지 않습니다.',
      other: '사용자와 개발자 부분만 프래그먼트 타입과 비교돼요.',
    },
    verdict: {
      hiddenBy: {
        one: '숨김: {list}번째 부분이 일치했어요.',
        other: '숨김: {list}번째 부분이 일치했어요.',
      },
      user_message:
        '일치한 부분이 없어요. 진짜 사용자 메시지라서 화면에 보이고 압축 뒤에도 남아요.',
      hook_prompt: '훅 프롬프트: 보여 주고 남겨요.',
    },
  },
}
