import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/** 세션 폴더: 표, 합계, 읽지 못한 파일. */
export const sessionFolder: DeepStrings<Messages['sessionFolder']> = {
  heading: '세션 폴더',
  intro:
    '~/.codex/sessions 폴더를 통째로 열어 보세요. 안의 롤아웃 파일을 한 번에 두 개씩, 화면을 멈추지 않고 읽어 여기에 늘어놓아요. 줄을 열면 아래에서 그 세션을 볼 수 있어요. 파일은 브라우저 밖으로 나가지 않아요.',
  pick: '폴더 열기',
  drop: '또는 여기에 폴더를 끌어다 놓기',
  dropLabel: '세션 폴더를 여기에 놓으세요',
  progressLabel: '폴더 읽는 중',
  reading:
    '{name} 읽는 중: 파일 {total}개 중 {done}개, {totalBytes}메가바이트 중 {bytes}메가바이트',
  cancel: '취소',
  cancelled:
    '{name} 읽기를 파일 {total}개 중 {done}개에서 취소했어요. 그때까지 읽은 세션은 아래에 있어요.',
  done: '{name}: {files}를 모두 읽었어요.',
  skipped: '이름으로 보아 롤아웃 파일이 아니라서 건너뜀: {files}.',
  empty: '이 폴더에는 롤아웃 파일(.jsonl 또는 .jsonl.zst)이 없어요.',
  unsupported: '이 브라우저는 폴더를 열 수 없어요. 대신 여기에 끌어다 놓으세요.',
  filterLabel: '거르기',
  filterPlaceholder: '파일, 버전, 모델',
  shown: '{total}개 중 {shown}개를 보여 줘요.',
  page: '{pages}쪽 중 {page}쪽',
  previous: '앞 쪽',
  next: '다음 쪽',
  unknown: '모름',
  open: '{name}을(를) 세션 화면에서 열기',
  columns: {
    date: '날짜',
    file: '파일',
    version: '버전',
    model: '모델',
    turns: '턴',
    requests: '요청',
    compactions: '압축',
    peak: '최대 토큰',
    notes: '참고',
  },
  notes: {
    malformed: '{lines}을 읽지 못함, 처음은 {line}번째 줄: {message}',
    stopped: '{line}번째 줄에서 읽기를 멈춤: {message}',
    truncated: '파일이 마지막 줄 중간에서 끝나요',
  },
  failures: {
    heading: '읽지 못한 파일',
    atLine: '{name}, {line}번째 줄: {message}',
    noLine: '{name}: {message}',
  },
  totals: {
    heading: '폴더 전체',
    counts: '{sessions} · {turns} · {requests} · {compactions}',
    caption: '시점과 구현별 압축',
    timing: '시점',
    total: '모두',
    inferred: '파일에서 읽은 분류예요. 그중 {compactions}은 파일이 보여 주지 않아 추정했어요.',
    tokens:
      '압축 앞뒤의 컨텍스트 토큰 평균: 앞 {before}({beforeCount} 기준), 뒤 {after}({afterCount} 기준).',
    noTokens: '토큰 수가 곁에 있는 압축이 없어요.',
    between: '한 세션에서 압축과 다음 압축 사이의 시간: 중앙값 {median}, 평균 {mean}({gaps} 기준).',
    noBetween: '시각이 적힌 압축이 두 번 있는 세션이 없어요.',
  },
  duration: {
    seconds: '{s}초',
    minutes: '{m}분 {s}초',
    hours: '{h}시간 {m}분',
  },
  units: {
    files: { one: '파일 {count}개', other: '파일 {count}개' },
    sessions: { one: '세션 {count}개', other: '세션 {count}개' },
    turns: { one: '턴 {count}개', other: '턴 {count}개' },
    requests: { one: '요청 {count}번', other: '요청 {count}번' },
    compactions: { one: '압축 {count}번', other: '압축 {count}번' },
    lines: { one: '{count}줄', other: '{count}줄' },
    gaps: { one: '간격 {count}개', other: '간격 {count}개' },
  },
}
