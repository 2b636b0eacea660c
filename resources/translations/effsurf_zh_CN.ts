<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BuiltinTours</name>
    <message>
        <source>1 · Amdahl&apos;s law and the efficiency surface</source>
        <translation>1 · 阿姆达尔定律与效率曲面</translation>
    </message>
    <message>
        <source>From one formula to the surface E(N, s): why a tiny serial fraction caps a huge machine (the manual&apos;s The models, L1–L3, L7).</source>
        <translation>从一个公式到曲面 E(N, s)：为什么微小的串行比例会限制一台巨型机器（手册 The models，L1–L3、L7）。</translation>
    </message>
    <message>
        <source>A small serial part</source>
        <translation>很小的串行部分</translation>
    </message>
    <message>
        <source>A fraction s of the work cannot be shared out. With s = ${s} (α = ${alpha}) and N = ${N} processors the speedup is S = ${S}, not ${N}.</source>
        <translation>工作中有比例为 s 的部分无法分摊。当 s = ${s}（α = ${alpha}）、N = ${N} 个处理器时，加速比为 S = ${S}，而不是 ${N}。</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <source>Efficiency is the share of the machine doing useful work, E = S/N. Ten times more processors at the same s = ${s}: N = ${N} reach S = ${S}, so E = ${E%}.</source>
        <translation>效率是机器中做有用功的份额：E = S/N。在相同的 s = ${s} 下处理器增加十倍：N = ${N} 达到 S = ${S}，因此 E = ${E%}。</translation>
    </message>
    <message>
        <source>The gain ceiling</source>
        <translation>增益上限</translation>
    </message>
    <message>
        <source>However many processors we add, S cannot exceed 1/s = ${gain}. At N = ${N} the machine reaches S = ${S} and E = ${E}: almost all of it waits.</source>
        <translation>无论增加多少处理器，S 都不能超过 1/s = ${gain}。在 N = ${N} 时机器达到 S = ${S}、E = ${E}：它几乎全部在等待。</translation>
    </message>
    <message>
        <source>The efficiency surface</source>
        <translation>效率曲面</translation>
    </message>
    <message>
        <source>The surface shows E over log N and log s. Its ridge E = 0.5 runs where N s = 1, a straight line on the (N, s) plane: here N = ${N}, s = ${s}, E = ${E}.</source>
        <translation>曲面显示 E 随 log N 和 log s 的变化。它的脊线 E = 0.5 位于 N s = 1 处，在 (N, s) 平面上是一条直线：此处 N = ${N}，s = ${s}，E = ${E}。</translation>
    </message>
    <message>
        <source>What ten million cores demand</source>
        <translation>一千万个核心的要求</translation>
    </message>
    <message>
        <source>To keep E high at N = ${N}, s must be far below 1/N. At s = ${s}: E = ${E%}; efficiency halves at N = ${N_half}.</source>
        <translation>要在 N = ${N} 时保持较高的 E，s 必须远小于 1/N。在 s = ${s} 时：E = ${E%}；效率在 N = ${N_half} 时减半。</translation>
    </message>
    <message>
        <source>2 · TOP500 machines on the surface: HPL vs HPCG</source>
        <translation>2 · 曲面上的 TOP500 机器：HPL 与 HPCG</translation>
    </message>
    <message>
        <source>Real machines as points: the effective serial fraction from Rmax/Rpeak, and one machine with many efficiencies (the manual&apos;s The models, L4, §5).</source>
        <translation>真实机器作为点：由 Rmax/Rpeak 得到的有效串行比例，以及一台机器的多种效率（手册 The models，L4、§5）。</translation>
    </message>
    <message>
        <source>Summit runs HPL</source>
        <translation>Summit 运行 HPL</translation>
    </message>
    <message>
        <source>Summit (June 2019) ran HPL at E = Rmax/Rpeak = 0.740 on N = 2,414,592 cores. Solving Amdahl&apos;s law for s gives its effective serial fraction, which places it on the surface.</source>
        <translation>Summit（2019 年 6 月）在 N = 2,414,592 个核心上以 E = Rmax/Rpeak = 0.740 运行 HPL。由阿姆达尔定律解出 s，得到它的有效串行比例，从而把它放到曲面上。</translation>
    </message>
    <message>
        <source>The gain ceiling of a real machine</source>
        <translation>真实机器的增益上限</translation>
    </message>
    <message>
        <source>With s = ${s}, no number of Summit&apos;s cores could give more than 1/s = ${gain} times one core&apos;s payload performance; at its N it achieves S = ${S}.</source>
        <translation>在 s = ${s} 时，无论用多少 Summit 的核心，都不能超过单个核心有效载荷性能的 1/s = ${gain} 倍；在它自己的 N 下达到 S = ${S}。</translation>
    </message>
    <message>
        <source>HPCG on the same machine</source>
        <translation>同一台机器上的 HPCG</translation>
    </message>
    <message>
        <source>HPCG, dominated by memory and communication, reached 2,926 of 200,795 TFlop/s: E = ${E%}. Same hardware, s about 190 times larger: one machine has many efficiencies, one per workload.</source>
        <translation>受内存和通信主导的 HPCG 在 200,795 TFlop/s 中只达到 2,926 TFlop/s：E = ${E%}。相同的硬件，s 大约大 190 倍：一台机器有多种效率，每种工作负载一种。</translation>
    </message>
    <message>
        <source>A whole list on the surface</source>
        <translation>曲面上的整张榜单</translation>
    </message>
    <message>
        <source>Every machine of the June 2019 list, placed by its HPL result. The largest machines sit at the smallest s: only they can afford their N.</source>
        <translation>2019 年 6 月榜单上的每台机器，按其 HPL 结果放置。最大的机器位于最小的 s 处：只有它们负担得起自己的 N。</translation>
    </message>
    <message>
        <source>Exascale: Frontier</source>
        <translation>百亿亿次：Frontier</translation>
    </message>
    <message>
        <source>Frontier (June 2024): N = 8.70×10⁶ cores at E = 0.703, so s_eff = ${s}. Each further factor of ten in N needs an s ten times smaller to keep E.</source>
        <translation>Frontier（2024 年 6 月）：N = 8.70×10⁶ 个核心，E = 0.703，因此 s_eff = ${s}。N 每再增加十倍，都需要 s 缩小十倍才能保持 E。</translation>
    </message>
    <message>
        <source>3 · Piz Daint&apos;s GPU upgrade</source>
        <translation>3 · Piz Daint 的 GPU 升级</translation>
    </message>
    <message>
        <source>One machine across four TOP500 lists: CPU only, K20X GPUs, P100 GPUs in part and in full (the manual&apos;s The models, §3 and §5).</source>
        <translation>一台机器跨越四期 TOP500 榜单：仅 CPU、K20X GPU、部分及全部 P100 GPU（手册 The models，§3 和 §5）。</translation>
    </message>
    <message>
        <source>CPU only (November 2012)</source>
        <translation>仅 CPU（2012 年 11 月）</translation>
    </message>
    <message>
        <source>Piz Daint began with 12,032 CPU cores: HPL at E = 0.865, s_eff = ${s}.</source>
        <translation>Piz Daint 最初有 12,032 个 CPU 核心：HPL 的 E = 0.865，s_eff = ${s}。</translation>
    </message>
    <message>
        <source>K20X GPUs (November 2013)</source>
        <translation>K20X GPU（2013 年 11 月）</translation>
    </message>
    <message>
        <source>With GPUs N counts 115,984 cores (accelerator cores included) and Rmax rose from 216 to 6,271 TFlop/s. s_eff = ${s}: the surface now has to be read at a much larger N.</source>
        <translation>有了 GPU，N 计为 115,984 个核心（包括加速器核心），Rmax 从 216 升至 6,271 TFlop/s。s_eff = ${s}：现在要在大得多的 N 处读取曲面。</translation>
    </message>
    <message>
        <source>P100 GPUs, in part (November 2016)</source>
        <translation>部分 P100 GPU（2016 年 11 月）</translation>
    </message>
    <message>
        <source>Newer GPUs sped the payload up, but not the host–device copying, which is serial: s_eff rose to ${s} and E fell to ${E}.</source>
        <translation>更新的 GPU 加快了有效载荷，但没有加快主机与设备之间的复制，而复制是串行的：s_eff 升至 ${s}，E 降至 ${E}。</translation>
    </message>
    <message>
        <source>P100 GPUs, complete (June 2017)</source>
        <translation>全部 P100 GPU（2017 年 6 月）</translation>
    </message>
    <message>
        <source>With the upgrade complete: N = 361,760, E = ${E}, s_eff = ${s}. Rmax doubled over November 2016 (9,779 to 19,590 TFlop/s) and s_eff fell back.</source>
        <translation>升级完成后：N = 361,760，E = ${E}，s_eff = ${s}。Rmax 比 2016 年 11 月翻了一番（从 9,779 到 19,590 TFlop/s），s_eff 又降了回来。</translation>
    </message>
    <message>
        <source>The whole history</source>
        <translation>完整的历史</translation>
    </message>
    <message>
        <source>The history panel follows Piz Daint through every list: payload performance, efficiency and s_eff, with the upgrades marked.</source>
        <translation>历史面板跟踪 Piz Daint 在每期榜单上的表现：有效载荷性能、效率和 s_eff，并标出各次升级。</translation>
    </message>
    <message>
        <source>4 · Half precision and the communication-to-computation ratio</source>
        <translation>4 · 半精度与通信计算比</translation>
    </message>
    <message>
        <source>Faster arithmetic shrinks compute time, not communication: s grows and E falls (the manual&apos;s The models, §3 and §4).</source>
        <translation>更快的算术缩短计算时间，却不缩短通信：s 增大，E 下降（手册 The models，§3 和 §4）。</translation>
    </message>
    <message>
        <source>Summit&apos;s HPL in FP64</source>
        <translation>Summit 的 FP64 HPL</translation>
    </message>
    <message>
        <source>The baseline: s = ${s}, N = ${N}, E = ${E}.</source>
        <translation>基准：s = ${s}，N = ${N}，E = ${E}。</translation>
    </message>
    <message>
        <source>Single precision: k = 2</source>
        <translation>单精度：k = 2</translation>
    </message>
    <message>
        <source>Arithmetic twice as fast halves compute time but leaves communication time unchanged, so the non-payload share grows: s&apos; = ${s_eff}, E = ${E}.</source>
        <translation>算术速度加倍使计算时间减半，但通信时间不变，因此非有效载荷的份额增大：s&apos; = ${s_eff}，E = ${E}。</translation>
    </message>
    <message>
        <source>Half precision: k = 4</source>
        <translation>半精度：k = 4</translation>
    </message>
    <message>
        <source>64-bit to 16-bit: compute about four times faster. s&apos; = ${s_eff}, E = ${E%}. The nominal gain is 4; the realized gain is k E(N, s&apos;)/E(N, s).</source>
        <translation>从 64 位到 16 位：计算快约四倍。s&apos; = ${s_eff}，E = ${E%}。名义增益为 4；实际增益为 k E(N, s&apos;)/E(N, s)。</translation>
    </message>
    <message>
        <source>Training in FP32</source>
        <translation>FP32 训练</translation>
    </message>
    <message>
        <source>A data-parallel training run (1 billion parameters, ring all-reduce, A100 datasheet peaks × 0.4): at N = ${N}, E = ${E}.</source>
        <translation>一次数据并行训练（10 亿参数，环形 all-reduce，A100 数据手册峰值 × 0.4）：在 N = ${N} 时，E = ${E}。</translation>
    </message>
    <message>
        <source>Training in FP16</source>
        <translation>FP16 训练</translation>
    </message>
    <message>
        <source>Precision enters twice: compute time falls by the datasheet ratio, gradient bytes halve, and the latency term does not shrink at all. E = ${E}; the best N falls to ${N_best}.</source>
        <translation>精度起两次作用：计算时间按数据手册的比例下降，梯度字节数减半，而延迟项完全不缩小。E = ${E}；最佳 N 降至 ${N_best}。</translation>
    </message>
    <message>
        <source>5 · The performance wall: when more processors make it slower</source>
        <translation>5 · 性能墙：处理器越多反而越慢</translation>
    </message>
    <message>
        <source>If the non-payload time grows with the machine, performance has a maximum (the manual&apos;s The models, §2).</source>
        <translation>如果非有效载荷时间随机器增长，性能就存在最大值（手册 The models，§2）。</translation>
    </message>
    <message>
        <source>Constant s: no harm in adding processors</source>
        <translation>s 恒定：增加处理器没有坏处</translation>
    </message>
    <message>
        <source>With a constant serial fraction S keeps rising, if ever more slowly, towards 1/s = ${gain}.</source>
        <translation>串行比例恒定时，S 持续上升，只是越来越慢，趋近 1/s = ${gain}。</translation>
    </message>
    <message>
        <source>Time lines that grow with the machine</source>
        <translation>随机器增长的时间段</translation>
    </message>
    <message>
        <source>Végh&apos;s timeline model: software, OS, communication and synchronization add up. Signal propagation grows with the machine&apos;s size, here as √N.</source>
        <translation>Végh 的时间线模型：软件、操作系统、通信和同步的时间相加。信号传播时间随机器规模增长，此处按 √N 增长。</translation>
    </message>
    <message>
        <source>The wall</source>
        <translation>性能墙</translation>
    </message>
    <message>
        <source>Performance peaks at N = ${N_best} with S = ${S_best}. Here E = ${E}.</source>
        <translation>性能在 N = ${N_best} 时达到峰值，S = ${S_best}。此处 E = ${E}。</translation>
    </message>
    <message>
        <source>Beyond the wall</source>
        <translation>越过性能墙</translation>
    </message>
    <message>
        <source>At N = ${N} the job runs slower than at the wall: S = ${S}, E = ${E}. More processors, less performance.</source>
        <translation>在 N = ${N} 时，作业比在墙处运行得更慢：S = ${S}，E = ${E}。处理器更多，性能更低。</translation>
    </message>
    <message>
        <source>The same wall in training</source>
        <translation>训练中的同一堵墙</translation>
    </message>
    <message>
        <source>An all-reduce costs latency that grows with N: data-parallel training in FP16 peaks at N = ${N_best} workers.</source>
        <translation>all-reduce 的延迟随 N 增长：FP16 的数据并行训练在 N = ${N_best} 个工作进程时达到峰值。</translation>
    </message>
    <message>
        <source>6 · Why deep networks scale worse</source>
        <translation>6 · 为什么深度网络的扩展性更差</translation>
    </message>
    <message>
        <source>How deep can a network be: Megatron-LM&apos;s model of a transformer on tensor, pipeline and data parallel A100s (the manual&apos;s The models, §4b). Deeper means more pipeline stages, a longer bubble and more per-layer synchronizations: E falls.</source>
        <translation>网络能有多深：Megatron-LM 对在张量并行、流水线并行和数据并行的 A100 上运行的 transformer 的模型（手册 The models，§4b）。更深意味着更多流水线级、更长的气泡和更多的逐层同步：E 下降。</translation>
    </message>
    <message>
        <source>A shallow transformer</source>
        <translation>浅层 transformer</translation>
    </message>
    <message>
        <source>GPT-3&apos;s width (h = 12288) with only ${layers} layers, 8 to a stage: ${stages} pipeline stages, t × p × d = ${layout} = ${N} A100s. ${tflops} TFLOP/s per GPU, E = ${E}; the pipeline bubble is ${bubble%} of the step (Megatron-LM&apos;s model; the Training tab shows every term of the step).</source>
        <translation>GPT-3 的宽度（h = 12288），只有 ${layers} 层，每级 8 层：${stages} 个流水线级，t × p × d = ${layout} = ${N} 个 A100。每个 GPU ${tflops} TFLOP/s，E = ${E}；流水线气泡占步长的 ${bubble%}（Megatron-LM 的模型；训练选项卡显示步长的每一项）。</translation>
    </message>
    <message>
        <source>GPT-3&apos;s depth</source>
        <translation>GPT-3 的深度</translation>
    </message>
    <message>
        <source>96 layers: the same stages of 8 layers, now ${stages} of them on ${N} GPUs. Every stage waits for the others to fill and drain the pipeline: the bubble is ${bubble%}, E = ${E}, ${tflops} TFLOP/s per GPU. The model got deeper; no GPU got slower.</source>
        <translation>96 层：同样每级 8 层，现在 ${N} 个 GPU 上共 ${stages} 级。每一级都要等待其他级填充和排空流水线：气泡为 ${bubble%}，E = ${E}，每个 GPU ${tflops} TFLOP/s。模型变深了；没有哪个 GPU 变慢。</translation>
    </message>
    <message>
        <source>Twice as deep</source>
        <translation>深一倍</translation>
    </message>
    <message>
        <source>192 layers on ${stages} stages: the bubble grows to ${bubble%} of the step and E falls to ${E}. Depth costs twice: more stages to wait for, and more tensor-parallel synchronizations, four per layer and micro-batch.</source>
        <translation>${stages} 级上的 192 层：气泡增至步长的 ${bubble%}，E 降至 ${E}。深度带来双重代价：要等待的级更多，张量并行的同步也更多，每层每个微批次四次。</translation>
    </message>
    <message>
        <source>Four times the GPUs, far from four times the speed</source>
        <translation>GPU 多四倍，速度远不到四倍</translation>
    </message>
    <message>
        <source>Four times the data-parallel replicas for the deep model (${N} GPUs, S = ${S}): the run is faster, but not four times. The same batch is split into fewer micro-batches per pipeline, so the bubble reaches ${bubble%} and E = ${E%}. In Amdahl&apos;s terms the run sits at s_eff = ${s_eff}.</source>
        <translation>深层模型的数据并行副本增加到四倍（${N} 个 GPU，S = ${S}）：运行更快了，但不是四倍。同一批次被分成每条流水线更少的微批次，因此气泡达到 ${bubble%}，E = ${E%}。用阿姆达尔的话说，这次运行处于 s_eff = ${s_eff}。</translation>
    </message>
    <message>
        <source>Interleaving buys some back</source>
        <translation>交错调度挽回一些</translation>
    </message>
    <message>
        <source>Four model chunks per GPU (interleaved 1F1B) cut the bubble&apos;s time by four, for four times the pipeline&apos;s sends: of the shorter step it is now ${bubble%}, E = ${E%}. Deeper networks need such tricks to stay efficient, and each has its price.</source>
        <translation>每个 GPU 四个模型块（交错 1F1B）把气泡的时间缩短为四分之一，代价是流水线的发送次数增加到四倍：在更短的步长中它现在占 ${bubble%}，E = ${E%}。更深的网络需要这样的技巧才能保持高效，而每种技巧都有代价。</translation>
    </message>
    <message>
        <source>where</source>
        <translation>其中</translation>
    </message>
    <message>
        <source>bubble</source>
        <translation>气泡</translation>
    </message>
