import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/** 세션 화면의 토큰 보기: 토큰이 어디에 쓰이는지, 다음에 어느 칸이 실행되는지, 예시 세션. */
export const sessionTokens: DeepStrings<Messages['sessionTokens']> = {
  sample: {
    try: '예시 세션 열어 보기',
    explain:
      '파일이 없나요? 예시는 이 앱이 직접 만들어요. 도구 출력이 긴 턴 10개에, 중간 압축·샘플 전 압축·수동 압축이 한 번씩 있어요.',
  },
  chart: {
    window: '컨텍스트 창 토큰 {tokens}개',
    limit: '자동 압축 한도 {tokens}',
    xAxis: '파일의 줄',
    yAxis: '입력 토큰',
    hover: '{line}번째 줄 · {n}번째 턴 · 입력 토큰 {tokens}개',
    hoverHint:
      '차트 위에 포인터를 올리거나 차트에 초점을 두고 화살표 키를 누르면 요청마다의 값이 보여요. 누르거나 엔터 키를 누르면 그 줄의 기록을 보여 줘요.',
    markLabel: '압{n}',
  },
  firing: {
    heading: '어느 칸이 언제 실행되나 ({line}번째 줄)',
    inUse: '사용 중: 토큰 {tokens}개({from}번째 줄에 기록됨)',
    inUseNone: '이 줄까지 기록된 요청이 없어서 사용 중인 토큰 수를 몰라요.',
    window: '컨텍스트 창: 토큰 {tokens}개',
    limit:
      '자동 압축 한도: 토큰 {tokens}개(설정한 한도와 창의 90 % 중 작은 값. 파일에는 설정한 한도가 기록되지 않아요)',
    noWindow: '파일에 컨텍스트 창이 기록되지 않아서 한도를 계산할 수 없어요.',
    headroom: '한도까지 토큰 {tokens}개 남음(한도의 {percent} % 사용 중)',
    reached: '한도에 닿았어요(한도의 {percent} % 사용 중). 다음 검사에서 실행돼요.',
    position: {
      between_turns: '턴과 턴 사이: 다음 턴은 첫 요청 전에 검사부터 해요.',
      awaiting_follow_up:
        '턴 안에서 도구 출력 바로 뒤: 모델이 이어지는 요청을 보내야 하고, 그 전에 검사해요.',
      in_turn:
        '턴 안이지만 기다리는 도구 출력이 없어요: 다음 검사는 다음 턴이 시작하기 바로 앞이에요.',
    },
    next: '다음에 실행될 칸: {cell}',
    nextWhen: {
      pre_turn: '다음 턴이 한도에 닿은 채 시작할 때',
      mid_turn: '이 도구 출력 뒤의 요청이 한도에 닿은 채 시작할 때',
    },
    path: '경로: {path}',
    pathFrom: '제공자 {provider}와 Codex {version}에서 읽음',
    pathFromProvider: '제공자 {provider}에서 읽음',
    pathInferred: '추정',
    manual: '수동 /compact는 토큰 수와 상관없이 턴 사이 언제든 실행할 수 있어요.',
    whatIf: '여기서 창이 가득 찼다면',
    whatIfExplain: '이 줄의 기록으로 아홉 칸을 돌려요. 사용 중인 토큰은 한도({tokens})로 둬요.',
    whatIfRunning: '아홉 칸을 돌리는 중…',
    whatIfHeading: '{line}번째 줄, 사용 중인 토큰 {tokens}개일 때의 아홉 칸',
    thisSession: '이 세션',
    notFired: '실행되지 않음',
    cellRow: '남김 {kept} · 자름 {cut} · 새로 넣음 {injected} · 요약 {summary}',
  },
  breakdown: {
    heading: '{line}번째 줄에서 토큰이 쓰이는 곳',
    kind: '종류',
    tokens: '추정 토큰',
    share: '비율',
    total: '추정한 기록 전체',
    recorded: '마지막 요청의 기록된 입력({line}번째 줄)',
    unexplained: '추정에 들지 않은 몫',
    leftOut:
      '추정은 모델에 보이는 기록을 Codex가 추정하는 방식으로 세요(토큰 하나에 약 4바이트, 이미지 하나는 7,373바이트, 암호화된 내용은 길이의 ¾에서 650을 뺀 값). 요청마다 보내는 기본 지침과 도구 정의, 항목마다 붙는 직렬화 틀, 토크나이저의 실제 셈은 빠져 있어요. 마지막 요청 뒤에 항목이 더해지면 기록된 입력보다 커져요.',
    noRecorded: '이 줄까지 기록된 요청이 없어요.',
    biggest: '가장 큰 몫: {kind}, 추정의 {percent} %.',
    kinds: {
      user: '사용자 메시지',
      assistant: '어시스턴트 메시지',
      reasoning: '추론',
      tool_call: '도구 호출',
      tool_output: '도구 출력',
      injected: '새로 넣은 컨텍스트',
      image: '이미지',
      encrypted: '암호화된 내용',
    },
    perTurn: '턴마다 더한 것',
    perTurnMore: '{turns} 중 처음 {shown}개.',
    turn: '턴',
    line: '줄',
    added: '더한 양(추정)',
    peak: '기록된 가장 큰 입력',
    largest: '가장 큰 종류',
    recordedAll: '파일에 기록된 전체(추정)',
  },
  history: {
    facts: '{items} · 이전 모델 {previous} · 기준 컨텍스트 {reference} · 창 번호 {window}',
    none: '없음',
    tokens: '토큰 약 {tokens}개',
    listLabel: '기록 항목(스크롤)',
  },
  units: {
    items: { one: '항목 {count}개', other: '항목 {count}개' },
    turns: { one: '턴 {count}개', other: '턴 {count}개' },
  },
}
