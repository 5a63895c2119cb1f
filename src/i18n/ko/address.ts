import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/** 주소창이 화면의 시나리오를 담고 있는지, 아니라면 어떻게 공유할지. */
export const address: DeepStrings<Messages['address']> = {
  notInLink:
    '주소창에는 이 시나리오가 담겨 있지 않아요 ({source}). 다른 곳에서 열면 내장된 수업 기록이 보여요.',
  copy: '이 시나리오를 담은 링크 복사',
  copied: '복사했어요. 이 링크는 지금 화면의 시나리오를 열어요.',
  failed: '브라우저가 클립보드를 막았어요. 링크는 아래에 있어요.',
  tooLong:
    '이 시나리오의 링크는 {n}자가 되어, 메일이나 채팅에서 온전히 남는 {max}자를 넘어요. 파일로 공유해 주세요.',
  download: '시나리오 파일 받기',
  sources: {
    default: '내장된 수업 기록',
    edit: '이 브라우저에서 고친 것',
    session: '세션 파일로 만든 것',
    share: '링크로 연 것',
    saved: '이 브라우저에 저장한 작업',
    sweep: '스윕이 만들어 낸 기록',
  },
}
