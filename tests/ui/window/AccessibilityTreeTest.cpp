// SPDX-License-Identifier: MIT
// What a screen reader meets: every control a user can reach in the window,
// on every tab and in every dock, has an accessible name (its own text, a
// label that is its buddy, or one set for it). Walked through Qt's
// accessibility interfaces, as Orca reads them through AT-SPI.
#include "UiTestSupport.h"
#include "effsurf/ui/window/MainWindow.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QComboBox>
#include <QLineEdit>
#include <QTabWidget>

#include <gtest/gtest.h>

using namespace effsurf;

namespace {

/// Whether `widget` is a control a user operates (not a container or a label).
bool isControl(const QWidget* widget) {
    return qobject_cast<const QAbstractButton*>(widget) || qobject_cast<const QLineEdit*>(widget) ||
           qobject_cast<const QComboBox*>(widget) || qobject_cast<const QAbstractSlider*>(widget) ||
           qobject_cast<const QAbstractSpinBox*>(widget) || qobject_cast<const QAbstractItemView*>(widget);
}

/// "QLineEdit in ControlPanel > QGroupBox 'Precision'": where an unnamed control sits.
std::string whereIs(const QWidget* widget) {
    std::string path = widget->metaObject()->className();
    if (!widget->objectName().isEmpty()) path += " '" + widget->objectName().toStdString() + "'";
    for (const QWidget* parent = widget->parentWidget(); parent != nullptr; parent = parent->parentWidget()) {
        path += std::string(" in ") + parent->metaObject()->className();
        if (!parent->objectName().isEmpty()) path += " '" + parent->objectName().toStdString() + "'";
        if (parent->isWindow()) break;
    }
    return path;
}

/// The unnamed controls among `root`'s descendants that a user can reach (enabled or not, on any tab).
std::vector<std::string> unnamedControls(QWidget& root) {
    std::vector<std::string> unnamed;
    for (QWidget* widget : root.findChildren<QWidget*>()) {
        if (!isControl(widget) || widget->focusPolicy() == Qt::NoFocus) continue;
        // A combo box's own line edit and popup list, a spin box's line edit: named through their owner.
        if (qobject_cast<QComboBox*>(widget->parentWidget()) || qobject_cast<QAbstractSpinBox*>(widget->parentWidget()) ||
            widget->window()->inherits("QComboBoxPrivateContainer"))
            continue;
        QAccessibleInterface* accessible = QAccessible::queryAccessibleInterface(widget);
        const QString name = accessible ? accessible->text(QAccessible::Name).trimmed() : QString();
        if (name.isEmpty()) unnamed.push_back(whereIs(widget));
    }
    return unnamed;
}

TEST(AccessibilityTree, EveryControlOfEveryTabAndDockHasAName) {
    auto window = test::makeShownWindow();
    const std::vector<std::string> unnamed = unnamedControls(*window);
    std::string list;
    for (const std::string& where : unnamed) list += "\n  " + where;
    EXPECT_TRUE(unnamed.empty()) << unnamed.size() << " controls without an accessible name:" << list;
}

}  // namespace
