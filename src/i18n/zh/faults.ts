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
  edited: {
    registry: 'fragment 注册表与 Codex 默认值不同：每个格子都用改过的注册表运行。',
    world: 'world（工作区、权限、AGENTS.md…）与课程的不同：注入的上下文由它渲染。',
    both: 'fragment 注册表和 world 都与课程默认值不同：每个格子都用它们运行。',
    reset: '恢复注册表和 world',
  },
  legend: {
    title: '更多图例',
    model: '格子发出的模型调用（本地摘要）',
    server: '远程压缩服务器调用',
    fallback: '失败的远程调用用当前模型重试了一次',
    failed: '压缩失败或本轮中止',
    marks: '时间轴标记，表示这一步改变了泳道：',
    markKinds: {
      cut: '裁掉',
      kept: '保留',
      injected: '注入',
      summary: '摘要',
      install: '装入新历史',
    },
    lesson:
      '轨迹步骤旁的“lesson: 文件 Lnn”是课程对同一段代码的引用；它前面的链接是固定 commit 上确切的源码行。',
  },
  fallback: '回退',
  fallbackHint: '远程调用失败，用当前模型重试了一次。',
}
