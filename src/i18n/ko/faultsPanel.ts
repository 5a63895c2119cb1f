import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'
import { faultNames } from '../faultNames/ko.ts'

/** 장애 패널의 항목과 수정 알림 (features/faults). */
export const faultsPanel: DeepStrings<Messages['faultsPanel']> = {
  hint: '압축을 실패하게 하거나, 지난 턴 뒤 모델을 바꿔 보세요. 시나리오의 일부라서 링크, 내보내기, 명령줄 도구가 함께 가져가요.',
  retryHint:
    '원격 v2는 {retriedSameModel} 뒤에 같은 요청을 다시 보내요. 모델 전환 뒤 이전 모델 압축은 {retriedCurrentModel} 뒤에 현재 모델로 한 번 더 시도해요.',
  fields: {
    remote: '원격 호출 실패',
    remoteFallback: '현재 모델로 다시 시도할 때 실패',
    local: '로컬 경로 실패',
    preCompactHook: 'PreCompact 훅 응답',
    postCompactHook: 'PostCompact 훅 응답',
  },
  none: faultNames.none,
  values: faultNames.values,
  modelSwitch:
    '지난 턴 뒤 모델 전환(gpt-5 → 현재, 압축 해시(comp_hash)가 달라요): 샘플 전이 먼저 이전 모델로 압축해요',
  reset: '장애와 스위치 모두 끄기',
  edited: {
    registry:
      '프래그먼트 레지스트리가 Codex 기본값과 달라요: 모든 칸이 편집한 레지스트리로 돌아요.',
    world:
      '세계 상태(작업 공간, 권한, AGENTS.md…)가 수업의 것과 달라요: 새로 넣는 컨텍스트가 여기서 렌더돼요.',
    both: '프래그먼트 레지스트리와 세계가 수업 기본값과 달라요: 모든 칸이 이것으로 돌아요.',
    reset: '레지스트리와 세계 되돌리기',
  },
}
