import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'
import { faultNames } from '../faultNames/zh.ts'

/** 故障面板的选项与已修改提示 (features/faults)。 */
export const faultsPanel: DeepStrings<Messages['faultsPanel']> = {
  hint: '让压缩失败，或者在上一轮之后切换模型。它们是场景的一部分：链接、导出和命令行工具都会带上。',
  retryHint:
    '远程 v2 遇到{retriedSameModel}后会重发同一个请求。切换模型后，旧模型压缩遇到{retriedCurrentModel}时会用当前模型再试一次。',
  fields: {
    remote: '远程调用失败原因',
    remoteFallback: '用当前模型重试时的失败原因',
    local: '本地路径失败原因',
    preCompactHook: 'PreCompact 钩子的回答',
    postCompactHook: 'PostCompact 钩子的回答',
  },
  none: faultNames.none,
  values: faultNames.values,
  modelSwitch:
    '上一轮之后切换了模型（gpt-5 → 当前，压缩哈希（comp_hash）不同）：采样前先用旧模型压缩',
  reset: '关闭所有故障和开关',
  edited: {
    registry: '片段注册表与 Codex 默认值不同：每个格子都用改过的注册表运行。',
    world: '世界（工作区、权限、AGENTS.md…）与课程的不同：注入的上下文由它渲染。',
    both: '片段注册表和世界都与课程默认值不同：每个格子都用它们运行。',
    reset: '恢复注册表和世界',
  },
}
