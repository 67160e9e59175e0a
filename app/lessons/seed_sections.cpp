#include "app/lessons/seed_sections.h"

namespace attnlab::app {

namespace {

SeedSection section(const char* seed, const char* number, const char* heading)
{
    return { QString::fromUtf8(seed), QString::fromUtf8(number), QString::fromUtf8(heading) };
}

} // namespace

const std::vector<SeedFile>& seedFiles()
{
    static const std::vector<SeedFile> files = {
        { QStringLiteral("notes-a"), QStringLiteral("000_c2b60d0724de8cfe.txt"),
            QStringLiteral("course notes, Traditional Chinese, numbered sections 1.1-7.3") },
        { QStringLiteral("notes-b"), QStringLiteral("001_34a8a162a049c11e.txt"),
            QStringLiteral("course notes in the style of a blog post, Traditional Chinese, unnumbered paragraphs") },
        { QStringLiteral("book"), QStringLiteral("003_cca6366559b9859a.txt"),
            QStringLiteral("a textbook section on efficient Transformers, Simplified Chinese, sections 1-3.2") },
    };
    return files;
}

const std::vector<SeedSection>& seedSections()
{
    // notes-a numbers its sections; its top-level headings (1., 2., ...) hold no text of their own. notes-b has
    // headings for some paragraphs only, so each part is named here by what it is about. The book's section 1 and
    // 3.2 run several methods one after another: each is a part of its own (1.local ... 3.2.both).
    static const std::vector<SeedSection> sections = {
        section("notes-a", "1.1", "Self-Attention 的定義"),
        section("notes-a", "1.2", "Attention Matrix 與計算流程"),
        section("notes-a", "1.3", "時間與空間複雜度分析"),
        section("notes-a", "1.4", "實際應用與限制"),
        section("notes-a", "2.1", "Local Attention / Truncated Attention"),
        section("notes-a", "2.2", "Stride Attention"),
        section("notes-a", "2.3", "Global Attention"),
        section("notes-a", "2.4", "Skip Some Calculations with Human Knowledge"),
        section("notes-a", "2.5", "Multi-head Patterns"),
        section("notes-a", "3.1", "Clustering-based Attention（Reformer）"),
        section("notes-a", "3.2", "Learnable Patterns（Sinkhorn Sorting）"),
        section("notes-a", "3.3", "Representative Key（Linformer）"),
        section("notes-a", "4.1", "傳統計算順序的複雜度瓶頸"),
        section("notes-a", "4.2", "改變乘法順序的重構方法"),
        section("notes-a", "4.3", "Kernel Approximation — Performer 模型"),
        section("notes-a", "4.4", "預先計算共享記憶向量"),
        section("notes-a", "4.5", "時間與空間效率比較"),
        section("notes-a", "5.1", "Synthesizer — Attention 不一定需要 q 與 k"),
        section("notes-a", "5.2", "Attention Matrix 的完全解耦設計"),
        section("notes-a", "6.1", "FNet — 使用傅立葉變換取代 Attention"),
        section("notes-a", "6.2", "gMLP / MLP-Mixer — 全 MLP 架構替代 Attention"),
        section("notes-a", "6.3", "設計觀點與啟示"),
        section("notes-a", "7.1", "各類 Attention 優化策略分類"),
        section("notes-a", "7.2", "模型效能與效率比較（LRA Benchmark）"),
        section("notes-a", "7.3", "技術總結"),
        section("notes-b", "intro", "the opening: the N×N matrix is costly; compute only the pairs that matter"),
        section("notes-b", "local", "Local Attention"),
        section("notes-b", "stride", "Stride Attention"),
        section("notes-b", "global", "Global Attention"),
        section("notes-b", "hybrid", "Longformer and BigBird mix the patterns; BigBird's random pairs"),
        section("notes-b", "from-data", "rules chosen by hand against estimating the unimportant pairs from the data"),
        section("notes-b", "clustering", "Clustering (Reformer's LSH)"),
        section("notes-b", "learnable", "Learnable Patterns (Sinkhorn Sorting Network)"),
        section("notes-b", "representative", "Linformer: the map is low rank; K representative keys"),
        section("notes-b", "synthesizer", "Synthesizer: the weights as model parameters"),
        section("notes-b", "reflection", "Attention is not all you need"),
        section("book", "1", "Sparse Attention: the mask M, the attention field π_i, the sparse A'"),
        section("book", "1.local", "Span-based Attention / Local Attention"),
        section("book", "1.chunked", "Chunked Attention"),
        section("book", "1.strided", "Strided Attention"),
        section("book", "1.fields", "Learning Attention Fields"),
        section("book", "1.hybrid", "Hybrid Methods"),
        section("book", "1.hardware", "sparse models run less efficiently than dense ones on real hardware"),
        section("book", "2", "Recurrent and Memory Models"),
        section("book", "2.1", "Cache-based Memory"),
        section("book", "2.2", "Encoding Long-term Memory"),
        section("book", "2.3", "Retrieval-based Methods"),
        section("book", "3", "Low-dimensional Models"),
        section("book", "3.1", "Reducing n"),
        section("book", "3.2.project", "Reducing d: projecting Q and K to d' dimensions"),
        section("book", "3.2.kernel", "Reducing d: kernel methods, φ(Q) φ(K)ᵀ V"),
        section("book", "3.2.subspace", "Reducing d: subspaces, top-p candidates and composite keys"),
        section("book", "3.2.both", "Reducing n and d together"),
    };
    return sections;
}

const SeedSection* findSeedSection(const QString& code)
{
    for (const SeedSection& each : seedSections())
        if (each.code() == code)
            return &each;
    return nullptr;
}

} // namespace attnlab::app
