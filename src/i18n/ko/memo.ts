import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

export const memo: DeepStrings<Messages['memo']> = {
  title: '절충 메모: {scenario}',
  intro:
    '결정 표, 스윕, 내 세션을 한 쪽에 모아 인쇄하거나 내보내요. 모든 개수는 코어가 낸 값이고, 가격과 속도는 가정이에요.',
  actions: {
    label: '메모 인쇄하기 또는 내보내기',
    print: '인쇄',
    markdown: 'Markdown 문서',
    csv: 'CSV',
    svg: '차트를 SVG로',
  },
  language: '언어',
  languageName: '한국어',
  settingsTitle: '켜 둔 것',
  settingsNone: '넣은 장애도 바꾼 스위치도 없어요. 모델 호출과 서버 호출이 모두 성공해요.',
  settings: {
    faults: {
      remote: '원격 압축 호출이 이렇게 실패해요: {value}.',
      remoteFallback: '지금 모델로 다시 시도한 호출도 이렇게 실패해요: {value}.',
      local: '로컬 요약 요청이 이렇게 실패해요: {value}.',
      localRepeat: '로컬 실패가 연달아 {value}번 되풀이돼요.',
      preCompactHook: 'PreCompact 훅이 설정되어 있고 “{value}”(이)라고 답해요.',
      postCompactHook: 'PostCompact 훅이 설정되어 있고 “{value}”(이)라고 답해요.',
    },
    features: {
      tokenBudget: '토큰 예산 기능이 {value} 상태예요.',
      remoteCompactionV2: '원격 압축 v2가 {value} 상태예요.',
    },
    provider: {
      remoteCompaction: '제공자의 원격 압축 지원: {value}.',
      streamMaxRetries: '제공자는 실패한 스트림을 최대 {value}번 다시 시도해요.',
      requestMaxRetries: '제공자는 실패한 요청을 최대 {value}번 다시 시도해요.',
      supportsWebsockets: '제공자의 WebSocket 지원: {value}.',
      isOpenAi: '제공자를 OpenAI 것으로 봄: {value}.',
    },
    server: {
      legacyReply: '흉내 낸 압축 서버가 “{value}” 모양으로 답해요.',
      transcript: '시나리오가 압축 서버의 답을 직접 줘요.',
    },
    turn: {
      previousModel: '지난 턴 이후 모델이 바뀌었어요(이전 모델: {value}).',
    },
    other: '다른 설정도 바뀌었어요({value}).',
    on: '켬',
    off: '끔',
    yes: '예',
    no: '아니요',
    replies: { realistic: '현실적인', echo: '되돌려 주는' },
    support: { v2: '지원함(v2)', unsupported: '지원 안 함' },
  },
  assumptionsTitle: '가정',
  tokens:
    '토큰 수는 Context Lab의 바이트 어림값(토큰 하나에 약 4바이트)이지, 토크나이저로 센 값이 아니에요.',
  matrix: {
    title: '이 기록 위의 아홉 칸',
  },
  sweep: {
    title: '생성한 기록에 걸친 스윕',
    none: '이 쪽에서는 아직 스윕을 돌리지 않았어요. 스윕 탭 링크의 설정이나 기본값으로 여기서 돌려요.',
    run: '스윕 돌리기',
    costs: '스윕의 마지막 점에서 칸마다 드는 비용',
  },
  folder: {
    title: '내 세션',
    none: '아직 연 폴더가 없어요. 여기서 폴더를 열면 그 합계가 메모에 들어가요.',
  },
}
