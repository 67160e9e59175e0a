#pragma once

// Every figure-bearing view of widgets/, filled with small plain data, for the tests that export them.

#include "core/matrix.h"
#include "widgets/figure/figure_source.h"
#include "widgets/heatmap/comparison_view.h"
#include "widgets/heatmap/head_grid_view.h"
#include "widgets/heatmap/view.h"
#include "widgets/plots/bucket_size_chart.h"
#include "widgets/plots/cost_chart.h"
#include "widgets/plots/cumulative_energy_plot.h"
#include "widgets/plots/gallery_view.h"
#include "widgets/plots/kernel_estimate_plot.h"
#include "widgets/plots/lra_chart.h"
#include "widgets/plots/memory_timeline.h"
#include "widgets/plots/pattern_view.h"
#include "widgets/plots/query_weights_view.h"
#include "widgets/plots/receptive_field_image.h"
#include "widgets/plots/row_error_plot.h"
#include "widgets/plots/row_index_plot.h"
#include "widgets/plots/spectrum_plot.h"

#include <QString>
#include <QStringList>
#include <QWidget>

#include <cmath>
#include <functional>
#include <memory>
#include <vector>

namespace attnlab::test {

inline core::Matrix softmaxLikeMap(int n, double sharpness)
{
    core::Matrix map(n, n);
    for (int i = 0; i < n; ++i) {
        double sum = 0;
        for (int j = 0; j < n; ++j) {
            map(i, j) = static_cast<float>(std::exp(-sharpness * std::abs(i - j)));
            sum += map(i, j);
        }
        map.row(i) /= static_cast<float>(sum);
    }
    return map;
}

inline QStringList tokenLabels(int n)
{
    QStringList labels;
    for (int t = 0; t < n; ++t)
        labels << QStringLiteral("t%1").arg(t);
    return labels;
}

inline std::vector<core::ReachedKeys> reachedKeys(int n, int query, int layers)
{
    std::vector<core::ReachedKeys> field;
    for (int l = 1; l <= layers; ++l) {
        core::ReachedKeys keys;
        keys.reached.assign(static_cast<std::size_t>(n), 0);
        keys.first = std::max(0, query - 2 * l);
        keys.last = std::min(n - 1, query + 2 * l);
        for (int k = keys.first; k <= keys.last; ++k)
            keys.reached[static_cast<std::size_t>(k)] = 1;
        keys.count = keys.last - keys.first + 1;
        field.push_back(keys);
    }
    return field;
}

// One view, filled with data, and its figure interface.
struct FilledView {
    QString name;
    std::shared_ptr<QWidget> widget;
    widgets::FigureSource* figure = nullptr;
};

template <typename View> FilledView filled(const QString& name, bool withData, const std::function<void(View&)>& fill)
{
    auto view = std::make_shared<View>();
    if (withData)
        fill(*view);
    FilledView result { name, view, view.get() };
    return result;
}

// `withData` false: the views as constructed, with nothing to show.
inline std::vector<FilledView> everyView(bool withData = true)
{
    using namespace attnlab::widgets;
    const int n = 16;
    const core::Matrix exact = softmaxLikeMap(n, 0.5);
    const core::Matrix variant = softmaxLikeMap(n, 1.5);
    std::vector<FilledView> views;
    views.push_back(filled<HeatmapView>(QStringLiteral("HeatmapView"), withData, [&](HeatmapView& view) {
        view.setMatrix(exact, QStringLiteral("Exact softmax"));
        view.setTokenLabels(tokenLabels(n));
    }));
    views.push_back(filled<ComparisonView>(QStringLiteral("ComparisonView"), withData, [&](ComparisonView& view) {
        view.setMaps(exact, variant, QStringLiteral("local"));
        view.setTokenLabels(tokenLabels(n));
    }));
    views.push_back(filled<HeadGridView>(QStringLiteral("HeadGridView"), withData, [&](HeadGridView& view) {
        const auto shownExact = std::make_shared<const core::Matrix>(exact);
        view.setHeads({ { QStringLiteral("head 1"), shownExact, {} },
            { QStringLiteral("head 2"), std::make_shared<const core::Matrix>(variant), {} },
            { QStringLiteral("head 3"), shownExact, {} } });
    }));
    views.push_back(filled<PatternView>(QStringLiteral("PatternView"), withData, [&](PatternView& view) {
        PatternFigures figures;
        figures.n = n;
        core::PatternCoverage coverage;
        coverage.share = core::Matrix::Zero(n, n);
        for (int i = 0; i < n; ++i)
            for (int j = std::max(0, i - 2); j <= std::min(n - 1, i + 2); ++j) {
                coverage.share(i, j) = 1;
                ++figures.pairs;
            }
        figures.density = static_cast<double>(figures.pairs) / (n * n);
        for (int i = 0; i < n; ++i)
            figures.rowCounts.push_back(static_cast<int>(coverage.share.row(i).sum()));
        view.setPattern(figures, &coverage, QStringLiteral("local"), tokenLabels(n));
        view.setReceptiveField(5, reachedKeys(n, 5, 3));
        view.setChosenRow(5);
    }));
    views.push_back(filled<SpectrumPlot>(QStringLiteral("SpectrumPlot"), withData, [&](SpectrumPlot& view) {
        std::vector<double> a, m;
        for (int r = 0; r < n; ++r) {
            a.push_back(std::exp(-0.3 * r));
            m.push_back(r < 6 ? std::exp(-0.3 * r) : 1e-3 * std::exp(-0.5 * r));
        }
        view.setSpectra(a, m, QStringLiteral("linformer"));
        view.setRankMarker(6, QStringLiteral("k = 6"));
    }));
    views.push_back(
        filled<CumulativeEnergyPlot>(QStringLiteral("CumulativeEnergyPlot"), withData, [&](CumulativeEnergyPlot& view) {
            EnergyCurve a, m;
            double sa = 0, sm = 0;
            for (int r = 0; r < n; ++r) {
                sa += std::exp(-0.6 * r);
                sm += std::exp(-1.2 * r);
            }
            double ca = 0, cm = 0;
            for (int r = 0; r < n; ++r) {
                ca += std::exp(-0.6 * r) / sa;
                cm += std::exp(-1.2 * r) / sm;
                a.fractions.push_back(ca);
                m.fractions.push_back(cm);
                if (a.thresholdRank == 0 && ca >= 0.9)
                    a.thresholdRank = r + 1;
                if (m.thresholdRank == 0 && cm >= 0.9)
                    m.thresholdRank = r + 1;
            }
            view.setCurves(a, m, QStringLiteral("linformer"), 0.9);
        }));
    views.push_back(filled<CostChart>(QStringLiteral("CostChart"), withData, [&](CostChart& view) {
        std::vector<CostLine> lines;
        for (const QString& id : { QStringLiteral("full"), QStringLiteral("local") }) {
            CostLine line;
            line.id = id;
            for (double size = 64; size <= 4096; size *= 2) {
                line.sizes.push_back(size);
                line.madds.push_back(id == QStringLiteral("full") ? size * size * 64 : size * 16 * 64);
                line.peakBytes.push_back(size * 64 * 4);
                line.gaps.push_back(QString());
            }
            lines.push_back(line);
        }
        view.setAnalytic(lines, QStringLiteral("local"), QStringLiteral("full"), QStringLiteral("d = 64"));
        TimingLine timing;
        timing.id = QStringLiteral("local");
        timing.sizes = { 256, 512, 1024 };
        timing.seconds = { 0.001, 0.002, 0.004 };
        timing.slope = 1.0;
        view.setMeasured({ timing }, QStringLiteral("measured here"));
    }));
    views.push_back(filled<QueryWeightsView>(QStringLiteral("QueryWeightsView"), withData, [&](QueryWeightsView& view) {
        view.setTokens(tokenLabels(n));
        QueryRowWeights row;
        row.query = 5;
        row.queryName = QStringLiteral("query 5 (t5)");
        row.variantName = QStringLiteral("local");
        for (int j = 0; j < n; ++j) {
            row.exact.push_back(exact(5, j));
            row.variant.push_back(variant(5, j));
        }
        row.kl = 0.1;
        row.mapError = 0.2;
        row.outputError = 0.05;
        row.outputCosine = 0.99;
        view.showRow(row);
    }));
    views.push_back(filled<RowErrorPlot>(QStringLiteral("RowErrorPlot"), withData, [&](RowErrorPlot& view) {
        std::vector<double> error, cosine;
        for (int i = 0; i < n; ++i) {
            error.push_back(0.05 + 0.01 * i);
            cosine.push_back(0.99 - 0.005 * i);
        }
        view.setRows(error, cosine, tokenLabels(n));
        view.setChosenRow(3);
    }));
    views.push_back(filled<RowIndexPlot>(QStringLiteral("RowIndexPlot"), withData, [&](RowIndexPlot& view) {
        view.setRowCount(n);
        QCPGraph* graph = view.addGraph();
        for (int i = 0; i < n; ++i)
            graph->addData(i, i % 5);
        view.yAxis->setRange(0, 5);
        view.setChosenRow(4);
        view.replot();
    }));
    views.push_back(filled<LraChart>(QStringLiteral("LraChart"), withData, [&](LraChart& view) {
        view.setPublished({ { QStringLiteral("Transformer"), QStringLiteral("full"), 1.0, 54.4, 9.5, QString() },
                              { QStringLiteral("Performer"), QStringLiteral("performer"), 5.7, 51.4, 1.1, QString() } },
            QStringLiteral("4K"));
        view.setSpeedups({ { QStringLiteral("Performer"), QStringLiteral("performer"), 5.7, 3.1, QString() } },
            QStringLiteral("measured"));
        view.setCitation(QStringLiteral("Tay et al. 2021"));
    }));
    views.push_back(filled<BucketSizeChart>(QStringLiteral("BucketSizeChart"), withData, [&](BucketSizeChart& view) {
        view.setSizes({ 4, 6, 2, 4 }, { 5, 3, 4, 4 }, QStringLiteral("bucket"));
    }));
    views.push_back(
        filled<KernelEstimatePlot>(QStringLiteral("KernelEstimatePlot"), withData, [&](KernelEstimatePlot& view) {
            std::vector<double> x, y;
            for (int j = 0; j < n; ++j) {
                x.push_back(1.0 + j);
                y.push_back((1.0 + j) * (1.0 + 0.05 * std::sin(j)));
            }
            view.setPoints(x, y, tokenLabels(n), QStringLiteral("query 5 (t5)"));
        }));
    views.push_back(filled<MemoryTimeline>(QStringLiteral("MemoryTimeline"), withData, [&](MemoryTimeline& view) {
        view.setReads(40, 37,
            { { core::MemoryReadKind::Pooled, 0, 7 }, { core::MemoryReadKind::Kept, 10, 10 },
                { core::MemoryReadKind::Cache, 30, 37 } },
            tokenLabels(40), 8);
    }));
    views.push_back(
        filled<ReceptiveFieldImage>(QStringLiteral("ReceptiveFieldImage"), withData, [&](ReceptiveFieldImage& view) {
            view.setField(8, reachedKeys(n, 8, 4));
            view.setShownLayers(2);
        }));
    views.push_back(filled<GalleryView>(QStringLiteral("GalleryView"), withData, [&](GalleryView& view) {
        view.setEntries({ { QStringLiteral("full"), QStringLiteral("Full"), QStringLiteral("exact") },
            { QStringLiteral("local"), QStringLiteral("Local"), QStringLiteral("sparse") } });
        view.setTileMap(QStringLiteral("full"), exact, 0.0);
        view.setTileMap(QStringLiteral("local"), variant, 0.25);
        view.setCurrentVariant(QStringLiteral("local"));
    }));
    return views;
}

} // namespace attnlab::test
