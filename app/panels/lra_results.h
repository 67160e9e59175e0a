#pragma once

#include "core/params.h"
#include "core/variant.h"

#include <QString>
#include <QStringList>

#include <array>
#include <string>
#include <utility>
#include <vector>

namespace attnlab::app {

// Table 2 of the paper measures four sequence lengths: 1K, 2K, 3K and 4K tokens.
constexpr int kLraLengthCount = 4;
constexpr int kLraTaskCount = 5;

int lraLength(int lengthIndex); // 1024, 2048, 3072, 4096
QString lraLengthLabel(int lengthIndex); // "1K" .. "4K"
const QStringList& lraTaskNames(); // ListOps, Text, Retrieval, Image, Pathfinder (Table 1's order)
QString lraCitation();
// What the published speeds measure and what ours measure: the two are not the same experiment.
QString lraSpeedCaveat();

// One model of the Long Range Arena paper (Tay et al., ICLR 2021): its Table 1 accuracies and its Table 2 speed and
// memory. Missing cells are NaN (Sparse Trans. and Longformer have no Table 2 row).
struct LraModel {
    QString name; // as printed in the paper
    // The variant of this catalogue that follows the model, and the parameter values that make it that model
    // (Synthesizer is the dense synthesizer). Empty when none does.
    QString variantId;
    std::vector<std::pair<std::string, std::string>> variantSettings;
    std::array<double, kLraTaskCount> accuracy {}; // percent, Table 1's order
    double average = 0; // as printed; excludes Path-X, which every model fails
    std::array<double, kLraLengthCount> stepsPerSecond {}; // TPU training steps per second
    std::array<double, kLraLengthCount> memoryGb {}; // peak memory per TPU device

    // The settings as the variant's Params (defaults for the rest); throws core::Error if the catalogue disagrees.
    core::Params variantParams(const core::Variant& variant) const;
};

struct LraTable {
    QStringList notes; // the file's comment lines, without the leading '#'
    std::vector<LraModel> models; // in the file's order

    const LraModel* find(const QString& name) const;
    const LraModel* baseline() const; // the Transformer every speed is relative to
    // Steps per second of `model` over those of the Transformer at that length (the paper's "relative speed");
    // NaN when either is missing.
    double relativeSpeed(const LraModel& model, int lengthIndex) const;
};

// The catalogue variant that follows a model of the paper, with its settings; {"", {}} for an unknown name.
std::pair<QString, std::vector<std::pair<std::string, std::string>>> lraVariantFor(const QString& model);

// Reads the CSV: '#' lines are notes, then a header naming at least model, the five tasks, avg, steps_1k..4k and
// mem_gb_1k..4k (in any order), then one row per model; an empty cell is a missing value. Throws core::Error naming
// the line and the column at fault.
LraTable parseLraTable(const QString& text);
// The copy compiled into the program (resources/data/lra_tay2021.csv).
LraTable publishedLraTable();

} // namespace attnlab::app
