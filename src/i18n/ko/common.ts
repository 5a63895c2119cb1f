import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/** 앱 전체가 함께 쓰는 문자열: 머리글, 탭, 바닥글. */
export const common: DeepStrings<Messages['common']> = {
  appName: 'Context Lab',
  tagline: 'Codex가 컨텍스트 창에 무엇을 넣고, 어떻게 알아보고, 어떻게 압축하는지',
  tabs: {
    grid: '압축 아홉 칸',
    lessons: '수업',
    compare: '칸 비교',
    registry: '프래그먼트 레지스트리',
    matcher: '매처 실험실',
    assembly: '조립',
    history: '기록 편집기',
    peers: '다른 에이전트',
    session: 'Codex 세션',
  },
  lessonsOffer: {
    label: '수업 안내',
    text: '처음이신가요? 안내 수업 두 개로 시작해 보세요. 이 아홉 칸을 한 단계씩 보여 주고, 먼저 예측하게 한 뒤, 코어로 답을 확인해 줘요.',
    open: '수업 시작',
    dismiss: '괜찮아요',
  },
  nav: { label: '화면' },
  locale: { label: '언어' },
  viewMenu: { button: '보기', label: '보기 모드와 공유' },
  failure: {
    title: '이 화면이 멈췄어요',
    body: '지금 시나리오로 이 화면을 보여 주다가 Context Lab에 오류가 났어요. 앱의 나머지는 그대로 동작하고, 지운 것은 없습니다. 이 시나리오를 따로 보관해 두고(이 브라우저에 별도 이름으로 남음) 수업으로 돌아갈 수 있어요.',
    detail: '무엇이 잘못됐나:',
    setAside: '이 시나리오를 따로 보관하고 수업으로 돌아가기',
    download: '이 시나리오 내려받기',
    retry: '다시 시도',
  },
  loading: '불러오는 중…',
  catalogNotice: {
    text: '이 화면의 글 일부를 불러오지 못해 영어로 보여 주고 있어요. 연결을 확인하고 다시 시도해 주세요.',
    retry: '다시 불러오기',
    lost: '이 화면의 글 일부를 불러오지 못했어요. 연결을 확인하고 다시 시도해 주세요.',
  },
  footer: {
    commit: '소스 링크는 openai/codex {commit} 기준입니다.',
    offline: '모두 브라우저 안에서만 돌아가며, 어디로도 보내지 않습니다.',
  },
}
