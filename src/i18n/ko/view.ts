import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/** 보기 모드(발표, 삽입, 숨긴 패널)와 지금 보기의 공유 링크 문자열. */
export const view: DeepStrings<Messages['view']> = {
  present: '발표 모드',
  presentHint: '프로젝터용 큰 글자와 높은 대비, 키보드로만 조작해요.',
  exitPresent: '발표 모드 끝내기',
  fullscreen: '전체 화면',
  exitFullscreen: '전체 화면 나가기',
  embed: '삽입 모드',
  embedHint: '머리말 없이 iframe에 맞춰요. 링크는 새 탭에서 전체 앱을 열어요.',
  exitEmbed: '삽입 모드 끝내기',
  hide: '패널 숨기기',
  header: '머리말',
  openFull: 'Context Lab에서 열기 (새 탭)',
  keys: 'Space 재생/멈춤 · ← → 단계 · Home End · 1–9 칸 · F 전체 화면 · Esc 나가기',
  caption: '{n}단계 중 {k}단계 · {cell}',
  captionStart: '아직 재생한 것이 없어요. Space로 재생하거나 →로 한 단계씩 넘기세요.',
  share: {
    button: '이 보기 공유',
    copied: '링크를 복사했어요. 지금 이 보기를 그대로 열어요.',
    failed: '브라우저가 클립보드를 막았어요. 아래 링크를 복사하세요.',
    linkLabel: '이 보기의 링크',
    stale: '주소창에는 이 시나리오가 없어요. 시나리오까지 담은 링크는 “이 보기 공유”로 받으세요.',
  },
}
