import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

export const memo: DeepStrings<Messages['memo']> = {
  title: '权衡备忘录：{scenario}',
  intro:
    '决策矩阵、扫描和你自己的会话汇在一页，可打印或导出。所有计数都来自核心；价格和速度是假设。',
  actions: {
    label: '打印或导出备忘录',
    print: '打印',
    markdown: 'Markdown 文档',
    csv: 'CSV',
    svg: '图表导出为 SVG',
  },
  language: '语言',
  languageName: '中文',
  settingsTitle: '已开启的设置',
  settingsNone: '没有注入故障，也没有改动开关：每次模型调用和服务器调用都成功。',
  settings: {
    faults: {
      remote: '远程压缩调用失败，原因：{value}。',
      remoteFallback: '用当前模型重试的调用也失败，原因：{value}。',
      local: '本地摘要请求失败，原因：{value}。',
      localRepeat: '本地失败连续出现 {value} 次。',
      preCompactHook: '配置了 PreCompact 钩子，它答复“{value}”。',
      postCompactHook: '配置了 PostCompact 钩子，它答复“{value}”。',
    },
    features: {
      tokenBudget: '词元预算功能：{value}。',
      remoteCompactionV2: '远程压缩 v2：{value}。',
    },
    provider: {
      remoteCompaction: '提供方的远程压缩支持：{value}。',
      streamMaxRetries: '提供方对失败的流最多重试 {value} 次。',
      requestMaxRetries: '提供方对失败的请求最多重试 {value} 次。',
      supportsWebsockets: '提供方的 WebSocket 支持：{value}。',
      isOpenAi: '提供方视为 OpenAI 的：{value}。',
    },
    server: {
      legacyReply: '模拟的压缩服务器以“{value}”形式答复。',
      transcript: '场景自己给出压缩服务器的答复。',
    },
    turn: {
      previousModel: '上一轮之后切换了模型（之前的模型：{value}）。',
    },
    other: '另有设置被改动（{value}）。',
    on: '开',
    off: '关',
    yes: '是',
    no: '否',
    replies: { realistic: '贴近真实', echo: '原样回送' },
    support: { v2: '支持（v2）', unsupported: '不支持' },
  },
  assumptionsTitle: '假设',
  tokens: '词元数是 Context Lab 按字节的估计（约四个字节一个词元），不是分词器的计数。',
  matrix: {
    title: '这段历史上的九个格子',
  },
  sweep: {
    title: '在生成的历史上扫描',
    none: '本页还没有运行扫描：在这里用扫描标签页链接中的设置或默认值运行。',
    run: '运行扫描',
    costs: '扫描最后一个点上每个格子的代价',
  },
  folder: {
    title: '你自己的会话',
    none: '还没有打开文件夹：在这里打开一个，把它的合计加入备忘录。',
  },
}
