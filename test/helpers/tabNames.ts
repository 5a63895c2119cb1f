/**
 * The nav's tab names in each language, written out (not read from the catalogs) so that a test
 * comparing the page with them checks the translations themselves.
 */
export const TAB_NAMES = {
  en: [
    'Compaction grid',
    'Lessons',
    'Compare cells',
    'Fragment registry',
    'Matcher lab',
    'Assembly',
    'History editor',
    'Other agents',
    'Codex session',
  ],
  ko: [
    '압축 아홉 칸',
    '수업',
    '칸 비교',
    '프래그먼트 레지스트리',
    '매처 실험실',
    '조립',
    '기록 편집기',
    '다른 에이전트',
    'Codex 세션',
  ],
  zh: [
    '压缩九宫格',
    '课程',
    '对比格子',
    '片段注册表',
    '匹配器实验室',
    '组装',
    '历史编辑器',
    '其他智能体',
    'Codex 会话',
  ],
} as const
