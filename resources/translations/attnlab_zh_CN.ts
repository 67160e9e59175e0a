<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>NpyImport</name>
    <message>
        <source>name them q.npy, k.npy, v.npy and optionally x.npy</source>
        <translation>请将它们命名为 q.npy、k.npy、v.npy，可选再加 x.npy</translation>
    </message>
    <message>
        <source>%1 is not a .npy file</source>
        <translation>%1 不是 .npy 文件</translation>
    </message>
    <message>
        <source>cannot tell whether %1 holds Q, K, V or X: %2</source>
        <translation>无法判断 %1 存放的是 Q、K、V 还是 X：%2</translation>
    </message>
    <message>
        <source>both %1 and %2 look like %3: give one file per role</source>
        <translation>%1 和 %2 看起来都是 %3：每个角色只能对应一个文件</translation>
    </message>
    <message>
        <source>no file for %1 among the dropped files: %2</source>
        <translation>拖入的文件中没有 %1 的文件：%2</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>&amp;Colour map</source>
        <translation>颜色映射(&amp;C)</translation>
    </message>
</context>
<context>
    <name>attnlab::app</name>
    <message>
        <source>weight (shared scale)</source>
        <translation>权重（共用刻度）</translation>
    </message>
    <message>
        <source>mixing weight (rows need not sum to 1)</source>
        <translation>混合权重（各行之和不必为 1）</translation>
    </message>
    <message>
        <source>Maps are drawn up to N = %1; the metrics below are for N = %2.</source>
        <translation>只在 N 不超过 %1 时绘制图；下方的指标对应 N = %2。</translation>
    </message>
    <message>
        <source>No mixing map for this variant</source>
        <translation>此变体没有混合图</translation>
    </message>
</context>
<context>
    <name>attnlab::app::BenchmarkJob</name>
    <message>
        <source>Measurement cancelled.</source>
        <translation>测量已取消。</translation>
    </message>
    <message>
        <source>Measurement failed: %1</source>
        <translation>测量失败：%1</translation>
    </message>
</context>
<context>
    <name>attnlab::app::BucketDecisions</name>
    <message>
        <source>Sort the rows of both maps by query bucket and the columns by key bucket, so the keys each query may read form blocks on the diagonal. Off: the sequence order.</source>
        <translation>按查询所在的桶对两幅图的行排序，按键所在的桶对列排序，使每个查询可以读取的键在对角线上形成块。关闭时按序列顺序排列。</translation>
    </message>
    <message>
        <source>Hashing round:</source>
        <translation>哈希轮次：</translation>
    </message>
    <message>
        <source>lsh hashes several times; a query reads the keys that share its bucket in any round. Pick the round whose buckets sort the maps.</source>
        <translation>lsh 会进行多轮哈希；只要某个键在任意一轮中与查询同桶，查询就会读取它。请选择按哪一轮的桶对图排序。</translation>
    </message>
    <message>
        <source>attention weight</source>
        <translation>注意力权重</translation>
    </message>
    <message>
        <source>bucket</source>
        <translation>桶</translation>
    </message>
    <message>
        <source>cluster</source>
        <translation>簇</translation>
    </message>
    <message>
        <source>Hash buckets: which keys each query may read</source>
        <translation>哈希桶：每个查询可以读取哪些键</translation>
    </message>
    <message>
        <source>k-means clusters: which keys each query may read</source>
        <translation>k-means 簇：每个查询可以读取哪些键</translation>
    </message>
    <message>
        <source>The queries and keys were grouped into %1 clusters by k-means on their directions. A query reads only the keys of its own cluster (and its own key).</source>
        <translation>查询和键按各自的方向用 k-means 聚成 %1 个簇。每个查询只读取本簇中的键（以及它自己的键）。</translation>
    </message>
    <message>
        <source>Every query and key was hashed into one of %1 buckets by a random rotation. A query reads only the keys of its own bucket (and its own key).</source>
        <translation>每个查询和键都经过一次随机旋转，被哈希到 %1 个桶中的一个。每个查询只读取本桶中的键（以及它自己的键）。</translation>
    </message>
    <message>
        <source>Every query and key was hashed into one of %1 buckets, %2 times with different random rotations. A query reads the keys that share its bucket in any round (and its own key); the maps are sorted by the round chosen below.</source>
        <translation>每个查询和键都用不同的随机旋转哈希了 %2 次，每次落入 %1 个桶中的一个。只要某个键在任意一轮中与查询同桶，查询就会读取它（也会读取它自己的键）；图按下面选定的那一轮排序。</translation>
    </message>
    <message>
        <source>Sorted by %1, those keys form the blocks on the diagonal; weight the exact map puts outside them is what the method misses.</source>
        <translation>按%1排序后，这些键在对角线上形成块；精确注意力图落在这些块之外的权重，就是该方法遗漏的部分。</translation>
    </message>
    <message>
        <source>Reorder by %1</source>
        <translation>按%1重新排序</translation>
    </message>
    <message>
        <source>Tokens per %1</source>
        <translation>每个%1的 token 数</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>第 %1 轮（共 %2 轮）</translation>
    </message>
    <message>
        <source>, sorted by %1</source>
        <translation>，按%1排序</translation>
    </message>
    <message>
        <source>No map to show for this input.</source>
        <translation>此输入没有可显示的图。</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>键（按%1排序）</translation>
    </message>
    <message>
        <source>key j</source>
        <translation>键 j</translation>
    </message>
    <message>
        <source>query %1</source>
        <translation>查询（按%1排序）</translation>
    </message>
    <message>
        <source>query i</source>
        <translation>查询 i</translation>
    </message>
    <message>
        <source>variant M (%1)</source>
        <translation>变体 M（%1）</translation>
    </message>
    <message>
        <source>exact A</source>
        <translation>精确 A</translation>
    </message>
    <message>
        <source>query %1, %2 %3
key %4, %2 %5
weight %6</source>
        <translation>查询 %1，%2 %3
键 %4，%2 %5
权重 %6</translation>
    </message>
    <message>
        <source>The coloured band along each axis gives every token&apos;s %1 a colour.</source>
        <translation>每条坐标轴旁的彩色条用颜色标出每个 token 所属的%1。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::ColourMapMenu</name>
    <message>
        <source>&amp;Viridis</source>
        <translation>&amp;Viridis</translation>
    </message>
    <message>
        <source>&amp;Magma</source>
        <translation>&amp;Magma</translation>
    </message>
    <message>
        <source>&amp;Cividis (colour-vision safe)</source>
        <translation>&amp;Cividis（色觉障碍友好）</translation>
    </message>
    <message>
        <source>&amp;Grey (for print)</source>
        <translation>灰度（适合打印）(&amp;G)</translation>
    </message>
    <message>
        <source>Blue to yellow, read alike by people with a red-green colour-vision deficiency</source>
        <translation>由蓝到黄：红绿色觉障碍者看来也一样清楚</translation>
    </message>
    <message>
        <source>White to black: the weights stay readable on a black-and-white printer</source>
        <translation>由白到黑：用黑白打印机打印，权重依然清晰可辨</translation>
    </message>
    <message>
        <source>A perceptually uniform map: equal steps in weight look like equal steps in colour</source>
        <translation>感知均匀的颜色映射：权重相差多少，颜色看起来就差多少</translation>
    </message>
    <message>
        <source>&amp;Log scale</source>
        <translation>对数刻度(&amp;L)</translation>
    </message>
    <message>
        <source>Weights on a logarithmic scale, four decades below the largest: the small weights of a sparse or peaked map get colours of their own (the difference map stays linear)</source>
        <translation>以对数刻度显示权重，覆盖最大值以下四个数量级：稀疏或高度集中的图中，小权重也能获得各自的颜色（差值图仍保持线性）</translation>
    </message>
</context>
<context>
    <name>attnlab::app::CostPanel</name>
    <message>
        <source>Run a variant to see its cost against N beside every other variant&apos;s.</source>
        <translation>运行一个变体，即可看到它的成本随 N 的变化，并与其他所有变体对照。</translation>
    </message>
    <message>
        <source>%1 and full</source>
        <translation>%1 和 full</translation>
    </message>
    <message>
        <source>Press Measure to time %1 on this machine at N = %2 .. %3.</source>
        <translation>按“测量”可在本机上对 %1 计时，N = %2 .. %3。</translation>
    </message>
    <message>
        <source>d = %1, dv = %2</source>
        <translation>d = %1，dv = %2</translation>
    </message>
    <message>
        <source>, X width %1</source>
        <translation>，X 宽度 %1</translation>
    </message>
    <message>
        <source>, causal</source>
        <translation>，因果</translation>
    </message>
    <message>
        <source>Measuring %1 sizes, %2 timed runs each after a warm-up ...</source>
        <translation>正在测量 %1 种规模，每种规模预热后计时运行 %2 次……</translation>
    </message>
    <message>
        <source>Cancelling ...</source>
        <translation>正在取消……</translation>
    </message>
    <message>
        <source>%1 at N = %2: %3</source>
        <translation>%1 在 N = %2 时：%3</translation>
    </message>
    <message>
        <source>Measured in %1 s on this machine: median of %2 timed runs after a warm-up, one forward pass without the map, gaussian Q, K, V. A slope of 1 is linear in N, 2 quadratic.</source>
        <translation>在本机上测量，用时 %1 s：取预热后 %2 次计时运行的中位数，每次运行是一次不生成图的前向传播，Q、K、V 为高斯随机数据。斜率为 1 表示随 N 线性增长，为 2 表示二次增长。</translation>
    </message>
    <message>
        <source>; %1 clusters at every N, where the paper uses about sqrt(N)</source>
        <translation>；每个 N 都使用 %1 个簇，而论文使用约 sqrt(N) 个</translation>
    </message>
    <message>
        <source>; %1 promises %2: %3</source>
        <translation>；%1 承诺 %2：%3</translation>
    </message>
</context>
<context>
    <name>attnlab::app::CourseList</name>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>已完成</translation>
    </message>
    <message numerus="yes">
        <source>Not started: %n step(s)</source>
        <translation>
            <numerusform>未开始：共 %n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>Left at step %1 of %2</source>
        <translation>停在第 %1 步（共 %2 步）</translation>
    </message>
    <message>
        <source>Chapter %1</source>
        <translation>第 %1 章</translation>
    </message>
</context>
<context>
    <name>attnlab::app::DecisionsPanel</name>
    <message>
        <source>Decisions</source>
        <translation>决策</translation>
    </message>
    <message>
        <source>Run a variant to see what it decided from the data.</source>
        <translation>运行一个变体，即可看到它根据数据做出的决策。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;This variant decides nothing from the data&lt;/b&gt; beyond what its Pattern shows: which keys each query reads is fixed by a rule (a window, blocks, strides, a memory), picked per query from the scores (topk, threshold), or every token is mixed by one formula (kernels, Fourier, mixers). See the Pattern and the variant&apos;s map in the main view.&lt;/p&gt;&lt;p&gt;This panel shows the decisions of lsh and kmeans (buckets), sinkhorn (block matching), linformer, lowdim and pool_kv (projections), svd (spectrum), select_kv (kept keys) and product_key (each slice&apos;s keys).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;除了“注意力模式”面板所显示的内容，这个变体不根据数据做任何决策&lt;/b&gt;：每个查询读取哪些键，要么由规则固定（窗口、块、步幅、记忆），要么按每个查询的分数选出（topk、threshold），要么所有 token 都由同一个公式混合（核、傅里叶变换、混合器）。请查看“注意力模式”面板和主视图中该变体的图。&lt;/p&gt;&lt;p&gt;本面板显示以下变体的决策：lsh 和 kmeans（桶）、sinkhorn（块匹配）、linformer、lowdim 和 pool_kv（投影）、svd（奇异值谱）、select_kv（保留的键）以及 product_key（每个切片的键）。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attnlab::app::EditMenuWords</name>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>没有可撤销的操作</translation>
    </message>
    <message>
        <source>Take back the last change of the setup: %1</source>
        <translation>撤销上一次对设置的更改：%1</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>没有可重做的操作</translation>
    </message>
    <message>
        <source>Make the change taken back again: %1</source>
        <translation>重新应用刚才撤销的更改：%1</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
