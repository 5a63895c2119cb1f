import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/** 九宫格界面的故障与 world 开关（features/faults）。 */
export const faults: DeepStrings<Messages['faults']> = {
  title: '故障与 world 开关',
  active: '已开 {n} 项',
  hint: '让压缩失败，或者在上一轮之后切换模型。它们是场景的一部分：链接、导出和 CLI 都会带上。',
  fields: {
    remote: '远程调用失败原因',
    remoteFallback: '用当前模型重试时的失败原因',
    local: '本地路径失败原因',
    preCompactHook: 'PreCompact hook 的回答',
    postCompactHook: 'PostCompact hook 的回答',
  },
  none: '无故障',
  values: {
    timeout: '超时',
    invalid_request: '无效请求',
    http_404: 'HTTP 404',
    http_500: 'HTTP 500',
    stream_error: '流错误',
    overflow_before_commit: '窗口溢出（提交前）',
    overflow_after_commit: '窗口溢出（提交后）',
    stream_error_before_commit: '流错误（提交前）',
    stream_error_after_commit: '流错误（提交后）',
    continue: '继续',
    stop: '叫停',
  },
  modelSwitch: '上一轮之后切换了模型（gpt-5 → 当前，comp_hash 不同）：采样前先用旧模型压缩',
  reset: '关闭所有故障和开关',
  fallback: '回退',
  fallbackHint: '远程调用失败，用当前模型重试了一次。',
}
