// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/formula/FormulaNode.h"
#include "effsurf/ui/tours/Formula.h"

namespace effsurf::ui {

/// The parse tree of a Formula is core's (core::FormulaParser reads the
/// markup, as for the exported lecture page); FormulaLayout lays it out.
struct Formula::Node : core::FormulaNode {
    Node() = default;
    explicit Node(core::FormulaNode node) : core::FormulaNode(std::move(node)) {}
};

namespace formula {
using Kind = core::FormulaNode::Kind;
using Cls = core::FormulaNode::Cls;
}  // namespace formula

}  // namespace effsurf::ui
