import type { FaultNames } from './en.ts'

/** The faults' names in Chinese (see `./en.ts`). */
export const faultNames: FaultNames = {
  none: '无故障',
  values: {
    timeout: '超时',
    invalid_request: '无效请求',
    http_404: 'HTTP 404',
    http_500: 'HTTP 500',
    stream_error: '流错误',
    context_window_exceeded: '超出上下文窗口',
    session_budget_exceeded: '会话词元预算用尽',
    interrupted: '被中断',
    continue: '继续',
    stop: '叫停',
  },
}
