import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

export const presets: DeepStrings<Messages['presets']> = {
  'lesson-mixed-history': {
    name: '课程里的混合历史',
    description:
      '同一线程进行到第三十轮，窗口触顶。运行时上下文（权限、AGENTS.md、环境、已批准的命令前缀、被中断的轮次）与真实的用户消息、助手消息和工具调用混在一起。',
  },
  'approved-prefix-forgotten': {
    name: '压缩之后的批准前缀',
    description:
      '用户在任务中批准了 `npm *`。Codex 记下一条一次性的开发者通知（`Approved command prefix saved:`），并把这个前缀加进会话的权限。一次性类型没有标记，之后没有任何匹配器能认出这条通知；只有开发者消息前缀表认得它的第一行，而且只用于回滚裁剪历史时把它和持久的开发者文字区分开（匹配器实验室和历史编辑器显示的正是这个前缀匹配）。每个格子都裁掉条目 `approved`，也没有任何东西重新注入这条通知。但批准并没有被遗忘：新的权限说明在 `## Approved command prefixes` 下列出它；中途和空窗口在新历史里，采样前（同一轮，第一次采样请求之前）和手动（下一个常规轮次）在下一次注入初始上下文时。没有类型化片段的智能体没有这第二份副本：它的模型在运行 `npm test` 前会再问一次。',
  },
  'workspace-amnesia': {
    name: '压缩后忘了工作区',
    description:
      '工作区是 /srv/payments，沙箱只读。在采样前或手动的格子里，新历史既没有 <environment_context> 也没有 <permissions instructions>：两者要等初始上下文重新注入时才回来：采样前由同一轮在第一次采样请求之前注入，手动则由下一个常规轮次注入。对比中途的格子（插在最后一条用户消息之前）和空窗口（立即装入）。',
  },
  'forked-expired-environment': {
    name: '分叉会话，过期的环境',
    description:
      '分叉出来的会话仍带着旧线程的 <environment_context>（条目 `old-env`）。本场景的注册表去掉了 EnvironmentContext 的标记，过期的块不再被认出：每个远程和本地格子都把它当作用户亲手输入的内容保留下来，与新环境并存。重置注册表后，它又会被裁掉。',
  },
  'one-part-hides-the-message': {
    name: '一个匹配的部分就隐藏整条消息',
    description:
      '两条在单行预览里看起来差不多的用户消息。`mixed` 有两个内容部分：一个 <environment_context> 块，以及用户自己提出的重命名持续集成任务的请求；`plain` 的两个部分什么都不匹配。一个匹配的部分就够了：`mixed` 整条被当作运行时上下文隐藏，所以每个格子都裁掉它，重命名请求也随之消失；而每个远程和本地格子都把 `plain` 当作真实用户消息保留（空窗口从零开始）。打开历史泳道上的卡片，或历史编辑器里的这一项，就能看到每个部分以及它匹配到了什么。',
  },
}
