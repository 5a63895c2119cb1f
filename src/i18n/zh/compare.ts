import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/** 对比模式的文字：同一段历史上，两三个格子并排。 */
export const compare: DeepStrings<Messages['compare']> = {
  title: '对比格子',
  intro: '把同一段历史送进两三个格子。一起逐步前进，或直接看结束状态：每个数字都来自压缩核心。',
  open: '对比格子',
  pickLabel: '要对比的格子（2–3 个）',
  tooFew: '至少选两个格子。',
  mode: {
    label: '显示',
    together: '一起逐步',
    end: '结束状态',
  },
  step: '第 {k} 步',
  stepOf: '第 {k} 步，共 {n} 步',
  laneLabel: '{cell}：{step}时的历史',
  table: {
    title: '差异',
    caption: '同一段历史上，每个格子保留、裁掉、截短和注入了什么。',
    question: '问题',
  },
  rows: {
    path: '路径与结果',
    kept: '保留',
    cut: '裁掉',
    truncated: '截短（保留但变短）',
    injected: '注入',
    summary: '摘要',
    tokens: '词元前 → 后',
    userMessages: '留下的用户消息',
    userText: '保留的用户文字',
    calls: '模型与服务器调用',
    onFailure: '模型和服务器调用全部失败时',
    reinjection: '压缩之后重新注入',
    tradeoff: '取舍',
  },
  values: {
    keptUnchanged: '无：{n} 条未变，历史保持原样',
    pathOutcome: '{path}，{outcome}',
    tokens: '≈{before} → ≈{after}',
    userMessages: '{total} 条中的 {kept} 条',
    userText: '{share}%',
    userTextNone: '–（没有新历史）',
    calls: '模型 {model} · 服务器 {server}',
    failureUnchanged: '{outcome}：历史保持原样',
    failureChanged: '{outcome}：历史变为 v{after}',
    reinjectionNone: '无',
    sameTurnItems: '本轮，第一次采样请求之前：{types}',
    nextTurnItems: '下一个常规轮次：{types}',
  },
  markdown: {
    copy: '复制为 Markdown',
    copied: '已复制到剪贴板。',
    failed: '浏览器拒绝了剪贴板：请手动复制下面的文字。',
    heading: 'Context Lab：{cells}',
  },
}
