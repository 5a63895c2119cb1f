import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/** 会话页面的词元视图：词元花在哪里、下一个触发哪一格、示例会话。 */
export const sessionTokens: DeepStrings<Messages['sessionTokens']> = {
  sample: {
    try: '打开示例会话',
    explain:
      '手边没有文件？示例由本应用自己生成：十轮对话，工具输出很长，中途、采样前和手动压缩各一次。',
  },
  chart: {
    window: '上下文窗口 {tokens} 个词元',
    limit: '自动压缩上限 {tokens}',
    xAxis: '文件中的行',
    yAxis: '输入词元',
    hover: '第 {line} 行 · 第 {n} 轮 · 输入词元 {tokens} 个',
    hoverHint:
      '把指针移到图上（或聚焦图表后按方向键）可看每个请求的数值；点击或按回车键可显示该行的历史。',
    markLabel: '压{n}',
  },
  firing: {
    heading: '哪一格在何时触发（第 {line} 行）',
    inUse: '已用：{tokens} 个词元（记录于第 {from} 行）',
    inUseNone: '到这一行为止没有记录请求，已用词元数未知。',
    window: '上下文窗口：{tokens} 个词元',
    limit: '自动压缩上限：{tokens} 个词元（取配置上限与窗口 90 % 中较小者；文件不记录配置的上限）',
    noWindow: '文件没有记录上下文窗口，无法算出上限。',
    headroom: '距上限还有 {tokens} 个词元（已用上限的 {percent} %）',
    reached: '已达上限（已用上限的 {percent} %）：下一次检查就会触发。',
    position: {
      between_turns: '两轮之间：下一轮在第一次请求前先检查。',
      awaiting_follow_up: '一轮之中、工具输出之后：模型需要再发一次请求，发之前先检查。',
      in_turn: '一轮之中，没有待处理的工具输出：下一次检查在下一轮之前。',
    },
    next: '下一个触发：{cell}',
    nextWhen: {
      pre_turn: '当下一轮开始时已达上限',
      mid_turn: '当这个工具输出之后的请求开始时已达上限',
    },
    path: '路径：{path}',
    pathFrom: '依据提供方 {provider} 和 Codex {version}',
    pathFromProvider: '依据提供方 {provider}',
    pathInferred: '推断',
    manual: '手动 /compact 随时可在两轮之间运行，与词元数无关。',
    whatIf: '假如窗口在这里已满',
    whatIfExplain: '用这一行的历史运行九个格子，已用词元设为上限（{tokens}）。',
    whatIfRunning: '正在运行九个格子…',
    whatIfHeading: '第 {line} 行、已用 {tokens} 个词元时的九个格子',
    thisSession: '本会话',
    notFired: '未触发',
    cellRow: '保留 {kept} · 裁掉 {cut} · 注入 {injected} · 摘要 {summary}',
  },
  breakdown: {
    heading: '第 {line} 行的词元花在哪里',
    kind: '类别',
    tokens: '估计词元',
    share: '占比',
    total: '估计的历史',
    recorded: '最后一次请求记录的输入（第 {line} 行）',
    unexplained: '估计未包含的部分',
    leftOut:
      '估计按 Codex 估算历史的方式计算模型可见的历史（约 4 字节一个词元，一张图片按 7,373 字节，加密内容按长度的 ¾ 减 650）。它不包含每次请求都会发送的基础指令和工具定义、每个条目的序列化框架，以及分词器自己的计数；最后一次请求之后新增的条目会让它大于记录的输入。',
    noRecorded: '到这一行为止没有记录请求。',
    biggest: '最大的部分：{kind}，占估计的 {percent} %。',
    kinds: {
      user: '用户消息',
      assistant: '助手消息',
      reasoning: '推理',
      tool_call: '工具调用',
      tool_output: '工具输出',
      injected: '注入的上下文',
      image: '图片',
      encrypted: '加密内容',
    },
    perTurn: '每轮：每一轮新增了什么',
    perTurnMore: '{turns}中的前 {shown} 轮。',
    turn: '轮',
    line: '行',
    added: '新增（估计）',
    peak: '记录的最大输入',
    largest: '最大的类别',
    recordedAll: '文件记录的全部（估计）',
  },
  history: {
    facts: '{items} · 上一个模型 {previous} · 参考上下文 {reference} · 窗口编号 {window}',
    none: '无',
    tokens: '约 {tokens} 个词元',
    listLabel: '历史条目（可滚动）',
  },
  units: {
    items: { one: '{count} 个条目', other: '{count} 个条目' },
    turns: { one: '{count} 轮', other: '{count} 轮' },
  },
}
