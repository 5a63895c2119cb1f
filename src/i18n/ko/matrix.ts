import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/** 비교 화면의 결정 표: 아홉 칸 모두, 내보내기, 단계 이름으로 맞추기, 링크. */
export const matrix: DeepStrings<Messages['matrix']> = {
  tabs: {
    label: '비교 방식',
    matrix: '결정 표 (아홉 칸 모두)',
    side: '나란히 보기 (두세 칸)',
    sweep: '스윕 (여러 기록에 걸쳐)',
    memo: '메모(인쇄와 내보내기)',
  },
  title: '이 기록 위의 아홉 칸',
  intro:
    '칸마다 한 줄: 드는 비용과 사용자가 잃는 것. 열 제목을 누르면 정렬되고, 잃은 항목을 펼치면 하나하나 볼 수 있어요.',
  caption: '같은 기록 위의 아홉 칸, 지금 켜 둔 장애와 스위치 그대로.',
  settings: {
    title: '켜 둔 장애와 스위치',
    none: '없음: 모델·서버 호출이 모두 성공해요',
  },
  columnsLabel: '보이는 열',
  columns: {
    cell: '칸',
    outcome: '경로와 결과',
    calls: '모델 · 서버 호출',
    tokens: '토큰 전 → 후',
    users: '사용자 메시지 남김 · 줄임 · 버림',
    userText: '남은 사용자 글',
    exchange: '보낸 토큰 · 받은 토큰',
    estimate: '비용 · 시간(추정)',
    lost: '잃는 것',
    onFailure: '호출이 모두 실패하면',
    caveats: '흉내 낸 값',
  },
  values: {
    outcome: '{path}: {outcome}',
    calls: '{model} · {server}',
    fallback: '지금 모델로 한 번 다시 시도한 것 포함',
    tokens: '≈{before} → ≈{after}',
    exchange: '≈{sent} · ≈{received}',
    estimate: '${dollars} · {seconds}초',
    users: '{kept} · {truncated} · {dropped}',
    lostNone: '없음',
    lostKind: '{kind}: {n}',
    refreshed: '새로 다시 넣은 컨텍스트: {n}',
    moreLost: '… 그리고 {n}개 더 (모두 표 파일 내보내기에 있어요)',
    caveatsNone: '없음',
  },
  lostItems: {
    one: '잃은 항목 {count}개 보기',
    other: '잃은 항목 {count}개 보기',
  },
  kinds: {
    user: '사용자 메시지',
    assistant: '어시스턴트 메시지',
    tool: '도구 호출과 출력',
    reasoning: '추론',
    context: '넣어 둔 컨텍스트',
    other: '그 밖의 항목',
  },
  caveats: {
    title: '흉내 낸 숫자',
    summary:
      '요약 길이: 요약 문장은 시나리오가 모델 대신 정해 둔 답이라, 그 토큰 수는 실제 모델의 것이 아니에요.',
    server:
      '서버 응답: 서버를 실제로 부르지 않아요. 원격 압축이 돌려주는 내용은 실험실이 흉내 낸 거예요.',
    short: {
      summary: '요약',
      server: '서버 응답',
    },
  },
  export: {
    title: '내보내기',
    markdown: '마크다운(.md)',
    csv: '표 파일(.csv)',
    svg: '그림(.svg)',
    png: '그림(.png)',
    heading: 'Context Lab 결정 표: {scenario}',
    scenario: '시나리오',
    source: '출처',
    commit: 'Codex 커밋',
    faults: '켜 둔 장애와 스위치',
    caveats: '주의할 점',
    rates: '요율',
    formula: '공식',
    unnamed: '이름 없는 시나리오',
    sessionNames: {
      plain: 'Codex 세션',
      atLine: 'Codex 세션의 {line}번째 줄',
      atLineFull: 'Codex 세션의 {line}번째 줄, 창이 가득 찬 경우',
      compaction: 'Codex 세션의 {n}번째 압축({line}번째 줄)',
    },
  },
  cost: {
    title: '칸마다 드는 비용',
    assumptions:
      '토큰 수는 이 기록을 코어가 실행한 결과에서 나와요. 가격과 속도는 고쳐 쓰는 가정이지 사실이 아니에요. 코어는 가격도 속도도 몰라요. 기본값은 큰 호스팅 모델 정도의 어림수예요.',
    rates: '요율(가정)',
    fields: {
      inputPerMillion: '보낸 토큰 백만 개의 가격($)',
      outputPerMillion: '받은 토큰 백만 개의 가격($)',
      secondsPerCall: '요청마다 기다림(초)',
      inputTokensPerSecond: '초당 읽는 토큰',
      outputTokensPerSecond: '초당 쓰는 토큰',
    },
    rateProblem: '이 값은 쓸 수 없어요. 가격과 기다림은 0 이상, 속도는 0보다 커야 해요.',
    ratesLine:
      '보낸 토큰 백만 개에 {inputPerMillion} $, 받은 토큰 백만 개에 {outputPerMillion} $, 요청마다 {secondsPerCall}초, 초당 {inputTokensPerSecond#토큰} 읽고 {outputTokensPerSecond#토큰} 씀(가정)',
    formula:
      '비용 = 보낸 토큰 × 보낸 가격 ÷ 1,000,000 + 받은 토큰 × 받은 가격 ÷ 1,000,000. 시간 = 요청 수 × 요청마다 기다림 + 보낸 토큰 ÷ 초당 읽는 토큰 + 받은 토큰 ÷ 초당 쓰는 토큰. 요청마다(재시도도) 기록을 다시 보내고, 로컬 요약이면 요약 프롬프트도 함께 보내요. 압축을 마친 경우에만 받는 것이 있어요.',
  },
  chart: {
    title: '칸마다 압축 전후 토큰',
    before: '전',
    after: '후',
    label: '아홉 칸 각각의 압축 전후 토큰 수',
  },
  phase: {
    label: '칸을 맞출 기준',
    raw: '같은 단계 번호',
    at: '{phase}: {n}단계 중 {k}단계',
    notReached:
      '이 칸에는 {phase} 단계가 없어요: 앞 단계가 끝난 곳을 보여 줘요 ({n}단계 중 {k}단계)',
    names: {
      token_check: '토큰 확인',
      dispatch: '경로 고르기',
      request: '요청',
      filter: '거르기',
      install: '새 기록 설치',
      reinjection: '다시 넣기',
    },
  },
  pickerFull:
    '나란히 보기는 세 칸까지예요. 하나를 빼고 다른 칸을 고르거나, 아홉 칸을 모두 보려면 결정 표를 여세요.',
}
