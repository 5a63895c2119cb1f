import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/** 视图模式（演示、嵌入、隐藏面板）与当前视图分享链接的文字。 */
export const view: DeepStrings<Messages['view']> = {
  present: '演示模式',
  presentHint: '适合投影的大字号和高对比度，只用键盘操作。',
  exitPresent: '退出演示模式',
  fullscreen: '全屏',
  exitFullscreen: '退出全屏',
  embed: '嵌入模式',
  embedHint: '不显示页头，适合 iframe；链接会在新标签页打开完整应用。',
  exitEmbed: '退出嵌入模式',
  hide: '隐藏面板',
  header: '页头',
  openFull: '在 Context Lab 中打开（新标签页）',
  keys: 'Space 播放/暂停 · ← → 逐步 · Home End · 1–9 格子 · F 全屏 · Esc 退出',
  caption: '第 {k} 步，共 {n} 步 · {cell}',
  captionStart: '还没有回放任何内容：按 Space 播放，或按 → 逐步前进。',
  share: {
    button: '分享当前视图',
    copied: '链接已复制：它会打开完全相同的视图。',
    failed: '浏览器拒绝了剪贴板：请复制下面的链接。',
    linkLabel: '当前视图的链接',
    stale: '地址栏里没有这个场景：用“分享当前视图”获取包含场景的链接。',
  },
}
