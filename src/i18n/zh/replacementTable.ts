import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/** 替换表的文字（标题除外，features/replacement-table）：随表一同载入。 */
export const replacementTable: DeepStrings<Messages['replacementTable']> = {
  caption: '{cell}：之前 → 之后，第 {k} / {n} 步时。点击表头可排序。',
  columns: {
    before: '之前',
    after: '之后',
    item: '角色 · 种类',
    fragment: '片段类型',
    status: '状态',
    decidedBy: '决定规则',
  },
  none: '–',
  gone: '已消失',
  empty: '还没有条目：前进一步来载入历史。',
  nextTurn: '不在表中：下一个常规轮次会在这段历史之后加入 {n} 条初始上下文。',
  sameTurn: '不在表中：压缩一结束，同一轮次会在这段历史之后、用户消息之前加入 {n} 条初始上下文。',
}
