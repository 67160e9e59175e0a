#pragma once

#include "app/compute/outcome.h"

#include <Eigen/Core>
#include <memory>

namespace attnlab::app {

// The singular values of the exact A of the outcome's input (descending), with the causal mask or without: from the
// input's memo when a view or svd already decomposed it, else by an O(N^3) SVD kept there (core::InputMemo), so the
// Spectrum panel and the Decisions dock decompose each input's A once between them. Throws what the SVD throws.
std::shared_ptr<const Eigen::VectorXd> exactSingularValues(const ComputeOutcome& outcome, bool causal);

// Whether they are kept already (no SVD to wait for).
bool hasExactSingularValues(const ComputeOutcome& outcome, bool causal);

} // namespace attnlab::app
