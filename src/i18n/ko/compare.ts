import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/** 비교 모드의 문자열: 같은 기록 위에서 두세 칸을 나란히. */
export const compare: DeepStrings<Messages['compare']> = {
  title: '칸 비교',
  intro:
    '같은 기록을 두세 칸에 보내 봐요. 함께 한 단계씩 넘기거나 끝 상태를 보세요. 숫자는 모두 압축 코어에서 나와요.',
  open: '칸 비교',
  pickLabel: '비교할 칸 (2–3개)',
  tooFew: '칸을 두 개 이상 고르세요.',
  mode: {
    label: '보기',
    together: '함께 한 단계씩',
    end: '끝 상태',
  },
  step: '{k}단계',
  stepOf: '{n}단계 중 {k}단계',
  laneLabel: '{cell}: {step}의 기록',
  table: {
    title: '차이',
    caption: '같은 기록에서 각 칸이 남기고, 자르고, 줄이고, 새로 넣는 것.',
    question: '물음',
  },
  rows: {
    path: '경로와 결과',
    kept: '남김',
    cut: '자름',
    truncated: '줄임 (남기되 짧게)',
    injected: '새로 넣음',
    summary: '요약',
    tokens: '토큰 전 → 후',
    userMessages: '남은 사용자 메시지',
    userText: '남은 사용자 글',
    calls: '모델·서버 호출',
    onFailure: '모델·서버 호출이 모두 실패하면',
    reinjection: '압축 뒤에 다시 넣음',
    tradeoff: '맞바꾸는 것',
  },
  values: {
    keptUnchanged: '없음: 항목 {n}개가 그대로예요, 기록이 전과 같아요',
    pathOutcome: '{path}, {outcome}',
    tokens: '≈{before} → ≈{after}',
    userMessages: '{total}개 중 {kept}개',
    userText: '{share}%',
    userTextNone: '– (새 기록 없음)',
    calls: '모델 {model} · 서버 {server}',
    failureUnchanged: '{outcome}: 기록은 그대로예요',
    failureChanged: '{outcome}: 기록이 v{after}{after:이/가} 돼요',
    reinjectionNone: '없음',
    sameTurnItems: '이번 턴, 첫 샘플 요청 전: {types}',
    nextTurnItems: '다음 일반 턴: {types}',
  },
  markdown: {
    copy: 'Markdown으로 복사',
    copied: '클립보드에 복사했어요.',
    failed: '브라우저가 클립보드를 막았어요. 아래 글을 직접 복사하세요.',
    heading: 'Context Lab: {cells}',
  },
}
