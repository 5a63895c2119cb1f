import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

export const presets: DeepStrings<Messages['presets']> = {
  'lesson-mixed-history': {
    name: '수업의 뒤섞인 기록',
    description:
      '한 스레드에서 서른 턴째, 창이 천장에 닿았어요. 런타임 컨텍스트(권한, AGENTS.md, 환경, 승인된 명령 접두사, 중단된 턴)가 진짜 사용자 메시지, 어시스턴트 메시지, 도구 호출과 섞여 있습니다.',
  },
  'approved-prefix-forgotten': {
    name: '압축 뒤의 승인 접두사',
    description:
      '사용자가 작업 중에 `npm *`를 승인했어요. Codex는 일회성 개발자 알림(`Approved command prefix saved:`)을 기록하고, 그 접두사를 세션 권한에 더합니다. 일회성 타입은 마커가 없어서 나중에 어떤 매처도 이 알림을 알아보지 못해요. 첫 줄을 아는 건 개발자 메시지 접두사 표뿐이고, 그것도 롤백이 기록을 다듬을 때 지속 개발자 텍스트와 구별하는 데만 써요(매처 실험실과 기록 편집기가 이 접두사 일치를 보여 줘요). 모든 칸이 항목 `approved`를 자르고, 알림을 다시 넣는 것은 없어요. 그래도 승인은 잊히지 않아요. 새 권한 설명이 `## Approved command prefixes` 아래에 승인을 적어요. 중간과 빈 창은 새 기록 안에, 샘플 전(같은 턴, 첫 샘플 요청 전)과 수동(다음 일반 턴)은 다음에 초기 컨텍스트를 넣을 때요. 타입 있는 프래그먼트가 없는 에이전트에는 이런 두 번째 사본이 없어서, 모델이 `npm test`를 돌리기 전에 또 물을 거예요.',
  },
  'workspace-amnesia': {
    name: '압축 뒤 작업 공간을 잊음',
    description:
      '작업 공간은 /srv/payments, 샌드박스는 읽기 전용이에요. 샘플 전이나 수동 칸에서는 새 기록에 <environment_context>도 <permissions instructions>도 없습니다. 둘 다 초기 컨텍스트를 다시 넣을 때에야 돌아와요. 샘플 전에는 같은 턴이 첫 샘플 요청 전에, 수동이면 다음 일반 턴이 넣습니다. 마지막 사용자 메시지 앞에 끼워 넣는 중간 칸, 곧바로 설치하는 빈 창과 비교해 보세요.',
  },
  'forked-expired-environment': {
    name: '포크한 세션, 만료된 환경',
    description:
      '포크한 세션에 옛 스레드의 <environment_context>(항목 `old-env`)가 남아 있어요. 이 시나리오의 레지스트리는 EnvironmentContext의 마커를 지워서, 만료된 블록을 더는 알아보지 못합니다. 원격과 로컬 칸은 모두 이를 사용자가 직접 쓴 것처럼 새 환경 옆에 남겨요. 레지스트리를 초기화하면 다시 잘립니다.',
  },
  'one-part-hides-the-message': {
    name: '일치하는 부분 하나가 메시지를 숨겨요',
    description:
      '한 줄 미리보기로는 비슷해 보이는 사용자 메시지 두 개예요. `mixed`에는 콘텐츠 부분이 두 개 있어요: <environment_context> 블록과, 지속 통합 작업 이름을 바꿔 달라는 사용자 자신의 요청입니다. `plain`의 두 부분은 아무것과도 일치하지 않아요. 일치하는 부분은 하나면 충분해요: `mixed` 전체가 런타임 컨텍스트로 숨겨지므로 모든 칸이 그것을 자르고, 이름 변경 요청도 함께 사라집니다. 반면 원격과 로컬 칸은 모두 `plain`을 진짜 사용자 메시지로 남겨요 (빈 창은 아무것도 없이 시작합니다). 기록 레인의 카드나 기록 편집기의 항목을 열면 각 부분과 그 부분이 일치한 것을 볼 수 있어요.',
  },
}
