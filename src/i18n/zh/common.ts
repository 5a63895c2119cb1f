import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/** 全应用共用的文字：页头、标签页、页脚。 */
export const common: DeepStrings<Messages['common']> = {
  appName: 'Context Lab',
  tagline: 'Codex 如何往上下文窗口里注入、认回和压缩内容',
  tabs: {
    grid: '压缩九宫格',
    lessons: '课程',
    compare: '对比格子',
    registry: '片段注册表',
    matcher: '匹配器实验室',
    assembly: '组装',
    history: '历史编辑器',
    peers: '其他智能体',
    session: 'Codex 会话',
  },
  lessonsOffer: {
    label: '课程提示',
    text: '第一次来？从两节引导课开始吧：它们一步步带你看这个九宫格，先让你预测，再用核心核对你的答案。',
    open: '开始上课',
    dismiss: '不用了',
  },
  nav: { label: '视图' },
  locale: { label: '语言' },
  viewMenu: { button: '视图', label: '视图模式与分享' },
  failure: {
    title: '此视图停止工作了',
    body: 'Context Lab 在用当前场景显示此视图时出错。应用的其余部分仍然可用，没有删除任何东西。你可以把这个场景放到一边（以单独的名称保存在此浏览器中），然后回到课程。',
    detail: '出了什么问题：',
    setAside: '把这个场景放到一边并回到课程',
    download: '下载这个场景',
    retry: '重试',
  },
  loading: '正在加载…',
  catalogNotice: {
    text: '此视图的部分文字未能加载，暂以英文显示。请检查连接后重试。',
    retry: '重新加载',
    lost: '此视图的部分文字未能加载。请检查连接后重试。',
  },
  footer: {
    commit: '源码链接指向 openai/codex {commit}。',
    offline: '全部在浏览器内运行，不向任何地方发送数据。',
  },
}
