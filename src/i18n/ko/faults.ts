import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/** 아홉 칸 화면의 장애와 world 스위치(features/faults). */
export const faults: DeepStrings<Messages['faults']> = {
  title: '장애와 세계 스위치',
  active: '{n}개 켬',
  legend: {
    title: '범례 더 보기',
    model: '칸이 부른 모델 호출(로컬 요약)',
    server: '원격 압축 서버 호출',
    fallback: '실패한 원격 호출을 현재 모델로 한 번 다시 시도함',
    failed: '압축이 실패했거나 턴이 중단됨',
    marks: '타임라인 표시, 레인이 바뀌는 걸음:',
    markKinds: {
      cut: '자름',
      kept: '남김',
      injected: '새로 넣음',
      summary: '요약',
      install: '새 기록 설치',
    },
    lesson:
      '궤적 걸음 옆의 “수업: 파일 L번호”은 수업이 같은 코드를 인용한 것이고, 그 앞의 링크는 고정 커밋에서 그 걸음을 결정하는 함수를 열어요(한 줄에서 결정되는 걸음이면 그 줄을).',
  },
  fallback: '모델 대체',
  fallbackHint: '원격 호출이 실패해 현재 모델로 한 번 다시 시도했어요.',
}
