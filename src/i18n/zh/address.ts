import type { Messages } from '../en.ts'
import type { DeepStrings } from '../index.ts'

/** 地址栏是否携带屏幕上的场景；不携带时如何分享。 */
export const address: DeepStrings<Messages['address']> = {
  notInLink: '地址栏没有携带这个场景（{source}）：在别处打开会显示内置的课程历史。',
  copy: '复制携带它的链接',
  copied: '已复制：这个链接会打开屏幕上的场景。',
  failed: '浏览器拒绝了剪贴板：链接在下方。',
  tooLong: '这个场景的链接会有 {n} 个字符，超过了邮件和聊天里可靠保留的 {max} 个：请改用文件分享。',
  download: '下载场景文件',
  sources: {
    default: '内置的课程历史',
    edit: '在此浏览器中编辑过',
    session: '由会话文件生成',
    share: '从链接打开',
    saved: '此浏览器中保存的工作',
    sweep: '由扫描生成',
  },
}
