<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>NpyImport</name>
    <message>
        <source>name them q.npy, k.npy, v.npy and optionally x.npy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a .npy file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot tell whether %1 holds Q, K, V or X: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both %1 and %2 look like %3: give one file per role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no file for %1 among the dropped files: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>&amp;Colour map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export to &quot;%1&quot;: use a .png, .svg or .pdf file name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export a figure of size %1 x %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write &quot;%1&quot;: check that the folder exists and is writable.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::app::BenchmarkJob</name>
    <message>
        <source>Measurement cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measurement failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::app::BucketDecisions</name>
    <message>
        <source>Sort the rows of both maps by query bucket and the columns by key bucket, so the keys each query may read form blocks on the diagonal. Off: the sequence order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hashing round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lsh hashes several times; a query reads the keys that share its bucket in any round. Pick the round whose buckets sort the maps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attention weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bucket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash buckets: which keys each query may read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k-means clusters: which keys each query may read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The queries and keys were grouped into %1 clusters by k-means on their directions. A query reads only the keys of its own cluster (and its own key).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every query and key was hashed into one of %1 buckets by a random rotation. A query reads only the keys of its own bucket (and its own key).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every query and key was hashed into one of %1 buckets, %2 times with different random rotations. A query reads the keys that share its bucket in any round (and its own key); the maps are sorted by the round chosen below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The coloured band along each axis gives every token&apos;s %1 a colour. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sorted by %1, those keys form the blocks on the diagonal; weight the exact map puts outside them is what the method misses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reorder by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, sorted by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No map to show for this input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key j</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variant M (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query %1, %2 %3
key %4, %2 %5
weight %6</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::app::CostPanel</name>
    <message>
        <source>Run a variant to see its cost against N beside every other variant&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Measure to time %1 on this machine at N = %2 .. %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d = %1, dv = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, X width %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, causal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measuring %1 sizes, %2 timed runs each after a warm-up ...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling ...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at N = %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured in %1 s on this machine: median of %2 timed runs after a warm-up, one forward pass without the map, gaussian Q, K, V. A slope of 1 is linear in N, 2 quadratic.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::app::DecisionsPanel</name>
    <message>
        <source>Decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run a variant to see what it decided from the data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;This variant decides nothing from the data&lt;/b&gt; beyond what its Pattern shows: which keys each query reads is fixed by a rule (a window, blocks, strides, a memory), picked per query from the scores (topk, threshold), or every token is mixed by one formula (kernels, Fourier, mixers). See the Pattern and the variant&apos;s map in the main view.&lt;/p&gt;&lt;p&gt;This panel shows the decisions of lsh and kmeans (buckets), sinkhorn (block matching), linformer, lowdim and pool_kv (projections), svd (spectrum), select_kv (kept keys) and product_key (each slice&apos;s keys).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::app::GalleryPanel</name>
    <message>
        <source>refuses causal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It cannot honour causal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too slow for a thumbnail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About %1 multiply-adds on this input (the gallery runs variants up to %2). Choose it to run it on its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This variant returned no N × N map on this input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative error of O: %1
Mean row KL: %2
Density: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot run here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variants computed on this input, of all registered variants.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run a variant to see every variant&apos;s map on the same input, at its default parameters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maps are built up to N = %1 and this input has N = %2: the gallery has nothing to draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting: the gallery computes while it is visible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running every variant at its default parameters on this input (N = %1)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every variant at its default parameters on this input (N = %1), in %2 s. Click a tile to show that variant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused while hidden (%1 done); it resumes when the gallery is shown.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::app::HeadMaps</name>
    <message>
        <source>head %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::app::ImportDialog</name>
    <message>
        <source>Import Q, K, V</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each file is a 2-D NumPy array of float32 or float64 values with one row per token: Q and K are N×d, V is N×dv, and X, the token representations some variants mix, is N×dm. You can also drop the files here; they are placed by their names (q.npy, k.npy, v.npy, x.npy).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Q (queries):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queries, N×d: row i asks what token i looks for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;K (keys):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys, N×d (the same shape as Q): row j is what token j offers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;V (values):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values, N×dv: row j is what token j passes on when attended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;X (optional):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token representations, N×dm, for variants that mix tokens directly. Leave empty to use V.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose &amp;several files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick Q, K, V (and X) in one go; each file is placed by its name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use these files as the input sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: X is V</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>path/to/%1.npy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the .npy file for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the file for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NumPy arrays (*.npy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the files for Q, K, V and X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q %1, K %2, V %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, X %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: N = %2 tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the .npy files for Q, K and V, or drop them here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still needed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::app::InputPanel</name>
    <message>
        <source>Sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where Q, K and V come from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This sequence has no parameters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options for every variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Causal (query i reads keys j ≤ i)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mask the future, as a decoder does. Variants that cannot honour it say so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: the usual 1/√d, shown greyed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s in softmax(s·QKᵀ): larger makes attention sharper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported inputs have no generator parameters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own Q, K, V from %1: N=%2, d=%3, dv=%4%5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, with X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The imported files are not loaded.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::app::KeptKeysDecisions</name>
    <message>
        <source>attention weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept keys: %1 of %2, the same for every query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keys with the largest norm were kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A random subset of the keys was kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every query reads them and its own key; all other keys are dropped. Their columns are outlined in orange in the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under causal masking each query keeps the best keys before it, so the list is the memory after the last token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variant M (select_kv), kept keys outlined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No map to show for this input.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::app::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::app::LraPanel</name>
    <message>
        <source>here: CPU forward time of full over the variant&apos;s (N = %1, d = %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>here: not measured at N = %1 yet (press Measure)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measuring full and %1 variants at N = %2 ...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling ...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measurement failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>here: full was not timed (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured at N = %1, d = %2, dv = %3: full took %4 s a forward pass (median of %5 runs after a warm-up).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::app::LraResults</name>
    <message>
        <source>Tay et al., Long Range Arena: A Benchmark for Efficient Transformers, ICLR 2021 (Table 1: accuracy; Table 2: speed and memory, byte-level text, batch 32, 4x4 TPU v3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theirs are training steps per second on TPUs (forward and backward passes of whole models, with the implementations and tuning of 2020); ours are single forward passes of one attention layer on this machine&apos;s CPU. Compare the ordering and the trend with N, not the numbers.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::app::MainWindow</name>
    <message>
        <source>Attention Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tokens of the sequence: click one to inspect its row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the method did for the chosen query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a data-driven method decided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen query&apos;s weights over the keys, exact against the variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which pairs the variant scores, and how far information travels over stacked layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectrum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Singular values and energy of the exact map and of the variant&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-row error and cosine of the variant&apos;s output against the exact one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiply-adds, memory and measured time against N for every variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gallery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every variant on this input, side by side; click one to choose it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long Range Arena</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published accuracy and speed (Tay et al., ICLR 2021) beside the speed-ups measured here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Q, K, V…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load your own queries, keys and values (.npy files); you can also drop them on the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Attention Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Attention Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;Exact and efficient self-attention, side by side: pick a sequence and a variant, and compare its attention map with the exact softmax result.&lt;/p&gt;&lt;p&gt;The same engine runs headless: &lt;code&gt;attnlab --help&lt;/code&gt;.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight (shared scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mixing weight (rows need not sum to 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maps are drawn up to N = %1; the metrics below are for N = %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No mixing map for this variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last setup could not be restored in full: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::app::MethodDetailPanel</name>
    <message>
        <source>Row %1 of this map: sum %2, entries from %3 to %4, %5 of %6 negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cache of the last %1 states: the query reads them as they are and forgets everything older.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sequence is cut into chunks of %1. The query reads its own chunk up to itself and the %2 before it: the cached states of earlier segments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chunks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cache of the last %1 states plus one pooled slot: the mean key and value of everything older, scored as a single key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chunks of %1; each earlier chunk is pooled into one slot (its mean key and value). The query reads its own chunk as it is plus the %2 right before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cache of the last %1 states plus the %2 older keys of largest norm, kept in a priority queue as they leave the cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 makes its weights without comparing queries with keys. A softmax still makes each row of its map sum to 1, but which keys a row favours has nothing to do with q·k, so do not read it as attention to similar tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mixes tokens with a fixed or learned operator, not with q·k scores. Its map is the mixing matrix M with O = M V: rows need not sum to 1 and entries may be negative, so the difference from exact attention measures another kind of operator, not an approximation error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query i:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The query (row i) whose details are shown. Clicking a row in a map picks it too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redraw features</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw new random projections (the next seed) and recompute: the points move, their spread around the diagonal stays about the same for the same number of features.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact softmax weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>linear attention weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>linear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run a computation to see what the method decided for one query.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing extra to show for this variant: its map in the comparison is the whole story.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performer never forms exp(s q·k). It maps queries and keys to m random features φ whose inner product estimates the kernel without bias. Each point is one key j for the chosen query; on the dashed diagonal the estimate is exact. More features shrink the spread (about as 1/√m).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 features%3, seed %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, orthogonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The features are kept only when the map is computed (N up to %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linear attention replaces exp(s q·k) by φ(q)·φ(k) with a fixed feature map (here %1), so its weights φ(q)·φ(k_j) / Σ φ(q)·φ(k) come from another kernel, not from a noisy estimate of the softmax: there is nothing to redraw. Each point is one key j for the chosen query.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The weights are shown only when the maps are computed (N up to %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reads cannot be shown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;div&gt;… and %1 more&lt;/div&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::app::OutputPanel</name>
    <message>
        <source>Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run a variant to compare its output with the exact one, row by row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output of %1 against exact, per row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mixes the token representations X and returns an O as wide as X (%2 columns), not as wide as V (%3): there is no exact output to compare it with. Its map M is compared in the Query inspector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each row&apos;s output o_i = Σ_j M_ij v_j against the exact o*_i: a large error with a cosine near 1 is a row scaled wrong; a low cosine, a row that mixed other values. Click a row to inspect that query.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::app::PatternPanel</name>
    <message>
        <source>Which keys each query reads is fixed by a rule on positions, before any score is computed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which keys each query reads was decided from the data (buckets or clusters of the queries and keys): another input gives another pattern.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory over a stream: a query reads only positions up to itself. A pooled slot is one score that stands for every position it pools; the map shows those positions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every query mixes every key (all pairs): this method skips no pair, it computes the mixture more cheaply (feature maps, representative keys, or a mixing made without scores), so its error comes from approximating the weights, not from a sparse pattern.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pairs this method evaluated; the rest of each row is approximated, not read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pattern of %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairs evaluated by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This variant reports no pattern.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Following the query through the layers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No receptive field to show.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::app::ProductKeyDecisions</name>
    <message>
        <source>Product keys: each slice&apos;s best keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key index (token) ranked by the slice score q_i^s · k_j^s, best first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>q, k and v are cut into %1 slices. In each slice the query picks its %2 best keys by the slice&apos;s score; a composite key takes one pick per slice, so the query attends over up to %2&lt;sup&gt;%1&lt;/sup&gt; composites. Click a row in a map to choose the query.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slice %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::app::ProjectionDecisions</name>
    <message>
        <source>weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key j</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pooling windows: keys and values averaged into %1 slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projection: keys and values mixed into k = %1 slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row r of P averages the keys (and values) of window r.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row r of E says how much of each key (and value) goes into slot r; E is fixed, not learned from this input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every query attends over the %1 slots instead of the %2 keys (column i of the map below is query i&apos;s row of the N × %1 attention A), so the variant&apos;s map is M = A %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 slots × %3 keys)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aᵀ: each query&apos;s weights over the %1 slots</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::app::QkvImporter</name>
    <message>
        <source>Cannot import</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::app::QueryInspectorPanel</name>
    <message>
        <source>The query (row i) whose weights are shown. A click on a row of any map or on a token picks it too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query i:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run a variant, then pick a query (a row of a map, or a token) to see the weights it gives each key, exact and approximated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query inspector: %1 against exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maps are built up to N = %1 and this input has N = %2: the weights of one query are not kept. The row&apos;s output error above still holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 returned no map to compare with the exact weights.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::app::QueryName</name>
    <message>
        <source>query %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::app::SinkhornDecisions</name>
    <message>
        <source>Block matching by Sinkhorn balancing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>block score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step through the Sinkhorn rounds: each divides every row by its sum, then every column by its sum, until S is (nearly) doubly stochastic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iteration 888 of 888</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matching (outlined on S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 tokens form %2 blocks of %3. R scores each query block against each key block (their mean query and key); Sinkhorn balances exp(R/τ) into S, whose rows and columns each sum to 1. Each query block then reads its own block and the key block matched to it (the largest free entry of S).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>block scores R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S before balancing (t = 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S after %1 of %2 rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iteration %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S after %1 rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>iteration %1 of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The intermediate rounds are recorded only when the attention map is computed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query block %1 (%2) → its own block only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query block %1 (%2) → key block %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query block → key block (%1 blocks of %2 tokens): </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::app::SpectrumDecisions</name>
    <message>
        <source>Singular values: how much rank the map keeps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The truncated SVD keeps the r = %1 largest singular values of the exact A and drops the rest (Eckart–Young: the best any rank-%1 matrix can do).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> It keeps %1% of A&apos;s energy (sum of squared singular values).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M = A E has rank at most k = %1, so its singular values drop to zero after the k-th. The exact values beyond k are what any rank-%1 map must lose; a fast-falling exact spectrum is why a small k can work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The variant reported no singular values for this input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No spectrum: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variant M (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>r = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k = %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::app::SpectrumPanel</name>
    <message>
        <source>Singular values are being computed on a worker thread; the window stays responsive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Singular values of the exact A (black) and of the variant&apos;s M (orange), largest first, on a log scale. Dotted lines: the ranks keeping 90% of the energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the energy (sum of squared singular values) kept by the first r singular values: what the best rank-r approximation keeps. When the rank axis is cut short, both curves keep more than 99.9% beyond its end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectrum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No spectrum to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No energy curves to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run a variant to see the singular values of the exact attention matrix A beside those of the variant&apos;s map M.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectrum: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maps are built up to N = %1 and this input has N = %2, so there is no M to decompose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 returns no N × N mixing map M (O is not M V for a fixed M), so there is no spectrum to compare with the exact A.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectra are computed up to N = %1: each is an O(N³) singular value decomposition in double precision (seconds at N = %1) that cannot be stopped midway. This input has N = %2; choose a shorter sequence to see it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing the singular values of M (N = %1, double precision)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing the singular values of A and M (N = %1, double precision)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The singular values could not be computed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variant M (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A: %1% at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M: %1% at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (scores only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M (%1) needs %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M (%1) is all zeros: it keeps no energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% of the energy: A needs its first %2 of %3 singular values; %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to read it: singular values that fall fast mean a few directions carry most of the map, so a method that keeps k of them (Linformer&apos;s k slots, Performer&apos;s features, the truncated SVD) can copy it well; a flat spectrum means every direction matters and any rank-k shortcut loses the tail. A is recomputed in double precision from Q and K (scaled, %1, row softmax); M is the variant&apos;s float map cast to double, so its values below about 1e-6 of the largest are rounding noise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>masked to j ≤ i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no mask</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::app::StatusLine</name>
    <message>
        <source>Computing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N=%1 d=%2 dv=%3%4  ·  rel. error O %5  ·  rel. error M %6  ·  mean KL %7  ·  cos O %8  ·  density %9  ·  multiply-adds %10 (exact %11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> causal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Metrics against exact softmax attention on the same input.&lt;/p&gt;&lt;table&gt;&lt;tr&gt;&lt;th&gt;&lt;/th&gt;&lt;th&gt;counted&lt;/th&gt;&lt;th&gt;analytic&lt;/th&gt;&lt;th&gt;exact&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;multiply-adds&lt;/td&gt;&lt;td&gt;%1&lt;/td&gt;&lt;td&gt;%2&lt;/td&gt;&lt;td&gt;%3&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;peak working bytes&lt;/td&gt;&lt;td&gt;%4&lt;/td&gt;&lt;td&gt;%5&lt;/td&gt;&lt;td&gt;%6&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::app::VariantPanel</name>
    <message>
        <source>&lt;br&gt;An oracle: it needs the exact scores, so it costs as much as exact attention.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;Cannot be causal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;Under causal no query reads a later key, but which keys it may read is decided from the whole sequence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick an attention variant; hover one for its formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This variant has no parameters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the variant computes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;Oracle: computes the exact scores first; its cost is the exact cost.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::core</name>
    <message>
        <source>Sparse patterns chosen by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patterns found from the data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Representative keys and fewer dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reordered products and kernels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention without queries and keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory over a stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full (exact softmax)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every query attends to every key: the exact result the other variants are compared with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each query attends to the keys from `before` positions behind it to `after` ahead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many earlier positions each query sees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many later positions each query sees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chunked (block-diagonal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sequence is cut into chunks; each query attends only within its own chunk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions per chunk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sliding window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Groups of `stride` queries share a window of `window` keys ending at the group&apos;s end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys in each window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queries that share one window (at most window)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dilated band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A band with holes: every (gap+1)-th position within `radius` steps of the query.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps seen on each side of the query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions skipped between two steps (0: a plain band)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each query attends to every stride-th position counted from itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance between two keys a query sees (1: full attention)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sparse Transformer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A local band plus every block-th key (strided), or own block plus summary columns (fixed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Band width and stride (strided), block length (fixed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which of the paper&apos;s two patterns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last positions of each block every query sees (fixed mode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first `tokens` positions see everything and are seen by every query.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many leading positions are global</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each query attends to itself plus `per_row` keys drawn at random (seeded).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random keys per query, besides the query&apos;s own position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the draws (equal seeds give equal patterns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longformer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A (dilated) band around each query plus global positions that see and are seen by all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps of the band on each side of the query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions skipped between two steps of the band (0: no holes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BigBird (window + global + random blocks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block-sparse: each block of queries sees a window of neighbouring blocks, the first global blocks (whose own queries see everything) and a few seeded random blocks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per block B (the last block may be shorter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocks in the window centred on a query&apos;s block (even: one more after)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first blocks are global: every query sees them and they see everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random blocks per block row, outside window and global</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the random block draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threshold (oracle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oracle: the exact weights with those below tau dropped (rows renormalised if asked). It needs the exact scores, so its cost is the exact cost: it shows what skipping small weights would keep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact weights below tau are dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rescale each row&apos;s kept weights to sum to 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top-k (oracle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oracle: each query keeps only its k highest-scoring keys and takes the softmax over them. Finding them needs every exact score, so its cost is the exact scoring cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys kept per query (fewer when fewer are allowed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-head (a pattern per head)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Splits d and dv into equal slices; each head attends with its own variant (cycled from the list); the outputs are concatenated and the map is the mean of the heads&apos; maps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heads; d and dv must both be divisible by it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant ids of the heads, comma-separated, cycled when fewer than heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LSH buckets (Reformer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random rotations hash queries and keys into buckets; each query attends to the keys that share its bucket in any round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash buckets per round (even: argmax over [xR; -xR])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hashing rounds; a key in the query&apos;s bucket in any round is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the random rotations R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys are the unit-normalised queries, as in the Reformer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k-means routing (Routing Transformer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k-means on the unit queries and keys; each query attends to the keys of its own cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of k-means clusters (centroids)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lloyd iterations (assign, then update the centroids)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the choice of initial centroids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sinkhorn block matching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocks of queries are matched one-to-one to blocks of keys by a Sinkhorn-balanced score of their means; each query sees its own block and its matched block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sinkhorn rounds (each normalises the rows, then the columns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Divides the block scores before balancing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add seeded Gumbel noise to the scores (Gumbel-Sinkhorn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the Gumbel noise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linformer (projected keys)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys and values are projected along the sequence onto k slots (K&apos; = EK, V&apos; = EV); each query attends to those k slots, so the score matrix is N x k.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every row of the projection E mixes positions from the whole sequence, so each of the k slots carries future keys and values to every query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projected length: the number of key/value slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gaussian: E entries N(0, 1/k); mean: row r averages a contiguous segment of keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the Gaussian projection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pooled keys and values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys and values are pooled by a strided 1-D convolution along the sequence; each query attends to the ceil(N/stride) pooled slots.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every query sees every pooled slot, and the slots whose windows end after the query carry future keys and values to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions each window pools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step between windows (at most kernel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean: average the window; random: a seeded positive kernel, rescaled per window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the random kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected keys and values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every query attends to the same `keep` keys (largest norm, or a seeded random choice) plus its own key; under causal, the `keep` best keys so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys kept for every query (all of them when fewer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>norm: the keys with the largest norm; random: a seeded uniform choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the random choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Truncated SVD (oracle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oracle: the best rank-r approximation of the exact attention matrix (truncated SVD). It needs the exact A and its SVD, so it costs more than exact attention: it shows how low-rank A is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the truncated SVD fits every row of A at once, so row i of the approximation depends on later rows (future queries and keys) and is not zero above the diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Singular values kept (all of them when rank &gt;= N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer scoring dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queries and keys are projected to dprime dimensions by a random Gaussian matrix before exact attention: every pair is still scored, each score is cheaper and noisier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dimensions the queries and keys are projected to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the projection U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer keys and fewer dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linformer&apos;s projection of keys and values onto k slots together with a random projection of the scoring space to dprime dimensions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the projections E and U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Product keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queries and keys are split into slices; each slice picks its p best keys, and every combination of picked slices is a composite key the query attends to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slices of q, k and v (must divide d and dv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys picked per slice (all allowed keys when fewer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linear attention (feature map)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Softmax replaced by a feature map phi, so (phi(Q) phi(K)^T) V is computed as phi(Q) (phi(K)^T V) in time linear in N. Rows of M sum to 1 only when normalize is on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feature map applied to each row of Q and K: elu(x)+1, max(x,0) or x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Divide by phi(q_i)^T sum_j phi(k_j) so each row of weights sums to 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performer (FAVOR+ random features)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random features whose inner products estimate exp(s q.k) without bias (positive) or with sin/cos (trig); attention then runs as linear attention, in time linear in N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number m of random projections w_r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>positive: exp features (always &gt;= 0); trig: sin and cos features (2m, may cancel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the projections in orthogonal blocks (lower variance)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the random projections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synthesizer (weights without QK)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The N x N logits R are drawn (random), a low-rank product (factorized) or an MLP of each token alone (dense), never q.k; M = softmax(R), O = M V. Inherently N x N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random: R drawn N(0,1); factorized: R = R1 R2^T; dense: R_i from an MLP of token i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank of R = R1 R2^T (factorized)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden width of the dense MLP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of every drawn weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FNet (Fourier mixing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens are mixed by the real part of a 2-D discrete Fourier transform of X, with no weights at all; M = Re(F_N) is a mixing map (rows need not sum to 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Fourier transform along the sequence mixes every position into every output, so no output can be kept from reading future tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MLP-Mixer (token-mixing MLP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fixed two-layer MLP across positions mixes the tokens: O = X + W2 gelu(W1 X); M = W2 W1 is a mixing map (rows need not sum to 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the token-mixing weights are dense across positions (every hidden unit sums over all tokens and feeds all of them), so every output reads future tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden width of the token-mixing MLP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the Glorot-uniform weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gMLP (spatial gating)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half the channels gate the other half after a linear mix across positions: O = U * (W Z + 1); M = W + I is a mixing map (rows need not sum to 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W is drawn uniform in [-init, init]; 0 makes the unit the identity on U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each query reads a cache of the last `window` states (itself included), nothing older.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>States in the cache, the query&apos;s own included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformer-XL chunks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each query reads its own chunk up to itself plus the `memory_chunks` chunks before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions per chunk (segment)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earlier chunks each query also reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache + mean memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each query reads the last `window` states plus one slot holding the mean key and value of everything older.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>States in the cache, the query&apos;s own included; older ones are pooled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block memory (pooled chunks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each query reads its own chunk plus one mean key and value for each of the `slots` chunks before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions per chunk; an earlier chunk is pooled into one slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pooled chunks each query reads (the ones right before its own)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache + priority memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each query reads the last `window` states plus the `slots` older keys with the largest norm (a stand-in for a learned priority).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Older keys kept in the priority queue (largest norm first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typed text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own text, one token per word, punctuation mark, Han character or emoji. Each distinct word has one embedding (plus a position term) and queries and keys share one projection, so repeated words attend to each other: look for the off-diagonal spots where a word meets its earlier occurrence. Favours topk and threshold, which pick those keys by their scores wherever they are; local windows miss repeats farther apart than the window (on the short default sentence most are within reach), and lsh and kmeans group the words only coarsely.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text to attend over (at most 4096 tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query and key width d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value width dv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the random draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight of the sinusoidal position features added to each embedding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score between two equal tokens; higher makes repeated words attend more sharply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gaussian noise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Independent N(0,1) queries, keys and values: the structureless baseline, with nothing for an efficient method to exploit. Attention is nearly uniform, so the exact output is close to the mean of V and small; the sparse patterns (local, strided, random, ...), lsh and the random projections of linformer and lowdim read or mix only a few keys, miss most of that average and have a large relative error of O (near or above 1). A baseline, not a showcase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length N (tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local decay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each token attends to its neighbours, with weights falling off with distance (about `width` tokens), the same in every row. Favours local, the windows over the past (sliding_window and cache_window, exact under causal; without it sliding_window misses the neighbours ahead) and chunked near block centres; breaks strided, dilated and random, whose keys skip the neighbours that hold the mass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typical distance (tokens) over which the weights fall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiplies every score: higher narrows the neighbourhood and deepens the far floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Periodic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each token attends to the tokens at the same phase of a period p (i, i +- p, i +- 2p, ...), all across the sequence. Favours strided with stride p (or a divisor of p), sparse_transformer, and topk, kmeans and lsh, which find the phase from the scores; dilated with gap p - 1 reaches the same phase only within its radius; breaks local, chunked and sliding_window, which only see the neighbours in between.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Period p (tokens) of the attention pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score of a same-phase key above the average: higher puts more mass on the phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens belong to a few clusters scattered through the sequence; each query attends to the keys of its own cluster. Favours kmeans, which recovers the clusters from Q and K; lsh gets part of the way (its buckets split and merge clusters); breaks local, chunked and strided, which pick keys by position and miss most of the cluster, and sinkhorn, whose matched blocks are runs of neighbouring positions, not clusters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of clusters c</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Noise around the cluster centres, relative to their length: large blurs the clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score of a same-cluster key above a foreign one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hub tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A few hub tokens that every query attends to (the leading tokens, or scattered); the rest of each row is thin. Favours bigbird, whose first block is global and holds the leading hubs, global and longformer once `tokens` covers the hubs (their default of 2 misses the third of the default 3; with placement random they miss the hubs), priority_memory, which keeps the large hub keys, and topk and select_kv, which find them by score or norm; breaks local, chunked and sliding_window, whose windows miss distant hubs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of hub tokens (at most n)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the hubs are: the first tokens, or random positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How strongly queries prefer the hubs: they hold about e^s / (e^s + 1.2) of each row, for any n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low-rank map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys take only a few distinct values, so the exact attention map has only `rank` distinct columns and rank(A) &lt;= rank: its spectrum stops after `rank` singular values. Favours svd, whose truncation keeps exactly those (exact once its rank reaches `rank`). The other low-rank bets do not find the structure by themselves: linformer and lowdim project onto random slots that mix the few distinct keys (large errors), pool_kv averages neighbouring keys and the kernel variants only approximate the softmax (moderate errors). Breaks sparse patterns (local, strided, random) that drop keys the whole row depends on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of distinct keys, the bound on rank(A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard deviation of the scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Induction (repeated sequence)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A random token sequence repeated twice; in the second copy each token attends to the token that followed its earlier occurrence, half a sequence back (the induction-head pattern). Read it with causal on: then topk and threshold find the one matching key wherever it is, lsh only now and then, and local, chunked and sliding_window break, their windows never reaching the first copy. Without causal the next key of the same copy matches too and carries the same value, so local looks deceptively good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score of the matching key above the others</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::BucketSizeChart</name>
    <message>
        <source>tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::ComparisonView</name>
    <message>
        <source>variant − exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight (shared scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No exact map yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No variant map yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The difference appears once both maps are computed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact softmax</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The variant&apos;s map is %1 × %2 but the exact map is %3 × %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant − exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Identical up to rounding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query %1%2, key %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: exact %2, no variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: exact %2, variant %3, difference %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::CostChart</name>
    <message>
        <source>Analytic cost against N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>multiply-adds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>peak working memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the upper plot counts: the multiply-adds of one forward pass, or the largest working memory it holds at one time (inputs and the display map excluded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cost to show yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Measure to time the current variant and full on this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time one forward pass of the current variant and of full at several N on this machine (median of repeated runs, in the background), then fit the slope of log time against log N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequence length N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analytic cost against N (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>peak working bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other variants at their defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (exact reference)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N = %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>... and %1 more sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cost for %1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (slope %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N = %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::CumulativeEnergyPlot</name>
    <message>
        <source>No energy curves to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank r (singular values kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>energy kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No singular values were reported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% of the energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank r (the first %1 of %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::GalleryView</name>
    <message>
        <source>Every variant on the current input. Click a tile (or press Enter on it) to show that variant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rel. err %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not computed yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative error of its map M: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No map: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to show this variant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No variants to show.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::HeadGridView</name>
    <message>
        <source>Heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n head(s), shared colour range</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::HeatmapView</name>
    <message>
        <source>No map to show yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key j</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 block mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 block max |x|</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 max |x|</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export to &quot;%1&quot;: use a .png, .svg or .pdf file name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export a figure of size %1 x %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no map to export yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write &quot;%1&quot;: check that the folder exists and is writable.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::KernelEstimatePlot</name>
    <message>
        <source>No estimate to show yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact kernel  exp(s q·k_j)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estimate  φ(q)·φ(k_j)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>y = x (exact)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one key j</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finite values to compare for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no key with a nonzero exact value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean relative error %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::LraChart</name>
    <message>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The length at which the paper measured speed and memory (1K to 4K tokens); the measurement here runs at the same N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time one forward pass of full and of each mapped variant at the chosen N on this machine, in the background, and draw time(full) / time(variant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average accuracy (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speed relative to the Transformer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published (Tay et al., 2021)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speed-up (x)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed-up: paper and this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No speed or memory at %1 in the paper, accuracy only: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speed relative to the Transformer at %1 (TPU training steps/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paper: TPU training steps/s over the Transformer&apos;s (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>here: not measured yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average accuracy %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speed %1 the Transformer&apos;s at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory %1 GB per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paper: %1 the Transformer&apos;s training speed at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paper: no speed at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>here: %1 as fast as full (one forward pass)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>here: not measured</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::MeasureControls</name>
    <message>
        <source>Measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the running measurement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs done out of all runs of the measurement (warm-ups included)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::MemoryTimeline</name>
    <message>
        <source>position %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>positions %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No memory reads to show yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot draw query %1 of a sequence of %2 positions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A read (%1) lies outside the sequence of %2 positions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cache window: %1, read as they are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pooled slot: %1, read as one mean key and value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept key (high priority): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chunk: %1, read as they are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 pooled slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pooled slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 scores: %2 (exact attention: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cache window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chunk read as is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pooled slot (one mean)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after i (never read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, the query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after query %1: memory over a stream never reads ahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not read by query %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads of query %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chunk %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chunk %1 reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weights of query %1: bars this variant, line exact; top %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::ParameterPanel</name>
    <message>
        <source>Range: %1 (default %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This variant has no parameters.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::PatternView</name>
    <message>
        <source>evaluated (1) or not (0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pattern to show yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys evaluated per query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many keys each query scored. Click a row to inspect that query.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receptive field over stacked layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of stacked layers L that use this same pattern. Through L layers a query depends on every key reachable in L steps of the pattern: a window of w keys reaches L(w−1)+1 positions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One band per layer, keys from left to right: a filled key is one the query depends on after that many layers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>share of pairs evaluated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, in blocks of %2 × %2 positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key block (j / %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key j</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query block (i / %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query i</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Density ρ = pairs / N² = %L1 / %L2 = %3&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 keys per query on average (fewest %2, most %3) of N = %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;Scores computed / N² = %1: a pooled slot is one score that stands for all the positions it pools, which the pattern lists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>After %n layer(s) %1 reaches no key.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;After %n layer(s) %1 reaches keys %2..%3 (width %4)&lt;/b&gt;</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 of those positions (with gaps).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> That is the whole sequence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;Widest field of any query after %n layer(s): %1 keys (query %2).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>query %1 scored key %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>query %1 skipped key %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queries %1..%2, keys %3..%4: %5% of the pairs evaluated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run a variant to see which pairs it evaluates.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::QueryWeightsView</name>
    <message>
        <source>The weight the query gives each key: exact attention against the variant. Drag to pan along the keys, turn the wheel to zoom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key j</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variant M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens shaded by the exact weights:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each token shaded by the weight the query gives it (darker: more). Click a token to inspect it as the query.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KL(A_i ‖ M_i) = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>map error ‖m_i − a_i‖ / ‖a_i‖ = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output error ‖o_i − o*_i‖ / ‖o*_i‖ = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cosine = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;%1&apos;s M is a mixing map: its rows need not sum to 1 (entries may be negative), so there is no KL. Its bars use the right axis and its chips are shaded by |entry|.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No weights to show for this query.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variant M (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variant M (%1, right axis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M entry (mixing map)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;small&gt;Keys %1..%2 of %3, where the weight is: drag to pan, wheel to zoom.&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;small&gt;&lt;b&gt;Heaviest keys&lt;/b&gt; exact: %1&lt;br&gt;&lt;b&gt;Heaviest keys&lt;/b&gt; %2: %3&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens shaded by the weights of %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens shaded by |entry| of %1&apos;s mixing map:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a query (a row of a map, or a token) to see its weights.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::ReceptiveFieldImage</name>
    <message>
        <source>key 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layers ↓ (query %1 marked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after %1 layer(s), query %2 depends on key %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after %1 layer(s), key %3 is out of query %2&apos;s reach</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::RowErrorPlot</name>
    <message>
        <source>No output to compare yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a row to inspect that query in the other views.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relative error of oᵢ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cosine(o*ᵢ, oᵢ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relative error ‖oᵢ − o*ᵢ‖ / ‖o*ᵢ‖</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cosine (right axis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean relative error %1, mean cosine %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> (%n row(s) without an error: the exact row is zero)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>row %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: error %2, cosine %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::RowIndexPlot</name>
    <message>
        <source>query i</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::SpectrumPlot</name>
    <message>
        <source>No spectrum to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>singular value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, 1 zero value not drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 zero values not drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No singular values were reported.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>attnlab::widgets::TokenStrip</name>
    <message>
        <source> (weight %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
