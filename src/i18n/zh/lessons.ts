import type { LessonMessages } from '../en/lessons.ts'
import type { DeepStrings } from '../index.ts'

/** 课程：引导文字、先预测再揭晓的问题、练习。只在打开“课程”标签页时加载。 */
export const lessons: DeepStrings<LessonMessages> = {
  ui: {
    title: '课程',
    intro:
      '两节引导课和一份练习。每一步都会把真实的应用（九宫格、泳道、逻辑轨迹）带到核心的某个状态；问题要求你在核心给出结果之前先做预测。',
    choose: '选择课程',
    exerciseTab: '练习',
    stepOf: '第 {n} 步，共 {total} 步',
    pageOf: '第 {n} 页，共 {total} 页',
    back: '上一步',
    next: '下一步',
    finish: {
      fragments: '去上压缩课',
      compaction: '去做练习',
    },
    printLesson: '打印本课',
    printHint: '讲义每一步单独一页，问题不附答案；答案页附上每题的答案和理由。',
    printKeyButton: '打印答案页',
    slidePng: '幻灯片（PNG）',
    slideSvg: '幻灯片（SVG）',
    slideMore: '另有 {n} 张卡片',
    slideSaved: '已保存 {file}',
    slideFailed: '未能生成幻灯片：{reason}',
    printStudent: '学生讲义',
    printKey: '教师答案页',
    handoutAnswer: '答案：{answer}',
    keys: '按键：← → 或 PageUp / PageDown 切换步骤，Home 回到第 1 步（焦点不在输入框时）。',
    goals: '学习目标',
    predictFirst: '先做预测：提交答案之后，讲解和完整的舞台才会打开。',
    stageConcealed: '载入的历史，压缩尚未作出任何决定。',
    goalsTaught: '本步教的是',
    goalsContinued: '本步接着教',
    stage: '本步对应的应用',
    stageCell: '格子：{cell}',
    stageStep: '第 {step} 步，共 {total} 步',
    stageScenario: {
      mixed: '课程里的混合历史',
      userInstructionsTrap: '注册表已改：UserInstructions 改用 <user_instructions> 匹配',
      agentsMd40k: '世界已改：AGENTS.md 约 40 KB',
      tokenBudget: '开关：TokenBudget 打开',
      remoteTimeout: '故障：远程压缩超时',
      modelSwitch: '世界：切换了模型（gpt-5 → gpt-5-codex），第一次远程调用被拒',
    },
    pinSources: '在固定源码里决定它的位置：',
    lessonNote: '本课所依据的原课程说法不同：',
    restoreNote: '课程播放它自己的场景；离开这个标签页时，你在其他界面上的工作会恢复原样。',
    gate: {
      title: '有一道课程问题尚未作答',
      body: '这个界面会显示它的答案（计数、泳道、轨迹和表格都会），所以要等你提交预测之后才显示。',
      back: '回到问题',
      show: '仍然显示这个界面',
    },
  },

  question: {
    label: '预测',
    commit: '提交答案',
    chooseFirst: '请先选一个答案。',
    hiddenUntilCommit: '提交之后，舞台才会显示结果。',
    revealed: '核心给出的答案：“{answer}”。',
    correct: '答对了。',
    wrong: '不太对：核心给出的是“{answer}”。',
    rule: '规则',
    seeStep: '查看轨迹第 {seq} 步：{title}',
    retry: '再试一次',
    basisSource: '这个答案是关于 Codex 源码的事实，核心并不运行它；依据来自规格说明。',
  },

  goals: {
    f_problem: '说出注入真正的难点：不在于塞进去，而在于事后能否认回来。',
    f_whyTypes: '解释注入为什么是类型，特征放在哪一层，以及为什么不在 codex-core 里。',
    f_fourQuestions: '复述每个类型都要回答的四问：角色、标记、正文、是否单独成条。',
    f_renderRule: '写出渲染规则：标记与正文直接相接；没有标记只输出正文。',
    f_twoCalls: '区分负责渲染的实例调用和负责识别的类型级调用。',
    f_markedOneShot: '判断哪些类型必须带标，哪些主动放弃识别（一次性）。',
    f_matchRule: '复述匹配规则：去空白、前缀、去空白、后缀、只忽略 ASCII 大小写、两者皆中。',
    f_trap: '避开 UserInstructions 陷阱：它真实的标记与协议常量不一致。',
    f_sorting: '说出组装的分拣依据：角色、标记开头、requires_separate_message()。',
    f_order: '说出输出顺序：合并开发者 → 单独开发者 → 上下文用户。',
    f_boundary: '说清机制边界：类型负责可追溯性，不负责节制（每轮 32 KiB 照样通过）。',
    f_dsh: '对比 DeepSeek 框架的运行时对账：优势、代价与失效条件。',
    c_timingImplementation: '先问时机，再问实现：九个格子共用两个入口。',
    c_remoteFilterSummary: '服务器返回的对话记录先在门口过滤；摘要和初始上下文放在哪，由时机决定。',
    c_emptyWindow: '空窗口也是压缩，只是记忆不会跟过来。',
    c_failures:
      '远程从不退回本地：失败的压缩让历史保持原样；只有切换模型时用旧模型做的压缩，才可能改用当前模型再试一次。',
  },

  fragments: {
    title: '片段：给每一种注入造一个类型',
    summary: 'Codex 为什么把每段运行时文字都做成类型，这样换来了什么，又换不来什么。',
    steps: {
      symptoms: {
        topic: '压缩之后的批准',
        title: '三个症状，一个来源',
        body: '设想一个把运行时文字当作普通字符串塞进模型上下文的智能体。一个长会话里出现三件怪事。用户批准了 `npm *`，可一次压缩之后，模型在跑 `npm test` 之前又来问一遍：批准通知被裁掉了，没有任何东西把它带回来。压缩之后，模型忘了自己在哪个目录工作、沙箱能不能写。一个分叉出来的会话里，旧的环境块和新的并排存在，规则互相打架。\n\n三件事的开头一样：运行时往上下文里放了一段文字（一条批准、工作区、权限），后来只剩历史时，没有任何东西能把这段文字和用户自己写的话区分开。塞进去很容易，事后再认回来才难。\n\nCodex 也会走到同一个时刻。右边，中途 × 远程正在为课程混合历史里的每一项决定去留。找找 `approved`：用户批准 `npm *` 时记下的一次性通知。Codex 也会忘掉这条批准吗？',
      },
      whyTypes: {
        topic: 'ContextualUserFragment 在哪里声明',
        title: '注入就是类型',
        body: 'Codex 的答案：每一种注入都是一个类型。一个结构体实现特征 `ContextualUserFragment`，由类型自己知道它的角色、标记，以及正文怎么写。组装初始上下文的函数按类型的字段给片段分类；事后要在历史里被隐藏的片段，还得把它的匹配器登记进 `CONTEXTUAL_USER_FRAGMENT_MATCHERS`。不过这扇门只是窄，并没有封死：组装函数把开发者段落当作普通字符串收集，还会原样放入 `developer_instructions` 字符串，所以不是类型的文字仍可从这里到达模型。\n\n这个特征不在 codex-core 里，而是在一个独立的小包 `codex-context-fragments` 中，codex-core 只是把它再导出。渲染或读取历史的代码都能依赖这一份定义，而不必拖进整个智能体；新增一种注入只有一扇窄门：新建文件、实现特征、在 `core/src/context/mod.rs` 里登记一行。\n\n泳道上每一项历史都标出了注册表从其文字中认出的片段类型。',
      },
      fourQuestions: {
        topic: '类型描述了什么',
        title: '每个类型都回答的四问',
        body: '每个片段类型回答四个问题：以哪个角色记录（用户还是开发者），用哪对开头和结尾标记包起来，正文是什么，是否必须单独成为一条消息（`requires_separate_message()`）。\n\n面板从核心所用的注册表里读出几个 Codex 类型的四个答案。注意少了什么：大小。',
      },
      renderRule: {
        topic: '渲染 EnvironmentContext',
        title: '渲染规则',
        body: '`render()` 只有十几行。取出标记和正文；两个标记都为空就只返回正文；否则把开头标记、正文、结尾标记直接拼在一起，中间什么也不加。不会补换行：前后的空白由正文自己带着。然后 `into()` 把结果包成只有一个文本项的消息。\n\n面板用核心的 `renderFragment` 渲染真实类型：一个带标的类型，和一个输出恰好等于正文的无标类型。',
      },
      twoCalls: {
        topic: '压缩后只剩文本',
        title: '渲染用实例，识别用类型',
        body: '`markers(&self)` 在实例上调用：手里有对象，就渲染它。`type_markers()` 和 `matches_text()` 在类型上调用，没有 `self`。压缩、恢复、分叉之后已经没有对象，只剩历史里的文字，问题变成：这段文字像不像一个 EnvironmentContext？\n\n所以匹配器列表是一张按类型排列的函数表，`Box<dyn ContextualUserFragment>` 也调不了 `matches_text`：识别必须点名要找的具体类型。在泳道上，过滤网只凭文字决定每一项。',
      },
      markedOneShot: {
        topic: '再次遇到批准通知',
        title: '带标还是一次性',
        body: '事后需要被认出的类型，有开头和结尾两个标记。一次性通知则主动放弃这一点：它的 `type_markers()` 是两个空串，于是默认的 `matches_text` 永远为 false。`ApprovedCommandPrefixSaved` 就是这样的类型。\n\n两个极端都有代价。全部带标，一次性通知在每次压缩后都会被重新认出、再喂给模型一遍。全部无标，压缩后的历史分不清用户原话和运行时说明，分叉会把过期的环境当成用户输入重新提交。\n\n那事后谁能认出 `Approved command prefix saved:`？只有开发者消息前缀表（`CONTEXTUAL_DEVELOPER_PREFIXES`）检查这第一行，而且只用于回滚和裁剪的判断。没有任何匹配器认得这条通知，也没有任何东西会把它重新注入。但批准本身并不只存在于通知里：它属于会话的权限，在 on-request（或 granular）审批策略下，每次注入初始上下文时，权限说明都会在 `## Approved command prefixes` 下再列一遍。',
      },
      matchRule: {
        topic: '哪段文本能匹配',
        title: '匹配规则',
        body: '`matches_marked_text(start, end, text)` 短而严格。任一标记为空：不匹配。去掉开头空白，把开头标记当前缀比较；去掉结尾空白，把结尾标记当后缀比较。两次比较都只忽略 ASCII 大小写。两者都中才算命中：只有开头对上的文字不算。标记中间夹了什么，完全不看。\n\n面板让核心的匹配器对三段文字逐步运行。',
      },
      trap: {
        topic: '修改 UserInstructions 的标记',
        title: 'UserInstructions 陷阱',
        body: 'AGENTS.md 渲染成 `# AGENTS.md instructions for /repo`、一个空行、`<INSTRUCTIONS>`、正文、`</INSTRUCTIONS>`。它真实的标记是 `# AGENTS.md instructions` 和 `</INSTRUCTIONS>`。`protocol.rs` 里和其他标签常量放在一起的 `USER_INSTRUCTIONS_OPEN_TAG = "<user_instructions>"` 及其结尾常量，没有任何地方使用。\n\n这一步照着只读过常量的人那样修改注册表：UserInstructions 改为匹配 `<user_instructions>`。编译照样通过，也不报错，可真实的 AGENTS.md 文字再也认不出来了。看泳道上的 `agents`。防线是一条用真实渲染产物做断言的测试，而不是从常量名反推。',
      },
      sorting: {
        topic: 'TokenBudgetContext 放在哪里',
        title: '按类型字段分拣',
        body: '第一次组装 `build_initial_context_with_world_state` 按类型的三个字段分拣片段：角色、标记的开头、`requires_separate_message()`。它从不在文字里找词；字符串里碰巧有某个词只是巧合，不是结构。\n\n面板按消息列出核心对当前世界状态的组装结果，以及每个片段落到那里的原因。泳道上每一个注入项，都能追溯到一个类型。',
      },
      order: {
        topic: '组装出的消息顺序',
        title: '组装顺序',
        body: '输出顺序是固定的：一条合并好的开发者消息，然后是一条条单独的开发者消息，最后是一条上下文用户消息（如果有多智能体模式块，就紧挨在它前面；托管的开发者指令排在最末尾）。模型切换通知排在合并消息的最前面；TokenBudget 的窗口身份排在单独消息的最前面。\n\n`TokenBudgetContext`、`ImageResizeNotice`、`ManagedDeveloperInstructions` 各自多占一条消息，好让压缩和回滚不用拆字符串就能丢弃或展示它们。判断标准：这段内容会不会被单独处理、单独丢弃、单独展示？会，就单独成条。\n\n泳道上，中途正是把这份初始上下文插在最后一条真实用户消息之前。',
      },
      boundary: {
        topic: '非常大的 AGENTS.md',
        title: '类型挡不住的东西',
        body: '类型让每一次注入都可追溯，却不会让它变得节制。这一步把 AGENTS.md 加大到约 40 KB。Codex 只读取它的前 32 KiB（默认的 `project_doc_max_bytes`），这个上限属于读取文件的一方，而不是类型：注册表照样渲染、照样认出读到的内容，中途每次都把这 32 KiB 整段重新注入。类型回答了角色、标记和正文，没有人问大小。同样，类型正文构造里的 `format!` 仍然可以拼出任何字符串。\n\n准确的说法：类型负责可追溯性，不负责节制。',
      },
      dsh: {
        topic: '另一个智能体的保护机制',
        title: '另一种答法：运行时对账',
        body: 'DeepSeek 框架用另一种方式回答同一个问题。它的原则是“模型可见即已记录”：每一项模型可见的输入都有一个会话事件，消息只是事件日志的投影；挂在模型流上的不变量检查会从日志重建期望的消息，与即将发出的消息不一致就失败。\n\n优势：能抓住只在运行时出现的漂移，比如组装之后又改了消息。代价：每次请求都要检查，而不是在新增注入时付出摩擦。失效条件：关掉不变量服务，这道闸就没了。Codex 用片段类型在编译期付钱（组装函数塞进去的少数普通字符串除外），挡不住正文里的动态字符串。两边都为可追溯付钱，区别只在付在哪一刻。',
      },
    },
  },

  compaction: {
    title: '压缩：从哪里裁，留下什么',
    summary: '时机与实现、远程过滤网、摘要与初始上下文的位置、空窗口，以及失败时会怎样。',
    steps: {
      timing: {
        title: '先问时机，再问实现',
        body: '窗口满了，Codex 先问“什么时候”，再问“怎么做”。时机是 `CompactionPhase`：采样前（在对新进来的用户消息采样之前）、中途（工具调用之后，还得继续采样）、手动（`/compact`，独立的任务）。实现是远程（v2 或旧版端点）、本地（再采样一轮写出摘要）或空窗口。\n\n九个格子，却不是九个函数：自动时机从 `run_auto_compact` 进入，手动从 `CompactTask` 进入。两个入口，都按同样的顺序先问 TokenBudget、再问提供方，最后只有一个安装点。轨迹显示采样前检查在记录新用户消息之前就运行了。',
      },
      dispatch: {
        topic: '运行的是哪种实现',
        title: '由一个分发器挑选实现',
        body: '分发器先问 TokenBudget：这个特性打开时，无论提供方是谁，每次压缩都变成空窗口。否则由提供方决定：支持 v2 且开关打开走远程 v2，开关关闭走旧版远程端点，不支持则走本地。\n\n这一步打开 TokenBudget，舞台停在分发器上。',
      },
      filter: {
        topic: '压缩会带过去什么',
        title: '远程过滤网',
        body: '服务器返回的对话记录不被信任。在旧的 `/responses/compact` 路径上，安装之前，回复要先过 `should_keep_compacted_history_item`，一个穷尽的匹配。丢弃：开发者消息、不是用户内容的用户包装、工具调用与输出、压缩触发项。保留：真实用户消息、持久的钩子提示词、助手消息、压缩条目。远程 v2 拿不到对话记录，只拿到一条压缩条目，其余部分由它自己的请求构建：先只留下用户、开发者、系统消息和符合条件的智能体消息作为候选，再由同一个保留滤网判定这些候选，留下来的从新到旧分享 64 000 词元的预算。（“符合条件的智能体消息”指来自另一个智能体、不是最终回答、不是下级智能体的进度消息、且整个序列化条目（不只是文本）不超过 10 000 词元的消息；普通的助手消息不在其中，挑候选时就已被丢掉。）\n\n这样，过期的开发者指令就不可能压在 Codex 新渲染的环境之上。泳道会点亮过滤网做出的决定。',
      },
      summaryLast: {
        topic: '新历史的最后一项',
        title: '中途：摘要留在最后',
        body: '中途压缩之后，同一轮里还要继续采样，而模型训练时，摘要就是历史的最后一项。所以中途使用 `InitialContextInjection::BeforeLastUserMessage`：把当前的权限和环境插到最后一条真实用户消息之前，摘要或压缩条目留在末尾。没有真实用户消息时放在摘要之前；两者都没有时，放在最后一个压缩条目之前。',
      },
      placement: {
        topic: '初始上下文与替换表',
        title: '采样前和手动不注入',
        body: '采样前和手动使用 `DoNotInject`：替换后的历史里没有初始上下文，参考上下文项被清空。下一次某个轮次记录上下文时找不到参考，就会注入完整的初始上下文；两种时机的区别在于这发生在什么时候。采样前压缩运行在一个常规轮次之内，所以压缩一结束，同一轮在它的第一次采样请求之前就重新注入：泳道把它列在“本轮重新注入”下面。手动压缩自成一轮，所以由下一个常规轮次重新注入：“下一轮重新注入”。无论哪种，替换表本身都没有环境。',
        lessonNote:
          '它说采样前和手动都要等到下一轮才把整份上下文放回去，Codex 在 `InitialContextInjection` 上的注释也这么写。手动确实如此；在固定的源码里，采样前压缩由执行它的那一轮自己重新注入，正如本步所说。',
      },
      emptyWindow: {
        topic: '空窗口保留什么',
        title: '空窗口：没有记忆的压缩',
        body: '在 TokenBudget 下，压缩既不调用模型，也不调用服务器：没有摘要，也没有用户消息被带过去。`start_new_context_window` 用当前的世界状态生成完整的初始上下文，把它整个装成新窗口，并设置参考上下文。\n\n这就是为什么采样前 × 空窗口的表里有初始上下文，而采样前 × 远程没有：空窗口只从 `InitialContextInjection` 里取中途的世界状态，从不用它决定上下文放在哪里；它总是新建一个窗口，而新窗口就是初始上下文。它仍然是一次压缩：钩子会运行，PreCompact 一旦叫停，窗口保持原样。',
      },
      failures: {
        topic: '远程调用超时的时候',
        title: '失败规则',
        body: '远程不会回退到本地。在默认的远程 v2 路径上，传输错误（{retriedSameModel}）会用同一个模型重试：在 Codex 内置提供方上，先通过 WebSocket 最多再调用 {maxRetries} 次，仍失败就回退到 HTTPS、重置重试次数再试，HTTP 客户端还会对每个遇到{resentByHttpClient}的请求最多再发 {requestMaxRetries} 次（一次超时共 {serverCalls} 次请求）；{notRetried}不重试。最后一次也失败时，压缩结束；在采样前和中途，连这一轮一起结束。窗口满时的采样前压缩、中途和手动根本不传模型回退。本地没有“输出已提交”这条规则：溢出时，只要请求里还剩不止一项，就删掉最旧的一项再试；会话预算错误立即结束；其他错误不管之前有没有输出，都重试到提供方的流重试上限。PreCompact 叫停在任何改动之前中止，PostCompact 叫停在改动之后中止。\n\n这一步让满窗口遇到一次远程超时。',
      },
      modelSwitch: {
        topic: '切换模型之后',
        title: '切换模型时，可能再调用一次远程',
        body: '只有一种情况有回退模型。上一轮之后模型变了，且两者压缩方式不同（压缩哈希不同，或新窗口更小且已用词元已经达到当前模型的上限），采样前会先用旧模型压缩。如果这次远程压缩因可能与模型有关的错误失败（本实验模拟的故障里是{retriedCurrentModel}，在 Codex 中还有 5xx 之类的其他意外状态和几种本实验不模拟的错误），并且认证走 Codex 后端、提供方是 OpenAI、两个模型不同，Codex 会用当前模型再试一次。{retriedSameModelOnly}不在这份名单里：远程 v2 会用同一个模型重试，然后放弃。\n\n这一步切换模型，并让第一次远程调用成为无效请求。',
      },
    },
  },

  questions: {
    f_problem: {
      prompt:
        '窗口满了，Codex 就会压缩：用一段更短的历史替换原来的历史，并丢掉一些条目。舞台上运行的是其中一种方式：中途 × 远程。用户批准 `npm *` 时保存的通知，也就是条目 `approved`，会怎样？',
      options: {
        kept: '留在新历史里。',
        reinjected: '通知被裁掉，但批准会出现在重新注入的权限说明里。',
        cutForgotten: '被裁掉，而且没有任何东西把它带回来。',
      },
      explain:
        '过滤网丢弃开发者消息，所以这条一次性通知被裁掉。但批准并没有随之丢失：中途把新的权限说明插到最后一条真实用户消息之前，其中在 `## Approved command prefixes` 下列出每个已批准的前缀，`npm *` 也在其中。采样前和手动格子在下一次注入初始上下文时也会这样带回它：采样前在同一轮、第一次采样请求之前；手动在下一个常规轮次。“没有任何东西把它带回来”是没有类型化片段的智能体的症状，即课程开头的故事，而不是 Codex 的行为。',
    },
    f_whyTypes: {
      prompt: '特征 `ContextualUserFragment` 声明在哪里？',
      options: {
        insideCore: '在 codex-core 里，挨着会话代码。',
        ownCrate: '在独立的小包 codex-context-fragments 里；codex-core 再导出它。',
        protocol: '在 codex-protocol 里，挨着标签常量。',
      },
      explain:
        '特征放在 `codex-context-fragments`，这样片段的唯一定义可以被共享，而不必依赖整个 codex-core；codex-core 只是在 `core/src/context/mod.rs` 里再导出。',
    },
    f_fourQuestions: {
      prompt: '下面哪一项不是每个片段类型都要回答的四问之一？',
      options: {
        role: '以哪个角色记录。',
        markers: '用哪对开头和结尾标记包起来。',
        maxSize: '正文最大能有多大。',
        separate: '是否需要单独一条消息。',
      },
      explain:
        '类型回答角色、标记、正文和 requires_separate_message()。类型里没有任何东西限制大小——这正是本课后面会回到的边界。',
    },
    f_renderRule: {
      prompt: '对这个 EnvironmentContext，`render()` 产出的是什么？',
      options: {
        joined: '开头标记、正文、结尾标记直接相接：',
        newlines: '两个标记各占一行，包住去掉首尾空白的正文：',
        bodyOnly: '只有正文：',
      },
      explain:
        '渲染规则把开头标记、正文、结尾标记直接拼接，中间什么也不加；换行由正文自己带。只有两个标记都为空的类型才只输出正文。',
    },
    f_twoCalls: {
      prompt: '压缩之后，历史里只剩文字。哪个调用还能问“这是不是一个 EnvironmentContext”？',
      options: {
        instance: '在 EnvironmentContext 对象上调用 `markers(&self)`。',
        typeLevel: '`EnvironmentContext::matches_text(text)`，它用的是 `type_markers()`。',
        render: '对任意片段调 `render()`，再比较输出。',
      },
      explain:
        '实例调用需要对象，压缩之后没有对象。识别是类型级的：`type_markers()` 和 `matches_text()` 不带 `self`，这也是 `dyn` 片段调不了它们的原因。',
    },
    f_markedOneShot: {
      prompt:
        '历史后面有一段文字 `Approved command prefix saved:\\nnpm *`。ApprovedCommandPrefixSaved 的 `matches_text` 会回答什么？',
      options: {
        matches: 'true：文字以这个类型自己的措辞开头。',
        neverMatches: 'false：它是一次性类型（标记为空），匹配器永远不匹配。',
        matchesCaseFolded: 'true，但要先做 ASCII 大小写折叠。',
      },
      explain:
        '一次性类型的两个标记都是空的，而只要标记为空，matches_marked_text 就返回 false。认得第一行的只有开发者消息前缀表，而且只用于回滚和裁剪。',
    },
    f_matchRule: {
      prompt: 'EnvironmentContext 的匹配器接受哪段文字？',
      options: {
        padded: '前后有空白，标记大小写不同：',
        startOnly: '有开头标记，没有结尾标记：',
        quoted: '两个标记都在，但前面还有别的话：',
      },
      explain:
        '先去掉首尾空白，再把开头标记当前缀、结尾标记当后缀比较，忽略 ASCII 大小写；两者都中才算。缺结尾不算；开头标记前面有别的话也不算。',
    },
    f_trap: {
      prompt:
        'UserInstructions 现在匹配 `<user_instructions>…</user_instructions>`。在中途 × 远程中，`agents`（真实的 AGENTS.md 块）会怎样？',
      options: {
        stillCut: '和其他上下文包装一样，照样被裁掉。',
        keptAsUser: '被当成用户写的话保留下来，旁边还有一份新的。',
        error: '注册表报错，拒绝这次修改。',
      },
      explain:
        '标记错了，真实的文字就认不出来，过滤网把它当成真实用户消息保留；新的初始上下文又注入一遍 AGENTS.md。不会报错：两个标记都是合法字符串。',
    },
    f_sorting: {
      prompt:
        'TokenBudget 打开时，组装把 `TokenBudgetContext`（一个要求单独成条的开发者类型）放在哪里？',
      options: {
        merged: '放进合并的开发者消息。',
        ownMessage: '单独一条开发者消息。',
        userMessage: '放进上下文用户消息。',
      },
      explain:
        '开启 `TokenBudget` 时，组装器把窗口身份（`TokenBudgetContext`）直接放进单独的开发者消息列表的最前面，所以它独占一条开发者消息。单靠字段规则做不到：要求单独成条但带有开头标记的开发者类型会和其他片段合并，只有没有标记的类型才单独成条。',
    },
    f_order: {
      prompt: '`build_initial_context` 按什么顺序输出消息？',
      options: {
        userMergedSeparate: '上下文用户 → 合并开发者 → 单独开发者',
        mergedSeparateUser: '合并开发者 → 单独开发者 → 上下文用户',
        separateMergedUser: '单独开发者 → 合并开发者 → 上下文用户',
      },
      explain: '先是一条合并的开发者消息，然后是单独的开发者消息，最后是一条上下文用户消息。',
    },
    f_boundary: {
      prompt: 'AGENTS.md 涨到约 40 KB。在中途 × 远程中，注册表会怎么处理？',
      options: {
        rejected: '拒绝这个片段。',
        truncated: '只有 Codex 读到的部分进来，并且每次都重新注入。',
        injectedWhole: '把 40 KB 整段渲染，再次注入。',
      },
      explain:
        '类型只回答角色、标记、正文，从不回答大小：类型负责可追溯性，不负责节制。Codex 只把 AGENTS.md 读到 project_doc_max_bytes（默认 32 KiB），后面约 8 KB 根本进不来；读到的 32 KiB 每次都会被注入。',
    },
    f_dsh: {
      prompt: 'DeepSeek 框架的运行时对账在什么时候不再保护模型的输入？',
      options: {
        unmarked: '注入的文字没有标记时。',
        invariantsOff: '关掉不变量服务时。',
        never: '永远不会：它在编译期检查。',
      },
      explain:
        'DeepSeek 框架在运行时把每个请求与会话日志对账；这个检查就是闸门，没有不变量服务就没有闸门。标记在其中不起作用。',
    },
    c_dispatch: {
      prompt: 'TokenBudget 打开了。采样前 × 远程走哪条路径？',
      options: {
        remote_v2: '远程 v2，正如格子的名字。',
        local: '本地。',
        empty_window: '空窗口。',
      },
      explain: '分发器先问 TokenBudget；打开时每次压缩都是空窗口，远程和本地都被跳过。',
    },
    c_survivors: {
      prompt: '中途 × 远程会把混合历史里的哪些条目带过去？',
      options: {
        realUser: '只有真实用户消息。',
        userAndAssistant: '用户消息和助手消息。',
        allButTools: '所有消息，只是不带工具调用和输出。',
      },
      explain:
        '远程 v2 用它自己的请求构建新历史：先只留下用户、开发者、系统消息作为候选（普通的助手消息不是符合条件的智能体消息），再由保留滤网丢掉开发者消息和不是用户内容的用户包装。和压缩条目一起带过去的只有真实用户消息；工具和推理根本到不了滤网。',
    },
    c_summaryLast: {
      prompt: '在中途 × 远程中，新历史的最后一项是什么？',
      options: {
        summary: '压缩条目（摘要）。',
        initialContext: '注入的初始上下文。',
        lastUser: '最后一条真实用户消息。',
      },
      explain:
        '中途使用 BeforeLastUserMessage：初始上下文插在最后一条真实用户消息之前，让摘要留在最后——这是模型训练时见过的布局。',
    },
    c_placement: {
      prompt: '采样前 × 远程的替换表里，初始上下文在哪里？',
      options: {
        beforeLastUser: '在最后一条真实用户消息之前。',
        wholeWindow: '整个新窗口就是它。',
        notInTable: '不在表里：同一轮会在第一次采样请求之前重新注入。',
      },
      explain:
        '采样前使用 DoNotInject：替换历史里没有初始上下文，参考被清空。采样前压缩运行在一个常规轮次之内，所以压缩一结束，同一轮就在第一次采样请求之前重新注入完整的初始上下文。',
    },
    c_emptyWindow: {
      prompt: '空窗口从旧历史里留下了什么？',
      options: {
        usersAndContext: '用户消息，再加初始上下文。',
        summaryOnly: '只有一份摘要。',
        onlyContext: '什么都没留：新窗口只有当前的初始上下文。',
      },
      explain:
        'start_new_context_window 只安装初始上下文：没有摘要，也没有用户消息。这是没有记忆的压缩。',
    },
    c_failure: {
      prompt: '采样前 × 远程，窗口已满，远程调用超时了。会怎样？',
      options: {
        fallsBackToLocal: 'Codex 回退到本地，写一份摘要。',
        failsUnchanged: '远程 v2 用同一个模型重试之后，压缩失败，历史保持原样。',
        failsAtOnce: '第一次超时就结束压缩，历史保持原样。',
      },
      explain:
        '超时是传输错误：远程 v2 会用同一个模型通过 WebSocket 最多再调用 {maxRetries} 次，然后回退到 HTTPS、重置重试次数再试，每次尝试还会被 HTTP 客户端最多再发 {requestMaxRetries} 次（内置提供方共 {serverCalls} 次请求）。这些也失败时，压缩失败，历史保持原样。满窗口时没有回退模型（只有切换模型时的旧模型压缩才有），远程也从不回退到本地。',
    },
    c_modelSwitch: {
      prompt:
        '模型切换了，而且压缩方式不同；旧模型的压缩收到了无效请求。采样前 × 远程一共调用几次远程？',
      options: {
        oneCall: '一次：出错就结束。',
        twoCalls: '两次：用当前模型重试一次。',
        local: '一次，然后回退到本地。',
      },
      explain:
        '旧模型压缩是唯一有回退模型的情况：可能与模型有关的错误（{retriedCurrentModel}等），在 Codex 后端认证、OpenAI 提供方、模型不同时，会用当前模型重试一次。无效请求不是传输错误，远程 v2 不会先重复它：一共 {serverCalls} 次。',
    },
  },

  demos: {
    fourQuestions: {
      title: '每个类型的四个答案（来自注册表）',
      type: '类型',
      role: '角色',
      markers: '标记',
      body: '正文（示例）',
      separate: '单独成条',
      yes: '是',
      no: '否',
      none: '（无）',
    },
    render: {
      title: '由核心运行的 render()',
      marked: '{type}：标记 + 正文',
      unmarked: '{type}：无标记，只有正文',
    },
    markedOneShot: {
      title: '带标类型与一次性类型',
      marked: '带标（{n}）',
      oneShot: '一次性（{n}）',
      prefixTable: '在开发者消息前缀表里（仅用于回滚）',
    },
    match: {
      title: '由核心运行的 matches_text(EnvironmentContext)',
      matched: '匹配',
      notMatched: '不匹配',
      checks: {
        markers_present: '类型的开头标记和结尾标记都不为空',
        trim_start: '去掉开头空白',
        prefix: '开头标记作前缀',
        trim_end: '去掉结尾空白',
        suffix: '结尾标记作后缀',
        custom_prefix: '自定义前缀',
        custom_suffix: '自定义后缀',
        custom_key: '自定义键',
      },
    },
    assembly: {
      title: '由核心运行的 build_initial_context',
      buckets: {
        merged_developer: '合并的开发者消息',
        separate_developer: '单独的开发者消息',
        multi_agent_mode: '多智能体模式',
        contextual_user: '上下文用户消息',
        guardian_policy: '守护者策略',
        managed_developer: '托管的开发者指令',
      },
    },
  },

  exercise: {
    title: '练习：三张替换表',
    intro:
      '把混合历史分别送进中途 × 远程、空窗口、采样前 × 远程。每个都填一张替换表：每一项的去留（保留、截短或裁掉）和新位置，摘要是不是最后一项，初始上下文在不在表里、在哪里。应用会拿核心的结果来核对。',
    cellTab: '{n}. {cell}',
    item: '条目',
    text: '文字',
    fate: '去留',
    position: '新位置（从 1 数起）',
    positionLabel: '{name}（{id}）的新位置',
    fateLabel: '{name}（{id}）的去留',
    // the exercise's items in the reader's words; the id stays beside them as code
    itemNames: {
      perm: '权限',
      agents: 'AGENTS.md 指令',
      env: '环境',
      ask1: '第一个请求',
      reply1: '第一个回答',
      call1: '第一次工具调用',
      out1: '第一次工具输出',
      approved: '批准通知',
      think1: '推理',
      aborted: '中断的轮次',
      ask2: '第二个请求',
      call2: '第二次工具调用',
      out2: '第二次工具输出',
      time: '当前时间',
      reply2: '第二个回答',
    },
    fates: { '': '—', kept: '保留', truncated: '截短', cut: '裁掉' },
    summary: '摘要',
    summaryAnswers: {
      '': '—',
      last: '是最后一项',
      notLast: '存在，但不是最后一项',
      none: '没有摘要',
    },
    context: '初始上下文',
    contextAnswers: {
      '': '—',
      notInTable: '不在表里（压缩后重新注入：采样前在同一轮，手动在下一个常规轮次）',
      beforeLastUser: '在最后一条真实用户消息之前',
      wholeWindow: '就是整个新窗口',
      end: '在末尾',
    },
    contextPosition: '初始上下文第一项的位置（在新历史中，从 1 数起）',
    check: '核对我的表',
    allRight: '正确：这张表和核心给出的一模一样。',
    mistakes: { one: '{n} 处错误：', other: '{n} 处错误：' },
    mistake: {
      fate: '{name} (`{id}`)：再看看它的去留。规则：{rule}。{reason}',
      position:
        '{name} (`{id}`)：去留对了，位置不对。位置从 1 开始数新历史，注入的项和摘要都算在内。',
      summary: '摘要：不是这样。规则：摘要的位置取决于时机（中途让它留在最后；空窗口不生成摘要）。',
      initialContext:
        '初始上下文：不是这样。规则：{rule}。中途把它插在最后一条真正的用户消息之前；采样前在同一轮、第一次采样请求之前重新注入；手动在下一个常规轮次注入；空窗口只有它。',
      contextPosition:
        '初始上下文：所在的位置对了，第一项的位置不对。从 1 开始数新历史，摘要也算在内。',
    },
    answer: {
      fate: '答案：{expected}。',
      position: '答案：第 {expected} 位。',
      summary: '答案：摘要{expected}。',
      initialContext: '答案：初始上下文{expected}。',
      contextPosition: '答案：第一项在第 {expected} 位。',
    },
    showAnswer: '显示答案',
    blanks: { one: '还有 {n} 处空白。', other: '还有 {n} 处空白。' },
    score: '{total} 处中答对 {right} 处',
    scoreOverall: '三张表合计：{total} 处中答对 {right} 处',
    saved: '你的答案边填边保存在这个浏览器里。',
    shareAnswers: '复制带有我的答案的链接',
    shareCopied: '链接已复制：打开后会带着你的答案进入练习。',
    shareLoaded: '这个链接带来了答案；只填进了空白处。',
    unsaved:
      '这个浏览器拒绝保存你的答案（存储已满或被关闭）。答案只留在这个页面上：关闭前请先下载。',
    downloadAnswers: '下载你的答案',
    setAside:
      '已损坏或来自其他版本的已存答案无法读取。它们原样保存在“{key}”下；表格从能读到的内容开始。',
    unreadable:
      '已损坏或来自其他版本的已存答案无法读取，而且这个浏览器拒绝保留副本。在覆盖它们之前请先下载。',
    downloadUnreadable: '下载无法读取的答案',
    mergedFromTab:
      '另一个标签页改了它的答案。你链接里的答案都保留了；另一个标签页的答案只填进你的空白处。',
    blank: '空白',
    seeStep: '第 {seq} 步',
    showCell: '在舞台上显示这个格子',
    further: {
      title: '再往前一步',
      intro:
        '为什么满窗口时远程失败不会回退到本地？为什么切换模型时的采样前压缩可以改用当前模型再试一次？把两种情况都跑一遍，读一读轨迹。',
      fullWindowFailure: '满窗口，远程超时（采样前 × 远程）',
      modelSwitchFallback: '切换模型，第一次远程调用被拒（采样前 × 远程）',
      predict: '我的预测：',
      predictFirst: '请先预测结果。',
      predicted: '你的预测：{outcome}。',
      run: '运行这个情况',
      outcome: '结果：{outcome} · 服务器调用：{server} · 模型调用：{model}',
      fullWindowFailureAnswer:
        'Codex 在发出任何请求之前只选一次远程或本地：`run_auto_compact` 先问提供方支持什么，支持远程压缩的提供方只会运行远程任务。这个任务的错误直接交回这一轮，没有任何分支接住它转而运行本地摘要：远程和本地是一次选择，而不是第一次和第二次尝试。所以远程 v2 会用同一个模型重试超时（{websocketCalls} 次 WebSocket 调用，再回退到 HTTPS 并按它自己的重试：内置提供方共 {serverCalls} 次请求），这些也失败后，压缩和这一轮一起结束。Codex 唯一的回退是换一个模型，而满窗口的采样前压缩连这个回退模型也没有。',
      modelSwitchFallbackAnswer:
        '旧模型压缩可以回退：无效请求属于可能与模型有关的错误，所以会用当前模型再试一次。传输层不会重复无效请求，所以服务器被调用 {serverCalls} 次，压缩完成。',
    },
  },
}
