<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>NpyImport</name>
    <message>
        <source>name them q.npy, k.npy, v.npy and optionally x.npy</source>
        <translation>將檔案命名為 q.npy、k.npy、v.npy，可另加 x.npy</translation>
    </message>
    <message>
        <source>%1 is not a .npy file</source>
        <translation>%1 不是 .npy 檔案</translation>
    </message>
    <message>
        <source>cannot tell whether %1 holds Q, K, V or X: %2</source>
        <translation>無法判斷 %1 是 Q、K、V 還是 X：%2</translation>
    </message>
    <message>
        <source>both %1 and %2 look like %3: give one file per role</source>
        <translation>%1 與 %2 看起來都像 %3：每個角色請給一個檔案</translation>
    </message>
    <message>
        <source>no file for %1 among the dropped files: %2</source>
        <translation>拖放的檔案中沒有 %1 的檔案：%2</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>&amp;Colour map</source>
        <translation>色彩映射(&amp;C)</translation>
    </message>
</context>
<context>
    <name>attnlab::app</name>
    <message>
        <source>weight (shared scale)</source>
        <translation>權重（共用色階）</translation>
    </message>
    <message>
        <source>mixing weight (rows need not sum to 1)</source>
        <translation>混合權重（各列總和不必為 1）</translation>
    </message>
    <message>
        <source>Maps are drawn up to N = %1; the metrics below are for N = %2.</source>
        <translation>注意力圖最多畫到 N = %1；下方的指標是 N = %2 的結果。</translation>
    </message>
    <message>
        <source>No mixing map for this variant</source>
        <translation>這個變體沒有混合圖</translation>
    </message>
</context>
<context>
    <name>attnlab::app::BenchmarkJob</name>
    <message>
        <source>Measurement cancelled.</source>
        <translation>量測已取消。</translation>
    </message>
    <message>
        <source>Measurement failed: %1</source>
        <translation>量測失敗：%1</translation>
    </message>
</context>
<context>
    <name>attnlab::app::BucketDecisions</name>
    <message>
        <source>Sort the rows of both maps by query bucket and the columns by key bucket, so the keys each query may read form blocks on the diagonal. Off: the sequence order.</source>
        <translation>依 query 的桶排序兩張圖的列、依 key 的桶排序行，使每個 query 可讀的 key 在對角線上形成區塊。關閉時：依序列原本的順序。</translation>
    </message>
    <message>
        <source>Hashing round:</source>
        <translation>雜湊回合：</translation>
    </message>
    <message>
        <source>lsh hashes several times; a query reads the keys that share its bucket in any round. Pick the round whose buckets sort the maps.</source>
        <translation>lsh 會雜湊好幾次；query 讀取在任一回合中與它同桶的 key。請選擇用哪一回合的桶來排序這些圖。</translation>
    </message>
    <message>
        <source>attention weight</source>
        <translation>注意力權重</translation>
    </message>
    <message>
        <source>bucket</source>
        <translation>桶</translation>
    </message>
    <message>
        <source>cluster</source>
        <translation>群集</translation>
    </message>
    <message>
        <source>Hash buckets: which keys each query may read</source>
        <translation>雜湊桶：每個 query 可讀哪些 key</translation>
    </message>
    <message>
        <source>k-means clusters: which keys each query may read</source>
        <translation>k-means 群集：每個 query 可讀哪些 key</translation>
    </message>
    <message>
        <source>The queries and keys were grouped into %1 clusters by k-means on their directions. A query reads only the keys of its own cluster (and its own key).</source>
        <translation>query 與 key 依其方向以 k-means 分成 %1 個群集。query 只讀取自己群集中的 key（以及它自己的 key）。</translation>
    </message>
    <message>
        <source>Every query and key was hashed into one of %1 buckets by a random rotation. A query reads only the keys of its own bucket (and its own key).</source>
        <translation>每個 query 與 key 都以一次隨機旋轉雜湊到 %1 個桶之一。query 只讀取自己桶中的 key（以及它自己的 key）。</translation>
    </message>
    <message>
        <source>Every query and key was hashed into one of %1 buckets, %2 times with different random rotations. A query reads the keys that share its bucket in any round (and its own key); the maps are sorted by the round chosen below.</source>
        <translation>每個 query 與 key 都雜湊到 %1 個桶之一，共 %2 次，每次用不同的隨機旋轉。query 讀取在任一回合中與它同桶的 key（以及它自己的 key）；這些圖依下方所選的回合排序。</translation>
    </message>
    <message>
        <source>Sorted by %1, those keys form the blocks on the diagonal; weight the exact map puts outside them is what the method misses.</source>
        <translation>依%1排序後，這些 key 形成對角線上的區塊；精確注意力圖落在區塊之外的權重，就是這個方法遺漏的部分。</translation>
    </message>
    <message>
        <source>Reorder by %1</source>
        <translation>依%1重新排序</translation>
    </message>
    <message>
        <source>Tokens per %1</source>
        <translation>每個%1的 token 數</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>第 %1 回合，共 %2 回合</translation>
    </message>
    <message>
        <source>, sorted by %1</source>
        <translation>，依%1排序</translation>
    </message>
    <message>
        <source>No map to show for this input.</source>
        <translation>這個輸入沒有可顯示的圖。</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>key %1</translation>
    </message>
    <message>
        <source>key j</source>
        <translation>key j</translation>
    </message>
    <message>
        <source>query %1</source>
        <translation>query %1</translation>
    </message>
    <message>
        <source>query i</source>
        <translation>query i</translation>
    </message>
    <message>
        <source>variant M (%1)</source>
        <translation>變體 M（%1）</translation>
    </message>
    <message>
        <source>exact A</source>
        <translation>精確 A</translation>
    </message>
    <message>
        <source>query %1, %2 %3
key %4, %2 %5
weight %6</source>
        <translation>query %1，%2 %3
key %4，%2 %5
權重 %6</translation>
    </message>
    <message>
        <source>The coloured band along each axis gives every token&apos;s %1 a colour.</source>
        <translation>沿著每條軸的色帶為每個 token 的%1標上一種顏色。</translation>
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
        <translation>&amp;Cividis（色覺辨認障礙友善）</translation>
    </message>
    <message>
        <source>&amp;Grey (for print)</source>
        <translation>灰階（適合列印）(&amp;G)</translation>
    </message>
    <message>
        <source>Blue to yellow, read alike by people with a red-green colour-vision deficiency</source>
        <translation>由藍到黃：紅綠色覺辨認障礙者看來也一樣清楚</translation>
    </message>
    <message>
        <source>White to black: the weights stay readable on a black-and-white printer</source>
        <translation>由白到黑：用黑白印表機列印，權重仍看得清楚</translation>
    </message>
    <message>
        <source>A perceptually uniform map: equal steps in weight look like equal steps in colour</source>
        <translation>感知均勻的色彩映射：權重相差多少，顏色看起來就差多少</translation>
    </message>
    <message>
        <source>&amp;Log scale</source>
        <translation>對數刻度(&amp;L)</translation>
    </message>
    <message>
        <source>Weights on a logarithmic scale, four decades below the largest: the small weights of a sparse or peaked map get colours of their own (the difference map stays linear)</source>
        <translation>以對數刻度顯示權重，涵蓋最大值以下四個數量級：稀疏或高度集中的注意力圖中，小權重也能有各自的顏色（差異圖仍維持線性）</translation>
    </message>
</context>
<context>
    <name>attnlab::app::CostPanel</name>
    <message>
        <source>Run a variant to see its cost against N beside every other variant&apos;s.</source>
        <translation>執行一個變體，即可看到它隨 N 變化的成本，並與其他所有變體並列比較。</translation>
    </message>
    <message>
        <source>%1 and full</source>
        <translation>%1 與 full</translation>
    </message>
    <message>
        <source>Press Measure to time %1 on this machine at N = %2 .. %3.</source>
        <translation>按下「量測」，在這台電腦上於 N = %2 .. %3 量測 %1 的時間。</translation>
    </message>
    <message>
        <source>d = %1, dv = %2</source>
        <translation>d = %1，dv = %2</translation>
    </message>
    <message>
        <source>, X width %1</source>
        <translation>，X 寬度 %1</translation>
    </message>
    <message>
        <source>, causal</source>
        <translation>，因果</translation>
    </message>
    <message>
        <source>Measuring %1 sizes, %2 timed runs each after a warm-up ...</source>
        <translation>正在量測 %1 種大小，每種在暖機後計時執行 %2 次……</translation>
    </message>
    <message>
        <source>Cancelling ...</source>
        <translation>正在取消……</translation>
    </message>
    <message>
        <source>%1 at N = %2: %3</source>
        <translation>%1 於 N = %2：%3</translation>
    </message>
    <message>
        <source>Measured in %1 s on this machine: median of %2 timed runs after a warm-up, one forward pass without the map, gaussian Q, K, V. A slope of 1 is linear in N, 2 quadratic.</source>
        <translation>在這台電腦上量測耗時 %1 秒：暖機後計時執行 %2 次取中位數，每次是一次不建構注意力圖的前向傳遞，輸入為高斯分佈的 Q、K、V。斜率 1 表示隨 N 線性成長，2 表示二次成長。</translation>
    </message>
    <message>
        <source>; %1 clusters at every N, where the paper uses about sqrt(N)</source>
        <translation>；每個 N 都用 %1 個群集，論文則用約 sqrt(N) 個</translation>
    </message>
    <message>
        <source>; %1 promises %2: %3</source>
        <translation>；%1 承諾 %2：%3</translation>
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
            <numerusform>尚未開始：共 %n 步</numerusform>
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
        <translation>決策</translation>
    </message>
    <message>
        <source>Run a variant to see what it decided from the data.</source>
        <translation>執行一個變體，即可看到它依資料做出的決策。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;This variant decides nothing from the data&lt;/b&gt; beyond what its Pattern shows: which keys each query reads is fixed by a rule (a window, blocks, strides, a memory), picked per query from the scores (topk, threshold), or every token is mixed by one formula (kernels, Fourier, mixers). See the Pattern and the variant&apos;s map in the main view.&lt;/p&gt;&lt;p&gt;This panel shows the decisions of lsh and kmeans (buckets), sinkhorn (block matching), linformer, lowdim and pool_kv (projections), svd (spectrum), select_kv (kept keys) and product_key (each slice&apos;s keys).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;這個變體不依資料做任何決策&lt;/b&gt;，除了它的注意力模式所顯示的之外：每個 query 讀取哪些 key，要嘛由規則固定（視窗、區塊、步幅、記憶），要嘛依分數逐一挑選（topk、threshold），或是所有 token 都以同一個公式混合（核、傅立葉、混合器）。請看「模式」分頁與主畫面中這個變體的注意力圖。&lt;/p&gt;&lt;p&gt;這個面板顯示 lsh 與 kmeans（桶）、sinkhorn（區塊配對）、linformer、lowdim 與 pool_kv（投影）、svd（奇異值譜）、select_kv（保留的 key）以及 product_key（每個切片的 key）的決策。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>attnlab::app::EditMenuWords</name>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>復原 %1(&amp;U)</translation>
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
        <translation>沒有可復原的操作</translation>
    </message>
    <message>
        <source>Take back the last change of the setup: %1</source>
        <translation>復原上一次對設定的變更：%1</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>沒有可重做的操作</translation>
    </message>
    <message>
        <source>Make the change taken back again: %1</source>
        <translation>重新套用剛才復原的變更：%1</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
