import type { FaultNames } from './en.ts'

/** The faults' names in Korean (see `./en.ts`). */
export const faultNames: FaultNames = {
  none: '장애 없음',
  values: {
    timeout: '타임아웃',
    invalid_request: '잘못된 요청',
    http_404: 'HTTP 404',
    http_500: 'HTTP 500',
    stream_error: '스트림 오류',
    context_window_exceeded: '컨텍스트 창 초과',
    session_budget_exceeded: '세션 토큰 예산 소진',
    interrupted: '중단됨',
    continue: '계속',
    stop: '멈춤',
  },
}
