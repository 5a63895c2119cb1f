import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/** 九宫格界面的故障与 world 开关（features/faults）。 */
export const faults: DeepStrings<Messages['faults']> = {
  title: '故障与世界开关',
  active: '已开 {n} 项',
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
      '轨迹步骤旁的“课程：文件 L行号”是课程对同一段代码的引用；它前面的链接打开固定提交上做出该决定的函数（若这一步在某一行决定，就是那一行）。',
  },
  fallback: '回退',
  fallbackHint: '远程调用失败，用当前模型重试了一次。',
}