</context>
<context>
    <name>attnlab::app::ExportDialog</name>
    <message>
        <source>Variant&apos;s map</source>
        <translation>變體的注意力圖</translation>
    </message>
    <message>
        <source>Difference (variant − exact)</source>
        <translation>差異（變體 − 精確）</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Spectrum</source>
        <translation>奇異值譜</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Per-head maps</source>
        <translation>各 head 的注意力圖</translation>
    </message>
    <message>
        <source>Sheet: exact | variant | difference</source>
        <translation>並列總覽：精確 | 變體 | 差異</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>匯出圖</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 影像 (*.png);;SVG 向量圖 (*.svg);;PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>像素</translation>
    </message>
    <message>
        <source>millimetres</source>
        <translation>公釐</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>Pixels per inch of the PNG; vector files (SVG, PDF) keep the same layout at any size</source>
        <translation>PNG 每英吋的像素數；向量檔案（SVG、PDF）在任何大小下都保持相同的版面配置</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>as on screen</source>
        <translation>與螢幕上相同</translation>
    </message>
    <message>
        <source>Log scale for the weights</source>
        <translation>權重使用對數刻度</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>標題</translation>
    </message>
    <message>
        <source>Caption (input, variant, parameters, metrics)</source>
        <translation>圖說（輸入、變體、參數、指標）</translation>
    </message>
    <message>
        <source>&amp;Export:</source>
        <translation>匯出內容(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation>大小(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>解析度(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Font size:</source>
        <translation>字型大小(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Colour map:</source>
        <translation>色彩映射(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>匯出(&amp;E)…</translation>
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
        <translation>正在繪製圖……</translation>
    </message>
    <message>
        <source>The figure is still being drawn.</source>
        <translation>圖仍在繪製中。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::FigureCaption</name>
    <message>
        <source>Attention map of %1</source>
        <translation>%1 的注意力圖</translation>
    </message>
    <message>
        <source>%1 minus exact attention</source>
        <translation>%1 減去精確注意力</translation>
    </message>
    <message>
        <source>Pairs %1 evaluates</source>
        <translation>%1 計算的 query–key 對</translation>
    </message>
    <message>
        <source>Singular values: exact attention and %1</source>
        <translation>奇異值：精確注意力與 %1</translation>
    </message>
    <message>
        <source>Cost of %1 against N</source>
        <translation>%1 的成本隨 N 的變化</translation>
    </message>
    <message>
        <source>Per-head maps of %1</source>
        <translation>%1 各 head 的注意力圖</translation>
    </message>
    <message>
        <source>Exact attention, %1 and their difference</source>
        <translation>精確注意力、%1 及兩者的差異</translation>
    </message>
    <message>
        <source>Input: %1.</source>
        <translation>輸入：%1。</translation>
    </message>
    <message>
        <source>Input: %1 (%2).</source>
        <translation>輸入：%1（%2）。</translation>
    </message>
    <message>
        <source>Input: imported Q, K, V (%1).</source>
        <translation>輸入：匯入的 Q、K、V（%1）。</translation>
    </message>
    <message>
        <source>Variant: %1.</source>
        <translation>變體：%1。</translation>
    </message>
    <message>
        <source>Variant: %1 (%2).</source>
        <translation>變體：%1（%2）。</translation>
    </message>
    <message>
        <source>N = %1, d = %2, dv = %3, %4, scale %5.</source>
        <translation>N = %1，d = %2，dv = %3，%4，縮放因子 %5。</translation>
    </message>
    <message>
        <source>causal</source>
        <translation>因果</translation>
    </message>
    <message>
        <source>bidirectional</source>
        <translation>雙向</translation>
    </message>
    <message>
        <source>Relative error of the map %1, of the output %2; mean KL %3; density %4.</source>
        <translation>注意力圖的相對誤差 %1，輸出的相對誤差 %2；平均 KL %3；密度 %4。</translation>
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
        <translation>還沒有計算出可繪製的內容。</translation>
    </message>
    <message>
        <source>Variant &apos;%1&apos; has no per-head maps; choose a multi-head variant for the heads figure.</source>
        <translation>變體「%1」沒有各 head 的注意力圖；要畫各 head 的圖，請選擇多頭變體。</translation>
    </message>
    <message>
        <source>Maps are drawn up to N = %1; this input has N = %2.</source>
        <translation>注意力圖最多畫到 N = %1；這個輸入的 N = %2。</translation>
    </message>
    <message>
        <source>Variant &apos;%1&apos; has no mixing map.</source>
        <translation>變體「%1」沒有混合圖。</translation>
    </message>
    <message>
        <source>Drawing the figure took longer than %1 s.</source>
        <translation>繪製圖的時間超過 %1 秒。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::GalleryPanel</name>
    <message>
        <source>refuses causal</source>
        <translation>不支援因果</translation>
    </message>
    <message>
        <source>It cannot honour causal: %1</source>
        <translation>它無法遵守因果遮罩：%1</translation>
    </message>
    <message>
        <source>too slow for a thumbnail</source>
        <translation>太慢，不產生縮圖</translation>
    </message>
    <message>
        <source>About %1 multiply-adds on this input (the gallery runs variants up to %2). Choose it to run it on its own.</source>
        <translation>在這個輸入上約需 %1 次乘加（圖庫只執行到 %2 的變體）。選擇它即可單獨執行。</translation>
    </message>
    <message>
        <source>no map</source>
        <translation>沒有注意力圖</translation>
    </message>
    <message>
        <source>This variant returned no N × N map on this input.</source>
        <translation>這個變體在此輸入上沒有傳回 N × N 的注意力圖。</translation>
    </message>
    <message>
        <source>Relative error of O: %1
Mean row KL: %2
Density: %3</source>
        <translation>O 的相對誤差：%1
每列平均 KL：%2
密度：%3</translation>
    </message>
    <message>
        <source>cannot run here</source>
        <translation>無法在此執行</translation>
    </message>
    <message>
        <source>Variants computed on this input, of all registered variants.</source>
        <translation>已在這個輸入上計算的變體數／所有已註冊的變體數。</translation>
    </message>
    <message>
        <source>Run a variant to see every variant&apos;s map on the same input, at its default parameters.</source>
        <translation>執行一個變體，即可在同一個輸入上以預設參數看到每個變體的注意力圖。</translation>
    </message>
    <message>
        <source>Maps are built up to N = %1 and this input has N = %2: the gallery has nothing to draw.</source>
        <translation>注意力圖最多建構到 N = %1，而這個輸入的 N = %2：圖庫沒有東西可畫。</translation>
    </message>
    <message>
        <source>Waiting: the gallery computes while it is visible.</source>
        <translation>等待中：圖庫只在可見時計算。</translation>
    </message>
    <message>
        <source>Running every variant at its default parameters on this input (N = %1)…</source>
        <translation>正在以預設參數在這個輸入上執行每個變體（N = %1）……</translation>
    </message>
    <message>
        <source>Every variant at its default parameters on this input (N = %1), in %2 s. Click a tile to show that variant.</source>
        <translation>每個變體以預設參數在這個輸入上執行（N = %1），耗時 %2 秒。點一下圖塊即可顯示該變體。</translation>
    </message>
    <message>
        <source>Paused while hidden (%1 done); it resumes when the gallery is shown.</source>
        <translation>隱藏時暫停（已完成 %1）；圖庫再次顯示時會繼續。</translation>
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
        <translation>未計算：%1</translation>
    </message>
    <message>
        <source>%1 (answers within %2 are right)</source>
        <translation>%1（落在 %2 範圍內的答案都算對）</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1. %2 (%3)</source>
        <translation>%1. %2（%3）</translation>
    </message>
    <message>
        <source>%1 (none of the choices)</source>
        <translation>%1（不在選項之中）</translation>
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
        <translation>左：精確的 softmax 權重。中：%1 的注意力圖，使用相同的色階。右：兩者的差（%1 減去精確結果）。N = %2 個 token%3。</translation>
    </message>
    <message>
        <source>, causal</source>
        <translation>，使用因果遮罩</translation>
    </message>
    <message>
        <source>Step %1. %2</source>
        <translation>步驟 %1：%2</translation>
    </message>
    <message>
        <source>This step could not be computed: %1</source>
        <translation>無法計算這個步驟：%1</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>問題：</translation>
    </message>
    <message>
        <source>Step %1:</source>
        <translation>步驟 %1：</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>Computed by Attention Lab for each step&apos;s state, as the lesson player checks them.</source>
        <translation>由 Attention Lab 依各步驟的狀態算出，與課程播放器核對答案的方式相同。</translation>
    </message>
    <message>
        <source>Attention Lab %1, lesson %2</source>
        <translation>Attention Lab %1，本課代號：%2</translation>
    </message>
</context>
<context>
    <name>attnlab::app::HeadMaps</name>
    <message>
        <source>head %1: %2</source>
        <translation>head %1：%2</translation>
    </message>
</context>
<context>
    <name>attnlab::app::ImportDialog</name>
    <message>
        <source>Import Q, K, V</source>
        <translation>匯入 Q、K、V</translation>
    </message>
    <message>
        <source>Each file is a 2-D NumPy array of float32 or float64 values with one row per token: Q and K are N×d, V is N×dv, and X, the token representations some variants mix, is N×dm. You can also drop the files here; they are placed by their names (q.npy, k.npy, v.npy, x.npy).</source>
        <translation>每個檔案是一個 float32 或 float64 的二維 NumPy 陣列，每個 token 一列：Q 與 K 是 N×d，V 是 N×dv，而 X（部分變體直接混合的 token 表示）是 N×dm。也可以把檔案拖放到這裡；它們會依檔名放到對應位置（q.npy、k.npy、v.npy、x.npy）。</translation>
    </message>
    <message>
        <source>&amp;Q (queries):</source>
        <translation>&amp;Q（query）：</translation>
    </message>
    <message>
        <source>Queries, N×d: row i asks what token i looks for</source>
        <translation>query，N×d：第 i 列是 token i 要找的東西</translation>
    </message>
    <message>
        <source>&amp;K (keys):</source>
        <translation>&amp;K（key）：</translation>
    </message>
    <message>
        <source>Keys, N×d (the same shape as Q): row j is what token j offers</source>
        <translation>key，N×d（與 Q 形狀相同）：第 j 列是 token j 提供的東西</translation>
    </message>
    <message>
        <source>&amp;V (values):</source>
        <translation>&amp;V（value）：</translation>
    </message>
    <message>
        <source>Values, N×dv: row j is what token j passes on when attended</source>
        <translation>value，N×dv：第 j 列是 token j 被注意時傳遞的內容</translation>
    </message>
    <message>
        <source>&amp;X (optional):</source>
        <translation>&amp;X（選用）：</translation>
    </message>
    <message>
        <source>Token representations, N×dm, for variants that mix tokens directly. Leave empty to use V.</source>
        <translation>token 表示，N×dm，供直接混合 token 的變體使用。留空則使用 V。</translation>
    </message>
    <message>
        <source>Choose &amp;several files…</source>
        <translation>一次選擇多個檔案(&amp;S)…</translation>
    </message>
    <message>
        <source>Pick Q, K, V (and X) in one go; each file is placed by its name</source>
        <translation>一次挑選 Q、K、V（及 X）；每個檔案依檔名放到對應位置</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>匯入</translation>
    </message>
    <message>
        <source>Use these files as the input sequence</source>
        <translation>使用這些檔案作為輸入序列</translation>
    </message>
    <message>
        <source>none: X is V</source>
        <translation>無：X 即 V</translation>
    </message>
    <message>
        <source>path/to/%1.npy</source>
        <translation>path/to/%1.npy</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <source>Choose the .npy file for %1</source>
        <translation>選擇 %1 的 .npy 檔案</translation>
    </message>
    <message>
        <source>Choose the file for %1</source>
        <translation>選擇 %1 的檔案</translation>
    </message>
    <message>
        <source>NumPy arrays (*.npy)</source>
        <translation>NumPy 陣列 (*.npy)</translation>
    </message>
    <message>
        <source>Choose the files for Q, K, V and X</source>
        <translation>選擇 Q、K、V 與 X 的檔案</translation>
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
        <translation>%1：N = %2 個 token。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Choose the .npy files for Q, K and V, or drop them here.</source>
        <translation>請選擇 Q、K 與 V 的 .npy 檔案，或將它們拖放到這裡。</translation>
    </message>
    <message>
        <source>Still needed: %1.</source>
        <translation>還需要：%1。</translation>
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
        <translation>Q、K 與 V 的來源</translation>
    </message>
    <message>
        <source>This sequence has no parameters.</source>
        <translation>這個序列沒有參數。</translation>
    </message>
    <message>
        <source>Options for every variant</source>
        <translation>所有變體共用的選項</translation>
    </message>
    <message>
        <source>Causal (query i reads keys j ≤ i)</source>
        <translation>因果（query i 只讀 key j ≤ i）</translation>
    </message>
    <message>
        <source>Mask the future, as a decoder does. Variants that cannot honour it say so.</source>
        <translation>像解碼器一樣遮住未來。無法遵守的變體會說明原因。</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自訂</translation>
    </message>
    <message>
        <source>Off: the usual 1/√d, shown greyed out</source>
        <translation>關閉：使用一般的 1/√d，以灰色顯示</translation>
    </message>
    <message>
        <source>s in softmax(s·QKᵀ): larger makes attention sharper</source>
        <translation>softmax(s·QKᵀ) 中的 s：越大注意力越集中</translation>
    </message>
    <message>
        <source>Scale s</source>
        <translation>縮放因子 s</translation>
    </message>
    <message>
        <source>Imported: %1</source>
        <translation>已匯入：%1</translation>
    </message>
    <message>
        <source>Imported inputs have no generator parameters.</source>
        <translation>匯入的輸入沒有產生器參數。</translation>
    </message>
    <message>
        <source>Your own Q, K, V from %1: N=%2, d=%3, dv=%4%5.</source>
        <translation>你自己的 Q、K、V，來自 %1：N=%2，d=%3，dv=%4%5。</translation>
    </message>
    <message>
        <source>, with X</source>
        <translation>，含 X</translation>
    </message>
    <message>
        <source>The imported files are not loaded.</source>
        <translation>匯入的檔案尚未載入。</translation>
    </message>
    <message>
        <source>Heads of the model on this text (mean attention to the previous character):</source>
        <translation>模型各注意力頭在這段文字上的注意力圖（數字是對前一個字元的平均注意力）：</translation>
    </message>
    <message>
        <source>Click to make this head the input.</source>
        <translation>按一下，改用這個注意力頭作為輸入。</translation>
    </message>
    <message>
        <source>Layer %1, head %2</source>
        <translation>第 %1 層，第 %2 個注意力頭</translation>
    </message>
    <message>
        <source>Mean attention to the previous character: %1</source>
        <translation>對前一個字元的平均注意力：%1</translation>
    </message>
    <message>
        <source>Every head of the model on this text; click one to make it the input.</source>
        <translation>模型在這段文字上的每個注意力頭；按一下其中一個，就改用它作為輸入。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::KeptKeysDecisions</name>
    <message>
        <source>attention weight</source>
        <translation>注意力權重</translation>
    </message>
    <message>
        <source>Kept keys: %1 of %2, the same for every query</source>
        <translation>保留的 key：%1 個，共 %2 個，每個 query 都相同</translation>
    </message>
    <message>
        <source>The keys with the largest norm were kept.</source>
        <translation>保留範數最大的 key。</translation>
    </message>
    <message>
        <source>A random subset of the keys was kept.</source>
        <translation>保留隨機挑選的一部分 key。</translation>
    </message>
    <message>
        <source>Every query reads them and its own key; all other keys are dropped. Their columns are outlined in orange in the map.</source>
        <translation>每個 query 都讀取這些 key 以及它自己的 key；其他 key 全部捨棄。它們的行在注意力圖中以橘色框出。</translation>
    </message>
    <message>
        <source>Under causal masking each query keeps the best keys before it, so the list is the memory after the last token.</source>
        <translation>在因果遮罩下，每個 query 保留它之前最好的 key，因此這份清單是最後一個 token 之後的記憶。</translation>
    </message>
    <message>
        <source>variant M (select_kv), kept keys outlined</source>
        <translation>變體 M（select_kv），保留的 key 已框出</translation>
    </message>
    <message>
        <source>No map to show for this input.</source>
        <translation>這個輸入沒有可顯示的圖。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
</context>
<context>
    <name>attnlab::app::LessonDock</name>
    <message>
        <source>Lesson</source>
        <translation>課程</translation>
    </message>
    <message>
        <source>The lesson %1 could not be opened:</source>
        <translation>無法開啟課程檔案 %1：</translation>
    </message>
    <message>
        <source>no lesson &apos;%1&apos;: no lessons are installed</source>
        <translation>沒有「%1」這一課：沒有安裝任何課</translation>
    </message>
    <message>
        <source>no lesson &apos;%1&apos; (the lessons: %2)</source>
        <translation>沒有「%1」這一課（現有的課：%2）</translation>
    </message>
    <message>
        <source>lesson &apos;%1&apos; has no step %2 (its steps are 1 to %3)</source>
        <translation>「%1」這一課沒有步驟 %2（它的步驟是 1 到 %3）</translation>
    </message>
    <message>
        <source>This step cannot be shown: %1</source>
        <translation>無法顯示這個步驟：%1</translation>
    </message>
    <message>
        <source>These lesson files could not be read; the other lessons are in the course:</source>
        <translation>無法讀取下列課程檔案；其他各課已列入課程：</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>Next lesson ›</source>
        <translation>下一課 ›</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>下一步 ›</translation>
    </message>
    <message>
        <source>The course&apos;s next lesson</source>
        <translation>課程的下一課</translation>
    </message>
    <message>
        <source>The next step (PageDown or Space)</source>
        <translation>下一步（PageDown 或空白鍵）</translation>
    </message>
    <message>
        <source>Problems… (%1)</source>
        <translation>錯誤…（%1）</translation>
    </message>
    <message>
        <source>The course: lessons that step through the formulas, each step setting up the lab</source>
        <translation>課程：逐步講解公式的各課，每個步驟都會替 Attention Lab 設定好對應的狀態</translation>
    </message>
    <message>
        <source>Choose a lesson. Each step sets up the lab and explains what it shows; PageDown or Space goes on, PageUp back.</source>
        <translation>選擇一課。每個步驟都會設定好 Attention Lab，並說明畫面上顯示的內容；按 PageDown 或空白鍵前進，按 PageUp 返回。</translation>
    </message>
    <message>
        <source>Lesson files that could not be read, and why</source>
        <translation>無法讀取的課程檔案及原因</translation>
    </message>
    <message>
        <source>‹ Course</source>
        <translation>‹ 課程</translation>
    </message>
    <message>
        <source>Back to the list of lessons (the lab keeps its state)</source>
        <translation>回到課程清單（Attention Lab 保留目前的狀態）</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步驟</translation>
    </message>
    <message>
        <source>Show or hide the list of the lesson&apos;s steps</source>
        <translation>顯示或隱藏這一課的步驟清單</translation>
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
        <translation>回到這個步驟</translation>
    </message>
    <message>
        <source>Put back the lab as this step set it up (Ctrl+Backspace)</source>
        <translation>把 Attention Lab 還原成這個步驟設定的狀態（Ctrl+Backspace）</translation>
    </message>
</context>
<context>
    <name>attnlab::app::LessonFaultsDialog</name>
    <message>
        <source>Lesson problems</source>
        <translation>課程檔案的錯誤</translation>
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
        <translation>教材章節：%1</translation>
    </message>
</context>
<context>
    <name>attnlab::app::LraPanel</name>
    <message>
        <source>here: CPU forward time of full over the variant&apos;s (N = %1, d = %2)</source>
        <translation>本機：full 與該變體在 CPU 上前向傳遞時間的比值（N = %1，d = %2）</translation>
    </message>
    <message>
        <source>here: not measured at N = %1 yet (press Measure)</source>
        <translation>本機：尚未在 N = %1 量測（請按「量測」）</translation>
    </message>
    <message>
        <source>Measuring full and %1 variants at N = %2 ...</source>
        <translation>正在於 N = %2 量測 full 與 %1 個變體……</translation>
    </message>
    <message>
        <source>Cancelling ...</source>
        <translation>正在取消……</translation>
    </message>
    <message>
        <source>Measurement failed: %1</source>
        <translation>量測失敗：%1</translation>
    </message>
    <message>
        <source>here: full was not timed (%1)</source>
        <translation>本機：full 未計時（%1）</translation>
    </message>
    <message>
        <source>here: %1</source>
        <translation>本機：%1</translation>
    </message>
    <message>
        <source>Measured at N = %1, d = %2, dv = %3: full took %4 s a forward pass (median of %5 runs after a warm-up).</source>
        <translation>於 N = %1、d = %2、dv = %3 量測：full 一次前向傳遞耗時 %4 秒（暖機後 %5 次執行的中位數）。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::LraResults</name>
    <message>
        <source>Tay et al., Long Range Arena: A Benchmark for Efficient Transformers, ICLR 2021 (Table 1: accuracy; Table 2: speed and memory, byte-level text, batch 32, 4x4 TPU v3).</source>
        <translation>Tay et al., Long Range Arena: A Benchmark for Efficient Transformers, ICLR 2021（表 1：準確率；表 2：速度與記憶體，位元組層級文字，批次 32，4x4 TPU v3）。</translation>
    </message>
    <message>
        <source>Theirs are training steps per second on TPUs (forward and backward passes of whole models, with the implementations and tuning of 2020); ours are single forward passes of one attention layer on this machine&apos;s CPU. Compare the ordering and the trend with N, not the numbers.</source>
        <translation>論文的數字是 TPU 上每秒的訓練步數（整個模型的前向與反向傳遞，使用 2020 年的實作與調校）；這裡的數字是本機 CPU 上單一注意力層的一次前向傳遞。請比較排序與隨 N 變化的趨勢，而不是數值本身。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::MainWindow</name>
    <message>
        <source>The tokens of the sequence: click one to inspect its row</source>
        <translation>序列的 token：點一下即可檢視它的那一列</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>輸入</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>變體</translation>
    </message>
    <message>
        <source>Method details</source>
        <translation>方法細節</translation>
    </message>
    <message>
        <source>What the method did for the chosen query</source>
        <translation>這個方法對所選 query 做了什麼</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>決策</translation>
    </message>
    <message>
        <source>What a data-driven method decided</source>
        <translation>資料驅動的方法做了哪些決策</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>The chosen query&apos;s weights over the keys, exact against the variant</source>
        <translation>所選 query 對各個 key 的權重：精確注意力與變體對照</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Which pairs the variant scores, and how far information travels over stacked layers</source>
        <translation>變體計算哪些分數對，以及資訊經過多層堆疊能傳多遠</translation>
    </message>
    <message>
        <source>Spectrum</source>
        <translation>奇異值譜</translation>
    </message>
    <message>
        <source>Singular values and energy of the exact map and of the variant&apos;s</source>
        <translation>精確注意力圖與變體注意力圖的奇異值及能量</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>輸出</translation>
    </message>
    <message>
        <source>Per-row error and cosine of the variant&apos;s output against the exact one</source>
        <translation>變體輸出與精確輸出逐列的誤差與餘弦</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Multiply-adds, memory and measured time against N for every variant</source>
        <translation>每個變體的乘加次數、記憶體與量測時間隨 N 的變化</translation>
    </message>
    <message>
        <source>Gallery</source>
        <translation>圖庫</translation>
    </message>
    <message>
        <source>Every variant on this input, side by side; click one to choose it</source>
        <translation>所有變體在這個輸入上並列；點一下即可選擇</translation>
    </message>
    <message>
        <source>Long Range Arena</source>
        <translation>Long Range Arena</translation>
    </message>
    <message>
        <source>Published accuracy and speed (Tay et al., ICLR 2021) beside the speed-ups measured here</source>
        <translation>已發表的準確率與速度（Tay et al., ICLR 2021），與本機量測的加速比並列</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Import Q, K, V…</source>
        <translation>匯入 Q、K、V(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation>重設版面配置(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Attention Lab</source>
        <translation>關於 Attention Lab(&amp;A)</translation>
    </message>
    <message>
        <source>About Attention Lab</source>
        <translation>關於 Attention Lab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;Exact and efficient self-attention, side by side: pick a sequence and a variant, and compare its attention map with the exact softmax result.&lt;/p&gt;&lt;p&gt;The same engine runs headless: &lt;code&gt;attnlab --help&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;精確與高效的自注意力並列比較：選擇一個序列與一個變體，將它的注意力圖與精確的 softmax 結果對照。&lt;/p&gt;&lt;p&gt;同一套引擎也能在無視窗模式下執行：&lt;code&gt;attnlab --help&lt;/code&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>weight (shared scale)</source>
        <translation>權重（共用色階）</translation>
    </message>
    <message>
        <source>mixing weight (rows need not sum to 1)</source>
        <translation>混合權重（各列總和不必為 1）</translation>
    </message>
    <message>
        <source>Maps are drawn up to N = %1; the metrics below are for N = %2.</source>
        <translation>注意力圖最多畫到 N = %1；下方的指標是 N = %2 的結果。</translation>
    </message>
    <message>
        <source>No mixing map for this variant</source>
        <translation>這個變體沒有混合圖</translation>
    </message>
    <message>
        <source>The last setup could not be restored in full: %1</source>
        <translation>無法完整還原上次的設定：%1</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>數值</translation>
    </message>
    <message>
        <source>A small example with the numbers in: every term of the formula as a matrix</source>
        <translation>代入數字的小例子：公式的每一項都以矩陣呈現</translation>
    </message>
    <message>
        <source>The lesson cannot be opened: %1</source>
        <translation>無法開啟課程：%1</translation>
    </message>
    <message>
        <source>Open lesson</source>
        <translation>開啟課程檔案</translation>
    </message>
    <message>
        <source>Lessons (*.lesson)</source>
        <translation>課程檔案 (*.lesson)</translation>
    </message>
    <message>
        <source>Open &amp;lesson…</source>
        <translation>開啟課程檔案(&amp;L)…</translation>
    </message>
    <message>
        <source>Read a lesson file (.lesson) into the course and open it</source>
        <translation>把課程檔案（.lesson）讀入課程並開啟</translation>
    </message>
    <message numerus="yes">
        <source>%n lesson file(s) could not be read: the Lesson dock&apos;s Problems… button says why</source>
        <translation>
            <numerusform>有 %n 個課程檔案無法讀取：「課程」停駐面板的「錯誤…」按鈕會說明原因</numerusform>
        </translation>
    </message>
    <message>
        <source>Load your own queries, keys and values (.npy files, Ctrl+I); you can also drop them on the window</source>
        <translation>載入你自己的 query、key 與 value（.npy 檔案，Ctrl+I）；也可以直接把檔案拖放到視窗上</translation>
    </message>
    <message>
        <source>&amp;Export figure…</source>
        <translation>匯出圖(&amp;E)…</translation>
    </message>
    <message>
        <source>Write a map, the difference, the pattern, the spectrum, the cost, the heads or the whole sheet as PNG, SVG or PDF, with a preview (Ctrl+E)</source>
        <translation>將注意力圖、差異、模式、奇異值譜、成本、各 head 或整張並列總覽存成 PNG、SVG 或 PDF，並可先預覽（Ctrl+E）</translation>
    </message>
</context>
<context>
    <name>attnlab::app::MeasuredQuantityWords</name>
    <message>
        <source>nothing was computed for this step</source>
        <translation>這一步沒有任何計算結果</translation>
    </message>
    <message>
        <source>a measurement needs at least one timed run</source>
        <translation>量測至少需要一次計時執行</translation>
    </message>
    <message>
        <source>the step&apos;s computation could not be timed: %1</source>
        <translation>無法量測這一步計算的時間：%1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a measured quantity</source>
        <translation>「%1」不是量測得到的量</translation>
    </message>
    <message>
        <source>the step has not been timed</source>
        <translation>這一步尚未量測時間</translation>
    </message>
    <message>
        <source>the run was too quick for this machine&apos;s clock to time (%1)</source>
        <translation>執行太快，這台電腦的時鐘量不出來（%1）</translation>
    </message>
</context>
<context>
    <name>attnlab::app::MethodDetailPanel</name>
    <message>
        <source>Row %1 of this map: sum %2, entries from %3 to %4, %5 of %6 negative.</source>
        <translation>此圖的第 %1 列：總和 %2，元素介於 %3 到 %4，%6 個中有 %5 個為負。</translation>
    </message>
    <message>
        <source>A cache of the last %1 states: the query reads them as they are and forgets everything older.</source>
        <translation>最後 %1 個狀態的快取：query 原樣讀取它們，並遺忘所有更早的狀態。</translation>
    </message>
    <message>
        <source>The sequence is cut into chunks of %1. The query reads its own chunk up to itself and the %2 before it: the cached states of earlier segments.</source>
        <translation>序列被切成每塊 %1 個位置的分塊。query 讀取自己的分塊（到自己為止）以及之前的 %2：先前片段的快取狀態。</translation>
    </message>
    <message>
        <source>chunk</source>
        <translation>個分塊</translation>
    </message>
    <message>
        <source>chunks</source>
        <translation>個分塊</translation>
    </message>
    <message>
        <source>A cache of the last %1 states plus one pooled slot: the mean key and value of everything older, scored as a single key.</source>
        <translation>最後 %1 個狀態的快取加上一個池化槽位：所有更早狀態的平均 key 與 value，當作單一 key 評分。</translation>
    </message>
    <message>
        <source>Chunks of %1; each earlier chunk is pooled into one slot (its mean key and value). The query reads its own chunk as it is plus the %2 right before it.</source>
        <translation>每塊 %1 個位置的分塊；每個較早的分塊池化成一個槽位（其平均 key 與 value）。query 原樣讀取自己的分塊，再加上緊接在前的 %2。</translation>
    </message>
    <message>
        <source>slot</source>
        <translation>個槽位</translation>
    </message>
    <message>
        <source>slots</source>
        <translation>個槽位</translation>
    </message>
    <message>
        <source>A cache of the last %1 states plus the %2 older keys of largest norm, kept in a priority queue as they leave the cache.</source>
        <translation>最後 %1 個狀態的快取，加上 %2 個範數最大的較舊 key，在它們離開快取時保存在優先佇列中。</translation>
    </message>
    <message>
        <source>%1 makes its weights without comparing queries with keys. A softmax still makes each row of its map sum to 1, but which keys a row favours has nothing to do with q·k, so do not read it as attention to similar tokens.</source>
        <translation>%1 產生權重時不比較 query 與 key。softmax 仍使注意力圖每一列的總和為 1，但一列偏好哪些 key 與 q·k 無關，所以不要把它解讀成對相似 token 的注意力。</translation>
    </message>
    <message>
        <source>Query i:</source>
        <translation>Query i：</translation>
    </message>
    <message>
        <source>The query (row i) whose details are shown. Clicking a row in a map picks it too.</source>
        <translation>要顯示細節的 query（第 i 列）。在注意力圖中點一下某一列也能選取它。</translation>
    </message>
    <message>
        <source>Redraw features</source>
        <translation>重新抽取特徵</translation>
    </message>
    <message>
        <source>Draw new random projections (the next seed) and recompute: the points move, their spread around the diagonal stays about the same for the same number of features.</source>
        <translation>抽取新的隨機投影（下一個種子）並重新計算：點會移動，但在特徵數相同時，它們在對角線周圍的散佈大致不變。</translation>
    </message>
    <message>
        <source>exact softmax weight</source>
        <translation>精確 softmax 權重</translation>
    </message>
    <message>
        <source>linear attention weight</source>
        <translation>線性注意力權重</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>精確</translation>
    </message>
    <message>
        <source>linear</source>
        <translation>線性</translation>
    </message>
    <message>
        <source>Run a computation to see what the method decided for one query.</source>
        <translation>執行一次計算，即可看到這個方法對單一 query 做了什麼決策。</translation>
    </message>
    <message>
        <source>query %1 (%2)</source>
        <translation>query %1（%2）</translation>
    </message>
    <message>
        <source>query %1</source>
        <translation>query %1</translation>
    </message>
    <message>
        <source>Nothing extra to show for this variant: its map in the comparison is the whole story.</source>
        <translation>這個變體沒有其他可顯示的內容：比較畫面中它的注意力圖就說明了一切。</translation>
    </message>
    <message>
        <source>Performer never forms exp(s q·k). It maps queries and keys to m random features φ whose inner product estimates the kernel without bias. Each point is one key j for the chosen query; on the dashed diagonal the estimate is exact. More features shrink the spread (about as 1/√m).</source>
        <translation>Performer 從不計算 exp(s q·k)。它把 query 與 key 映射到 m 個隨機特徵 φ，其內積是核函數的無偏估計。每個點是所選 query 的一個 key j；落在虛線對角線上表示估計完全準確。特徵越多，散佈越小（約與 1/√m 成正比）。</translation>
    </message>
    <message>
        <source>%1 %2 features%3, seed %4</source>
        <translation>%1 個 %2 特徵%3，種子 %4</translation>
    </message>
    <message>
        <source>, orthogonal</source>
        <translation>，正交</translation>
    </message>
    <message>
        <source>The features are kept only when the map is computed (N up to %1).</source>
        <translation>只有在計算注意力圖時（N 最多 %1）才會保留這些特徵。</translation>
    </message>
    <message>
        <source>Linear attention replaces exp(s q·k) by φ(q)·φ(k) with a fixed feature map (here %1), so its weights φ(q)·φ(k_j) / Σ φ(q)·φ(k) come from another kernel, not from a noisy estimate of the softmax: there is nothing to redraw. Each point is one key j for the chosen query.</source>
        <translation>線性注意力以固定的特徵映射（此處為 %1）的 φ(q)·φ(k) 取代 exp(s q·k)，所以它的權重 φ(q)·φ(k_j) / Σ φ(q)·φ(k) 來自另一個核函數，而不是 softmax 的帶雜訊估計：沒有東西可以重新抽取。每個點是所選 query 的一個 key j。</translation>
    </message>
    <message>
        <source>The weights are shown only when the maps are computed (N up to %1).</source>
        <translation>只有在計算注意力圖時（N 最多 %1）才會顯示這些權重。</translation>
    </message>
    <message>
        <source>The reads cannot be shown: %1</source>
        <translation>無法顯示讀取內容：%1</translation>
    </message>
    <message>
        <source>&lt;div&gt;… and %1 more&lt;/div&gt;</source>
        <translation>&lt;div&gt;……還有 %1 個&lt;/div&gt;</translation>
    </message>
    <message>
        <source>%1 gates half of each token&apos;s channels (U) with a mix of the other half (Z) across positions: O = U ⊙ (W Z + 1) = U + U ⊙ (W Z). Its map M = W + I only displays that mixing: row i holds the gate&apos;s weights on the positions (row i of W) and a 1 on the diagonal for the path that lets token i&apos;s U through. No matrix gives O = M V here. Rows need not sum to 1 and entries may be negative, so the difference from exact attention measures another kind of operator, not an approximation error.</source>
        <translation>%1 把每個 token 的通道分成兩半，用另一半（Z）跨位置混合的結果對其中一半（U）做閘控：O = U ⊙ (W Z + 1) = U + U ⊙ (W Z)。它的混合圖 M = W + I 只呈現這種混合：第 i 列是閘控在各位置上的權重（W 的第 i 列），對角線上的 1 則代表讓 token i 的 U 直接通過的路徑。這裡沒有任何矩陣能使 O = M V。各列總和不必為 1，元素也可能為負，所以與精確注意力的差異衡量的是另一種算子，而不是近似誤差。</translation>
    </message>
    <message>
        <source>%1 mixes tokens with a fixed or learned operator, not with q·k scores. Its map M displays how that operator mixes positions; the output is not simply M V. Rows need not sum to 1 and entries may be negative, so the difference from exact attention measures another kind of operator, not an approximation error.</source>
        <translation>%1 用固定或學習得到的算子混合 token，而不是用 q·k 分數。它的混合圖 M 呈現這個算子如何混合各個位置；輸出並不單純是 M V。各列總和不必為 1，元素也可能為負，所以與精確注意力的差異衡量的是另一種算子，而不是近似誤差。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::NumbersPanel</name>
    <message>
        <source>Exact</source>
        <translation>精確</translation>
    </message>
    <message>
        <source>The terms of exact softmax attention on this input</source>
        <translation>精確 softmax 注意力在這個輸入上的各項</translation>
    </message>
    <message>
        <source>The terms of the chosen variant&apos;s formula on this input</source>
        <translation>所選變體的公式在這個輸入上的各項</translation>
    </message>
    <message>
        <source>The formula whose terms the tables show; the current term is in colour</source>
        <translation>表格所呈現的公式；目前的項以彩色標示</translation>
    </message>
    <message>
        <source>The sum that makes the number you clicked, with the numbers in (indices from 0)</source>
        <translation>你點選的數字是怎麼加總出來的，代入實際數值（索引從 0 開始）</translation>
    </message>
    <message>
        <source>Run a variant on a small input (at most %1 tokens, d ≤ %2) to see the numbers of every term of its formula.</source>
        <translation>在小輸入上（最多 %1 個 token，d ≤ %2）執行一個變體，即可看到其公式每一項的數值。</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>數值</translation>
    </message>
    <message>
        <source>The Numbers panel shows inputs of at most %1 tokens and %2 dimensions: this one has N = %3, d = %4.</source>
        <translation>「數值」面板只顯示最多 %1 個 token、%2 維的輸入：這個輸入的 N = %3，d = %4。</translation>
    </message>
    <message>
        <source>Show a small example (%1 tokens, d = %2)</source>
        <translation>顯示小例子（%1 個 token，d = %2）</translation>
    </message>
    <message>
        <source>%1 · %2 tokens, d = %3</source>
        <translation>%1 · %2 個 token，d = %3</translation>
    </message>
    <message>
        <source>Click a weight (or any worked number) to see the sum that makes it.</source>
        <translation>點一下權重（或任何算出來的數字），即可看到它是怎麼加總出來的。</translation>
    </message>
    <message>
        <source>%1 [%2, %3] = &lt;b&gt;%4&lt;/b&gt;: a number of the input.</source>
        <translation>%1 [%2, %3] = &lt;b&gt;%4&lt;/b&gt;：輸入中的數字。</translation>
    </message>
    <message>
        <source>%1 [%2, %3] = &lt;b&gt;%4&lt;/b&gt;, as the engine returned it.</source>
        <translation>%1 [%2, %3] = &lt;b&gt;%4&lt;/b&gt;，引擎傳回的值。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::OutputPanel</name>
    <message>
        <source>Output</source>
        <translation>輸出</translation>
    </message>
    <message>
        <source>Run a variant to compare its output with the exact one, row by row.</source>
        <translation>執行一個變體，即可逐列比較它的輸出與精確輸出。</translation>
    </message>
    <message>
        <source>Output of %1 against exact, per row</source>
        <translation>%1 的輸出與精確輸出逐列比較</translation>
    </message>
    <message>
        <source>%1 mixes the token representations X and returns an O as wide as X (%2 columns), not as wide as V (%3): there is no exact output to compare it with. Its map M is compared in the Query inspector.</source>
        <translation>%1 混合的是 token 表示 X，傳回的 O 與 X 一樣寬（%2 行），而不是與 V 一樣寬（%3 行）：沒有可比較的精確輸出。它的混合圖 M 會在 Query 檢視器中比較。</translation>
    </message>
    <message>
        <source>Each row&apos;s output o_i = Σ_j M_ij v_j against the exact o*_i: a large error with a cosine near 1 is a row scaled wrong; a low cosine, a row that mixed other values. Click a row to inspect that query.</source>
        <translation>每一列的輸出 o_i = Σ_j M_ij v_j 與精確的 o*_i 比較：誤差大但餘弦接近 1，表示這一列被縮放錯了；餘弦低，表示這一列混入了其他 value。點一下某一列即可檢視該 query。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::PatternPanel</name>
    <message>
        <source>Which keys each query reads is fixed by a rule on positions, before any score is computed.</source>
        <translation>每個 query 讀取哪些 key，在計算任何分數之前就由位置規則決定。</translation>
    </message>
    <message>
        <source>Which keys each query reads was decided from the data (buckets or clusters of the queries and keys): another input gives another pattern.</source>
        <translation>每個 query 讀取哪些 key 是依資料決定的（query 與 key 的桶或群集）：換一個輸入就會得到另一種模式。</translation>
    </message>
    <message>
        <source>Memory over a stream: a query reads only positions up to itself. A pooled slot is one score that stands for every position it pools; the map shows those positions.</source>
        <translation>串流上的記憶：query 只讀取到自己為止的位置。一個池化槽位是一個分數，代表它所池化的每個位置；圖中顯示的是這些位置。</translation>
    </message>
    <message>
        <source>Every query mixes every key (all pairs): this method skips no pair, it computes the mixture more cheaply (feature maps, representative keys, or a mixing made without scores), so its error comes from approximating the weights, not from a sparse pattern.</source>
        <translation>每個 query 都混合每個 key（所有分數對）：這個方法不略過任何分數對，而是以更低的成本計算混合結果（特徵映射、代表性 key，或不靠分數的混合），因此它的誤差來自對權重的近似，而不是稀疏的模式。</translation>
    </message>
    <message>
        <source>The pairs this method evaluated; the rest of each row is approximated, not read.</source>
        <translation>這個方法計算過的分數對；每一列的其餘部分是近似得來的，而不是讀取的。</translation>
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
        <translation>%1 計算的分數對</translation>
    </message>
    <message>
        <source>This variant reports no pattern.</source>
        <translation>這個變體沒有回報注意力模式。</translation>
    </message>
    <message>
        <source>Following the query through the layers…</source>
        <translation>正在追蹤 query 穿過各層……</translation>
    </message>
    <message>
        <source>No receptive field to show.</source>
        <translation>沒有可顯示的感受野。</translation>
    </message>
    <message>
        <source>Which keys each query reads was chosen from the exact scores (the largest, or those above a threshold): an oracle that first pays for every score, to show the best a pattern of this size could do.</source>
        <translation>每個 query 讀取哪些 key，是從精確分數挑出來的（最大的幾個，或高於閾值的）：這是 oracle（理想方法），先付出計算所有分數的代價，用來顯示同樣大小的注意力模式最好能做到什麼程度。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::PresentationMode</name>
    <message>
        <source>&amp;Presentation</source>
        <translation>簡報模式(&amp;P)</translation>
    </message>
    <message>
        <source>Full screen with only the lesson and the maps, large text and projector colours (Esc leaves)</source>
        <translation>全螢幕只顯示課程與注意力圖，文字放大並使用適合投影機的配色（按 Esc 離開）</translation>
    </message>
</context>
<context>
    <name>attnlab::app::ProductKeyDecisions</name>
    <message>
        <source>Product keys: each slice&apos;s best keys</source>
        <translation>Product key：每個切片最好的 key</translation>
    </message>
    <message>
        <source>Key index (token) ranked by the slice score q_i^s · k_j^s, best first.</source>
        <translation>key 索引（token）依切片分數 q_i^s · k_j^s 排序，最好的在前。</translation>
    </message>
    <message>
        <source>Query %1</source>
        <translation>Query %1</translation>
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
        <translation>q、k 與 v 被切成 %1 個切片。在每個切片中，query 依該切片的分數挑出最好的 %2 個 key；組合 key 從每個切片各取一個挑中的 key，所以 query 最多注意 %2&lt;sup&gt;%1&lt;/sup&gt; 個組合 key。</translation>
    </message>
    <message>
        <source>Of those, only the %1 of highest score take part in the softmax (keep), as in the paper.</source>
        <translation>其中只有分數最高的 %1 個參與 softmax（keep），與論文相同。</translation>
    </message>
    <message>
        <source>Click a row in a map to choose the query.</source>
        <translation>在注意力圖中點一下某一列，即可選擇 query。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::ProjectionDecisions</name>
    <message>
        <source>weight</source>
        <translation>權重</translation>
    </message>
    <message>
        <source>key j</source>
        <translation>key j</translation>
    </message>
    <message>
        <source>slot</source>
        <translation>槽位</translation>
    </message>
    <message>
        <source>query i</source>
        <translation>query i</translation>
    </message>
    <message>
        <source>Pooling windows: keys and values averaged into %1 slots</source>
        <translation>池化視窗：key 與 value 平均成 %1 個槽位</translation>
    </message>
    <message>
        <source>Projection: keys and values mixed into k = %1 slots</source>
        <translation>投影：key 與 value 混合成 k = %1 個槽位</translation>
    </message>
    <message>
        <source>Row r of P averages the keys (and values) of window r.</source>
        <translation>P 的第 r 列對視窗 r 的 key（與 value）取平均。</translation>
    </message>
    <message>
        <source>Row r of E says how much of each key (and value) goes into slot r; E is fixed, not learned from this input.</source>
        <translation>E 的第 r 列表示每個 key（與 value）有多少進入槽位 r；E 是固定的，不是從這個輸入學來的。</translation>
    </message>
    <message>
        <source>Every query attends over the %1 slots instead of the %2 keys (column i of the map below is query i&apos;s row of the N × %1 attention A), so the variant&apos;s map is M = A %3.</source>
        <translation>每個 query 對 %1 個槽位做注意力，而不是 %2 個 key（下圖的第 i 行是 query i 在 N × %1 注意力 A 中的那一列），所以變體的注意力圖是 M = A %3。</translation>
    </message>
    <message>
        <source>%1 (%2 slots × %3 keys)</source>
        <translation>%1（%2 個槽位 × %3 個 key）</translation>
    </message>
    <message>
        <source>Aᵀ: each query&apos;s weights over the %1 slots</source>
        <translation>Aᵀ：query 對 %1 個槽位的權重</translation>
    </message>
</context>
<context>
    <name>attnlab::app::QkvImporter</name>
    <message>
        <source>Cannot import</source>
        <translation>無法匯入</translation>
    </message>
</context>
<context>
    <name>attnlab::app::QuantityWords</name>
    <message>
        <source>the lab cannot compute &apos;%1&apos;</source>
        <translation>Attention Lab 無法計算「%1」</translation>
    </message>
    <message>
        <source>the engine has no finite %1 for this step</source>
        <translation>引擎在這個步驟沒有得到有限的 %1</translation>
    </message>
    <message>
        <source>%1 mixes the token representations X, so its output O cannot be compared with the exact output: there is no %2</source>
        <translation>%1 混合的是 token 表示 X，所以它的輸出 O 無法與精確輸出比較：沒有 %2</translation>
    </message>
    <message>
        <source>the rows of %1&apos;s map are not distributions, so there is no KL divergence from the exact rows</source>
        <translation>%1 的注意力圖各列不是機率分佈，所以無法計算它與精確各列之間的 KL 散度</translation>
    </message>
    <message>
        <source>%1 needs the N x N map, and maps are built up to N = %2: this input has N = %3</source>
        <translation>%1 需要 N x N 的注意力圖，而注意力圖最多建構到 N = %2：這個輸入的 N = %3</translation>
    </message>
    <message>
        <source>%1 returns no N x N mixing map M, so there is no %2</source>
        <translation>%1 不傳回 N x N 的混合圖 M，所以沒有 %2</translation>
    </message>
    <message>
        <source>the exact map was not built for this step, so there is no %1</source>
        <translation>這個步驟沒有建構精確注意力圖，所以沒有 %1</translation>
    </message>
    <message>
        <source>the exact result was not computed for this step</source>
        <translation>這個步驟沒有計算精確結果</translation>
    </message>
    <message>
        <source>%1 %2 is past the input&apos;s %3 tokens (positions 0 to %4)</source>
        <translation>%1 %2 超出輸入的 %3 個 token（位置 0 到 %4）</translation>
    </message>
    <message>
        <source>query</source>
        <translation>query</translation>
    </message>
    <message>
        <source>the input has no tokens</source>
        <translation>輸入沒有任何 token</translation>
    </message>
    <message>
        <source>%1 reports no pattern of evaluated pairs, so there is no %2</source>
        <translation>%1 沒有回報它計算哪些 query–key 對的模式，所以沒有 %2</translation>
    </message>
    <message>
        <source>the row of %1 holds no finite weight</source>
        <translation>%1 的那一列沒有任何有限的權重</translation>
    </message>
    <message>
        <source>key</source>
        <translation>key</translation>
    </message>
    <message>
        <source>spectra are computed up to N = %1 (an O(N^3) decomposition): this input has N = %2</source>
        <translation>奇異值譜最多計算到 N = %1（分解需要 O(N^3)）：這個輸入的 N = %2</translation>
    </message>
    <message>
        <source>the parameters of %1 bound no rank on this input</source>
        <translation>%1 的參數在這個輸入上沒有限制秩</translation>
    </message>
    <message>
        <source>unknown quantity &apos;%1&apos;</source>
        <translation>未知的量「%1」</translation>
    </message>
    <message>
        <source>nothing was computed for this step</source>
        <translation>這個步驟沒有計算任何結果</translation>
    </message>
    <message>
        <source>%1 could not be computed: %2</source>
        <translation>無法計算 %1：%2</translation>
    </message>
    <message>
        <source>%1 needs at least 2 tokens: this input has %2</source>
        <translation>%1 至少需要 2 個 token：這個輸入只有 %2 個</translation>
    </message>
</context>
<context>
    <name>attnlab::app::QueryInspectorPanel</name>
    <message>
        <source>The query (row i) whose weights are shown. A click on a row of any map or on a token picks it too.</source>
        <translation>要顯示權重的 query（第 i 列）。在任一張注意力圖中點一下某一列或點一下 token 也能選取它。</translation>
    </message>
    <message>
        <source>Query i:</source>
        <translation>Query i：</translation>
    </message>
    <message>
        <source>Query inspector</source>
        <translation>Query 檢視器</translation>
    </message>
    <message>
        <source>Run a variant, then pick a query (a row of a map, or a token) to see the weights it gives each key, exact and approximated.</source>
        <translation>執行一個變體，再挑選一個 query（注意力圖的一列或一個 token），即可看到它給每個 key 的權重，精確與近似並列。</translation>
    </message>
    <message>
        <source>Query inspector: %1 against exact</source>
        <translation>Query 檢視器：%1 與精確注意力對照</translation>
    </message>
    <message>
        <source>Maps are built up to N = %1 and this input has N = %2: the weights of one query are not kept. The row&apos;s output error above still holds.</source>
        <translation>注意力圖最多建構到 N = %1，而這個輸入的 N = %2：單一 query 的權重不會保留。上方這一列的輸出誤差仍然有效。</translation>
    </message>
    <message>
        <source>%1 returned no map to compare with the exact weights.</source>
        <translation>%1 沒有傳回可與精確權重比較的注意力圖。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::QueryName</name>
    <message>
        <source>query %1</source>
        <translation>query %1</translation>
    </message>
    <message>
        <source>query %1 (%2)</source>
        <translation>query %1（%2）</translation>
    </message>
</context>
<context>
    <name>attnlab::app::QuestionQuantity</name>
    <message>
        <source>scores the variant computed / N^2 (the Output dock&apos;s density)</source>
        <translation>變體計算的分數個數 / N^2（「輸出」停駐面板的密度）</translation>
    </message>
    <message>
        <source>||O - O*||_F / ||O*||_F, the variant&apos;s output against the exact one</source>
        <translation>||O - O*||_F / ||O*||_F，變體的輸出相對於精確輸出</translation>
    </message>
    <message>
        <source>||M - A||_F / ||A||_F, the variant&apos;s map against the exact one</source>
        <translation>||M - A||_F / ||A||_F，變體的注意力圖相對於精確注意力圖</translation>
    </message>
    <message>
        <source>max |O - O*| over every entry</source>
        <translation>所有元素中 |O - O*| 的最大值</translation>
    </message>
    <message>
        <source>mean over the rows of KL(A_i || M_i)</source>
        <translation>各列 KL(A_i || M_i) 的平均</translation>
    </message>
    <message>
        <source>mean over the rows of cos(O*_i, O_i)</source>
        <translation>各列 cos(O*_i, O_i) 的平均</translation>
    </message>
    <message>
        <source>multiply-adds counted by the path that ran</source>
        <translation>實際執行的計算路徑計數得到的乘加運算次數</translation>
    </message>
    <message>
        <source>peak working bytes counted by the path that ran</source>
        <translation>實際執行的計算路徑計數得到的峰值工作記憶體位元組數</translation>
    </message>
    <message>
        <source>N, the number of tokens of the step&apos;s input</source>
        <translation>N，這個步驟輸入的 token 數</translation>
    </message>
    <message>
        <source>keys the query&apos;s row of the pattern evaluates</source>
        <translation>模式中這個 query 那一列所計算的 key 數</translation>
    </message>
    <message>
        <source>keys the query depends on after L stacked layers of the step&apos;s pattern</source>
        <translation>這個步驟的模式堆疊 L 層之後，query 所依賴的 key 數</translation>
    </message>
    <message>
        <source>last - first + 1 of the keys reached after L layers (holes included)</source>
        <translation>經過 L 層後可到達的 key 中，最後一個 - 第一個 + 1（空洞也算在內）</translation>
    </message>
    <message>
        <source>the key j with the largest weight in the query&apos;s row</source>
        <translation>query 那一列中權重最大的 key j</translation>
    </message>
    <message>
        <source>the weight of key j in query i&apos;s row</source>
        <translation>query i 那一列中 key j 的權重</translation>
    </message>
    <message>
        <source>the smallest rank keeping 90% of the map&apos;s energy (the Spectrum dock&apos;s rank)</source>
        <translation>保留注意力圖 90% 能量的最小秩（「奇異值譜」停駐面板的秩）</translation>
    </message>
    <message>
        <source>the rank the variant&apos;s parameters bound (k of linformer, r of svd, ...)</source>
        <translation>變體的參數所限制的秩（linformer 的 k、svd 的 r……）</translation>
    </message>
    <message>
        <source>median wall time in seconds of the step&apos;s computation, measured on this machine</source>
        <translation>這一步計算的實際耗時中位數（秒），在這台電腦上量測</translation>
    </message>
    <message>
        <source>measured time of full attention / measured time of the variant, on this machine</source>
        <translation>在這台電腦上量測的完整注意力時間 ÷ 變體時間</translation>
    </message>
    <message>
        <source>share of the exact weights on the pairs the variant evaluates, mean over the rows</source>
        <translation>精確權重落在變體所計算配對上的比例，對各列取平均</translation>
    </message>
    <message>
        <source>mean over the queries i &gt;= 1 of the weight on key i - 1 (the previous-token score)</source>
        <translation>對所有 i &gt;= 1 的 query 取 key i - 1 權重的平均（前一 token 分數）</translation>
    </message>
</context>
<context>
    <name>attnlab::app::QuestionView</name>
    <message>
        <source>Check</source>
        <translation>核對</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>揭曉</translation>
    </message>
    <message>
        <source>Your prediction: a number with &apos;.&apos; or the lesson language&apos;s decimal sign (a trailing % means hundredths). Enter checks it.</source>
        <translation>你的預測：一個數字，小數點可用「.」或課程語言的小數符號（結尾加 % 表示百分之幾）。按 Enter 核對。</translation>
    </message>
    <message>
        <source>Compare your answer with the value the engine computes for this step (Enter)</source>
        <translation>將你的答案與引擎在這個步驟算出的值比較（Enter）</translation>
    </message>
    <message>
        <source>Show the engine&apos;s value without answering</source>
        <translation>不作答，直接顯示引擎算出的值</translation>
    </message>
    <message>
        <source>Your prediction</source>
        <translation>你的預測</translation>
    </message>
    <message>
        <source>Pick one of the answers first (keys 1 to %1).</source>
        <translation>請先選一個答案（按鍵 1 到 %1）。</translation>
    </message>
    <message>
        <source>Type a number first, e.g. %1.</source>
        <translation>請先輸入一個數字，例如 %1。</translation>
    </message>
    <message>
        <source>Computing the answer…</source>
        <translation>正在計算答案……</translation>
    </message>
    <message>
        <source>The engine cannot compute this question&apos;s answer for this step: %1.</source>
        <translation>引擎無法在這個步驟算出這個問題的答案：%1。</translation>
    </message>
    <message>
        <source>&lt;b&gt;This lesson&apos;s choices do not contain the engine&apos;s answer.&lt;/b&gt; The engine computed %1 for this step and none of the choices is that value: a fault of the lesson, not of your answer.</source>
        <translation>&lt;b&gt;這一課的選項中沒有引擎算出的答案。&lt;/b&gt;引擎在這個步驟算出 %1，但沒有任何選項是這個值：這是課程本身的錯誤，不是你答錯了。</translation>
    </message>
    <message>
        <source>&lt;b&gt;✓ Right.&lt;/b&gt; The engine computed %1 for this step.</source>
        <translation>&lt;b&gt;✓ 答對了。&lt;/b&gt;引擎在這個步驟算出 %1。</translation>
    </message>
    <message>
        <source>&lt;b&gt;✗ Not quite.&lt;/b&gt; You answered %1; the engine computed %2 for this step. Try again or reveal the answer.</source>
        <translation>&lt;b&gt;✗ 不太對。&lt;/b&gt;你的答案是 %1；引擎在這個步驟算出 %2。再試一次，或揭曉答案。</translation>
    </message>
    <message>
        <source>&lt;b&gt;This lesson&apos;s choices do not contain the engine&apos;s answer.&lt;/b&gt; The engine computed %1 for this step and none of the choices is that value: a fault of the lesson.</source>
        <translation>&lt;b&gt;這一課的選項中沒有引擎算出的答案。&lt;/b&gt;引擎在這個步驟算出 %1，但沒有任何選項是這個值：這是課程本身的錯誤。</translation>
    </message>
    <message>
        <source>The engine computed %1 for this step.</source>
        <translation>引擎在這個步驟算出 %1。</translation>
    </message>
    <message>
        <source>Pick this answer (key %1), then Check</source>
        <translation>選這個答案（按鍵 %1），再按「核對」</translation>
    </message>
    <message>
        <source>Pick this answer, then Check</source>
        <translation>選這個答案，再按「核對」</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2）</translation>
    </message>
    <message>
        <source>The question asks for %1 (&lt;code&gt;%2&lt;/code&gt;).</source>
        <translation>這個問題問的是：%1（&lt;code&gt;%2&lt;/code&gt;）。</translation>
    </message>
    <message>
        <source>Answers within %1 of it count as right.</source>
        <translation>與它相差 %1 以內的答案都算對。</translation>
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
        <translation>未儲存的變更</translation>
    </message>
    <message>
        <source>Save the changes to %1?</source>
        <translation>要儲存對 %1 的變更嗎？</translation>
    </message>
    <message>
        <source>Without saving, the changes are lost.</source>
        <translation>如果不儲存，變更將會遺失。</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>開啟工作階段</translation>
    </message>
    <message>
        <source>Attention Lab sessions (*.attnlab)</source>
        <translation>Attention Lab 工作階段檔案 (*.attnlab)</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>儲存工作階段</translation>
    </message>
    <message>
        <source>&amp;New session</source>
        <translation>新增工作階段(&amp;N)</translation>
    </message>
    <message>
        <source>Start again from the lab&apos;s default setup</source>
        <translation>從 Attention Lab 的預設設定重新開始</translation>
    </message>
    <message>
        <source>&amp;Open session…</source>
        <translation>開啟工作階段(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a saved session (.attnlab): its input, variant, view, lesson and layout</source>
        <translation>開啟已儲存的工作階段（.attnlab）：包括它的輸入、變體、檢視、課程與版面配置</translation>
    </message>
    <message>
        <source>&amp;Save session</source>
        <translation>儲存工作階段(&amp;S)</translation>
    </message>
    <message>
        <source>Keep the whole setup in a session file (.attnlab)</source>
        <translation>把目前的整個設定儲存到工作階段檔案（.attnlab）</translation>
    </message>
    <message>
        <source>Save session &amp;as…</source>
        <translation>將工作階段另存新檔(&amp;A)…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近開啟的工作階段(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Clear list</source>
        <translation>清除清單(&amp;C)</translation>
    </message>
    <message>
        <source>Cannot start a new session</source>
        <translation>無法開始新的工作階段</translation>
    </message>
    <message>
        <source>Cannot open the session</source>
        <translation>無法開啟工作階段</translation>
    </message>
    <message>
        <source>Cannot save the session</source>
        <translation>無法儲存工作階段</translation>
    </message>
    <message>
        <source>session</source>
        <translation>工作階段</translation>
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
        <translation>以 Sinkhorn 平衡配對區塊</translation>
    </message>
    <message>
        <source>block score</source>
        <translation>區塊分數</translation>
    </message>
    <message>
        <source>S entry</source>
        <translation>S 的元素</translation>
    </message>
    <message>
        <source>key block</source>
        <translation>key 區塊</translation>
    </message>
    <message>
        <source>query block</source>
        <translation>query 區塊</translation>
    </message>
    <message>
        <source>Step through the Sinkhorn rounds: each divides every row by its sum, then every column by its sum, until S is (nearly) doubly stochastic.</source>
        <translation>逐步檢視 Sinkhorn 的每一回合：每一回合先把每一列除以其總和，再把每一行除以其總和，直到 S（幾乎）成為雙隨機矩陣。</translation>
    </message>
    <message>
        <source>iteration 888 of 888</source>
        <translation>第 888 回合，共 888 回合</translation>
    </message>
    <message>
        <source>Matching (outlined on S)</source>
        <translation>配對（在 S 上框出）</translation>
    </message>
    <message>
        <source>The %1 tokens form %2 blocks of %3. R scores each query block against each key block (their mean query and key); Sinkhorn balances exp(R/τ) into S, whose rows and columns each sum to 1. Each query block then reads its own block and the key block matched to it (the largest free entry of S).</source>
        <translation>這 %1 個 token 組成 %2 個區塊，每塊 %3 個。R 為每個 query 區塊與每個 key 區塊評分（用它們的平均 query 與 key）；Sinkhorn 把 exp(R/τ) 平衡成 S，S 的每一列與每一行總和都是 1。接著每個 query 區塊讀取自己的區塊，以及與它配對的 key 區塊（S 中最大的未配對元素）。</translation>
    </message>
    <message>
        <source>block scores R</source>
        <translation>區塊分數 R</translation>
    </message>
    <message>
        <source>S before balancing (t = 0)</source>
        <translation>平衡前的 S（t = 0）</translation>
    </message>
    <message>
        <source>S after %1 of %2 rounds</source>
        <translation>第 %1 回合後的 S（共 %2 回合）</translation>
    </message>
    <message>
        <source>iteration %1 of %2</source>
        <translation>第 %1 回合，共 %2 回合</translation>
    </message>
    <message>
        <source>S after %1 rounds</source>
        <translation>%1 回合後的 S</translation>
    </message>
    <message>
        <source>iteration %1 of %1</source>
        <translation>第 %1 回合，共 %1 回合</translation>
    </message>
    <message>
        <source>The intermediate rounds are recorded only when the attention map is computed.</source>
        <translation>只有在計算注意力圖時才會記錄中間的回合。</translation>
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
        <translation>query 區塊 %1（%2）→ 只有自己的區塊</translation>
    </message>
    <message>
        <source>query block %1 (%2) → key block %3 (%4)</source>
        <translation>query 區塊 %1（%2）→ key 區塊 %3（%4）</translation>
    </message>
    <message>
        <source>query block → key block (%1 blocks of %2 tokens): </source>
        <translation>query 區塊 → key 區塊（%1 個區塊，每塊 %2 個 token）：</translation>
    </message>
    <message>
        <source>The %1 tokens form %2 blocks of %3. Under causal R scores each block&apos;s first query against the mean key of every earlier block, and each row of S is a softmax of exp(R/τ) over those earlier blocks only: balancing the columns would need later blocks, so no later token changes a block&apos;s choice. Each block then reads its own block up to the query and its best earlier block; block 0 reads only its own.</source>
        <translation>這 %1 個 token 組成 %2 個區塊，每塊 %3 個。在因果遮罩下，R 用每個區塊的第一個 query 與每個較早區塊的平均 key 評分，而 S 的每一列只在這些較早的區塊上對 exp(R/τ) 取 softmax：平衡各行需要用到較晚的區塊，所以之後的 token 都不會改變一個區塊的選擇。接著每個區塊讀取自己的區塊（到該 query 為止）以及最好的那個較早區塊；區塊 0 只讀取自己的區塊。</translation>
    </message>
    <message>
        <source>Step through the rounds: under causal each block&apos;s row is divided by its sum over the earlier blocks; the columns are not balanced, so the rounds after the first change nothing.</source>
        <translation>逐步檢視每一回合：在因果遮罩下，每個區塊的那一列只除以它在先前區塊上的總和；各行不做平衡，因此第一回合之後的回合不再改變任何值。</translation>
    </message>
</context>
<context>
    <name>attnlab::app::SpectrumDecisions</name>
    <message>
        <source>Singular values: how much rank the map keeps</source>
        <translation>奇異值：注意力圖保留了多少秩</translation>
    </message>
    <message>
        <source>The truncated SVD keeps the r = %1 largest singular values of the exact A and drops the rest (Eckart–Young: the best any rank-%1 matrix can do).</source>
        <translation>截斷 SVD 保留精確 A 最大的 r = %1 個奇異值，捨棄其餘（Eckart–Young：任何秩為 %1 的矩陣所能做到的最佳結果）。</translation>
    </message>
    <message>
        <source> It keeps %1% of A&apos;s energy (sum of squared singular values).</source>
        <translation>它保留了 A 的 %1% 能量（奇異值平方和）。</translation>
    </message>
    <message>
        <source>M = A E has rank at most k = %1, so its singular values drop to zero after the k-th. The exact values beyond k are what any rank-%1 map must lose; a fast-falling exact spectrum is why a small k can work.</source>
        <translation>M = A E 的秩最多為 k = %1，所以它的奇異值在第 k 個之後降為零。超過 k 的精確奇異值，就是任何秩為 %1 的注意力圖必然失去的部分；精確奇異值譜下降得快，正是小的 k 也能奏效的原因。</translation>
    </message>
    <message>
        <source>The variant reported no singular values for this input.</source>
        <translation>這個變體沒有回報此輸入的奇異值。</translation>
    </message>
    <message>
        <source>No spectrum: %1</source>
        <translation>沒有奇異值譜：%1</translation>
    </message>
    <message>
        <source>variant M (%1)</source>
        <translation>變體 M（%1）</translation>
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
        <translation>奇異值譜最多計算到 N = %1：每一次都是以雙精度進行的 O(N³) 奇異值分解（在 N = %1 時需數秒），中途無法停止。這個輸入的 N = %2；請選擇較短的序列來查看。</translation>
    </message>
    <message>
        <source>Computing the singular values of A and M (N = %1, double precision)…</source>
        <translation>正在計算 A 與 M 的奇異值（N = %1，雙精度）……</translation>
    </message>
    <message>
        <source>The singular values could not be computed: %1</source>
        <translation>無法計算奇異值：%1</translation>
    </message>
</context>
<context>
    <name>attnlab::app::SpectrumPanel</name>
    <message>
        <source>Singular values are being computed on a worker thread; the window stays responsive.</source>
        <translation>奇異值正在背景執行緒上計算；視窗仍可正常操作。</translation>
    </message>
    <message>
        <source>Singular values of the exact A (black) and of the variant&apos;s M (orange), largest first, on a log scale. Dotted lines: the ranks keeping 90% of the energy.</source>
        <translation>精確 A（黑色）與變體 M（橘色）的奇異值，由大到小，以對數尺度顯示。點線：保留 90% 能量所需的秩。</translation>
    </message>
    <message>
        <source>Share of the energy (sum of squared singular values) kept by the first r singular values: what the best rank-r approximation keeps. When the rank axis is cut short, both curves keep more than 99.9% beyond its end.</source>
        <translation>前 r 個奇異值所保留的能量比例（奇異值平方和）：也就是最佳秩 r 近似所保留的部分。秩軸被截短時，兩條曲線在其末端之後都保留超過 99.9%。</translation>
    </message>
    <message>
        <source>Spectrum</source>
        <translation>奇異值譜</translation>
    </message>
    <message>
        <source>No spectrum to show.</source>
        <translation>沒有可顯示的奇異值譜。</translation>
    </message>
    <message>
        <source>No energy curves to show.</source>
        <translation>沒有可顯示的能量曲線。</translation>
    </message>
    <message>
        <source>Run a variant to see the singular values of the exact attention matrix A beside those of the variant&apos;s map M.</source>
        <translation>執行一個變體，即可看到精確注意力矩陣 A 的奇異值與變體注意力圖 M 的奇異值並列。</translation>
    </message>
    <message>
        <source>Spectrum: %1 (%2)</source>
        <translation>奇異值譜：%1（%2）</translation>
    </message>
    <message>
        <source>Maps are built up to N = %1 and this input has N = %2, so there is no M to decompose.</source>
        <translation>注意力圖最多建構到 N = %1，而這個輸入的 N = %2，所以沒有可分解的 M。</translation>
    </message>
    <message>
        <source>%1 returns no N × N mixing map M (O is not M V for a fixed M), so there is no spectrum to compare with the exact A.</source>
        <translation>%1 不傳回 N × N 的混合圖 M（O 不是某個固定 M 的 M V），所以沒有可與精確 A 比較的奇異值譜。</translation>
    </message>
    <message>
        <source>Spectra are computed up to N = %1: each is an O(N³) singular value decomposition in double precision (seconds at N = %1) that cannot be stopped midway. This input has N = %2; choose a shorter sequence to see it.</source>
        <translation>奇異值譜最多計算到 N = %1：每一次都是以雙精度進行的 O(N³) 奇異值分解（在 N = %1 時需數秒），中途無法停止。這個輸入的 N = %2；請選擇較短的序列來查看。</translation>
    </message>
    <message>
        <source>Computing the singular values of M (N = %1, double precision)…</source>
        <translation>正在計算 M 的奇異值（N = %1，雙精度）……</translation>
    </message>
    <message>
        <source>Computing the singular values of A and M (N = %1, double precision)…</source>
        <translation>正在計算 A 與 M 的奇異值（N = %1，雙精度）……</translation>
    </message>
    <message>
        <source>The singular values could not be computed: %1</source>
        <translation>無法計算奇異值：%1</translation>
    </message>
    <message>
        <source>variant M (%1)</source>
        <translation>變體 M（%1）</translation>
    </message>
    <message>
        <source>A: %1% at %2</source>
        <translation>A：秩 %2 達 %1%</translation>
    </message>
    <message>
        <source>M: %1% at %2</source>
        <translation>M：秩 %2 達 %1%</translation>
    </message>
    <message>
        <source>%1 (scores only)</source>
        <translation>%1（僅分數）</translation>
    </message>
    <message>
        <source>M (%1) needs %2.</source>
        <translation>M（%1）需要 %2 個。</translation>
    </message>
    <message>
        <source>M (%1) is all zeros: it keeps no energy.</source>
        <translation>M（%1）全為零：它不保留任何能量。</translation>
    </message>
    <message>
        <source>%1% of the energy: A needs its first %2 of %3 singular values; %4</source>
        <translation>%1% 的能量：A 需要前 %2 個奇異值（共 %3 個）；%4</translation>
    </message>
    <message>
        <source>How to read it: singular values that fall fast mean a few directions carry most of the map, so a method that keeps k of them (Linformer&apos;s k slots, Performer&apos;s features, the truncated SVD) can copy it well; a flat spectrum means every direction matters and any rank-k shortcut loses the tail. A is recomputed in double precision from Q and K (scaled, %1, row softmax); M is the variant&apos;s float map cast to double, so its values below about 1e-6 of the largest are rounding noise.</source>
        <translation>如何解讀：奇異值下降得快，表示少數幾個方向承載了注意力圖的大部分，因此保留其中 k 個的方法（Linformer 的 k 個槽位、Performer 的特徵、截斷 SVD）就能複製得很好；奇異值譜平坦，表示每個方向都重要，任何秩 k 的捷徑都會失去尾端。A 是由 Q 與 K 以雙精度重新計算的（經縮放、%1、逐列 softmax）；M 是變體的浮點注意力圖轉成雙精度，所以低於最大值約 1e-6 的數值只是捨入雜訊。</translation>
    </message>
    <message>
        <source>masked to j ≤ i</source>
        <translation>遮罩為 j ≤ i</translation>
    </message>
    <message>
        <source>no mask</source>
        <translation>無遮罩</translation>
    </message>
</context>
<context>
    <name>attnlab::app::StatusLine</name>
    <message>
        <source>Computing…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <source>N=%1 d=%2 dv=%3%4  ·  rel. error O %5  ·  rel. error M %6  ·  mean KL %7  ·  cos O %8  ·  density %9  ·  multiply-adds %10 (exact %11)</source>
        <translation>N=%1 d=%2 dv=%3%4  ·  O 相對誤差 %5  ·  M 相對誤差 %6  ·  平均 KL %7  ·  O 餘弦 %8  ·  密度 %9  ·  乘加 %10（精確 %11）</translation>
    </message>
    <message>
        <source> causal</source>
        <translation> 因果</translation>
    </message>
    <message>
        <source>&lt;p&gt;Metrics against exact softmax attention on the same input.&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;&lt;/th&gt;&lt;th&gt;counted&lt;/th&gt;&lt;th&gt;analytic&lt;/th&gt;&lt;th&gt;exact&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;multiply-adds&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;td&gt;%3&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;peak working bytes&lt;/td&gt;&lt;td&gt;%4&lt;/td&gt;&lt;td&gt;%5&lt;/td&gt;&lt;td&gt;%6&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;p&gt;在同一個輸入上相對於精確 softmax 注意力的指標。&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;&lt;/th&gt;&lt;th&gt;計數&lt;/th&gt;&lt;th&gt;解析&lt;/th&gt;&lt;th&gt;精確&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;乘加&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;td&gt;%3&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;峰值工作記憶體（位元組）&lt;/td&gt;&lt;td&gt;%4&lt;/td&gt;&lt;td&gt;%5&lt;/td&gt;&lt;td&gt;%6&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>錯誤：%1</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
</context>
<context>
    <name>attnlab::app::StepList</name>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>attnlab::app::UndoStepWords</name>
    <message>
        <source>on</source>
        <translation>開啟</translation>
    </message>
    <message>
        <source>off</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Set parameters</source>
        <translation>設定參數</translation>
    </message>
    <message>
        <source>Set the parameters of %1</source>
        <translation>設定 %1 的參數</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>設定 %1</translation>
    </message>
    <message>
        <source>Set %1 = %2</source>
        <translation>設定 %1 = %2</translation>
    </message>
    <message>
        <source>imported Q, K, V</source>
        <translation>匯入的 Q、K、V</translation>
    </message>
    <message>
        <source>Lesson step %1</source>
        <translation>課程步驟 %1</translation>
    </message>
    <message>
        <source>Lesson step %1: %2</source>
        <translation>課程步驟 %1：%2</translation>
    </message>
    <message>
        <source>Import Q, K, V</source>
        <translation>匯入 Q、K、V</translation>
    </message>
    <message>
        <source>Choose input %1</source>
        <translation>選擇輸入「%1」</translation>
    </message>
    <message>
        <source>Set causal on</source>
        <translation>開啟因果遮罩</translation>
    </message>
    <message>
        <source>Set causal off</source>
        <translation>關閉因果遮罩</translation>
    </message>
    <message>
        <source>Set scale = %1</source>
        <translation>設定縮放因子 = %1</translation>
    </message>
    <message>
        <source>Set scale to the default 1/√d</source>
        <translation>將縮放因子設為預設值 1/√d</translation>
    </message>
    <message>
        <source>Choose variant %1</source>
        <translation>選擇變體「%1」</translation>
    </message>
    <message>
        <source>Change the setup</source>
        <translation>變更設定</translation>
    </message>
</context>
<context>
    <name>attnlab::app::VariantPanel</name>
    <message>
        <source>&lt;br&gt;An oracle: it needs the exact scores, so it costs as much as exact attention.</source>
        <translation>&lt;br&gt;這是 oracle：它需要精確分數，所以成本與精確注意力一樣高。</translation>
    </message>
    <message>
        <source>&lt;br&gt;Cannot be causal: %1</source>
        <translation>&lt;br&gt;無法因果：%1</translation>
    </message>
    <message>
        <source>&lt;br&gt;Under causal no query reads a later key, but which keys it may read is decided from the whole sequence.</source>
        <translation>&lt;br&gt;在因果遮罩下，沒有 query 會讀取較後面的 key，但它可以讀哪些 key 是由整個序列決定的。</translation>
    </message>
    <message>
        <source>Pick an attention variant; hover one for its formula</source>
        <translation>選擇一個注意力變體；滑鼠停在變體上可看它的公式</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>參數</translation>
    </message>
    <message>
        <source>This variant has no parameters.</source>
        <translation>這個變體沒有參數。</translation>
    </message>
    <message>
        <source>What the variant computes</source>
        <translation>這個變體計算什麼</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;Oracle: computes the exact scores first; its cost is the exact cost.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;Oracle：先計算精確分數；它的成本就是精確注意力的成本。&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>attnlab::app::numbers::CellSumWriter</name>
    <message>
        <source>key %1</source>
        <translation>key %1</translation>
    </message>
    <message>
        <source>key %1 (%2)</source>
        <translation>key %1（%2）</translation>
    </message>
    <message>
        <source>= 0: key %1 is not kept for query %2, its masked score is −∞ and exp(−∞) = 0</source>
        <translation>= 0：query %2 沒有保留 key %1，遮罩後的分數是 −∞，而 exp(−∞) = 0</translation>
    </message>
    <message>
        <source>s = %1</source>
        <translation>s = %1</translation>
    </message>
    <message>
        <source>every score less the row&apos;s largest, %1, so that exp stays finite</source>
        <translation>每個分數都減去該列的最大值 %1，讓 exp 保持有限</translation>
    </message>
    <message>
        <source>normalize is off: nothing is divided; %1</source>
        <translation>normalize 已關閉：不做除法；%1</translation>
    </message>
    <message>
        <source>= 0: under causal, key %1 comes after query %2</source>
        <translation>= 0：在因果遮罩下，key %1 位於 query %2 之後</translation>
    </message>
    <message>
        <source>The denominator is 0: the quotient has no value and the engine sets the row to 0.</source>
        <translation>分母為 0：商沒有定義，引擎把這一列設為 0。</translation>
    </message>
    <message>
        <source>S_%1 and Z_%1 sum the keys j ≤ %1</source>
        <translation>S_%1 與 Z_%1 加總 j ≤ %1 的 key</translation>
    </message>
    <message>
        <source>the engine&apos;s weights times the values (keys of weight 0 left out); %1</source>
        <translation>引擎的權重乘以 value（略去權重為 0 的 key）；%1</translation>
    </message>
    <message>
        <source>Key %1 is kept for query %2: its scaled score %3 stays</source>
        <translation>query %2 保留 key %1：縮放後的分數 %3 不變</translation>
    </message>
    <message>
        <source>The pattern drops key %1 for query %2: −∞, so its weight is exp(−∞) = 0</source>
        <translation>模式為 query %2 捨棄了 key %1：−∞，所以權重是 exp(−∞) = 0</translation>
    </message>
    <message>
        <source>Causal: key %1 comes after query %2: −∞, so its weight is exp(−∞) = 0</source>
        <translation>因果：key %1 位於 query %2 之後：−∞，所以權重是 exp(−∞) = 0</translation>
    </message>
    <message>
        <source>elu1: x + 1 for x &gt; 0, exp(x) otherwise; %1</source>
        <translation>elu1：x &gt; 0 時為 x + 1，否則為 exp(x)；%1</translation>
    </message>
    <message>
        <source>%1; token %2</source>
        <translation>%1；token %2</translation>
    </message>
    <message>
        <source>over every key; under causal, query i uses the sum up to key i</source>
        <translation>對所有 key 加總；在因果遮罩下，query i 使用加到 key i 為止的和</translation>
    </message>
    <message>
        <source>%1; Z_%2 sums the keys j ≤ %2</source>
        <translation>%1；Z_%2 加總 j ≤ %2 的 key</translation>
    </message>
</context>
<context>
    <name>attnlab::app::numbers::TermChainBuilder</name>
    <message>
        <source>queries, %1</source>
        <translation>query，%1</translation>
    </message>
    <message>
        <source>Row i is the query qᵢ of token i</source>
        <translation>第 i 列是 token i 的 query qᵢ</translation>
    </message>
    <message>
        <source>keys, %1</source>
        <translation>key，%1</translation>
    </message>
    <message>
        <source>Row j is the key kⱼ of token j</source>
        <translation>第 j 列是 token j 的 key kⱼ</translation>
    </message>
    <message>
        <source>values, %1</source>
        <translation>value，%1</translation>
    </message>
    <message>
        <source>Row j is the value vⱼ that key j passes on</source>
        <translation>第 j 列是 key j 傳遞出去的 value vⱼ</translation>
    </message>
    <message>
        <source>outputs, %1, as the engine returned them</source>
        <translation>輸出，%1，引擎傳回的結果</translation>
    </message>
    <message>
        <source>Row i is the output oᵢ of query i. Click a number to see the sum that makes it.</source>
        <translation>第 i 列是 query i 的輸出 oᵢ。點一下數字即可看到它是怎麼加總出來的。</translation>
    </message>
    <message>
        <source>Exact softmax attention, causal</source>
        <translation>精確 softmax 注意力，因果</translation>
    </message>
    <message>
        <source>Exact softmax attention</source>
        <translation>精確 softmax 注意力</translation>
    </message>
    <message>
        <source>%1: softmax over the keys its pattern keeps</source>
        <translation>%1：在模式保留的 key 上取 softmax</translation>
    </message>
    <message>
        <source>%1: softmax attention over every allowed key</source>
        <translation>%1：在所有允許的 key 上做 softmax 注意力</translation>
    </message>
    <message>
        <source>Q, K, V are the input; QKᵀ, s·QKᵀ and the masked scores are worked out here; the weights and the output are the engine&apos;s own. Click a table to make it the current term, and a weight to see the sum that makes it.</source>
        <translation>Q、K、V 是輸入；QKᵀ、s·QKᵀ 與遮罩後的分數在這裡逐步算出；權重與輸出則直接取自引擎。點一下表格可把它設為目前的項，點一下權重可看到它是怎麼加總出來的。</translation>
    </message>
    <message>
        <source>scores qᵢ·kⱼ, %1</source>
        <translation>分數 qᵢ·kⱼ，%1</translation>
    </message>
    <message>
        <source>Row i: query i against every key j (the dot product qᵢ·kⱼ)</source>
        <translation>第 i 列：query i 與每個 key j 的內積 qᵢ·kⱼ</translation>
    </message>
    <message>
        <source>scaled, s = %1</source>
        <translation>縮放後，s = %1</translation>
    </message>
    <message>
        <source>The scores times the scale s the input sets</source>
        <translation>分數乘以輸入設定的縮放因子 s</translation>
    </message>
    <message>
        <source>the pairs %1 evaluates: %2 of %3</source>
        <translation>%1 計算的 query–key 對：%3 個中的 %2 個</translation>
    </message>
    <message>
        <source>1: query i reads key j; ·: the pair is never evaluated</source>
        <translation>1：query i 讀取 key j；·：這一對從不計算</translation>
    </message>
    <message>
        <source>−∞ where the pattern P drops a key</source>
        <translation>模式 P 捨棄 key 之處為 −∞</translation>
    </message>
    <message>
        <source>causal: −∞ for every key after its query</source>
        <translation>因果：query 之後的每個 key 都是 −∞</translation>
    </message>
    <message>
        <source>no mask: causal is off, every key is kept</source>
        <translation>無遮罩：未啟用因果遮罩，保留每個 key</translation>
    </message>
    <message>
        <source>A score of −∞ gets the weight exp(−∞) = 0: that key is not read</source>
        <translation>分數為 −∞ 時權重是 exp(−∞) = 0：不讀取那個 key</translation>
    </message>
    <message>
        <source>softmax over kept keys</source>
        <translation>對保留的 key 取 softmax</translation>
    </message>
    <message>
        <source>the variant&apos;s weights: each row sums to 1 over its kept keys</source>
        <translation>變體的權重：每一列在保留的 key 上總和為 1</translation>
    </message>
    <message>
        <source>weights, each row sums to 1</source>
        <translation>權重，每一列總和為 1</translation>
    </message>
    <message>
        <source>The engine&apos;s own weights. Click a weight to see the sum that makes it.</source>
        <translation>引擎自己算出的權重。點一下權重即可看到它是怎麼加總出來的。</translation>
    </message>
    <message>
        <source>linear: attention through the feature map %1</source>
        <translation>linear：透過特徵映射 %1 的注意力</translation>
    </message>
    <message>
        <source>φ is applied to every number of Q and K; S and Z are summed once over the keys, so no N × N matrix is ever formed. The quotient (the output) and the weights mᵢⱼ are the engine&apos;s own; click a number of either to see its numerator and denominator.</source>
        <translation>φ 套用到 Q 與 K 的每個數字；S 與 Z 只在所有 key 上加總一次，所以從不形成 N × N 矩陣。商（輸出）與權重 mᵢⱼ 直接取自引擎；點一下其中任一個數字，即可看到它的分子與分母。</translation>
    </message>
    <message>
        <source>Causal: query i divides by sums over the keys j ≤ i only (Sᵢ, Zᵢ); S and Z below are the sums over every key, those of the last query.</source>
        <translation>因果：query i 只除以 j ≤ i 的 key 的和（Sᵢ、Zᵢ）；下方的 S 與 Z 是所有 key 的和，也就是最後一個 query 的和。</translation>
    </message>
    <message>
        <source>normalize is off: oᵢ = φ(qᵢ)ᵀS, nothing is divided.</source>
        <translation>normalize 已關閉：oᵢ = φ(qᵢ)ᵀS，不做除法。</translation>
    </message>
    <message>
        <source>query features, %1</source>
        <translation>query 特徵，%1</translation>
    </message>
    <message>
        <source>%1 of every number of Q</source>
        <translation>對 Q 的每個數字取 %1</translation>
    </message>
    <message>
        <source>key features, %1</source>
        <translation>key 特徵，%1</translation>
    </message>
    <message>
        <source>%1 of every number of K</source>
        <translation>對 K 的每個數字取 %1</translation>
    </message>
    <message>
        <source>%1: feature × value dimension</source>
        <translation>%1：特徵 × value 維度</translation>
    </message>
    <message>
        <source>S = Σ_j φ(kⱼ) vⱼᵀ, summed once for every query</source>
        <translation>S = Σ_j φ(kⱼ) vⱼᵀ，只加總一次，供所有 query 共用</translation>
    </message>
    <message>
        <source>the normaliser, %1</source>
        <translation>正規化項，%1</translation>
    </message>
    <message>
        <source>Z = Σ_j φ(kⱼ): the features of every key added up</source>
        <translation>Z = Σ_j φ(kⱼ)：所有 key 的特徵加總</translation>
    </message>
    <message>
        <source>each query&apos;s denominator</source>
        <translation>每個 query 的分母</translation>
    </message>
    <message>
        <source>What each query divides by: φ(qᵢ)ᵀZ = Σ_j φ(qᵢ)·φ(kⱼ)</source>
        <translation>每個 query 所除的數：φ(qᵢ)ᵀZ = Σ_j φ(qᵢ)·φ(kⱼ)</translation>
    </message>
    <message>
        <source>the weights linear attention implies (the engine&apos;s map)</source>
        <translation>線性注意力隱含的權重（引擎的注意力圖）</translation>
    </message>
    <message>
        <source>mᵢⱼ = φ(qᵢ)·φ(kⱼ) / φ(qᵢ)ᵀZ: never formed by the method itself, built for display. Click a weight to see its quotient.</source>
        <translation>mᵢⱼ = φ(qᵢ)·φ(kⱼ) / φ(qᵢ)ᵀZ：方法本身從不形成它，這裡是為了顯示而建構。點一下權重即可看到它的商。</translation>
    </message>
    <message>
        <source>%1: its map M and output O</source>
        <translation>%1：它的注意力圖 M 與輸出 O</translation>
    </message>
    <message>
        <source>The weights of %1 are not a softmax of s·QKᵀ over a set of kept keys, nor linear attention&apos;s quotient: this dock shows the map M and the output O as the engine returned them (the Method details and Decisions docks explain how %1 makes them).</source>
        <translation>%1 的權重既不是 s·QKᵀ 在一組保留的 key 上的 softmax，也不是線性注意力的商：這個停駐面板顯示引擎傳回的注意力圖 M 與輸出 O（「方法細節」與「決策」停駐面板會說明 %1 如何產生它們）。</translation>
    </message>
    <message>
        <source>the variant&apos;s mixing map, %1</source>
        <translation>變體的混合圖，%1</translation>
    </message>
    <message>
        <source>The engine&apos;s own map: oᵢ = Σ_j M_ij vⱼ</source>
        <translation>引擎自己的注意力圖：oᵢ = Σ_j M_ij vⱼ</translation>
    </message>
    <message>
        <source>The scores times s = 1/√d, the default scale (d = %1)</source>
        <translation>分數乘以預設的縮放因子 s = 1/√d（d = %1）</translation>
    </message>
</context>
<context>
    <name>attnlab::core</name>
    <message>
        <source>Sparse patterns chosen by hand</source>
        <translation>人工選定的稀疏模式</translation>
    </message>
    <message>
        <source>Patterns found from the data</source>
        <translation>從資料中找出的模式</translation>
    </message>
    <message>
        <source>Representative keys and fewer dimensions</source>
        <translation>代表性 key 與較少的維度</translation>
    </message>
    <message>
        <source>Reordered products and kernels</source>
        <translation>重排乘積與核方法</translation>
    </message>
    <message>
        <source>Attention without queries and keys</source>
        <translation>不用 query 與 key 的注意力</translation>
    </message>
    <message>
        <source>Memory over a stream</source>
        <translation>串流上的記憶</translation>
    </message>
    <message>
        <source>Full (exact softmax)</source>
        <translation>Full（精確 softmax）</translation>
    </message>
    <message>
        <source>Every query attends to every key: the exact result the other variants are compared with.</source>
        <translation>每個 query 都注意每個 key：其他變體用來比較的精確結果。</translation>
    </message>
    <message>
        <source>Local band</source>
        <translation>局部帶狀區域</translation>
    </message>
    <message>
        <source>Each query attends to the keys from `before` positions behind it to `after` ahead.</source>
        <translation>每個 query 注意從它之前 `before` 個位置到之後 `after` 個位置的 key。</translation>
    </message>
    <message>
        <source>How many earlier positions each query sees</source>
        <translation>每個 query 看得到多少個較前面的位置</translation>
    </message>
    <message>
        <source>How many later positions each query sees</source>
        <translation>每個 query 看得到多少個較後面的位置</translation>
    </message>
    <message>
        <source>Chunked (block-diagonal)</source>
        <translation>分塊注意力（區塊對角）</translation>
    </message>
    <message>
        <source>The sequence is cut into chunks; each query attends only within its own chunk.</source>
        <translation>序列被切成分塊；每個 query 只在自己的分塊內做注意力。</translation>
    </message>
    <message>
        <source>Positions per chunk</source>
        <translation>每個分塊的位置數</translation>
    </message>
    <message>
        <source>Sliding window</source>
        <translation>滑動視窗</translation>
    </message>
    <message>
        <source>Groups of `stride` queries share a window of `window` keys ending at the group&apos;s end.</source>
        <translation>每 `stride` 個 query 一組，共用一個含 `window` 個 key、在該組末端結束的視窗。</translation>
    </message>
    <message>
        <source>Keys in each window</source>
        <translation>每個視窗中的 key 數</translation>
    </message>
    <message>
        <source>Queries that share one window (at most window)</source>
        <translation>共用一個視窗的 query 數（最多為 window）</translation>
    </message>
    <message>
        <source>Dilated band</source>
        <translation>擴張帶狀區域</translation>
    </message>
    <message>
        <source>A band with holes: every (gap+1)-th position within `radius` steps of the query.</source>
        <translation>有空洞的帶狀區域：在 query 兩側 `radius` 步之內，每隔 (gap+1) 個位置取一個。</translation>
    </message>
    <message>
        <source>Steps seen on each side of the query</source>
        <translation>query 每一側看到的步數</translation>
    </message>
    <message>
        <source>Positions skipped between two steps (0: a plain band)</source>
        <translation>兩步之間略過的位置數（0：一般的帶狀區域）</translation>
    </message>
    <message>
        <source>Strided</source>
        <translation>步幅注意力</translation>
    </message>
    <message>
        <source>Each query attends to every stride-th position counted from itself.</source>
        <translation>每個 query 注意從自己算起每隔 stride 個位置的 key。</translation>
    </message>
    <message>
        <source>Distance between two keys a query sees (1: full attention)</source>
        <translation>query 看到的兩個 key 之間的距離（1：完整注意力）</translation>
    </message>
    <message>
        <source>Sparse Transformer</source>
        <translation>Sparse Transformer</translation>
    </message>
    <message>
        <source>A local band plus every block-th key (strided), or own block plus summary columns (fixed).</source>
        <translation>局部帶狀區域加上每隔 block 個的 key（strided），或自己的區塊加上摘要行（fixed）。</translation>
    </message>
    <message>
        <source>Band width and stride (strided), block length (fixed)</source>
        <translation>帶寬與步幅（strided），區塊長度（fixed）</translation>
    </message>
    <message>
        <source>Which of the paper&apos;s two patterns</source>
        <translation>論文兩種模式中的哪一種</translation>
    </message>
    <message>
        <source>Last positions of each block every query sees (fixed mode)</source>
        <translation>每個 query 都看得到的各區塊最後幾個位置（fixed 模式）</translation>
    </message>
    <message>
        <source>Global tokens</source>
        <translation>全域 token</translation>
    </message>
    <message>
        <source>The first `tokens` positions see everything and are seen by every query.</source>
        <translation>前 `tokens` 個位置看得到所有位置，也被每個 query 看到。</translation>
    </message>
    <message>
        <source>How many leading positions are global</source>
        <translation>開頭有多少個位置是全域的</translation>
    </message>
    <message>
        <source>Random keys</source>
        <translation>隨機 key</translation>
    </message>
    <message>
        <source>Each query attends to itself plus `per_row` keys drawn at random (seeded).</source>
        <translation>每個 query 注意自己，再加上隨機抽取的 `per_row` 個 key（有種子）。</translation>
    </message>
    <message>
        <source>Random keys per query, besides the query&apos;s own position</source>
        <translation>每個 query 的隨機 key 數，不含 query 自己的位置</translation>
    </message>
    <message>
        <source>Seed of the draws (equal seeds give equal patterns)</source>
        <translation>抽樣的種子（種子相同則模式相同）</translation>
    </message>
    <message>
        <source>Longformer</source>
        <translation>Longformer</translation>
    </message>
    <message>
        <source>A (dilated) band around each query plus global positions that see and are seen by all.</source>
        <translation>每個 query 周圍的（擴張）帶狀區域，加上看得到所有位置、也被所有位置看到的全域位置。</translation>
    </message>
    <message>
        <source>Steps of the band on each side of the query</source>
        <translation>帶狀區域在 query 每一側的步數</translation>
    </message>
    <message>
        <source>Positions skipped between two steps of the band (0: no holes)</source>
        <translation>帶狀區域兩步之間略過的位置數（0：沒有空洞）</translation>
    </message>
    <message>
        <source>BigBird (window + global + random blocks)</source>
        <translation>BigBird（視窗 + 全域 + 隨機區塊）</translation>
    </message>
    <message>
        <source>Block-sparse: each block of queries sees a window of neighbouring blocks, the first global blocks (whose own queries see everything) and a few seeded random blocks.</source>
        <translation>區塊稀疏：每個 query 區塊看到由鄰近區塊組成的視窗、最前面的全域區塊（它們自己的 query 看得到所有位置），以及幾個依種子隨機選的區塊。</translation>
    </message>
    <message>
        <source>Tokens per block B (the last block may be shorter)</source>
        <translation>每個區塊的 token 數 B（最後一個區塊可能較短）</translation>
    </message>
    <message>
        <source>Blocks in the window centred on a query&apos;s block (even: one more after)</source>
        <translation>以 query 所在區塊為中心的視窗中的區塊數（偶數：後面多一個）</translation>
    </message>
    <message>
        <source>The first blocks are global: every query sees them and they see everything</source>
        <translation>最前面的區塊是全域的：每個 query 都看得到它們，它們也看得到所有位置</translation>
    </message>
    <message>
        <source>Random blocks per block row, outside window and global</source>
        <translation>每一列區塊的隨機區塊數，不含視窗與全域區塊</translation>
    </message>
    <message>
        <source>Seed of the random block draws</source>
        <translation>隨機區塊抽樣的種子</translation>
    </message>
    <message>
        <source>Threshold (oracle)</source>
        <translation>Threshold（oracle）</translation>
    </message>
    <message>
        <source>Oracle: the exact weights with those below tau dropped (rows renormalised if asked). It needs the exact scores, so its cost is the exact cost: it shows what skipping small weights would keep.</source>
        <translation>Oracle：精確權重中低於 tau 的被捨棄（可選擇讓各列重新正規化）。它需要精確分數，所以成本就是精確注意力的成本：它顯示略過小權重後還能保留什麼。</translation>
    </message>
    <message>
        <source>Exact weights below tau are dropped</source>
        <translation>低於 tau 的精確權重會被捨棄</translation>
    </message>
    <message>
        <source>Rescale each row&apos;s kept weights to sum to 1</source>
        <translation>重新縮放每一列保留的權重，使其總和為 1</translation>
    </message>
    <message>
        <source>Top-k (oracle)</source>
        <translation>Top-k（oracle）</translation>
    </message>
    <message>
        <source>Oracle: each query keeps only its k highest-scoring keys and takes the softmax over them. Finding them needs every exact score, so its cost is the exact scoring cost.</source>
        <translation>Oracle：每個 query 只保留分數最高的 k 個 key，並在它們之上取 softmax。找出它們需要每一個精確分數，所以成本就是精確評分的成本。</translation>
    </message>
    <message>
        <source>Keys kept per query (fewer when fewer are allowed)</source>
        <translation>每個 query 保留的 key 數（允許的較少時就更少）</translation>
    </message>
    <message>
        <source>Multi-head (a pattern per head)</source>
        <translation>多頭（每個 head 一種模式）</translation>
    </message>
    <message>
        <source>Splits d and dv into equal slices; each head attends with its own variant (cycled from the list); the outputs are concatenated and the map is the mean of the heads&apos; maps.</source>
        <translation>把 d 與 dv 切成等寬的片段；每個 head 以自己的變體做注意力（從清單中循環取用）；輸出串接起來，注意力圖是各 head 注意力圖的平均。</translation>
    </message>
    <message>
        <source>Heads; d and dv must both be divisible by it</source>
        <translation>head 數；d 與 dv 都必須能被它整除</translation>
    </message>
    <message>
        <source>Variant ids of the heads, comma-separated, cycled when fewer than heads</source>
        <translation>各 head 的變體 id，以逗號分隔，少於 head 數時循環使用</translation>
    </message>
    <message>
        <source>LSH buckets (Reformer)</source>
        <translation>LSH 桶（Reformer）</translation>
    </message>
    <message>
        <source>Hash buckets per round (even: argmax over [xR; -xR])</source>
        <translation>每回合的雜湊桶數（偶數：對 [xR; -xR] 取 argmax）</translation>
    </message>
    <message>
        <source>Hashing rounds; a key in the query&apos;s bucket in any round is kept</source>
        <translation>雜湊回合數；在任一回合中與 query 同桶的 key 都會保留</translation>
    </message>
    <message>
        <source>Seed of the random rotations R</source>
        <translation>隨機旋轉 R 的種子</translation>
    </message>
    <message>
        <source>Keys are the unit-normalised queries, as in the Reformer</source>
        <translation>key 就是單位正規化後的 query，如同 Reformer</translation>
    </message>
    <message>
        <source>k-means routing (Routing Transformer)</source>
        <translation>k-means 路由（Routing Transformer）</translation>
    </message>
    <message>
        <source>Number of k-means clusters (centroids)</source>
        <translation>k-means 群集（群中心）的數目</translation>
    </message>
    <message>
        <source>Lloyd iterations (assign, then update the centroids)</source>
        <translation>Lloyd 迭代次數（先指派，再更新群中心）</translation>
    </message>
    <message>
        <source>Seed of the choice of initial centroids</source>
        <translation>選擇初始群中心的種子</translation>
    </message>
    <message>
        <source>Sinkhorn block matching</source>
        <translation>Sinkhorn 區塊配對</translation>
    </message>
    <message>
        <source>Sinkhorn rounds (each normalises the rows, then the columns)</source>
        <translation>Sinkhorn 回合數（每回合先正規化各列，再正規化各行）</translation>
    </message>
    <message>
        <source>Divides the block scores before balancing</source>
        <translation>平衡前用來除區塊分數的值</translation>
    </message>
    <message>
        <source>Seed of the Gumbel noise</source>
        <translation>Gumbel 雜訊的種子</translation>
    </message>
    <message>
        <source>Linformer (projected keys)</source>
        <translation>Linformer（投影的 key）</translation>
    </message>
    <message>
        <source>Keys and values are projected along the sequence onto k slots (K&apos; = EK, V&apos; = EV); each query attends to those k slots, so the score matrix is N x k.</source>
        <translation>key 與 value 沿著序列投影到 k 個槽位上（K&apos; = EK、V&apos; = EV）；每個 query 對這 k 個槽位做注意力，所以分數矩陣是 N x k。</translation>
    </message>
    <message>
        <source>every row of the projection E mixes positions from the whole sequence, so each of the k slots carries future keys and values to every query</source>
        <translation>投影 E 的每一列都混合了整個序列的位置，所以 k 個槽位中的每一個都把未來的 key 與 value 帶給每個 query</translation>
    </message>
    <message>
        <source>Projected length: the number of key/value slots</source>
        <translation>投影後的長度：key/value 槽位的數目</translation>
    </message>
    <message>
        <source>gaussian: E entries N(0, 1/k); mean: row r averages a contiguous segment of keys</source>
        <translation>gaussian：E 的元素為 N(0, 1/k)；mean：第 r 列對一段連續的 key 取平均</translation>
    </message>
    <message>
        <source>Seed of the Gaussian projection</source>
        <translation>高斯投影的種子</translation>
    </message>
    <message>
        <source>Pooled keys and values</source>
        <translation>池化的 key 與 value</translation>
    </message>
    <message>
        <source>Keys and values are pooled by a strided 1-D convolution along the sequence; each query attends to the ceil(N/stride) pooled slots.</source>
        <translation>key 與 value 沿著序列以有步幅的一維卷積池化；每個 query 對 ceil(N/stride) 個池化槽位做注意力。</translation>
    </message>
    <message>
        <source>every query sees every pooled slot, and the slots whose windows end after the query carry future keys and values to it</source>
        <translation>每個 query 都看到每個池化槽位，而視窗結束於該 query 之後的槽位會把未來的 key 與 value 帶給它</translation>
    </message>
    <message>
        <source>Positions each window pools</source>
        <translation>每個視窗池化的位置數</translation>
    </message>
    <message>
        <source>Step between windows (at most kernel)</source>
        <translation>視窗之間的步長（最多為 kernel）</translation>
    </message>
    <message>
        <source>mean: average the window; random: a seeded positive kernel, rescaled per window</source>
        <translation>mean：對視窗取平均；random：依種子產生的正值核，每個視窗重新縮放</translation>
    </message>
    <message>
        <source>Seed of the random kernel</source>
        <translation>隨機核的種子</translation>
    </message>
    <message>
        <source>Selected keys and values</source>
        <translation>選取的 key 與 value</translation>
    </message>
    <message>
        <source>Every query attends to the same `keep` keys (largest norm, or a seeded random choice) plus its own key; under causal, the `keep` best keys so far.</source>
        <translation>每個 query 都注意同一組 `keep` 個 key（範數最大，或依種子隨機選取），再加上它自己的 key；在因果遮罩下，則是到目前為止最好的 `keep` 個 key。</translation>
    </message>
    <message>
        <source>Keys kept for every query (all of them when fewer)</source>
        <translation>每個 query 保留的 key 數（較少時全部保留）</translation>
    </message>
    <message>
        <source>norm: the keys with the largest norm; random: a seeded uniform choice</source>
        <translation>norm：範數最大的 key；random：依種子均勻隨機選取</translation>
    </message>
    <message>
        <source>Seed of the random choice</source>
        <translation>隨機選取的種子</translation>
    </message>
    <message>
        <source>Truncated SVD (oracle)</source>
        <translation>截斷 SVD（oracle）</translation>
    </message>
    <message>
        <source>Oracle: the best rank-r approximation of the exact attention matrix (truncated SVD). It needs the exact A and its SVD, so it costs more than exact attention: it shows how low-rank A is.</source>
        <translation>Oracle：精確注意力矩陣的最佳秩 r 近似（截斷 SVD）。它需要精確的 A 及其 SVD，所以成本比精確注意力還高：它顯示 A 的秩有多低。</translation>
    </message>
    <message>
        <source>the truncated SVD fits every row of A at once, so row i of the approximation depends on later rows (future queries and keys) and is not zero above the diagonal</source>
        <translation>截斷 SVD 一次擬合 A 的所有列，所以近似結果的第 i 列取決於較後面的列（未來的 query 與 key），在對角線上方也不為零</translation>
    </message>
    <message>
        <source>Singular values kept (all of them when rank &gt;= N)</source>
        <translation>保留的奇異值數（rank &gt;= N 時全部保留）</translation>
    </message>
    <message>
        <source>Fewer scoring dimensions</source>
        <translation>較少的評分維度</translation>
    </message>
    <message>
        <source>Queries and keys are projected to dprime dimensions by a random Gaussian matrix before exact attention: every pair is still scored, each score is cheaper and noisier.</source>
        <translation>在精確注意力之前，以隨機高斯矩陣把 query 與 key 投影到 dprime 維：每個分數對仍會評分，但每個分數更便宜、雜訊也更多。</translation>
    </message>
    <message>
        <source>Dimensions the queries and keys are projected to</source>
        <translation>query 與 key 投影到的維度</translation>
    </message>
    <message>
        <source>Seed of the projection U</source>
        <translation>投影 U 的種子</translation>
    </message>
    <message>
        <source>Fewer keys and fewer dimensions</source>
        <translation>較少的 key 與較少的維度</translation>
    </message>
    <message>
        <source>Linformer&apos;s projection of keys and values onto k slots together with a random projection of the scoring space to dprime dimensions.</source>
        <translation>Linformer 把 key 與 value 投影到 k 個槽位，同時把評分空間隨機投影到 dprime 維。</translation>
    </message>
    <message>
        <source>Seed of the projections E and U</source>
        <translation>投影 E 與 U 的種子</translation>
    </message>
    <message>
        <source>Product keys</source>
        <translation>Product key</translation>
    </message>
    <message>
        <source>Slices of q, k and v (must divide d and dv)</source>
        <translation>q、k 與 v 的切片數（必須能整除 d 與 dv）</translation>
    </message>
    <message>
        <source>Keys picked per slice (all allowed keys when fewer)</source>
        <translation>每個切片挑選的 key 數（允許的較少時全部挑選）</translation>
    </message>
    <message>
        <source>Linear attention (feature map)</source>
        <translation>線性注意力（特徵映射）</translation>
    </message>
    <message>
        <source>Softmax replaced by a feature map phi, so (phi(Q) phi(K)^T) V is computed as phi(Q) (phi(K)^T V) in time linear in N. Rows of M sum to 1 only when normalize is on.</source>
        <translation>以特徵映射 phi 取代 softmax，使 (phi(Q) phi(K)^T) V 能以 phi(Q) (phi(K)^T V) 的方式，在與 N 成線性的時間內算出。只有開啟 normalize 時，M 的各列總和才為 1。</translation>
    </message>
    <message>
        <source>Feature map applied to each row of Q and K: elu(x)+1, max(x,0) or x</source>
        <translation>套用在 Q 與 K 每一列上的特徵映射：elu(x)+1、max(x,0) 或 x</translation>
    </message>
    <message>
        <source>Divide by phi(q_i)^T sum_j phi(k_j) so each row of weights sums to 1</source>
        <translation>除以 phi(q_i)^T sum_j phi(k_j)，使每一列權重的總和為 1</translation>
    </message>
    <message>
        <source>Performer (FAVOR+ random features)</source>
        <translation>Performer（FAVOR+ 隨機特徵）</translation>
    </message>
    <message>
        <source>Random features whose inner products estimate exp(s q.k) without bias (positive) or with sin/cos (trig); attention then runs as linear attention, in time linear in N.</source>
        <translation>隨機特徵的內積對 exp(s q.k) 做無偏估計（positive），或使用 sin/cos（trig）；接著注意力以線性注意力的方式執行，時間與 N 成線性。</translation>
    </message>
    <message>
        <source>Number m of random projections w_r</source>
        <translation>隨機投影 w_r 的數目 m</translation>
    </message>
    <message>
        <source>positive: exp features (always &gt;= 0); trig: sin and cos features (2m, may cancel)</source>
        <translation>positive：exp 特徵（恆 &gt;= 0）；trig：sin 與 cos 特徵（2m 個，可能互相抵消）</translation>
    </message>
    <message>
        <source>Draw the projections in orthogonal blocks (lower variance)</source>
        <translation>以正交區塊抽取投影（變異數較低）</translation>
    </message>
    <message>
        <source>Seed of the random projections</source>
        <translation>隨機投影的種子</translation>
    </message>
    <message>
        <source>Synthesizer (weights without QK)</source>
        <translation>Synthesizer（不用 QK 的權重）</translation>
    </message>
    <message>
        <source>The N x N logits R are drawn (random), a low-rank product (factorized) or an MLP of each token alone (dense), never q.k; M = softmax(R), O = M V. Inherently N x N.</source>
        <translation>N x N 的 logits R 是隨機抽取的（random）、低秩乘積（factorized），或由每個 token 單獨經過 MLP 產生（dense），從不使用 q.k；M = softmax(R)，O = M V。本質上就是 N x N。</translation>
    </message>
    <message>
        <source>random: R drawn N(0,1); factorized: R = R1 R2^T; dense: R_i from an MLP of token i</source>
        <translation>random：R 抽自 N(0,1)；factorized：R = R1 R2^T；dense：R_i 來自 token i 的 MLP</translation>
    </message>
    <message>
        <source>Rank of R = R1 R2^T (factorized)</source>
        <translation>R = R1 R2^T 的秩（factorized）</translation>
    </message>
    <message>
        <source>Hidden width of the dense MLP</source>
        <translation>dense MLP 的隱藏層寬度</translation>
    </message>
    <message>
        <source>Seed of every drawn weight</source>
        <translation>所有抽取權重的種子</translation>
    </message>
    <message>
        <source>FNet (Fourier mixing)</source>
        <translation>FNet（傅立葉混合）</translation>
    </message>
    <message>
        <source>Tokens are mixed by the real part of a 2-D discrete Fourier transform of X, with no weights at all; M = Re(F_N) is a mixing map (rows need not sum to 1).</source>
        <translation>token 以 X 的二維離散傅立葉轉換的實部混合，完全沒有權重；M = Re(F_N) 是混合圖（各列總和不必為 1）。</translation>
    </message>
    <message>
        <source>the Fourier transform along the sequence mixes every position into every output, so no output can be kept from reading future tokens</source>
        <translation>沿著序列的傅立葉轉換把每個位置都混入每個輸出，所以沒有任何輸出能避免讀到未來的 token</translation>
    </message>
    <message>
        <source>MLP-Mixer (token-mixing MLP)</source>
        <translation>MLP-Mixer（token 混合 MLP）</translation>
    </message>
    <message>
        <source>the token-mixing weights are dense across positions (every hidden unit sums over all tokens and feeds all of them), so every output reads future tokens</source>
        <translation>token 混合的權重在各位置之間是稠密的（每個隱藏單元都對所有 token 求和並回饋給所有 token），所以每個輸出都會讀到未來的 token</translation>
    </message>
    <message>
        <source>Hidden width of the token-mixing MLP</source>
        <translation>token 混合 MLP 的隱藏層寬度</translation>
    </message>
    <message>
        <source>Seed of the Glorot-uniform weights</source>
        <translation>Glorot 均勻分佈權重的種子</translation>
    </message>
    <message>
        <source>gMLP (spatial gating)</source>
        <translation>gMLP（空間閘控）</translation>
    </message>
    <message>
        <source>W is drawn uniform in [-init, init]; 0 makes the unit the identity on U</source>
        <translation>W 從 [-init, init] 均勻抽取；0 使這個單元對 U 為恆等映射</translation>
    </message>
    <message>
        <source>Seed of W</source>
        <translation>W 的種子</translation>
    </message>
    <message>
        <source>Cache window</source>
        <translation>快取視窗</translation>
    </message>
    <message>
        <source>Each query reads a cache of the last `window` states (itself included), nothing older.</source>
        <translation>每個 query 讀取最後 `window` 個狀態（包含自己）的快取，不讀更早的。</translation>
    </message>
    <message>
        <source>States in the cache, the query&apos;s own included</source>
        <translation>快取中的狀態數，包含 query 自己</translation>
    </message>
    <message>
        <source>Transformer-XL chunks</source>
        <translation>Transformer-XL 分塊</translation>
    </message>
    <message>
        <source>Each query reads its own chunk up to itself plus the `memory_chunks` chunks before it.</source>
        <translation>每個 query 讀取自己的分塊（到自己為止），再加上之前的 `memory_chunks` 個分塊。</translation>
    </message>
    <message>
        <source>Positions per chunk (segment)</source>
        <translation>每個分塊（片段）的位置數</translation>
    </message>
    <message>
        <source>Earlier chunks each query also reads</source>
        <translation>每個 query 另外讀取的較早分塊數</translation>
    </message>
    <message>
        <source>Cache + mean memory</source>
        <translation>快取 + 平均記憶</translation>
    </message>
    <message>
        <source>Each query reads the last `window` states plus one slot holding the mean key and value of everything older.</source>
        <translation>每個 query 讀取最後 `window` 個狀態，再加上一個存放所有更早狀態平均 key 與 value 的槽位。</translation>
    </message>
    <message>
        <source>States in the cache, the query&apos;s own included; older ones are pooled</source>
        <translation>快取中的狀態數，包含 query 自己；更早的會被池化</translation>
    </message>
    <message>
        <source>Block memory (pooled chunks)</source>
        <translation>區塊記憶（池化的分塊）</translation>
    </message>
    <message>
        <source>Each query reads its own chunk plus one mean key and value for each of the `slots` chunks before it.</source>
        <translation>每個 query 讀取自己的分塊，再加上之前 `slots` 個分塊各自的一個平均 key 與 value。</translation>
    </message>
    <message>
        <source>Positions per chunk; an earlier chunk is pooled into one slot</source>
        <translation>每個分塊的位置數；較早的分塊會池化成一個槽位</translation>
    </message>
    <message>
        <source>Pooled chunks each query reads (the ones right before its own)</source>
        <translation>每個 query 讀取的池化分塊數（緊接在自己分塊之前的那些）</translation>
    </message>
    <message>
        <source>Cache + priority memory</source>
        <translation>快取 + 優先記憶</translation>
    </message>
    <message>
        <source>Each query reads the last `window` states plus the `slots` older keys with the largest norm (a stand-in for a learned priority).</source>
        <translation>每個 query 讀取最後 `window` 個狀態，再加上 `slots` 個範數最大的較舊 key（代替學習而得的優先順序）。</translation>
    </message>
    <message>
        <source>Older keys kept in the priority queue (largest norm first)</source>
        <translation>保留在優先佇列中的較舊 key 數（範數最大者優先）</translation>
    </message>
    <message>
        <source>Typed text</source>
        <translation>輸入文字</translation>
    </message>
    <message>
        <source>Your own text, one token per word, punctuation mark, Han character or emoji. Each distinct word has one embedding (plus a position term) and queries and keys share one projection, so repeated words attend to each other: look for the off-diagonal spots where a word meets its earlier occurrence. Favours topk and threshold, which pick those keys by their scores wherever they are; local windows miss repeats farther apart than the window (on the short default sentence most are within reach), and lsh and kmeans group the words only coarsely.</source>
        <translation>你自己的文字，每個詞、標點符號、漢字或表情符號各為一個 token。每個不同的詞有一個嵌入（加上一個位置項），而 query 與 key 共用同一個投影，所以重複的詞會彼此注意：請找出對角線以外、某個詞遇上它先前出現位置的亮點。有利於 topk 與 threshold，它們不論這些 key 在哪裡都能依分數挑出；局部視窗會漏掉相距超過視窗的重複（在簡短的預設句子中大多都在範圍內），而 lsh 與 kmeans 只能粗略地把詞分組。</translation>
    </message>
    <message>
        <source>The text to attend over (at most 4096 tokens)</source>
        <translation>要做注意力的文字（最多 4096 個 token）</translation>
    </message>
    <message>
        <source>Query and key width d</source>
        <translation>query 與 key 的寬度 d</translation>
    </message>
    <message>
        <source>Value width dv</source>
        <translation>value 的寬度 dv</translation>
    </message>
    <message>
        <source>Seed of the random draws</source>
        <translation>隨機抽樣的種子</translation>
    </message>
    <message>
        <source>Weight of the sinusoidal position features added to each embedding</source>
        <translation>加到每個嵌入上的正弦位置特徵的權重</translation>
    </message>
    <message>
        <source>Score between two equal tokens; higher makes repeated words attend more sharply</source>
        <translation>兩個相同 token 之間的分數；越高，重複的詞彼此注意得越集中</translation>
    </message>
    <message>
        <source>Gaussian noise</source>
        <translation>高斯雜訊</translation>
    </message>
    <message>
        <source>Independent N(0,1) queries, keys and values: the structureless baseline, with nothing for an efficient method to exploit. Attention is nearly uniform, so the exact output is close to the mean of V and small; the sparse patterns (local, strided, random, ...), lsh and the random projections of linformer and lowdim read or mix only a few keys, miss most of that average and have a large relative error of O (near or above 1). A baseline, not a showcase.</source>
        <translation>彼此獨立的 N(0,1) query、key 與 value：沒有結構的基準，沒有任何可供高效方法利用之處。注意力幾乎是均勻的，所以精確輸出接近 V 的平均而且很小；稀疏模式（local、strided、random……）、lsh，以及 linformer 與 lowdim 的隨機投影只讀取或混合少數幾個 key，錯過了大部分的平均，O 的相對誤差很大（接近或超過 1）。這是基準，不是展示。</translation>
    </message>
    <message>
        <source>Sequence length N (tokens)</source>
        <translation>序列長度 N（token 數）</translation>
    </message>
    <message>
        <source>Local decay</source>
        <translation>局部衰減</translation>
    </message>
    <message>
        <source>Each token attends to its neighbours, with weights falling off with distance (about `width` tokens), the same in every row. Favours local, the windows over the past (sliding_window and cache_window, exact under causal; without it sliding_window misses the neighbours ahead) and chunked near block centres; breaks strided, dilated and random, whose keys skip the neighbours that hold the mass.</source>
        <translation>每個 token 注意它的鄰居，權重隨距離遞減（約 `width` 個 token），每一列都一樣。有利於 local、只看過去的視窗（sliding_window 與 cache_window，在因果遮罩下是精確的；沒有因果遮罩時 sliding_window 會漏掉前方的鄰居），以及在區塊中心附近的 chunked；不利於 strided、dilated 與 random，它們的 key 會跳過承載大部分權重的鄰居。</translation>
    </message>
    <message>
        <source>Typical distance (tokens) over which the weights fall</source>
        <translation>權重衰減的典型距離（token 數）</translation>
    </message>
    <message>
        <source>Multiplies every score: higher narrows the neighbourhood and deepens the far floor</source>
        <translation>乘上每個分數：越高，鄰近範圍越窄，遠處的底部越深</translation>
    </message>
    <message>
        <source>Periodic</source>
        <translation>週期</translation>
    </message>
    <message>
        <source>Each token attends to the tokens at the same phase of a period p (i, i +- p, i +- 2p, ...), all across the sequence. Favours strided with stride p (or a divisor of p), sparse_transformer, and topk, kmeans and lsh, which find the phase from the scores; dilated with gap p - 1 reaches the same phase only within its radius; breaks local, chunked and sliding_window, which only see the neighbours in between.</source>
        <translation>每個 token 注意在整個序列中與它處於週期 p 同一相位的 token（i、i +- p、i +- 2p……）。有利於 stride 為 p（或 p 的因數）的 strided、sparse_transformer，以及從分數中找出相位的 topk、kmeans 與 lsh；gap 為 p - 1 的 dilated 只在其半徑內才到得了同一相位；不利於 local、chunked 與 sliding_window，它們只看得到中間的鄰居。</translation>
    </message>
    <message>
        <source>Period p (tokens) of the attention pattern</source>
        <translation>注意力模式的週期 p（token 數）</translation>
    </message>
    <message>
        <source>Score of a same-phase key above the average: higher puts more mass on the phase</source>
        <translation>同相位 key 高於平均的分數：越高，越多權重落在該相位上</translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation>群集</translation>
    </message>
    <message>
        <source>Tokens belong to a few clusters scattered through the sequence; each query attends to the keys of its own cluster. Favours kmeans, which recovers the clusters from Q and K; lsh gets part of the way (its buckets split and merge clusters); breaks local, chunked and strided, which pick keys by position and miss most of the cluster, and sinkhorn, whose matched blocks are runs of neighbouring positions, not clusters.</source>
        <translation>token 屬於散佈在序列中的少數幾個群集；每個 query 注意自己群集中的 key。有利於 kmeans，它能從 Q 與 K 找回群集；lsh 只能做到一部分（它的桶會拆開或合併群集）；不利於 local、chunked 與 strided，它們依位置挑選 key，錯過群集的大部分，也不利於 sinkhorn，它配對的區塊是一段段相鄰的位置，而不是群集。</translation>
    </message>
    <message>
        <source>Number of clusters c</source>
        <translation>群集數 c</translation>
    </message>
    <message>
        <source>Noise around the cluster centres, relative to their length: large blurs the clusters</source>
        <translation>群集中心周圍的雜訊，相對於中心的長度：越大，群集越模糊</translation>
    </message>
    <message>
        <source>Score of a same-cluster key above a foreign one</source>
        <translation>同群集 key 高於其他群集 key 的分數</translation>
    </message>
    <message>
        <source>Hub tokens</source>
        <translation>樞紐 token</translation>
    </message>
    <message>
        <source>A few hub tokens that every query attends to (the leading tokens, or scattered); the rest of each row is thin. Favours bigbird, whose first block is global and holds the leading hubs, global and longformer once `tokens` covers the hubs (their default of 2 misses the third of the default 3; with placement random they miss the hubs), priority_memory, which keeps the large hub keys, and topk and select_kv, which find them by score or norm; breaks local, chunked and sliding_window, whose windows miss distant hubs.</source>
        <translation>少數幾個每個 query 都會注意的樞紐 token（開頭的 token，或分散各處）；每一列的其餘部分都很稀薄。有利於 bigbird，它的第一個區塊是全域的，涵蓋開頭的樞紐；有利於 global 與 longformer，只要 `tokens` 涵蓋了樞紐（它們的預設值 2 會漏掉預設 3 個中的第三個；placement 為 random 時則會漏掉樞紐）；也有利於保留大範數樞紐 key 的 priority_memory，以及依分數或範數找出它們的 topk 與 select_kv；不利於 local、chunked 與 sliding_window，它們的視窗會漏掉遠處的樞紐。</translation>
    </message>
    <message>
        <source>Number of hub tokens (at most n)</source>
        <translation>樞紐 token 數（最多為 n）</translation>
    </message>
    <message>
        <source>Where the hubs are: the first tokens, or random positions</source>
        <translation>樞紐的位置：最前面的 token，或隨機位置</translation>
    </message>
    <message>
        <source>How strongly queries prefer the hubs: they hold about e^s / (e^s + 1.2) of each row, for any n</source>
        <translation>query 偏好樞紐的程度：不論 n 為多少，樞紐約占每一列的 e^s / (e^s + 1.2)</translation>
    </message>
    <message>
        <source>Low-rank map</source>
        <translation>低秩注意力圖</translation>
    </message>
    <message>
        <source>Keys take only a few distinct values, so the exact attention map has only `rank` distinct columns and rank(A) &lt;= rank: its spectrum stops after `rank` singular values. Favours svd, whose truncation keeps exactly those (exact once its rank reaches `rank`). The other low-rank bets do not find the structure by themselves: linformer and lowdim project onto random slots that mix the few distinct keys (large errors), pool_kv averages neighbouring keys and the kernel variants only approximate the softmax (moderate errors). Breaks sparse patterns (local, strided, random) that drop keys the whole row depends on.</source>
        <translation>key 只有少數幾個不同的值，所以精確注意力圖只有 `rank` 個不同的行，且 rank(A) &lt;= rank：它的奇異值譜在 `rank` 個奇異值之後就結束了。有利於 svd，它的截斷正好保留這些奇異值（秩達到 `rank` 時就是精確的）。其他低秩方法無法自行找出這個結構：linformer 與 lowdim 投影到隨機槽位上，把少數幾個不同的 key 混在一起（誤差大），pool_kv 對相鄰的 key 取平均，而核方法的變體只是近似 softmax（誤差中等）。不利於稀疏模式（local、strided、random），它們捨棄了整列都依賴的 key。</translation>
    </message>
    <message>
        <source>Number of distinct keys, the bound on rank(A)</source>
        <translation>不同 key 的數目，也就是 rank(A) 的上限</translation>
    </message>
    <message>
        <source>Standard deviation of the scores</source>
        <translation>分數的標準差</translation>
    </message>
    <message>
        <source>Induction (repeated sequence)</source>
        <translation>歸納（重複的序列）</translation>
    </message>
    <message>
        <source>A random token sequence repeated twice; in the second copy each token attends to the token that followed its earlier occurrence, half a sequence back (the induction-head pattern). Read it with causal on: then topk and threshold find the one matching key wherever it is, lsh only now and then, and local, chunked and sliding_window break, their windows never reaching the first copy. Without causal the next key of the same copy matches too and carries the same value, so local looks deceptively good.</source>
        <translation>一段重複兩次的隨機 token 序列；在第二份中，每個 token 注意它先前出現時的下一個 token，也就是往回半個序列（induction head 的模式）。請開啟因果遮罩來看：此時 topk 與 threshold 不論匹配的 key 在哪裡都找得到，lsh 只是偶爾找到，而 local、chunked 與 sliding_window 會失敗，它們的視窗永遠到不了第一份。沒有因果遮罩時，同一份中的下一個 key 也會匹配，而且帶著相同的 value，所以 local 看起來好得令人誤解。</translation>
    </message>
    <message>
        <source>Score of the matching key above the others</source>
        <translation>匹配的 key 高於其他 key 的分數</translation>
    </message>
    <message>
        <source>Blocks of queries are matched one-to-one to blocks of keys by a Sinkhorn-balanced score of their means; each query sees its own block and its matched block. Under causal each block is matched to one earlier block.</source>
        <translation>query 區塊與 key 區塊依兩者平均值的分數（經 Sinkhorn 平衡）一對一配對；每個 query 看得到自己的區塊與配對到的區塊。在因果遮罩下，每個區塊配對到一個較早的區塊。</translation>
    </message>
    <message>
        <source>Queries and keys are split into slices; each slice picks its p best keys, and every combination of picked slices is a composite key the query attends to (keep &gt; 0: only the keep best composites, the paper&apos;s form with keep = p). A composite&apos;s value is made of the picked tokens&apos; value slices, not read from a learned table as in the paper.</source>
        <translation>query 與 key 被切成多個切片；每個切片挑出最好的 p 個 key，挑中切片的每一種組合都是 query 所注意的一個組合 key（keep &gt; 0：只保留最好的 keep 個組合 key，keep = p 即論文的形式）。組合 key 的 value 由挑中 token 的 value 切片組成，而不是像論文那樣從學習得到的表中讀取。</translation>
    </message>
    <message>
        <source>Composites of highest score kept before the softmax: 0 keeps all p^subspaces; keep = p with 2 subspaces is the paper&apos;s top-k of the k^2 candidates</source>
        <translation>在 softmax 之前保留的最高分組合 key 數：0 表示保留全部 p^subspaces 個；keep = p 且 subspaces = 2 即論文從 k^2 個候選中取 top-k 的做法</translation>
    </message>
    <message>
        <source>A fixed two-layer MLP across positions mixes the tokens: O = X + W2 gelu(W1 X); M = W2 W1 is a mixing map (rows need not sum to 1). The paper normalises each token first (X + W2 gelu(W1 LayerNorm(X))): off by default, layer_norm turns it on.</source>
        <translation>一個固定的兩層 MLP 沿位置方向混合 token：O = X + W2 gelu(W1 X)；M = W2 W1 是混合圖（各列總和不必為 1）。論文會先對每個 token 做正規化（X + W2 gelu(W1 LayerNorm(X))）：預設關閉，可由 layer_norm 開啟。</translation>
    </message>
    <message>
        <source>Normalise each token&apos;s channels before the MLP, as the paper does (off by default)</source>
        <translation>在 MLP 之前先對每個 token 的通道做正規化，與論文相同（預設關閉）</translation>
    </message>
    <message>
        <source>Half the channels gate the other half after a linear mix across positions: O = U * (W Z + 1) = U + U * (W Z). M = W + I displays that mixing only, as a mixing map (rows need not sum to 1): no matrix M gives O = M V.</source>
        <translation>一半的通道先沿位置方向做線性混合，再對另一半通道做閘控：O = U * (W Z + 1) = U + U * (W Z)。M = W + I 只以混合圖呈現這種混合（各列總和不必為 1）：沒有任何矩陣 M 能使 O = M V。</translation>
    </message>
    <message>
        <source>Add seeded Gumbel noise G to the scores before the temperature (Gumbel-Sinkhorn); off, G = 0</source>
        <translation>在除以溫度之前，先把帶種子的 Gumbel 雜訊 G 加到分數上（Gumbel-Sinkhorn）；關閉時 G = 0</translation>
    </message>
    <message>
        <source>M = A E with E of k = %1 rows, so M has rank at most k: its values drop to zero after the k-th.</source>
        <translation>M = A E，而 E 只有 k = %1 列，所以 M 的秩最多是 k：第 k 個之後的奇異值都是零。</translation>
    </message>
    <message>
        <source>M = A P with P pooling the sequence into %1 slots (N / stride, rounded up), so M has rank at most %1.</source>
        <translation>M = A P，P 把序列池化成 %1 個槽位（N / stride，無條件進位），所以 M 的秩最多是 %1。</translation>
    </message>
    <message>
        <source>M keeps the r = %1 largest singular values of A and drops the rest (Eckart–Young).</source>
        <translation>M 保留 A 最大的 r = %1 個奇異值，其餘捨去（Eckart–Young 定理）。</translation>
    </message>
    <message>
        <source>The scores Q′K′ᵀ have rank at most d′ = %1, but the softmax raises the rank again: M is not bounded by d′.</source>
        <translation>分數 Q′K′ᵀ 的秩最多是 d′ = %1，但 softmax 又把秩拉高：M 的秩不受 d′ 限制。</translation>
    </message>
    <message>
        <source>Without causal, M = D⁻¹ φ(Q) φ(K)ᵀ through %1 random features, so M has rank at most %1.</source>
        <translation>不用因果遮罩時，M = D⁻¹ φ(Q) φ(K)ᵀ 只經過 %1 個隨機特徵，所以 M 的秩最多是 %1。</translation>
    </message>
    <message>
        <source>R = R₁ R₂ᵀ has rank at most %1, but the softmax raises the rank again: M is not bounded by it.</source>
        <translation>R = R₁ R₂ᵀ 的秩最多是 %1，但 softmax 又把秩拉高：M 的秩不受它限制。</translation>
    </message>
    <message>
        <source>M = W₂ W₁ through a hidden width of %1, so M has rank at most %1.</source>
        <translation>M = W₂ W₁ 只經過寬度 %1 的隱藏層，所以 M 的秩最多是 %1。</translation>
    </message>
    <message>
        <source>Random rotations hash queries and keys into buckets; each query attends to the keys that share its bucket in any round, within its sorted chunk and the one before.</source>
        <translation>隨機旋轉把 query 和 key 雜湊進各個桶；每個 query 讀取在任何一個回合裡和它同桶的 key，但只限排序後它所在的分塊和前一個分塊。</translation>
    </message>
    <message>
        <source>Sorted chunk length: a query reads its bucket&apos;s keys in its chunk and the previous one (0: the whole bucket)</source>
        <translation>排序後每個分塊的長度：query 讀取自己的桶在它所在分塊與前一個分塊裡的 key（0：整個桶）</translation>
    </message>
    <message>
        <source>k-means on the unit queries and keys; each query attends to the keys of its own cluster nearest its centroid. Under causal the centroids are fitted as the tokens arrive.</source>
        <translation>對單位長度的 query 和 key 做 k-means；每個 query 讀取自己群集中最靠近群中心的那些 key。因果模式下，群中心隨著 token 到來逐步擬合。</translation>
    </message>
    <message>
        <source>Keys each cluster keeps, the nearest its centroid (0: the whole cluster)</source>
        <translation>每個群集保留的 key 數，取最靠近群中心的（0：整個群集）</translation>
    </message>
    <message>
        <source>every pair</source>
        <translation>每一對都計算</translation>
    </message>
    <message>
        <source>a window of before + after + 1 keys per query</source>
        <translation>每個 query 讀取 before + after + 1 個 key 的視窗</translation>
    </message>
    <message>
        <source>a fixed chunk of keys per query</source>
        <translation>每個 query 讀取固定大小的一個分塊 key</translation>
    </message>
    <message>
        <source>a window of `window` keys per query</source>
        <translation>每個 query 讀取 `window` 個 key 的視窗</translation>
    </message>
    <message>
        <source>2 radius + 1 keys per query</source>
        <translation>每個 query 讀取 2 radius + 1 個 key</translation>
    </message>
    <message>
        <source>N / stride keys per query</source>
        <translation>每個 query 讀取 N / stride 個 key</translation>
    </message>
    <message>
        <source>N / block strided keys per query at a fixed block; O(N^1.5) with block = sqrt(N), as the paper sets it</source>
        <translation>block 固定時，每個 query 讀取 N / block 個等距的 key；照論文取 block = sqrt(N) 時為 O(N^1.5)</translation>
    </message>
    <message>
        <source>the global tokens per query, and the few global rows over all keys</source>
        <translation>每個 query 讀取全域 token，少數全域 token 的列則讀取所有 key</translation>
    </message>
    <message>
        <source>per_row + 1 keys per query</source>
        <translation>每個 query 讀取 per_row + 1 個 key</translation>
    </message>
    <message>
        <source>a dilated window plus the global tokens per query</source>
        <translation>每個 query 讀取一個擴張視窗，再加上全域 token</translation>
    </message>
    <message>
        <source>window, global and random blocks: a fixed number of key blocks per block row</source>
        <translation>視窗、全域與隨機區塊：每一列區塊讀取固定數量的 key 區塊</translation>
    </message>
    <message>
        <source>the exact scores of every pair (an oracle)</source>
        <translation>每一對的精確分數（oracle）</translation>
    </message>
    <message>
        <source>the exact scores of every allowed pair (an oracle)</source>
        <translation>每個允許配對的精確分數（oracle）</translation>
    </message>
    <message>
        <source>its costliest head: the default heads include full</source>
        <translation>成本最高的那個注意力頭：預設的注意力頭包含 full</translation>
    </message>
    <message>
        <source>sort by bucket, then at most 2 chunks of keys per query and round</source>
        <translation>先依桶排序，之後每個 query 在每個回合最多讀取 2 個分塊的 key</translation>
    </message>
    <message>
        <source>sqrt(N) clusters of sqrt(N) members as the paper sets them; at fixed clusters and members O(N)</source>
        <translation>照論文取 sqrt(N) 個群集、每群 sqrt(N) 個成員；群集數與成員數固定時為 O(N)</translation>
    </message>
    <message>
        <source>two blocks of keys per query, O(N block); the sorting&apos;s (N/block)^2 d stays below it while N &lt; block^3: at long N set block = 128 (the default 8 sorts quadratically beyond N of about 512)</source>
        <translation>每個 query 讀取兩個 key 區塊，O(N block)；只要 N &lt; block^3，排序的 (N/block)^2 d 就比它小：序列很長時請設 block = 128（預設的 8 在 N 超過約 512 後，排序成本按平方成長）</translation>
    </message>
    <message>
        <source>k projected keys per query, and the projection E K, E V</source>
        <translation>每個 query 讀取 k 個投影後的 key，再加上投影 E K、E V</translation>
    </message>
    <message>
        <source>N / stride pooled slots per query</source>
        <translation>每個 query 讀取 N / stride 個池化槽位</translation>
    </message>
    <message>
        <source>keep + 1 keys per query, chosen by one pass over the key norms</source>
        <translation>每個 query 讀取 keep + 1 個 key，掃過一次 key 的範數來挑選</translation>
    </message>
    <message>
        <source>the exact A and its SVD (an oracle)</source>
        <translation>精確的 A 和它的 SVD（oracle）</translation>
    </message>
    <message>
        <source>every pair, in dprime dimensions</source>
        <translation>每一對都計算，但只在 dprime 維</translation>
    </message>
    <message>
        <source>k projected keys per query</source>
        <translation>每個 query 讀取 k 個投影後的 key</translation>
    </message>
    <message>
        <source>each slice scores every allowed key before keeping p</source>
        <translation>每個切片先為每個允許的 key 打分數，再保留 p 個</translation>
    </message>
    <message>
        <source>sums over the keys once, then d dv per query</source>
        <translation>對 key 加總一次，之後每個 query 需要 d dv</translation>
    </message>
    <message>
        <source>features x (d + dv) per query</source>
        <translation>每個 query 需要 features x (d + dv)</translation>
    </message>
    <message>
        <source>an N x N synthesized map at the default kind</source>
        <translation>預設的種類會合成一張 N x N 的圖</translation>
    </message>
    <message>
        <source>an FFT along the sequence for dm/2 + 1 channels (X is real)</source>
        <translation>沿著序列對 dm/2 + 1 個通道各做一次 FFT（X 是實數）</translation>
    </message>
    <message>
        <source>a token-mixing MLP of `hidden` units: N hidden per channel</source>
        <translation>一個有 `hidden` 個隱藏單元的 token 混合 MLP：每個通道 N hidden</translation>
    </message>
    <message>
        <source>an N x N spatial gating matrix</source>
        <translation>一個 N x N 的空間閘控矩陣</translation>
    </message>
    <message>
        <source>the last `window` keys per query</source>
        <translation>每個 query 讀取最近的 `window` 個 key</translation>
    </message>
    <message>
        <source>its chunk and memory_chunks earlier chunks per query</source>
        <translation>每個 query 讀取自己的分塊，以及之前的 memory_chunks 個分塊</translation>
    </message>
    <message>
        <source>the cache window plus one running-mean slot per query</source>
        <translation>每個 query 讀取快取視窗，再加上一個累計平均的槽位</translation>
    </message>
    <message>
        <source>its chunk plus `slots` mean slots per query</source>
        <translation>每個 query 讀取自己的分塊，再加上 `slots` 個平均槽位</translation>
    </message>
    <message>
        <source>the cache window plus `slots` kept keys per query</source>
        <translation>每個 query 讀取快取視窗，再加上 `slots` 個保留的 key</translation>
    </message>
    <message>
        <source>Trained model</source>
        <translation>訓練好的模型</translation>
    </message>
    <message>
        <source>The text the model reads, one token per character (at most 128)</source>
        <translation>模型讀的文字，每個字元一個 token（最多 128 個）</translation>
    </message>
    <message>
        <source>Which layer&apos;s head becomes the input (from 0)</source>
        <translation>取哪一層的注意力頭作為輸入（從 0 起算）</translation>
    </message>
    <message>
        <source>Which head of that layer (from 0)</source>
        <translation>取該層的哪一個注意力頭（從 0 起算）</translation>
    </message>
    <message>
        <source>Your own pattern</source>
        <translation>自訂模式</translation>
    </message>
    <message>
        <source>Each query attends to itself and to the keys where a condition you write holds: over i, j and N, or combining catalogue patterns such as local(3, 3) or global(2).</source>
        <translation>每個 query 注意自己，以及你寫下的條件成立的 key：條件可以用 i、j、N 寫成，也可以組合目錄中的模式，例如 local(3, 3) or global(2)。</translation>
    </message>
    <message>
        <source>Which keys j query i sees: a condition over i, j and N with + - * / %, comparisons, and, or, not, abs, min, max, floor, and catalogue patterns with their parameters, e.g. local(3, 3) or global(2), strided(8) and not chunked(16), longformer(radius=2)</source>
        <translation>query i 看到哪些 key j：用 i、j、N 寫成的條件，可用 + - * / %、比較、and、or、not、abs、min、max、floor，也可用目錄中的模式並寫上其參數，例如 local(3, 3) or global(2)、strided(8) and not chunked(16)、longformer(radius=2)</translation>
    </message>
    <message>
        <source>follows the field&apos;s density: the default reads a band of 5 keys and the first key</source>
        <translation>隨模式的密度而定：預設讀取 5 個 key 的帶狀區域和第一個 key</translation>
    </message>
    <message>
        <source>A real head: your text (English or Chinese, at most 128 characters) runs through the small character model that ships with the program (it read the King James Bible and Tang and Song poems in simplified characters; any other character is one unknown token to it), and the chosen head&apos;s own queries, keys and values become the input of every method, causal, at the model&apos;s scale. The grid of heads shows each one&apos;s map; see which heads look local (local and sliding windows do well), which look back at the previous character, and how far from low rank real maps are.</source>
        <translation>真實的注意力頭：你的文字（英文或中文，最多 128 個字元）會送進程式內附的小型字元模型（它讀過欽定版聖經和簡體字的唐詩、宋詩；其他字元對它來說都是同一個未知 token），所選注意力頭自己的 query、key、value 就成為每個方法的輸入，採因果遮罩，並用模型本身的縮放因子。注意力頭的網格畫出每個頭的注意力圖：看看哪些頭看起來是局部的（局部注意力與滑動視窗在這裡表現好）、哪些頭回頭看前一個字元，以及真實的注意力圖離低秩還有多遠。</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::BucketSizeChart</name>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>query</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>key</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::ComparisonView</name>
    <message>
        <source>variant − exact</source>
        <translation>變體 − 精確</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>權重</translation>
    </message>
    <message>
        <source>weight (shared scale)</source>
        <translation>權重（共用色階）</translation>
    </message>
    <message>
        <source>No exact map yet.</source>
        <translation>尚無精確注意力圖。</translation>
    </message>
    <message>
        <source>No variant map yet.</source>
        <translation>尚無變體注意力圖。</translation>
    </message>
    <message>
        <source>The difference appears once both maps are computed.</source>
        <translation>兩張注意力圖都算好後才會顯示差異。</translation>
    </message>
    <message>
        <source>Exact softmax</source>
        <translation>精確 softmax</translation>
    </message>
    <message>
        <source>The variant&apos;s map is %1 × %2 but the exact map is %3 × %4.</source>
        <translation>變體的注意力圖是 %1 × %2，但精確注意力圖是 %3 × %4。</translation>
    </message>
    <message>
        <source>Variant − exact</source>
        <translation>變體 − 精確</translation>
    </message>
    <message>
        <source>Identical up to rounding</source>
        <translation>在捨入誤差內完全相同</translation>
    </message>
    <message>
        <source>query %1%2, key %3%4</source>
        <translation>query %1%2，key %3%4</translation>
    </message>
    <message>
        <source>%1: exact %2, no variant</source>
        <translation>%1：精確 %2，無變體</translation>
    </message>
    <message>
        <source>%1: exact %2, variant %3, difference %4</source>
        <translation>%1：精確 %2，變體 %3，差異 %4</translation>
    </message>
    <message>
        <source>Copy all three</source>
        <translation>複製全部三張圖</translation>
    </message>
    <message>
        <source>Save all three as…</source>
        <translation>將三張圖另存新檔…</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::CostChart</name>
    <message>
        <source>Analytic cost against N</source>
        <translation>解析成本隨 N 的變化</translation>
    </message>
    <message>
        <source>multiply-adds</source>
        <translation>乘加</translation>
    </message>
    <message>
        <source>peak working memory</source>
        <translation>峰值工作記憶體</translation>
    </message>
    <message>
        <source>What the upper plot counts: the multiply-adds of one forward pass, or the largest working memory it holds at one time (inputs and the display map excluded)</source>
        <translation>上方圖表計算的內容：一次前向傳遞的乘加次數，或它同一時間占用的最大工作記憶體（不含輸入與顯示用的注意力圖）</translation>
    </message>
    <message>
        <source>No cost to show yet.</source>
        <translation>尚無可顯示的成本。</translation>
    </message>
    <message>
        <source>Press Measure to time the current variant and full on this machine.</source>
        <translation>按下「量測」，在這台電腦上量測目前變體與 full 的時間。</translation>
    </message>
    <message>
        <source>Time one forward pass of the current variant and of full at several N on this machine (median of repeated runs, in the background), then fit the slope of log time against log N</source>
        <translation>在這台電腦上以多個 N 量測目前變體與 full 一次前向傳遞的時間（重複執行取中位數，於背景進行），再擬合 log 時間對 log N 的斜率</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>sequence length N</source>
        <translation>序列長度 N</translation>
    </message>
    <message>
        <source>measured s</source>
        <translation>量測秒數</translation>
    </message>
    <message>
        <source>Analytic cost against N (%1)</source>
        <translation>解析成本隨 N 的變化（%1）</translation>
    </message>
    <message>
        <source>peak working bytes</source>
        <translation>峰值工作位元組</translation>
    </message>
    <message>
        <source>other variants at their defaults</source>
        <translation>其他變體（預設參數）</translation>
    </message>
    <message>
        <source>%1 (exact reference)</source>
        <translation>%1（精確參考）</translation>
    </message>
    <message>
        <source>N = %1: %2</source>
        <translation>N = %1：%2</translation>
    </message>
    <message>
        <source>... and %1 more sizes</source>
        <translation>……還有 %1 種大小</translation>
    </message>
    <message>
        <source>No cost for %1 at %2</source>
        <translation>%1 在 %2 沒有成本</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不適用</translation>
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
        <translation>%1（斜率 %2，承諾 %3）</translation>
    </message>
    <message>
        <source>%1 pairs of the field (masked pairs of whole blocks are counted too)</source>
        <translation>此方法的 %1 個配對（以整個區塊計算時，被遮罩的配對也計入乘加）</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::CumulativeEnergyPlot</name>
    <message>
        <source>No energy curves to show.</source>
        <translation>沒有可顯示的能量曲線。</translation>
    </message>
    <message>
        <source>rank r (singular values kept)</source>
        <translation>秩 r（保留的奇異值數）</translation>
    </message>
    <message>
        <source>energy kept</source>
        <translation>保留的能量</translation>
    </message>
    <message>
        <source>exact A</source>
        <translation>精確 A</translation>
    </message>
    <message>
        <source>No singular values were reported.</source>
        <translation>沒有回報任何奇異值。</translation>
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
        <translation>秩 r（%2 個中的前 %1 個）</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::FigureFile</name>
    <message>
        <source>Cannot export to &quot;%1&quot;: use a .png, .svg or .pdf file name.</source>
        <translation>無法匯出到「%1」：請使用 .png、.svg 或 .pdf 檔名。</translation>
    </message>
    <message>
        <source>Cannot export a figure of size %1 x %2.</source>
        <translation>無法匯出大小為 %1 x %2 的圖。</translation>
    </message>
    <message>
        <source>Could not write &quot;%1&quot; (%2): check that the folder exists and is writable.</source>
        <translation>無法寫入「%1」（%2）：請確認資料夾存在且可寫入。</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::FigureMenu</name>
    <message>
        <source>Copy image</source>
        <translation>複製影像</translation>
    </message>
    <message>
        <source>Save image as…</source>
        <translation>將影像另存新檔…</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 影像 (*.png)</translation>
    </message>
    <message>
        <source>SVG vector image (*.svg)</source>
        <translation>SVG 向量影像 (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Save image as</source>
        <translation>將影像另存新檔</translation>
    </message>
    <message>
        <source>Could not save the image</source>
        <translation>無法儲存影像</translation>
    </message>
    <message>
        <source>%1 could not be saved. %2</source>
        <translation>無法儲存 %1。%2</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::GalleryView</name>
    <message>
        <source>Every variant on the current input. Click a tile (or press Enter on it) to show that variant.</source>
        <translation>目前輸入上的每個變體。點一下圖塊（或在圖塊上按 Enter）即可顯示該變體。</translation>
    </message>
    <message>
        <source>rel. err %1</source>
        <translation>相對誤差 %1</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>Not computed yet.</source>
        <translation>尚未計算。</translation>
    </message>
    <message>
        <source>Relative error of its map M: %1</source>
        <translation>注意力圖 M 的相對誤差：%1</translation>
    </message>
    <message>
        <source>No map: %1</source>
        <translation>沒有注意力圖：%1</translation>
    </message>
    <message>
        <source>Click to show this variant.</source>
        <translation>點一下即可顯示這個變體。</translation>
    </message>
    <message>
        <source>No variants to show.</source>
        <translation>沒有可顯示的變體。</translation>
    </message>
    <message>
        <source>Copy the whole gallery</source>
        <translation>複製整個圖庫</translation>
    </message>
    <message>
        <source>Save the whole gallery as…</source>
        <translation>將整個圖庫另存新檔…</translation>
    </message>
    <message>
        <source>Copy image</source>
        <translation>複製影像</translation>
    </message>
    <message>
        <source>Save image as…</source>
        <translation>將影像另存新檔…</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::HeadGridView</name>
    <message>
        <source>Heads</source>
        <translation>注意力頭</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>權重</translation>
    </message>
    <message numerus="yes">
        <source>%n head(s), shared colour range</source>
        <translation>
            <numerusform>%n 個注意力頭，共用色彩範圍</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy all heads</source>
        <translation>複製所有注意力頭的圖</translation>
    </message>
    <message>
        <source>Save all heads as…</source>
        <translation>將所有注意力頭的圖另存新檔…</translation>
    </message>
    <message>
        <source>No heads to show yet.</source>
        <translation>還沒有可顯示的注意力頭。</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::HeatmapView</name>
    <message>
        <source>No map to show yet.</source>
        <translation>尚無可顯示的注意力圖。</translation>
    </message>
    <message>
        <source>value</source>
        <translation>數值</translation>
    </message>
    <message>
        <source>key j</source>
        <translation>key j</translation>
    </message>
    <message>
        <source>query i</source>
        <translation>query i</translation>
    </message>
    <message>
        <source>%1 block mean</source>
        <translation>%1 區塊平均</translation>
    </message>
    <message>
        <source>%1 block max |x|</source>
        <translation>%1 區塊最大 |x|</translation>
    </message>
    <message>
        <source>%1 mean</source>
        <translation>%1 平均</translation>
    </message>
    <message>
        <source>%1 max |x|</source>
        <translation>%1 最大 |x|</translation>
    </message>
    <message>
        <source>There is no map to export yet.</source>
        <translation>還沒有可匯出的注意力圖。</translation>
    </message>
    <message>
        <source>%1, log scale</source>
        <translation>%1，對數刻度</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::KernelEstimatePlot</name>
    <message>
        <source>No estimate to show yet.</source>
        <translation>尚無可顯示的估計。</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>精確</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>估計</translation>
    </message>
    <message>
        <source>exact kernel  exp(s q·k_j)</source>
        <translation>精確核函數  exp(s q·k_j)</translation>
    </message>
    <message>
        <source>estimate  φ(q)·φ(k_j)</source>
        <translation>估計值  φ(q)·φ(k_j)</translation>
    </message>
    <message>
        <source>y = x (exact)</source>
        <translation>y = x（精確）</translation>
    </message>
    <message>
        <source>one key j</source>
        <translation>一個 key j</translation>
    </message>
    <message>
        <source>key %1 (%2)</source>
        <translation>key %1（%2）</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>key %1</translation>
    </message>
    <message>
        <source>No finite values to compare for %1.</source>
        <translation>%1 沒有可比較的有限值。</translation>
    </message>
    <message>
        <source>no key with a nonzero exact value</source>
        <translation>沒有精確值非零的 key</translation>
    </message>
    <message>
        <source>mean relative error %1</source>
        <translation>平均相對誤差 %1</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::LraChart</name>
    <message>
        <source>Sequence length</source>
        <translation>序列長度</translation>
    </message>
    <message>
        <source>The length at which the paper measured speed and memory (1K to 4K tokens); the measurement here runs at the same N</source>
        <translation>論文量測速度與記憶體時所用的長度（1K 到 4K 個 token）；這裡的量測也在相同的 N 下執行</translation>
    </message>
    <message>
        <source>Time one forward pass of full and of each mapped variant at the chosen N on this machine, in the background, and draw time(full) / time(variant)</source>
        <translation>在這台電腦上以所選的 N 於背景量測 full 與每個對應變體一次前向傳遞的時間，並畫出 time(full) / time(variant)</translation>
    </message>
    <message>
        <source>average accuracy (%)</source>
        <translation>平均準確率（%）</translation>
    </message>
    <message>
        <source>speed relative to the Transformer</source>
        <translation>相對於 Transformer 的速度</translation>
    </message>
    <message>
        <source>Published (Tay et al., 2021)</source>
        <translation>已發表（Tay et al., 2021）</translation>
    </message>
    <message>
        <source>speed-up (x)</source>
        <translation>加速比（倍）</translation>
    </message>
    <message>
        <source>Speed-up: paper and this machine</source>
        <translation>加速比：論文與本機</translation>
    </message>
    <message>
        <source>No speed or memory at %1 in the paper, accuracy only: %2</source>
        <translation>論文中沒有 %1 的速度或記憶體，只有準確率：%2</translation>
    </message>
    <message>
        <source>speed relative to the Transformer at %1 (TPU training steps/s)</source>
        <translation>在 %1 時相對於 Transformer 的速度（TPU 每秒訓練步數）</translation>
    </message>
    <message>
        <source>paper: TPU training steps/s over the Transformer&apos;s (%1)</source>
        <translation>論文：TPU 每秒訓練步數相對於 Transformer（%1）</translation>
    </message>
    <message>
        <source>here: not measured yet</source>
        <translation>本機：尚未量測</translation>
    </message>
    <message>
        <source>average accuracy %1%</source>
        <translation>平均準確率 %1%</translation>
    </message>
    <message>
        <source>speed %1 the Transformer&apos;s at %2</source>
        <translation>速度為 Transformer 的 %1（於 %2）</translation>
    </message>
    <message>
        <source>memory %1 GB per device</source>
        <translation>每個裝置記憶體 %1 GB</translation>
    </message>
    <message>
        <source>paper: %1 the Transformer&apos;s training speed at %2</source>
        <translation>論文：訓練速度為 Transformer 的 %1（於 %2）</translation>
    </message>
    <message>
        <source>paper: no speed at %1</source>
        <translation>論文：沒有 %1 的速度</translation>
    </message>
    <message>
        <source>here: %1 as fast as full (one forward pass)</source>
        <translation>本機：速度為 full 的 %1（一次前向傳遞）</translation>
    </message>
    <message>
        <source>here: not measured</source>
        <translation>本機：未量測</translation>
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
        <translation>量測</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the running measurement</source>
        <translation>停止執行中的量測</translation>
    </message>
    <message>
        <source>Runs done out of all runs of the measurement (warm-ups included)</source>
        <translation>已完成的執行次數／量測的總執行次數（包含暖機）</translation>
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
        <translation>尚無可顯示的記憶讀取。</translation>
    </message>
    <message>
        <source>Cannot draw query %1 of a sequence of %2 positions.</source>
        <translation>無法畫出長度為 %2 個位置的序列中的 query %1。</translation>
    </message>
    <message>
        <source>A read (%1) lies outside the sequence of %2 positions.</source>
        <translation>一次讀取（%1）落在 %2 個位置的序列之外。</translation>
    </message>
    <message>
        <source>cache window: %1, read as they are</source>
        <translation>快取視窗：%1，原樣讀取</translation>
    </message>
    <message>
        <source>pooled slot: %1, read as one mean key and value</source>
        <translation>池化槽位：%1，讀取為一個平均 key 與 value</translation>
    </message>
    <message>
        <source>kept key (high priority): %1</source>
        <translation>保留的 key（高優先）：%1</translation>
    </message>
    <message>
        <source>chunk: %1, read as they are</source>
        <translation>分塊：%1，原樣讀取</translation>
    </message>
    <message>
        <source>1 key</source>
        <translation>1 個 key</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 個 key</translation>
    </message>
    <message>
        <source>1 pooled slot</source>
        <translation>1 個池化槽位</translation>
    </message>
    <message>
        <source>%1 pooled slots</source>
        <translation>%1 個池化槽位</translation>
    </message>
    <message>
        <source>%1 scores: %2 (exact attention: %3)</source>
        <translation>%1 個分數：%2（精確注意力：%3）</translation>
    </message>
    <message>
        <source>cache window</source>
        <translation>快取視窗</translation>
    </message>
    <message>
        <source>chunk read as is</source>
        <translation>原樣讀取的分塊</translation>
    </message>
    <message>
        <source>pooled slot (one mean)</source>
        <translation>池化槽位（一個平均值）</translation>
    </message>
    <message>
        <source>kept key</source>
        <translation>保留的 key</translation>
    </message>
    <message>
        <source>exact weight</source>
        <translation>精確權重</translation>
    </message>
    <message>
        <source>query i</source>
        <translation>query i</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>未讀取</translation>
    </message>
    <message>
        <source>after i (never read)</source>
        <translation>i 之後（永不讀取）</translation>
    </message>
    <message>
        <source>, the query</source>
        <translation>，即 query 本身</translation>
    </message>
    <message>
        <source>after query %1: memory over a stream never reads ahead</source>
        <translation>query %1 之後：串流上的記憶從不往前讀</translation>
    </message>
    <message>
        <source>not read by query %1</source>
        <translation>query %1 未讀取</translation>
    </message>
    <message>
        <source>Reads of query %1</source>
        <translation>query %1 的讀取</translation>
    </message>
    <message>
        <source>chunk %1</source>
        <translation>分塊 %1</translation>
    </message>
    <message>
        <source>chunk %1 reads</source>
        <translation>分塊 %1 的讀取</translation>
    </message>
    <message>
        <source>weights of query %1: bars this variant, line exact; top %2</source>
        <translation>query %1 的權重：長條為變體，線為精確；前 %2</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::ParameterPanel</name>
    <message>
        <source>Range: %1 (default %2)</source>
        <translation>範圍：%1（預設 %2）</translation>
    </message>
    <message>
        <source>This variant has no parameters.</source>
        <translation>這個變體沒有參數。</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>未套用：%1</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::PatternView</name>
    <message>
        <source>evaluated (1) or not (0)</source>
        <translation>已計算（1）或未計算（0）</translation>
    </message>
    <message>
        <source>No pattern to show yet.</source>
        <translation>尚無可顯示的注意力模式。</translation>
    </message>
    <message>
        <source>Keys evaluated per query</source>
        <translation>每個 query 計算的 key 數</translation>
    </message>
    <message>
        <source>How many keys each query scored. Click a row to inspect that query.</source>
        <translation>每個 query 評分了多少個 key。點一下某一列即可檢視該 query。</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>key</translation>
    </message>
    <message>
        <source>Receptive field over stacked layers</source>
        <translation>多層堆疊後的感受野</translation>
    </message>
    <message>
        <source>Number of stacked layers L that use this same pattern. Through L layers a query depends on every key reachable in L steps of the pattern: a window of w keys reaches L(w−1)+1 positions.</source>
        <translation>使用同一個模式的堆疊層數 L。經過 L 層後，query 取決於在模式中 L 步內可到達的每個 key：含 w 個 key 的視窗可到達 L(w−1)+1 個位置。</translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation>層數：</translation>
    </message>
    <message>
        <source>One band per layer, keys from left to right: a filled key is one the query depends on after that many layers.</source>
        <translation>每一層一條帶狀區域，key 由左到右：填滿的 key 表示經過那麼多層後 query 會取決於它。</translation>
    </message>
    <message>
        <source>share of pairs evaluated</source>
        <translation>計算的分數對比例</translation>
    </message>
    <message>
        <source>%1, in blocks of %2 × %2 positions</source>
        <translation>%1，以 %2 × %2 個位置為一個區塊</translation>
    </message>
    <message>
        <source>key block (j / %1)</source>
        <translation>key 區塊（j / %1）</translation>
    </message>
    <message>
        <source>key j</source>
        <translation>key j</translation>
    </message>
    <message>
        <source>query block (i / %1)</source>
        <translation>query 區塊（i / %1）</translation>
    </message>
    <message>
        <source>query i</source>
        <translation>query i</translation>
    </message>
    <message>
        <source>&lt;b&gt;Density ρ = pairs / N² = %L1 / %L2 = %3&lt;/b&gt;</source>
        <translation>&lt;b&gt;密度 ρ = 分數對 / N² = %L1 / %L2 = %3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 keys per query on average (fewest %2, most %3) of N = %4.</source>
        <translation>&lt;br&gt;平均每個 query %1 個 key（最少 %2，最多 %3），N = %4。</translation>
    </message>
    <message>
        <source>&lt;br&gt;Scores computed / N² = %1: a pooled slot is one score that stands for all the positions it pools, which the pattern lists.</source>
        <translation>&lt;br&gt;計算的分數數 / N² = %1：一個池化槽位是一個分數，代表它所池化的所有位置，模式中會列出這些位置。</translation>
    </message>
    <message>
        <source>L = %1</source>
        <translation>L = %1</translation>
    </message>
    <message>
        <source>query %1 (%2)</source>
        <translation>query %1（%2）</translation>
    </message>
    <message>
        <source>query %1</source>
        <translation>query %1</translation>
    </message>
    <message numerus="yes">
        <source>After %n layer(s) %1 reaches no key.</source>
        <translation>
            <numerusform>經過 %n 層後，%1 到不了任何 key。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;After %n layer(s) %1 reaches keys %2..%3 (width %4)&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;經過 %n 層後，%1 可到達 key %2..%3（寬度 %4）&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 of those positions (with gaps).</source>
        <translation>，其中 %1 個位置（有空隙）。</translation>
    </message>
    <message>
        <source> That is the whole sequence.</source>
        <translation>也就是整個序列。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;Widest field of any query after %n layer(s): %1 keys (query %2).</source>
        <translation>
            <numerusform>&lt;br&gt;經過 %n 層後，所有 query 中最寬的感受野：%1 個 key（query %2）。</numerusform>
        </translation>
    </message>
    <message>
        <source>query %1 scored key %2</source>
        <translation>query %1 評分了 key %2</translation>
    </message>
    <message>
        <source>query %1 skipped key %2</source>
        <translation>query %1 略過了 key %2</translation>
    </message>
    <message>
        <source>queries %1..%2, keys %3..%4: %5% of the pairs evaluated</source>
        <translation>query %1..%2，key %3..%4：計算了 %5% 的分數對</translation>
    </message>
    <message>
        <source>Run a variant to see which pairs it evaluates.</source>
        <translation>執行一個變體，即可看到它計算哪些分數對。</translation>
    </message>
    <message>
        <source>Copy the whole Pattern view</source>
        <translation>複製整個「模式」畫面</translation>
    </message>
    <message>
        <source>Save the whole Pattern view as…</source>
        <translation>將整個「模式」畫面另存新檔…</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::QueryWeightsView</name>
    <message>
        <source>The weight the query gives each key: exact attention against the variant. Drag to pan along the keys, turn the wheel to zoom.</source>
        <translation>query 給每個 key 的權重：精確注意力與變體對照。拖曳可沿著 key 平移，轉動滾輪可縮放。</translation>
    </message>
    <message>
        <source>key j</source>
        <translation>key j</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>權重</translation>
    </message>
    <message>
        <source>exact A</source>
        <translation>精確 A</translation>
    </message>
    <message>
        <source>variant M</source>
        <translation>變體 M</translation>
    </message>
    <message>
        <source>Tokens shaded by the exact weights:</source>
        <translation>依精確權重著色的 token：</translation>
    </message>
    <message>
        <source>Each token shaded by the weight the query gives it (darker: more). Click a token to inspect it as the query.</source>
        <translation>每個 token 依 query 給它的權重著色（越深表示越多）。點一下 token 即可把它當作 query 來檢視。</translation>
    </message>
    <message>
        <source>KL(A_i ‖ M_i) = %1</source>
        <translation>KL(A_i ‖ M_i) = %1</translation>
    </message>
    <message>
        <source>map error ‖m_i − a_i‖ / ‖a_i‖ = %1</source>
        <translation>注意力圖誤差 ‖m_i − a_i‖ / ‖a_i‖ = %1</translation>
    </message>
    <message>
        <source>output error ‖o_i − o*_i‖ / ‖o*_i‖ = %1</source>
        <translation>輸出誤差 ‖o_i − o*_i‖ / ‖o*_i‖ = %1</translation>
    </message>
    <message>
        <source>cosine = %1</source>
        <translation>餘弦 = %1</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;%1&apos;s M is a mixing map: its rows need not sum to 1 (entries may be negative), so there is no KL. Its bars use the right axis and its chips are shaded by |entry|.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;%1 的 M 是混合圖：它的各列總和不必為 1（元素可能為負），所以沒有 KL。它的長條使用右側的軸，token 依 |元素| 著色。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>No weights to show for this query.</source>
        <translation>這個 query 沒有可顯示的權重。</translation>
    </message>
    <message>
        <source>variant M (%1)</source>
        <translation>變體 M（%1）</translation>
    </message>
    <message>
        <source>variant M (%1, right axis)</source>
        <translation>變體 M（%1，右側軸）</translation>
    </message>
    <message>
        <source>M entry (mixing map)</source>
        <translation>M 的元素（混合圖）</translation>
    </message>
    <message>
        <source>&lt;small&gt;Keys %1..%2 of %3, where the weight is: drag to pan, wheel to zoom.&lt;/small&gt;</source>
        <translation>&lt;small&gt;第 %1..%2 個 key（共 %3 個），權重所在之處：拖曳可平移，滾輪可縮放。&lt;/small&gt;</translation>
    </message>
    <message>
        <source>&lt;small&gt;&lt;b&gt;Heaviest keys&lt;/b&gt; exact: %1&lt;br&gt;&lt;b&gt;Heaviest keys&lt;/b&gt; %2: %3&lt;/small&gt;</source>
        <translation>&lt;small&gt;&lt;b&gt;權重最大的 key&lt;/b&gt; 精確：%1&lt;br&gt;&lt;b&gt;權重最大的 key&lt;/b&gt; %2：%3&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Tokens shaded by the weights of %1:</source>
        <translation>依 %1 的權重著色的 token：</translation>
    </message>
    <message>
        <source>Tokens shaded by |entry| of %1&apos;s mixing map:</source>
        <translation>依 %1 混合圖的 |元素| 著色的 token：</translation>
    </message>
    <message>
        <source>Pick a query (a row of a map, or a token) to see its weights.</source>
        <translation>挑選一個 query（注意力圖的一列或一個 token），即可看到它的權重。</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::ReceptiveFieldImage</name>
    <message>
        <source>key 0</source>
        <translation>key 0</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>key %1</translation>
    </message>
    <message>
        <source>layers ↓ (query %1 marked)</source>
        <translation>層 ↓（已標出 query %1）</translation>
    </message>
    <message>
        <source>after %1 layer(s), query %2 depends on key %3</source>
        <translation>經過 %1 層後，query %2 取決於 key %3</translation>
    </message>
    <message>
        <source>after %1 layer(s), key %3 is out of query %2&apos;s reach</source>
        <translation>經過 %1 層後，key %3 超出 query %2 的可及範圍</translation>
    </message>
    <message>
        <source>No receptive field to show yet.</source>
        <translation>還沒有可顯示的感受野。</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::RowErrorPlot</name>
    <message>
        <source>No output to compare yet.</source>
        <translation>尚無可比較的輸出。</translation>
    </message>
    <message>
        <source>Click a row to inspect that query in the other views.</source>
        <translation>點一下某一列，即可在其他檢視中檢視該 query。</translation>
    </message>
    <message>
        <source>relative error of oᵢ</source>
        <translation>oᵢ 的相對誤差</translation>
    </message>
    <message>
        <source>cosine(o*ᵢ, oᵢ)</source>
        <translation>餘弦(o*ᵢ, oᵢ)</translation>
    </message>
    <message>
        <source>relative error ‖oᵢ − o*ᵢ‖ / ‖o*ᵢ‖</source>
        <translation>相對誤差 ‖oᵢ − o*ᵢ‖ / ‖o*ᵢ‖</translation>
    </message>
    <message>
        <source>cosine (right axis)</source>
        <translation>餘弦（右側軸）</translation>
    </message>
    <message>
        <source>mean relative error %1, mean cosine %2</source>
        <translation>平均相對誤差 %1，平均餘弦 %2</translation>
    </message>
    <message numerus="yes">
        <source> (%n row(s) without an error: the exact row is zero)</source>
        <translation>
            <numerusform>（%n 列沒有誤差：精確的這一列為零）</numerusform>
        </translation>
    </message>
    <message>
        <source>row %1 (%2)</source>
        <translation>第 %1 列（%2）</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>%1: error %2, cosine %3</source>
        <translation>%1：誤差 %2，餘弦 %3</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::RowIndexPlot</name>
    <message>
        <source>query i</source>
        <translation>query i</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::SpectrumPlot</name>
    <message>
        <source>No spectrum to show.</source>
        <translation>沒有可顯示的奇異值譜。</translation>
    </message>
    <message>
        <source>index</source>
        <translation>索引</translation>
    </message>
    <message>
        <source>singular value</source>
        <translation>奇異值</translation>
    </message>
    <message>
        <source>exact A</source>
        <translation>精確 A</translation>
    </message>
    <message>
        <source>%1, 1 zero value not drawn</source>
        <translation>%1，1 個零值未畫出</translation>
    </message>
    <message>
        <source>%1, %2 zero values not drawn</source>
        <translation>%1，%2 個零值未畫出</translation>
    </message>
    <message>
        <source>No singular values were reported.</source>
        <translation>沒有回報任何奇異值。</translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::TokenStrip</name>
    <message>
        <source> (weight %1)</source>
        <translation>（權重 %1）</translation>
    </message>
</context>
</TS>