</context>
<context>
    <name>attnlab::app::ExportDialog</name>
    <message>
        <source>Variant&apos;s map</source>
        <translation>变体的注意力图</translation>
    </message>
    <message>
        <source>Difference (variant − exact)</source>
        <translation>差值（变体 − 精确）</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>注意力模式</translation>
    </message>
    <message>
        <source>Spectrum</source>
        <translation>奇异值谱</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Per-head maps</source>
        <translation>各注意力头的图</translation>
    </message>
    <message>
        <source>Sheet: exact | variant | difference</source>
        <translation>并排总览：精确 | 变体 | 差值</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>导出图</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图像 (*.png);;SVG 矢量图 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>像素</translation>
    </message>
    <message>
        <source>millimetres</source>
        <translation>毫米</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>Pixels per inch of the PNG; vector files (SVG, PDF) keep the same layout at any size</source>
        <translation>PNG 每英寸的像素数；矢量文件（SVG、PDF）在任何尺寸下都保持相同的布局</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>as on screen</source>
        <translation>与屏幕上相同</translation>
    </message>
    <message>
        <source>Log scale for the weights</source>
        <translation>权重使用对数刻度</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Caption (input, variant, parameters, metrics)</source>
        <translation>图注（输入、变体、参数、指标）</translation>
    </message>
    <message>
        <source>&amp;Export:</source>
        <translation>导出内容(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>尺寸(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>分辨率(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Font size:</source>
        <translation>字号(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Colour map:</source>
        <translation>颜色映射(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>%1 × %2 mm</source>
        <translation>%1 × %2 mm</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 像素</translation>
    </message>
    <message>
        <source>Drawing the figure…</source>
        <translation>正在绘制图……</translation>
    </message>
    <message>
        <source>The figure is still being drawn.</source>
        <translation>图仍在绘制中。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::FigureCaption</name>
    <message>
        <source>Attention map of %1</source>
        <translation>%1 的注意力图</translation>
    </message>
    <message>
        <source>%1 minus exact attention</source>
        <translation>%1 减去精确注意力</translation>
    </message>
    <message>
        <source>Pairs %1 evaluates</source>
        <translation>%1 计算的查询-键对</translation>
    </message>
    <message>
        <source>Singular values: exact attention and %1</source>
        <translation>奇异值：精确注意力和 %1</translation>
    </message>
    <message>
        <source>Cost of %1 against N</source>
        <translation>%1 的成本随 N 的变化</translation>
    </message>
    <message>
        <source>Per-head maps of %1</source>
        <translation>%1 各注意力头的图</translation>
    </message>
    <message>
        <source>Exact attention, %1 and their difference</source>
        <translation>精确注意力、%1 及两者之差</translation>
    </message>
    <message>
        <source>Input: %1.</source>
        <translation>输入：%1。</translation>
    </message>
    <message>
        <source>Input: %1 (%2).</source>
        <translation>输入：%1（%2）。</translation>
    </message>
    <message>
        <source>Input: imported Q, K, V (%1).</source>
        <translation>输入：导入的 Q、K、V（%1）。</translation>
    </message>
    <message>
        <source>Variant: %1.</source>
        <translation>变体：%1。</translation>
    </message>
    <message>
        <source>Variant: %1 (%2).</source>
        <translation>变体：%1（%2）。</translation>
    </message>
    <message>
        <source>N = %1, d = %2, dv = %3, %4, scale %5.</source>
        <translation>N = %1，d = %2，dv = %3，%4，缩放因子 %5。</translation>
    </message>
    <message>
        <source>causal</source>
        <translation>因果</translation>
    </message>
    <message>
        <source>bidirectional</source>
        <translation>双向</translation>
    </message>
    <message>
        <source>Relative error of the map %1, of the output %2; mean KL %3; density %4.</source>
        <translation>注意力图的相对误差 %1，输出的相对误差 %2；平均 KL %3；密度 %4。</translation>
    </message>
    <message>
        <source>1/√d</source>
        <translation>1/√d</translation>
    </message>
</context>
<context>
    <name>attnlab::app::FigureScene</name>
    <message>
        <source>There is nothing computed to draw yet.</source>
        <translation>还没有可绘制的计算结果。</translation>
    </message>
    <message>
        <source>Variant &apos;%1&apos; has no per-head maps; choose a multi-head variant for the heads figure.</source>
        <translation>变体“%1”没有各注意力头的图；要绘制各头的图，请选择多头变体。</translation>
    </message>
    <message>
        <source>Maps are drawn up to N = %1; this input has N = %2.</source>
        <translation>只在 N 不超过 %1 时绘制图；此输入的 N = %2。</translation>
    </message>
    <message>
        <source>Variant &apos;%1&apos; has no mixing map.</source>
        <translation>变体“%1”没有混合图。</translation>
    </message>
    <message>
        <source>Drawing the figure took longer than %1 s.</source>
        <translation>绘制图的时间超过了 %1 秒。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::GalleryPanel</name>
    <message>
        <source>refuses causal</source>
        <translation>不支持因果</translation>
    </message>
    <message>
        <source>It cannot honour causal: %1</source>
        <translation>它无法满足因果约束：%1</translation>
    </message>
    <message>
        <source>too slow for a thumbnail</source>
        <translation>太慢，不生成缩略图</translation>
    </message>
    <message>
        <source>About %1 multiply-adds on this input (the gallery runs variants up to %2). Choose it to run it on its own.</source>
        <translation>在此输入上约需 %1 次乘加运算（图库只运行不超过 %2 次的变体）。选中它即可单独运行。</translation>
    </message>
    <message>
        <source>no map</source>
        <translation>无图</translation>
    </message>
    <message>
        <source>This variant returned no N × N map on this input.</source>
        <translation>此变体在该输入上没有返回 N × N 的图。</translation>
    </message>
    <message>
        <source>Relative error of O: %1
Mean row KL: %2
Density: %3</source>
        <translation>O 的相对误差：%1
各行平均 KL：%2
密度：%3</translation>
    </message>
    <message>
        <source>cannot run here</source>
        <translation>无法在此运行</translation>
    </message>
    <message>
        <source>Variants computed on this input, of all registered variants.</source>
        <translation>所有已注册的变体中，已在此输入上计算完的变体数。</translation>
    </message>
    <message>
        <source>Run a variant to see every variant&apos;s map on the same input, at its default parameters.</source>
        <translation>运行一个变体，即可看到所有变体以默认参数在同一输入上得到的图。</translation>
    </message>
    <message>
        <source>Maps are built up to N = %1 and this input has N = %2: the gallery has nothing to draw.</source>
        <translation>只在 N 不超过 %1 时生成图，而此输入的 N = %2：图库没有可绘制的内容。</translation>
    </message>
    <message>
        <source>Waiting: the gallery computes while it is visible.</source>
        <translation>等待中：图库只在可见时计算。</translation>
    </message>
    <message>
        <source>Running every variant at its default parameters on this input (N = %1)…</source>
        <translation>正在以默认参数在此输入（N = %1）上运行所有变体……</translation>
    </message>
    <message>
        <source>Every variant at its default parameters on this input (N = %1), in %2 s. Click a tile to show that variant.</source>
        <translation>所有变体以默认参数在此输入（N = %1）上的结果，用时 %2 s。点击一个图块即可显示该变体。</translation>
    </message>
    <message>
        <source>Paused while hidden (%1 done); it resumes when the gallery is shown.</source>
        <translation>隐藏时已暂停（已完成 %1）；图库重新显示时会继续。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::Handout</name>
    <message>
        <source>Chapter %1</source>
        <translation>第 %1 章</translation>
    </message>
</context>
<context>
    <name>attnlab::app::HandoutNumberWords</name>
    <message>
        <source>not computed: %1</source>
        <translation>未计算：%1</translation>
    </message>
    <message>
        <source>%1 (answers within %2 are right)</source>
        <translation>%1（与之相差不超过 %2 的答案都算对）</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1。%2</translation>
    </message>
    <message>
        <source>%1. %2 (%3)</source>
        <translation>%1. %2（%3）</translation>
    </message>
    <message>
        <source>%1 (none of the choices)</source>
        <translation>%1（不在选项中）</translation>
    </message>
</context>
<context>
    <name>attnlab::app::HandoutWords</name>
    <message>
        <source>Chapter %1</source>
        <translation>第 %1 章</translation>
    </message>
    <message>
        <source>Left: the exact softmax weights. Middle: the map of %1 on the same colour scale. Right: their difference (%1 minus exact). N = %2 tokens%3.</source>
        <translation>左：精确 softmax 权重。中：%1 的图，使用相同的颜色刻度。右：两者之差（%1 减去精确值）。N = %2 个 token%3。</translation>
    </message>
    <message>
        <source>, causal</source>
        <translation>，因果</translation>
    </message>
    <message>
        <source>Step %1. %2</source>
        <translation>第 %1 步：%2</translation>
    </message>
    <message>
        <source>This step could not be computed: %1</source>
        <translation>无法计算这一步：%1</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>问题：</translation>
    </message>
    <message>
        <source>Step %1:</source>
        <translation>第 %1 步：</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>Computed by Attention Lab for each step&apos;s state, as the lesson player checks them.</source>
        <translation>由 Attention Lab 针对每一步的状态计算得出，与课程播放器核对答案时所用的值相同。</translation>
    </message>
    <message>
        <source>Attention Lab %1, lesson %2</source>
        <translation>Attention Lab %1，课：%2</translation>
    </message>
</context>
<context>
    <name>attnlab::app::HeadMaps</name>
    <message>
        <source>head %1: %2</source>
        <translation>注意力头 %1：%2</translation>
    </message>
</context>
<context>
    <name>attnlab::app::ImportDialog</name>
    <message>
        <source>Import Q, K, V</source>
        <translation>导入 Q、K、V</translation>
    </message>
    <message>
        <source>Each file is a 2-D NumPy array of float32 or float64 values with one row per token: Q and K are N×d, V is N×dv, and X, the token representations some variants mix, is N×dm. You can also drop the files here; they are placed by their names (q.npy, k.npy, v.npy, x.npy).</source>
        <translation>每个文件是一个 float32 或 float64 的二维 NumPy 数组，每个 token 一行：Q 和 K 为 N×d，V 为 N×dv，X（部分变体所混合的 token 表示）为 N×dm。也可以把文件拖放到这里，程序会按文件名（q.npy、k.npy、v.npy、x.npy）把它们放到对应位置。</translation>
    </message>
    <message>
        <source>&amp;Q (queries):</source>
        <translation>&amp;Q（查询）：</translation>
    </message>
    <message>
        <source>Queries, N×d: row i asks what token i looks for</source>
        <translation>查询，N×d：第 i 行表示 token i 在寻找什么</translation>
    </message>
    <message>
        <source>&amp;K (keys):</source>
        <translation>&amp;K（键）：</translation>
    </message>
    <message>
        <source>Keys, N×d (the same shape as Q): row j is what token j offers</source>
        <translation>键，N×d（与 Q 形状相同）：第 j 行表示 token j 能提供什么</translation>
    </message>
    <message>
        <source>&amp;V (values):</source>
        <translation>&amp;V（值）：</translation>
    </message>
    <message>
        <source>Values, N×dv: row j is what token j passes on when attended</source>
        <translation>值，N×dv：第 j 行表示 token j 被关注时传递出去的内容</translation>
    </message>
    <message>
        <source>&amp;X (optional):</source>
        <translation>&amp;X（可选）：</translation>
    </message>
    <message>
        <source>Token representations, N×dm, for variants that mix tokens directly. Leave empty to use V.</source>
        <translation>token 表示，N×dm，供直接混合 token 的变体使用。留空则使用 V。</translation>
    </message>
    <message>
        <source>Choose &amp;several files…</source>
        <translation>选择多个文件(&amp;S)…</translation>
    </message>
    <message>
        <source>Pick Q, K, V (and X) in one go; each file is placed by its name</source>
        <translation>一次选好 Q、K、V（以及 X）；每个文件按文件名放到对应位置</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>Use these files as the input sequence</source>
        <translation>用这些文件作为输入序列</translation>
    </message>
    <message>
        <source>none: X is V</source>
        <translation>无：X 即 V</translation>
    </message>
    <message>
        <source>path/to/%1.npy</source>
        <translation>路径/%1.npy</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Choose the .npy file for %1</source>
        <translation>选择 %1 的 .npy 文件</translation>
    </message>
    <message>
        <source>Choose the file for %1</source>
        <translation>选择 %1 的文件</translation>
    </message>
    <message>
        <source>NumPy arrays (*.npy)</source>
        <translation>NumPy 数组 (*.npy)</translation>
    </message>
    <message>
        <source>Choose the files for Q, K, V and X</source>
        <translation>选择 Q、K、V 和 X 的文件</translation>
    </message>
    <message>
        <source>Q %1, K %2, V %3</source>
        <translation>Q %1，K %2，V %3</translation>
    </message>
    <message>
        <source>, X %1</source>
        <translation>，X %1</translation>
    </message>
    <message>
        <source>%1: N = %2 tokens.</source>
        <translation>%1：N = %2 个 token。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Choose the .npy files for Q, K and V, or drop them here.</source>
        <translation>请选择 Q、K 和 V 的 .npy 文件，或将它们拖放到这里。</translation>
    </message>
    <message>
        <source>Still needed: %1.</source>
        <translation>还需要：%1。</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1。%2</translation>
    </message>
</context>
<context>
    <name>attnlab::app::InputPanel</name>
    <message>
        <source>Sequence</source>
        <translation>序列</translation>
    </message>
    <message>
        <source>Where Q, K and V come from</source>
        <translation>Q、K 和 V 的来源</translation>
    </message>
    <message>
        <source>This sequence has no parameters.</source>
        <translation>此序列没有参数。</translation>
    </message>
    <message>
        <source>Options for every variant</source>
        <translation>适用于所有变体的选项</translation>
    </message>
    <message>
        <source>Causal (query i reads keys j ≤ i)</source>
        <translation>因果（查询 i 只读取键 j ≤ i）</translation>
    </message>
    <message>
        <source>Mask the future, as a decoder does. Variants that cannot honour it say so.</source>
        <translation>像解码器那样用掩码遮住未来的位置。无法满足此约束的变体会给出说明。</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Off: the usual 1/√d, shown greyed out</source>
        <translation>关闭时使用通常的 1/√d，并以灰色显示</translation>
    </message>
    <message>
        <source>s in softmax(s·QKᵀ): larger makes attention sharper</source>
        <translation>softmax(s·QKᵀ) 中的 s：越大，注意力越集中</translation>
    </message>
    <message>
        <source>Scale s</source>
        <translation>缩放因子 s</translation>
    </message>
    <message>
        <source>Imported: %1</source>
        <translation>已导入：%1</translation>
    </message>
    <message>
        <source>Imported inputs have no generator parameters.</source>
        <translation>导入的输入没有生成器参数。</translation>
    </message>
    <message>
        <source>Your own Q, K, V from %1: N=%2, d=%3, dv=%4%5.</source>
        <translation>来自 %1 的自定义 Q、K、V：N=%2，d=%3，dv=%4%5。</translation>
    </message>
    <message>
        <source>, with X</source>
        <translation>，含 X</translation>
    </message>
    <message>
        <source>The imported files are not loaded.</source>
        <translation>导入的文件尚未加载。</translation>
    </message>
    <message>
        <source>Heads of the model on this text (mean attention to the previous character):</source>
        <translation>模型各注意力头在这段文本上的注意力图（数字是对前一个字符的平均注意力）：</translation>
    </message>
    <message>
        <source>Click to make this head the input.</source>
        <translation>点击，改用这个注意力头作为输入。</translation>
    </message>
    <message>
        <source>Layer %1, head %2</source>
        <translation>第 %1 层，第 %2 个注意力头</translation>
    </message>
    <message>
        <source>Mean attention to the previous character: %1</source>
        <translation>对前一个字符的平均注意力：%1</translation>
    </message>
    <message>
        <source>Every head of the model on this text; click one to make it the input.</source>
        <translation>模型在这段文本上的每个注意力头；点击其中一个，就改用它作为输入。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::KeptKeysDecisions</name>
    <message>
        <source>attention weight</source>
        <translation>注意力权重</translation>
    </message>
    <message>
        <source>Kept keys: %1 of %2, the same for every query</source>
        <translation>保留的键：%2 个中的 %1 个，所有查询相同</translation>
    </message>
    <message>
        <source>The keys with the largest norm were kept.</source>
        <translation>保留的是范数最大的键。</translation>
    </message>
    <message>
        <source>A random subset of the keys was kept.</source>
        <translation>随机保留了一部分键。</translation>
    </message>
    <message>
        <source>Every query reads them and its own key; all other keys are dropped. Their columns are outlined in orange in the map.</source>
        <translation>每个查询读取这些键和它自己的键，其余的键全部丢弃。这些键所在的列在图中用橙色框出。</translation>
    </message>
    <message>
        <source>Under causal masking each query keeps the best keys before it, so the list is the memory after the last token.</source>
        <translation>在因果掩码下，每个查询只保留它之前最好的键，因此这份列表是处理完最后一个 token 之后的记忆。</translation>
    </message>
    <message>
        <source>variant M (select_kv), kept keys outlined</source>
        <translation>变体 M（select_kv），已框出保留的键</translation>
    </message>
    <message>
        <source>No map to show for this input.</source>
        <translation>此输入没有可显示的图。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
</context>
<context>
    <name>attnlab::app::LessonDock</name>
    <message>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>The lesson %1 could not be opened:</source>
        <translation>无法打开课程文件 %1：</translation>
    </message>
    <message>
        <source>no lesson &apos;%1&apos;: no lessons are installed</source>
        <translation>没有名为“%1”的课：未安装任何课</translation>
    </message>
    <message>
        <source>no lesson &apos;%1&apos; (the lessons: %2)</source>
        <translation>没有名为“%1”的课（现有的课：%2）</translation>
    </message>
    <message>
        <source>lesson &apos;%1&apos; has no step %2 (its steps are 1 to %3)</source>
        <translation>课“%1”没有第 %2 步（它的步骤为 1 到 %3）</translation>
    </message>
    <message>
        <source>This step cannot be shown: %1</source>
        <translation>无法显示这一步：%1</translation>
    </message>
    <message>
        <source>These lesson files could not be read; the other lessons are in the course:</source>
        <translation>以下课程文件无法读取；其他课已列入课程：</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 / %2 步</translation>
    </message>
    <message>
        <source>Next lesson ›</source>
        <translation>下一课 ›</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>下一步 ›</translation>
    </message>
    <message>
        <source>The course&apos;s next lesson</source>
        <translation>课程中的下一课</translation>
    </message>
    <message>
        <source>The next step (PageDown or Space)</source>
        <translation>下一步（PageDown 或 Space）</translation>
    </message>
    <message>
        <source>Problems… (%1)</source>
        <translation>错误…（%1）</translation>
    </message>
    <message>
        <source>The course: lessons that step through the formulas, each step setting up the lab</source>
        <translation>课程：逐步讲解公式的课，每一步都会设置好实验环境</translation>
    </message>
    <message>
        <source>Choose a lesson. Each step sets up the lab and explains what it shows; PageDown or Space goes on, PageUp back.</source>
        <translation>选择一课。每一步都会设置好实验环境，并解释它显示的内容；按 PageDown 或 Space 前进，按 PageUp 后退。</translation>
    </message>
    <message>
        <source>Lesson files that could not be read, and why</source>
        <translation>无法读取的课程文件及原因</translation>
    </message>
    <message>
        <source>‹ Course</source>
        <translation>‹ 课程</translation>
    </message>
    <message>
        <source>Back to the list of lessons (the lab keeps its state)</source>
        <translation>返回课程列表（实验环境保持当前状态）</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Show or hide the list of the lesson&apos;s steps</source>
        <translation>显示或隐藏本课的步骤列表</translation>
    </message>
    <message>
        <source>‹ Previous</source>
        <translation>‹ 上一步</translation>
    </message>
    <message>
        <source>The previous step (PageUp)</source>
        <translation>上一步（PageUp）</translation>
    </message>
    <message>
        <source>Back to this step</source>
        <translation>还原本步</translation>
    </message>
    <message>
        <source>Put back the lab as this step set it up (Ctrl+Backspace)</source>
        <translation>把实验环境恢复为这一步设置的状态（Ctrl+Backspace）</translation>
    </message>
</context>
<context>
    <name>attnlab::app::LessonFaultsDialog</name>
    <message>
        <source>Lesson problems</source>
        <translation>课程文件错误</translation>
    </message>
</context>
<context>
    <name>attnlab::app::LessonPlace</name>
    <message>
        <source>Builds on: %1</source>
        <translation>先修：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Seed: %1</source>
        <translation>教材章节：%1</translation>
    </message>
</context>
<context>
    <name>attnlab::app::LraPanel</name>
    <message>
        <source>here: CPU forward time of full over the variant&apos;s (N = %1, d = %2)</source>
        <translation>本机：full 与该变体的 CPU 前向传播时间之比（N = %1，d = %2）</translation>
    </message>
    <message>
        <source>here: not measured at N = %1 yet (press Measure)</source>
        <translation>本机：尚未在 N = %1 时测量（请按“测量”）</translation>
    </message>
    <message>
        <source>Measuring full and %1 variants at N = %2 ...</source>
        <translation>正在 N = %2 时测量 full 和 %1 个变体……</translation>
    </message>
    <message>
        <source>Cancelling ...</source>
        <translation>正在取消……</translation>
    </message>
    <message>
        <source>Measurement failed: %1</source>
        <translation>测量失败：%1</translation>
    </message>
    <message>
        <source>here: full was not timed (%1)</source>
        <translation>本机：full 未计时（%1）</translation>
    </message>
    <message>
        <source>here: %1</source>
        <translation>本机：%1</translation>
    </message>
    <message>
        <source>Measured at N = %1, d = %2, dv = %3: full took %4 s a forward pass (median of %5 runs after a warm-up).</source>
        <translation>测量条件为 N = %1，d = %2，dv = %3：full 一次前向传播用时 %4 s（预热后 %5 次运行的中位数）。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::LraResults</name>
    <message>
        <source>Tay et al., Long Range Arena: A Benchmark for Efficient Transformers, ICLR 2021 (Table 1: accuracy; Table 2: speed and memory, byte-level text, batch 32, 4x4 TPU v3).</source>
        <translation>Tay 等，Long Range Arena: A Benchmark for Efficient Transformers，ICLR 2021（表 1：准确率；表 2：速度和内存，字节级文本，批大小 32，4x4 TPU v3）。</translation>
    </message>
    <message>
        <source>Theirs are training steps per second on TPUs (forward and backward passes of whole models, with the implementations and tuning of 2020); ours are single forward passes of one attention layer on this machine&apos;s CPU. Compare the ordering and the trend with N, not the numbers.</source>
        <translation>论文中的数据是在 TPU 上每秒完成的训练步数（整个模型的前向和反向传播，采用 2020 年的实现和调优）；这里测的是本机 CPU 上单个注意力层的一次前向传播。请比较排序和随 N 变化的趋势，而不是具体数值。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::MainWindow</name>
    <message>
        <source>The tokens of the sequence: click one to inspect its row</source>
        <translation>序列中的 token：点击一个即可查看它所在的行</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>变体</translation>
    </message>
    <message>
        <source>Method details</source>
        <translation>方法详情</translation>
    </message>
    <message>
        <source>What the method did for the chosen query</source>
        <translation>该方法对所选查询做了什么</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>决策</translation>
    </message>
    <message>
        <source>What a data-driven method decided</source>
        <translation>数据驱动的方法做出了哪些决策</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>The chosen query&apos;s weights over the keys, exact against the variant</source>
        <translation>所选查询对各个键的权重：精确注意力与变体对照</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>注意力模式</translation>
    </message>
    <message>
        <source>Which pairs the variant scores, and how far information travels over stacked layers</source>
        <translation>变体为哪些查询-键对计算分数，以及信息经过多层堆叠能传播多远</translation>
    </message>
    <message>
        <source>Spectrum</source>
        <translation>奇异值谱</translation>
    </message>
    <message>
        <source>Singular values and energy of the exact map and of the variant&apos;s</source>
        <translation>精确注意力图与变体的图的奇异值和能量</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>Per-row error and cosine of the variant&apos;s output against the exact one</source>
        <translation>变体的输出与精确输出相比，每一行的误差和余弦相似度</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Multiply-adds, memory and measured time against N for every variant</source>
        <translation>所有变体的乘加次数、内存和实测时间随 N 的变化</translation>
    </message>
    <message>
        <source>Gallery</source>
        <translation>图库</translation>
    </message>
    <message>
        <source>Every variant on this input, side by side; click one to choose it</source>
        <translation>此输入上的所有变体并排显示；点击一个即可选中它</translation>
    </message>
    <message>
        <source>Long Range Arena</source>
        <translation>Long Range Arena</translation>
    </message>
    <message>
        <source>Published accuracy and speed (Tay et al., ICLR 2021) beside the speed-ups measured here</source>
        <translation>已发表的准确率和速度（Tay 等，ICLR 2021）与本机实测的加速比对照</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Import Q, K, V…</source>
        <translation>导入 Q、K、V(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation>重置布局(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Attention Lab</source>
        <translation>关于 Attention Lab(&amp;A)</translation>
    </message>
    <message>
        <source>About Attention Lab</source>
        <translation>关于 Attention Lab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;Exact and efficient self-attention, side by side: pick a sequence and a variant, and compare its attention map with the exact softmax result.&lt;/p&gt;&lt;p&gt;The same engine runs headless: &lt;code&gt;attnlab --help&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;精确自注意力与高效自注意力并排对照：选择一个序列和一个变体，把它的注意力图与精确 softmax 的结果进行比较。&lt;/p&gt;&lt;p&gt;同一个引擎也可以在没有图形界面的情况下运行：&lt;code&gt;attnlab --help&lt;/code&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>weight (shared scale)</source>
        <translation>权重（共用刻度）</translation>
    </message>
    <message>
        <source>mixing weight (rows need not sum to 1)</source>
        <translation>混合权重（各行之和不必为 1）</translation>
    </message>
    <message>
        <source>Maps are drawn up to N = %1; the metrics below are for N = %2.</source>
        <translation>只在 N 不超过 %1 时绘制图；下方的指标对应 N = %2。</translation>
    </message>
    <message>
        <source>No mixing map for this variant</source>
        <translation>此变体没有混合图</translation>
    </message>
    <message>
        <source>The last setup could not be restored in full: %1</source>
        <translation>上次的设置未能完全恢复：%1</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>A small example with the numbers in: every term of the formula as a matrix</source>
        <translation>带具体数值的小例子：公式的每一项都以矩阵显示</translation>
    </message>
    <message>
        <source>The lesson cannot be opened: %1</source>
        <translation>无法打开课程：%1</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>打开课程文件</translation>
    </message>
    <message>
        <source>Lessons (*.lesson)</source>
        <translation>课程文件 (*.lesson)</translation>
    </message>
    <message>
        <source>Open &amp;lesson…</source>
        <translation>打开课程文件(&amp;L)…</translation>
    </message>
    <message>
        <source>Read a lesson file (.lesson) into the course and open it</source>
        <translation>读取课程文件（.lesson），加入课程并打开</translation>
    </message>
    <message numerus="yes">
        <source>%n lesson file(s) could not be read: the Lesson dock&apos;s Problems… button says why</source>
        <translation>
            <numerusform>%n 个课程文件无法读取：“课程”停靠面板的“错误…”按钮会说明原因</numerusform>
        </translation>
    </message>
    <message>
        <source>Load your own queries, keys and values (.npy files, Ctrl+I); you can also drop them on the window</source>
        <translation>加载你自己的查询、键和值（.npy 文件，Ctrl+I）；也可以直接把文件拖放到窗口上</translation>
    </message>
    <message>
        <source>&amp;Export figure…</source>
        <translation>导出图(&amp;E)…</translation>
    </message>
    <message>
        <source>Write a map, the difference, the pattern, the spectrum, the cost, the heads or the whole sheet as PNG, SVG or PDF, with a preview (Ctrl+E)</source>
        <translation>将注意力图、差值、注意力模式、奇异值谱、成本、各注意力头或整张并排总览保存为 PNG、SVG 或 PDF，并可预览（Ctrl+E）</translation>
    </message>
</context>
<context>
    <name>attnlab::app::MeasuredQuantityWords</name>
    <message>
        <source>nothing was computed for this step</source>
        <translation>这一步没有任何计算结果</translation>
    </message>
    <message>
        <source>a measurement needs at least one timed run</source>
        <translation>测量至少需要一次计时运行</translation>
    </message>
    <message>
        <source>the step&apos;s computation could not be timed: %1</source>
        <translation>无法测量这一步计算的时间：%1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a measured quantity</source>
        <translation>“%1”不是测量得到的量</translation>
    </message>
    <message>
        <source>the step has not been timed</source>
        <translation>这一步尚未测量时间</translation>
    </message>
    <message>
        <source>the run was too quick for this machine&apos;s clock to time (%1)</source>
        <translation>运行太快，本机的时钟测不出来（%1）</translation>
    </message>
</context>
<context>
    <name>attnlab::app::MethodDetailPanel</name>
    <message>
        <source>Row %1 of this map: sum %2, entries from %3 to %4, %5 of %6 negative.</source>
        <translation>此图的第 %1 行：和为 %2，元素范围为 %3 到 %4，%6 个元素中有 %5 个为负。</translation>
    </message>
    <message>
        <source>A cache of the last %1 states: the query reads them as they are and forgets everything older.</source>
        <translation>缓存最近的 %1 个状态：查询按原样读取它们，更早的一切都被遗忘。</translation>
    </message>
    <message>
        <source>The sequence is cut into chunks of %1. The query reads its own chunk up to itself and the %2 before it: the cached states of earlier segments.</source>
        <translation>序列被切成每块 %1 个位置的分块。查询读取自己所在分块中直到自身为止的部分，以及它之前的 %2：即先前片段的缓存状态。</translation>
    </message>
    <message>
        <source>chunk</source>
        <translation>个分块</translation>
    </message>
    <message>
        <source>chunks</source>
        <translation>个分块</translation>
    </message>
    <message>
        <source>A cache of the last %1 states plus one pooled slot: the mean key and value of everything older, scored as a single key.</source>
        <translation>缓存最近的 %1 个状态，外加一个池化槽位：更早所有位置的平均键和平均值，作为单个键计算分数。</translation>
    </message>
    <message>
        <source>Chunks of %1; each earlier chunk is pooled into one slot (its mean key and value). The query reads its own chunk as it is plus the %2 right before it.</source>
        <translation>每个分块 %1 个位置；之前的每个分块被池化为一个槽位（该分块的平均键和平均值）。查询按原样读取自己所在的分块，外加紧挨在它之前的 %2。</translation>
    </message>
    <message>
        <source>slot</source>
        <translation>个槽位</translation>
    </message>
    <message>
        <source>slots</source>
        <translation>个槽位</translation>
    </message>
    <message>
        <source>A cache of the last %1 states plus the %2 older keys of largest norm, kept in a priority queue as they leave the cache.</source>
        <translation>缓存最近的 %1 个状态，外加 %2 个范数最大的较早的键：这些键离开缓存时被放入一个优先队列中保留。</translation>
    </message>
    <message>
        <source>%1 makes its weights without comparing queries with keys. A softmax still makes each row of its map sum to 1, but which keys a row favours has nothing to do with q·k, so do not read it as attention to similar tokens.</source>
        <translation>%1 生成权重时不比较查询和键。softmax 仍使它的图每行之和为 1，但一行偏重哪些键与 q·k 无关，所以不要把它理解为对相似 token 的注意力。</translation>
    </message>
    <message>
        <source>Query i:</source>
        <translation>查询 i：</translation>
    </message>
    <message>
        <source>The query (row i) whose details are shown. Clicking a row in a map picks it too.</source>
        <translation>要显示详情的查询（第 i 行）。在图中点击一行也可以选择它。</translation>
    </message>
    <message>
        <source>Redraw features</source>
        <translation>重新抽取特征</translation>
    </message>
    <message>
        <source>Draw new random projections (the next seed) and recompute: the points move, their spread around the diagonal stays about the same for the same number of features.</source>
        <translation>抽取新的随机投影（使用下一个随机种子）并重新计算：各点会移动，但特征数不变时，它们在对角线周围的分散程度大致相同。</translation>
    </message>
    <message>
        <source>exact softmax weight</source>
        <translation>精确 softmax 权重</translation>
    </message>
    <message>
        <source>linear attention weight</source>
        <translation>线性注意力权重</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>精确</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>线性</translation>
    </message>
    <message>
        <source>Run a computation to see what the method decided for one query.</source>
        <translation>运行一次计算，即可看到该方法对某个查询做了什么决策。</translation>
    </message>
    <message>
        <source>query %1 (%2)</source>
        <translation>查询 %1（%2）</translation>
    </message>
    <message>
        <source>query %1</source>
        <translation>查询 %1</translation>
    </message>
    <message>
        <source>Nothing extra to show for this variant: its map in the comparison is the whole story.</source>
        <translation>此变体没有额外内容可显示：对比视图中它的图已说明了一切。</translation>
    </message>
    <message>
        <source>Performer never forms exp(s q·k). It maps queries and keys to m random features φ whose inner product estimates the kernel without bias. Each point is one key j for the chosen query; on the dashed diagonal the estimate is exact. More features shrink the spread (about as 1/√m).</source>
        <translation>Performer 从不计算 exp(s q·k)。它把查询和键映射为 m 个随机特征 φ，其内积是核的无偏估计。每个点对应所选查询的一个键 j；点落在虚线对角线上时，估计是精确的。特征越多，分散程度越小（大约按 1/√m 减小）。</translation>
    </message>
    <message>
        <source>%1 %2 features%3, seed %4</source>
        <translation>%1 个 %2 特征%3，随机种子 %4</translation>
    </message>
    <message>
        <source>, orthogonal</source>
        <translation>，正交</translation>
    </message>
    <message>
        <source>The features are kept only when the map is computed (N up to %1).</source>
        <translation>只有在计算图时（N 不超过 %1）才保留特征。</translation>
    </message>
    <message>
        <source>Linear attention replaces exp(s q·k) by φ(q)·φ(k) with a fixed feature map (here %1), so its weights φ(q)·φ(k_j) / Σ φ(q)·φ(k) come from another kernel, not from a noisy estimate of the softmax: there is nothing to redraw. Each point is one key j for the chosen query.</source>
        <translation>线性注意力用固定的特征映射（此处为 %1）把 exp(s q·k) 换成 φ(q)·φ(k)，因此它的权重 φ(q)·φ(k_j) / Σ φ(q)·φ(k) 来自另一个核，而不是对 softmax 的含噪估计：没有什么需要重新抽取。每个点对应所选查询的一个键 j。</translation>
    </message>
    <message>
        <source>The weights are shown only when the maps are computed (N up to %1).</source>
        <translation>只有在计算图时（N 不超过 %1）才显示权重。</translation>
    </message>
    <message>
        <source>The reads cannot be shown: %1</source>
        <translation>无法显示读取情况：%1</translation>
    </message>
    <message>
        <source>&lt;div&gt;… and %1 more&lt;/div&gt;</source>
        <translation>&lt;div&gt;……另有 %1 项&lt;/div&gt;</translation>
    </message>
    <message>
        <source>%1 gates half of each token&apos;s channels (U) with a mix of the other half (Z) across positions: O = U ⊙ (W Z + 1) = U + U ⊙ (W Z). Its map M = W + I only displays that mixing: row i holds the gate&apos;s weights on the positions (row i of W) and a 1 on the diagonal for the path that lets token i&apos;s U through. No matrix gives O = M V here. Rows need not sum to 1 and entries may be negative, so the difference from exact attention measures another kind of operator, not an approximation error.</source>
        <translation>%1 把每个 token 的通道分成两半，用另一半（Z）跨位置混合的结果对其中一半（U）进行门控：O = U ⊙ (W Z + 1) = U + U ⊙ (W Z)。它的混合图 M = W + I 只展示这种混合：第 i 行是门控在各位置上的权重（W 的第 i 行），对角线上的 1 则对应让 token i 的 U 直接通过的路径。这里没有任何矩阵能使 O = M V。各行之和不必为 1，元素也可以为负，因此与精确注意力的差值衡量的是另一类算子，而不是近似误差。</translation>
    </message>
    <message>
        <source>%1 mixes tokens with a fixed or learned operator, not with q·k scores. Its map M displays how that operator mixes positions; the output is not simply M V. Rows need not sum to 1 and entries may be negative, so the difference from exact attention measures another kind of operator, not an approximation error.</source>
        <translation>%1 用固定的或学习得到的算子混合 token，而不是用 q·k 分数。它的混合图 M 展示该算子如何混合各个位置；输出并不简单地等于 M V。各行之和不必为 1，元素也可以为负，因此与精确注意力的差值衡量的是另一类算子，而不是近似误差。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::NumbersPanel</name>
    <message>
        <source>Exact</source>
        <translation>精确注意力</translation>
    </message>
    <message>
        <source>The terms of exact softmax attention on this input</source>
        <translation>此输入上精确 softmax 注意力的各项</translation>
    </message>
    <message>
        <source>The terms of the chosen variant&apos;s formula on this input</source>
        <translation>此输入上所选变体公式的各项</translation>
    </message>
    <message>
        <source>The formula whose terms the tables show; the current term is in colour</source>
        <translation>表格所示各项所属的公式；当前项以彩色显示</translation>
    </message>
    <message>
        <source>The sum that makes the number you clicked, with the numbers in (indices from 0)</source>
        <translation>你点击的数是怎样求和得到的，代入了具体数值（下标从 0 开始）</translation>
    </message>
    <message>
        <source>Run a variant on a small input (at most %1 tokens, d ≤ %2) to see the numbers of every term of its formula.</source>
        <translation>在小输入（最多 %1 个 token，d ≤ %2）上运行一个变体，即可看到其公式每一项的数值。</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>The Numbers panel shows inputs of at most %1 tokens and %2 dimensions: this one has N = %3, d = %4.</source>
        <translation>“数值”面板只显示最多 %1 个 token、%2 维的输入：当前输入为 N = %3，d = %4。</translation>
    </message>
    <message>
        <source>Show a small example (%1 tokens, d = %2)</source>
        <translation>显示一个小例子（%1 个 token，d = %2）</translation>
    </message>
    <message>
        <source>%1 · %2 tokens, d = %3</source>
        <translation>%1 · %2 个 token，d = %3</translation>
    </message>
    <message>
        <source>Click a weight (or any worked number) to see the sum that makes it.</source>
        <translation>点击一个权重（或任何算出的数），即可看到它是怎样求和得到的。</translation>
    </message>
    <message>
        <source>%1 [%2, %3] = &lt;b&gt;%4&lt;/b&gt;: a number of the input.</source>
        <translation>%1 [%2, %3] = &lt;b&gt;%4&lt;/b&gt;：输入中的一个数。</translation>
    </message>
    <message>
        <source>%1 [%2, %3] = &lt;b&gt;%4&lt;/b&gt;, as the engine returned it.</source>
        <translation>%1 [%2, %3] = &lt;b&gt;%4&lt;/b&gt;，即引擎返回的值。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::OutputPanel</name>
    <message>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>Run a variant to compare its output with the exact one, row by row.</source>
        <translation>运行一个变体，即可逐行比较它的输出与精确输出。</translation>
    </message>
    <message>
        <source>Output of %1 against exact, per row</source>
        <translation>%1 与精确输出的逐行对照</translation>
    </message>
    <message>
        <source>%1 mixes the token representations X and returns an O as wide as X (%2 columns), not as wide as V (%3): there is no exact output to compare it with. Its map M is compared in the Query inspector.</source>
        <translation>%1 混合的是 token 表示 X，返回的 O 与 X 同宽（%2 列），而不是与 V 同宽（%3 列）：没有可与之比较的精确输出。它的图 M 在“查询查看器”中比较。</translation>
    </message>
    <message>
        <source>Each row&apos;s output o_i = Σ_j M_ij v_j against the exact o*_i: a large error with a cosine near 1 is a row scaled wrong; a low cosine, a row that mixed other values. Click a row to inspect that query.</source>
        <translation>每一行的输出 o_i = Σ_j M_ij v_j 与精确的 o*_i 对照：误差大而余弦接近 1，说明该行的缩放不对；余弦低，说明该行混合了别的值。点击一行即可查看该查询。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::PatternPanel</name>
    <message>
        <source>Which keys each query reads is fixed by a rule on positions, before any score is computed.</source>
        <translation>每个查询读取哪些键，在计算任何分数之前就由基于位置的规则确定了。</translation>
    </message>
    <message>
        <source>Which keys each query reads was decided from the data (buckets or clusters of the queries and keys): another input gives another pattern.</source>
        <translation>每个查询读取哪些键是根据数据决定的（查询和键所在的桶或簇）：换一个输入，就会得到另一种模式。</translation>
    </message>
    <message>
        <source>Memory over a stream: a query reads only positions up to itself. A pooled slot is one score that stands for every position it pools; the map shows those positions.</source>
        <translation>流式记忆：查询只读取直到自身为止的位置。一个池化槽位只有一个分数，代表它所池化的所有位置；图中显示的是这些位置。</translation>
    </message>
    <message>
        <source>Every query mixes every key (all pairs): this method skips no pair, it computes the mixture more cheaply (feature maps, representative keys, or a mixing made without scores), so its error comes from approximating the weights, not from a sparse pattern.</source>
        <translation>每个查询都混合所有的键（所有查询-键对）：此方法不跳过任何一对，而是以更低的成本计算混合结果（特征映射、代表性的键，或不经分数的混合），所以它的误差来自对权重的近似，而不是来自稀疏的模式。</translation>
    </message>
    <message>
        <source>The pairs this method evaluated; the rest of each row is approximated, not read.</source>
        <translation>此方法计算过的查询-键对；每行其余的部分是近似得到的，并未读取。</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>注意力模式</translation>
    </message>
    <message>
        <source>Pattern of %1 (%2)</source>
        <translation>%1（%2）的注意力模式</translation>
    </message>
    <message>
        <source>pairs evaluated by %1</source>
        <translation>%1 计算的查询-键对</translation>
    </message>
    <message>
        <source>This variant reports no pattern.</source>
        <translation>此变体没有报告注意力模式。</translation>
    </message>
    <message>
        <source>Following the query through the layers…</source>
        <translation>正在逐层追踪该查询……</translation>
    </message>
    <message>
        <source>No receptive field to show.</source>
        <translation>没有可显示的感受野。</translation>
    </message>
    <message>
        <source>Which keys each query reads was chosen from the exact scores (the largest, or those above a threshold): an oracle that first pays for every score, to show the best a pattern of this size could do.</source>
        <translation>每个查询读取哪些键，是从精确分数中挑出来的（最大的几个，或高于阈值的）：这是一个 oracle（理想方法），先付出计算全部分数的代价，用来展示同样大小的注意力模式最多能做到什么程度。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::PresentationMode</name>
    <message>
        <source>&amp;Presentation</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Full screen with only the lesson and the maps, large text and projector colours (Esc leaves)</source>
        <translation>全屏只显示课程和注意力图，文字放大，使用适合投影仪的颜色（按 Esc 退出）</translation>
    </message>
</context>
<context>
    <name>attnlab::app::ProductKeyDecisions</name>
    <message>
        <source>Product keys: each slice&apos;s best keys</source>
        <translation>乘积键：每个切片中最好的键</translation>
    </message>
    <message>
        <source>Key index (token) ranked by the slice score q_i^s · k_j^s, best first.</source>
        <translation>按切片分数 q_i^s · k_j^s 排序的键索引（token），最好的排在前面。</translation>
    </message>
    <message>
        <source>Query %1</source>
        <translation>查询 %1</translation>
    </message>
    <message>
        <source>slice %1</source>
        <translation>切片 %1</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source>q, k and v are cut into %1 slices. In each slice the query picks its %2 best keys by the slice&apos;s score; a composite key takes one pick per slice, so the query attends over up to %2&lt;sup&gt;%1&lt;/sup&gt; composites.</source>
        <translation>q、k 和 v 被切成 %1 个切片。在每个切片中，查询按该切片的分数选出最好的 %2 个键；组合键从每个切片中各取一个选中的键，因此查询最多关注 %2&lt;sup&gt;%1&lt;/sup&gt; 个组合键。</translation>
    </message>
    <message>
        <source>Of those, only the %1 of highest score take part in the softmax (keep), as in the paper.</source>
        <translation>其中只有分数最高的 %1 个参与 softmax（keep），与论文一致。</translation>
    </message>
    <message>
        <source>Click a row in a map to choose the query.</source>
        <translation>在图中点击一行即可选择查询。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::ProjectionDecisions</name>
    <message>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>key j</source>
        <translation>键 j</translation>
    </message>
    <message>
        <source>slot</source>
        <translation>槽位</translation>
    </message>
    <message>
        <source>query i</source>
        <translation>查询 i</translation>
    </message>
    <message>
        <source>Pooling windows: keys and values averaged into %1 slots</source>
        <translation>池化窗口：键和值被平均为 %1 个槽位</translation>
    </message>
    <message>
        <source>Projection: keys and values mixed into k = %1 slots</source>
        <translation>投影：键和值被混合为 k = %1 个槽位</translation>
    </message>
    <message>
        <source>Row r of P averages the keys (and values) of window r.</source>
        <translation>P 的第 r 行对窗口 r 中的键（和值）求平均。</translation>
    </message>
    <message>
        <source>Row r of E says how much of each key (and value) goes into slot r; E is fixed, not learned from this input.</source>
        <translation>E 的第 r 行表示每个键（和值）有多少进入槽位 r；E 是固定的，并非从此输入学习得到。</translation>
    </message>
    <message>
        <source>Every query attends over the %1 slots instead of the %2 keys (column i of the map below is query i&apos;s row of the N × %1 attention A), so the variant&apos;s map is M = A %3.</source>
        <translation>每个查询关注的是 %1 个槽位，而不是 %2 个键（下图的第 i 列就是 N × %1 注意力矩阵 A 中查询 i 的那一行），因此变体的图为 M = A %3。</translation>
    </message>
    <message>
        <source>%1 (%2 slots × %3 keys)</source>
        <translation>%1（%2 个槽位 × %3 个键）</translation>
    </message>
    <message>
        <source>Aᵀ: each query&apos;s weights over the %1 slots</source>
        <translation>Aᵀ：每个查询对 %1 个槽位的权重</translation>
    </message>
</context>
<context>
    <name>attnlab::app::QkvImporter</name>
    <message>
        <source>Cannot import</source>
        <translation>无法导入</translation>
    </message>
</context>
<context>
    <name>attnlab::app::QuantityWords</name>
    <message>
        <source>the lab cannot compute &apos;%1&apos;</source>
        <translation>Attention Lab 无法计算“%1”</translation>
    </message>
    <message>
        <source>the engine has no finite %1 for this step</source>
        <translation>这一步中引擎没有得到有限的 %1</translation>
    </message>
    <message>
        <source>%1 mixes the token representations X, so its output O cannot be compared with the exact output: there is no %2</source>
        <translation>%1 混合的是 token 表示 X，因此它的输出 O 无法与精确输出比较：没有 %2</translation>
    </message>
    <message>
        <source>the rows of %1&apos;s map are not distributions, so there is no KL divergence from the exact rows</source>
        <translation>%1 的图的各行不是概率分布，因此没有与精确各行之间的 KL 散度</translation>
    </message>
    <message>
        <source>%1 needs the N x N map, and maps are built up to N = %2: this input has N = %3</source>
        <translation>%1 需要 N x N 的图，而图只构建到 N = %2：此输入的 N = %3</translation>
    </message>
    <message>
        <source>%1 returns no N x N mixing map M, so there is no %2</source>
        <translation>%1 不返回 N x N 的混合图 M，因此没有 %2</translation>
    </message>
    <message>
        <source>the exact map was not built for this step, so there is no %1</source>
        <translation>这一步没有构建精确注意力图，因此没有 %1</translation>
    </message>
    <message>
        <source>the exact result was not computed for this step</source>
        <translation>这一步没有计算精确结果</translation>
    </message>
    <message>
        <source>%1 %2 is past the input&apos;s %3 tokens (positions 0 to %4)</source>
        <translation>%1 %2 超出了输入的 %3 个 token（位置 0 到 %4）</translation>
    </message>
    <message>
        <source>query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>the input has no tokens</source>
        <translation>输入中没有 token</translation>
    </message>
    <message>
        <source>%1 reports no pattern of evaluated pairs, so there is no %2</source>
        <translation>%1 没有报告所计算的查询-键对的注意力模式，因此没有 %2</translation>
    </message>
    <message>
        <source>the row of %1 holds no finite weight</source>
        <translation>%1 所在的行没有有限的权重</translation>
    </message>
    <message>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>spectra are computed up to N = %1 (an O(N^3) decomposition): this input has N = %2</source>
        <translation>奇异值谱只计算到 N = %1（需要 O(N^3) 的分解）：此输入的 N = %2</translation>
    </message>
    <message>
        <source>the parameters of %1 bound no rank on this input</source>
        <translation>在此输入上，%1 的参数没有限定秩的上界</translation>
    </message>
    <message>
        <source>unknown quantity &apos;%1&apos;</source>
        <translation>未知的量“%1”</translation>
    </message>
    <message>
        <source>nothing was computed for this step</source>
        <translation>这一步没有计算任何结果</translation>
    </message>
    <message>
        <source>%1 could not be computed: %2</source>
        <translation>无法计算 %1：%2</translation>
    </message>
    <message>
        <source>%1 needs at least 2 tokens: this input has %2</source>
        <translation>%1 至少需要 2 个 token：这个输入只有 %2 个</translation>
    </message>
</context>
<context>
    <name>attnlab::app::QueryInspectorPanel</name>
    <message>
        <source>The query (row i) whose weights are shown. A click on a row of any map or on a token picks it too.</source>
        <translation>要显示权重的查询（第 i 行）。在任一幅图中点击一行或点击一个 token，也可以选择它。</translation>
    </message>
    <message>
        <source>Query i:</source>
        <translation>查询 i：</translation>
    </message>
    <message>
        <source>Query inspector</source>
        <translation>查询查看器</translation>
    </message>
    <message>
        <source>Run a variant, then pick a query (a row of a map, or a token) to see the weights it gives each key, exact and approximated.</source>
        <translation>运行一个变体，然后选择一个查询（图中的一行或一个 token），即可看到它给每个键的权重，包括精确值和近似值。</translation>
    </message>
    <message>
        <source>Query inspector: %1 against exact</source>
        <translation>查询查看器：%1 与精确注意力对照</translation>
    </message>
    <message>
        <source>Maps are built up to N = %1 and this input has N = %2: the weights of one query are not kept. The row&apos;s output error above still holds.</source>
        <translation>只在 N 不超过 %1 时生成图，而此输入的 N = %2：不保留单个查询的权重。上方该行的输出误差仍然有效。</translation>
    </message>
    <message>
        <source>%1 returned no map to compare with the exact weights.</source>
        <translation>%1 没有返回可与精确权重比较的图。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::QueryName</name>
    <message>
        <source>query %1</source>
        <translation>查询 %1</translation>
    </message>
    <message>
        <source>query %1 (%2)</source>
        <translation>查询 %1（%2）</translation>
    </message>
</context>
<context>
    <name>attnlab::app::QuestionQuantity</name>
    <message>
        <source>scores the variant computed / N^2 (the Output dock&apos;s density)</source>
        <translation>变体计算的分数个数 / N^2（“输出”停靠面板中的密度）</translation>
    </message>
    <message>
        <source>||O - O*||_F / ||O*||_F, the variant&apos;s output against the exact one</source>
        <translation>||O - O*||_F / ||O*||_F，变体的输出与精确输出的差距</translation>
    </message>
    <message>
        <source>||M - A||_F / ||A||_F, the variant&apos;s map against the exact one</source>
        <translation>||M - A||_F / ||A||_F，变体的图与精确注意力图的差距</translation>
    </message>
    <message>
        <source>max |O - O*| over every entry</source>
        <translation>所有元素上的 max |O - O*|</translation>
    </message>
    <message>
        <source>mean over the rows of KL(A_i || M_i)</source>
        <translation>各行 KL(A_i || M_i) 的平均值</translation>
    </message>
    <message>
        <source>mean over the rows of cos(O*_i, O_i)</source>
        <translation>各行 cos(O*_i, O_i) 的平均值</translation>
    </message>
    <message>
        <source>multiply-adds counted by the path that ran</source>
        <translation>实际运行的计算路径统计的乘加次数</translation>
    </message>
    <message>
        <source>peak working bytes counted by the path that ran</source>
        <translation>实际运行的计算路径统计的峰值工作字节数</translation>
    </message>
    <message>
        <source>N, the number of tokens of the step&apos;s input</source>
        <translation>N，即这一步输入中的 token 数</translation>
    </message>
    <message>
        <source>keys the query&apos;s row of the pattern evaluates</source>
        <translation>注意力模式中该查询所在行计算的键数</translation>
    </message>
    <message>
        <source>keys the query depends on after L stacked layers of the step&apos;s pattern</source>
        <translation>这一步的注意力模式堆叠 L 层后，该查询依赖的键数</translation>
    </message>
    <message>
        <source>last - first + 1 of the keys reached after L layers (holes included)</source>
        <translation>L 层后到达的键的跨度：最后一个 - 第一个 + 1（空缺也计入）</translation>
    </message>
    <message>
        <source>the key j with the largest weight in the query&apos;s row</source>
        <translation>该查询所在行中权重最大的键 j</translation>
    </message>
    <message>
        <source>the weight of key j in query i&apos;s row</source>
        <translation>查询 i 所在行中键 j 的权重</translation>
    </message>
    <message>
        <source>the smallest rank keeping 90% of the map&apos;s energy (the Spectrum dock&apos;s rank)</source>
        <translation>保留图 90% 能量的最小秩（“奇异值谱”停靠面板中的秩）</translation>
    </message>
    <message>
        <source>the rank the variant&apos;s parameters bound (k of linformer, r of svd, ...)</source>
        <translation>变体参数限定的秩（linformer 的 k、svd 的 r……）</translation>
    </message>
    <message>
        <source>median wall time in seconds of the step&apos;s computation, measured on this machine</source>
        <translation>这一步计算的实际耗时中位数（秒），在本机上测量</translation>
    </message>
    <message>
        <source>measured time of full attention / measured time of the variant, on this machine</source>
        <translation>在本机上测得的完整注意力时间 ÷ 变体时间</translation>
    </message>
    <message>
        <source>share of the exact weights on the pairs the variant evaluates, mean over the rows</source>
        <translation>精确权重落在变体所计算配对上的比例，对各行取平均</translation>
    </message>
    <message>
        <source>mean over the queries i &gt;= 1 of the weight on key i - 1 (the previous-token score)</source>
        <translation>对所有 i &gt;= 1 的查询取键 i - 1 权重的平均（前一 token 分数）</translation>
    </message>
</context>
<context>
    <name>attnlab::app::QuestionView</name>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>揭晓答案</translation>
    </message>
    <message>
        <source>Your prediction: a number with &apos;.&apos; or the lesson language&apos;s decimal sign (a trailing % means hundredths). Enter checks it.</source>
        <translation>你的预测：一个数，小数点可用“.”或课程语言的小数符号（末尾的 % 表示百分之几）。按 Enter 检查。</translation>
    </message>
    <message>
        <source>Compare your answer with the value the engine computes for this step (Enter)</source>
        <translation>将你的答案与引擎在这一步算出的值比较（Enter）</translation>
    </message>
    <message>
        <source>Show the engine&apos;s value without answering</source>
        <translation>不作答，直接显示引擎算出的值</translation>
    </message>
    <message>
        <source>Your prediction</source>
        <translation>你的预测</translation>
    </message>
    <message>
        <source>Pick one of the answers first (keys 1 to %1).</source>
        <translation>请先选一个答案（按键 1 到 %1）。</translation>
    </message>
    <message>
        <source>Type a number first, e.g. %1.</source>
        <translation>请先输入一个数，例如 %1。</translation>
    </message>
    <message>
        <source>Computing the answer…</source>
        <translation>正在计算答案……</translation>
    </message>
    <message>
        <source>The engine cannot compute this question&apos;s answer for this step: %1.</source>
        <translation>引擎无法在这一步计算此问题的答案：%1。</translation>
    </message>
    <message>
        <source>&lt;b&gt;This lesson&apos;s choices do not contain the engine&apos;s answer.&lt;/b&gt; The engine computed %1 for this step and none of the choices is that value: a fault of the lesson, not of your answer.</source>
        <translation>&lt;b&gt;本课的选项中没有引擎算出的答案。&lt;/b&gt;引擎在这一步算出的是 %1，没有一个选项是这个值：这是课程的错误，不是你答错了。</translation>
    </message>
    <message>
        <source>&lt;b&gt;✓ Right.&lt;/b&gt; The engine computed %1 for this step.</source>
        <translation>&lt;b&gt;✓ 正确。&lt;/b&gt;引擎在这一步算出的是 %1。</translation>
    </message>
    <message>
        <source>&lt;b&gt;✗ Not quite.&lt;/b&gt; You answered %1; the engine computed %2 for this step. Try again or reveal the answer.</source>
        <translation>&lt;b&gt;✗ 不太对。&lt;/b&gt;你的答案是 %1；引擎在这一步算出的是 %2。再试一次，或点“揭晓答案”。</translation>
    </message>
    <message>
        <source>&lt;b&gt;This lesson&apos;s choices do not contain the engine&apos;s answer.&lt;/b&gt; The engine computed %1 for this step and none of the choices is that value: a fault of the lesson.</source>
        <translation>&lt;b&gt;本课的选项中没有引擎算出的答案。&lt;/b&gt;引擎在这一步算出的是 %1，没有一个选项是这个值：这是课程的错误。</translation>
    </message>
    <message>
        <source>The engine computed %1 for this step.</source>
        <translation>引擎在这一步算出的是 %1。</translation>
    </message>
    <message>
        <source>Pick this answer (key %1), then Check</source>
        <translation>选择此答案（按键 %1），然后点“检查”</translation>
    </message>
    <message>
        <source>Pick this answer, then Check</source>
        <translation>选择此答案，然后点“检查”</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2）</translation>
    </message>
    <message>
        <source>The question asks for %1 (&lt;code&gt;%2&lt;/code&gt;).</source>
        <translation>此问题问的是：%1（&lt;code&gt;%2&lt;/code&gt;）。</translation>
    </message>
    <message>
        <source>Answers within %1 of it count as right.</source>
        <translation>与它相差不超过 %1 的答案都算对。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::Sentences</name>
    <message>
        <source>%1 %2</source>
        <comment>one sentence after another: Chinese puts no space between them</comment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between two items of a list, such as parameters</comment>
        <translation>，</translation>
    </message>
</context>
<context>
    <name>attnlab::app::SessionCommands</name>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>Save the changes to %1?</source>
        <translation>是否保存对 %1 的更改？</translation>
    </message>
    <message>
        <source>Without saving, the changes are lost.</source>
        <translation>如果不保存，更改将会丢失。</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>打开会话</translation>
    </message>
    <message>
        <source>Attention Lab sessions (*.attnlab)</source>
        <translation>Attention Lab 会话文件 (*.attnlab)</translation>
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
        <source>Start again from the lab&apos;s default setup</source>
        <translation>从实验环境的默认设置重新开始</translation>
    </message>
    <message>
        <source>&amp;Open session…</source>
        <translation>打开会话(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a saved session (.attnlab): its input, variant, view, lesson and layout</source>
        <translation>打开已保存的会话（.attnlab）：包括其输入、变体、视图、课程和布局</translation>
    </message>
    <message>
        <source>&amp;Save session</source>
        <translation>保存会话(&amp;S)</translation>
    </message>
    <message>
        <source>Keep the whole setup in a session file (.attnlab)</source>
        <translation>把当前的全部设置保存到会话文件（.attnlab）中</translation>
    </message>
    <message>
        <source>Save session &amp;as…</source>
        <translation>会话另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开的会话(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Clear list</source>
        <translation>清除列表(&amp;C)</translation>
    </message>
    <message>
        <source>Cannot start a new session</source>
        <translation>无法新建会话</translation>
    </message>
    <message>
        <source>Cannot open the session</source>
        <translation>无法打开会话</translation>
    </message>
    <message>
        <source>Cannot save the session</source>
        <translation>无法保存会话</translation>
    </message>
    <message>
        <source>session</source>
        <translation>会话</translation>
    </message>
</context>
<context>
    <name>attnlab::app::SessionDocument</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1[*] — Attention Lab</source>
        <translation>%1[*] — Attention Lab</translation>
    </message>
</context>
<context>
    <name>attnlab::app::SinkhornDecisions</name>
    <message>
        <source>Block matching by Sinkhorn balancing</source>
        <translation>用 Sinkhorn 平衡进行块匹配</translation>
    </message>
    <message>
        <source>block score</source>
        <translation>块分数</translation>
    </message>
    <message>
        <source>S entry</source>
        <translation>S 的元素</translation>
    </message>
    <message>
        <source>key block</source>
        <translation>键块</translation>
    </message>
    <message>
        <source>query block</source>
        <translation>查询块</translation>
    </message>
    <message>
        <source>Step through the Sinkhorn rounds: each divides every row by its sum, then every column by its sum, until S is (nearly) doubly stochastic.</source>
        <translation>逐轮查看 Sinkhorn 迭代：每一轮先把每行除以该行之和，再把每列除以该列之和，直到 S（近似）成为双随机矩阵。</translation>
    </message>
    <message>
        <source>iteration 888 of 888</source>
        <translation>第 888 / 888 次迭代</translation>
    </message>
    <message>
        <source>Matching (outlined on S)</source>
        <translation>匹配结果（在 S 上框出）</translation>
    </message>
    <message>
        <source>The %1 tokens form %2 blocks of %3. R scores each query block against each key block (their mean query and key); Sinkhorn balances exp(R/τ) into S, whose rows and columns each sum to 1. Each query block then reads its own block and the key block matched to it (the largest free entry of S).</source>
        <translation>%1 个 token 组成 %2 个块，每块 %3 个。R 为每个查询块与每个键块打分（用它们的平均查询和平均键）；Sinkhorn 把 exp(R/τ) 平衡为 S，使 S 的每行、每列之和都为 1。之后每个查询块读取自己的块以及与之匹配的键块（S 中最大的空闲元素）。</translation>
    </message>
    <message>
        <source>block scores R</source>
        <translation>块分数 R</translation>
    </message>
    <message>
        <source>S before balancing (t = 0)</source>
        <translation>平衡前的 S（t = 0）</translation>
    </message>
    <message>
        <source>S after %1 of %2 rounds</source>
        <translation>第 %1 / %2 轮后的 S</translation>
    </message>
    <message>
        <source>iteration %1 of %2</source>
        <translation>第 %1 / %2 次迭代</translation>
    </message>
    <message>
        <source>S after %1 rounds</source>
        <translation>%1 轮后的 S</translation>
    </message>
    <message>
        <source>iteration %1 of %1</source>
        <translation>第 %1 / %1 次迭代</translation>
    </message>
    <message>
        <source>The intermediate rounds are recorded only when the attention map is computed.</source>
        <translation>只有在计算注意力图时才记录中间各轮。</translation>
    </message>
    <message>
        <source>token %1</source>
        <translation>token %1</translation>
    </message>
    <message>
        <source>tokens %1–%2</source>
        <translation>token %1–%2</translation>
    </message>
    <message>
        <source>query block %1 (%2) → its own block only</source>
        <translation>查询块 %1（%2）→ 仅自身所在的块</translation>
    </message>
    <message>
        <source>query block %1 (%2) → key block %3 (%4)</source>
        <translation>查询块 %1（%2）→ 键块 %3（%4）</translation>
    </message>
    <message>
        <source>query block → key block (%1 blocks of %2 tokens): </source>
        <translation>查询块 → 键块（%1 个块，每块 %2 个 token）：</translation>
    </message>
    <message>
        <source>The %1 tokens form %2 blocks of %3. Under causal R scores each block&apos;s first query against the mean key of every earlier block, and each row of S is a softmax of exp(R/τ) over those earlier blocks only: balancing the columns would need later blocks, so no later token changes a block&apos;s choice. Each block then reads its own block up to the query and its best earlier block; block 0 reads only its own.</source>
        <translation>这 %1 个 token 组成 %2 个块，每块 %3 个。在因果模式下，R 用每个块的第一个查询与之前每个块的平均键打分，S 的每一行只在这些之前的块上对 exp(R/τ) 做 softmax：平衡各列需要用到之后的块，因此之后的 token 都不会改变一个块的选择。随后每个块读取自己的块（到该查询为止）以及最好的那个之前的块；块 0 只读取自己的块。</translation>
    </message>
    <message>
        <source>Step through the rounds: under causal each block&apos;s row is divided by its sum over the earlier blocks; the columns are not balanced, so the rounds after the first change nothing.</source>
        <translation>逐轮查看：在因果模式下，每个块的那一行只除以它在之前各块上的和；各列不做平衡，因此第一轮之后的迭代不再改变任何值。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::SpectrumDecisions</name>
    <message>
        <source>Singular values: how much rank the map keeps</source>
        <translation>奇异值：图保留了多少秩</translation>
    </message>
    <message>
        <source>The truncated SVD keeps the r = %1 largest singular values of the exact A and drops the rest (Eckart–Young: the best any rank-%1 matrix can do).</source>
        <translation>截断 SVD 保留精确 A 最大的 r = %1 个奇异值，舍弃其余部分（Eckart–Young 定理：这是任何秩为 %1 的矩阵所能达到的最佳近似）。</translation>
    </message>
    <message>
        <source> It keeps %1% of A&apos;s energy (sum of squared singular values).</source>
        <translation>它保留了 A 的 %1% 能量（奇异值的平方和）。</translation>
    </message>
    <message>
        <source>M = A E has rank at most k = %1, so its singular values drop to zero after the k-th. The exact values beyond k are what any rank-%1 map must lose; a fast-falling exact spectrum is why a small k can work.</source>
        <translation>M = A E 的秩至多为 k = %1，因此它的奇异值从第 k 个之后降为零。精确奇异值中第 k 个之后的部分，是任何秩为 %1 的图都必然丢失的；精确奇异值谱下降得快，正是较小的 k 也能奏效的原因。</translation>
    </message>
    <message>
        <source>The variant reported no singular values for this input.</source>
        <translation>此变体没有报告该输入的奇异值。</translation>
    </message>
    <message>
        <source>No spectrum: %1</source>
        <translation>无奇异值谱：%1</translation>
    </message>
    <message>
        <source>variant M (%1)</source>
        <translation>变体 M（%1）</translation>
    </message>
    <message>
        <source>r = %1</source>
        <translation>r = %1</translation>
    </message>
    <message>
        <source>k = %1</source>
        <translation>k = %1</translation>
    </message>
    <message>
        <source>Spectra are computed up to N = %1: each is an O(N³) singular value decomposition in double precision (seconds at N = %1) that cannot be stopped midway. This input has N = %2; choose a shorter sequence to see it.</source>
        <translation>只在 N 不超过 %1 时计算奇异值谱：每次都是一次双精度的 O(N³) 奇异值分解（N = %1 时需要数秒），且中途无法停止。此输入的 N = %2；请选择更短的序列来查看。</translation>
    </message>
    <message>
        <source>Computing the singular values of A and M (N = %1, double precision)…</source>
        <translation>正在计算 A 和 M 的奇异值（N = %1，双精度）……</translation>
    </message>
    <message>
        <source>The singular values could not be computed: %1</source>
        <translation>无法计算奇异值：%1</translation>
    </message>
</context>
<context>
    <name>attnlab::app::SpectrumPanel</name>
    <message>
        <source>Singular values are being computed on a worker thread; the window stays responsive.</source>
        <translation>正在工作线程中计算奇异值；窗口仍可正常响应。</translation>
    </message>
    <message>
        <source>Singular values of the exact A (black) and of the variant&apos;s M (orange), largest first, on a log scale. Dotted lines: the ranks keeping 90% of the energy.</source>
        <translation>精确 A（黑色）和变体 M（橙色）的奇异值，从大到小排列，使用对数刻度。虚线：保留 90% 能量所需的秩。</translation>
    </message>
    <message>
        <source>Share of the energy (sum of squared singular values) kept by the first r singular values: what the best rank-r approximation keeps. When the rank axis is cut short, both curves keep more than 99.9% beyond its end.</source>
        <translation>前 r 个奇异值所保留的能量（奇异值的平方和）占比：即最佳秩 r 近似所保留的部分。秩轴被截短时，两条曲线在轴的末端之后都保留了 99.9% 以上的能量。</translation>
    </message>
    <message>
        <source>Spectrum</source>
        <translation>奇异值谱</translation>
    </message>
    <message>
        <source>No spectrum to show.</source>
        <translation>没有可显示的奇异值谱。</translation>
    </message>
    <message>
        <source>No energy curves to show.</source>
        <translation>没有可显示的能量曲线。</translation>
    </message>
    <message>
        <source>Run a variant to see the singular values of the exact attention matrix A beside those of the variant&apos;s map M.</source>
        <translation>运行一个变体，即可对照查看精确注意力矩阵 A 与变体的图 M 的奇异值。</translation>
    </message>
    <message>
        <source>Spectrum: %1 (%2)</source>
        <translation>奇异值谱：%1（%2）</translation>
    </message>
    <message>
        <source>Maps are built up to N = %1 and this input has N = %2, so there is no M to decompose.</source>
        <translation>只在 N 不超过 %1 时生成图，而此输入的 N = %2，因此没有可分解的 M。</translation>
    </message>
    <message>
        <source>%1 returns no N × N mixing map M (O is not M V for a fixed M), so there is no spectrum to compare with the exact A.</source>
        <translation>%1 不返回 N × N 的混合图 M（O 不能写成某个固定 M 的 M V），因此没有可与精确 A 比较的奇异值谱。</translation>
    </message>
    <message>
        <source>Spectra are computed up to N = %1: each is an O(N³) singular value decomposition in double precision (seconds at N = %1) that cannot be stopped midway. This input has N = %2; choose a shorter sequence to see it.</source>
        <translation>只在 N 不超过 %1 时计算奇异值谱：每次都是一次双精度的 O(N³) 奇异值分解（N = %1 时需要数秒），且中途无法停止。此输入的 N = %2；请选择更短的序列来查看。</translation>
    </message>
    <message>
        <source>Computing the singular values of M (N = %1, double precision)…</source>
        <translation>正在计算 M 的奇异值（N = %1，双精度）……</translation>
    </message>
    <message>
        <source>Computing the singular values of A and M (N = %1, double precision)…</source>
        <translation>正在计算 A 和 M 的奇异值（N = %1，双精度）……</translation>
    </message>
    <message>
        <source>The singular values could not be computed: %1</source>
        <translation>无法计算奇异值：%1</translation>
    </message>
    <message>
        <source>variant M (%1)</source>
        <translation>变体 M（%1）</translation>
    </message>
    <message>
        <source>A: %1% at %2</source>
        <translation>A：%1%，秩 %2</translation>
    </message>
    <message>
        <source>M: %1% at %2</source>
        <translation>M：%1%，秩 %2</translation>
    </message>
    <message>
        <source>%1 (scores only)</source>
        <translation>%1（仅分数）</translation>
    </message>
    <message>
        <source>M (%1) needs %2.</source>
        <translation>M（%1）需要 %2 个。</translation>
    </message>
    <message>
        <source>M (%1) is all zeros: it keeps no energy.</source>
        <translation>M（%1）全为零：不保留任何能量。</translation>
    </message>
    <message>
        <source>%1% of the energy: A needs its first %2 of %3 singular values; %4</source>
        <translation>保留 %1% 的能量：A 需要 %3 个奇异值中的前 %2 个；%4</translation>
    </message>
    <message>
        <source>How to read it: singular values that fall fast mean a few directions carry most of the map, so a method that keeps k of them (Linformer&apos;s k slots, Performer&apos;s features, the truncated SVD) can copy it well; a flat spectrum means every direction matters and any rank-k shortcut loses the tail. A is recomputed in double precision from Q and K (scaled, %1, row softmax); M is the variant&apos;s float map cast to double, so its values below about 1e-6 of the largest are rounding noise.</source>
        <translation>如何解读：奇异值下降得快，说明少数几个方向承载了图的大部分内容，因此保留其中 k 个方向的方法（Linformer 的 k 个槽位、Performer 的特征、截断 SVD）能很好地复现它；奇异值谱平坦，说明每个方向都重要，任何秩 k 的捷径都会丢掉尾部。A 由 Q 和 K 以双精度重新计算（经过缩放、%1、按行 softmax）；M 是变体的 float 图转换成的 double，因此其中低于最大值约 1e-6 倍的值只是舍入噪声。</translation>
    </message>
    <message>
        <source>masked to j ≤ i</source>
        <translation>掩码为 j ≤ i</translation>
    </message>
    <message>
        <source>no mask</source>
        <translation>无掩码</translation>
    </message>
</context>
<context>
    <name>attnlab::app::StatusLine</name>
    <message>
        <source>Computing…</source>
        <translation>正在计算……</translation>
    </message>
    <message>
        <source>N=%1 d=%2 dv=%3%4  ·  rel. error O %5  ·  rel. error M %6  ·  mean KL %7  ·  cos O %8  ·  density %9  ·  multiply-adds %10 (exact %11)</source>
        <translation>N=%1 d=%2 dv=%3%4  ·  O 相对误差 %5  ·  M 相对误差 %6  ·  平均 KL %7  ·  O 余弦 %8  ·  密度 %9  ·  乘加 %10（精确 %11）</translation>
    </message>
    <message>
        <source> causal</source>
        <translation> 因果</translation>
    </message>
    <message>
        <source>&lt;p&gt;Metrics against exact softmax attention on the same input.&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;&lt;/th&gt;&lt;th&gt;counted&lt;/th&gt;&lt;th&gt;analytic&lt;/th&gt;&lt;th&gt;exact&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;multiply-adds&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;td&gt;%3&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;peak working bytes&lt;/td&gt;&lt;td&gt;%4&lt;/td&gt;&lt;td&gt;%5&lt;/td&gt;&lt;td&gt;%6&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;p&gt;与同一输入上的精确 softmax 注意力对照的指标。&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;&lt;/th&gt;&lt;th&gt;实际计数&lt;/th&gt;&lt;th&gt;解析公式&lt;/th&gt;&lt;th&gt;精确注意力&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;乘加次数&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;td&gt;%3&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;峰值工作字节数&lt;/td&gt;&lt;td&gt;%4&lt;/td&gt;&lt;td&gt;%5&lt;/td&gt;&lt;td&gt;%6&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
</context>
<context>
    <name>attnlab::app::StepList</name>
    <message>
        <source>%1. %2</source>
        <translation>%1。%2</translation>
    </message>
</context>
<context>
    <name>attnlab::app::UndoStepWords</name>
    <message>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Set parameters</source>
        <translation>设置参数</translation>
    </message>
    <message>
        <source>Set the parameters of %1</source>
        <translation>设置 %1 的参数</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>设置 %1</translation>
    </message>
    <message>
        <source>Set %1 = %2</source>
        <translation>设置 %1 = %2</translation>
    </message>
    <message>
        <source>imported Q, K, V</source>
        <translation>导入的 Q、K、V</translation>
    </message>
    <message>
        <source>Lesson step %1</source>
        <translation>课程第 %1 步</translation>
    </message>
    <message>
        <source>Lesson step %1: %2</source>
        <translation>课程第 %1 步：%2</translation>
    </message>
    <message>
        <source>Import Q, K, V</source>
        <translation>导入 Q、K、V</translation>
    </message>
    <message>
        <source>Choose input %1</source>
        <translation>选择输入“%1”</translation>
    </message>
    <message>
        <source>Set causal on</source>
        <translation>开启因果模式</translation>
    </message>
    <message>
        <source>Set causal off</source>
        <translation>关闭因果模式</translation>
    </message>
    <message>
        <source>Set scale = %1</source>
        <translation>设置缩放因子 = %1</translation>
    </message>
    <message>
        <source>Set scale to the default 1/√d</source>
        <translation>将缩放因子设为默认值 1/√d</translation>
    </message>
    <message>
        <source>Choose variant %1</source>
        <translation>选择变体“%1”</translation>
    </message>
    <message>
        <source>Change the setup</source>
        <translation>更改设置</translation>
    </message>
</context>
<context>
    <name>attnlab::app::VariantPanel</name>
    <message>
        <source>&lt;br&gt;An oracle: it needs the exact scores, so it costs as much as exact attention.</source>
        <translation>&lt;br&gt;这是一种 oracle（理想方法）：它需要精确分数，因此成本与精确注意力相同。</translation>
    </message>
    <message>
        <source>&lt;br&gt;Cannot be causal: %1</source>
        <translation>&lt;br&gt;无法用于因果模式：%1</translation>
    </message>
    <message>
        <source>&lt;br&gt;Under causal no query reads a later key, but which keys it may read is decided from the whole sequence.</source>
        <translation>&lt;br&gt;在因果模式下，查询不会读取位于它之后的键，但它可以读取哪些键是根据整个序列决定的。</translation>
    </message>
    <message>
        <source>Pick an attention variant; hover one for its formula</source>
        <translation>选择一个注意力变体；鼠标悬停可查看其公式</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>This variant has no parameters.</source>
        <translation>此变体没有参数。</translation>
    </message>
    <message>
        <source>What the variant computes</source>
        <translation>该变体计算的内容</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;Oracle: computes the exact scores first; its cost is the exact cost.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;oracle（理想方法）：先计算精确分数；其成本就是精确注意力的成本。&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>attnlab::app::numbers::CellSumWriter</name>
    <message>
        <source>key %1</source>
        <translation>键（按%1排序）</translation>
    </message>
    <message>
        <source>key %1 (%2)</source>
        <translation>键 %1（%2）</translation>
    </message>
    <message>
        <source>= 0: key %1 is not kept for query %2, its masked score is −∞ and exp(−∞) = 0</source>
        <translation>= 0：查询 %2 没有保留键 %1，其掩码后的分数为 −∞，而 exp(−∞) = 0</translation>
    </message>
    <message>
        <source>s = %1</source>
        <translation>s = %1</translation>
    </message>
    <message>
        <source>every score less the row&apos;s largest, %1, so that exp stays finite</source>
        <translation>每个分数都减去该行的最大值 %1，使 exp 保持有限</translation>
    </message>
    <message>
        <source>normalize is off: nothing is divided; %1</source>
        <translation>normalize 已关闭：不做除法；%1</translation>
    </message>
    <message>
        <source>= 0: under causal, key %1 comes after query %2</source>
        <translation>= 0：在因果模式下，键 %1 位于查询 %2 之后</translation>
    </message>
    <message>
        <source>The denominator is 0: the quotient has no value and the engine sets the row to 0.</source>
        <translation>分母为 0：商没有定义，引擎将这一行设为 0。</translation>
    </message>
    <message>
        <source>S_%1 and Z_%1 sum the keys j ≤ %1</source>
        <translation>S_%1 和 Z_%1 对键 j ≤ %1 求和</translation>
    </message>
    <message>
        <source>the engine&apos;s weights times the values (keys of weight 0 left out); %1</source>
        <translation>引擎的权重乘以值（略去权重为 0 的键）；%1</translation>
    </message>
    <message>
        <source>Key %1 is kept for query %2: its scaled score %3 stays</source>
        <translation>查询 %2 保留了键 %1：其缩放后的分数 %3 不变</translation>
    </message>
    <message>
        <source>The pattern drops key %1 for query %2: −∞, so its weight is exp(−∞) = 0</source>
        <translation>注意力模式为查询 %2 舍弃了键 %1：−∞，因此其权重为 exp(−∞) = 0</translation>
    </message>
    <message>
        <source>Causal: key %1 comes after query %2: −∞, so its weight is exp(−∞) = 0</source>
        <translation>因果：键 %1 位于查询 %2 之后：−∞，因此其权重为 exp(−∞) = 0</translation>
    </message>
    <message>
        <source>elu1: x + 1 for x &gt; 0, exp(x) otherwise; %1</source>
        <translation>elu1：x &gt; 0 时为 x + 1，否则为 exp(x)；%1</translation>
    </message>
    <message>
        <source>%1; token %2</source>
        <translation>%1；token %2</translation>
    </message>
    <message>
        <source>over every key; under causal, query i uses the sum up to key i</source>
        <translation>对所有键求和；在因果模式下，查询 i 使用到键 i 为止的和</translation>
    </message>
    <message>
        <source>%1; Z_%2 sums the keys j ≤ %2</source>
        <translation>%1；Z_%2 对键 j ≤ %2 求和</translation>
    </message>
</context>
<context>
    <name>attnlab::app::numbers::TermChainBuilder</name>
    <message>
        <source>queries, %1</source>
        <translation>查询，%1</translation>
    </message>
    <message>
        <source>Row i is the query qᵢ of token i</source>
        <translation>第 i 行是 token i 的查询 qᵢ</translation>
    </message>
    <message>
        <source>keys, %1</source>
        <translation>键，%1</translation>
    </message>
    <message>
        <source>Row j is the key kⱼ of token j</source>
        <translation>第 j 行是 token j 的键 kⱼ</translation>
    </message>
    <message>
        <source>values, %1</source>
        <translation>值，%1</translation>
    </message>
    <message>
        <source>Row j is the value vⱼ that key j passes on</source>
        <translation>第 j 行是键 j 传递出去的值 vⱼ</translation>
    </message>
    <message>
        <source>outputs, %1, as the engine returned them</source>
        <translation>输出，%1，即引擎返回的结果</translation>
    </message>
    <message>
        <source>Row i is the output oᵢ of query i. Click a number to see the sum that makes it.</source>
        <translation>第 i 行是查询 i 的输出 oᵢ。点击一个数，即可看到它是怎样求和得到的。</translation>
    </message>
    <message>
        <source>Exact softmax attention, causal</source>
        <translation>精确 softmax 注意力，因果</translation>
    </message>
    <message>
        <source>Exact softmax attention</source>
        <translation>精确 softmax 注意力</translation>
    </message>
    <message>
        <source>%1: softmax over the keys its pattern keeps</source>
        <translation>%1：在其注意力模式保留的键上做 softmax</translation>
    </message>
    <message>
        <source>%1: softmax attention over every allowed key</source>
        <translation>%1：在所有允许的键上做 softmax 注意力</translation>
    </message>
    <message>
        <source>Q, K, V are the input; QKᵀ, s·QKᵀ and the masked scores are worked out here; the weights and the output are the engine&apos;s own. Click a table to make it the current term, and a weight to see the sum that makes it.</source>
        <translation>Q、K、V 是输入；QKᵀ、s·QKᵀ 和掩码后的分数在这里逐步算出；权重和输出直接来自引擎。点击一个表格可将它设为当前项，点击一个权重可看到它是怎样求和得到的。</translation>
    </message>
    <message>
        <source>scores qᵢ·kⱼ, %1</source>
        <translation>分数 qᵢ·kⱼ，%1</translation>
    </message>
    <message>
        <source>Row i: query i against every key j (the dot product qᵢ·kⱼ)</source>
        <translation>第 i 行：查询 i 与每个键 j 的点积 qᵢ·kⱼ</translation>
    </message>
    <message>
        <source>scaled, s = %1</source>
        <translation>缩放后，s = %1</translation>
    </message>
    <message>
        <source>The scores times the scale s the input sets</source>
        <translation>分数乘以输入设定的缩放因子 s</translation>
    </message>
    <message>
        <source>the pairs %1 evaluates: %2 of %3</source>
        <translation>%1 计算的查询-键对：%3 个中的 %2 个</translation>
    </message>
    <message>
        <source>1: query i reads key j; ·: the pair is never evaluated</source>
        <translation>1：查询 i 读取键 j；·：该查询-键对从不计算</translation>
    </message>
    <message>
        <source>−∞ where the pattern P drops a key</source>
        <translation>注意力模式 P 舍弃的键处为 −∞</translation>
    </message>
    <message>
        <source>causal: −∞ for every key after its query</source>
        <translation>因果：查询之后的每个键都为 −∞</translation>
    </message>
    <message>
        <source>no mask: causal is off, every key is kept</source>
        <translation>无掩码：因果已关闭，所有键都保留</translation>
    </message>
    <message>
        <source>A score of −∞ gets the weight exp(−∞) = 0: that key is not read</source>
        <translation>分数为 −∞ 的键权重为 exp(−∞) = 0：该键不被读取</translation>
    </message>
    <message>
        <source>softmax over kept keys</source>
        <translation>对保留的键做 softmax</translation>
    </message>
    <message>
        <source>the variant&apos;s weights: each row sums to 1 over its kept keys</source>
        <translation>变体的权重：每行在保留的键上之和为 1</translation>
    </message>
    <message>
        <source>weights, each row sums to 1</source>
        <translation>权重，每行之和为 1</translation>
    </message>
    <message>
        <source>The engine&apos;s own weights. Click a weight to see the sum that makes it.</source>
        <translation>引擎自己给出的权重。点击一个权重，即可看到它是怎样求和得到的。</translation>
    </message>
    <message>
        <source>linear: attention through the feature map %1</source>
        <translation>linear：通过特征映射 %1 计算注意力</translation>
    </message>
    <message>
        <source>φ is applied to every number of Q and K; S and Z are summed once over the keys, so no N × N matrix is ever formed. The quotient (the output) and the weights mᵢⱼ are the engine&apos;s own; click a number of either to see its numerator and denominator.</source>
        <translation>φ 作用于 Q 和 K 的每个数；S 和 Z 只对所有键求和一次，因此从不构造 N × N 矩阵。商（即输出）和权重 mᵢⱼ 直接来自引擎；点击其中任何一个数，即可看到它的分子和分母。</translation>
    </message>
    <message>
        <source>Causal: query i divides by sums over the keys j ≤ i only (Sᵢ, Zᵢ); S and Z below are the sums over every key, those of the last query.</source>
        <translation>因果：查询 i 只使用对键 j ≤ i 求得的和（Sᵢ、Zᵢ）；下面的 S 和 Z 是对所有键的和，即最后一个查询所用的和。</translation>
    </message>
    <message>
        <source>normalize is off: oᵢ = φ(qᵢ)ᵀS, nothing is divided.</source>
        <translation>normalize 已关闭：oᵢ = φ(qᵢ)ᵀS，不做除法。</translation>
    </message>
    <message>
        <source>query features, %1</source>
        <translation>查询特征，%1</translation>
    </message>
    <message>
        <source>%1 of every number of Q</source>
        <translation>对 Q 的每个数取 %1</translation>
    </message>
    <message>
        <source>key features, %1</source>
        <translation>键特征，%1</translation>
    </message>
    <message>
        <source>%1 of every number of K</source>
        <translation>对 K 的每个数取 %1</translation>
    </message>
    <message>
        <source>%1: feature × value dimension</source>
        <translation>%1：特征 × 值维度</translation>
    </message>
    <message>
        <source>S = Σ_j φ(kⱼ) vⱼᵀ, summed once for every query</source>
        <translation>S = Σ_j φ(kⱼ) vⱼᵀ，只求和一次，所有查询共用</translation>
    </message>
    <message>
        <source>the normaliser, %1</source>
        <translation>归一化项，%1</translation>
    </message>
    <message>
        <source>Z = Σ_j φ(kⱼ): the features of every key added up</source>
        <translation>Z = Σ_j φ(kⱼ)：所有键的特征之和</translation>
    </message>
    <message>
        <source>each query&apos;s denominator</source>
        <translation>每个查询的分母</translation>
    </message>
    <message>
        <source>What each query divides by: φ(qᵢ)ᵀZ = Σ_j φ(qᵢ)·φ(kⱼ)</source>
        <translation>每个查询要除以的数：φ(qᵢ)ᵀZ = Σ_j φ(qᵢ)·φ(kⱼ)</translation>
    </message>
    <message>
        <source>the weights linear attention implies (the engine&apos;s map)</source>
        <translation>线性注意力隐含的权重（引擎给出的图）</translation>
    </message>
    <message>
        <source>mᵢⱼ = φ(qᵢ)·φ(kⱼ) / φ(qᵢ)ᵀZ: never formed by the method itself, built for display. Click a weight to see its quotient.</source>
        <translation>mᵢⱼ = φ(qᵢ)·φ(kⱼ) / φ(qᵢ)ᵀZ：方法本身从不构造它，这里只为显示而构建。点击一个权重，即可看到它的商。</translation>
    </message>
    <message>
        <source>%1: its map M and output O</source>
        <translation>%1：它的图 M 和输出 O</translation>
    </message>
    <message>
        <source>The weights of %1 are not a softmax of s·QKᵀ over a set of kept keys, nor linear attention&apos;s quotient: this dock shows the map M and the output O as the engine returned them (the Method details and Decisions docks explain how %1 makes them).</source>
        <translation>%1 的权重既不是 s·QKᵀ 在一组保留的键上的 softmax，也不是线性注意力的商：此停靠面板按引擎返回的结果显示图 M 和输出 O（“方法详情”和“决策”停靠面板解释了 %1 如何得到它们）。</translation>
    </message>
    <message>
        <source>the variant&apos;s mixing map, %1</source>
        <translation>变体的混合图，%1</translation>
    </message>
    <message>
        <source>The engine&apos;s own map: oᵢ = Σ_j M_ij vⱼ</source>
        <translation>引擎自己给出的图：oᵢ = Σ_j M_ij vⱼ</translation>
    </message>
    <message>
        <source>The scores times s = 1/√d, the default scale (d = %1)</source>
        <translation>分数乘以默认的缩放因子 s = 1/√d（d = %1）</translation>
    </message>
</context>
<context>
    <name>attnlab::core</name>
    <message>
        <source>Sparse patterns chosen by hand</source>
        <translation>人工设计的稀疏模式</translation>
    </message>
    <message>
        <source>Patterns found from the data</source>
        <translation>从数据中发现的模式</translation>
    </message>
    <message>
        <source>Representative keys and fewer dimensions</source>
        <translation>代表性的键与更低的维度</translation>
    </message>
    <message>
        <source>Reordered products and kernels</source>
        <translation>调整乘法顺序与核方法</translation>
    </message>
    <message>
        <source>Attention without queries and keys</source>
        <translation>不用查询和键的注意力</translation>
    </message>
    <message>
        <source>Memory over a stream</source>
        <translation>流式记忆</translation>
    </message>
    <message>
        <source>Full (exact softmax)</source>
        <translation>完整注意力（精确 softmax）</translation>
    </message>
    <message>
        <source>Every query attends to every key: the exact result the other variants are compared with.</source>
        <translation>每个查询关注所有的键：这是其他变体用来对照的精确结果。</translation>
    </message>
    <message>
        <source>Local band</source>
        <translation>局部带状区域</translation>
    </message>
    <message>
        <source>Each query attends to the keys from `before` positions behind it to `after` ahead.</source>
        <translation>每个查询关注从它之前 `before` 个位置到之后 `after` 个位置的键。</translation>
    </message>
    <message>
        <source>How many earlier positions each query sees</source>
        <translation>每个查询能看到之前的多少个位置</translation>
    </message>
    <message>
        <source>How many later positions each query sees</source>
        <translation>每个查询能看到之后的多少个位置</translation>
    </message>
    <message>
        <source>Chunked (block-diagonal)</source>
        <translation>分块注意力（块对角）</translation>
    </message>
    <message>
        <source>The sequence is cut into chunks; each query attends only within its own chunk.</source>
        <translation>序列被切成若干分块；每个查询只在自己所在的分块内计算注意力。</translation>
    </message>
    <message>
        <source>Positions per chunk</source>
        <translation>每个分块的位置数</translation>
    </message>
    <message>
        <source>Sliding window</source>
        <translation>滑动窗口</translation>
    </message>
    <message>
        <source>Groups of `stride` queries share a window of `window` keys ending at the group&apos;s end.</source>
        <translation>每 `stride` 个查询为一组，共用一个含 `window` 个键、止于该组末尾的窗口。</translation>
    </message>
    <message>
        <source>Keys in each window</source>
        <translation>每个窗口中的键数</translation>
    </message>
    <message>
        <source>Queries that share one window (at most window)</source>
        <translation>共用一个窗口的查询数（不超过 window）</translation>
    </message>
    <message>
        <source>Dilated band</source>
        <translation>扩张带状区域</translation>
    </message>
    <message>
        <source>A band with holes: every (gap+1)-th position within `radius` steps of the query.</source>
        <translation>带空洞的带状区域：在查询两侧 `radius` 步以内，每 (gap+1) 个位置取一个。</translation>
    </message>
    <message>
        <source>Steps seen on each side of the query</source>
        <translation>查询每一侧能看到的步数</translation>
    </message>
    <message>
        <source>Positions skipped between two steps (0: a plain band)</source>
        <translation>相邻两步之间跳过的位置数（0：普通的带状区域）</translation>
    </message>
    <message>
        <source>Strided</source>
        <translation>步幅注意力</translation>
    </message>
    <message>
        <source>Each query attends to every stride-th position counted from itself.</source>
        <translation>每个查询从自身算起，每隔 stride 个位置关注一个。</translation>
    </message>
    <message>
        <source>Distance between two keys a query sees (1: full attention)</source>
        <translation>查询看到的相邻两个键之间的距离（1：完整注意力）</translation>
    </message>
    <message>
        <source>Sparse Transformer</source>
        <translation>Sparse Transformer</translation>
    </message>
    <message>
        <source>A local band plus every block-th key (strided), or own block plus summary columns (fixed).</source>
        <translation>局部带状区域加上每隔 block 个位置的键（strided），或本块加上汇总列（fixed）。</translation>
    </message>
    <message>
        <source>Band width and stride (strided), block length (fixed)</source>
        <translation>带宽和步幅（strided），块长度（fixed）</translation>
    </message>
    <message>
        <source>Which of the paper&apos;s two patterns</source>
        <translation>使用论文中两种模式中的哪一种</translation>
    </message>
    <message>
        <source>Last positions of each block every query sees (fixed mode)</source>
        <translation>每个块中所有查询都能看到的末尾位置数（fixed 模式）</translation>
    </message>
    <message>
        <source>Global tokens</source>
        <translation>全局 token</translation>
    </message>
    <message>
        <source>The first `tokens` positions see everything and are seen by every query.</source>
        <translation>前 `tokens` 个位置能看到所有位置，也被所有查询看到。</translation>
    </message>
    <message>
        <source>How many leading positions are global</source>
        <translation>开头有多少个位置是全局的</translation>
    </message>
    <message>
        <source>Random keys</source>
        <translation>随机键</translation>
    </message>
    <message>
        <source>Each query attends to itself plus `per_row` keys drawn at random (seeded).</source>
        <translation>每个查询关注它自己，外加 `per_row` 个随机抽取的键（使用随机种子）。</translation>
    </message>
    <message>
        <source>Random keys per query, besides the query&apos;s own position</source>
        <translation>每个查询的随机键数（不含查询自身的位置）</translation>
    </message>
    <message>
        <source>Seed of the draws (equal seeds give equal patterns)</source>
        <translation>抽取所用的随机种子（种子相同，模式相同）</translation>
    </message>
    <message>
        <source>Longformer</source>
        <translation>Longformer</translation>
    </message>
    <message>
        <source>A (dilated) band around each query plus global positions that see and are seen by all.</source>
        <translation>每个查询周围的（扩张）带状区域，加上能看到所有位置、也被所有位置看到的全局位置。</translation>
    </message>
    <message>
        <source>Steps of the band on each side of the query</source>
        <translation>带状区域在查询每一侧的步数</translation>
    </message>
    <message>
        <source>Positions skipped between two steps of the band (0: no holes)</source>
        <translation>带状区域相邻两步之间跳过的位置数（0：无空洞）</translation>
    </message>
    <message>
        <source>BigBird (window + global + random blocks)</source>
        <translation>BigBird（窗口 + 全局 + 随机块）</translation>
    </message>
    <message>
        <source>Block-sparse: each block of queries sees a window of neighbouring blocks, the first global blocks (whose own queries see everything) and a few seeded random blocks.</source>
        <translation>块稀疏：每个查询块能看到由相邻块组成的窗口、开头的全局块（全局块中的查询能看到所有位置），以及几个按随机种子抽取的随机块。</translation>
    </message>
    <message>
        <source>Tokens per block B (the last block may be shorter)</source>
        <translation>每块的 token 数 B（最后一块可能较短）</translation>
    </message>
    <message>
        <source>Blocks in the window centred on a query&apos;s block (even: one more after)</source>
        <translation>以查询所在块为中心的窗口中的块数（为偶数时后面多一块）</translation>
    </message>
    <message>
        <source>The first blocks are global: every query sees them and they see everything</source>
        <translation>开头的这些块是全局块：所有查询都能看到它们，它们也能看到所有位置</translation>
    </message>
    <message>
        <source>Random blocks per block row, outside window and global</source>
        <translation>每个块行中的随机块数（在窗口和全局块之外）</translation>
    </message>
    <message>
        <source>Seed of the random block draws</source>
        <translation>抽取随机块的随机种子</translation>
    </message>
    <message>
        <source>Threshold (oracle)</source>
        <translation>阈值（oracle）</translation>
    </message>
    <message>
        <source>Oracle: the exact weights with those below tau dropped (rows renormalised if asked). It needs the exact scores, so its cost is the exact cost: it shows what skipping small weights would keep.</source>
        <translation>oracle（理想方法）：取精确权重，丢弃低于 tau 的部分（如有要求，则对各行重新归一化）。它需要精确分数，因此成本就是精确注意力的成本：它展示的是跳过小权重后还能保留多少。</translation>
    </message>
    <message>
        <source>Exact weights below tau are dropped</source>
        <translation>低于 tau 的精确权重被丢弃</translation>
    </message>
    <message>
        <source>Rescale each row&apos;s kept weights to sum to 1</source>
        <translation>重新缩放每行保留的权重，使其和为 1</translation>
    </message>
    <message>
        <source>Top-k (oracle)</source>
        <translation>top-k（oracle）</translation>
    </message>
    <message>
        <source>Oracle: each query keeps only its k highest-scoring keys and takes the softmax over them. Finding them needs every exact score, so its cost is the exact scoring cost.</source>
        <translation>oracle（理想方法）：每个查询只保留分数最高的 k 个键，并只在这些键上做 softmax。找出这些键需要所有的精确分数，因此成本就是精确计算分数的成本。</translation>
    </message>
    <message>
        <source>Keys kept per query (fewer when fewer are allowed)</source>
        <translation>每个查询保留的键数（可用的键更少时取更少）</translation>
    </message>
    <message>
        <source>Multi-head (a pattern per head)</source>
        <translation>多头（每个头一种模式）</translation>
    </message>
    <message>
        <source>Splits d and dv into equal slices; each head attends with its own variant (cycled from the list); the outputs are concatenated and the map is the mean of the heads&apos; maps.</source>
        <translation>把 d 和 dv 均分成若干切片；每个头用自己的变体计算注意力（按列表循环分配）；各头的输出拼接起来，图是各头的图的平均。</translation>
    </message>
    <message>
        <source>Heads; d and dv must both be divisible by it</source>
        <translation>注意力头数；d 和 dv 都必须能被它整除</translation>
    </message>
    <message>
        <source>Variant ids of the heads, comma-separated, cycled when fewer than heads</source>
        <translation>各头使用的变体 id，用逗号分隔；个数少于头数时循环使用</translation>
    </message>
    <message>
        <source>LSH buckets (Reformer)</source>
        <translation>LSH 分桶（Reformer）</translation>
    </message>
    <message>
        <source>Hash buckets per round (even: argmax over [xR; -xR])</source>
        <translation>每轮的哈希桶数（偶数：对 [xR; -xR] 取 argmax）</translation>
    </message>
    <message>
        <source>Hashing rounds; a key in the query&apos;s bucket in any round is kept</source>
        <translation>哈希轮数；在任意一轮中与查询同桶的键都会被保留</translation>
    </message>
    <message>
        <source>Seed of the random rotations R</source>
        <translation>随机旋转 R 的随机种子</translation>
    </message>
    <message>
        <source>Keys are the unit-normalised queries, as in the Reformer</source>
        <translation>键取为归一化到单位长度的查询，与 Reformer 相同</translation>
    </message>
    <message>
        <source>k-means routing (Routing Transformer)</source>
        <translation>k-means 路由（Routing Transformer）</translation>
    </message>
    <message>
        <source>Number of k-means clusters (centroids)</source>
        <translation>k-means 的簇数（聚类中心数）</translation>
    </message>
    <message>
        <source>Lloyd iterations (assign, then update the centroids)</source>
        <translation>Lloyd 迭代次数（先分配，再更新聚类中心）</translation>
    </message>
    <message>
        <source>Seed of the choice of initial centroids</source>
        <translation>选择初始聚类中心的随机种子</translation>
    </message>
    <message>
        <source>Sinkhorn block matching</source>
        <translation>Sinkhorn 块匹配</translation>
    </message>
    <message>
        <source>Sinkhorn rounds (each normalises the rows, then the columns)</source>
        <translation>Sinkhorn 轮数（每轮先对行归一化，再对列归一化）</translation>
    </message>
    <message>
        <source>Divides the block scores before balancing</source>
        <translation>平衡之前用它去除块分数</translation>
    </message>
    <message>
        <source>Seed of the Gumbel noise</source>
        <translation>Gumbel 噪声的随机种子</translation>
    </message>
    <message>
        <source>Linformer (projected keys)</source>
        <translation>Linformer（投影后的键）</translation>
    </message>
    <message>
        <source>Keys and values are projected along the sequence onto k slots (K&apos; = EK, V&apos; = EV); each query attends to those k slots, so the score matrix is N x k.</source>
        <translation>键和值沿序列方向被投影到 k 个槽位上（K&apos; = EK，V&apos; = EV）；每个查询关注这 k 个槽位，因此分数矩阵为 N x k。</translation>
    </message>
    <message>
        <source>every row of the projection E mixes positions from the whole sequence, so each of the k slots carries future keys and values to every query</source>
        <translation>投影 E 的每一行都混合了整个序列的位置，因此 k 个槽位中的每一个都会把未来的键和值带给每个查询</translation>
    </message>
    <message>
        <source>Projected length: the number of key/value slots</source>
        <translation>投影后的长度：键/值槽位的个数</translation>
    </message>
    <message>
        <source>gaussian: E entries N(0, 1/k); mean: row r averages a contiguous segment of keys</source>
        <translation>gaussian：E 的元素服从 N(0, 1/k)；mean：第 r 行对一段连续的键求平均</translation>
    </message>
    <message>
        <source>Seed of the Gaussian projection</source>
        <translation>高斯投影的随机种子</translation>
    </message>
    <message>
        <source>Pooled keys and values</source>
        <translation>池化的键和值</translation>
    </message>
    <message>
        <source>Keys and values are pooled by a strided 1-D convolution along the sequence; each query attends to the ceil(N/stride) pooled slots.</source>
        <translation>键和值沿序列方向经带步幅的一维卷积池化；每个查询关注 ceil(N/stride) 个池化槽位。</translation>
    </message>
    <message>
        <source>every query sees every pooled slot, and the slots whose windows end after the query carry future keys and values to it</source>
        <translation>每个查询都能看到所有池化槽位，而窗口在该查询之后才结束的槽位会把未来的键和值带给它</translation>
    </message>
    <message>
        <source>Positions each window pools</source>
        <translation>每个窗口池化的位置数</translation>
    </message>
    <message>
        <source>Step between windows (at most kernel)</source>
        <translation>相邻窗口之间的步幅（不超过 kernel）</translation>
    </message>
    <message>
        <source>mean: average the window; random: a seeded positive kernel, rescaled per window</source>
        <translation>mean：对窗口求平均；random：按随机种子生成的正值卷积核，每个窗口重新缩放</translation>
    </message>
    <message>
        <source>Seed of the random kernel</source>
        <translation>随机卷积核的随机种子</translation>
    </message>
    <message>
        <source>Selected keys and values</source>
        <translation>选定的键和值</translation>
    </message>
    <message>
        <source>Every query attends to the same `keep` keys (largest norm, or a seeded random choice) plus its own key; under causal, the `keep` best keys so far.</source>
        <translation>所有查询都关注同样的 `keep` 个键（范数最大的，或按随机种子随机选取的），外加它自己的键；在因果模式下，则是到目前为止最好的 `keep` 个键。</translation>
    </message>
    <message>
        <source>Keys kept for every query (all of them when fewer)</source>
        <translation>为所有查询保留的键数（键更少时全部保留）</translation>
    </message>
    <message>
        <source>norm: the keys with the largest norm; random: a seeded uniform choice</source>
        <translation>norm：范数最大的键；random：按随机种子均匀随机选取</translation>
    </message>
    <message>
        <source>Seed of the random choice</source>
        <translation>随机选取的随机种子</translation>
    </message>
    <message>
        <source>Truncated SVD (oracle)</source>
        <translation>截断 SVD（oracle）</translation>
    </message>
    <message>
        <source>Oracle: the best rank-r approximation of the exact attention matrix (truncated SVD). It needs the exact A and its SVD, so it costs more than exact attention: it shows how low-rank A is.</source>
        <translation>oracle（理想方法）：精确注意力矩阵的最佳秩 r 近似（截断 SVD）。它需要精确的 A 及其 SVD，因此成本高于精确注意力：它展示的是 A 的秩有多低。</translation>
    </message>
    <message>
        <source>the truncated SVD fits every row of A at once, so row i of the approximation depends on later rows (future queries and keys) and is not zero above the diagonal</source>
        <translation>截断 SVD 同时拟合 A 的所有行，因此近似结果的第 i 行依赖于之后的行（未来的查询和键），且在对角线上方不为零</translation>
    </message>
    <message>
        <source>Singular values kept (all of them when rank &gt;= N)</source>
        <translation>保留的奇异值个数（rank &gt;= N 时全部保留）</translation>
    </message>
    <message>
        <source>Fewer scoring dimensions</source>
        <translation>降低打分维度</translation>
    </message>
    <message>
        <source>Queries and keys are projected to dprime dimensions by a random Gaussian matrix before exact attention: every pair is still scored, each score is cheaper and noisier.</source>
        <translation>在精确注意力之前，用一个随机高斯矩阵把查询和键投影到 dprime 维：每一对仍然计算分数，但每个分数的计算更便宜，噪声也更大。</translation>
    </message>
    <message>
        <source>Dimensions the queries and keys are projected to</source>
        <translation>查询和键投影后的维数</translation>
    </message>
    <message>
        <source>Seed of the projection U</source>
        <translation>投影 U 的随机种子</translation>
    </message>
    <message>
        <source>Fewer keys and fewer dimensions</source>
        <translation>更少的键与更低的维度</translation>
    </message>
    <message>
        <source>Linformer&apos;s projection of keys and values onto k slots together with a random projection of the scoring space to dprime dimensions.</source>
        <translation>Linformer 把键和值投影到 k 个槽位的做法，再加上把打分空间随机投影到 dprime 维。</translation>
    </message>
    <message>
        <source>Seed of the projections E and U</source>
        <translation>投影 E 和 U 的随机种子</translation>
    </message>
    <message>
        <source>Product keys</source>
        <translation>乘积键</translation>
    </message>
    <message>
        <source>Slices of q, k and v (must divide d and dv)</source>
        <translation>q、k 和 v 的切片数（必须整除 d 和 dv）</translation>
    </message>
    <message>
        <source>Keys picked per slice (all allowed keys when fewer)</source>
        <translation>每个切片选出的键数（可用的键更少时全部选出）</translation>
    </message>
    <message>
        <source>Linear attention (feature map)</source>
        <translation>线性注意力（特征映射）</translation>
    </message>
    <message>
        <source>Softmax replaced by a feature map phi, so (phi(Q) phi(K)^T) V is computed as phi(Q) (phi(K)^T V) in time linear in N. Rows of M sum to 1 only when normalize is on.</source>
        <translation>用特征映射 phi 代替 softmax，于是 (phi(Q) phi(K)^T) V 可以按 phi(Q) (phi(K)^T V) 计算，时间随 N 线性增长。只有打开 normalize 时，M 的各行之和才为 1。</translation>
    </message>
    <message>
        <source>Feature map applied to each row of Q and K: elu(x)+1, max(x,0) or x</source>
        <translation>作用于 Q 和 K 每一行的特征映射：elu(x)+1、max(x,0) 或 x</translation>
    </message>
    <message>
        <source>Divide by phi(q_i)^T sum_j phi(k_j) so each row of weights sums to 1</source>
        <translation>除以 phi(q_i)^T sum_j phi(k_j)，使每行权重之和为 1</translation>
    </message>
    <message>
        <source>Performer (FAVOR+ random features)</source>
        <translation>Performer（FAVOR+ 随机特征）</translation>
    </message>
    <message>
        <source>Random features whose inner products estimate exp(s q.k) without bias (positive) or with sin/cos (trig); attention then runs as linear attention, in time linear in N.</source>
        <translation>用随机特征的内积无偏地估计 exp(s q.k)（positive），或用 sin/cos 估计（trig）；之后注意力按线性注意力的方式计算，时间随 N 线性增长。</translation>
    </message>
    <message>
        <source>Number m of random projections w_r</source>
        <translation>随机投影 w_r 的个数 m</translation>
    </message>
    <message>
        <source>positive: exp features (always &gt;= 0); trig: sin and cos features (2m, may cancel)</source>
        <translation>positive：exp 特征（总是 &gt;= 0）；trig：sin 和 cos 特征（共 2m 个，可能相互抵消）</translation>
    </message>
    <message>
        <source>Draw the projections in orthogonal blocks (lower variance)</source>
        <translation>按正交块抽取投影（方差更小）</translation>
    </message>
    <message>
        <source>Seed of the random projections</source>
        <translation>随机投影的随机种子</translation>
    </message>
    <message>
        <source>Synthesizer (weights without QK)</source>
        <translation>Synthesizer（不用 QK 的权重）</translation>
    </message>
    <message>
        <source>The N x N logits R are drawn (random), a low-rank product (factorized) or an MLP of each token alone (dense), never q.k; M = softmax(R), O = M V. Inherently N x N.</source>
        <translation>N x N 的 logits R 由随机抽取（random）、低秩乘积（factorized）或只看单个 token 的 MLP（dense）得到，从不使用 q.k；M = softmax(R)，O = M V。本质上是 N x N 的。</translation>
    </message>
    <message>
        <source>random: R drawn N(0,1); factorized: R = R1 R2^T; dense: R_i from an MLP of token i</source>
        <translation>random：R 从 N(0,1) 抽取；factorized：R = R1 R2^T；dense：R_i 由 token i 的 MLP 得到</translation>
    </message>
    <message>
        <source>Rank of R = R1 R2^T (factorized)</source>
        <translation>R = R1 R2^T 的秩（factorized）</translation>
    </message>
    <message>
        <source>Hidden width of the dense MLP</source>
        <translation>dense MLP 的隐藏层宽度</translation>
    </message>
    <message>
        <source>Seed of every drawn weight</source>
        <translation>所有抽取权重的随机种子</translation>
    </message>
    <message>
        <source>FNet (Fourier mixing)</source>
        <translation>FNet（傅里叶混合）</translation>
    </message>
    <message>
        <source>Tokens are mixed by the real part of a 2-D discrete Fourier transform of X, with no weights at all; M = Re(F_N) is a mixing map (rows need not sum to 1).</source>
        <translation>用 X 的二维离散傅里叶变换的实部混合 token，完全没有权重；M = Re(F_N) 是一个混合图（各行之和不必为 1）。</translation>
    </message>
    <message>
        <source>the Fourier transform along the sequence mixes every position into every output, so no output can be kept from reading future tokens</source>
        <translation>沿序列方向的傅里叶变换把每个位置都混入每个输出，因此无法阻止任何输出读取未来的 token</translation>
    </message>
    <message>
        <source>MLP-Mixer (token-mixing MLP)</source>
        <translation>MLP-Mixer（token 混合 MLP）</translation>
    </message>
    <message>
        <source>the token-mixing weights are dense across positions (every hidden unit sums over all tokens and feeds all of them), so every output reads future tokens</source>
        <translation>token 混合权重在各位置之间是稠密的（每个隐藏单元对所有 token 求和，又输出给所有 token），因此每个输出都会读取未来的 token</translation>
    </message>
    <message>
        <source>Hidden width of the token-mixing MLP</source>
        <translation>token 混合 MLP 的隐藏层宽度</translation>
    </message>
    <message>
        <source>Seed of the Glorot-uniform weights</source>
        <translation>Glorot 均匀初始化权重的随机种子</translation>
    </message>
    <message>
        <source>gMLP (spatial gating)</source>
        <translation>gMLP（空间门控）</translation>
    </message>
    <message>
        <source>W is drawn uniform in [-init, init]; 0 makes the unit the identity on U</source>
        <translation>W 从 [-init, init] 中均匀抽取；为 0 时该单元对 U 是恒等映射</translation>
    </message>
    <message>
        <source>Seed of W</source>
        <translation>W 的随机种子</translation>
    </message>
    <message>
        <source>Cache window</source>
        <translation>缓存窗口</translation>
    </message>
    <message>
        <source>Each query reads a cache of the last `window` states (itself included), nothing older.</source>
        <translation>每个查询读取最近 `window` 个状态的缓存（包括它自己），不读取更早的状态。</translation>
    </message>
    <message>
        <source>States in the cache, the query&apos;s own included</source>
        <translation>缓存中的状态数（包括查询自身的状态）</translation>
    </message>
    <message>
        <source>Transformer-XL chunks</source>
        <translation>Transformer-XL 分块</translation>
    </message>
    <message>
        <source>Each query reads its own chunk up to itself plus the `memory_chunks` chunks before it.</source>
        <translation>每个查询读取自己所在分块中直到自身为止的部分，外加它之前的 `memory_chunks` 个分块。</translation>
    </message>
    <message>
        <source>Positions per chunk (segment)</source>
        <translation>每个分块（片段）的位置数</translation>
    </message>
    <message>
        <source>Earlier chunks each query also reads</source>
        <translation>每个查询还会读取的之前的分块数</translation>
    </message>
    <message>
        <source>Cache + mean memory</source>
        <translation>缓存 + 均值记忆</translation>
    </message>
    <message>
        <source>Each query reads the last `window` states plus one slot holding the mean key and value of everything older.</source>
        <translation>每个查询读取最近 `window` 个状态，外加一个存放更早所有位置的平均键和平均值的槽位。</translation>
    </message>
    <message>
        <source>States in the cache, the query&apos;s own included; older ones are pooled</source>
        <translation>缓存中的状态数（包括查询自身的状态）；更早的状态被池化</translation>
    </message>
    <message>
        <source>Block memory (pooled chunks)</source>
        <translation>块记忆（池化的分块）</translation>
    </message>
    <message>
        <source>Each query reads its own chunk plus one mean key and value for each of the `slots` chunks before it.</source>
        <translation>每个查询读取自己所在的分块，并为它之前的 `slots` 个分块各读取一个平均键和平均值。</translation>
    </message>
    <message>
        <source>Positions per chunk; an earlier chunk is pooled into one slot</source>
        <translation>每个分块的位置数；之前的分块各被池化为一个槽位</translation>
    </message>
    <message>
        <source>Pooled chunks each query reads (the ones right before its own)</source>
        <translation>每个查询读取的池化分块数（紧挨在它自己的分块之前的那些）</translation>
    </message>
    <message>
        <source>Cache + priority memory</source>
        <translation>缓存 + 优先级记忆</translation>
    </message>
    <message>
        <source>Each query reads the last `window` states plus the `slots` older keys with the largest norm (a stand-in for a learned priority).</source>
        <translation>每个查询读取最近 `window` 个状态，外加范数最大的 `slots` 个较早的键（以此代替学习得到的优先级）。</translation>
    </message>
    <message>
        <source>Older keys kept in the priority queue (largest norm first)</source>
        <translation>优先队列中保留的较早的键数（范数大的优先）</translation>
    </message>
    <message>
        <source>Typed text</source>
        <translation>输入文本</translation>
    </message>
    <message>
        <source>Your own text, one token per word, punctuation mark, Han character or emoji. Each distinct word has one embedding (plus a position term) and queries and keys share one projection, so repeated words attend to each other: look for the off-diagonal spots where a word meets its earlier occurrence. Favours topk and threshold, which pick those keys by their scores wherever they are; local windows miss repeats farther apart than the window (on the short default sentence most are within reach), and lsh and kmeans group the words only coarsely.</source>
        <translation>你自己输入的文本，每个单词、标点符号、汉字或表情符号为一个 token。每个不同的单词有一个嵌入（外加一个位置项），查询和键共用一个投影，因此重复出现的单词会相互关注：请寻找对角线外的亮点，那是一个单词与它先前出现的位置相遇之处。有利于 topk 和 threshold，它们按分数挑出这些键，无论键在哪里；局部窗口会漏掉相距超过窗口宽度的重复（在默认的短句中，大多数重复都在窗口范围内），而 lsh 和 kmeans 对单词的分组只是粗略的。</translation>
    </message>
    <message>
        <source>The text to attend over (at most 4096 tokens)</source>
        <translation>要计算注意力的文本（最多 4096 个 token）</translation>
    </message>
    <message>
        <source>Query and key width d</source>
        <translation>查询和键的宽度 d</translation>
    </message>
    <message>
        <source>Value width dv</source>
        <translation>值的宽度 dv</translation>
    </message>
    <message>
        <source>Seed of the random draws</source>
        <translation>随机抽取的随机种子</translation>
    </message>
    <message>
        <source>Weight of the sinusoidal position features added to each embedding</source>
        <translation>加到每个嵌入上的正弦位置特征的权重</translation>
    </message>
    <message>
        <source>Score between two equal tokens; higher makes repeated words attend more sharply</source>
        <translation>两个相同 token 之间的分数；越高，重复单词之间的注意力越集中</translation>
    </message>
    <message>
        <source>Gaussian noise</source>
        <translation>高斯噪声</translation>
    </message>
    <message>
        <source>Independent N(0,1) queries, keys and values: the structureless baseline, with nothing for an efficient method to exploit. Attention is nearly uniform, so the exact output is close to the mean of V and small; the sparse patterns (local, strided, random, ...), lsh and the random projections of linformer and lowdim read or mix only a few keys, miss most of that average and have a large relative error of O (near or above 1). A baseline, not a showcase.</source>
        <translation>独立的 N(0,1) 查询、键和值：没有任何结构的基线，高效方法无可利用。注意力几乎是均匀的，因此精确输出接近 V 的均值且很小；稀疏模式（local、strided、random……）、lsh 以及 linformer 和 lowdim 的随机投影只读取或混合少数几个键，丢掉了这个平均值的大部分，O 的相对误差很大（接近或超过 1）。这是一个基线，而不是用来展示效果的例子。</translation>
    </message>
    <message>
        <source>Sequence length N (tokens)</source>
        <translation>序列长度 N（token 数）</translation>
    </message>
    <message>
        <source>Local decay</source>
        <translation>局部衰减</translation>
    </message>
    <message>
        <source>Each token attends to its neighbours, with weights falling off with distance (about `width` tokens), the same in every row. Favours local, the windows over the past (sliding_window and cache_window, exact under causal; without it sliding_window misses the neighbours ahead) and chunked near block centres; breaks strided, dilated and random, whose keys skip the neighbours that hold the mass.</source>
        <translation>每个 token 关注它的邻居，权重随距离衰减（约 `width` 个 token），每一行都一样。有利于 local、覆盖过去位置的窗口（sliding_window 和 cache_window，在因果模式下是精确的；不用因果时 sliding_window 会漏掉后面的邻居）以及块中心附近的 chunked；会让 strided、dilated 和 random 失效，因为它们的键跳过了承载主要权重的邻居。</translation>
    </message>
    <message>
        <source>Typical distance (tokens) over which the weights fall</source>
        <translation>权重衰减的典型距离（token 数）</translation>
    </message>
    <message>
        <source>Multiplies every score: higher narrows the neighbourhood and deepens the far floor</source>
        <translation>乘到每个分数上：越高，邻域越窄，远处的权重越低</translation>
    </message>
    <message>
        <source>Periodic</source>
        <translation>周期性</translation>
    </message>
    <message>
        <source>Each token attends to the tokens at the same phase of a period p (i, i +- p, i +- 2p, ...), all across the sequence. Favours strided with stride p (or a divisor of p), sparse_transformer, and topk, kmeans and lsh, which find the phase from the scores; dilated with gap p - 1 reaches the same phase only within its radius; breaks local, chunked and sliding_window, which only see the neighbours in between.</source>
        <translation>每个 token 关注整个序列中与它处于周期 p 同一相位的 token（i、i +- p、i +- 2p……）。有利于 stride 为 p（或 p 的约数）的 strided、sparse_transformer，以及能从分数中找出相位的 topk、kmeans 和 lsh；gap 为 p - 1 的 dilated 只能在其 radius 范围内到达同一相位；会让 local、chunked 和 sliding_window 失效，因为它们只能看到中间的邻居。</translation>
    </message>
    <message>
        <source>Period p (tokens) of the attention pattern</source>
        <translation>注意力模式的周期 p（token 数）</translation>
    </message>
    <message>
        <source>Score of a same-phase key above the average: higher puts more mass on the phase</source>
        <translation>同相位键的分数高出平均值的幅度：越高，同相位上的权重越多</translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation>簇结构</translation>
    </message>
    <message>
        <source>Tokens belong to a few clusters scattered through the sequence; each query attends to the keys of its own cluster. Favours kmeans, which recovers the clusters from Q and K; lsh gets part of the way (its buckets split and merge clusters); breaks local, chunked and strided, which pick keys by position and miss most of the cluster, and sinkhorn, whose matched blocks are runs of neighbouring positions, not clusters.</source>
        <translation>token 分属几个散布在整个序列中的簇；每个查询关注本簇中的键。有利于 kmeans，它能从 Q 和 K 中恢复出这些簇；lsh 只能部分做到（它的桶会拆分和合并簇）；会让 local、chunked 和 strided 失效，因为它们按位置挑选键，漏掉了簇的大部分；sinkhorn 也会失效，因为它匹配的块是一段段相邻的位置，而不是簇。</translation>
    </message>
    <message>
        <source>Number of clusters c</source>
        <translation>簇的个数 c</translation>
    </message>
    <message>
        <source>Noise around the cluster centres, relative to their length: large blurs the clusters</source>
        <translation>聚类中心周围的噪声（相对于中心的长度）：越大，簇越模糊</translation>
    </message>
    <message>
        <source>Score of a same-cluster key above a foreign one</source>
        <translation>同簇键的分数高出其他簇的键的幅度</translation>
    </message>
    <message>
        <source>Hub tokens</source>
        <translation>枢纽 token</translation>
    </message>
    <message>
        <source>A few hub tokens that every query attends to (the leading tokens, or scattered); the rest of each row is thin. Favours bigbird, whose first block is global and holds the leading hubs, global and longformer once `tokens` covers the hubs (their default of 2 misses the third of the default 3; with placement random they miss the hubs), priority_memory, which keeps the large hub keys, and topk and select_kv, which find them by score or norm; breaks local, chunked and sliding_window, whose windows miss distant hubs.</source>
        <translation>少数几个所有查询都会关注的枢纽 token（位于开头，或分散各处）；每行的其余部分权重很小。有利于 bigbird（它的第一个块是全局块，包含开头的枢纽）、`tokens` 覆盖了枢纽时的 global 和 longformer（它们的默认值 2 会漏掉默认 3 个枢纽中的第三个；placement 为 random 时会漏掉枢纽）、保留大范数枢纽键的 priority_memory，以及按分数或范数找出枢纽的 topk 和 select_kv；会让 local、chunked 和 sliding_window 失效，因为它们的窗口会漏掉远处的枢纽。</translation>
    </message>
    <message>
        <source>Number of hub tokens (at most n)</source>
        <translation>枢纽 token 的个数（不超过 n）</translation>
    </message>
    <message>
        <source>Where the hubs are: the first tokens, or random positions</source>
        <translation>枢纽的位置：开头的 token，或随机位置</translation>
    </message>
    <message>
        <source>How strongly queries prefer the hubs: they hold about e^s / (e^s + 1.2) of each row, for any n</source>
        <translation>查询对枢纽的偏好程度：无论 n 取何值，枢纽约占每行的 e^s / (e^s + 1.2)</translation>
    </message>
    <message>
        <source>Low-rank map</source>
        <translation>低秩注意力图</translation>
    </message>
    <message>
        <source>Keys take only a few distinct values, so the exact attention map has only `rank` distinct columns and rank(A) &lt;= rank: its spectrum stops after `rank` singular values. Favours svd, whose truncation keeps exactly those (exact once its rank reaches `rank`). The other low-rank bets do not find the structure by themselves: linformer and lowdim project onto random slots that mix the few distinct keys (large errors), pool_kv averages neighbouring keys and the kernel variants only approximate the softmax (moderate errors). Breaks sparse patterns (local, strided, random) that drop keys the whole row depends on.</source>
        <translation>键只取少数几个不同的值，因此精确注意力图只有 `rank` 个不同的列，rank(A) &lt;= rank：它的奇异值谱在 `rank` 个奇异值之后就终止了。有利于 svd，它的截断恰好保留这些奇异值（当它的 rank 达到 `rank` 时即为精确）。其他押注低秩的方法不能自己找到这种结构：linformer 和 lowdim 投影到随机槽位上，混合了那几个不同的键（误差大），pool_kv 对相邻的键求平均，而核方法变体只是近似 softmax（误差中等）。会让丢弃了整行所依赖的键的稀疏模式（local、strided、random）失效。</translation>
    </message>
    <message>
        <source>Number of distinct keys, the bound on rank(A)</source>
        <translation>不同的键的个数，即 rank(A) 的上界</translation>
    </message>
    <message>
        <source>Standard deviation of the scores</source>
        <translation>分数的标准差</translation>
    </message>
    <message>
        <source>Induction (repeated sequence)</source>
        <translation>归纳（重复序列）</translation>
    </message>
    <message>
        <source>A random token sequence repeated twice; in the second copy each token attends to the token that followed its earlier occurrence, half a sequence back (the induction-head pattern). Read it with causal on: then topk and threshold find the one matching key wherever it is, lsh only now and then, and local, chunked and sliding_window break, their windows never reaching the first copy. Without causal the next key of the same copy matches too and carries the same value, so local looks deceptively good.</source>
        <translation>一段随机 token 序列重复两次；在第二份中，每个 token 关注它上一次出现时紧随其后的 token，即往回半个序列处，这正是归纳头（induction head）的模式。请打开因果后观察：此时 topk 和 threshold 无论匹配的键在哪里都能找到它，lsh 只是偶尔找到，而 local、chunked 和 sliding_window 会失效，因为它们的窗口永远到不了第一份。不用因果时，同一份中的下一个键也能匹配，并带有相同的值，因此 local 看起来好得有些虚假。</translation>
    </message>
    <message>
        <source>Score of the matching key above the others</source>
        <translation>匹配的键的分数高出其他键的幅度</translation>
    </message>
    <message>
        <source>Blocks of queries are matched one-to-one to blocks of keys by a Sinkhorn-balanced score of their means; each query sees its own block and its matched block. Under causal each block is matched to one earlier block.</source>
        <translation>查询块与键块按二者均值的分数（经 Sinkhorn 平衡）一一匹配；每个查询能看到自己所在的块以及与之匹配的块。在因果模式下，每个块与一个之前的块匹配。</translation>
    </message>
    <message>
        <source>Queries and keys are split into slices; each slice picks its p best keys, and every combination of picked slices is a composite key the query attends to (keep &gt; 0: only the keep best composites, the paper&apos;s form with keep = p). A composite&apos;s value is made of the picked tokens&apos; value slices, not read from a learned table as in the paper.</source>
        <translation>查询和键被切分为若干切片；每个切片选出最好的 p 个键，选中切片的每一种组合都是查询所关注的一个组合键（keep &gt; 0：只保留最好的 keep 个组合键，keep = p 即论文中的形式）。组合键的值由选中 token 的值切片组成，而不是像论文中那样从学习得到的表中读取。</translation>
    </message>
    <message>
        <source>Composites of highest score kept before the softmax: 0 keeps all p^subspaces; keep = p with 2 subspaces is the paper&apos;s top-k of the k^2 candidates</source>
        <translation>在 softmax 之前保留的最高分组合键数：0 表示保留全部 p^subspaces 个；keep = p 且 subspaces = 2 即论文中从 k^2 个候选中取 top-k 的做法</translation>
    </message>
    <message>
        <source>A fixed two-layer MLP across positions mixes the tokens: O = X + W2 gelu(W1 X); M = W2 W1 is a mixing map (rows need not sum to 1). The paper normalises each token first (X + W2 gelu(W1 LayerNorm(X))): off by default, layer_norm turns it on.</source>
        <translation>一个固定的两层 MLP 沿位置方向混合 token：O = X + W2 gelu(W1 X)；M = W2 W1 是一个混合图（各行之和不必为 1）。论文会先对每个 token 做归一化（X + W2 gelu(W1 LayerNorm(X))）：默认关闭，可通过 layer_norm 开启。</translation>
    </message>
    <message>
        <source>Normalise each token&apos;s channels before the MLP, as the paper does (off by default)</source>
        <translation>在 MLP 之前先对每个 token 的通道做归一化，与论文相同（默认关闭）</translation>
    </message>
    <message>
        <source>Half the channels gate the other half after a linear mix across positions: O = U * (W Z + 1) = U + U * (W Z). M = W + I displays that mixing only, as a mixing map (rows need not sum to 1): no matrix M gives O = M V.</source>
        <translation>一半通道先沿位置方向做线性混合，再对另一半通道进行门控：O = U * (W Z + 1) = U + U * (W Z)。M = W + I 只是以混合图的形式展示这种混合（各行之和不必为 1）：没有任何矩阵 M 能使 O = M V。</translation>
    </message>
    <message>
        <source>Add seeded Gumbel noise G to the scores before the temperature (Gumbel-Sinkhorn); off, G = 0</source>
        <translation>在除以温度之前，先把带种子的 Gumbel 噪声 G 加到分数上（Gumbel-Sinkhorn）；关闭时 G = 0</translation>
    </message>
    <message>
        <source>M = A E with E of k = %1 rows, so M has rank at most k: its values drop to zero after the k-th.</source>
        <translation>M = A E，而 E 只有 k = %1 行，所以 M 的秩至多为 k：第 k 个之后的奇异值都为零。</translation>
    </message>
    <message>
        <source>M = A P with P pooling the sequence into %1 slots (N / stride, rounded up), so M has rank at most %1.</source>
        <translation>M = A P，P 把序列池化为 %1 个槽位（N / stride，向上取整），所以 M 的秩至多为 %1。</translation>
    </message>
    <message>
        <source>M keeps the r = %1 largest singular values of A and drops the rest (Eckart–Young).</source>
        <translation>M 保留 A 最大的 r = %1 个奇异值，其余舍去（Eckart–Young 定理）。</translation>
    </message>
    <message>
        <source>The scores Q′K′ᵀ have rank at most d′ = %1, but the softmax raises the rank again: M is not bounded by d′.</source>
        <translation>分数 Q′K′ᵀ 的秩至多为 d′ = %1，但 softmax 又把秩抬高了：M 的秩不受 d′ 限制。</translation>
    </message>
    <message>
        <source>Without causal, M = D⁻¹ φ(Q) φ(K)ᵀ through %1 random features, so M has rank at most %1.</source>
        <translation>不加因果掩码时，M = D⁻¹ φ(Q) φ(K)ᵀ 只经过 %1 个随机特征，所以 M 的秩至多为 %1。</translation>
    </message>
    <message>
        <source>R = R₁ R₂ᵀ has rank at most %1, but the softmax raises the rank again: M is not bounded by it.</source>
        <translation>R = R₁ R₂ᵀ 的秩至多为 %1，但 softmax 又把秩抬高了：M 的秩不受它限制。</translation>
    </message>
    <message>
        <source>M = W₂ W₁ through a hidden width of %1, so M has rank at most %1.</source>
        <translation>M = W₂ W₁ 只经过宽度为 %1 的隐藏层，所以 M 的秩至多为 %1。</translation>
    </message>
    <message>
        <source>Random rotations hash queries and keys into buckets; each query attends to the keys that share its bucket in any round, within its sorted chunk and the one before.</source>
        <translation>随机旋转把查询和键哈希到各个桶中；每个查询读取在任意一轮中与它同桶的键，但只限排序后它所在的分块和前一个分块。</translation>
    </message>
    <message>
        <source>Sorted chunk length: a query reads its bucket&apos;s keys in its chunk and the previous one (0: the whole bucket)</source>
        <translation>排序后每个分块的长度：查询读取自己的桶在它所在分块与前一个分块中的键（0：整个桶）</translation>
    </message>
    <message>
        <source>k-means on the unit queries and keys; each query attends to the keys of its own cluster nearest its centroid. Under causal the centroids are fitted as the tokens arrive.</source>
        <translation>对单位长度的查询和键做 k-means；每个查询读取自己所在簇中最靠近聚类中心的那些键。因果模式下，聚类中心随着 token 的到来逐步拟合。</translation>
    </message>
    <message>
        <source>Keys each cluster keeps, the nearest its centroid (0: the whole cluster)</source>
        <translation>每个簇保留的键数，取最靠近聚类中心的（0：整个簇）</translation>
    </message>
    <message>
        <source>every pair</source>
        <translation>每一对都计算</translation>
    </message>
    <message>
        <source>a window of before + after + 1 keys per query</source>
        <translation>每个查询读取 before + after + 1 个键的窗口</translation>
    </message>
    <message>
        <source>a fixed chunk of keys per query</source>
        <translation>每个查询读取固定大小的一个分块的键</translation>
    </message>
    <message>
        <source>a window of `window` keys per query</source>
        <translation>每个查询读取 `window` 个键的窗口</translation>
    </message>
    <message>
        <source>2 radius + 1 keys per query</source>
        <translation>每个查询读取 2 radius + 1 个键</translation>
    </message>
    <message>
        <source>N / stride keys per query</source>
        <translation>每个查询读取 N / stride 个键</translation>
    </message>
    <message>
        <source>N / block strided keys per query at a fixed block; O(N^1.5) with block = sqrt(N), as the paper sets it</source>
        <translation>block 固定时，每个查询读取 N / block 个等间距的键；按论文取 block = sqrt(N) 时为 O(N^1.5)</translation>
    </message>
    <message>
        <source>the global tokens per query, and the few global rows over all keys</source>
        <translation>每个查询读取全局 token，少数全局 token 的行则读取所有键</translation>
    </message>
    <message>
        <source>per_row + 1 keys per query</source>
        <translation>每个查询读取 per_row + 1 个键</translation>
    </message>
    <message>
        <source>a dilated window plus the global tokens per query</source>
        <translation>每个查询读取一个扩张窗口，再加上全局 token</translation>
    </message>
    <message>
        <source>window, global and random blocks: a fixed number of key blocks per block row</source>
        <translation>窗口、全局和随机块：每一行块读取固定数量的键块</translation>
    </message>
    <message>
        <source>the exact scores of every pair (an oracle)</source>
        <translation>每一对的精确分数（oracle）</translation>
    </message>
    <message>
        <source>the exact scores of every allowed pair (an oracle)</source>
        <translation>每个允许配对的精确分数（oracle）</translation>
    </message>
    <message>
        <source>its costliest head: the default heads include full</source>
        <translation>成本最高的那个注意力头：默认的注意力头包含 full</translation>
    </message>
    <message>
        <source>sort by bucket, then at most 2 chunks of keys per query and round</source>
        <translation>先按桶排序，之后每个查询在每一轮最多读取 2 个分块的键</translation>
    </message>
    <message>
        <source>sqrt(N) clusters of sqrt(N) members as the paper sets them; at fixed clusters and members O(N)</source>
        <translation>按论文取 sqrt(N) 个簇、每簇 sqrt(N) 个成员；簇数和成员数固定时为 O(N)</translation>
    </message>
    <message>
        <source>two blocks of keys per query, O(N block); the sorting&apos;s (N/block)^2 d stays below it while N &lt; block^3: at long N set block = 128 (the default 8 sorts quadratically beyond N of about 512)</source>
        <translation>每个查询读取两个键块，O(N block)；只要 N &lt; block^3，排序的 (N/block)^2 d 就比它小：序列很长时请设 block = 128（默认的 8 在 N 超过约 512 后，排序成本按平方增长）</translation>
    </message>
    <message>
        <source>k projected keys per query, and the projection E K, E V</source>
        <translation>每个查询读取 k 个投影后的键，再加上投影 E K、E V</translation>
    </message>
    <message>
        <source>N / stride pooled slots per query</source>
        <translation>每个查询读取 N / stride 个池化槽位</translation>
    </message>
    <message>
        <source>keep + 1 keys per query, chosen by one pass over the key norms</source>
        <translation>每个查询读取 keep + 1 个键，遍历一次键的范数来挑选</translation>
    </message>
    <message>
        <source>the exact A and its SVD (an oracle)</source>
        <translation>精确的 A 及其 SVD（oracle）</translation>
    </message>
    <message>
        <source>every pair, in dprime dimensions</source>
        <translation>每一对都计算，但只在 dprime 维</translation>
    </message>
    <message>
        <source>k projected keys per query</source>
        <translation>每个查询读取 k 个投影后的键</translation>
    </message>
    <message>
        <source>each slice scores every allowed key before keeping p</source>
        <translation>每个切片先为每个允许的键打分，再保留 p 个</translation>
    </message>
    <message>
        <source>sums over the keys once, then d dv per query</source>
        <translation>对键求和一次，之后每个查询需要 d dv</translation>
    </message>
    <message>
        <source>features x (d + dv) per query</source>
        <translation>每个查询需要 features x (d + dv)</translation>
    </message>
    <message>
        <source>an N x N synthesized map at the default kind</source>
        <translation>默认的类型会合成一张 N x N 的图</translation>
    </message>
    <message>
        <source>an FFT along the sequence for dm/2 + 1 channels (X is real)</source>
        <translation>沿序列对 dm/2 + 1 个通道各做一次 FFT（X 是实数）</translation>
    </message>
    <message>
        <source>a token-mixing MLP of `hidden` units: N hidden per channel</source>
        <translation>一个有 `hidden` 个隐藏单元的 token 混合 MLP：每个通道 N hidden</translation>
    </message>
    <message>
        <source>an N x N spatial gating matrix</source>
        <translation>一个 N x N 的空间门控矩阵</translation>
    </message>
    <message>
        <source>the last `window` keys per query</source>
        <translation>每个查询读取最近的 `window` 个键</translation>
    </message>
    <message>
        <source>its chunk and memory_chunks earlier chunks per query</source>
        <translation>每个查询读取自己的分块，以及之前的 memory_chunks 个分块</translation>
    </message>
    <message>
        <source>the cache window plus one running-mean slot per query</source>
        <translation>每个查询读取缓存窗口，再加上一个累计平均的槽位</translation>
    </message>
    <message>
        <source>its chunk plus `slots` mean slots per query</source>
        <translation>每个查询读取自己的分块，再加上 `slots` 个平均槽位</translation>
    </message>
    <message>
        <source>the cache window plus `slots` kept keys per query</source>
        <translation>每个查询读取缓存窗口，再加上 `slots` 个保留的键</translation>
    </message>
    <message>
        <source>Trained model</source>
        <translation>训练好的模型</translation>
    </message>
    <message>
        <source>The text the model reads, one token per character (at most 128)</source>
        <translation>模型读取的文本，每个字符一个 token（最多 128 个）</translation>
    </message>
    <message>
        <source>Which layer&apos;s head becomes the input (from 0)</source>
        <translation>取哪一层的注意力头作为输入（从 0 开始）</translation>
    </message>
    <message>
        <source>Which head of that layer (from 0)</source>
        <translation>取该层的哪一个注意力头（从 0 开始）</translation>
    </message>
    <message>
        <source>Your own pattern</source>
        <translation>自定义模式</translation>
    </message>
    <message>
        <source>Each query attends to itself and to the keys where a condition you write holds: over i, j and N, or combining catalogue patterns such as local(3, 3) or global(2).</source>
        <translation>每个查询关注它自己，以及你写出的条件成立的键：条件可以用 i、j、N 写成，也可以组合目录中的模式，例如 local(3, 3) or global(2)。</translation>
    </message>
    <message>
        <source>Which keys j query i sees: a condition over i, j and N with + - * / %, comparisons, and, or, not, abs, min, max, floor, and catalogue patterns with their parameters, e.g. local(3, 3) or global(2), strided(8) and not chunked(16), longformer(radius=2)</source>
        <translation>查询 i 看到哪些键 j：用 i、j、N 写成的条件，可用 + - * / %、比较、and、or、not、abs、min、max、floor，也可用目录中的模式并写上其参数，例如 local(3, 3) or global(2)、strided(8) and not chunked(16)、longformer(radius=2)</translation>
    </message>
    <message>
        <source>follows the field&apos;s density: the default reads a band of 5 keys and the first key</source>
        <translation>随模式的密度而定：默认读取 5 个键的带状区域和第一个键</translation>
    </message>
    <message>
        <source>A real head: your text (English or Chinese, at most 128 characters) runs through the small character model that ships with the program (it read the King James Bible and Tang and Song poems in simplified characters; any other character is one unknown token to it), and the chosen head&apos;s own queries, keys and values become the input of every method, causal, at the model&apos;s scale. The grid of heads shows each one&apos;s map; see which heads look local (local and sliding windows do well), which look back at the previous character, and how far from low rank real maps are.</source>
        <translation>真实的注意力头：你的文本（英文或中文，最多 128 个字符）会送进程序自带的小型字符模型（它读过钦定版圣经和简体字的唐诗、宋诗；其他字符对它来说都是同一个未知 token），所选注意力头自己的查询、键和值就成为每个方法的输入，采用因果掩码，并使用模型自身的缩放因子。注意力头网格画出每个头的注意力图：看看哪些头看起来是局部的（局部注意力和滑动窗口在这里表现好）、哪些头回看前一个字符，以及真实的注意力图离低秩还有多远。</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::BucketSizeChart</name>
    <message>
        <source>tokens</source>
        <translation>token 数</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>键</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::ComparisonView</name>
    <message>
        <source>variant − exact</source>
        <translation>变体 − 精确</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>weight (shared scale)</source>
        <translation>权重（共用刻度）</translation>
    </message>
    <message>
        <source>No exact map yet.</source>
        <translation>尚无精确注意力图。</translation>
    </message>
    <message>
        <source>No variant map yet.</source>
        <translation>尚无变体的图。</translation>
    </message>
    <message>
        <source>The difference appears once both maps are computed.</source>
        <translation>两幅图都计算完成后，这里会显示差值。</translation>
    </message>
    <message>
        <source>Exact softmax</source>
        <translation>精确 softmax</translation>
    </message>
    <message>
        <source>The variant&apos;s map is %1 × %2 but the exact map is %3 × %4.</source>
        <translation>变体的图为 %1 × %2，而精确注意力图为 %3 × %4。</translation>
    </message>
    <message>
        <source>Variant − exact</source>
        <translation>变体 − 精确</translation>
    </message>
    <message>
        <source>Identical up to rounding</source>
        <translation>在舍入误差内完全相同</translation>
    </message>
    <message>
        <source>query %1%2, key %3%4</source>
        <translation>查询 %1%2，键 %3%4</translation>
    </message>
    <message>
        <source>%1: exact %2, no variant</source>
        <translation>%1：精确 %2，无变体</translation>
    </message>
    <message>
        <source>%1: exact %2, variant %3, difference %4</source>
        <translation>%1：精确 %2，变体 %3，差值 %4</translation>
    </message>
    <message>
        <source>Copy all three</source>
        <translation>复制全部三幅图</translation>
    </message>
    <message>
        <source>Save all three as…</source>
        <translation>将三幅图另存为…</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::CostChart</name>
    <message>
        <source>Analytic cost against N</source>
        <translation>随 N 变化的解析成本</translation>
    </message>
    <message>
        <source>multiply-adds</source>
        <translation>乘加次数</translation>
    </message>
    <message>
        <source>peak working memory</source>
        <translation>峰值工作内存</translation>
    </message>
    <message>
        <source>What the upper plot counts: the multiply-adds of one forward pass, or the largest working memory it holds at one time (inputs and the display map excluded)</source>
        <translation>上方图表统计的量：一次前向传播的乘加次数，或它在同一时刻占用的最大工作内存（不含输入和用于显示的图）</translation>
    </message>
    <message>
        <source>No cost to show yet.</source>
        <translation>尚无可显示的成本。</translation>
    </message>
    <message>
        <source>Press Measure to time the current variant and full on this machine.</source>
        <translation>按“测量”可在本机上对当前变体和 full 计时。</translation>
    </message>
    <message>
        <source>Time one forward pass of the current variant and of full at several N on this machine (median of repeated runs, in the background), then fit the slope of log time against log N</source>
        <translation>在本机上以多个 N 对当前变体和 full 的一次前向传播计时（在后台重复运行并取中位数），然后拟合 log 时间对 log N 的斜率</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>sequence length N</source>
        <translation>序列长度 N</translation>
    </message>
    <message>
        <source>measured s</source>
        <translation>实测时间 (s)</translation>
    </message>
    <message>
        <source>Analytic cost against N (%1)</source>
        <translation>随 N 变化的解析成本（%1）</translation>
    </message>
    <message>
        <source>peak working bytes</source>
        <translation>峰值工作字节数</translation>
    </message>
    <message>
        <source>other variants at their defaults</source>
        <translation>其他变体（默认参数）</translation>
    </message>
    <message>
        <source>%1 (exact reference)</source>
        <translation>%1（精确参考）</translation>
    </message>
    <message>
        <source>N = %1: %2</source>
        <translation>N = %1：%2</translation>
    </message>
    <message>
        <source>... and %1 more sizes</source>
        <translation>……以及另外 %1 种规模</translation>
    </message>
    <message>
        <source>No cost for %1 at %2</source>
        <translation>%1 在以下规模没有成本：%2</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 (slope %2)</source>
        <translation>%1（斜率 %2）</translation>
    </message>
    <message>
        <source>N = %1</source>
        <translation>N = %1</translation>
    </message>
    <message>
        <source>%1 (slope %2, promises %3)</source>
        <translation>%1（斜率 %2，承诺 %3）</translation>
    </message>
    <message>
        <source>%1 pairs of the field (masked pairs of whole blocks are counted too)</source>
        <translation>该方法的 %1 个配对（按整块计算时，被掩码的配对也计入乘加）</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::CumulativeEnergyPlot</name>
    <message>
        <source>No energy curves to show.</source>
        <translation>没有可显示的能量曲线。</translation>
    </message>
    <message>
        <source>rank r (singular values kept)</source>
        <translation>秩 r（保留的奇异值个数）</translation>
    </message>
    <message>
        <source>energy kept</source>
        <translation>保留的能量</translation>
    </message>
    <message>
        <source>exact A</source>
        <translation>精确 A</translation>
    </message>
    <message>
        <source>No singular values were reported.</source>
        <translation>没有报告奇异值。</translation>
    </message>
    <message>
        <source>%1% of the energy</source>
        <translation>%1% 的能量</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A：%1</translation>
    </message>
    <message>
        <source>M: %1</source>
        <translation>M：%1</translation>
    </message>
    <message>
        <source>rank r (the first %1 of %2)</source>
        <translation>秩 r（%2 个中的前 %1 个）</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::FigureFile</name>
    <message>
        <source>Cannot export to &quot;%1&quot;: use a .png, .svg or .pdf file name.</source>
        <translation>无法导出到“%1”：请使用 .png、.svg 或 .pdf 文件名。</translation>
    </message>
    <message>
        <source>Cannot export a figure of size %1 x %2.</source>
        <translation>无法导出尺寸为 %1 x %2 的图。</translation>
    </message>
    <message>
        <source>Could not write &quot;%1&quot; (%2): check that the folder exists and is writable.</source>
        <translation>无法写入“%1”（%2）：请确认文件夹存在且可写。</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::FigureMenu</name>
    <message>
        <source>Copy image</source>
        <translation>复制图像</translation>
    </message>
    <message>
        <source>Save image as…</source>
        <translation>将图像另存为…</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>SVG vector image (*.svg)</source>
        <translation>SVG 矢量图像 (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Save image as</source>
        <translation>将图像另存为</translation>
    </message>
    <message>
        <source>Could not save the image</source>
        <translation>无法保存图像</translation>
    </message>
    <message>
        <source>%1 could not be saved. %2</source>
        <translation>无法保存 %1。%2</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::GalleryView</name>
    <message>
        <source>Every variant on the current input. Click a tile (or press Enter on it) to show that variant.</source>
        <translation>当前输入上的所有变体。点击一个图块（或在图块上按 Enter 键）即可显示该变体。</translation>
    </message>
    <message>
        <source>rel. err %1</source>
        <translation>相对误差 %1</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>Not computed yet.</source>
        <translation>尚未计算。</translation>
    </message>
    <message>
        <source>Relative error of its map M: %1</source>
        <translation>它的图 M 的相对误差：%1</translation>
    </message>
    <message>
        <source>No map: %1</source>
        <translation>无图：%1</translation>
    </message>
    <message>
        <source>Click to show this variant.</source>
        <translation>点击以显示此变体。</translation>
    </message>
    <message>
        <source>No variants to show.</source>
        <translation>没有可显示的变体。</translation>
    </message>
    <message>
        <source>Copy the whole gallery</source>
        <translation>复制整个图库</translation>
    </message>
    <message>
        <source>Save the whole gallery as…</source>
        <translation>将整个图库另存为…</translation>
    </message>
    <message>
        <source>Copy image</source>
        <translation>复制图像</translation>
    </message>
    <message>
        <source>Save image as…</source>
        <translation>将图像另存为…</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::HeadGridView</name>
    <message>
        <source>Heads</source>
        <translation>注意力头</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message numerus="yes">
        <source>%n head(s), shared colour range</source>
        <translation>
            <numerusform>%n 个注意力头，共用颜色范围</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy all heads</source>
        <translation>复制所有注意力头的图</translation>
    </message>
    <message>
        <source>Save all heads as…</source>
        <translation>将所有注意力头的图另存为…</translation>
    </message>
    <message>
        <source>No heads to show yet.</source>
        <translation>还没有可显示的注意力头。</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::HeatmapView</name>
    <message>
        <source>No map to show yet.</source>
        <translation>尚无可显示的图。</translation>
    </message>
    <message>
        <source>value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>key j</source>
        <translation>键 j</translation>
    </message>
    <message>
        <source>query i</source>
        <translation>查询 i</translation>
    </message>
    <message>
        <source>%1 block mean</source>
        <translation>%1 块均值</translation>
    </message>
    <message>
        <source>%1 block max |x|</source>
        <translation>%1 块内最大 |x|</translation>
    </message>
    <message>
        <source>%1 mean</source>
        <translation>%1 均值</translation>
    </message>
    <message>
        <source>%1 max |x|</source>
        <translation>%1 最大 |x|</translation>
    </message>
    <message>
        <source>There is no map to export yet.</source>
        <translation>尚无可导出的图。</translation>
    </message>
    <message>
        <source>%1, log scale</source>
        <translation>%1，对数刻度</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::KernelEstimatePlot</name>
    <message>
        <source>No estimate to show yet.</source>
        <translation>尚无可显示的估计。</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>精确值</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>估计值</translation>
    </message>
    <message>
        <source>exact kernel  exp(s q·k_j)</source>
        <translation>精确核  exp(s q·k_j)</translation>
    </message>
    <message>
        <source>estimate  φ(q)·φ(k_j)</source>
        <translation>估计值  φ(q)·φ(k_j)</translation>
    </message>
    <message>
        <source>y = x (exact)</source>
        <translation>y = x（精确）</translation>
    </message>
    <message>
        <source>one key j</source>
        <translation>一个键 j</translation>
    </message>
    <message>
        <source>key %1 (%2)</source>
        <translation>键 %1（%2）</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>键 %1</translation>
    </message>
    <message>
        <source>No finite values to compare for %1.</source>
        <translation>%1 没有可比较的有限值。</translation>
    </message>
    <message>
        <source>no key with a nonzero exact value</source>
        <translation>没有精确值非零的键</translation>
    </message>
    <message>
        <source>mean relative error %1</source>
        <translation>平均相对误差 %1</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::LraChart</name>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>The length at which the paper measured speed and memory (1K to 4K tokens); the measurement here runs at the same N</source>
        <translation>论文测量速度和内存时的序列长度（1K 到 4K 个 token）；本机的测量在相同的 N 下进行</translation>
    </message>
    <message>
        <source>Time one forward pass of full and of each mapped variant at the chosen N on this machine, in the background, and draw time(full) / time(variant)</source>
        <translation>在本机后台以所选的 N 对 full 和每个与论文模型对应的变体的一次前向传播计时，并绘制 time(full) / time(variant)</translation>
    </message>
    <message>
        <source>average accuracy (%)</source>
        <translation>平均准确率 (%)</translation>
    </message>
    <message>
        <source>speed relative to the Transformer</source>
        <translation>相对于 Transformer 的速度</translation>
    </message>
    <message>
        <source>Published (Tay et al., 2021)</source>
        <translation>已发表结果（Tay 等，2021）</translation>
    </message>
    <message>
        <source>speed-up (x)</source>
        <translation>加速比 (x)</translation>
    </message>
    <message>
        <source>Speed-up: paper and this machine</source>
        <translation>加速比：论文与本机</translation>
    </message>
    <message>
        <source>No speed or memory at %1 in the paper, accuracy only: %2</source>
        <translation>论文中没有 %1 时的速度和内存，只有准确率：%2</translation>
    </message>
    <message>
        <source>speed relative to the Transformer at %1 (TPU training steps/s)</source>
        <translation>%1 时相对于 Transformer 的速度（TPU 训练步数/s）</translation>
    </message>
    <message>
        <source>paper: TPU training steps/s over the Transformer&apos;s (%1)</source>
        <translation>论文：TPU 训练步数/s 与 Transformer 之比（%1）</translation>
    </message>
    <message>
        <source>here: not measured yet</source>
        <translation>本机：尚未测量</translation>
    </message>
    <message>
        <source>average accuracy %1%</source>
        <translation>平均准确率 %1%</translation>
    </message>
    <message>
        <source>speed %1 the Transformer&apos;s at %2</source>
        <translation>%2 时速度为 Transformer 的 %1</translation>
    </message>
    <message>
        <source>memory %1 GB per device</source>
        <translation>每台设备内存 %1 GB</translation>
    </message>
    <message>
        <source>paper: %1 the Transformer&apos;s training speed at %2</source>
        <translation>论文：%2 时训练速度为 Transformer 的 %1</translation>
    </message>
    <message>
        <source>paper: no speed at %1</source>
        <translation>论文：没有 %1 时的速度</translation>
    </message>
    <message>
        <source>here: %1 as fast as full (one forward pass)</source>
        <translation>本机：速度为 full 的 %1（一次前向传播）</translation>
    </message>
    <message>
        <source>here: not measured</source>
        <translation>本机：未测量</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::MatrixTable</name>
    <message>
        <source>%1 [%2]: %3</source>
        <translation>%1 [%2]：%3</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::MeasureControls</name>
    <message>
        <source>Measure</source>
        <translation>测量</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the running measurement</source>
        <translation>停止正在进行的测量</translation>
    </message>
    <message>
        <source>Runs done out of all runs of the measurement (warm-ups included)</source>
        <translation>本次测量已完成的运行次数 / 总运行次数（含预热）</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::MemoryTimeline</name>
    <message>
        <source>position %1</source>
        <translation>位置 %1</translation>
    </message>
    <message>
        <source>positions %1–%2</source>
        <translation>位置 %1–%2</translation>
    </message>
    <message>
        <source>No memory reads to show yet.</source>
        <translation>尚无可显示的记忆读取。</translation>
    </message>
    <message>
        <source>Cannot draw query %1 of a sequence of %2 positions.</source>
        <translation>无法绘制查询 %1：序列只有 %2 个位置。</translation>
    </message>
    <message>
        <source>A read (%1) lies outside the sequence of %2 positions.</source>
        <translation>有一次读取（%1）超出了 %2 个位置的序列。</translation>
    </message>
    <message>
        <source>cache window: %1, read as they are</source>
        <translation>缓存窗口：%1，按原样读取</translation>
    </message>
    <message>
        <source>pooled slot: %1, read as one mean key and value</source>
        <translation>池化槽位：%1，作为一个平均键和平均值读取</translation>
    </message>
    <message>
        <source>kept key (high priority): %1</source>
        <translation>保留的键（高优先级）：%1</translation>
    </message>
    <message>
        <source>chunk: %1, read as they are</source>
        <translation>分块：%1，按原样读取</translation>
    </message>
    <message>
        <source>1 key</source>
        <translation>1 个键</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 个键</translation>
    </message>
    <message>
        <source>1 pooled slot</source>
        <translation>1 个池化槽位</translation>
    </message>
    <message>
        <source>%1 pooled slots</source>
        <translation>%1 个池化槽位</translation>
    </message>
    <message>
        <source>%1 scores: %2 (exact attention: %3)</source>
        <translation>%1 个分数：%2（精确注意力：%3 个）</translation>
    </message>
    <message>
        <source>cache window</source>
        <translation>缓存窗口</translation>
    </message>
    <message>
        <source>chunk read as is</source>
        <translation>按原样读取的分块</translation>
    </message>
    <message>
        <source>pooled slot (one mean)</source>
        <translation>池化槽位（一个均值）</translation>
    </message>
    <message>
        <source>kept key</source>
        <translation>保留的键</translation>
    </message>
    <message>
        <source>exact weight</source>
        <translation>精确权重</translation>
    </message>
    <message>
        <source>query i</source>
        <translation>查询 i</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>未读取</translation>
    </message>
    <message>
        <source>after i (never read)</source>
        <translation>i 之后（从不读取）</translation>
    </message>
    <message>
        <source>, the query</source>
        <translation>，即查询本身</translation>
    </message>
    <message>
        <source>after query %1: memory over a stream never reads ahead</source>
        <translation>位于查询 %1 之后：流式记忆从不读取后面的位置</translation>
    </message>
    <message>
        <source>not read by query %1</source>
        <translation>查询 %1 未读取</translation>
    </message>
    <message>
        <source>Reads of query %1</source>
        <translation>查询 %1 的读取</translation>
    </message>
    <message>
        <source>chunk %1</source>
        <translation>分块 %1</translation>
    </message>
    <message>
        <source>chunk %1 reads</source>
        <translation>分块 %1 读取的范围</translation>
    </message>
    <message>
        <source>weights of query %1: bars this variant, line exact; top %2</source>
        <translation>查询 %1 的权重：柱为此变体，线为精确值；最大 %2</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::ParameterPanel</name>
    <message>
        <source>Range: %1 (default %2)</source>
        <translation>范围：%1（默认 %2）</translation>
    </message>
    <message>
        <source>This variant has no parameters.</source>
        <translation>此变体没有参数。</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>未应用：%1</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::PatternView</name>
    <message>
        <source>evaluated (1) or not (0)</source>
        <translation>已计算（1）或未计算（0）</translation>
    </message>
    <message>
        <source>No pattern to show yet.</source>
        <translation>尚无可显示的注意力模式。</translation>
    </message>
    <message>
        <source>Keys evaluated per query</source>
        <translation>每个查询计算的键数</translation>
    </message>
    <message>
        <source>How many keys each query scored. Click a row to inspect that query.</source>
        <translation>每个查询为多少个键计算了分数。点击一行即可查看该查询。</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>键数</translation>
    </message>
    <message>
        <source>Receptive field over stacked layers</source>
        <translation>多层堆叠后的感受野</translation>
    </message>
    <message>
        <source>Number of stacked layers L that use this same pattern. Through L layers a query depends on every key reachable in L steps of the pattern: a window of w keys reaches L(w−1)+1 positions.</source>
        <translation>使用同一注意力模式堆叠的层数 L。经过 L 层，查询依赖于按该模式走 L 步之内可到达的所有键：宽度为 w 个键的窗口可覆盖 L(w−1)+1 个位置。</translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation>层数：</translation>
    </message>
    <message>
        <source>One band per layer, keys from left to right: a filled key is one the query depends on after that many layers.</source>
        <translation>每层一条带，键从左到右排列：填充的键表示经过该层数后查询所依赖的键。</translation>
    </message>
    <message>
        <source>share of pairs evaluated</source>
        <translation>已计算的查询-键对占比</translation>
    </message>
    <message>
        <source>%1, in blocks of %2 × %2 positions</source>
        <translation>%1，以 %2 × %2 个位置为一块</translation>
    </message>
    <message>
        <source>key block (j / %1)</source>
        <translation>键块（j / %1）</translation>
    </message>
    <message>
        <source>key j</source>
        <translation>键 j</translation>
    </message>
    <message>
        <source>query block (i / %1)</source>
        <translation>查询块（i / %1）</translation>
    </message>
    <message>
        <source>query i</source>
        <translation>查询 i</translation>
    </message>
    <message>
        <source>&lt;b&gt;Density ρ = pairs / N² = %L1 / %L2 = %3&lt;/b&gt;</source>
        <translation>&lt;b&gt;密度 ρ = 查询-键对数 / N² = %L1 / %L2 = %3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 keys per query on average (fewest %2, most %3) of N = %4.</source>
        <translation>&lt;br&gt;在 N = %4 个键中，每个查询平均计算 %1 个（最少 %2 个，最多 %3 个）。</translation>
    </message>
    <message>
        <source>&lt;br&gt;Scores computed / N² = %1: a pooled slot is one score that stands for all the positions it pools, which the pattern lists.</source>
        <translation>&lt;br&gt;计算的分数个数 / N² = %1：一个池化槽位只有一个分数，代表它所池化的所有位置，注意力模式中列出了这些位置。</translation>
    </message>
    <message>
        <source>L = %1</source>
        <translation>L = %1</translation>
    </message>
    <message>
        <source>query %1 (%2)</source>
        <translation>查询 %1（%2）</translation>
    </message>
    <message>
        <source>query %1</source>
        <translation>查询 %1</translation>
    </message>
    <message numerus="yes">
        <source>After %n layer(s) %1 reaches no key.</source>
        <translation>
            <numerusform>经过 %n 层后，%1 到达不了任何键。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;After %n layer(s) %1 reaches keys %2..%3 (width %4)&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;经过 %n 层后，%1 可到达键 %2..%3（宽度 %4）&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 of those positions (with gaps).</source>
        <translation>，其中有 %1 个位置（中间有空缺）。</translation>
    </message>
    <message>
        <source> That is the whole sequence.</source>
        <translation>这就是整个序列。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;Widest field of any query after %n layer(s): %1 keys (query %2).</source>
        <translation>
            <numerusform>&lt;br&gt;经过 %n 层后，所有查询中最宽的感受野：%1 个键（查询 %2）。</numerusform>
        </translation>
    </message>
    <message>
        <source>query %1 scored key %2</source>
        <translation>查询 %1 计算了键 %2 的分数</translation>
    </message>
    <message>
        <source>query %1 skipped key %2</source>
        <translation>查询 %1 跳过了键 %2</translation>
    </message>
    <message>
        <source>queries %1..%2, keys %3..%4: %5% of the pairs evaluated</source>
        <translation>查询 %1..%2，键 %3..%4：已计算 %5% 的查询-键对</translation>
    </message>
    <message>
        <source>Run a variant to see which pairs it evaluates.</source>
        <translation>运行一个变体，即可看到它计算哪些查询-键对。</translation>
    </message>
    <message>
        <source>Copy the whole Pattern view</source>
        <translation>复制整个“注意力模式”视图</translation>
    </message>
    <message>
        <source>Save the whole Pattern view as…</source>
        <translation>将整个“注意力模式”视图另存为…</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::QueryWeightsView</name>
    <message>
        <source>The weight the query gives each key: exact attention against the variant. Drag to pan along the keys, turn the wheel to zoom.</source>
        <translation>查询给每个键的权重：精确注意力与变体对照。拖动可沿键的方向平移，滚动鼠标滚轮可缩放。</translation>
    </message>
    <message>
        <source>key j</source>
        <translation>键 j</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>exact A</source>
        <translation>精确 A</translation>
    </message>
    <message>
        <source>variant M</source>
        <translation>变体 M</translation>
    </message>
    <message>
        <source>Tokens shaded by the exact weights:</source>
        <translation>按精确权重着色的 token：</translation>
    </message>
    <message>
        <source>Each token shaded by the weight the query gives it (darker: more). Click a token to inspect it as the query.</source>
        <translation>每个 token 按查询给它的权重着色（越深表示越大）。点击一个 token，即可把它作为查询来查看。</translation>
    </message>
    <message>
        <source>KL(A_i ‖ M_i) = %1</source>
        <translation>KL(A_i ‖ M_i) = %1</translation>
    </message>
    <message>
        <source>map error ‖m_i − a_i‖ / ‖a_i‖ = %1</source>
        <translation>图误差 ‖m_i − a_i‖ / ‖a_i‖ = %1</translation>
    </message>
    <message>
        <source>output error ‖o_i − o*_i‖ / ‖o*_i‖ = %1</source>
        <translation>输出误差 ‖o_i − o*_i‖ / ‖o*_i‖ = %1</translation>
    </message>
    <message>
        <source>cosine = %1</source>
        <translation>余弦 = %1</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;%1&apos;s M is a mixing map: its rows need not sum to 1 (entries may be negative), so there is no KL. Its bars use the right axis and its chips are shaded by |entry|.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;%1 的 M 是混合图：各行之和不必为 1（元素可以为负），因此没有 KL。它的柱形使用右侧坐标轴，它的 token 色块按 |元素| 着色。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>No weights to show for this query.</source>
        <translation>此查询没有可显示的权重。</translation>
    </message>
    <message>
        <source>variant M (%1)</source>
        <translation>变体 M（%1）</translation>
    </message>
    <message>
        <source>variant M (%1, right axis)</source>
        <translation>变体 M（%1，右轴）</translation>
    </message>
    <message>
        <source>M entry (mixing map)</source>
        <translation>M 的元素（混合图）</translation>
    </message>
    <message>
        <source>&lt;small&gt;Keys %1..%2 of %3, where the weight is: drag to pan, wheel to zoom.&lt;/small&gt;</source>
        <translation>&lt;small&gt;%3 个键中的 %1..%2，即权重所在的范围：拖动可平移，滚轮可缩放。&lt;/small&gt;</translation>
    </message>
    <message>
        <source>&lt;small&gt;&lt;b&gt;Heaviest keys&lt;/b&gt; exact: %1&lt;br&gt;&lt;b&gt;Heaviest keys&lt;/b&gt; %2: %3&lt;/small&gt;</source>
        <translation>&lt;small&gt;&lt;b&gt;权重最大的键&lt;/b&gt; 精确：%1&lt;br&gt;&lt;b&gt;权重最大的键&lt;/b&gt; %2：%3&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Tokens shaded by the weights of %1:</source>
        <translation>按 %1 的权重着色的 token：</translation>
    </message>
    <message>
        <source>Tokens shaded by |entry| of %1&apos;s mixing map:</source>
        <translation>按 %1 混合图的 |元素| 着色的 token：</translation>
    </message>
    <message>
        <source>Pick a query (a row of a map, or a token) to see its weights.</source>
        <translation>选择一个查询（图中的一行或一个 token），即可查看它的权重。</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::ReceptiveFieldImage</name>
    <message>
        <source>key 0</source>
        <translation>键 0</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>键 %1</translation>
    </message>
    <message>
        <source>layers ↓ (query %1 marked)</source>
        <translation>层 ↓（已标出查询 %1）</translation>
    </message>
    <message>
        <source>after %1 layer(s), query %2 depends on key %3</source>
        <translation>经过 %1 层后，查询 %2 依赖于键 %3</translation>
    </message>
    <message>
        <source>after %1 layer(s), key %3 is out of query %2&apos;s reach</source>
        <translation>经过 %1 层后，键 %3 仍在查询 %2 的可达范围之外</translation>
    </message>
    <message>
        <source>No receptive field to show yet.</source>
        <translation>还没有可显示的感受野。</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::RowErrorPlot</name>
    <message>
        <source>No output to compare yet.</source>
        <translation>尚无可比较的输出。</translation>
    </message>
    <message>
        <source>Click a row to inspect that query in the other views.</source>
        <translation>点击一行即可在其他视图中查看该查询。</translation>
    </message>
    <message>
        <source>relative error of oᵢ</source>
        <translation>oᵢ 的相对误差</translation>
    </message>
    <message>
        <source>cosine(o*ᵢ, oᵢ)</source>
        <translation>cos(o*ᵢ, oᵢ)</translation>
    </message>
    <message>
        <source>relative error ‖oᵢ − o*ᵢ‖ / ‖o*ᵢ‖</source>
        <translation>相对误差 ‖oᵢ − o*ᵢ‖ / ‖o*ᵢ‖</translation>
    </message>
    <message>
        <source>cosine (right axis)</source>
        <translation>余弦（右轴）</translation>
    </message>
    <message>
        <source>mean relative error %1, mean cosine %2</source>
        <translation>平均相对误差 %1，平均余弦 %2</translation>
    </message>
    <message numerus="yes">
        <source> (%n row(s) without an error: the exact row is zero)</source>
        <translation>
            <numerusform>（%n 行没有误差值：精确输出的这些行为零）</numerusform>
        </translation>
    </message>
    <message>
        <source>row %1 (%2)</source>
        <translation>第 %1 行（%2）</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>%1: error %2, cosine %3</source>
        <translation>%1：误差 %2，余弦 %3</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::RowIndexPlot</name>
    <message>
        <source>query i</source>
        <translation>查询 i</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::SpectrumPlot</name>
    <message>
        <source>No spectrum to show.</source>
        <translation>没有可显示的奇异值谱。</translation>
    </message>
    <message>
        <source>index</source>
        <translation>序号</translation>
    </message>
    <message>
        <source>singular value</source>
        <translation>奇异值</translation>
    </message>
    <message>
        <source>exact A</source>
        <translation>精确 A</translation>
    </message>
    <message>
        <source>%1, 1 zero value not drawn</source>
        <translation>%1，1 个零值未绘制</translation>
    </message>
    <message>
        <source>%1, %2 zero values not drawn</source>
        <translation>%1，%2 个零值未绘制</translation>
    </message>
    <message>
        <source>No singular values were reported.</source>
        <translation>没有报告奇异值。</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::TokenStrip</name>
    <message>
        <source> (weight %1)</source>
        <translation>（权重 %1）</translation>
    </message>
</context>
</TS>
