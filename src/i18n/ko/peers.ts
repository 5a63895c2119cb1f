import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/** 다른 에이전트 화면: 같은 두 물음에 다른 에이전트가 내놓은 답. 에이전트 사실은 데이터(peerData.ts)에 있어요. */
export const peers: DeepStrings<Messages['peers']> = {
  title: '같은 두 물음, 다른 에이전트의 답',
  intro:
    '코딩 에이전트라면 누구나 정해야 해요. 런타임 컨텍스트를 창에 어떻게 넣고 나중에 어떻게 알아볼지, 그리고 창이 차면 무엇을 할지. 여기서는 Codex 옆에 다른 에이전트 여덟 개를 한 행씩 놓았어요. 주장마다 출처와 그 출처를 얼마나 믿을 수 있는지를 적었습니다.',
  lesson: {
    title: '수업이 맞세워 보는 점',
    dsh: 'DeepSeek 하네스는 요약하기 전에 모델 없이 도구 결과부터 잘라 내고, replaceGeneration이 나아갔으면 넘침을 다시 시도해도 된다는 허가로 봐요. Codex는 기록을 다시 쓸 때마다(압축과 롤백, 명세 §8) history_version을 올리고, 교체 기록을 통째로 설치하거나 아예 설치하지 않습니다.',
    claude:
      'Claude Code는 querySource 라벨을 보고 압축이 재귀하지 않게 막고, 연속 3번 실패하면 손을 놓아요. Codex는 수동 압축을 독립된 한 턴(CompactTask, 명세 §2.4)으로 돌려 라벨이 필요 없지만, 실패 카운터도 두지 않았어요(명세 §9).',
  },
  legend: {
    title: '주장마다 얼마나 확실한가',
    src: '소스',
    srcHint: '프로젝트가 공개한 코드, 표시한 커밋 기준.',
    docs: '문서',
    docsHint: '공식 문서.',
    restored: '복원 소스',
    restoredHint:
      '복원한 소스에서 나온 내용: 공개되지 않은 코드를 제삼자가 다시 만든 것. 확정이 아니라 가능성이 높은 정도.',
    secondary: '2차 자료',
    secondaryHint: '블로그 글, 분석, 코드 발췌가 인용한 내용.',
    unverified: '확인 안 됨',
    unverifiedHint: '참고한 자료에 나오지 않아요.',
  },
  groups: {
    injection: '컨텍스트 주입',
    compaction: '압축',
    recovery: '재시도와 안전장치',
    extension: '확장 지점',
  },
  columns: {
    agent: '에이전트',
    inject: '런타임 컨텍스트를 넣는 법',
    recognize: '나중에 알아보는 법',
    trigger: '압축이 언제 도나',
    runs: '어디서 도나',
    produces: '무엇을 내놓나',
    kept: '무엇이 남나',
    generation: '다시 쓰기 카운터',
    failure: '재시도와 실패',
    recursion: '재귀 방지',
    hooks: '훅과 설정',
  },
  tags: {
    server: '서버에서',
    harnessModel: '에이전트 안의 모델 호출',
    modelFree: '모델 없음',
    summary: '모델 요약',
    trim: '모델 없이 잘라 내기',
    newWindow: '새 빈 창',
  },
  table: {
    title: '모든 에이전트',
    caption: '에이전트 아홉 개를 주입, 압축, 복구로 비교해요. 에이전트마다 한 행.',
    columnsLabel: '보여 줄 열 묶음',
    scrollHint: '옆으로 스크롤하면 열이 더 있어요. 에이전트 열은 제자리에 머물러요.',
    basis: '읽은 곳: {basis}',
  },
  compare: {
    title: '두 에이전트 나란히',
    intro: '에이전트 두 개를 골라, 물음마다 두 답을 나란히 읽어 보세요.',
    first: '첫째 에이전트',
    second: '둘째 에이전트',
    question: '물음',
    gist: '한 줄 요약',
    basis: '읽은 곳',
    nth: '{n}번째 에이전트',
    add: '에이전트 더하기',
    remove: '{name} 빼기',
    caption: '{first}{first:와/과} {second}, 물음별로.',
  },
  complaints: {
    title: '사용자들이 가장 많이 하는 불만',
    intro: '공개 이슈 트래커에 되풀이해 나오는 주제와, 각각이 설계에 대해 말해 주는 것.',
    reported: '보고된 곳',
    teaches: '배울 점',
  },
  sources: {
    title: '출처',
    intro:
      '항목은 저장소 @ 커밋 : 경로 : 행 순서예요. 링크는 누를 때만 GitHub이나 제품 문서를 새 탭에서 열고, 이 페이지는 아무것도 가져오지 않아요.',
    show: '출처 {id} 보기',
    newTab: '(새 탭에서 열림)',
  },
}
