import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/** 其他智能体界面：同样两个问题，其他智能体怎么答。智能体的事实是数据（peerData.ts）。 */
export const peers: DeepStrings<Messages['peers']> = {
  title: '同样两个问题，其他智能体怎么答',
  intro:
    '每个编程智能体都得决定：运行时上下文怎样进入窗口、之后怎样认回来，以及窗口满了怎么办。这里把 Codex 和另外八个智能体并排放，每个一行。每条说法都注明出处，以及这个出处有多可靠。',
  lesson: {
    title: '课程重点对比的地方',
    dsh: 'DeepSeek 框架在做摘要之前，先不调模型地裁剪工具结果；replaceGeneration 前进了，就视为可以重试超限的许可。Codex 在历史每次被改写时（压缩和回滚，规格 §8）都把 history_version 加一，要么装入整份替换历史，要么什么都不装。',
    claude:
      'Claude Code 通过检查 querySource 标签来阻止压缩递归，连续失败 3 次就放手。Codex 把手动压缩作为一个独立的轮次运行（CompactTask，规格 §2.4），所以不需要标签，但也没有失败计数器（规格 §9）。',
  },
  legend: {
    title: '每条说法有多可靠',
    src: '源码',
    srcHint: '项目公开的代码，按所示提交。',
    docs: '文档',
    docsHint: '官方文档。',
    restored: '重建源码',
    restoredHint: '来自重建源码的说法：第三方重建的未公开代码；很可能，但未确认。',
    secondary: '二手资料',
    secondaryHint: '博客文章、分析或代码摘录转引的内容。',
    unverified: '未核实',
    unverifiedHint: '所查资料中没有说明。',
  },
  groups: {
    injection: '上下文注入',
    compaction: '压缩',
    recovery: '重试与安全',
    extension: '扩展点',
  },
  columns: {
    agent: '智能体',
    inject: '运行时上下文怎么进来',
    recognize: '之后怎么认回',
    trigger: '压缩何时触发',
    runs: '在哪里运行',
    produces: '产出什么',
    kept: '什么留下来',
    generation: '改写计数',
    failure: '重试与失败',
    recursion: '防递归',
    hooks: '钩子与配置',
  },
  tags: {
    server: '在服务器上',
    harnessModel: '智能体内调用模型',
    modelFree: '不调模型',
    summary: '模型摘要',
    trim: '不调模型的裁剪',
    newWindow: '新的空窗口',
  },
  table: {
    title: '全部智能体',
    caption: '九个智能体在注入、压缩和恢复上的对比，每个智能体一行。',
    columnsLabel: '显示哪些列组',
    scrollHint: '横向滚动可看更多列；智能体一列固定不动。',
    basis: '依据：{basis}',
  },
  compare: {
    title: '两个智能体并排看',
    intro: '选两个智能体，逐个问题并排读它们的答案。',
    first: '第一个智能体',
    second: '第二个智能体',
    question: '问题',
    gist: '一句话',
    basis: '依据',
    nth: '第 {n} 个智能体',
    add: '再加一个智能体',
    remove: '移除 {name}',
    caption: '{first} 与 {second}，逐个问题对比。',
  },
  complaints: {
    title: '用户最常见的抱怨',
    intro: '公开问题追踪里反复出现的主题，以及每个主题揭示的设计问题。',
    reported: '出处',
    teaches: '启示',
  },
  sources: {
    title: '出处',
    intro:
      '每条按仓库 @ 提交 : 路径 : 行排列。链接只在你点击时才在新标签页打开 GitHub 或厂商文档；本页自身不发任何请求。',
    show: '查看出处 {id}',
    newTab: '（在新标签页打开）',
  },
}