</context>
<context>
    <name>InteractivePage</name>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <source>Set this step&apos;s values again: its configuration, camera and E axis</source>
        <translation>重新设置此步骤的值：其配置、视角和 E 轴</translation>
    </message>
    <message>
        <source>Back to this step&apos;s values</source>
        <translation>回到此步骤的值</translation>
    </message>
    <message>
        <source>Page Down or → for the next step, Page Up or ← for the step before; R reveals an answer. Move the sliders at any step: the numbers in the text follow them.</source>
        <translation>Page Down 或 → 进入下一步，Page Up 或 ← 回到上一步；R 揭晓答案。任何一步都可以拖动滑块：文中的数字随之变化。</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>serial fraction s</source>
        <translation>串行比例 s</translation>
    </message>
    <message>
        <source>serial fraction s (log scale)</source>
        <translation>串行比例 s（对数刻度）</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>处理器数 N</translation>
    </message>
    <message>
        <source>processors N (log scale)</source>
        <translation>处理器数 N（对数刻度）</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>growth exponent γ</source>
        <translation>增长指数 γ</translation>
    </message>
    <message>
        <source>Arrow keys move a slider by a tenth of a decade, with Shift by a hundredth; Page Up and Page Down by a decade.</source>
        <translation>方向键将滑块移动十分之一个数量级，按住 Shift 为百分之一；Page Up 和 Page Down 移动一个数量级。</translation>
    </message>
    <message>
        <source>Download the scenario as set here, to open in effsurf</source>
        <translation>下载此处设置的场景，以便在 effsurf 中打开</translation>
    </message>
    <message>
        <source>Save as session</source>
        <translation>另存为会话</translation>
    </message>
    <message>
        <source>Download this page with your changes: it opens here and in effsurf as you left it</source>
        <translation>下载包含您修改的此页面：它在此处和 effsurf 中都按您离开时的样子打开</translation>
    </message>
    <message>
        <source>Save as page</source>
        <translation>另存为页面</translation>
    </message>
    <message>
        <source>The address holds your changes too: copy it to share them.</source>
        <translation>地址中也保存了您的修改：复制它即可分享。</translation>
    </message>
    <message>
        <source>Parameters of the law</source>
        <translation>定律的参数</translation>
    </message>
    <message>
        <source>Readout</source>
        <translation>读数</translation>
    </message>
    <message>
        <source>view</source>
        <translation>视图</translation>
    </message>
    <message>
        <source>logarithmic E</source>
        <translation>对数 E</translation>
    </message>
    <message>
        <source>On the surface: arrow keys turn it, + and − zoom, 0 returns to the view chosen; on a touch screen, turn it with two fingers.</source>
        <translation>在曲面上：方向键旋转，+ 和 − 缩放，0 回到所选视图；在触摸屏上用两根手指旋转。</translation>
    </message>
    <message>
        <source>The charts&apos; numbers as a table</source>
        <translation>以表格形式显示图表的数值</translation>
    </message>
    <message>
        <source>speedup S</source>
        <translation>加速比 S</translation>
    </message>
    <message>
        <source>efficiency E</source>
        <translation>效率 E</translation>
    </message>
    <message>
        <source>Made with effsurf</source>
        <translation>由 effsurf 制作</translation>
    </message>
    <message>
        <source>every number on this page is computed by effsurf&apos;s core, compiled to WebAssembly, the same code as the desktop program. Open this file in effsurf to continue as a session.</source>
        <translation>本页的每个数字都由 effsurf 的核心计算，该核心被编译为 WebAssembly，与桌面程序的代码相同。在 effsurf 中打开此文件即可作为会话继续。</translation>
    </message>
    <message>
        <source>this configuration</source>
        <translation>此配置</translation>
    </message>
    <message>
        <source>Download this chart as PNG</source>
        <translation>将此图表下载为 PNG</translation>
    </message>
    <message>
        <source>ideal S = N</source>
        <translation>理想 S = N</translation>
    </message>
    <message>
        <source>Speedup</source>
        <translation>加速比</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <source>Performance (in FP64 processors)</source>
        <translation>性能（以 FP64 处理器计）</translation>
    </message>
    <message>
        <source>performance</source>
        <translation>性能</translation>
    </message>
    <message>
        <source>snapshots</source>
        <translation>快照</translation>
    </message>
    <message>
        <source>The (N, s) plane</source>
        <translation>(N, s) 平面</translation>
    </message>
    <message>
        <source>performance at %1 (FP64 processors)</source>
        <translation>%1 下的性能（FP64 处理器）</translation>
    </message>
    <message>
        <source>%1: the speedup, efficiency, performance and (N, s) charts at each decade of N</source>
        <translation>%1：在 N 的每个数量级上的加速比、效率、性能和 (N, s) 平面图表</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>Question: %1 — reveal the answer with R or Next.</source>
        <translation>问题：%1 —— 按 R 或“下一步”揭晓答案。</translation>
    </message>
    <message>
        <source>Question: %1</source>
        <translation>问题：%1</translation>
    </message>
    <message>
        <source>Reveal ▶</source>
        <translation>揭晓 ▶</translation>
    </message>
    <message>
        <source>efficiency E (log)</source>
        <translation>效率 E（对数）</translation>
    </message>
    <message>
        <source>The 3D surface needs WebGL, which this browser does not offer here (it may be switched off, or blocked for this graphics driver). The charts show the same scenario, computed the same way.</source>
        <translation>3D 曲面需要 WebGL，但此浏览器在这里不提供（可能已被关闭，或对此图形驱动程序被禁用）。图表以相同的方式计算并显示同一场景。</translation>
    </message>
    <message>
        <source>Efficiency surface</source>
        <translation>效率曲面</translation>
    </message>
    <message>
        <source>The law: %1</source>
        <translation>定律：%1</translation>
    </message>
    <message>
        <source>Step %1: </source>
        <translation>第 %1 步：</translation>
    </message>
    <message>
        <source>Amdahl</source>
        <translation>阿姆达尔</translation>
    </message>
    <message>
        <source>Gustafson</source>
        <translation>古斯塔夫森</translation>
    </message>
    <message>
        <source>Sun–Ni</source>
        <translation>Sun–Ni</translation>
    </message>
    <message>
        <source>Timeline model</source>
        <translation>时间线模型</translation>
    </message>
    <message>
        <source>Data-parallel training</source>
        <translation>数据并行训练</translation>
    </message>
    <message>
        <source>Large-model training</source>
        <translation>大模型训练</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>正视</translation>
    </message>
    <message>
        <source>Top (heat map)</source>
        <translation>俯视（热图）</translation>
    </message>
    <message>
        <source>Isometric</source>
        <translation>等轴测</translation>
    </message>
    <message>
        <source>Surface and charts</source>
        <translation>曲面和图表</translation>
    </message>
    <message>
        <source>Efficiency surface E(N, s)</source>
        <translation>效率曲面 E(N, s)</translation>
    </message>
    <message>
        <source>Efficiency by precision</source>
        <translation>各精度的效率</translation>
    </message>
    <message>
        <source>Payload performance</source>
        <translation>有效载荷性能</translation>
    </message>
    <message>
        <source>(N, s) plane</source>
        <translation>(N, s) 平面</translation>
    </message>
    <message>
        <source>The scenario embedded in this page cannot be read (%1). The file may have been edited or cut short; export it again from effsurf.</source>
        <translation>无法读取此页面中嵌入的场景（%1）。文件可能被编辑过或不完整；请从 effsurf 重新导出。</translation>
    </message>
    <message>
        <source>This page is missing a part (effsurf&apos;s core, plotly.js or its own drawing code); export it again from effsurf.</source>
        <translation>此页面缺少一部分（effsurf 的内核、plotly.js 或其自身的绘图代码）；请从 effsurf 重新导出。</translation>
    </message>
    <message>
        <source>This page&apos;s data does not hold what effsurf writes (%1). It may have been edited by hand; export it again from effsurf.</source>
        <translation>此页面的数据与 effsurf 写入的内容不符（%1）。它可能被手动编辑过；请从 effsurf 重新导出。</translation>
    </message>
    <message>
        <source>effsurf&apos;s core (WebAssembly) could not start in this browser: %1. A browser from the last five years runs it; so does effsurf itself (open this file there).</source>
        <translation>effsurf 的内核（WebAssembly）无法在此浏览器中启动：%1。近五年内的浏览器都能运行它，effsurf 本身也可以（请在其中打开此文件）。</translation>
    </message>
    <message>
        <source>step &quot;%1&quot; is not one of this lecture&apos;s steps, 1 to %2</source>
        <translation>步骤“%1”不是本讲的步骤之一（1 到 %2）</translation>
    </message>
    <message>
        <source>This link&apos;s %1</source>
        <translation>此链接：%1</translation>
    </message>
    <message>
        <source>This scenario cannot be saved as a session.</source>
        <translation>此场景无法保存为会话。</translation>
    </message>
    <message>
        <source>This page cannot be saved again; use &quot;Save as session&quot;.</source>
        <translation>此页面无法再次保存；请使用“另存为会话”。</translation>
    </message>
    <message>
        <source>Seen from above: processors N to the right, the serial fraction s upwards.</source>
        <translation>俯视：处理器数 N 向右增大，串行比例 s 向上增大。</translation>
    </message>
    <message>
        <source>The scenario embedded in this page is not valid: %1</source>
        <translation>此页面中嵌入的场景无效：%1</translation>
    </message>
    <message>
        <source>This page computes and draws with JavaScript, which this browser has switched off for it. Allow JavaScript for this file, or open it in effsurf to continue as a session.</source>
        <translation>此页面用 JavaScript 计算和绘图，而此浏览器已为它关闭了 JavaScript。请为此文件允许 JavaScript，或在 effsurf 中打开它，作为会话继续。</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 kB</source>
        <translation>%1 kB</translation>
    </message>
    <message>
        <source>This page is incomplete: its %1 end before the part that draws it. It was probably cut short while being downloaded, copied or attached; ask for it again or export it again from effsurf.</source>
        <translation>此页面不完整：它的 %1 在绘图部分之前就结束了。它可能在下载、复制或作为附件发送时被截断；请重新索取，或从 effsurf 重新导出。</translation>
    </message>
    <message>
        <source>%1 (The browser says: %2)</source>
        <translation>%1（浏览器提示：%2）</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Change s</source>
        <translation>更改 s</translation>
    </message>
    <message>
        <source>Change N</source>
        <translation>更改 N</translation>
    </message>
    <message>
        <source>Change law</source>
        <translation>更改定律</translation>
    </message>
    <message>
        <source>Change precision</source>
        <translation>更改精度</translation>
    </message>
    <message>
        <source>Place systems</source>
        <translation>放置系统</translation>
    </message>
    <message>
        <source>Show list edition</source>
        <translation>显示榜单期次</translation>
    </message>
    <message>
        <source>Change measurements</source>
        <translation>更改测量数据</translation>
    </message>
    <message>
        <source>Change snapshots</source>
        <translation>更改快照</translation>
    </message>
    <message>
        <source>Edit tours</source>
        <translation>编辑导览</translation>
    </message>
    <message>
        <source>Change model parameters</source>
        <translation>更改模型参数</translation>
    </message>
    <message>
        <source>(automatic)</source>
        <translation>（自动）</translation>
    </message>
    <message>
        <source>Which column is N?</source>
        <translation>哪一列是 N？</translation>
    </message>
    <message>
        <source>Which column holds the measurement?</source>
        <translation>哪一列是测量值？</translation>
    </message>
    <message>
        <source>What does the chosen column hold?</source>
        <translation>所选列包含什么数据？</translation>
    </message>
    <message>
        <source>Which column is Rpeak?</source>
        <translation>哪一列是 Rpeak？</translation>
    </message>
    <message>
        <source>being measured by effsurf-probe</source>
        <translation>正由 effsurf-probe 测量</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>efficiency E (log)</source>
        <translation>效率 E（对数）</translation>
    </message>
    <message>
        <source>efficiency E</source>
        <translation>效率 E</translation>
    </message>
    <message>
        <source>Replace file?</source>
        <translation>替换文件？</translation>
    </message>
    <message>
        <source>&quot;%1&quot; already exists. Replace it?</source>
        <translation>“%1”已存在。要替换它吗？</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>替换</translation>
    </message>
    <message>
        <source>S = %1   E = %2   </source>
        <translation>S = %1   E = %2   </translation>
    </message>
    <message>
        <source>s_eff(N) = %1%2   </source>
        <translation>s_eff(N) = %1%2   </translation>
    </message>
    <message>
        <source>s&apos; = %1 (%2)   </source>
        <translation>s&apos; = %1 (%2)   </translation>
    </message>
    <message>
        <source>   R_limit = %1 R₁</source>
        <translation>   R_limit = %1 R₁</translation>
    </message>
    <message>
        <source>effsurf did not close normally. Recover the work autosaved %1?</source>
        <translation>effsurf 未正常关闭。要恢复 %1 自动保存的工作吗？</translation>
    </message>
    <message numerus="yes">
        <source>(%n older autosave(s) will be offered at the next starts.)</source>
        <translation>
            <numerusform>（其余 %n 个较早的自动保存将在之后启动时提供。）</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover unsaved work?</source>
        <translation>恢复未保存的工作？</translation>
    </message>
</context>
<context>
    <name>TrainingFieldPlace</name>
    <message>
        <source>layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>kv heads</source>
        <translation>键/值头数</translation>
    </message>
    <message>
        <source>head dim</source>
        <translation>头宽度</translation>
    </message>
    <message>
        <source>ffn hidden</source>
        <translation>FFN 宽度</translation>
    </message>
    <message>
        <source>experts</source>
        <translation>专家数</translation>
    </message>
    <message>
        <source>experts per token</source>
        <translation>每 token 专家数</translation>
    </message>
    <message>
        <source>shared experts</source>
        <translation>共享专家</translation>
    </message>
    <message>
        <source>expert ffn hidden</source>
        <translation>专家宽度</translation>
    </message>
    <message>
        <source>dense layers</source>
        <translation>前置稠密层</translation>
    </message>
    <message>
        <source>capacity factor</source>
        <translation>容量因子</translation>
    </message>
    <message>
        <source>latent kv rank</source>
        <translation>潜在键/值秩</translation>
    </message>
    <message>
        <source>latent query rank</source>
        <translation>潜在查询秩</translation>
    </message>
    <message>
        <source>rope head dim</source>
        <translation>RoPE 宽度</translation>
    </message>
    <message>
        <source>max nodes per token</source>
        <translation>每 token 最大节点数</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>shard group</source>
        <translation>切分组</translation>
    </message>
    <message>
        <source>pipeline schedule</source>
        <translation>流水线调度</translation>
    </message>
    <message>
        <source>utilization band</source>
        <translation>利用率区间</translation>
    </message>
    <message>
        <source>memory margin</source>
        <translation>显存余量</translation>
    </message>
    <message>
        <source>context parallel</source>
        <translation>上下文并行</translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>expert parallel</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <source>network bandwidth</source>
        <translation>网络带宽</translation>
    </message>
    <message>
        <source>network latency</source>
        <translation>网络延迟</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <source>global batch</source>
        <translation>全局批大小</translation>
    </message>
    <message>
        <source>tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <source>data parallel</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>interleave</source>
        <translation>交错</translation>
    </message>
    <message>
        <source>vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>FLOP per sample</source>
        <translation>每样本 FLOP 数</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>overlap</source>
        <translation>重叠率</translation>
    </message>
    <message>
        <source>serial seconds</source>
        <translation>串行秒数</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token 数</translation>
    </message>
</context>
<context>
    <name>TrainingFields</name>
    <message>
        <source>expected a number &gt;= 0, got &apos;%1&apos;</source>
        <translation>应为 &gt;= 0 的数字，而不是“%1”</translation>
    </message>
    <message>
        <source>expected a number &gt; 0, got &apos;%1&apos;</source>
        <translation>应为 &gt; 0 的数字，而不是“%1”</translation>
    </message>
</context>
<context>
    <name>TrainingRunText</name>
    <message>
        <source>P = %1 parameters, %2 active a token</source>
        <translation>P = %1 个参数，每 token 激活 %2 个</translation>
    </message>
    <message>
        <source>P = %1 parameters</source>
        <translation>P = %1 个参数</translation>
    </message>
    <message>
        <source>%1; %2 model FLOP a step, %3 with recomputation</source>
        <translation>%1；每步模型 FLOP 为 %2，含重计算为 %3</translation>
    </message>
    <message>
        <source>%1; %2 FLOP a step</source>
        <translation>%1；每步 %2 FLOP</translation>
    </message>
    <message>
        <source>%1 at %2: %3 TFLOP/s peak, %4 at %5; %6 to the %7 GPUs of an NVLink domain, %8 per GPU over the network</source>
        <translation>%1（%2）：峰值 %3 TFLOP/s，%5 时为 %4；到 NVLink 域内 %7 个 GPU 为 %6，经网络每个 GPU %8</translation>
    </message>
    <message>
        <source>every layer on one stage</source>
        <translation>所有层都在一个阶段上</translation>
    </message>
    <message>
        <source>no layers (a model given by its size)</source>
        <translation>无层（仅按规模给出的模型）</translation>
    </message>
    <message>
        <source>%1 layers a stage</source>
        <translation>每阶段 %1 层</translation>
    </message>
    <message>
        <source>layers a stage: first %1, middle up to %2, last %3 (it also computes the logits)</source>
        <translation>每阶段层数：首阶段 %1，中间阶段最多 %2，末阶段 %3（它还要计算 logits）</translation>
    </message>
    <message>
        <source>N = t cp p d = %1 GPUs on %2 nodes; m = B/(d b) = %3 micro-batches; %4; %5</source>
        <translation>N = t cp p d = %1 个 GPU，分布在 %2 个节点上；m = B/(d b) = %3 个微批次；%4；%5</translation>
    </message>
    <message>
        <source>data parallel</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <source>%1 (%2%3)</source>
        <translation>%1（%2%3）</translation>
    </message>
    <message>
        <source>, fits</source>
        <translation>，可容纳</translation>
    </message>
    <message>
        <source>%1 less %2 kept free</source>
        <translation>%1 减去预留的 %2</translation>
    </message>
    <message>
        <source>Does not fit: %1 per GPU on stage %2, the %3 has %4.</source>
        <translation>无法容纳：阶段 %2 上每个 GPU 需要 %1，而 %3 只有 %4。</translation>
    </message>
    <message>
        <source> What frees most: %1.</source>
        <translation> 最能节省显存的措施：%1。</translation>
    </message>
