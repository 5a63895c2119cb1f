import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/** 교체 표의 문자열 (제목 제외, features/replacement-table): 표와 함께 불러와요. */
export const replacementTable: DeepStrings<Messages['replacementTable']> = {
  caption: '{cell}: 전 → 후, 단계 {k} / {n} 시점. 머리글을 누르면 정렬돼요.',
  columns: {
    before: '전',
    after: '후',
    item: '역할 · 종류',
    fragment: '프래그먼트 타입',
    status: '상태',
    decidedBy: '결정한 규칙',
  },
  none: '–',
  gone: '사라짐',
  empty: '아직 항목이 없어요. 다음 단계로 가서 기록을 불러오세요.',
  nextTurn: '표에는 없어요. 다음 일반 턴이 이 기록 뒤에 초기 컨텍스트 항목 {n}개를 덧붙입니다.',
  sameTurn:
    '표에는 없어요. 압축 직후 이 같은 턴이 이 기록 뒤, 사용자 메시지 앞에 초기 컨텍스트 항목 {n}개를 덧붙입니다.',
}