</context>
<context>
    <name>TrainingTerms</name>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>memory-bound kernels</source>
        <translation>内存受限内核</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>stage imbalance</source>
        <translation>级间不均衡</translation>
    </message>
    <message>
        <source>tensor-parallel all-reduce</source>
        <translation>张量并行 all-reduce</translation>
    </message>
    <message>
        <source>context-parallel K/V exchange</source>
        <translation>上下文并行 K/V 交换</translation>
    </message>
    <message>
        <source>expert all-to-all</source>
        <translation>专家 all-to-all</translation>
    </message>
    <message>
        <source>pipeline point-to-point</source>
        <translation>流水线点对点</translation>
    </message>
    <message>
        <source>data-parallel all-reduce</source>
        <translation>数据并行 all-reduce</translation>
    </message>
    <message>
        <source>ZeRO-3 parameter gathers</source>
        <translation>ZeRO-3 参数收集</translation>
    </message>
    <message>
        <source>host-device copies</source>
        <translation>主机-设备复制</translation>
    </message>
    <message>
        <source>optimizer and serial</source>
        <translation>优化器与串行部分</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>binary data (byte %1 at character %2): expected a UTF-8 text file</source>
        <translation>二进制数据（第 %2 个字符处的字节 %1）：应为 UTF-8 文本文件</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte %1 at character %2): save the file as UTF-8</source>
        <translation>不是 UTF-8 文本（第 %2 个字符处的字节 %1）：请将文件保存为 UTF-8</translation>
    </message>
    <message>
        <source>is a directory, not a file</source>
        <translation>是目录，而不是文件</translation>
    </message>
    <message>
        <source>cannot open file: %1</source>
        <translation>无法打开文件：%1</translation>
    </message>
    <message>
        <source>a record longer than %1 MiB starts here: an unterminated quote, or not a CSV table</source>
        <translation>此处开始一条超过 %1 MiB 的记录：有未闭合的引号，或者这不是 CSV 表格</translation>
    </message>
    <message>
        <source>read error</source>
        <translation>读取错误</translation>
    </message>
    <message>
        <source>unterminated quote: the field opened here never closes</source>
        <translation>引号未闭合：从此处开始的字段始终没有结束</translation>
    </message>
    <message>
        <source>unexpected text after the closing quote: &apos;%1&apos;; expected the delimiter or the end of the line</source>
        <translation>右引号后出现意外的文本：“%1”；应为分隔符或行尾</translation>
    </message>
    <message>
        <source>column %1 (%2): %3</source>
        <translation>第 %1 列（%2）：%3</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>第 %1 列：%2</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>empty; expected a number</source>
        <translation>为空；应为数字</translation>
    </message>
    <message>
        <source>expected a number, got &apos;%1&apos;</source>
        <translation>应为数字，而不是“%1”</translation>
    </message>
    <message>
        <source>expected a finite number, got &apos;%1&apos;</source>
        <translation>应为有限数，而不是“%1”</translation>
    </message>
    <message>
        <source>N must be at least 1, got %1</source>
        <translation>N 必须至少为 1，而不是 %1</translation>
    </message>
    <message>
        <source>N = %1 is beyond the processor counts effsurf models (1 .. 1e12)</source>
        <translation>N = %1 超出了 effsurf 所建模的处理器数范围（1 .. 1e12）</translation>
    </message>
    <message>
        <source>%1 must be greater than 0, got %2</source>
        <translation>%1 必须大于 0，而不是 %2</translation>
    </message>
    <message>
        <source>no column &apos;%1&apos; (the header has %2)</source>
        <translation>没有名为“%1”的列（表头包含 %2）</translation>
    </message>
    <message>
        <source>no column for N (name it n, cores, processes, ranks, threads, nodes, gpus, ...; the header has %1)</source>
        <translation>没有 N 列（请将其命名为 n、cores、processes、ranks、threads、nodes、gpus、...；表头包含 %1）</translation>
    </message>
    <message>
        <source>an Rpeak column needs its Rmax column</source>
        <translation>Rpeak 列需要与之对应的 Rmax 列</translation>
    </message>
    <message>
        <source>no column for the measured quantity: time, speedup, efficiency, or rmax and rpeak (the header has %1)</source>
        <translation>没有测量量所在的列：time、speedup、efficiency，或 rmax 和 rpeak（表头包含 %1）</translation>
    </message>
    <message>
        <source>file is empty: expected a header line</source>
        <translation>文件为空：应有表头行</translation>
    </message>
    <message>
        <source>expected %1 fields as in the header (line %2), found %3</source>
        <translation>应有 %1 个字段（与第 %2 行的表头一致），实际有 %3 个</translation>
    </message>
    <message>
        <source>the series name is empty</source>
        <translation>序列名称为空</translation>
    </message>
    <message>
        <source>no data rows after the header</source>
        <translation>表头之后没有数据行</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Amdahl&apos;s law: a fixed problem split over N processors; the serial fraction s is never split, so the speedup can never pass 1/s.</source>
        <translation>阿姆达尔定律：一个规模固定的问题分配到 N 个处理器上；串行比例 s 始终无法拆分，因此加速比永远不能超过 1/s。</translation>
    </message>
    <message>
        <source>Gustafson&apos;s law: the problem grows with the machine, its parallel part N-fold, so the speedup grows without a ceiling.</source>
        <translation>古斯塔夫森定律：问题规模随机器增长，其并行部分增长为 N 倍，因此加速比的增长没有上限。</translation>
    </message>
    <message>
        <source>Sun and Ni&apos;s law: the parallel work grows as G = N^γ with the machine; γ = 0 is Amdahl&apos;s law, γ = 1 Gustafson&apos;s.</source>
        <translation>Sun–Ni 定律：并行工作量随机器按 G = N^γ 增长；γ = 0 即阿姆达尔定律，γ = 1 即古斯塔夫森定律。</translation>
    </message>
    <message>
        <source>The timeline model: each contribution to the run time (the payload, the operating system, communication, synchronization) grows its own way with N; their sum at N sets the speedup and an effective s.</source>
        <translation>时间线模型：运行时间的每个组成部分（有效载荷、操作系统、通信、同步）都以各自的方式随 N 增长；它们在 N 处的总和决定加速比和有效的 s。</translation>
    </message>
    <message>
        <source>Data-parallel training: N workers each compute a share of the step, then add up their gradients over the network; the all-reduce does not shrink with N.</source>
        <translation>数据并行训练：N 个工作进程各自计算一步中的一部分，然后通过网络把梯度相加；all-reduce 不会随 N 缩小。</translation>
    </message>
    <message>
        <source>Large-model training: the model is split by tensor, pipeline and data parallelism; the pipeline&apos;s bubble and every exchange between GPUs add to the step, so E is the compute&apos;s share of it.</source>
        <translation>大模型训练：模型按张量并行、流水线并行和数据并行进行切分；流水线气泡以及 GPU 之间的每次数据交换都会延长每一步，因此 E 是计算在其中所占的比例。</translation>
    </message>
    <message>
        <source>gain ceiling 1/s&apos; = %1</source>
        <translation>增益上限 1/s&apos; = %1</translation>
    </message>
    <message>
        <source>no gain ceiling: S grows without bound (%1)</source>
        <translation>无增益上限：S 无界增长（%1）</translation>
    </message>
    <message>
        <source>maximum S = %1 at N = %2</source>
        <translation>在 N = %2 处达到最大值 S = %1</translation>
    </message>
    <message>
        <source>no maximum within N ≤ %1</source>
        <translation>在 N ≤ %1 范围内无最大值</translation>
    </message>
    <message>
        <source>law</source>
        <translation>定律</translation>
    </message>
    <message>
        <source>serial fraction s</source>
        <translation>串行比例 s</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>growth exponent gamma</source>
        <translation>增长指数 gamma</translation>
    </message>
    <message>
        <source>unknown &apos;%1&apos; (expected one of %2)</source>
        <translation>未知的“%1”（应为以下之一：%2）</translation>
    </message>
    <message>
        <source>; the decimal point is &apos;.&apos;: %1</source>
        <translation>；小数点是“.”：%1</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;; expected a number such as 1e-7, 0.05 or 5%, or alpha=0.9999999%2</source>
        <translation>无法读取“%1”；应为类似 1e-7、0.05 或 5% 的数字，或 alpha=0.9999999%2</translation>
    </message>
    <message>
        <source>alpha must lie in [0, 1], got %1</source>
        <translation>alpha 必须在 [0, 1] 之内，而不是 %1</translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <translation>必须至少为 %1</translation>
    </message>
    <message>
        <source>must be greater than %1</source>
        <translation>必须大于 %1</translation>
    </message>
    <message>
        <source>must lie in [%1, %2], got %3</source>
        <translation>必须在 [%1, %2] 之内，而不是 %3</translation>
    </message>
    <message>
        <source>must be a whole number, got %1</source>
        <translation>必须是整数，而不是 %1</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;; expected a count such as 2414592, 2,414,592 or 2.4e6%2</source>
        <translation>无法读取“%1”；应为类似 2414592、2,414,592 或 2.4e6 的数量%2</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;; expected a count such as 2414592 or 2.4e6</source>
        <translation>无法读取“%1”；应为类似 2414592 或 2.4e6 的数量</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;; expected LO:HI such as 1:1e9</source>
        <translation>无法读取“%1”；应为 LO:HI 形式，例如 1:1e9</translation>
    </message>
    <message>
        <source>low end %1 must be below high end %2</source>
        <translation>下端 %1 必须小于上端 %2</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;; expected RxC such as 256x256</source>
        <translation>无法读取“%1”；应为 RxC 形式，例如 256x256</translation>
    </message>
    <message>
        <source>must be a finite number, got %1</source>
        <translation>必须是有限数，而不是 %1</translation>
    </message>
    <message>
        <source>must be at least %1, got %2</source>
        <translation>必须至少为 %1，而不是 %2</translation>
    </message>
    <message>
        <source>must be greater than %1, got %2</source>
        <translation>必须大于 %1，而不是 %2</translation>
    </message>
    <message>
        <source>must not be negative, got %1</source>
        <translation>不能为负数，实际为 %1</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 1, not %1</source>
        <translation>必须是 &gt;= 1 的整数，而不是 %1</translation>
    </message>
    <message>
        <source>a time series needs T(1) to give a speedup</source>
        <translation>运行时间序列需要 T(1) 才能得出加速比</translation>
    </message>
    <message>
        <source>expected hardware-tflops, model-tflops or gpu-hours, not &apos;%1&apos;</source>
        <translation>应为 hardware-tflops、model-tflops 或 gpu-hours，而不是“%1”</translation>
    </message>
    <message>
        <source>unknown convention &apos;%1&apos;; expected total, accelerator or cpu</source>
        <translation>未知的约定“%1”；应为 total、accelerator 或 cpu</translation>
    </message>
    <message>
        <source>unknown %1 &apos;%2&apos;; expected one of %3</source>
        <translation>%1“%2”未知；应为以下之一：%3</translation>
    </message>
    <message>
        <source>%1 is not on the %2&apos;s datasheet</source>
        <translation>%1 不在 %2 的数据手册中</translation>
    </message>
    <message>
        <source>published run</source>
        <translation>已发表的运行</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>unknown accelerator &apos;%1&apos;; expected v100, a100 or h100</source>
        <translation>未知的加速器“%1”；应为 v100、a100 或 h100</translation>
    </message>
    <message>
        <source>must be greater than 1 to derive a serial fraction (with N = 1 every s fits), got %1</source>
        <translation>必须大于 1 才能推导串行比例（N = 1 时任何 s 都符合），而不是 %1</translation>
    </message>
    <message>
        <source>must not exceed N = %1 (superlinear), got %2</source>
        <translation>不能超过 N = %1（超线性），实际为 %2</translation>
    </message>
    <message>
        <source>must not exceed 1 (superlinear), got %1</source>
        <translation>不能超过 1（超线性），实际为 %1</translation>
    </message>
    <message>
        <source>must not exceed Rpeak = %1, got %2</source>
        <translation>不能超过 Rpeak = %1，实际为 %2</translation>
    </message>
    <message>
        <source>must not exceed 1, got %1</source>
        <translation>不能超过 1，实际为 %1</translation>
    </message>
    <message>
        <source>must be 1: a model without a transformer shape trains data parallel only</source>
        <translation>必须为 1：没有 Transformer 结构的模型只能进行数据并行训练</translation>
    </message>
    <message>
        <source>t cp p d = %1 GPUs; at most %2</source>
        <translation>t cp p d = %1 个 GPU；最多 %2 个</translation>
    </message>
    <message>
        <source>%1 is not a multiple of data parallel x micro-batch = %2</source>
        <translation>%1 不是数据并行 x 微批次 = %2 的倍数</translation>
    </message>
    <message>
        <source>must be 1 without pipeline parallelism (p = 1): there are no stages to interleave</source>
        <translation>没有流水线并行（p = 1）时必须为 1：没有可交错的阶段</translation>
    </message>
    <message>
        <source>DualPipe feeds micro-batches from both ends of the pipeline: p must be even and at least 2, not %1</source>
        <translation>DualPipe 从流水线两端送入微批次：p 必须为偶数且至少为 2，而不是 %1</translation>
    </message>
    <message>
        <source>must be 1 under DualPipe: its two directions are its chunks</source>
        <translation>使用 DualPipe 时必须为 1：它的两个方向就是它的模型块</translation>
    </message>
    <message>
        <source>DualPipe needs an even number of micro-batches, at least 2 p = %1, and m = B/(d b) = %2</source>
        <translation>DualPipe 需要偶数个微批次，且至少为 2 p = %1，而 m = B/(d b) = %2</translation>
    </message>
    <message>
        <source>must lie in [0.001, 1] (a share of the peak), not %1</source>
        <translation>必须在 [0.001, 1] 之内（峰值的比例），而不是 %1</translation>
    </message>
    <message>
        <source>must be 1f1b or dualpipe, not &quot;%1&quot;</source>
        <translation>必须是 1f1b 或 dualpipe，而不是“%1”</translation>
    </message>
    <message>
        <source>minimum %1 must be below maximum %2</source>
        <translation>最小值 %1 必须小于最大值 %2</translation>
    </message>
    <message>
        <source>the timeline model needs at least one</source>
        <translation>时间线模型至少需要一项</translation>
    </message>
    <message>
        <source>shares at N = 1 add up to %1, more than the whole single-processor time (1)</source>
        <translation>N = 1 时各部分占比之和为 %1，超过了单处理器的全部时间 (1)</translation>
    </message>
    <message>
        <source>must be a whole number of workers, got %1</source>
        <translation>必须是整数个工作进程，而不是 %1</translation>
    </message>
    <message>
        <source>is too large, got %1</source>
        <translation>过大：%1</translation>
    </message>
    <message>
        <source>must be at least 2 to derive a serial fraction, got %1</source>
        <translation>必须至少为 2 才能推导串行比例，而不是 %1</translation>
    </message>
    <message>
        <source>unknown all-reduce &apos;%1&apos;; expected ring or tree</source>
        <translation>未知的 all-reduce“%1”；应为 ring 或 tree</translation>
    </message>
    <message>
        <source>unknown scaling &apos;%1&apos;; expected strong or weak</source>
        <translation>未知的扩展方式“%1”；应为 strong 或 weak</translation>
    </message>
    <message>
        <source>%1 is not divisible by %2 = %3</source>
        <translation>%1 不能被 %2 = %3 整除</translation>
    </message>
    <message>
        <source>%1 does not divide the %2 query heads (each key/value head serves an equal group of them)</source>
        <translation>%1 不能整除 %2 个查询头（每个键/值头服务于其中数量相等的一组）</translation>
    </message>
    <message>
        <source>%1 is larger than the hidden size h = %2 (latent attention compresses to a rank below it)</source>
        <translation>%1 大于隐藏维度 h = %2（潜在注意力会压缩到比它小的秩）</translation>
    </message>
    <message>
        <source>needs a latent key/value rank too (multi-head latent attention compresses keys and values)</source>
        <translation>还需要潜在键/值秩（多头潜在注意力会压缩键和值）</translation>
    </message>
    <message>
        <source>%1 is more than the %2 experts</source>
        <translation>%1 超过了专家总数 %2</translation>
    </message>
    <message>
        <source>must lie in [%1, %2], not %3</source>
        <translation>必须在 [%1, %2] 之内，而不是 %3</translation>
    </message>
    <message>
        <source>must be 0, 1, 2 or 3, not %1</source>
        <translation>必须是 0、1、2 或 3，而不是 %1</translation>
    </message>
    <message>
        <source>%1 layers cannot fill pipeline parallel x interleave = %2 stages (at least one layer each)</source>
        <translation>%1 层无法填满流水线并行 x 交错 = %2 个阶段（每个阶段至少一层）</translation>
    </message>
    <message>
        <source>must be 1: the model has no experts</source>
        <translation>必须为 1：该模型没有专家</translation>
    </message>
    <message>
        <source>shards nothing without ZeRO: choose stage 1, 2 or 3, or no shard group</source>
        <translation>没有 ZeRO 时不切分任何内容：请选择阶段 1、2 或 3，或者不设切分组</translation>
    </message>
    <message>
        <source>%1 does not divide the d x cp = %2 data-parallel ranks</source>
        <translation>%1 不能整除 d x cp = %2 个数据并行 rank</translation>
    </message>
    <message>
        <source>must be none, selective or full, not &quot;%1&quot;</source>
        <translation>必须是 none、selective 或 full，而不是“%1”</translation>
    </message>
    <message>
        <source>JSON error at %1</source>
        <translation>JSON 错误，位于%1</translation>
    </message>
    <message>
        <source>has no title</source>
        <translation>没有标题</translation>
    </message>
    <message>
        <source>list edition must be YYYY-MM, got &apos;%1&apos;</source>
        <translation>榜单期次必须为 YYYY-MM 格式，而不是“%1”</translation>
    </message>
    <message>
        <source>rank must be 1..500, got %1</source>
        <translation>排名必须为 1..500，而不是 %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no data or no fit</source>
        <translation>“%1”没有数据或没有拟合</translation>
    </message>
    <message>
        <source>a series needs an id</source>
        <translation>序列需要一个 ID</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is used by two series</source>
        <translation>“%1”被两个序列使用</translation>
    </message>
    <message>
        <source>&apos;%1&apos; holds no state</source>
        <translation>“%1”不包含状态</translation>
    </message>
    <message>
        <source>labels are A, B, C or D, got &apos;%1&apos;</source>
        <translation>标签应为 A、B、C 或 D，而不是“%1”</translation>
    </message>
    <message>
        <source>must be YYYY-MM or empty, got &apos;%1&apos;</source>
        <translation>必须为 YYYY-MM 格式或为空，而不是“%1”</translation>
    </message>
    <message>
        <source>holds no tour</source>
        <translation>不包含导览</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is used by two tours</source>
        <translation>“%1”被两个导览使用</translation>
    </message>
    <message>
        <source>unknown axis range &apos;%1&apos;; expected automatic, full or data</source>
        <translation>未知的坐标轴范围“%1”；应为 automatic、full 或 data</translation>
    </message>
    <message>
        <source>no state</source>
        <translation>没有状态</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>应为对象</translation>
    </message>
    <message>
        <source>%1 (no &quot;format&quot;: &quot;%2&quot;)</source>
        <translation>%1（缺少 &quot;format&quot;: &quot;%2&quot;）</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>应为 JSON 对象</translation>
    </message>
    <message>
        <source>not a session file</source>
        <translation>不是会话文件</translation>
    </message>
    <message>
        <source>not an effsurf session</source>
        <translation>不是 effsurf 会话</translation>
    </message>
    <message>
        <source>the scenario inside this page is broken</source>
        <translation>此页面中嵌入的场景已损坏</translation>
    </message>
    <message>
        <source>not a tour file</source>
        <translation>不是导览文件</translation>
    </message>
    <message>
        <source>not an effsurf tour</source>
        <translation>不是 effsurf 导览</translation>
    </message>
    <message>
        <source>unsupported schema %1</source>
        <translation>不支持的 schema %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>unknown &apos;%1&apos; (expected s, n, precision or edition)</source>
        <translation>未知的“%1”（应为 s、n、precision 或 edition）</translation>
    </message>
    <message>
        <source>must be %1 .. %2, got %3</source>
        <translation>必须在 %1 .. %2 之间，而不是 %3</translation>
    </message>
    <message>
        <source>an edition sweep needs at least one list edition</source>
        <translation>按榜单期次扫描至少需要一个榜单期次</translation>
    </message>
    <message>
        <source>a tour needs an id</source>
        <translation>导览需要一个 ID</translation>
    </message>
    <message>
        <source>a tour needs a title</source>
        <translation>导览需要标题</translation>
    </message>
    <message>
        <source>a step needs a title</source>
        <translation>步骤需要标题</translation>
    </message>
    <message>
        <source>a step needs a state</source>
        <translation>步骤需要状态</translation>
    </message>
    <message>
        <source>a step sets a configuration and systems, not series, snapshots or tours</source>
        <translation>步骤设置的是配置和系统，而不是序列、快照或导览</translation>
    </message>
    <message>
        <source>must be transformer-engine or deepseek-v3, not &quot;%1&quot;</source>
        <translation>必须是 transformer-engine 或 deepseek-v3，而不是“%1”</translation>
    </message>
    <message>
        <source>both ends must lie in (0, 1] (shares of the datasheet peak, at least 0.001), got %1 to %2</source>
        <translation>两端都必须在 (0, 1] 之内（数据手册峰值的比例，至少为 0.001），而不是 %1 到 %2</translation>
    </message>
    <message>
        <source>its low end %1 is above its high end %2</source>
        <translation>其下端 %1 高于上端 %2</translation>
    </message>
    <message>
        <source>must lie in [0, %1) GiB (the device&apos;s memory), got %2</source>
        <translation>必须在 [0, %1) GiB 之内（设备的显存），而不是 %2</translation>
    </message>
    <message>
        <source>must be a line rate above 0, got %1 Gb/s</source>
        <translation>必须是大于 0 的线速率，而不是 %1 Gb/s</translation>
    </message>
    <message>
        <source>must lie in [0, 1e6] microseconds, got %1</source>
        <translation>必须在 [0, 1e6] 微秒之内，而不是 %1</translation>
    </message>
    <message>
        <source>%1 is not a multiple of t cp p = %2</source>
        <translation>%1 不是 t cp p = %2 的倍数</translation>
    </message>
    <message>
        <source>a model by its totals needs its parameters too</source>
        <translation>按总量给出的模型还需要参数量</translation>
    </message>
    <message>
        <source>a model by its totals needs its FLOP per sample too</source>
        <translation>按总量给出的模型还需要每样本 FLOP 数</translation>
    </message>
    <message>
        <source>a model given by its totals has no transformer shape</source>
        <translation>按总量给出的模型没有 Transformer 结构</translation>
    </message>
    <message>
        <source>must lie in [1, 64] (tokens an expert may take over an even share), got %1</source>
        <translation>必须在 [1, 64] 之内（一个专家可接收的 token 数相对于平均份额的倍数），而不是 %1</translation>
    </message>
    <message>
        <source>%1 is not t x cp x p x d = %2</source>
        <translation>%1 不等于 t x cp x p x d = %2</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>第 %1 行，第 %2 列：%3</translation>
    </message>
    <message>
        <source>unexpected text after the JSON value</source>
        <translation>JSON 值之后出现意外的文本</translation>
    </message>
    <message>
        <source>expected a JSON value</source>
        <translation>应为 JSON 值</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>嵌套深度超过 %1 层</translation>
    </message>
    <message>
        <source>the text ends where a JSON value should be</source>
        <translation>文本在应有 JSON 值的位置结束</translation>
    </message>
    <message>
        <source>expected a member name in double quotes</source>
        <translation>应为用双引号括起的成员名</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after a member name</source>
        <translation>成员名之后应为 &apos;:&apos;</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; in an object</source>
        <translation>对象中应为 &apos;,&apos; 或 &apos;}&apos;</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos; in a list</source>
        <translation>列表中应为 &apos;,&apos; 或 &apos;]&apos;</translation>
    </message>
    <message>
        <source>a \u escape needs four hexadecimal digits</source>
        <translation>\u 转义序列需要四个十六进制数字</translation>
    </message>
    <message>
        <source>text that is not UTF-8</source>
        <translation>不是 UTF-8 的文本</translation>
    </message>
    <message>
        <source>a string without its closing quote</source>
        <translation>字符串缺少右引号</translation>
    </message>
    <message>
        <source>a control character inside a string (write it as an escape)</source>
        <translation>字符串中有控制字符（请将其写成转义序列）</translation>
    </message>
    <message>
        <source>a lone UTF-16 surrogate in a \u escape</source>
        <translation>\u 转义序列中有孤立的 UTF-16 代理项</translation>
    </message>
    <message>
        <source>an unknown escape in a string</source>
        <translation>字符串中有未知的转义序列</translation>
    </message>
    <message>
        <source>a number needs digits</source>
        <translation>数值缺少数字</translation>
    </message>
    <message>
        <source>a number needs digits after its decimal point</source>
        <translation>数值的小数点后缺少数字</translation>
    </message>
    <message>
        <source>a number needs digits in its exponent</source>
        <translation>数值的指数部分缺少数字</translation>
    </message>
    <message>
        <source>a number beyond a double&apos;s range</source>
        <translation>超出 double 范围的数值</translation>
    </message>
    <message>
        <source>a number that cannot be read</source>
        <translation>无法读取的数值</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>应为数字</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2, got %3</source>
        <translation>应为 %1 到 %2 之间的整数，而不是 %3</translation>
    </message>
    <message>
        <source>expected text</source>
        <translation>应为文本</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>应为列表</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>应为 true 或 false</translation>
    </message>
    <message>
        <source>cannot store a non-finite number</source>
        <translation>无法保存非有限数</translation>
    </message>
    <message>
        <source>%1 = %2 is outside the range effsurf computes with (1e-100 .. 1e100); check the unit</source>
        <translation>%1 = %2 超出了 effsurf 的计算范围（1e-100 .. 1e100）；请检查单位</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>2 x context parallel</source>
        <translation>2 x 上下文并行</translation>
    </message>
    <message>
        <source>expert parallel</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <source>data parallel x context parallel, of which it is a part,</source>
        <translation>数据并行 x 上下文并行（它是其中的一部分）</translation>
    </message>
    <message>
        <source>expected a number such as %1, got &apos;%2&apos;</source>
        <translation>应为类似 %1 的数字，而不是“%2”</translation>
    </message>
    <message>
        <source>expected a number such as %1, got &apos;%2&apos;; the decimal point is &apos;.&apos;: %3</source>
        <translation>应为类似 %1 的数字，而不是“%2”；小数点是“.”：%3</translation>
    </message>
    <message>
        <source>N column</source>
        <translation>N 列</translation>
    </message>
    <message>
        <source>value column</source>
        <translation>数值列</translation>
    </message>
    <message>
        <source>Rpeak column</source>
        <translation>Rpeak 列</translation>
    </message>
    <message>
        <source>expected a parameter name</source>
        <translation>应为参数名</translation>
    </message>
    <message>
        <source>unknown keyword &apos;%1&apos;; expected PARAMETER, POINTS, REGION, METRIC or DATA</source>
        <translation>未知的关键字“%1”；应为 PARAMETER、POINTS、REGION、METRIC 或 DATA</translation>
    </message>
    <message>
        <source>file is empty: expected PARAMETER, POINTS and DATA lines</source>
        <translation>文件为空：应有 PARAMETER、POINTS 和 DATA 行</translation>
    </message>
    <message>
        <source>no PARAMETER line</source>
        <translation>没有 PARAMETER 行</translation>
    </message>
    <message>
        <source>no POINTS line</source>
        <translation>没有 POINTS 行</translation>
    </message>
    <message>
        <source>no DATA lines</source>
        <translation>没有 DATA 行</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos; takes several values (%2, %3); effsurf needs a series in the process count &apos;%4&apos; alone</source>
        <translation>参数“%1”取了多个值（%2、%3）；effsurf 需要只随进程数“%4”变化的序列</translation>
    </message>
    <message>
        <source>process count</source>
        <translation>进程数</translation>
    </message>
    <message>
        <source>POINTS before any PARAMETER line</source>
        <translation>POINTS 出现在任何 PARAMETER 行之前</translation>
    </message>
    <message>
        <source>a &apos;(&apos; without its &apos;)&apos;</source>
        <translation>&apos;(&apos; 缺少对应的 &apos;)&apos;</translation>
    </message>
    <message>
        <source>expected at least one point</source>
        <translation>应至少有一个点</translation>
    </message>
    <message>
        <source>point (%1) has %2 coordinates for %3 parameters</source>
        <translation>点 (%1) 有 %2 个坐标，但参数有 %3 个</translation>
    </message>
    <message>
        <source>wrong DATA count: %1 DATA lines for %2 POINTS</source>
        <translation>DATA 数量错误：%2 个 POINTS 对应 %1 行 DATA</translation>
    </message>
    <message>
        <source>%1 in region &apos;%2&apos; for metric &apos;%3&apos;</source>
        <translation>%1（区域“%2”，指标“%3”）</translation>
    </message>
    <message>
        <source>%1 in region &apos;%2&apos;</source>
        <translation>%1（区域“%2”）</translation>
    </message>
    <message>
        <source>%1 for metric &apos;%2&apos;</source>
        <translation>%1（指标“%2”）</translation>
    </message>
    <message>
        <source>DATA before any POINTS line</source>
        <translation>DATA 出现在任何 POINTS 行之前</translation>
    </message>
    <message>
        <source>empty DATA line: expected one or more values</source>
        <translation>DATA 行为空：应有一个或多个值</translation>
    </message>
    <message>
        <source>wrong DATA count: more DATA lines than the %1 POINTS</source>
        <translation>DATA 数量错误：DATA 行多于 %1 个 POINTS</translation>
    </message>
    <message>
        <source>no parameter &apos;%1&apos;; the file has %2</source>
        <translation>没有参数“%1”；文件中有 %2</translation>
    </message>
    <message>
        <source>several parameters (%1): say which one is the process count</source>
        <translation>有多个参数（%1）：请指明哪个是进程数</translation>
    </message>
    <message>
        <source>no DATA for region &apos;%1&apos; and metric &apos;%2&apos;; the file has %3</source>
        <translation>区域“%1”和指标“%2”没有 DATA；文件中有 %3</translation>
    </message>
    <message>
        <source>%1 and %2 could each be the %3 column: choose the %4</source>
        <translation>%1 和 %2 都可能是 %3 列：请指定 %4</translation>
    </message>
    <message>
        <source>say what column %1 holds: time, speedup, efficiency or Rmax</source>
        <translation>请指明 %1 列包含什么：time、speedup、efficiency 或 Rmax</translation>
    </message>
    <message>
        <source>no %1 column (the header has %2)</source>
        <translation>没有 %1 列（表头包含 %2）</translation>
    </message>
    <message>
        <source>%1 cannot be both N and the %2</source>
        <translation>%1 不能同时作为 N 和 %2</translation>
    </message>
    <message>
        <source>no column for Rpeak (needed with Rmax; the header has %1)</source>
        <translation>没有 Rpeak 列（使用 Rmax 时需要；表头包含 %1）</translation>
    </message>
    <message>
        <source>series column</source>
        <translation>序列列</translation>
    </message>
    <message>
        <source>missing column &apos;%1&apos;</source>
        <translation>缺少列“%1”</translation>
    </message>
    <message>
        <source>expected yes or no, got &apos;%1&apos;</source>
        <translation>应为 yes 或 no，而不是“%1”</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>expected a number &gt; 0, the field is empty</source>
        <translation>应为 &gt; 0 的数字，但字段为空</translation>
    </message>
    <message>
        <source>expected a number &gt; 0, got &apos;%1&apos;</source>
        <translation>应为 &gt; 0 的数字，而不是“%1”</translation>
    </message>
    <message>
        <source>expected a whole number, got &apos;%1&apos;</source>
        <translation>应为整数，而不是“%1”</translation>
    </message>
    <message>
        <source>id &apos;%1&apos; appears twice</source>
        <translation>ID“%1”出现了两次</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to 1e9, got &apos;%2&apos;</source>
        <translation>应为 %1 到 1e9 之间的整数，而不是“%2”</translation>
    </message>
    <message>
        <source>expected a ZeRO stage 0, 1, 2 or 3</source>
        <translation>应为 ZeRO 阶段 0、1、2 或 3</translation>
    </message>
    <message>
        <source>GPU-hours need the tokens trained on</source>
        <translation>GPU 小时需要给出训练所用的 token 数</translation>
    </message>
    <message>
        <source>must not be below miss_low</source>
        <translation>不能小于 miss_low</translation>
    </message>
    <message>
        <source>expected reproduced or documented, got &apos;%1&apos;</source>
        <translation>应为 reproduced 或 documented，而不是“%1”</translation>
    </message>
    <message>
        <source>a documented miss says why</source>
        <translation>有记录的偏差须说明原因</translation>
    </message>
    <message>
        <source>Rmax exceeds Rpeak (E = %1), a source error; accelerator cores exceed total cores</source>
        <translation>Rmax 超过 Rpeak（E = %1），属于数据源错误；加速器核数超过总核数</translation>
    </message>
    <message>
        <source>Rmax exceeds Rpeak (E = %1), a source error</source>
        <translation>Rmax 超过 Rpeak（E = %1），属于数据源错误</translation>
    </message>
    <message>
        <source>accelerator cores exceed total cores</source>
        <translation>加速器核数超过总核数</translation>
    </message>
    <message>
        <source>expected a non-negative number, got &apos;%1&apos;</source>
        <translation>应为非负数，而不是“%1”</translation>
    </message>
    <message>
        <source>expected a whole number up to 1000000, got &apos;%1&apos;</source>
        <translation>应为不超过 1000000 的整数，而不是“%1”</translation>
    </message>
    <message>
        <source>Rmax, Rpeak and cores must be positive</source>
        <translation>Rmax、Rpeak 和核数必须为正数</translation>
    </message>
    <message>
        <source>expected an edition YYYY-MM, got &apos;%1&apos;</source>
        <translation>应为 YYYY-MM 格式的榜单期次，而不是“%1”</translation>
    </message>
    <message>
        <source>hidden is not a multiple of heads</source>
        <translation>hidden 不是 heads 的倍数</translation>
    </message>
    <message>
        <source>heads is not a multiple of kv_heads</source>
        <translation>heads 不是 kv_heads 的倍数</translation>
    </message>
    <message>
        <source>more experts per token than experts</source>
        <translation>每 token 专家数多于专家总数</translation>
    </message>
    <message>
        <source>no peak for any datatype</source>
        <translation>没有任何数据类型的峰值</translation>
    </message>
    <message>
        <source>%1 names the network &apos;%2&apos;, which is not in networks.csv</source>
        <translation>%1 引用的网络“%2”不在 networks.csv 中</translation>
    </message>
    <message>
        <source>names the preset &apos;%1&apos;, which is not shipped</source>
        <translation>引用的预设“%1”未随程序提供</translation>
    </message>
    <message>
        <source>no column of GPU counts (name one gpus, n or num_gpus)</source>
        <translation>没有 GPU 数列（请将某一列命名为 gpus、n 或 num_gpus）</translation>
    </message>
    <message>
        <source>no column of step times or throughput (name one step_seconds, step_time_ms or tokens_per_second)</source>
        <translation>没有单步时间或吞吐量列（请将某一列命名为 step_seconds、step_time_ms 或 tokens_per_second）</translation>
    </message>
    <message>
        <source>expected %1 fields, got %2</source>
        <translation>应有 %1 个字段，实际有 %2 个</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>expected a whole number of GPUs, got &apos;%1&apos;</source>
        <translation>应为整数个 GPU，而不是“%1”</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <source>expected a whole number &gt;= 1, got &apos;%1&apos;</source>
        <translation>应为 &gt;= 1 的整数，而不是“%1”</translation>
    </message>
    <message>
        <source>has a header but no measured step</source>
        <translation>有表头，但没有测量的训练步</translation>
    </message>
    <message>
        <source>%1 GPUs are not t cp p d = %2</source>
        <translation>%1 个 GPU 不等于 t cp p d = %2</translation>
    </message>
    <message>
        <source>%1 GPUs are not a multiple of t cp p = %2 (give the row&apos;s layout in tp, cp, pp, dp columns)</source>
        <translation>%1 个 GPU 不是 t cp p = %2 的倍数（请在 tp、cp、pp、dp 列中给出该行的布局）</translation>
    </message>
    <message>
        <source>has %1 measured step: the fit needs at least three (two unknowns, the utilization and the network&apos;s bandwidth, and their intervals)</source>
        <translation>仅有 %1 个测量的训练步：拟合至少需要三个（两个未知量，即利用率和网络带宽，以及它们的区间）</translation>
    </message>
    <message>
        <source>has %1 measured steps: the fit needs at least three (two unknowns, the utilization and the network&apos;s bandwidth, and their intervals)</source>
        <translation>仅有 %1 个测量的训练步：拟合至少需要三个（两个未知量，即利用率和网络带宽，以及它们的区间）</translation>
    </message>
    <message>
        <source>every step was measured on %1 GPUs: one GPU count cannot tell the utilization from the network&apos;s bandwidth (both only lengthen the step); measure at two or more GPU counts</source>
        <translation>所有训练步都是在 %1 个 GPU 上测量的：仅凭一个 GPU 数无法区分利用率和网络带宽（两者都只会延长单步时间）；请在两个或更多 GPU 数下测量</translation>
    </message>
    <message>
        <source>its layout is not one of %1: %2: %3</source>
        <translation>其布局不是 %1 的有效布局：%2：%3</translation>
    </message>
    <message>
        <source>no measured step crosses the network (every collective stays inside an NVLink domain of %1 GPUs), so its bandwidth cannot be fitted; measure on more nodes</source>
        <translation>没有任何测量的训练步经过网络（所有集合通信都留在 %1 个 GPU 的 NVLink 域内），因此无法拟合网络带宽；请在更多节点上测量</translation>
    </message>
    <message>
        <source>the utilization and the network&apos;s bandwidth change these steps alike and cannot be told apart; measure at GPU counts further apart, or with the batch kept</source>
        <translation>利用率和网络带宽对这些训练步的影响相同，无法区分；请在相差更大的 GPU 数下测量，或保持批大小不变</translation>
    </message>
    <message>
        <source>the steps are as fast as the %1&apos;s datasheet peak allows at u = 1: is the GPU or the precision right?</source>
        <translation>这些训练步的速度已达到 %1 的数据手册峰值在 u = 1 时允许的上限：GPU 或精度是否正确？</translation>
    </message>
    <message>
        <source>unknown keyword</source>
        <translation>未知关键字</translation>
    </message>
    <message>
        <source>malformed point</source>
        <translation>格式错误的点</translation>
    </message>
    <message>
        <source>wrong DATA count</source>
        <translation>DATA 行数错误</translation>
    </message>
    <message>
        <source>other problem</source>
        <translation>其他问题</translation>
    </message>
    <message>
        <source>%1 problem</source>
        <translation>%1 个问题</translation>
    </message>
    <message>
        <source>%1 problems</source>
        <translation>%1 个问题</translation>
    </message>
    <message>
        <source>%1; the first %2 are listed</source>
        <translation>%1；列出了前 %2 个</translation>
    </message>
    <message>
        <source>empty field</source>
        <translation>空字段</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>不是数字</translation>
    </message>
    <message>
        <source>not finite</source>
        <translation>不是有限数</translation>
    </message>
    <message>
        <source>N below 1</source>
        <translation>N 小于 1</translation>
    </message>
    <message>
        <source>N above 10^12</source>
        <translation>N 大于 10^12</translation>
    </message>
    <message>
        <source>zero or negative</source>
        <translation>零或负数</translation>
    </message>
    <message>
        <source>out of range</source>
        <translation>超出范围</translation>
    </message>
    <message>
        <source>wrong field count</source>
        <translation>字段数错误</translation>
    </message>
    <message>
        <source>no series name</source>
        <translation>缺少序列名</translation>
    </message>
    <message>
        <source>too many series</source>
        <translation>序列过多</translation>
    </message>
    <message>
        <source>not a whole number</source>
        <translation>不是整数</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::AnimationPanel</name>
    <message>
        <source>duration</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>frame rate</source>
        <translation>帧率</translation>
    </message>
    <message>
        <source>Loop</source>
        <translation>循环</translation>
    </message>
    <message>
        <source>PNG frames too</source>
        <translation>同时输出 PNG 帧</translation>
    </message>
    <message>
        <source>serial fraction s</source>
        <translation>串行比例 s</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>处理器数 N</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>TOP500 edition</source>
        <translation>TOP500 榜单期次</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long one pass takes: the speed</source>
        <translation>完成一遍扫描所需的时间，即播放速度</translation>
    </message>
    <message>
        <source> fps</source>
        <translation> fps</translation>
    </message>
    <message>
        <source>Frames per second of the recording; a pass has duration x fps frames</source>
        <translation>录制的每秒帧数；一遍扫描的帧数为时长 × 帧率</translation>
    </message>
    <message>
        <source>What a recording captures: the window as on screen, the 3D surface or one chart</source>
        <translation>录制的内容：屏幕上显示的窗口、3D 曲面或某一张图表</translation>
    </message>
    <message>
        <source>GIF</source>
        <translation>GIF</translation>
    </message>
    <message>
        <source>animation.gif: plays wherever images do (e-mail, wikis, old presentation programs); 256 colours a frame, 20–50 times the size of a video</source>
        <translation>animation.gif：可在任何能显示图片的地方播放（电子邮件、维基、旧版演示程序）；每帧 256 色，大小是视频的 20–50 倍</translation>
    </message>
    <message>
        <source>MP4 (H.264)</source>
        <translation>MP4 (H.264)</translation>
    </message>
    <message>
        <source>animation.mp4: plays in PowerPoint, Keynote, LibreOffice Impress and every browser; a twentieth of the GIF&apos;s size or less</source>
        <translation>animation.mp4：可在 PowerPoint、Keynote、LibreOffice Impress 及所有浏览器中播放；大小不超过 GIF 的二十分之一</translation>
    </message>
    <message>
        <source>WebM (VP9)</source>
        <translation>WebM (VP9)</translation>
    </message>
    <message>
        <source>animation.webm: a free format for browsers and free players (VLC, mpv); on charts about 1.4 times the MP4&apos;s size, and slower to encode</source>
        <translation>animation.webm：一种面向浏览器和自由播放器（VLC、mpv）的自由格式；对于图表，大小约为 MP4 的 1.4 倍，且编码较慢</translation>
    </message>
    <message>
        <source>PNG frames only</source>
        <translation>仅 PNG 帧</translation>
    </message>
    <message>
        <source>frame-0001.png … only: lossless frames to edit or encode yourself</source>
        <translation>仅输出 frame-0001.png …：无损帧，供您自行编辑或编码</translation>
    </message>
    <message>
        <source>What a recording writes into the chosen directory</source>
        <translation>录制时写入所选目录的内容</translation>
    </message>
    <message>
        <source>Small file</source>
        <translation>小文件</translation>
    </message>
    <message>
        <source>About two thirds of Balanced; thin lines and small text get soft edges</source>
        <translation>约为“均衡”的三分之二；细线和小字的边缘会变模糊</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>均衡</translation>
    </message>
    <message>
        <source>Sharp text and lines on a projector at a moderate size (the default)</source>
        <translation>投影时文字和线条清晰，文件大小适中（默认）</translation>
    </message>
    <message>
        <source>High quality</source>
        <translation>高质量</translation>
    </message>
    <message>
        <source>Close to the frames themselves, for close-ups and re-encoding; about 1.5 times Balanced</source>
        <translation>接近原始帧，适合特写和重新编码；约为“均衡”的 1.5 倍</translation>
    </message>
    <message>
        <source>The video&apos;s size/quality trade-off (MP4 and WebM)</source>
        <translation>视频大小与质量的权衡（MP4 和 WebM）</translation>
    </message>
    <message>
        <source>Also write the frames as frame-0001.png … beside the GIF or video</source>
        <translation>同时将各帧以 frame-0001.png … 写入 GIF 或视频所在目录</translation>
    </message>
    <message>
        <source>Frame size of surface and chart recordings; the window is recorded at its own size</source>
        <translation>曲面和图表录制的帧尺寸；窗口按其自身尺寸录制</translation>
    </message>
    <message>
        <source>Position in the sweep</source>
        <translation>在扫描中的位置</translation>
    </message>
    <message>
        <source>Record…</source>
        <translation>录制…</translation>
    </message>
    <message>
        <source>Record every frame of the sweep into a directory you choose</source>
        <translation>将扫描的每一帧录制到您选择的目录中</translation>
    </message>
    <message>
        <source>Back to the first frame</source>
        <translation>回到第一帧</translation>
    </message>
    <message>
        <source>One frame back</source>
        <translation>后退一帧</translation>
    </message>
    <message>
        <source>One frame forward</source>
        <translation>前进一帧</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>播放或暂停</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>扫描</translation>
    </message>
    <message>
        <source>from</source>
        <translation>从</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>录制</translation>
    </message>
    <message>
        <source>at</source>
        <translation>尺寸</translation>
    </message>
    <message>
        <source>as</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Record into</source>
        <translation>录制到</translation>
    </message>
    <message>
        <source>Replace the earlier recording?</source>
        <translation>替换先前的录制？</translation>
    </message>
    <message numerus="yes">
        <source>%1 already holds %n file(s) of a recording (%2). Replace them?</source>
        <translation>
            <numerusform>%1 中已有一次录制的 %n 个文件（%2）。要替换它们吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>替换</translation>
    </message>
    <message>
        <source>Recording</source>
        <translation>录制</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) written to %1</source>
        <translation>
            <numerusform>已将 %n 帧写入 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) recorded into %1</source>
        <translation>
            <numerusform>已将 %n 帧录制到 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) → %1</source>
        <translation>
            <numerusform>%n 帧 → %1</numerusform>
        </translation>
    </message>
    <message>
        <source>frame %1/%2  %3</source>
        <translation>第 %1/%2 帧  %3</translation>
    </message>
    <message numerus="yes">
        <source>Recording %n frame(s)…</source>
        <translation>
            <numerusform>正在录制 %n 帧…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ComparePanel</name>
    <message>
        <source>Save the current configuration as</source>
        <translation>将当前配置保存为</translation>
    </message>
    <message>
        <source>Snapshot %1 (Ctrl+%2): overlaid on every chart and the surface</source>
        <translation>快照 %1（Ctrl+%2）：叠加显示在所有图表和曲面上</translation>
    </message>
    <message>
        <source>Save as snapshot &amp;%1</source>
        <translation>保存为快照(&amp;%1)</translation>
    </message>
    <message>
        <source>configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>speedup S</source>
        <translation>加速比 S</translation>
    </message>
    <message>
        <source>efficiency E</source>
        <translation>效率 E</translation>
    </message>
    <message>
        <source>R / R₁(FP64)</source>
        <translation>R / R₁(FP64)</translation>
    </message>
    <message>
        <source>1/s&apos;</source>
        <translation>1/s&apos;</translation>
    </message>
    <message>
        <source>N of max R</source>
        <translation>R 最大时的 N</translation>
    </message>
    <message>
        <source>Ratios are to snapshot A (or the first snapshot). R is the payload performance in units of one FP64 processor, so precisions compare.</source>
        <translation>比值均相对于快照 A（或第一个快照）。R 是以单个 FP64 处理器为单位的有效载荷性能，因此不同精度之间可以比较。</translation>
    </message>
    <message>
        <source>none (R grows)</source>
        <translation>无（R 持续增长）</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Snapshots side by side</source>
        <translation>并排比较的快照</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ComparisonChart</name>
    <message>
        <source>fit</source>
        <translation>拟合</translation>
    </message>
    <message>
        <source>S &gt; N</source>
        <translation>S &gt; N</translation>
    </message>
    <message>
        <source>snapshots %1</source>
        <translation>快照 %1</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::DataParallelTrainingBox</name>
    <message>
        <source>Data-parallel training (alpha-beta model)</source>
        <translation>数据并行训练（alpha-beta 模型）</translation>
    </message>
    <message>
        <source>Throughput per worker: the datasheet peak for the chosen precision (a peak, not a measurement) times the utilization</source>
        <translation>每个工作进程的吞吐量：所选精度的数据手册峰值（是峰值，而非测量值）乘以利用率</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>parameters P</source>
        <translation>参数量 P</translation>
    </message>
    <message>
        <source>FLOP per step F</source>
        <translation>每步 FLOP 数 F</translation>
    </message>
    <message>
        <source>FLOP per step</source>
        <translation>每步 FLOP 数</translation>
    </message>
    <message>
        <source>latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <source>latency λ (s)</source>
        <translation>延迟 λ (s)</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>bandwidth B (B/s)</source>
        <translation>带宽 B (B/s)</translation>
    </message>
    <message>
        <source>T_seq</source>
        <translation>T_seq</translation>
    </message>
    <message>
        <source>T_seq per step (s)</source>
        <translation>每步 T_seq (s)</translation>
    </message>
    <message>
        <source>ring all-reduce</source>
        <translation>环形 all-reduce</translation>
    </message>
    <message>
        <source>tree all-reduce</source>
        <translation>树形 all-reduce</translation>
    </message>
    <message>
        <source>collective</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>强扩展</translation>
    </message>
    <message>
        <source>Strong scaling: the global batch is fixed, each worker computes 1/N of it.</source>
        <translation>强扩展：全局批大小固定，每个工作进程计算其中的 1/N。</translation>
    </message>
    <message>
        <source>weak</source>
        <translation>弱扩展</translation>
    </message>
    <message>
        <source>Weak scaling: the per-worker batch is fixed, the global batch grows with N.</source>
        <translation>弱扩展：每个工作进程的批大小固定，全局批大小随 N 增长。</translation>
    </message>
    <message>
        <source>scaling</source>
        <translation>扩展方式</translation>
    </message>
    <message>
        <source>overlap ω</source>
        <translation>重叠率 ω</translation>
    </message>
    <message>
        <source>X = %1 FLOP/s per worker, b = %2 bytes</source>
        <translation>每个工作进程 X = %1 FLOP/s，b = %2 字节</translation>
    </message>
    <message>
        <source>at N: T_comp = %1 s, T_comm = %2 s</source>
        <translation>在 N 处：T_comp = %1 s，T_comm = %2 s</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::DepthSweepChart</name>
    <message>
        <source>same width h</source>
        <translation>相同宽度 h</translation>
    </message>
    <message>
        <source>same parameters P</source>
        <translation>相同参数量 P</translation>
    </message>
    <message>
        <source>this run</source>
        <translation>本次运行</translation>
    </message>
    <message>
        <source>layers l (each stage keeps its layers)</source>
        <translation>层数 l（每个阶段保持其层数）</translation>
    </message>
    <message>
        <source>efficiency E</source>
        <translation>效率 E</translation>
    </message>
    <message>
        <source>Depth: %1 has no layers to sweep</source>
        <translation>深度：%1 没有可扫描的层</translation>
    </message>
    <message>
        <source>No depth sweep</source>
        <translation>无深度扫描</translation>
    </message>
    <message>
        <source>Deeper, lower E: %1 layers on %2 stages, E = %3</source>
        <translation>越深，E 越低：%1 层分布在 %2 个阶段上，E = %3</translation>
    </message>
    <message>
        <source>%1 layers, E = %2</source>
        <translation>%1 层，E = %2</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ExportDialog</name>
    <message>
        <source>PNG width</source>
        <translation>PNG 宽度</translation>
    </message>
    <message>
        <source>PNG height</source>
        <translation>PNG 高度</translation>
    </message>
    <message>
        <source>caption with the parameters</source>
        <translation>附带参数的图注</translation>
    </message>
    <message>
        <source>transparent background (PNG)</source>
        <translation>透明背景（PNG）</translation>
    </message>
    <message>
        <source>sidecar .json with the parameters</source>
        <translation>附带参数的 .json 附属文件</translation>
    </message>
    <message>
        <source>the chart&apos;s own title</source>
        <translation>图表自身的标题</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>导出图形</translation>
    </message>
    <message>
        <source>several as panels</source>
        <translation>多个图拼为分图</translation>
    </message>
    <message>
        <source>whole window</source>
        <translation>整个窗口</translation>
    </message>
    <message>
        <source>LaTeX tabular (the fit table)</source>
        <translation>LaTeX 表格（拟合表）</translation>
    </message>
    <message>
        <source>exact size</source>
        <translation>精确尺寸</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>导出到</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1 文件 (*.%2)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>figure</source>
        <translation>图形</translation>
    </message>
    <message>
        <source>panels</source>
        <translation>分图</translation>
    </message>
    <message>
        <source>format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>style</source>
        <translation>样式</translation>
    </message>
    <message>
        <source>PNG size</source>
        <translation>PNG 尺寸</translation>
    </message>
    <message>
        <source>title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Copy to clipboard</source>
        <translation>复制到剪贴板</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Copy failed</source>
        <translation>复制失败</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names a %2 file, but %3 can be exported as %4 only: choose one of those or another name.</source>
        <translation>“%1”是 %2 文件名，但 %3 只能导出为 %4：请选择其中一种格式，或换一个文件名。</translation>
    </message>
    <message>
        <source>Choose a file to export to.</source>
        <translation>请选择要导出到的文件。</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::FigureStyleBox</name>
    <message>
        <source>figure width</source>
        <translation>图形宽度</translation>
    </message>
    <message>
        <source>figure height</source>
        <translation>图形高度</translation>
    </message>
    <message>
        <source>font size</source>
        <translation>字号</translation>
    </message>
    <message>
        <source>line width</source>
        <translation>线宽</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source> in</source>
        <translation> in</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>Tick labels, legends and captions at print size; titles are 15% larger</source>
        <translation>刻度标签、图例和图注按打印尺寸设置；标题大 15%</translation>
    </message>
    <message>
        <source>lines ×</source>
        <translation>线宽 ×</translation>
    </message>
    <message>
        <source>Line widths as a multiple of the screen&apos;s (curves 2.5 px, axes 1 px at 1.00)</source>
        <translation>线宽为屏幕线宽的倍数（1.00 时曲线为 2.5 px，坐标轴为 1 px）</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::FitResidualChart</name>
    <message>
        <source>processors N</source>
        <translation>处理器数 N</translation>
    </message>
    <message>
        <source>residual (observed − fitted) / fitted, %</source>
        <translation>残差 (观测值 − 拟合值) / 拟合值，%</translation>
    </message>
    <message>
        <source>fitted law</source>
        <translation>拟合定律</translation>
    </message>
    <message>
        <source>Residuals of the fits</source>
        <translation>拟合残差</translation>
    </message>
    <message>
        <source>Points scattered around zero: the law fits. A bow: s changes with N.</source>
        <translation>点散布在零附近：定律拟合良好。呈弓形：s 随 N 变化。</translation>
    </message>
    <message>
        <source>No measured series: load a benchmark CSV to see its fit&apos;s residuals</source>
        <translation>无测量序列：请加载基准测试 CSV 以查看其拟合残差</translation>
    </message>
    <message>
        <source>Relative residuals (measured − fitted)/fitted of the fit of s to each point of %1</source>
        <translation>对 %1 的每个点拟合 s 所得的相对残差 (测量值 − 拟合值)/拟合值</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::GradientLegend</name>
    <message>
        <source>0.5 ridge</source>
        <translation>0.5 脊线</translation>
    </message>
    <message>
        <source>Efficiency E = S / N. The dark band is E = 0.5, the ridge N s = 1.</source>
        <translation>效率 E = S / N。深色带为 E = 0.5，即脊线 N s = 1。</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::HistoryPanel</name>
    <message>
        <source>Place on the surface</source>
        <translation>放置到曲面上</translation>
    </message>
    <message>
        <source>Select the machine&apos;s entries of every edition: a trajectory on the 3D surface and the (N, s) plane</source>
        <translation>选中该机器在每期榜单中的条目：在 3D 曲面和 (N, s) 平面上显示为一条轨迹</translation>
    </message>
    <message>
        <source>Machine:</source>
        <translation>机器：</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ImportDialog</name>
    <message>
        <source>Load</source>
        <translation>加载</translation>
    </message>
    <message>
        <source>Load valid rows only</source>
        <translation>仅加载有效行</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
    <message>
        <source>N column</source>
        <translation>N 列</translation>
    </message>
    <message>
        <source>value column</source>
        <translation>数值列</translation>
    </message>
    <message>
        <source>quantity</source>
        <translation>物理量</translation>
    </message>
    <message>
        <source>Rpeak column</source>
        <translation>Rpeak 列</translation>
    </message>
    <message>
        <source>Choosing the value column is enough when its name says what it holds (time_s, runtime, speedup); a unit in its name (ms, min, %) is applied.</source>
        <translation>若数值列的名称已表明其内容（time_s、runtime、speedup），只需选择该列即可；名称中的单位（ms、min、%）会自动应用。</translation>
    </message>
    <message>
        <source>automatic (p, procs, processes, n, ranks, ...)</source>
        <translation>自动（p、procs、processes、n、ranks、...）</translation>
    </message>
    <message>
        <source>first region</source>
        <translation>第一个区域</translation>
    </message>
    <message>
        <source>time, else the first metric</source>
        <translation>时间，否则为第一个指标</translation>
    </message>
    <message>
        <source>process-count parameter</source>
        <translation>进程数参数</translation>
    </message>
    <message>
        <source>region</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>mean value</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>运行次数</translation>
    </message>
    <message>
        <source>min .. max</source>
        <translation>最小 .. 最大</translation>
    </message>
    <message>
        <source>s_eff (Karp–Flatt)</source>
        <translation>s_eff (Karp–Flatt)</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2, %3)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2，%3）</translation>
    </message>
    <message>
        <source>Extra-P text</source>
        <translation>Extra-P 文本</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation>问题：</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>reading %1 of %2…</source>
        <translation>正在读取 %1 / %2…</translation>
    </message>
    <message>
        <source>This file cannot be loaded.</source>
        <translation>无法加载此文件。</translation>
    </message>
    <message>
        <source>reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>The first %1 rows; reading the whole file…</source>
        <translation>前 %1 行；正在读取整个文件…</translation>
    </message>
    <message>
        <source>S &gt; N: superlinear or noise (kept)</source>
        <translation>S &gt; N：超线性或噪声（已保留）</translation>
    </message>
    <message>
        <source>Reading was cancelled; nothing is loaded.</source>
        <translation>读取已取消；未加载任何内容。</translation>
    </message>
    <message>
        <source>Choose the column above; the file is read again.</source>
        <translation>请在上方选择列；文件将被重新读取。</translation>
    </message>
    <message>
        <source>Fit: s = %1 (95%: %2 .. %3), R² = %4.</source>
        <translation>拟合：s = %1（95%：%2 .. %3），R² = %4。</translation>
    </message>
    <message>
        <source>No fit: %1.</source>
        <translation>未拟合：%1。</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) above the ideal speedup (S &gt; N): kept, fitted and flagged.</source>
        <translation>
            <numerusform>%n 个点高于理想加速比（S &gt; N）：已保留、参与拟合并加以标记。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rows at %2 distinct N (%3%4)</source>
        <translation>%1 行，共 %2 个不同的 N（%3%4）</translation>
    </message>
    <message>
        <source>The table shows the first %1 N.</source>
        <translation>表中显示前 %1 个 N。</translation>
    </message>
    <message numerus="yes">
        <source>The file holds %n more series (%1); the table shows &apos;%2&apos;.</source>
        <translation>
            <numerusform>该文件还包含 %n 个序列（%1）；表中显示的是“%2”。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the file is refused as it is. %2 could be loaded without the bad rows. %3</source>
        <translation>%1：该文件无法按原样加载。去掉错误行后可加载 %2。%3</translation>
    </message>
    <message>
        <source>Load %1 valid rows, leave %2 out</source>
        <translation>加载 %1 个有效行，略去 %2 行</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::InkController</name>
    <message>
        <source>&amp;Pen</source>
        <translation>笔(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Spotlight</source>
        <translation>聚光灯(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Erase ink</source>
        <translation>擦除墨迹(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Keep ink with its tour step</source>
        <translation>墨迹随导览步骤保留(&amp;K)</translation>
    </message>
    <message>
        <source>Ink in &amp;recordings and window images</source>
        <translation>录制和窗口图像中包含墨迹(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Ink and spotlight</source>
        <translation>墨迹与聚光灯(&amp;I)</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::InkLayer</name>
    <message>
        <source>Ink and spotlight</source>
        <translation>墨迹与聚光灯</translation>
    </message>
    <message>
        <source>Draw with the mouse, a finger or a pen. P: pen, L: spotlight, E: erase the ink, Esc: put them away.</source>
        <translation>用鼠标、手指或手写笔绘制。P：笔，L：聚光灯，E：擦除墨迹，Esc：收起。</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::KarpFlattChart</name>
    <message>
        <source>processors N</source>
        <translation>处理器数 N</translation>
    </message>
    <message>
        <source>s_eff (Karp–Flatt)</source>
        <translation>s_eff (Karp–Flatt)</translation>
    </message>
    <message>
        <source>Karp–Flatt s_eff per point</source>
        <translation>每个点的 Karp–Flatt s_eff</translation>
    </message>
    <message>
        <source>A flat row means Amdahl&apos;s law holds; a rising one means s grows with N (communication).</source>
        <translation>点列平坦表示阿姆达尔定律成立；上升则表示 s 随 N 增大（通信）。</translation>
    </message>
    <message>
        <source>No measured series: load a benchmark CSV to see s_eff per point</source>
        <translation>无测量序列：请加载基准测试 CSV 以查看每个点的 s_eff</translation>
    </message>
    <message>
        <source>Karp–Flatt s_eff = (1/S − 1/N)/(1 − 1/N) at each measured N of %1, with each fit&apos;s s</source>
        <translation>%1 在每个测量 N 处的 Karp–Flatt s_eff = (1/S − 1/N)/(1 − 1/N)，以及各拟合的 s</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::LawBox</name>
    <message>
        <source>Law</source>
        <translation>定律</translation>
    </message>
    <message>
        <source>scaling law</source>
        <translation>扩展定律</translation>
    </message>
    <message>
        <source>A transformer trained with tensor, pipeline and data parallelism: configured in the Training tab</source>
        <translation>采用张量并行、流水线并行和数据并行训练的 Transformer：在“训练”选项卡中配置</translation>
    </message>
    <message>
        <source>Timeline contributions (share of T(1) at N = 1)</source>
        <translation>时间线各组成部分（占 N = 1 时 T(1) 的比例）</translation>
    </message>
    <message>
        <source>growth G(N) = N^γ</source>
        <translation>增长 G(N) = N^γ</translation>
    </message>
    <message>
        <source>Sun-Ni growth exponent</source>
        <translation>Sun-Ni 增长指数</translation>
    </message>
    <message>
        <source>growth of %1</source>
        <translation>%1 的增长</translation>
    </message>
    <message>
        <source>%1 on %2 GPUs (%3 × %4 × %5). &lt;a href=&quot;training&quot;&gt;Edit in the Training tab&lt;/a&gt;</source>
        <translation>%1，%2 个 GPU（%3 × %4 × %5）。&lt;a href=&quot;training&quot;&gt;在“训练”选项卡中编辑&lt;/a&gt;</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::LayoutSearchPanel</name>
    <message>
        <source>&amp;Use the selected layout</source>
        <translation>使用所选布局(&amp;U)</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>t</source>
        <translation>t</translation>
    </message>
    <message>
        <source>cp</source>
        <translation>cp</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>d</source>
        <translation>d</translation>
    </message>
    <message>
        <source>ep</source>
        <translation>ep</translation>
    </message>
    <message>
        <source>b</source>
        <translation>b</translation>
    </message>
    <message>
        <source>v</source>
        <translation>v</translation>
    </message>
    <message>
        <source>step (s)</source>
        <translation>单步 (s)</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>HFU</source>
        <translation>HFU</translation>
    </message>
    <message>
        <source>memory/GPU</source>
        <translation>显存/GPU</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>可容纳</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>tensor-parallel size</source>
        <translation>张量并行规模</translation>
    </message>
    <message>
        <source>context-parallel size (searched up to 16 for sequences of 32K tokens and more)</source>
        <translation>上下文并行规模（序列达到 32K token 及以上时最多搜索到 16）</translation>
    </message>
    <message>
        <source>pipeline-parallel size</source>
        <translation>流水线并行规模</translation>
    </message>
    <message>
        <source>data-parallel size</source>
        <translation>数据并行规模</translation>
    </message>
    <message>
        <source>expert-parallel size (a mixture of experts: every size that divides the experts, inside the NVLink domain or across nodes)</source>
        <translation>专家并行规模（混合专家：能整除专家数的每个规模，位于 NVLink 域内或跨节点）</translation>
    </message>
    <message>
        <source>micro-batch, sequences</source>
        <translation>微批次，序列数</translation>
    </message>
    <message>
        <source>interleaved model chunks per GPU</source>
        <translation>每个 GPU 的交错模型块数</translation>
    </message>
    <message>
        <source>time per step</source>
        <translation>每步时间</translation>
    </message>
    <message>
        <source>tokens per second (samples for a raw model)</source>
        <translation>每秒 token 数（对仅按规模给出的模型为样本数）</translation>
    </message>
    <message>
        <source>model FLOP utilization: model FLOP/s over the datasheet peak</source>
        <translation>模型 FLOP 利用率：模型 FLOP/s 与数据手册峰值之比</translation>
    </message>
    <message>
        <source>hardware FLOP utilization: with the recomputed FLOP</source>
        <translation>硬件 FLOP 利用率：计入重计算的 FLOP</translation>
    </message>
    <message>
        <source>memory per GPU, GiB</source>
        <translation>每个 GPU 的显存，GiB</translation>
    </message>
    <message>
        <source>fits in the accelerator&apos;s memory (less the margin kept free)</source>
        <translation>能放入加速器显存（扣除预留余量）</translation>
    </message>
    <message>
        <source>layout ranking</source>
        <translation>布局排名</translation>
    </message>
    <message>
        <source>also t across NVLink domains</source>
        <translation>也考虑跨 NVLink 域的 t</translation>
    </message>
    <message>
        <source>Rank tensor-parallel sizes that do not divide the NVLink domain too (t = 6 on 8-GPU nodes, t = 16 over two): their all-reduces cross the network every layer</source>
        <translation>也对不能整除 NVLink 域的张量并行规模排名（8 GPU 节点上 t = 6，跨两个节点 t = 16）：它们的 all-reduce 每层都要经过网络</translation>
    </message>
    <message>
        <source>1 best</source>
        <translation>1 最佳</translation>
    </message>
    <message>
        <source>%1 this run</source>
        <translation>%1 本次运行</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>No valid layout of %1 on %2 GPUs with a batch of %3: t p d must be the GPU count, t divide the heads and the hidden size, p v the layers, d b the batch.</source>
        <translation>在 %2 个 GPU 上、批大小为 %3 时，%1 没有有效布局：t p d 必须等于 GPU 数，t 须整除头数和隐藏维度，p v 须整除层数，d b 须整除批大小。</translation>
    </message>
    <message>
        <source>%1 valid layouts of %2 on %3 GPUs (batch %4). Best: t %5 × cp %13 × p %6 × d %7, b %8, v %9: %10 tokens/s, MFU %11 %%12.</source>
        <translation>%2 在 %3 个 GPU 上有 %1 种有效布局（批大小 %4）。最佳：t %5 × cp %13 × p %6 × d %7，b %8，v %9：%10 tokens/s，MFU %11 %%12。</translation>
    </message>
    <message>
        <source> (none fits in memory)</source>
        <translation> （均无法放入显存）</translation>
    </message>
    <message>
        <source> This run ranks %1: it does not fit in memory (%2)%3.</source>
        <translation> 本次运行排名第 %1：无法放入显存（%2）%3。</translation>
    </message>
    <message>
        <source>, though %1 % faster than the best</source>
        <translation>，尽管比最佳布局快 %1 %</translation>
    </message>
    <message>
        <source> This run ranks %1: %2 % slower.</source>
        <translation> 本次运行排名第 %1：慢 %2 %。</translation>
    </message>
    <message>
        <source> This run is the best.</source>
        <translation> 本次运行即为最佳。</translation>
    </message>
    <message>
        <source> The smallest needs %1 (t %2, cp %3, p %4, d %5, b %6).</source>
        <translation> 占用最小的布局需要 %1（t %2，cp %3，p %4，d %5，b %6）。</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::MachineHistoryChart</name>
    <message>
        <source>s_eff HPL</source>
        <translation>s_eff HPL</translation>
    </message>
    <message>
        <source>s_eff HPCG</source>
        <translation>s_eff HPCG</translation>
    </message>
    <message>
        <source>E HPL</source>
        <translation>E HPL</translation>
    </message>
    <message>
        <source>s_eff</source>
        <translation>s_eff</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>%1 across list editions</source>
        <translation>%1 在历期榜单中的变化</translation>
    </message>
    <message>
        <source>%1 in the TOP500 list editions: s_eff from its HPL (and HPCG where measured) R_max, R_peak and cores, and E = R_max/R_peak of HPL</source>
        <translation>%1 在历期 TOP500 榜单中的表现：s_eff 由其 HPL（以及有测量时的 HPCG）的 R_max、R_peak 和核数算出，E = HPL 的 R_max/R_peak</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::MainWindow</name>
    <message>
        <source>TOP500 systems</source>
        <translation>TOP500 系统</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>TOP500 history</source>
        <translation>TOP500 历史</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>测量</translation>
    </message>
    <message>
        <source>Compare A–D</source>
        <translation>比较 A–D</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Large-model training: a transformer on t × p × d GPUs</source>
        <translation>大模型训练：在 t × p × d 个 GPU 上训练 Transformer</translation>
    </message>
    <message>
        <source>Animation</source>
        <translation>动画</translation>
    </message>
    <message>
        <source>Cannot draw this state: %1</source>
        <translation>无法绘制此状态：%1</translation>
    </message>
    <message>
        <source>Cannot import the tour</source>
        <translation>无法导入导览</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Export figure…</source>
        <translation>导出图形(&amp;E)…</translation>
    </message>
    <message>
        <source>Export &amp;interactive page (HTML)…</source>
        <translation>导出交互式页面 (HTML)(&amp;I)…</translation>
    </message>
    <message>
        <source>Export interactive page</source>
        <translation>导出交互式页面</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>网页 (*.html)</translation>
    </message>
    <message>
        <source>Cannot export the page</source>
        <translation>无法导出页面</translation>
    </message>
    <message>
        <source>One HTML file with the surface and the four charts that work offline in any browser</source>
        <translation>单个 HTML 文件，包含曲面和四张图表，可在任何浏览器中离线使用</translation>
    </message>
    <message>
        <source>This build has no interactive page (built without Emscripten)</source>
        <translation>此版本不含交互式页面（构建时未使用 Emscripten）</translation>
    </message>
    <message>
        <source>&amp;Open measurements…</source>
        <translation>打开测量数据(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Snapshots</source>
        <translation>快照(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Compare A–D</source>
        <translation>比较 A–D(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>语言(&amp;G)</translation>
    </message>
    <message>
        <source>Language: %1.</source>
        <translation>语言：%1。</translation>
    </message>
    <message>
        <source>Language: %1, from effsurf&apos;s next start.</source>
        <translation>语言：%1，将在 effsurf 下次启动时生效。</translation>
    </message>
    <message>
        <source>Follow the s&amp;ystem</source>
        <translation>跟随系统(&amp;Y)</translation>
    </message>
    <message>
        <source>Chart &amp;axes</source>
        <translation>图表坐标轴(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Automatic (fit measured data)</source>
        <translation>自动（适应测量数据）(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Full range 1 … 10¹²</source>
        <translation>全范围 1 … 10¹²(&amp;F)</translation>
    </message>
    <message>
        <source>Fit the &amp;data and the current point</source>
        <translation>适应数据和当前点(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>动画(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;About effsurf</source>
        <translation>关于 effsurf(&amp;A)</translation>
    </message>
    <message>
        <source>About effsurf</source>
        <translation>关于 effsurf</translation>
    </message>
    <message>
        <source>&lt;h3&gt;effsurf %1&lt;/h3&gt;&lt;p&gt;Interactive efficiency surfaces of parallel computers: Amdahl&apos;s law and its relatives, TOP500 machines on the surface, after J&amp;aacute;nos V&amp;eacute;gh&apos;s papers on the limits of parallelized computing (arXiv 1606.02686, 1908.02280, 2001.01266, 2005.00872).&lt;/p&gt;&lt;p&gt;TOP500 data: the public list spreadsheets, editions 2000-06 to 2025-06.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;effsurf %1&lt;/h3&gt;&lt;p&gt;并行计算机的交互式效率曲面：阿姆达尔定律及其相关定律，以及曲面上的 TOP500 机器，依据 J&amp;aacute;nos V&amp;eacute;gh 关于并行化计算极限的论文（arXiv 1606.02686、1908.02280、2001.01266、2005.00872）。&lt;/p&gt;&lt;p&gt;TOP500 数据：公开的榜单电子表格，2000-06 至 2025-06 各期。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>高对比度(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Numbers</source>
        <translation>数字(&amp;N)</translation>
    </message>
    <message>
        <source>In the &amp;language&apos;s notation</source>
        <translation>使用所选语言的写法(&amp;L)</translation>
    </message>
    <message>
        <source>With a decimal &amp;point (1.5×10⁻³)</source>
        <translation>使用小数点(&amp;P)（1.5×10⁻³）</translation>
    </message>
    <message>
        <source>Export lecture as page</source>
        <translation>将讲座导出为页面</translation>
    </message>
    <message>
        <source>The tour to export, every step with its narration and formula:</source>
        <translation>要导出的导览，每一步都带有讲解和公式：</translation>
    </message>
    <message>
        <source>Cannot export the lecture</source>
        <translation>无法导出讲座</translation>
    </message>
    <message>
        <source>Export &amp;lecture as page (HTML)…</source>
        <translation>将讲座导出为页面 (HTML)(&amp;L)…</translation>
    </message>
    <message>
        <source>A tour as one HTML file students step through offline, sliders and all</source>
        <translation>将导览导出为一个 HTML 文件，学生可离线逐步浏览，并可使用所有滑块</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ManualWindow</name>
    <message>
        <source>effsurf user&apos;s guide</source>
        <translation>effsurf 用户指南</translation>
    </message>
    <message>
        <source>← Back</source>
        <translation>← 后退</translation>
    </message>
    <message>
        <source>Forward →</source>
        <translation>前进 →</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::MeasurePanel</name>
    <message>
        <source>threads</source>
        <translation>线程</translation>
    </message>
    <message>
        <source>time budget</source>
        <translation>时间预算</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>测量</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Measure this computer</source>
        <translation>测量本机</translation>
    </message>
    <message>
        <source> threads</source>
        <translation> 个线程</translation>
    </message>
    <message>
        <source>Strong scaling over 1, 2, 4, … up to this many threads, each pinned to a core</source>
        <translation>在 1、2、4、… 直至此数量的线程上进行强扩展测试，每个线程绑定到一个核心</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>The time the probe shares among the kernels. On a busy or slow computer it goes on until every point is measured once, at most twice as long, and says what it cut short</source>
        <translation>探测程序分配给各测试内核的时间。在繁忙或较慢的计算机上，它会一直运行到每个点至少测量一次，最长为预算的两倍，并说明哪些部分被截短</translation>
    </message>
    <message>
        <source>Runs effsurf-probe on this computer; its points appear on the charts and the surface as they are measured</source>
        <translation>在本机上运行 effsurf-probe；测得的点会随测量实时显示在图表和曲面上</translation>
    </message>
    <message>
        <source>Stops after the current repetition and keeps what was measured</source>
        <translation>在当前这次重复结束后停止，并保留已测得的结果</translation>
    </message>
    <message>
        <source>Up to</source>
        <translation>最多</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>series</source>
        <translation>序列</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>测量值</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型值</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>比值</translation>
    </message>
    <message>
        <source>E measured</source>
        <translation>E 测量值</translation>
    </message>
    <message>
        <source>E model</source>
        <translation>E 模型值</translation>
    </message>
    <message>
        <source>The emulated training step against effsurf&apos;s training model, fed with the compute rate and the all-reduce&apos;s alpha and beta the probe measured (ratio = measured / model)</source>
        <translation>模拟的训练步与 effsurf 训练模型的对比，模型输入为探测程序测得的计算速率以及 all-reduce 的 alpha 和 beta（比值 = 测量值 / 模型值）</translation>
    </message>
    <message>
        <source>Training step: measured against the model</source>
        <translation>训练步：测量值与模型对比</translation>
    </message>
    <message>
        <source>effsurf-probe was not found beside effsurf or on PATH: install it to measure this computer</source>
        <translation>在 effsurf 所在目录或 PATH 中未找到 effsurf-probe：请安装它以测量本机</translation>
    </message>
    <message>
        <source>Choose at least one kernel to measure</source>
        <translation>请至少选择一个要测量的测试内核</translation>
    </message>
    <message>
        <source>Cannot create %1 for the probe&apos;s file</source>
        <translation>无法为探测程序的文件创建 %1</translation>
    </message>
    <message>
        <source>Measuring… the window stays usable; the points appear as they are measured</source>
        <translation>正在测量… 窗口仍可使用；测得的点会实时显示</translation>
    </message>
    <message>
        <source>Stopping after the current repetition…</source>
        <translation>将在当前这次重复结束后停止…</translation>
    </message>
    <message>
        <source>Measuring this computer</source>
        <translation>正在测量本机</translation>
    </message>
    <message>
        <source>effsurf-probe is still measuring this computer.</source>
        <translation>effsurf-probe 仍在测量本机。</translation>
    </message>
    <message>
        <source>Stop it and keep what it measured, or go on measuring?</source>
        <translation>停止测量并保留已测结果，还是继续测量？</translation>
    </message>
    <message>
        <source>Stop and keep</source>
        <translation>停止并保留</translation>
    </message>
    <message>
        <source>Go on measuring</source>
        <translation>继续测量</translation>
    </message>
    <message numerus="yes">
        <source>Measuring %1 on %n thread(s): %2 a repetition…</source>
        <translation>
            <numerusform>正在以 %n 个线程测量 %1：每次重复 %2…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>other programs %1 %2 of its %n CPU(s) busy (steal %3 %, load average %4)</source>
        <translation>
            <numerusform>其他程序%1其 %n 个 CPU 中的 %2 个处于繁忙状态（窃取 %3 %，平均负载 %4）</numerusform>
        </translation>
    </message>
    <message>
        <source>keep</source>
        <translation>使</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>曾使</translation>
    </message>
    <message>
        <source>⚠ This computer is busy: %1. What is measured is what they leave of it, not its hardware: close them, or measure again when it is quiet.</source>
        <translation>⚠ 本机正忙：%1。测得的只是这些程序留给本机的余量，而非本机硬件的能力：请关闭它们，或在本机空闲时重新测量。</translation>
    </message>
    <message>
        <source>⚠ While measuring, %1. The results show what they left of this computer, not its hardware.</source>
        <translation>⚠ 测量期间，%1。结果反映的是这些程序留给本机的余量，而非本机硬件的能力。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1. Written to %2</source>
        <translation>%1。已写入 %2</translation>
    </message>
    <message>
        <source>No model prediction for %1.</source>
        <translation>%1 没有模型预测。</translation>
    </message>
    <message>
        <source>The probe: %1.</source>
        <translation>探测程序：%1。</translation>
    </message>
    <message>
        <source>Not drawn (measured at one N only): %1.</source>
        <translation>未绘制（仅在一个 N 处测量）：%1。</translation>
    </message>
    <message>
        <source>%1, but its file cannot be read: %2</source>
        <translation>%1，但无法读取其文件：%2</translation>
    </message>
    <message>
        <source>cancelled at %p %</source>
        <translation>已在 %p % 时取消</translation>
    </message>
    <message>
        <source>Measured and predicted</source>
        <translation>测量值与预测值</translation>
    </message>
    <message>
        <source>repetitions</source>
        <translation>重复次数</translation>
    </message>
    <message>
        <source>At most this many timed repetitions of each point, after one warm-up: their spread shows the noise; fewer finish sooner</source>
        <translation>每个点在一次预热后最多计时重复这么多次：其离散程度反映噪声；次数越少完成越快</translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation>重复次数</translation>
    </message>
    <message>
        <source>GEMM FP64</source>
        <translation>GEMM FP64</translation>
    </message>
    <message>
        <source>Compute-bound: Eigen&apos;s matrix multiply (GEMM), the rows shared among the threads</source>
        <translation>计算受限：Eigen 的矩阵乘法（GEMM），各行分配给各线程</translation>
    </message>
    <message>
        <source>GEMM FP32</source>
        <translation>GEMM FP32</translation>
    </message>
    <message>
        <source>Compute-bound matrix multiply, single precision</source>
        <translation>计算受限的矩阵乘法，单精度</translation>
    </message>
    <message>
        <source>GEMM BF16</source>
        <translation>GEMM BF16</translation>
    </message>
    <message>
        <source>Half precision as this build computes it (emulated through FP32 by Eigen 3.4)</source>
        <translation>本构建所计算的半精度（由 Eigen 3.4 通过 FP32 模拟）</translation>
    </message>
    <message>
        <source>GEMM FP16</source>
        <translation>GEMM FP16</translation>
    </message>
    <message>
        <source>Memory triad</source>
        <translation>内存 triad</translation>
    </message>
    <message>
        <source>Memory-bound: STREAM&apos;s a = b + 3 c over arrays far larger than the caches</source>
        <translation>内存受限：STREAM 的 a = b + 3 c，数组远大于缓存</translation>
    </message>
    <message>
        <source>Train step FP32</source>
        <translation>训练步 FP32</translation>
    </message>
    <message>
        <source>Each thread computes its share of a batch, then the gradient is all-reduced: the model predicts it</source>
        <translation>每个线程计算一个批次中自己的份额，然后对梯度做 all-reduce：模型可以预测它</translation>
    </message>
    <message>
        <source>Train step BF16</source>
        <translation>训练步 BF16</translation>
    </message>
    <message>
        <source>The same step with a BF16 gradient (half the bytes to reduce)</source>
        <translation>同样的步骤，梯度为 BF16（需归约的字节减半）</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::MeasurementLoader</name>
    <message>
        <source>Open measurements</source>
        <translation>打开测量数据</translation>
    </message>
    <message>
        <source>Measurements (*.csv *.txt);;CSV (*.csv);;Extra-P text (*.txt);;All files (*)</source>
        <translation>测量数据 (*.csv *.txt);;CSV (*.csv);;Extra-P 文本 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1: cannot fit: %2</source>
        <translation>%1：无法拟合：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>已略去：%1</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Cannot load</source>
        <translation>无法加载</translation>
    </message>
    <message numerus="yes">
        <source>%n measurement series loaded</source>
        <translation>
            <numerusform>已加载 %n 个测量序列</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>effsurf::ui::MemoryBar</name>
    <message>
        <source>memory per GPU</source>
        <translation>每个 GPU 的显存</translation>
    </message>
    <message>
        <source>Per GPU of pipeline stage %1 (the fullest): weights %2, FP32 gradients %3, optimizer states %4, activations %5 (Korthikanti et al.), working buffers %6 (logits, a recomputed layer, ZeRO-3&apos;s gathered layers); the line is the accelerator&apos;s %7</source>
        <translation>流水线阶段 %1（占用最多的阶段）的每个 GPU：权重 %2，FP32 梯度 %3，优化器状态 %4，激活值 %5（Korthikanti 等），工作缓冲区 %6（logits、一个重计算层、ZeRO-3 收集的层）；横线为加速器的 %7</translation>
    </message>
    <message>
        <source>%1 of %2 per GPU</source>
        <translation>每个 GPU %1 / %2</translation>
    </message>
    <message>
        <source>%1 per GPU: does not fit in %2</source>
        <translation>每个 GPU %1：超出 %2</translation>
    </message>
    <message>
        <source>Memory: %1 (weights, gradients, optimizer, activations, buffers)</source>
        <translation>显存：%1（权重、梯度、优化器、激活值、缓冲区）</translation>
    </message>
    <message>
        <source>Memory: %1</source>
        <translation>显存：%1</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ModelArchitectureGroup</name>
    <message>
        <source>Attention, FFN and experts</source>
        <translation>注意力、FFN 与专家</translation>
    </message>
    <message>
        <source>Key/value heads: fewer than the query heads is grouped-query attention (Llama 2 70B, Llama 3: 8), one is multi-query. They must divide the heads, and t must divide them.</source>
        <translation>键/值头数：少于查询头数即为分组查询注意力（Llama 2 70B、Llama 3：8），为 1 则为多查询注意力。它们必须整除头数，且 t 必须整除它们。</translation>
    </message>
    <message>
        <source>= heads</source>
        <translation>= 头数</translation>
    </message>
    <message>
        <source>key/value heads</source>
        <translation>键/值头数</translation>
    </message>
    <message>
        <source>One head&apos;s width d_h; h / a unless the model says otherwise</source>
        <translation>单个头的宽度 d_h；除非模型另有规定，否则为 h / a</translation>
    </message>
    <message>
        <source>h / a</source>
        <translation>h / a</translation>
    </message>
    <message>
        <source>head width</source>
        <translation>头宽度</translation>
    </message>
    <message>
        <source>Multi-head latent attention (DeepSeek-V2/V3): keys and values compressed to this rank (DeepSeek-V3: 512) and kept so under selective recomputation; at most h</source>
        <translation>多头潜在注意力（DeepSeek-V2/V3）：键和值压缩到此秩（DeepSeek-V3：512），在选择性重计算下也以压缩形式保存；最大为 h</translation>
    </message>
    <message>
        <source>none (plain attention)</source>
        <translation>无（普通注意力）</translation>
    </message>
    <message>
        <source>latent key/value rank</source>
        <translation>潜在键/值秩</translation>
    </message>
    <message>
        <source>The rank queries are compressed to (DeepSeek-V3: 1536); at most h</source>
        <translation>查询被压缩到的秩（DeepSeek-V3：1536）；最大为 h</translation>
    </message>
    <message>
        <source>not compressed</source>
        <translation>不压缩</translation>
    </message>
    <message>
        <source>latent query rank</source>
        <translation>潜在查询秩</translation>
    </message>
    <message>
        <source>The decoupled RoPE key&apos;s width per head (DeepSeek-V3: 64)</source>
        <translation>解耦 RoPE 键的每头宽度（DeepSeek-V3：64）</translation>
    </message>
    <message>
        <source>RoPE width</source>
        <translation>RoPE 宽度</translation>
    </message>
    <message>
        <source>The FFN&apos;s width f: 4 h in GPT; Llama 3 70B 28,672 (3.5 h) with a gate. t must divide it.</source>
        <translation>FFN 的宽度 f：GPT 中为 4 h；Llama 3 70B 为 28,672（3.5 h），带门控。t 必须整除它。</translation>
    </message>
    <message>
        <source>4 h</source>
        <translation>4 h</translation>
    </message>
    <message>
        <source>FFN width f</source>
        <translation>FFN 宽度 f</translation>
    </message>
    <message>
        <source>gated FFN (SwiGLU)</source>
        <translation>门控 FFN（SwiGLU）</translation>
    </message>
    <message>
        <source>gated FFN</source>
        <translation>门控 FFN</translation>
    </message>
    <message>
        <source>Gate, up and down projections (Shazeer 2020; Llama, Mixtral, DeepSeek): a third more FFN weights and FLOP than two matrices of the same width: three h × f matrices</source>
        <translation>门控、上投影和下投影（Shazeer 2020；Llama、Mixtral、DeepSeek）：三个 h × f 矩阵，FFN 的权重和 FLOP 比同宽度的两个矩阵多三分之一</translation>
    </message>
    <message>
        <source>untied output layer</source>
        <translation>不共享权重的输出层</translation>
    </message>
    <message>
        <source>The logits&apos; V × h weights apart from the input embedding (Llama); GPT and BLOOM tie them</source>
        <translation>logits 的 V × h 权重与输入嵌入分开（Llama）；GPT 和 BLOOM 共享二者</translation>
    </message>
    <message>
        <source>A mixture of experts: the routed experts of each MoE layer, all in memory (Mixtral 8, DeepSeek-V3 256); the expert-parallel group must divide them</source>
        <translation>混合专家：每个 MoE 层的路由专家，全部驻留在显存中（Mixtral 8，DeepSeek-V3 256）；专家并行组必须整除其数量</translation>
    </message>
    <message>
        <source>dense</source>
        <translation>稠密</translation>
    </message>
    <message>
        <source>experts</source>
        <translation>专家数</translation>
    </message>
    <message>
        <source>Top-k: experts each token is sent to, the FLOP it costs (Mixtral 2, DeepSeek-V3 8)</source>
        <translation>Top-k：每个 token 被发送到的专家数，即其 FLOP 开销（Mixtral 2，DeepSeek-V3 8）</translation>
    </message>
    <message>
        <source>experts per token k</source>
        <translation>每 token 专家数 k</translation>
    </message>
    <message>
        <source>Experts every token passes besides its k routed ones (DeepSeek-V3: 1)</source>
        <translation>除 k 个路由专家外每个 token 都要经过的专家（DeepSeek-V3：1）</translation>
    </message>
    <message>
        <source>shared experts</source>
        <translation>共享专家</translation>
    </message>
    <message>
        <source>One expert&apos;s FFN width (DeepSeek-V3: 2,048); the dense FFN&apos;s unless given</source>
        <translation>单个专家的 FFN 宽度（DeepSeek-V3：2,048）；未指定时与稠密 FFN 相同</translation>
    </message>
    <message>
        <source>= f</source>
        <translation>= f</translation>
    </message>
    <message>
        <source>expert width</source>
        <translation>专家宽度</translation>
    </message>
    <message>
        <source>The first layers that keep a dense FFN (DeepSeek-V3: 3)</source>
        <translation>开头保留稠密 FFN 的层数（DeepSeek-V3：3）</translation>
    </message>
    <message>
        <source>dense layers first</source>
        <translation>前置稠密层</translation>
    </message>
    <message>
        <source>capacity factor</source>
        <translation>容量因子</translation>
    </message>
    <message>
        <source>dropless</source>
        <translation>无丢弃</translation>
    </message>
    <message>
        <source>Tokens an expert may take as a multiple of an even share (Switch Transformer): the expert GEMMs and the all-to-all are padded to it; dropless (Megatron-Core&apos;s default) moves and computes what the router sends</source>
        <translation>一个专家可接收的 token 数，以平均份额的倍数表示（Switch Transformer）：专家 GEMM 和 all-to-all 都按此填充；无丢弃（Megatron-Core 的默认设置）则按路由器实际发送的量传输和计算</translation>
    </message>
    <message>
        <source>Node-limited routing (DeepSeek-V3: 4): a token&apos;s experts lie on at most this many nodes, so it crosses the network once a node, not once an expert</source>
        <translation>节点受限路由（DeepSeek-V3：4）：一个 token 的专家最多分布在这么多个节点上，因此它每个节点只跨网络一次，而不是每个专家一次</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>nodes a token</source>
        <translation>每 token 节点数</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::NumberField</name>
    <message>
        <source>input error</source>
        <translation>输入错误</translation>
    </message>
    <message>
        <source>“%1” was not entered: the value changed to %2 meanwhile</source>
        <translation>未输入“%1”：其间该值已变为 %2</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::PanelChooser</name>
    <message>
        <source>columns</source>
        <translation>列数</translation>
    </message>
    <message>
        <source>2 to 6 figures, lettered (a), (b), … in this order:</source>
        <translation>2 到 6 个图，按以下顺序标注为 (a)、(b)、…：</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::PerformanceChart</name>
    <message>
        <source>FP64</source>
        <translation>FP64</translation>
    </message>
    <message>
        <source>chosen precision</source>
        <translation>所选精度</translation>
    </message>
    <message>
        <source>performance wall</source>
        <translation>性能墙</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>current</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>处理器数 N</translation>
    </message>
    <message>
        <source>R / R₁ (FP64)</source>
        <translation>R / R₁ (FP64)</translation>
    </message>
    <message>
        <source>wall R₁/s</source>
        <translation>墙 R₁/s</translation>
    </message>
    <message>
        <source>Performance: maximum at N = %1</source>
        <translation>性能：在 N = %1 处达到最大值</translation>
    </message>
    <message>
        <source>Maximum at N = %1</source>
        <translation>在 N = %1 处达到最大值</translation>
    </message>
    <message>
        <source>Performance: no maximum within N ≤ %1</source>
        <translation>性能：在 N ≤ %1 范围内无最大值</translation>
    </message>
    <message>
        <source>No maximum within N ≤ %1</source>
        <translation>在 N ≤ %1 范围内无最大值</translation>
    </message>
    <message>
        <source>Payload performance R = %1 R₁</source>
        <translation>有效载荷性能 R = %1 R₁</translation>
    </message>
    <message>
        <source>R = %1 R₁</source>
        <translation>R = %1 R₁</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::PrecisionBox</name>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>datatype</source>
        <translation>数据类型</translation>
    </message>
    <message>
        <source>speed factor k</source>
        <translation>速度因子 k</translation>
    </message>
    <message>
        <source>4, 8 or 1.5e3</source>
        <translation>4、8 或 1.5e3</translation>
    </message>
    <message>
        <source>Payload speed-up over FP64, 0.001 to 10⁴. Default 8 / bytes per element: the paper&apos;s k ≈ 4 for 64 → 16 bit. Datasheet tensor-core peaks give larger factors.</source>
        <translation>相对于 FP64 的有效载荷加速，范围 0.001 到 10⁴。默认值为 8 / 每元素字节数：论文中 64 → 16 位时 k ≈ 4。按数据手册的张量核心峰值会得到更大的因子。</translation>
    </message>
    <message>
        <source>not on the %1&apos;s datasheet</source>
        <translation>不在 %1 的数据手册中</translation>
    </message>
    <message>
        <source>%1 bytes per element · s&apos; = %2</source>
        <translation>每元素 %1 字节 · s&apos; = %2</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::PrecisionComparisonChart</name>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <source>bubble and serial</source>
        <translation>气泡与串行</translation>
    </message>
    <message>
        <source>whole step</source>
        <translation>整步</translation>
    </message>
    <message>
        <source>datatype</source>
        <translation>数据类型</translation>
    </message>
    <message>
        <source>seconds per step</source>
        <translation>每步秒数</translation>
    </message>
    <message>
        <source>%1 n/a</source>
        <translation>%1 不适用</translation>
    </message>
    <message>
        <source>Not on the %1&apos;s datasheet:%2</source>
        <translation>不在 %1 的数据手册中：%2</translation>
    </message>
    <message>
        <source>Lower precision: compute shrinks, communication hardly; E %1</source>
        <translation>降低精度：计算时间缩短，通信几乎不变；E %1</translation>
    </message>
    <message>
        <source>E by datatype: %1</source>
        <translation>各数据类型的 E：%1</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::PrecisionEfficiencyChart</name>
    <message>
        <source>current</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>处理器数 N</translation>
    </message>
    <message>
        <source>efficiency E</source>
        <translation>效率 E</translation>
    </message>
    <message>
        <source>%1 (no datasheet peak)</source>
        <translation>%1（无数据手册峰值）</translation>
    </message>
    <message>
        <source>Efficiency by precision</source>
        <translation>各精度的效率</translation>
    </message>
    <message>
        <source>E by precision</source>
        <translation>各精度的 E</translation>
    </message>
    <message>
        <source>Efficiency by precision, s = %1</source>
        <translation>各精度的效率，s = %1</translation>
    </message>
    <message>
        <source>E by precision, s = %1</source>
        <translation>各精度的 E，s = %1</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::PresentationDialog</name>
    <message>
        <source>text size</source>
        <translation>文字大小</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
    <message>
        <source>Presentation settings</source>
        <translation>演示设置</translation>
    </message>
    <message>
        <source>1 ×: the smallest text is %1 px tall on a 1920×1080 projector, and as large a share of the picture at any other resolution. Larger for a deep hall.</source>
        <translation>1 ×：在 1920×1080 投影仪上最小文字高 %1 px，在其他分辨率下占画面的比例相同。大纵深会场请调大。</translation>
    </message>
    <message>
        <source>Automatic (the other screen, if any)</source>
        <translation>自动（如有另一块屏幕则使用它）</translation>
    </message>
    <message>
        <source>Controls shown</source>
        <translation>显示的控件</translation>
    </message>
    <message>
        <source>Law</source>
        <translation>定律</translation>
    </message>
    <message>
        <source>Serial fraction s</source>
        <translation>串行比例 s</translation>
    </message>
    <message>
        <source>Processors N</source>
        <translation>处理器数 N</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>3D view</source>
        <translation>3D 视图</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Shown beside the surface unless a tour step names its own charts.</source>
        <translation>显示在曲面旁，除非导览步骤指定了自己的图表。</translation>
    </message>
    <message>
        <source>Text size:</source>
        <translation>文字大小：</translation>
    </message>
    <message>
        <source>Present on:</source>
        <translation>演示屏幕：</translation>
    </message>
    <message>
        <source>Charts:</source>
        <translation>图表：</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::PresentationMode</name>
    <message>
        <source>&amp;Presentation view</source>
        <translation>演示视图(&amp;P)</translation>
    </message>
    <message>
        <source>Presentation &amp;settings…</source>
        <translation>演示设置(&amp;S)…</translation>
    </message>
    <message>
        <source>Presenting here: %1 is a separate X screen, which a window cannot move to. Start effsurf on that screen (DISPLAY=%2) to present there.</source>
        <translation>在此处演示：%1 是一个独立的 X 屏幕，窗口无法移动过去。请在该屏幕上启动 effsurf（DISPLAY=%2）以在那里演示。</translation>
    </message>
    <message>
        <source>&amp;Law</source>
        <translation>定律(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Camera</source>
        <translation>视角(&amp;C)</translation>
    </message>
    <message>
        <source>Leave the presentation view (Esc)</source>
        <translation>退出演示视图（Esc）</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ProbeProcess</name>
    <message>
        <source>effsurf-probe could not be started: %1</source>
        <translation>无法启动 effsurf-probe：%1</translation>
    </message>
    <message>
        <source>Cancelled: what was measured is kept</source>
        <translation>已取消：已测得的结果予以保留</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>测量完成</translation>
    </message>
    <message>
        <source>effsurf-probe stopped (exit %1)</source>
        <translation>effsurf-probe 已停止（退出码 %1）</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ProcessorBox</name>
    <message>
        <source>Processors N</source>
        <translation>处理器数 N</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>处理器数 N</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>processor count</source>
        <translation>处理器数</translation>
    </message>
    <message>
        <source>2414592 or 2.4e6</source>
        <translation>2414592 或 2.4e6</translation>
    </message>
    <message>
        <source>processor count value</source>
        <translation>处理器数的值</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ReadoutBar</name>
    <message>
        <source>speedup</source>
        <translation>加速比</translation>
    </message>
    <message>
        <source>efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <source>gain ceiling</source>
        <translation>增益上限</translation>
    </message>
    <message>
        <source>gain ceiling 1/s&apos; (s&apos; = %1)</source>
        <translation>增益上限 1/s&apos;（s&apos; = %1）</translation>
    </message>
    <message>
        <source>no ceiling</source>
        <translation>无上限</translation>
    </message>
    <message>
        <source>S grows without bound</source>
        <translation>S 无界增长</translation>
    </message>
    <message>
        <source>maximum at N = %1</source>
        <translation>在 N = %1 处达到最大值</translation>
    </message>
    <message>
        <source>no maximum</source>
        <translation>无最大值</translation>
    </message>
    <message>
        <source>within N ≤ %1</source>
        <translation>在 N ≤ %1 范围内</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::RooflineChart</name>
    <message>
        <source>#1 HPL</source>
        <translation>#1 HPL</translation>
    </message>
    <message>
        <source>#2 HPL</source>
        <translation>#2 HPL</translation>
    </message>
    <message>
        <source>#3 HPL</source>
        <translation>#3 HPL</translation>
    </message>
    <message>
        <source>best s_eff HPL</source>
        <translation>最佳 s_eff HPL</translation>
    </message>
    <message>
        <source>#1 HPL ceiling 1/s</source>
        <translation>#1 HPL 上限 1/s</translation>
    </message>
    <message>
        <source>#1 HPCG</source>
        <translation>#1 HPCG</translation>
    </message>
    <message>
        <source>#1 HPCG ceiling</source>
        <translation>#1 HPCG 上限</translation>
    </message>
    <message>
        <source>gain G = N E</source>
        <translation>增益 G = N E</translation>
    </message>
    <message>
        <source>Roofline of performance gain (Végh 2019)</source>
        <translation>性能增益的屋顶线（Végh 2019）</translation>
    </message>
    <message>
        <source>Gain G = N E of the TOP500&apos;s first three systems in HPL and the first in HPCG, by list edition, with their ceilings 1/s (Végh 2019)</source>
        <translation>TOP500 前三名系统的 HPL 增益 G = N E 及 HPCG 第一名的增益，按榜单期次排列，并给出其上限 1/s（Végh 2019）</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ScaleOutGroup</name>
    <message>
        <source>Context, experts, NVLink, FP8</source>
        <translation>上下文、专家、NVLink、FP8</translation>
    </message>
    <message>
        <source>context parallel cp</source>
        <translation>上下文并行 cp</translation>
    </message>
    <message>
        <source>GPUs sharing one sequence&apos;s tokens (ring attention): activations / cp, K/V blocks exchanged each layer; s must divide into 2 cp chunks. N = t cp p d.</source>
        <translation>共同处理一条序列 token 的 GPU 数（环形注意力）：激活值 / cp，每层交换 K/V 块；s 必须能分成 2 cp 块。N = t cp p d。</translation>
    </message>
    <message>
        <source>expert parallel ep</source>
        <translation>专家并行 ep</translation>
    </message>
    <message>
        <source>GPUs the experts are spread over, out of the d cp data-parallel ranks: experts&apos; memory / ep, an all-to-all of the tokens each MoE layer (dispatch and combine)</source>
        <translation>在 d cp 个数据并行 rank 中分摊专家的 GPU 数：专家显存 / ep，每个 MoE 层对 token 进行一次 all-to-all（分发与合并）</translation>
    </message>
    <message>
        <source>NVLink domain</source>
        <translation>NVLink 域</translation>
    </message>
    <message>
        <source> GPUs</source>
        <translation> 个 GPU</translation>
    </message>
    <message>
        <source>GPUs one NVLink/NVSwitch fabric joins: 8 in an HGX node, 72 in a GB200 NVL72 rack. Collectives inside it never touch the network.</source>
        <translation>由一个 NVLink/NVSwitch 互连结构连接的 GPU 数：HGX 节点中为 8，GB200 NVL72 机柜中为 72。域内的集合通信不经过网络。</translation>
    </message>
    <message>
        <source>ZeRO-Offload</source>
        <translation>ZeRO-Offload</translation>
    </message>
    <message>
        <source>Optimizer states in host memory and Adam on the CPU (Ren et al. 2021): less GPU memory, a gradient shard down and the weights up over the GPU&apos;s host link every step</source>
        <translation>优化器状态放在主机内存中，Adam 在 CPU 上运行（Ren 等，2021）：显存占用更少，但每步都要经 GPU 的主机链路下传一个梯度分片、上传权重</translation>
    </message>
    <message>
        <source>FP8 recipe</source>
        <translation>FP8 方案</translation>
    </message>
    <message>
        <source>Transformer Engine</source>
        <translation>Transformer Engine</translation>
    </message>
    <message>
        <source>DeepSeek-V3 (FP8 dispatch)</source>
        <translation>DeepSeek-V3（FP8 分发）</translation>
    </message>
    <message>
        <source>With FP8: which products and messages use it. Both run the linear layers&apos; GEMMs at the FP8 peak and keep attention, logits, gradients and the optimizer in BF16/FP32; DeepSeek-V3 also sends the experts&apos; dispatch in FP8</source>
        <translation>使用 FP8 时：哪些矩阵乘积和消息采用 FP8。两种方案都以 FP8 峰值运行线性层的 GEMM，并将注意力、logits、梯度和优化器保持为 BF16/FP32；DeepSeek-V3 还以 FP8 发送专家分发数据</translation>
    </message>
    <message>
        <source>custom network</source>
        <translation>自定义网络</translation>
    </message>
    <message>
        <source> Gb/s</source>
        <translation> Gb/s</translation>
    </message>
    <message>
        <source>network line rate</source>
        <translation>网络线速率</translation>
    </message>
    <message>
        <source>One network adapter&apos;s line rate (400 for NDR InfiniBand or 400 GbE)</source>
        <translation>单个网络适配器的线速率（NDR InfiniBand 或 400 GbE 为 400）</translation>
    </message>
    <message>
        <source>network latency</source>
        <translation>网络延迟</translation>
    </message>
    <message>
        <source> µs</source>
        <translation> µs</translation>
    </message>
    <message>
        <source>Latency of one step of a collective across the network</source>
        <translation>跨网络集合通信中单步的延迟</translation>
    </message>
    <message>
        <source>latency</source>
        <translation>延迟</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::SerialFractionBox</name>
    <message>
        <source>Serial fraction s = 1 − α</source>
        <translation>串行比例 s = 1 − α</translation>
    </message>
    <message>
        <source>serial fraction s</source>
        <translation>串行比例 s</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>serial fraction</source>
        <translation>串行比例</translation>
    </message>
    <message>
        <source>10⁻¹² .. 1 on a logarithmic scale</source>
        <translation>10⁻¹² .. 1，对数刻度</translation>
    </message>
    <message>
        <source>1e-7, 0.05, 5% or alpha=0.9999999</source>
        <translation>1e-7、0.05、5% 或 alpha=0.9999999</translation>
    </message>
    <message>
        <source>serial fraction value</source>
        <translation>串行比例的值</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::SerialFractionPlaneChart</name>
    <message>
        <source>E = %1</source>
        <translation>E = %1</translation>
    </message>
    <message>
        <source>s_eff(N)</source>
        <translation>s_eff(N)</translation>
    </message>
    <message>
        <source>TOP500 list</source>
        <translation>TOP500 榜单</translation>
    </message>
    <message>
        <source>current</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>HPL</source>
        <translation>HPL</translation>
    </message>
    <message>
        <source>HPCG</source>
        <translation>HPCG</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>处理器数 N</translation>
    </message>
    <message>
        <source>serial fraction s</source>
        <translation>串行比例 s</translation>
    </message>
    <message>
        <source>(N, s) plane: E = %1</source>
        <translation>(N, s) 平面：E = %1</translation>
    </message>
    <message>
        <source>TOP500 %1</source>
        <translation>TOP500 %1</translation>
    </message>
    <message>
        <source>HPL (Amdahl s)</source>
        <translation>HPL（阿姆达尔 s）</translation>
    </message>
    <message>
        <source>HPCG (Amdahl s)</source>
        <translation>HPCG（阿姆达尔 s）</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::SeriesPanel</name>
    <message>
        <source>Open measurements…</source>
        <translation>打开测量数据…</translation>
    </message>
    <message>
        <source>CSV (a column N and time, speedup, efficiency or rmax+rpeak) or Extra-P text; files can also be dropped on the window</source>
        <translation>CSV（一列 N 以及时间、加速比、效率或 rmax+rpeak）或 Extra-P 文本；也可将文件拖放到窗口上</translation>
    </message>
    <message>
        <source>shown</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>series</source>
        <translation>序列</translation>
    </message>
    <message>
        <source>quantity</source>
        <translation>物理量</translation>
    </message>
    <message>
        <source>rows (distinct N)</source>
        <translation>行数（不同 N 数）</translation>
    </message>
    <message>
        <source>fitted s (95% interval)</source>
        <translation>拟合 s（95% 区间）</translation>
    </message>
    <message>
        <source>R²</source>
        <translation>R²</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) measured above the ideal speedup (S &gt; N): kept, fitted and flagged</source>
        <translation>
            <numerusform>%n 个点的测量值高于理想加速比（S &gt; N）：已保留、参与拟合并加以标记</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove this series</source>
        <translation>移除此序列</translation>
    </message>
    <message>
        <source>Measurement series</source>
        <translation>测量序列</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::SessionManager</name>
    <message>
        <source>effsurf sessions (*.effsurf)</source>
        <translation>effsurf 会话 (*.effsurf)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1[*] — effsurf</source>
        <translation>%1[*] — effsurf</translation>
    </message>
    <message>
        <source>Cannot save session</source>
        <translation>无法保存会话</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>保存会话</translation>
    </message>
    <message>
        <source>&amp;New session</source>
        <translation>新建会话(&amp;N)</translation>
    </message>
    <message>
        <source>Open &amp;session…</source>
        <translation>打开会话(&amp;S)…</translation>
    </message>
    <message>
        <source>opening another session</source>
        <translation>打开另一个会话</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>打开会话</translation>
    </message>
    <message>
        <source>Cannot open session</source>
        <translation>无法打开会话</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save session</source>
        <translation>保存会话(&amp;S)</translation>
    </message>
    <message>
        <source>Save session &amp;as…</source>
        <translation>会话另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>预设(&amp;P)</translation>
    </message>
    <message>
        <source>⚠ Autosave failed: %1</source>
        <translation>⚠ 自动保存失败：%1</translation>
    </message>
    <message>
        <source>%1
Until an autosave succeeds, a crash would lose the unsaved work: free some space, or save the session elsewhere.</source>
        <translation>%1
在自动保存成功之前，一旦崩溃将丢失未保存的工作：请释放一些空间，或将会话保存到其他位置。</translation>
    </message>
    <message>
        <source>Session saved to %1</source>
        <translation>会话已保存到 %1</translation>
    </message>
    <message>
        <source>%1 (preset)</source>
        <translation>%1（预设）</translation>
    </message>
    <message>
        <source>Save as preset…</source>
        <translation>另存为预设…</translation>
    </message>
    <message>
        <source>Save as preset</source>
        <translation>另存为预设</translation>
    </message>
    <message>
        <source>Preset name:</source>
        <translation>预设名称：</translation>
    </message>
    <message>
        <source>Cannot save preset</source>
        <translation>无法保存预设</translation>
    </message>
    <message>
        <source>Delete preset</source>
        <translation>删除预设</translation>
    </message>
    <message>
        <source>Cannot delete preset</source>
        <translation>无法删除预设</translation>
    </message>
    <message>
        <source>Recovered work</source>
        <translation>恢复的工作</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>Save the changes to &quot;%1&quot; before %2?</source>
        <translation>在%2之前，是否保存对“%1”的更改？</translation>
    </message>
    <message>
        <source>Discarded changes cannot be brought back.</source>
        <translation>放弃的更改将无法找回。</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>放弃更改</translation>
    </message>
    <message>
        <source>opening &quot;%1&quot;</source>
        <translation>打开“%1”</translation>
    </message>
    <message>
        <source>opening the preset &quot;%1&quot;</source>
        <translation>打开预设“%1”</translation>
    </message>
    <message>
        <source>Cannot open preset</source>
        <translation>无法打开预设</translation>
    </message>
    <message>
        <source>starting a new session</source>
        <translation>新建会话</translation>
    </message>
    <message>
        <source>recovering the autosaved work</source>
        <translation>恢复自动保存的工作</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>无法恢复</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>今天 %1</translation>
    </message>
    <message>
        <source>yesterday at %1</source>
        <translation>昨天 %1</translation>
    </message>
    <message>
        <source>on %1 at %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>closing</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::SpeedupChart</name>
    <message>
        <source>Amdahl</source>
        <translation>阿姆达尔</translation>
    </message>
    <message>
        <source>Gustafson</source>
        <translation>古斯塔夫森</translation>
    </message>
    <message>
        <source>chosen law</source>
        <translation>所选定律</translation>
    </message>
    <message>
        <source>ideal</source>
        <translation>理想</translation>
    </message>
    <message>
        <source>ceiling 1/s</source>
        <translation>上限 1/s</translation>
    </message>
    <message>
        <source>current</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>处理器数 N</translation>
    </message>
    <message>
        <source>speedup S</source>
        <translation>加速比 S</translation>
    </message>
    <message>
        <source>timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>training run</source>
        <translation>训练运行</translation>
    </message>
    <message>
        <source>Amdahl 1/s_eff(N)</source>
        <translation>阿姆达尔 1/s_eff(N)</translation>
    </message>
    <message>
        <source>Amdahl ceiling 1/s</source>
        <translation>阿姆达尔上限 1/s</translation>
    </message>
    <message>
        <source>Speedup S = %1</source>
        <translation>加速比 S = %1</translation>
    </message>
    <message>
        <source>S = %1</source>
        <translation>S = %1</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::StepBreakdownChart</name>
    <message>
        <source>this run</source>
        <translation>本次运行</translation>
    </message>
    <message>
        <source>Shares of the step: compute, memory-bound kernels (layer norms, softmax, dropout, GeLU), the pipeline bubble, the slowest stage&apos;s excess over the mean (uneven stages, the output layer), the tensor-parallel all-reduces, ring attention&apos;s K/V exchange, the experts&apos; all-to-all, the pipeline&apos;s point-to-point sends, the data-parallel gradient all-reduce, ZeRO-3&apos;s weight gathers, ZeRO-Offload&apos;s host-device copies, the optimizer and other serial time</source>
        <translation>各部分在单步中所占比例：计算、访存受限内核（层归一化、softmax、dropout、GeLU）、流水线气泡、最慢阶段超出平均值的部分（阶段不均、输出层）、张量并行 all-reduce、环形注意力的 K/V 交换、专家的 all-to-all、流水线的点对点发送、数据并行梯度 all-reduce、ZeRO-3 的权重收集、ZeRO-Offload 的主机-设备拷贝、优化器及其他串行时间</translation>
    </message>
    <message>
        <source>GPUs N = t cp p d</source>
        <translation>GPU 数 N = t cp p d</translation>
    </message>
    <message>
        <source>share of the step (%)</source>
        <translation>占单步比例 (%)</translation>
    </message>
    <message>
        <source>Step by term: %1 s at N = %2, compute %3 %</source>
        <translation>单步分解：N = %2 时为 %1 s，计算占 %3 %</translation>
    </message>
    <message>
        <source>Step %1 s, compute %2 %</source>
        <translation>单步 %1 s，计算占 %2 %</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>HBM-bound kernels</source>
        <translation>HBM 受限内核</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>stage imbalance</source>
        <translation>级不均衡</translation>
    </message>
    <message>
        <source>tensor all-reduce</source>
        <translation>张量 all-reduce</translation>
    </message>
    <message>
        <source>context K/V</source>
        <translation>上下文 K/V</translation>
    </message>
    <message>
        <source>expert all-to-all</source>
        <translation>专家 all-to-all</translation>
    </message>
    <message>
        <source>pipeline sends</source>
        <translation>流水线发送</translation>
    </message>
    <message>
        <source>data all-reduce</source>
        <translation>数据 all-reduce</translation>
    </message>
    <message>
        <source>ZeRO-3 gathers</source>
        <translation>ZeRO-3 收集</translation>
    </message>
    <message>
        <source>host copies</source>
        <translation>主机复制</translation>
    </message>
    <message>
        <source>serial</source>
        <translation>串行</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::SurfaceView</name>
    <message>
        <source>the 3D view is switched off (EFFSURF_DISABLE_3D=1).</source>
        <translation>3D 视图已关闭（EFFSURF_DISABLE_3D=1）。</translation>
    </message>
    <message>
        <source>the &quot;%1&quot; display platform provides no OpenGL.</source>
        <translation>“%1”显示平台不提供 OpenGL。</translation>
    </message>
    <message>
        <source>no OpenGL context could be created.</source>
        <translation>无法创建 OpenGL 上下文。</translation>
    </message>
    <message>
        <source>the OpenGL context cannot be made current.</source>
        <translation>无法将 OpenGL 上下文设为当前上下文。</translation>
    </message>
    <message>
        <source>OpenGL %1 with GLSL %2 is too old (2.1 / GLSL 1.20 needed).</source>
        <translation>OpenGL %1（GLSL %2）版本过旧（需要 2.1 / GLSL 1.20）。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;3D surface unavailable&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;The 2D charts work as usual. The 3D view needs OpenGL 2.1 or later: run effsurf on a desktop session, or headless inside &lt;tt&gt;xvfb-run&lt;/tt&gt; with Mesa.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;3D 曲面不可用&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;2D 图表照常工作。3D 视图需要 OpenGL 2.1 或更高版本：请在桌面会话中运行 effsurf，或借助 Mesa 在 &lt;tt&gt;xvfb-run&lt;/tt&gt; 中以无界面方式运行。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>处理器数 N</translation>
    </message>
    <message>
        <source>serial fraction s</source>
        <translation>串行比例 s</translation>
    </message>
    <message>
        <source>E = 0.5 ridge</source>
        <translation>E = 0.5 脊线</translation>
    </message>
    <message>
        <source>3D surface unavailable: %1</source>
        <translation>3D 曲面不可用：%1</translation>
    </message>
    <message>
        <source>3D efficiency surface</source>
        <translation>三维效率曲面</translation>
    </message>
    <message>
        <source>Efficiency E over processors N and serial fraction s. Arrow keys turn the view (Shift: finely), + and − zoom, Home returns to the camera preset</source>
        <translation>效率 E 随处理器数 N 和串行比例 s 变化。方向键旋转视图（Shift：微调），+ 和 − 缩放，Home 返回相机预设</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::SystemsPanel</name>
    <message>
        <source>rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>whole list of</source>
        <translation>完整榜单：</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ 播放</translation>
    </message>
    <message>
        <source>search system, site or country</source>
        <translation>搜索系统、站点或国家</translation>
    </message>
    <message>
        <source>all editions</source>
        <translation>所有期次</translation>
    </message>
    <message>
        <source>all ranks</source>
        <translation>所有排名</translation>
    </message>
    <message>
        <source>top </source>
        <translation>前 </translation>
    </message>
    <message>
        <source>total cores (TOP500)</source>
        <translation>总核数（TOP500）</translation>
    </message>
    <message>
        <source>accelerator cores</source>
        <translation>加速器核数</translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation>CPU 核数</translation>
    </message>
    <message>
        <source>s_eff depends on what counts as N: with Summit&apos;s 202,752 CPU cores instead of its 2,414,592 total cores s_eff is about 12x larger.</source>
        <translation>s_eff 取决于以什么作为 N：若以 Summit 的 202,752 个 CPU 核代替其 2,414,592 个总核数，s_eff 约大 12 倍。</translation>
    </message>
    <message>
        <source>N convention:</source>
        <translation>N 的约定：</translation>
    </message>
    <message>
        <source>Animate the list editions, %1 per second</source>
        <translation>以每秒 %1 期的速度播放各期榜单动画</translation>
    </message>
    <message>
        <source>Select rows to place the systems on the surface and the (N, s) plane; HPL and HPCG runs of one machine are joined.</source>
        <translation>选择行以将系统放置到曲面和 (N, s) 平面上；同一台机器的 HPL 与 HPCG 结果会连在一起。</translation>
    </message>
    <message>
        <source>⏸ Pause</source>
        <translation>⏸ 暂停</translation>
    </message>
    <message numerus="yes">
        <source>%n system(s) placed on the surface and the (N, s) plane (at most %1).</source>
        <translation>
            <numerusform>已将 %n 个系统放置到曲面和 (N, s) 平面上（最多 %1 个）。</numerusform>
        </translation>
    </message>
    <message>
        <source>no TOP500 system name contains &quot;%1&quot;</source>
        <translation>没有名称包含“%1”的 TOP500 系统</translation>
    </message>
    <message>
        <source>no TOP500 list edition &quot;%1&quot; (editions run from %2 to %3)</source>
        <translation>没有 TOP500 榜单期次“%1”（期次范围为 %2 至 %3）</translation>
    </message>
    <message>
        <source>Highest rank shown</source>
        <translation>显示的最高排名</translation>
    </message>
    <message>
        <source>TOP500 systems</source>
        <translation>TOP500 系统</translation>
    </message>
    <message>
        <source>TOP500 edition of the cloud</source>
        <translation>点云的 TOP500 版次</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::Top500TableModel</name>
    <message>
        <source>N under the chosen convention (TOP500 Total Cores include accelerator cores)</source>
        <translation>所选约定下的 N（TOP500 的 Total Cores 包含加速器核）</translation>
    </message>
    <message>
        <source>HPL efficiency E = Rmax / Rpeak</source>
        <translation>HPL 效率 E = Rmax / Rpeak</translation>
    </message>
    <message>
        <source>HPL s_eff = (1/E - 1)/(N - 1), Karp–Flatt</source>
        <translation>HPL s_eff = (1/E - 1)/(N - 1)，Karp–Flatt</translation>
    </message>
    <message>
        <source>HPCG result / Rpeak (lists from 2017-06)</source>
        <translation>HPCG 结果 / Rpeak（2017-06 起的榜单）</translation>
    </message>
    <message>
        <source>List</source>
        <translation>榜单</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>站点</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>国家</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Rmax TF/s</source>
        <translation>Rmax TF/s</translation>
    </message>
    <message>
        <source>Rpeak TF/s</source>
        <translation>Rpeak TF/s</translation>
    </message>
    <message>
        <source>E (HPL)</source>
        <translation>E (HPL)</translation>
    </message>
    <message>
        <source>s_eff (HPL)</source>
        <translation>s_eff (HPL)</translation>
    </message>
    <message>
        <source>E (HPCG)</source>
        <translation>E (HPCG)</translation>
    </message>
    <message>
        <source>s_eff (HPCG)</source>
        <translation>s_eff (HPCG)</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TourEditor</name>
    <message>
        <source>tour</source>
        <translation>导览</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>重命名…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ 播放</translation>
    </message>
    <message>
        <source>Play the tour from the selected step</source>
        <translation>从所选步骤开始播放导览</translation>
    </message>
    <message>
        <source>Import tour…</source>
        <translation>导入导览…</translation>
    </message>
    <message>
        <source>Export tour…</source>
        <translation>导出导览…</translation>
    </message>
    <message>
        <source>Add a tour from an .effsurf-tour file to this session</source>
        <translation>从 .effsurf-tour 文件向本会话添加导览</translation>
    </message>
    <message>
        <source>Save the selected tour as an .effsurf-tour file to share it</source>
        <translation>将所选导览保存为 .effsurf-tour 文件以便分享</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Add current state</source>
        <translation>添加当前状态</translation>
    </message>
    <message>
        <source>Append the state on screen (law, s, N, precision, systems, camera, panel, charts) as a step</source>
        <translation>将屏幕上的状态（定律、s、N、精度、系统、视角、面板、图表）追加为一个步骤</translation>
    </message>
    <message>
        <source>Update from current state</source>
        <translation>用当前状态更新</translation>
    </message>
    <message>
        <source>Remove step</source>
        <translation>移除步骤</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>What this step shows. Live numbers: ${S}, ${E}, ${E%}, ${s}, ${N}, ${gain}, ${s_eff}…</source>
        <translation>此步骤展示的内容。实时数值：${S}、${E}、${E%}、${s}、${N}、${gain}、${s_eff}…</translation>
    </message>
    <message>
        <source>Formula, e.g. S = \frac{1}{s + \frac{1-s}{N}} = ${S}</source>
        <translation>公式，例如 S = \frac{1}{s + \frac{1-s}{N}} = ${S}</translation>
    </message>
    <message>
        <source>Live numbers</source>
        <translation>实时数值</translation>
    </message>
    <message>
        <source>Step title:</source>
        <translation>步骤标题：</translation>
    </message>
    <message>
        <source>Text:</source>
        <translation>文本：</translation>
    </message>
    <message>
        <source>Formula:</source>
        <translation>公式：</translation>
    </message>
    <message>
        <source>Rename tour</source>
        <translation>重命名导览</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>标题：</translation>
    </message>
    <message>
        <source>Delete tour</source>
        <translation>删除导览</translation>
    </message>
    <message>
        <source>Delete the tour &quot;%1&quot;? (Edit ▸ Undo brings it back.)</source>
        <translation>删除导览“%1”？（“编辑 ▸ 撤销”可将其恢复。）</translation>
    </message>
    <message>
        <source>effsurf tours (*.effsurf-tour *.json);;All files (*)</source>
        <translation>effsurf 导览 (*.effsurf-tour *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Import tour</source>
        <translation>导入导览</translation>
    </message>
    <message>
        <source>Cannot import the tour</source>
        <translation>无法导入导览</translation>
    </message>
    <message>
        <source>Export tour</source>
        <translation>导出导览</translation>
    </message>
    <message>
        <source>Cannot export the tour</source>
        <translation>无法导出导览</translation>
    </message>
    <message>
        <source>My tour %1</source>
        <translation>我的导览 %1</translation>
    </message>
    <message>
        <source>no tour is selected</source>
        <translation>未选择导览</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>步骤 %1</translation>
    </message>
    <message>
        <source>A question for the class, e.g. What is E at N = 10^6? (the numbers stay hidden until R)</source>
        <translation>向全班提出的问题，例如：N = 10^6 时 E 是多少？（数字在按 R 之前保持隐藏）</translation>
    </message>
    <message>
        <source>question for the class</source>
        <translation>向全班提出的问题</translation>
    </message>
    <message>
        <source>Asked before the step&apos;s numbers are shown; R or Page Down reveals them. Empty: no question.</source>
        <translation>在显示该步骤的数字之前提出；按 R 或 Page Down 揭晓。留空：无问题。</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>问题：</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TourManager</name>
    <message>
        <source>Tour</source>
        <translation>导览</translation>
    </message>
    <message>
        <source>My tours</source>
        <translation>我的导览</translation>
    </message>
    <message>
        <source>&amp;Tours</source>
        <translation>导览(&amp;T)</translation>
    </message>
    <message>
        <source>This session&apos;s tours</source>
        <translation>本会话的导览</translation>
    </message>
    <message>
        <source>&amp;Next step	PageDown, →</source>
        <translation>下一步(&amp;N)	PageDown, →</translation>
    </message>
    <message>
        <source>&amp;Previous step	PageUp, ←</source>
        <translation>上一步(&amp;P)	PageUp, ←</translation>
    </message>
    <message>
        <source>&amp;End tour	Esc</source>
        <translation>结束导览(&amp;E)	Esc</translation>
    </message>
    <message>
        <source>&amp;Record and edit my tours…</source>
        <translation>录制和编辑我的导览(&amp;R)…</translation>
    </message>
    <message>
        <source>tour &quot;%1&quot; has no steps yet</source>
        <translation>导览“%1”还没有步骤</translation>
    </message>
    <message>
        <source>no tour &quot;%1&quot; (tours: %2)</source>
        <translation>没有导览“%1”（现有导览：%2）</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TourPanel</name>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <source>End tour</source>
        <translation>结束导览</translation>
    </message>
    <message>
        <source>Previous step (PageUp, Left)</source>
        <translation>上一步（PageUp、Left）</translation>
    </message>
    <message>
        <source>Next step (PageDown, Right, Space)</source>
        <translation>下一步（PageDown、Right、Space）</translation>
    </message>
    <message>
        <source>End the tour (Esc)</source>
        <translation>结束导览（Esc）</translation>
    </message>
    <message>
        <source>%1 — step %2 of %3</source>
        <translation>%1 — 第 %2 步，共 %3 步</translation>
    </message>
    <message>
        <source>Question: %1&lt;br&gt;&lt;i&gt;Reveal the answer with R or Page Down.&lt;/i&gt;</source>
        <translation>问题：%1&lt;br&gt;&lt;i&gt;按 R 或 Page Down 揭晓答案。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Question: %1</source>
        <translation>问题：%1</translation>
    </message>
    <message>
        <source>Reveal ▶</source>
        <translation>揭晓 ▶</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingCalibrationGroup</name>
    <message>
        <source>Calibration and goal</source>
        <translation>校准与目标</translation>
    </message>
    <message>
        <source>utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Sustained share of the datasheet peak inside the matrix products (about 60 % for Megatron-LM on A100s after calibration against its published runs)</source>
        <translation>矩阵乘法中持续达到的数据手册峰值比例（根据 Megatron-LM 已发表的运行结果校准后，其在 A100 上约为 60 %）</translation>
    </message>
    <message>
        <source>overlap ω</source>
        <translation>重叠率 ω</translation>
    </message>
    <message>
        <source>Share of the data-parallel all-reduce hidden behind the backward pass</source>
        <translation>数据并行 all-reduce 中被反向传播掩盖的比例</translation>
    </message>
    <message>
        <source>serial seconds</source>
        <translation>串行秒数</translation>
    </message>
    <message>
        <source>Seconds per step no GPU count divides: the optimizer step, logging, data loading</source>
        <translation>每步中不随 GPU 数减少的秒数：优化器步、日志记录、数据加载</translation>
    </message>
    <message>
        <source>serial time (s)</source>
        <translation>串行时间 (s)</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token 数</translation>
    </message>
    <message>
        <source>Tokens to train on, for the days it takes (GPT-3: 300e9)</source>
        <translation>要训练的 token 数，用于计算所需天数（GPT-3：300e9）</translation>
    </message>
    <message>
        <source>tokens T</source>
        <translation>token 数 T</translation>
    </message>
    <message>
        <source>utilization band</source>
        <translation>利用率区间</translation>
    </message>
    <message>
        <source>band low</source>
        <translation>区间下限</translation>
    </message>
    <message>
        <source>The utilization at the band&apos;s low end: every prediction is also given there</source>
        <translation>区间下端的利用率：所有预测也会在此处给出</translation>
    </message>
    <message>
        <source>band high</source>
        <translation>区间上限</translation>
    </message>
    <message>
        <source>The utilization at the band&apos;s high end</source>
        <translation>区间上端的利用率</translation>
    </message>
    <message>
        <source>Fit to measured steps…</source>
        <translation>拟合测量的训练步…</translation>
    </message>
    <message>
        <source>Read a CSV of GPU counts and measured step times (or tokens/s; optional tp, cp, pp, dp columns) and fit this run&apos;s utilization and its network&apos;s bandwidth, with 95 % intervals</source>
        <translation>读取包含 GPU 数和测得步时（或 tokens/s；可选 tp、cp、pp、dp 列）的 CSV，拟合本次运行的利用率及其网络带宽，并给出 95 % 区间</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Drop the measured steps (the fitted utilization and network stay)</source>
        <translation>丢弃测量的训练步（拟合得到的利用率和网络参数保留）</translation>
    </message>
    <message>
        <source>%1 measured steps from %2</source>
        <translation>来自 %2 的 %1 个测量训练步</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingForm</name>
    <message>
        <source>Custom transformer (from %1)</source>
        <translation>自定义 Transformer（基于 %1）</translation>
    </message>
    <message>
        <source>The layout did not divide %1: it is now the best that does on %2 GPUs (t %3 × p %4 × d %5, b %6, v %7).</source>
        <translation>原布局无法整除 %1：现已改为 %2 个 GPU 上可行的最佳布局（t %3 × p %4 × d %5，b %6，v %7）。</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Not fitted: %1</source>
        <translation>未拟合：%1</translation>
    </message>
    <message>
        <source>%1: %2. The charts show the last valid run.</source>
        <translation>%1：%2。图表显示最后一次有效运行。</translation>
    </message>
    <message>
        <source>Last valid run: </source>
        <translation>最后一次有效运行： </translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>无法容纳</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingHardwareGroup</name>
    <message>
        <source>Accelerator and nodes</source>
        <translation>加速器与节点</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>GPUs in one node, sharing its network adapters (the NVLink domain is set below: 8 in a node, 72 in an NVL72 rack)</source>
        <translation>一个节点中的 GPU 数，它们共享节点的网络适配器（NVLink 域在下方设置：节点内为 8，NVL72 机柜为 72）</translation>
    </message>
    <message>
        <source>network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Custom network</source>
        <translation>自定义网络</translation>
    </message>
    <message>
        <source>Your own line rate and latency, set below</source>
        <translation>您自己的线速率和延迟，在下方设置</translation>
    </message>
    <message>
        <source>NICs per node</source>
        <translation>每节点网卡数</translation>
    </message>
    <message>
        <source>Network adapters per node, shared by its GPUs</source>
        <translation>每个节点的网络适配器数，由其 GPU 共享</translation>
    </message>
    <message>
        <source>memory kept free</source>
        <translation>预留显存</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>memory margin</source>
        <translation>显存余量</translation>
    </message>
    <message>
        <source>Memory kept free on every GPU for the CUDA context, NCCL&apos;s buffers and the allocator&apos;s fragments: a run fits when it needs at most the rest</source>
        <translation>每个 GPU 上为 CUDA 上下文、NCCL 缓冲区和分配器碎片预留的显存：运行所需不超过其余部分时即可容纳</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingLayoutGroup</name>
    <message>
        <source>Parallel layout and batch</source>
        <translation>并行布局与批次</translation>
    </message>
    <message>
        <source>tensor parallel t</source>
        <translation>张量并行 t</translation>
    </message>
    <message>
        <source>GPUs splitting each layer&apos;s matrices (Megatron-LM): 4 all-reduces per layer and micro-batch, 6 with the forward recomputed</source>
        <translation>切分每层矩阵的 GPU 数（Megatron-LM）：每层每个微批次 4 次 all-reduce，前向重计算时为 6 次</translation>
    </message>
    <message>
        <source>pipeline parallel p</source>
        <translation>流水线并行 p</translation>
    </message>
    <message>
        <source>Stages the layers are split into: a bubble of (p − 1)/(v m) of the compute</source>
        <translation>层被划分成的阶段数：气泡占计算的 (p − 1)/(v m)</translation>
    </message>
    <message>
        <source>data parallel d</source>
        <translation>数据并行 d</translation>
    </message>
    <message>
        <source>Replicas of the model, each on t p GPUs: one gradient all-reduce a step</source>
        <translation>模型副本数，每个副本占 t p 个 GPU：每步一次梯度 all-reduce</translation>
    </message>
    <message>
        <source>micro-batch b</source>
        <translation>微批次 b</translation>
    </message>
    <message>
        <source> seq</source>
        <translation> 条序列</translation>
    </message>
    <message>
        <source>Sequences per micro-batch</source>
        <translation>每个微批次的序列数</translation>
    </message>
    <message>
        <source>global batch B</source>
        <translation>全局批大小 B</translation>
    </message>
    <message>
        <source>Sequences per step: a multiple of d b; m = B/(d b) micro-batches per pipeline</source>
        <translation>每步的序列数：d b 的倍数；每条流水线 m = B/(d b) 个微批次</translation>
    </message>
    <message>
        <source>interleave v</source>
        <translation>交错 v</translation>
    </message>
    <message>
        <source>Model chunks per GPU (interleaved 1F1B): the bubble shrinks by v, the pipeline&apos;s sends grow by v</source>
        <translation>每个 GPU 的模型块数（交错 1F1B）：气泡缩小为 1/v，流水线的发送量增加为 v 倍</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>0: none</source>
        <translation>0：无</translation>
    </message>
    <message>
        <source>1: optimizer states sharded</source>
        <translation>1：切分优化器状态</translation>
    </message>
    <message>
        <source>2: + gradients</source>
        <translation>2：+ 梯度</translation>
    </message>
    <message>
        <source>3 (FSDP): + weights</source>
        <translation>3（FSDP）：+ 权重</translation>
    </message>
    <message>
        <source>ZeRO shards model states over the d replicas. Stage 2 shards the gradients too, reduce-scattered as each micro-batch&apos;s backward makes them (Llama 3&apos;s FSDP with pipelines); stage 3 (FSDP) gathers the weights for every micro-batch as well</source>
        <translation>ZeRO 将模型状态切分到 d 个副本上。阶段 2 也切分梯度，在每个微批次的反向传播产生梯度时进行 reduce-scatter（Llama 3 的带流水线 FSDP）；阶段 3（FSDP）还会为每个微批次收集权重</translation>
    </message>
    <message>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <source>Hybrid sharding (HSDP): ZeRO&apos;s states over groups of this many of the d cp ranks, replicated across the groups, whose shards are all-reduced once a step</source>
        <translation>混合切分（HSDP）：ZeRO 的状态在由 d cp 个 rank 中这么多个 rank 组成的组内切分，在各组之间复制，各组的分片每步 all-reduce 一次</translation>
    </message>
    <message>
        <source>all of d</source>
        <translation>全部 d</translation>
    </message>
    <message>
        <source>shard group</source>
        <translation>切分组</translation>
    </message>
    <message>
        <source>pipeline schedule</source>
        <translation>流水线调度</translation>
    </message>
    <message>
        <source>1F1B (Megatron-Core)</source>
        <translation>1F1B（Megatron-Core）</translation>
    </message>
    <message>
        <source>DualPipe (DeepSeek-V3)</source>
        <translation>DualPipe（DeepSeek-V3）</translation>
    </message>
    <message>
        <source>1F1B: a bubble of (p − 1)/v micro-batch times, communication not hidden. DualPipe: micro-batches from both ends, the expert all-to-alls and sends hidden behind the other direction&apos;s compute on SMs taken from the GEMMs, a bubble of (p/2 − 1) · 2/3 micro-batch times, two stages&apos; model states a GPU (p even, v = 1)</source>
        <translation>1F1B：气泡为 (p − 1)/v 个微批次时间，通信不被掩盖。DualPipe：微批次从两端送入，专家 all-to-all 和发送被另一方向的计算掩盖（所用 SM 从 GEMM 中划出），气泡为 (p/2 − 1) · 2/3 个微批次时间，每个 GPU 存放两个阶段的模型状态（p 为偶数，v = 1）</translation>
    </message>
    <message>
        <source>schedule</source>
        <translation>调度</translation>
    </message>
    <message>
        <source>activation recomputation</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>selective (attention)</source>
        <translation>选择性（注意力）</translation>
    </message>
    <message>
        <source>full (each layer)</source>
        <translation>完全（每层）</translation>
    </message>
    <message>
        <source>What the backward pass recomputes instead of keeping (Korthikanti et al. 2022): less activation memory for more compute. With fused attention, selective costs nothing more (the kernel recomputes the scores anyway); under latent attention it also recomputes the up-projections (DeepSeek-V3)</source>
        <translation>反向传播重新计算而非保存的内容（Korthikanti 等，2022）：以更多计算换取更少的激活显存。使用融合注意力时，选择性重计算没有额外开销（内核本来就会重新计算分数）；在潜在注意力下还会重新计算上投影（DeepSeek-V3）</translation>
    </message>
    <message>
        <source>recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>data-parallel all-reduce</source>
        <translation>数据并行 all-reduce</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>环形</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>树形</translation>
    </message>
    <message>
        <source>How the d replicas all-reduce their gradients: a ring (2(d − 1) latencies, about twice the data) or a binary tree (2 log₂ d steps of the whole buffer)</source>
        <translation>d 个副本对梯度进行 all-reduce 的方式：环形（2(d − 1) 次延迟，约两倍数据量）或二叉树（对整个缓冲区进行 2 log₂ d 步）</translation>
    </message>
    <message>
        <source>gradient all-reduce</source>
        <translation>梯度 all-reduce</translation>
    </message>
    <message>
        <source>sequence parallelism</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <source>Split the layer norms&apos; and dropouts&apos; activations over t too (Korthikanti et al.)</source>
        <translation>将层归一化和 dropout 的激活值也切分到 t 上（Korthikanti 等）</translation>
    </message>
    <message>
        <source>fused attention (FlashAttention)</source>
        <translation>融合注意力（FlashAttention）</translation>
    </message>
    <message>
        <source>Today&apos;s kernels never write the s × s scores to memory: they are neither kept nor moved, and the backward computes them again. Off: 2021&apos;s unfused attention</source>
        <translation>如今的内核从不将 s × s 分数写入显存：既不保存也不搬运，反向传播时重新计算。关闭：2021 年的非融合注意力</translation>
    </message>
    <message>
        <source>dropout</source>
        <translation>dropout</translation>
    </message>
    <message>
        <source>Dropout&apos;s masks kept for the backward pass (GPT-3 and 2021&apos;s runs); today&apos;s large models train without dropout</source>
        <translation>为反向传播保存的 dropout 掩码（GPT-3 及 2021 年的运行）；如今的大模型训练不使用 dropout</translation>
    </message>
    <message>
        <source>Rank every layout on these GPUs…</source>
        <translation>对这些 GPU 上的所有布局排名…</translation>
    </message>
    <message>
        <source>Evaluate every valid (t, p, d, b, v) for this model, GPU count and batch</source>
        <translation>针对此模型、GPU 数和批大小评估每个有效的 (t, p, d, b, v)</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingModelGroup</name>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>published run</source>
        <translation>已发表的运行</translation>
    </message>
    <message>
        <source>Choose a published run…</source>
        <translation>选择已发表的运行…</translation>
    </message>
    <message>
        <source>%1
The paper states: %2</source>
        <translation>%1
论文给出：%2</translation>
    </message>
    <message>
        <source>
Assumed: %1</source>
        <translation>
假定：%1</translation>
    </message>
    <message>
        <source>
Documented miss: %1</source>
        <translation>
已记录的偏差：%1</translation>
    </message>
    <message>
        <source>A run as its paper describes it: its model, GPUs, network, layout, batch and settings, the rest at today&apos;s defaults (the manual&apos;s validation table)</source>
        <translation>按论文描述的运行：其模型、GPU、网络、布局、批大小和设置，其余采用当前默认值（手册中的验证表）</translation>
    </message>
    <message>
        <source>as published</source>
        <translation>按发表配置</translation>
    </message>
    <message>
        <source>model preset</source>
        <translation>模型预设</translation>
    </message>
    <message>
        <source>Custom transformer</source>
        <translation>自定义 Transformer</translation>
    </message>
    <message>
        <source>preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Transformer layers l: the model&apos;s depth. Each runs forward and backward in sequence, with its tensor-parallel synchronizations.</source>
        <translation>Transformer 层数 l：模型的深度。每层依次执行前向和反向计算，并伴随其张量并行同步。</translation>
    </message>
    <message>
        <source>depth, in steps of p v layers</source>
        <translation>深度，以 p v 层为步长</translation>
    </message>
    <message>
        <source>Depth at this layout: multiples of p v layers, so the pipeline keeps its stages</source>
        <translation>此布局下的深度：p v 层的倍数，使流水线保持其阶段</translation>
    </message>
    <message>
        <source>layers l</source>
        <translation>层数 l</translation>
    </message>
    <message>
        <source>hidden size h</source>
        <translation>隐藏维度 h</translation>
    </message>
    <message>
        <source>Width of the residual stream; the MLP is 4h wide (Megatron-LM eq. 2)</source>
        <translation>残差流的宽度；MLP 宽为 4h（Megatron-LM 式 2）</translation>
    </message>
    <message>
        <source>attention heads a</source>
        <translation>注意力头数 a</translation>
    </message>
    <message>
        <source>Heads; h must be a multiple of them, and t must divide them</source>
        <translation>头数；h 必须是它的倍数，且 t 必须整除它</translation>
    </message>
    <message>
        <source>sequence length s</source>
        <translation>序列长度 s</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> 个 token</translation>
    </message>
    <message>
        <source>Tokens per sequence (context length)</source>
        <translation>每条序列的 token 数（上下文长度）</translation>
    </message>
    <message>
        <source>vocabulary V</source>
        <translation>词表大小 V</translation>
    </message>
    <message>
        <source>Vocabulary size (padded, as Megatron-LM pads to 51200)</source>
        <translation>词表大小（经填充，如 Megatron-LM 填充到 51200）</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Parameters P of a model that is not a transformer stack</source>
        <translation>非 Transformer 堆叠模型的参数量 P</translation>
    </message>
    <message>
        <source>parameters P</source>
        <translation>参数量 P</translation>
    </message>
    <message>
        <source>FLOP per sample</source>
        <translation>每样本 FLOP 数</translation>
    </message>
    <message>
        <source>Training FLOP per sample: forward and backward, about 3x the forward pass</source>
        <translation>每样本的训练 FLOP 数：前向加反向，约为前向传播的 3 倍</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingStageStrip</name>
    <message>
        <source>Best layout</source>
        <translation>最佳布局</translation>
    </message>
    <message>
        <source>run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>training run</source>
        <translation>训练运行</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>布局</translation>
    </message>
    <message>
        <source>The run&apos;s layout: tensor t, context cp, pipeline p and data parallel d (N = t cp p d)</source>
        <translation>本次运行的布局：张量并行 t、上下文并行 cp、流水线并行 p 和数据并行 d（N = t cp p d）</translation>
    </message>
    <message>
        <source>The layout search&apos;s best layout on the run&apos;s GPUs (one undo step)</source>
        <translation>布局搜索在本次运行的 GPU 数上找到的最佳布局（可一步撤销）</translation>
    </message>
    <message>
        <source>this run: %1</source>
        <translation>本次运行：%1</translation>
    </message>
    <message>
        <source>t %1 · cp %2 · p %3 · d %4 = %5 GPUs</source>
        <translation>t %1 · cp %2 · p %3 · d %4 = %5 个 GPU</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingStepImport</name>
    <message>
        <source>Fit the run to measured steps</source>
        <translation>将运行拟合到测量的训练步</translation>
    </message>
    <message>
        <source>Measured steps (*.csv *.txt);;All files (*)</source>
        <translation>测量的训练步 (*.csv *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Reading and fitting %1…</source>
        <translation>正在读取并拟合 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Fit to measured steps</source>
        <translation>拟合测量的训练步</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingThroughputChart</name>
    <message>
        <source>TFLOP/s per GPU</source>
        <translation>每 GPU TFLOP/s</translation>
    </message>
    <message>
        <source>best N</source>
        <translation>最佳 N</translation>
    </message>
    <message>
        <source>Model FLOP/s per GPU over N, the run&apos;s layouts only (d dividing B / b). Best N: the fastest layout that still trains at least half the top tokens/s per GPU, i.e. time to train bought at no more than twice the GPU hours of the most economical layout.</source>
        <translation>每个 GPU 的模型 FLOP/s 随 N 的变化，仅含本次运行的布局（d 整除 B / b）。最佳 N：每 GPU 吞吐量仍不低于最高 tokens/s 一半的最快布局，即以不超过最经济布局两倍的 GPU 小时数换取训练时间。</translation>
    </message>
    <message>
        <source>this run</source>
        <translation>本次运行</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>测量值</translation>
    </message>
    <message>
        <source>GPUs N = t cp p d</source>
        <translation>GPU 数 N = t cp p d</translation>
    </message>
    <message>
        <source>model TFLOP/s</source>
        <translation>模型 TFLOP/s</translation>
    </message>
    <message>
        <source>MFU (%)</source>
        <translation>MFU (%)</translation>
    </message>
    <message>
        <source>fit, 95 %</source>
        <translation>拟合，95 %</translation>
    </message>
    <message>
        <source>u %1–%2 %</source>
        <translation>u %1–%2 %</translation>
    </message>
    <message>
        <source>%1 TFLOP/s per GPU, MFU %2 % (best N = %3)</source>
        <translation>每 GPU %1 TFLOP/s，MFU %2 %（最佳 N = %3）</translation>
    </message>
    <message>
        <source>%1 TFLOP/s, MFU %2 %</source>
        <translation>%1 TFLOP/s，MFU %2 %</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingWorkspace</name>
    <message>
        <source>Put this &amp;run on screen</source>
        <translation>在屏幕上显示此运行(&amp;R)</translation>
    </message>
    <message>
        <source>prediction band</source>
        <translation>预测区间</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Layout search</source>
        <translation>布局搜索</translation>
    </message>
    <message>
        <source>The law on screen is %1; this run is not on the surface. Its numbers at %2:</source>
        <translation>屏幕上的定律为%1；本次运行不在曲面上。其在 %2 时的数值：</translation>
    </message>
    <message>
        <source> samples</source>
        <translation> 个样本</translation>
    </message>
    <message>
        <source>%1&#xa0;% (HFU %2&#xa0;%)</source>
        <translation>%1 %（HFU %2 %）</translation>
    </message>
    <message>
        <source>%1 for %2 tokens</source>
        <translation>%2 个 token 需 %1</translation>
    </message>
    <message>
        <source>Seconds per training step over the global batch (the sum of the terms in the first chart)</source>
        <translation>处理全局批次的每个训练步所需秒数（第一张图表中各项之和）</translation>
    </message>
    <message>
        <source>Tokens trained per second: B s / T_step</source>
        <translation>每秒训练的 token 数：B s / T_step</translation>
    </message>
    <message>
        <source>Achieved model FLOP/s per GPU: the model&apos;s FLOP a step (forward and backward, no recomputation) over n T_step. With recomputation the hardware does more: %1 TFLOP/s</source>
        <translation>每个 GPU 实际达到的模型 FLOP/s：每步模型 FLOP（前向和反向，不含重计算）除以 n T_step。计入重计算时硬件实际完成更多：%1 TFLOP/s</translation>
    </message>
    <message>
        <source>Model FLOP utilization (MFU): model FLOP/s over the datasheet peak. Hardware FLOP utilization (HFU) also counts the recomputed forward passes (Megatron-LM eq. 3)</source>
        <translation>模型 FLOP 利用率（MFU）：模型 FLOP/s 与数据手册峰值之比。硬件 FLOP 利用率（HFU）还计入重计算的前向传播（Megatron-LM 式 3）</translation>
    </message>
    <message>
        <source>Days to train on T tokens at this rate</source>
        <translation>按此速率训练 T 个 token 所需的天数</translation>
    </message>
    <message>
        <source>GPU-hours to train on T tokens: N GPUs for the days</source>
        <translation>训练 T 个 token 所需的 GPU 小时数：N 个 GPU 乘以天数</translation>
    </message>
    <message>
        <source>Efficiency: the model FLOP&apos;s share of the step, the run&apos;s point on the surface</source>
        <translation>效率：模型 FLOP 在单步中所占比例，即本次运行在曲面上的点</translation>
    </message>
    <message>
        <source>s_eff(N) = (1/E − 1)/(N − 1): the serial fraction Amdahl&apos;s law would need for this E</source>
        <translation>s_eff(N) = (1/E − 1)/(N − 1)：阿姆达尔定律要得到此 E 所需的串行比例</translation>
    </message>
    <message>
        <source>step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <source> samples/s</source>
        <translation> 样本/s</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> tokens/s</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>for %1 %2</source>
        <translation>按 %1 %2 计</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>样本</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>Fitted to %1 (%2 steps): utilization %3 (95 %: %4), network %5 GB/s a GPU (95 %: %6)</source>
        <translation>已拟合到 %1（%2 步）：利用率 %3（95 %：%4），网络每 GPU %5 GB/s（95 %：%6）</translation>
    </message>
    <message>
        <source>; here %1 tokens/s</source>
        <translation>；此处为 %1 tokens/s</translation>
    </message>
    <message>
        <source>At utilization %1–%2 %: %3 tokens/s, %4 days, %5 GPU-hours</source>
        <translation>利用率为 %1–%2 % 时：%3 tokens/s，%4 天，%5 GPU 小时</translation>
    </message>
    <message>
        <source>. The measured steps do not fit this run: %1</source>
        <translation>。测量的训练步与本次运行不符：%1</translation>
    </message>
    <message>
        <source>Every prediction at the two ends of the utilization range set under Calibration</source>
        <translation>在“校准”中设定的利用率区间两端给出的所有预测</translation>
    </message>
    <message>
        <source>The run fitted to the steps you measured; the band is the fit&apos;s 95 % interval</source>
        <translation>拟合到您所测训练步的运行；区间带为拟合的 95 % 区间</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步长</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>token/s</translation>
    </message>
    <message>
        <source>TFLOP/s per GPU</source>
        <translation>每 GPU TFLOP/s</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>s_eff(N)</source>
        <translation>s_eff(N)</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ViewBox</name>
    <message>
        <source>3D view</source>
        <translation>3D 视图</translation>
    </message>
    <message>
        <source>Isometric</source>
        <translation>等轴测</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>正视</translation>
    </message>
    <message>
        <source>Top (heat map)</source>
        <translation>俯视（热图）</translation>
    </message>
    <message>
        <source>camera</source>
        <translation>视角</translation>
    </message>
    <message>
        <source>logarithmic E axis</source>
        <translation>对数 E 坐标轴</translation>
    </message>
    <message>
        <source>HPCG-like workloads sit near E = 1%: a log axis shows them.</source>
        <translation>类 HPCG 负载的 E 接近 1%：对数坐标轴能显示它们。</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::YearAxis</name>
    <message>
        <source>list edition</source>
        <translation>榜单期次</translation>
    </message>
</context>
</TS>
